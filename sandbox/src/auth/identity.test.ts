import { describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';
import { randomSecret } from './crypto';
import { member, PASSWORD, signIn, signInTokens, signUp, uniqueClient, uniqueEmail } from './test-member';

const TOKEN = '/token/v2/auth/token';
// Every sign-in hashes with PBKDF2 (100 000 iterations): on a loaded machine a few exceed 5 s.
const SLOW = 30_000;

const codeFor = async (email: string, verifier: string) => {
  const response = await signIn(email, PASSWORD, { verifier });
  expect(response.status).toBe(200);
  return ((await response.json()) as { authorizationCode: string }).authorizationCode;
};

const refresh = (refreshToken: string) => call(TOKEN, { body: { type: 'Registered', refreshToken } });

describe('sign-up and lookup', { timeout: SLOW }, () => {
  it('creates a member once: the same e-mail again is AUT409, and lookup finds it', async () => {
    const { email, profile } = await signUp({
      phone: '+1 415 555 0100',
      subscriptions: { newsletter: true },
    });
    expect(profile).toMatchObject({
      consumerProfile: {
        consumerDetails: { email, firstName: 'Ann', phone: '+14155550100', address: [] },
        isLoyaltyMember: false,
        subscriptions: [{ type: 'NEWSLETTER', optin: true, recipient: email }],
      },
    });
    const again = await call('/consumers-v3/auth/signup', {
      body: { email: email.toUpperCase(), password: PASSWORD, firstName: 'B', lastName: 'C' },
    });
    await expectError(again, 409, 'AUT409');
    const lookup = await call(`/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`);
    expect(await lookup.json()).toEqual({ exists: true });
    const none = await call(`/consumers-v3/consumer/lookup?email=${uniqueEmail()}`);
    expect(await none.json()).toEqual({ exists: false });
  });

  it('refuses weak passwords with the shared rules and writes nothing', async () => {
    const email = uniqueEmail();
    const base = { email, firstName: 'Ann', lastName: 'Lee' };
    await expectError(
      await call('/consumers-v3/auth/signup', { body: { ...base, password: 'Ab1' } }),
      400,
      'FE872',
    );
    const detail = await expectError(
      await call('/consumers-v3/auth/signup', { body: { ...base, password: 'abcdefgh1' } }),
      400,
      'API400',
    );
    expect(detail.message).toMatch(/upper case/);
    await expectError(
      await call('/consumers-v3/auth/signup', { body: { ...base, password: PASSWORD, firstName: '' } }),
      400,
      'API400',
    );
    const lookup = await call(`/consumers-v3/consumer/lookup?email=${encodeURIComponent(email)}`);
    expect(await lookup.json()).toEqual({ exists: false });
  });
});

describe('PKCE sign-in', { timeout: SLOW }, () => {
  it('exchanges a code with its verifier for REGISTERED tokens', async () => {
    const { email } = await signUp();
    const tokens = await signInTokens(email);
    expect(tokens).toMatchObject({ consumerType: 'REGISTERED', memberId: tokens.consumerNo });
    expect(tokens.consumerNo).toMatch(/^M\d{15}$/);
  });

  it('refuses a wrong verifier without spending the code, then the right one works once', async () => {
    const { email } = await signUp();
    const verifier = randomSecret(32);
    const authorizationCode = await codeFor(email, verifier);
    const wrong = await call(TOKEN, {
      body: { type: 'Registered', authorizationCode, codeVerifier: randomSecret(32) },
    });
    await expectError(wrong, 401, 'AUT401');
    const right = await call(TOKEN, {
      body: { type: 'Registered', authorizationCode, codeVerifier: verifier },
    });
    expect(right.status).toBe(200);
    const first = tokenResponseSchema.parse(await right.json());
    // A retried exchange (same code and verifier) gets the same answer, not a second session.
    const retry = await call(TOKEN, {
      body: { type: 'Registered', authorizationCode, codeVerifier: verifier },
    });
    expect(tokenResponseSchema.parse(await retry.json()).refreshToken).toBe(first.refreshToken);
  });

  it('refuses an expired code and an unknown one', async () => {
    const { email } = await signUp();
    const verifier = randomSecret(32);
    const authorizationCode = await codeFor(email, verifier);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      const late = await call(TOKEN, {
        body: { type: 'Registered', authorizationCode, codeVerifier: verifier },
      });
      await expectError(late, 401, 'AUT401');
    } finally {
      vi.useRealTimers();
    }
    const unknown = await call(TOKEN, {
      body: { type: 'Registered', authorizationCode: randomSecret(), codeVerifier: verifier },
    });
    await expectError(unknown, 401, 'AUT401');
  });

  it('answers an unknown e-mail exactly like a wrong password', async () => {
    const { email } = await signUp();
    const client = uniqueClient();
    const wrong = await signIn(email, 'Wrong-pass1', { client });
    const unknown = await signIn(uniqueEmail(), 'Wrong-pass1', { client });
    const a = await expectError(wrong, 401, 'AUT401');
    const b = await expectError(unknown, 401, 'AUT401');
    expect(a).toEqual(b);
  });
});

