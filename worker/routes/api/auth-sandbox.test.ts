/**
 * The identity BFF end to end against the real sandbox (its Consumer Durable Object, PKCE codes,
 * refresh rotation and cart merge): sign up, sign out, sign in with a guest cart, reset and change
 * the password. The scripted failures (409, 403, 5xx) are in auth.test.ts.
 */
import { describe, expect, it } from 'vitest';
import { authText } from '../../../client/i18n/auth';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { app } from '../../index';
import { unseal } from '../../middleware/session/crypto';
import {
  env,
  executionContext,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  sandboxJson,
  storefront,
} from '../../test/helpers';
import { MEMBER_PASSWORD, memberSession, signIn } from '../../test/member-session';

/** The outbox is an admin call of the sandbox (it holds live reset links). */
const outboxOf = (email: string) =>
  sandboxJson(`/__outbox?to=${encodeURIComponent(email)}`, {
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
  });

const stateOf = async (jar: Jar) => unseal(jar.get('__Host-sf_s'), env.SESSION_SECRET);

describe('identity through the sandbox', () => {
  it('signs up and in (member cookies), shows the name in the header, and signs out to a new guest', async () => {
    const member = await memberSession({ firstName: 'Robin' });
    const state = await stateOf(member.jar);
    expect(state).toMatchObject({ consumerType: 'REGISTERED', displayName: 'Robin' });
    const home = await (await storefront('/en-us', { jar: member.jar })).text();
    expect(home).toContain('Hi Robin');
    expect(home).toContain('action="/en-us/sign-out"');

    const out = await storefront('/en-us/sign-out', {
      ...formPost({ returnTo: '/en-us/account' }),
      jar: member.jar,
    });
    expect(out.status).toBe(303);
    expect(out.headers.get('location')).toBe('/en-us');
    expect(await stateOf(member.jar)).toMatchObject({ consumerType: 'GUEST' });
    const after = await (await storefront('/en-us', { jar: member.jar })).text();
    expect(after).not.toContain('Hi Robin');
    // en-us has the simplified-enrollment flag: the guest's "Sign in" leads into the enrollment flow.
    expect(after).toContain('/en-us/enroll?returnTo=');
  });

  it('merges a guest cart into the member cart at sign-in and says so', async () => {
    const { email, password, jar: memberJar } = await memberSession();
    await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: memberJar });
    const { sku } = await findProduct();
    const guest: Jar = new Map();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 2 })),
      jar: guest,
    });
    expect(added.status).toBe(200);
    const response = await signIn(email, password, guest);
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({ signedIn: true, cartMerged: true });
    const cart = (await (await storefront('/api/cart', { jar: guest })).json()) as {
      cart: { items: { productId: string; qty: number }[] } | null;
    };
    expect(cart.cart?.items.find((i) => i.productId === sku)?.qty).toBe(2);
  });

  it('gives the same refusal for an unknown e-mail and a wrong password', async () => {
    const { email } = await memberSession();
    const wrong = await signIn(email, 'Wrong-password-1');
    const unknown = await signIn(`nobody-${crypto.randomUUID()}@example.test`, MEMBER_PASSWORD);
    const ids = await Promise.all(
      [wrong, unknown].map(async (r) => [
        r.status,
        errorEnvelopeSchema.parse(await r.json()).errorDetails[0]?.errorId,
      ]),
    );
    expect(ids).toEqual([
      [401, 'AUT401'],
      [401, 'AUT401'],
    ]);
  });

  it('resets the password through the e-mail in the outbox, once', async () => {
    const { email } = await memberSession();
    const sent = await storefront('/api/auth/forgot-password', jsonPost(JSON.stringify({ email })));
    expect(sent.status).toBe(202);
    const outbox = await outboxOf(email);
    const link = JSON.stringify(outbox.body).match(
      /https:\/\/shop\.test\/en-us\/reset-password\?token=([\w.~-]+)/,
    );
    expect(link, JSON.stringify(outbox.body)).not.toBeNull();
    const token = link![1]!;
    const reset = { token, password: 'New-password-9', confirmPassword: 'New-password-9' };
    const done = await storefront('/api/auth/reset-password', formPost(reset));
    expect(done.status).toBe(303);
    expect(done.headers.get('location')).toBe('/en-us/sign-in?reset=1');
    // A used link: the reset page again, saying so, with the form still holding the same link.
    const again = await storefront('/api/auth/reset-password', formPost(reset));
    expect(again.status).toBe(400);
    const page = await again.text();
    expect(page).toContain(authText('en').error_AUT402);
    expect(page).toContain(`name="token" value="${token}"`);
    expect(page).not.toContain('New-password-9');
    expect((await signIn(email, 'New-password-9')).status).toBe(200);
  });

  it('links the reset e-mail to the configured origin, whatever Host the request names', async () => {
    const { email } = await memberSession();
    // A same-origin post as the CSRF check sees it, sent to a host the attacker chose.
    const foreign = (path: string, body: object) =>
      app.fetch(
        new Request(`http://evil.example${path}`, {
          method: 'POST',
          body: JSON.stringify(body),
          headers: { 'content-type': 'application/json', origin: 'http://evil.example' },
        }),
        env,
        executionContext() as unknown as ExecutionContext,
      );
    for (const path of [
      '/api/auth/forgot-password?locale=en-us',
      '/api/enroll/forgot-password?locale=en-us',
    ]) {
      expect((await foreign(path, { email })).status, path).toBe(202);
    }
    const outbox = JSON.stringify((await outboxOf(email)).body);
    const links = outbox.match(/https?:\/\/[^"\s\\]+\/reset-password\?token=/g) ?? [];
    expect(links, outbox).toEqual([
      `${env.PUBLIC_ORIGIN}/en-us/reset-password?token=`,
      `${env.PUBLIC_ORIGIN}/en-us/reset-password?token=`,
    ]);
  });

  it('refuses an impossible birth date at sign-up with errorDetails, creating no account', async () => {
    for (const [path, birthDate] of [
      ['/api/auth/sign-up', '2999-01-01'],
      ['/api/auth/sign-up', '0001-01-01'],
      ['/api/auth/sign-up', '1899-12-31'],
      ['/api/enroll/sign-up', '2999-01-01'],
      ['/api/enroll/sign-up', '0001-01-01'],
    ] as const) {
      const email = `born-${crypto.randomUUID()}@example.test`;
      const body = {
        email,
        password: MEMBER_PASSWORD,
        confirmPassword: MEMBER_PASSWORD,
        firstName: 'Pro',
        lastName: 'Be',
        birthDate,
      };
      const response = await storefront(path, jsonPost(JSON.stringify(body)));
      expect(response.status, `${path} ${birthDate}`).toBe(400);
      const [detail] = errorEnvelopeSchema.parse(await response.json()).errorDetails;
      expect(detail).toMatchObject({ errorId: 'API400' });
      expect(detail!.message).toMatch(/birth/i);
      const lookup = await storefront('/api/auth/lookup', jsonPost(JSON.stringify({ email })));
      expect(await lookup.json()).toEqual({ exists: false });
    }
  });

  it('refuses the cookies of a signed-out session: the access token ends with the sign-out', async () => {
    const { jar } = await memberSession();
    expect((await storefront('/api/account/profile', { jar })).status).toBe(200);
    const before: Jar = new Map(jar);
    const out = await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar });
    expect(out.status).toBe(200);
    // Replayed, the old access token is refused upstream, the one renewal with the revoked refresh
    // token too: the replay is a guest, not the member.
    const replay = await storefront('/api/account/profile', { jar: before });
    expect(replay.status).not.toBe(200);
    expect(replay.status).toBeLessThan(500);
  });

  it('changes the password for a member (new pair kept), and refuses a guest', async () => {
    const { jar } = await memberSession();
    const body = {
      currentPassword: MEMBER_PASSWORD,
      password: 'Changed-pass-7',
      confirmPassword: 'Changed-pass-7',
    };
    const changed = await storefront('/api/auth/password', { ...jsonPost(JSON.stringify(body)), jar });
    expect(changed.status).toBe(200);
    expect(await stateOf(jar)).toMatchObject({ consumerType: 'REGISTERED' });
    const guest = await storefront('/api/auth/password', jsonPost(JSON.stringify(body)));
    expect(guest.status).toBe(403);
  });

  it('renews an expired member access token with the refresh token and stays signed in', async () => {
    const { jar } = await memberSession();
    const { sku } = await findProduct();
    await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar });
    jar.delete('__Host-sf_at');
    const page = await storefront('/en-us/cart', { jar });
    expect(page.status).toBe(200);
    await page.text();
    expect(await stateOf(jar)).toMatchObject({ consumerType: 'REGISTERED' });
    expect(jar.has('__Host-sf_at')).toBe(true);
  });

  it('looks an e-mail up', async () => {
    const lookup = await storefront(
      '/api/auth/lookup',
      jsonPost(JSON.stringify({ email: 'none@example.test' })),
    );
    expect(await lookup.json()).toEqual({ exists: false });
  });
});

describe("the sandbox's sign-in throttle sees each shopper's address", () => {
  const from = (address: string, email: string, password: string) =>
    storefront('/api/auth/sign-in', {
      ...jsonPost(JSON.stringify({ email, password }), { 'cf-connecting-ip': address }),
      jar: new Map(),
    });

  it('locks the address that failed twenty times, not every shopper behind the storefront', async () => {
    const { email, password } = await memberSession();
    const attacker = `198.51.100.${Math.floor(Math.random() * 250)}`;
    let last: Response | undefined;
    for (let i = 0; i < 20; i++)
      last = await from(attacker, `nobody-${crypto.randomUUID()}@example.test`, 'Wrong-1a');
    expect(last?.status).toBe(423);
    expect((await from(attacker, email, password)).status).toBe(423);
    expect((await from('203.0.113.9', email, password)).status).toBe(200);
  }, 60_000);
});