describe('throttling', { timeout: SLOW }, () => {
  it('answers AUT426 at the 4th failure and locks the account at the 5th, even for the right password', async () => {
    const { email } = await signUp();
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const response = await signIn(email, 'Wrong-pass1');
      ids.push(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId);
    }
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
    await expectError(await signIn(email, PASSWORD), 423, 'AUT423');
  });

  it('a success forgets the account failures: the count starts again after it', async () => {
    const { email } = await signUp();
    const errorIds = async (n: number) => {
      const ids = [];
      for (let i = 0; i < n; i++) {
        const response = await signIn(email, 'Wrong-pass1');
        ids.push(
          ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId,
        );
      }
      return ids;
    };
    expect(await errorIds(3)).toEqual(['AUT401', 'AUT401', 'AUT401']);
    expect((await signIn(email, PASSWORD)).status).toBe(200);
    expect(await errorIds(4)).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426']);
  });

  it('does the same for an unknown e-mail (no enumeration through the lock)', async () => {
    const email = uniqueEmail();
    const ids = [];
    for (let i = 0; i < 5; i++) {
      const response = await signIn(email, 'Wrong-pass1');
      ids.push(((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId);
    }
    expect(ids).toEqual(['AUT401', 'AUT401', 'AUT401', 'AUT426', 'AUT423']);
  });

  it('locks a client address after 20 failures across accounts', async () => {
    const client = uniqueClient();
    for (let i = 0; i < 20; i++) await signIn(uniqueEmail(), 'Wrong-pass1', { client });
    const { email } = await signUp();
    await expectError(await signIn(email, PASSWORD, { client }), 423, 'AUT423');
    expect((await signIn(email, PASSWORD)).status).toBe(200);
  });
});

describe('refresh rotation', { timeout: SLOW }, () => {
  it('rotates, replays the same pair within the grace window, then revokes the family on reuse', async () => {
    const { tokens } = await member();
    const first = await refresh(tokens.refreshToken);
    expect(first.status).toBe(200);
    const rotated = tokenResponseSchema.parse(await first.json());
    expect(rotated.refreshToken).not.toBe(tokens.refreshToken);
    expect(rotated.consumerNo).toBe(tokens.consumerNo);
    // A second tab with the old token within 30 s gets the SAME new pair.
    const twin = tokenResponseSchema.parse(await (await refresh(tokens.refreshToken)).json());
    expect(twin.refreshToken).toBe(rotated.refreshToken);
    // The old token after the grace window: reuse, the whole family is revoked.
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      await expectError(await refresh(tokens.refreshToken), 401, 'AUT401');
    } finally {
      vi.useRealTimers();
    }
    await expectError(await refresh(rotated.refreshToken), 401, 'AUT401');
  });

  it('two refreshes racing with one token both get the one new pair', async () => {
    const { tokens } = await member();
    const [a, b] = await Promise.all([refresh(tokens.refreshToken), refresh(tokens.refreshToken)]);
    const pairs = [tokenResponseSchema.parse(await a.json()), tokenResponseSchema.parse(await b.json())];
    expect(pairs[0]!.refreshToken).toBe(pairs[1]!.refreshToken);
  });

  it('never renews a member token as a guest, nor a guest token as a member', async () => {
    const { tokens } = await member();
    await expectError(
      await call(TOKEN, { body: { type: 'Guest', refreshToken: tokens.refreshToken } }),
      401,
      'AUT401',
    );
    const guest = tokenResponseSchema.parse(await (await call(TOKEN, { body: { type: 'Guest' } })).json());
    await expectError(await refresh(guest.refreshToken), 401, 'AUT401');
    await expectError(await refresh('not-a-token'), 401, 'AUT401');
  });

  it('sign-out revokes the family; another sign-in keeps working', async () => {
    const { email, tokens } = await member();
    const other = await signInTokens(email);
    const out = await call('/consumers-v3/consumer/auth/signout', {
      body: { refreshToken: tokens.refreshToken },
      token: tokens.accessToken,
    });
    expect(out.status).toBe(204);
    await expectError(await refresh(tokens.refreshToken), 401, 'AUT401');
    expect((await refresh(other.refreshToken)).status).toBe(200);
  });
});

describe('access tokens of a revoked family', { timeout: SLOW }, () => {
  const profile = (accessToken: string) => call('/consumers-v3/consumer', { token: accessToken });

  it('sign-out refuses the access token at once; another sign-in keeps working', async () => {
    const { email, tokens } = await member();
    const other = await signInTokens(email);
    expect((await profile(tokens.accessToken)).status).toBe(200);
    const out = await call('/consumers-v3/consumer/auth/signout', {
      body: { refreshToken: tokens.refreshToken },
      token: tokens.accessToken,
    });
    expect(out.status).toBe(204);
    // The same answer as any other invalid token, on member and cart calls alike.
    await expectError(await profile(tokens.accessToken), 401, 'AUT401');
    await expectError(await call('/cart/v1/cart', { body: {}, token: tokens.accessToken }), 401, 'AUT401');
    expect((await profile(other.accessToken)).status).toBe(200);
  });

  it('a password change refuses the access token of every other session, not of the new pair', async () => {
    const { email, tokens } = await member();
    const otherTab = await signInTokens(email);
    const changed = await call('/consumers-v3/consumer/changepassword', {
      body: { currentPassword: PASSWORD, password: 'Newpass123' },
      token: tokens.accessToken,
    });
    expect(changed.status).toBe(200);
    const pair = tokenResponseSchema.parse(await changed.json());
    await expectError(await profile(otherTab.accessToken), 401, 'AUT401');
    await expectError(await profile(tokens.accessToken), 401, 'AUT401');
    expect((await profile(pair.accessToken)).status).toBe(200);
  });

  it('refresh-token reuse refuses the newest access token of the family too', async () => {
    const { tokens } = await member();
    const rotated = tokenResponseSchema.parse(await (await refresh(tokens.refreshToken)).json());
    expect((await profile(rotated.accessToken)).status).toBe(200);
    vi.useFakeTimers({ now: Date.now() + 31_000, toFake: ['Date'] });
    try {
      await expectError(await refresh(tokens.refreshToken), 401, 'AUT401');
    } finally {
      vi.useRealTimers();
    }
    await expectError(await profile(rotated.accessToken), 401, 'AUT401');
  });

  it('a password reset refuses the access token', async () => {
    const { email, tokens } = await member();
    await call('/consumers-v3/confirmforgotpassword', {
      body: { email, resetUrl: 'https://shop.test/en-us/reset-password' },
    });
    const row = await env.DB.prepare(
      "SELECT body FROM outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC LIMIT 1",
    )
      .bind(email)
      .first<{ body: string }>();
    const token = decodeURIComponent(/token=([^\s]+)/.exec(row!.body)![1]!);
    const reset = await call('/consumers-v3/consumer/resetpassword', {
      body: { token, password: 'Newpass123' },
    });
    expect(reset.status).toBe(204);
    await expectError(await profile(tokens.accessToken), 401, 'AUT401');
  });
});

describe('passwords', { timeout: SLOW }, () => {
  const outboxLink = async (email: string): Promise<string> => {
    const row = await env.DB.prepare(
      "SELECT body FROM outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC LIMIT 1",
    )
      .bind(email)
      .first<{ body: string }>();
    const token = /token=([^\s]+)/.exec(row!.body)![1]!;
    return decodeURIComponent(token);
  };
  const forgot = (email: string) =>
    call('/consumers-v3/confirmforgotpassword', {
      body: { email, resetUrl: 'https://shop.test/en-us/reset-password' },
    });

  it('answers 202 for any e-mail and mails a link only to an account', async () => {
    const { email } = await signUp();
    expect((await forgot(email)).status).toBe(202);
    const stranger = uniqueEmail();
    expect((await forgot(stranger)).status).toBe(202);
    const mails = await env.DB.prepare('SELECT recipient, body FROM outbox WHERE recipient IN (?, ?)')
      .bind(email, stranger)
      .all<{ recipient: string; body: string }>();
    expect(mails.results.map((m) => m.recipient)).toEqual([email]);
    expect(mails.results[0]!.body).toContain('https://shop.test/en-us/reset-password?token=');
  });

  it('resets once with the mailed token; a used or expired token is AUT402; sessions end', async () => {
    const { email, tokens } = await member();
    await forgot(email);
    const token = await outboxLink(email);
    const stored = await env.DB.prepare('SELECT COUNT(*) AS n FROM password_resets WHERE token_hash = ?')
      .bind(token)
      .first<{ n: number }>();
    expect(stored!.n).toBe(0);
    await expectError(
      await call('/consumers-v3/consumer/resetpassword', { body: { token, password: 'short' } }),
      400,
      'FE872',
    );
    const reset = await call('/consumers-v3/consumer/resetpassword', {
      body: { token, password: 'Newpass123' },
    });
    expect(reset.status).toBe(204);
    await expectError(
      await call('/consumers-v3/consumer/resetpassword', { body: { token, password: 'Other123x' } }),
      400,
      'AUT402',
    );
    await expectError(await refresh(tokens.refreshToken), 401, 'AUT401');
    expect((await signIn(email, 'Newpass123')).status).toBe(200);
    await expectError(await signIn(email, PASSWORD), 401, 'AUT401');

    await forgot(email);
    const late = await outboxLink(email);
    vi.useFakeTimers({ now: Date.now() + 3_601_000, toFake: ['Date'] });
    try {
      await expectError(
        await call('/consumers-v3/consumer/resetpassword', { body: { token: late, password: 'Newpass456' } }),
        400,
        'AUT402',
      );
    } finally {
      vi.useRealTimers();
    }
  });

  it('change password: a new pair for the caller, every other session ends', async () => {
    const { email, tokens } = await member();
    const otherTab = await signInTokens(email);
    const change = (body: object) =>
      call('/consumers-v3/consumer/changepassword', { body, token: tokens.accessToken });
    await expectError(
      await change({ currentPassword: 'Wrong-pass1', password: 'Newpass123' }),
      401,
      'AUT401',
    );
    await expectError(await change({ currentPassword: PASSWORD, password: 'newpass123' }), 400, 'API400');
    const changed = await change({ currentPassword: PASSWORD, password: 'Newpass123' });
    expect(changed.status).toBe(200);
    const pair = tokenResponseSchema.parse(await changed.json());
    await expectError(await refresh(otherTab.refreshToken), 401, 'AUT401');
    await expectError(await refresh(tokens.refreshToken), 401, 'AUT401');
    expect((await refresh(pair.refreshToken)).status).toBe(200);
  });

  it('using one reset link revokes the member’s other links', async () => {
    const { email } = await member();
    await forgot(email);
    const older = await outboxLink(email);
    await forgot(email);
    const newer = await outboxLink(email);
    expect(newer).not.toBe(older);
    const reset = await call('/consumers-v3/consumer/resetpassword', {
      body: { token: newer, password: 'Newpass123' },
    });
    expect(reset.status).toBe(204);
    await expectError(
      await call('/consumers-v3/consumer/resetpassword', { body: { token: older, password: 'Hijack123x' } }),
      400,
      'AUT402',
    );
    expect((await signIn(email, 'Newpass123')).status).toBe(200);
  });

  it('a change of password revokes every outstanding reset link', async () => {
    const { email, tokens } = await member();
    await forgot(email);
    const link = await outboxLink(email);
    const changed = await call('/consumers-v3/consumer/changepassword', {
      body: { currentPassword: PASSWORD, password: 'Newpass123' },
      token: tokens.accessToken,
    });
    expect(changed.status).toBe(200);
    await expectError(
      await call('/consumers-v3/consumer/resetpassword', { body: { token: link, password: 'Hijack123x' } }),
      400,
      'AUT402',
    );
    expect((await signIn(email, 'Newpass123')).status).toBe(200);
  });

  it('mails at most 3 links per account per 15 minutes, answering the same 202 past it', async () => {
    const { email } = await signUp();
    const sent = async () =>
      (await env.DB.prepare(
        "SELECT COUNT(*) AS n FROM outbox WHERE recipient = ? AND kind = 'password-reset'",
      )
        .bind(email)
        .first<{ n: number }>())!.n;
    const answers = await Promise.all(
      Array.from({ length: 5 }, async () => {
        const response = await forgot(email);
        return { status: response.status, body: await response.text() };
      }),
    );
    const stranger = await forgot(uniqueEmail());
    const strangerAnswer = { status: stranger.status, body: await stranger.text() };
    expect(answers).toEqual(Array.from({ length: 5 }, () => strangerAnswer));
    expect(strangerAnswer.status).toBe(202);
    expect(await sent()).toBe(3);
    const tokens = await env.DB.prepare(
      'SELECT COUNT(*) AS n FROM password_resets WHERE consumer_no = (SELECT consumer_no FROM consumers WHERE email = ?)',
    )
      .bind(email)
      .first<{ n: number }>();
    expect(tokens!.n).toBe(3);
    vi.useFakeTimers({ now: Date.now() + 15 * 60 * 1000 + 1000, toFake: ['Date'] });
    try {
      expect((await forgot(email)).status).toBe(202);
    } finally {
      vi.useRealTimers();
    }
    expect(await sent()).toBe(4);
  });

  it('writes the reset e-mail in the language of the locale it was asked from', async () => {
    const { email } = await signUp();
    const inFrench = await call('/consumers-v3/confirmforgotpassword?locale=fr-ca', {
      siteId: 'RL-CA',
      body: { email, resetUrl: 'https://shop.test/fr-ca/reset-password' },
    });
    expect(inFrench.status).toBe(202);
    const mail = await env.DB.prepare(
      "SELECT subject, body FROM outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC LIMIT 1",
    )
      .bind(email)
      .first<{ subject: string; body: string }>();
    expect(mail!.subject).toBe('Réinitialisez votre mot de passe Ridgeline');
    expect(mail!.body).toContain('https://shop.test/fr-ca/reset-password?token=');
    expect(mail!.body).toContain('Choisissez un nouveau mot de passe dans l’heure\u00a0: https://');
    const inGerman = await call('/consumers-v3/confirmforgotpassword?locale=de-de', {
      siteId: 'RL-DE',
      body: { email, resetUrl: 'https://shop.test/de-de/reset-password' },
    });
    expect(inGerman.status).toBe(202);
    const german = await env.DB.prepare(
      "SELECT subject FROM outbox WHERE recipient = ? AND kind = 'password-reset' ORDER BY id DESC LIMIT 1",
    )
      .bind(email)
      .first<{ subject: string }>();
    expect(german!.subject).toBe('Setzen Sie Ihr Ridgeline-Passwort zurück');
  });

  it('change password needs a member token', async () => {
    const guest = tokenResponseSchema.parse(await (await call(TOKEN, { body: { type: 'Guest' } })).json());
    const response = await call('/consumers-v3/consumer/changepassword', {
      body: { currentPassword: PASSWORD, password: 'Newpass123' },
      token: guest.accessToken,
    });
    await expectError(response, 403, 'AUT432');
  });
});
