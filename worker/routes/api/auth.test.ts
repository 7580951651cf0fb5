/**
 * The identity BFF against a scripted identity upstream in front of the real sandbox: the token
 * exchange's answers (409, 403, merge counts, real-size tokens) are chosen by each test, while
 * guest tokens and carts are the sandbox's own.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { challengeFor } from '../../auth/pkce';
import { cookieHeader, findProduct, formPost, type Jar, jsonPost, storefront } from '../../test/helpers';
import { memberSession } from '../../test/member-session';
import {
  json,
  memberTokens,
  refusal,
  scriptedUpstream,
  signInScript,
  stateOf,
} from '../../test/scripted-identity';

const credentials = JSON.stringify({
  email: 'kim@example.test',
  password: 'Whatever-1',
  returnTo: '/en-us/cart',
});

/** A guest with one line in the sandbox cart. */
const guestWithCart = async (): Promise<Jar> => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(added.status).toBe(200);
  return jar;
};

describe('POST /api/auth/sign-in', () => {
  it('runs PKCE on the server, merges the guest objects and never shows a token or the verifier', async () => {
    const jar = await guestWithCart();
    const guest = await stateOf(jar);
    const { recorded, envOverride } = scriptedUpstream(
      signInScript(() => json(memberTokens({ mergedItemCount: 3, previousItemCount: 1 }))),
    );
    const response = await storefront('/api/auth/sign-in', { ...jsonPost(credentials), jar, envOverride });
    const text = await response.text();
    expect(response.status).toBe(200);
    expect(JSON.parse(text)).toEqual({
      signedIn: true,
      cartMerged: true,
      cartNotice: 'merged',
      returnTo: '/en-us/cart',
    });
    expect(response.headers.get('cache-control')).toBe('private, no-store');

    const signin = recorded.find((r) => r.path === '/consumers-v3/auth/signin')!;
    const exchange = recorded.find((r) => r.path === '/token/v2/auth/token' && r.body.type === 'Registered')!;
    expect(signin.body).toMatchObject({
      type: 'Credentials',
      username: 'kim@example.test',
      password: 'Whatever-1',
    });
    const verifier = exchange.body.codeVerifier as string;
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(signin.body.codeChallenge).toBe(await challengeFor(verifier));
    expect(exchange.body).toMatchObject({
      authorizationCode: 'code-1',
      guestObjects: { basketId: guest?.basketId },
    });
    for (const secret of [verifier, signin.body.codeChallenge as string, 'code-1', 'm.aaaa', 'r.bbbb']) {
      expect(text).not.toContain(secret);
      expect(response.headers.getSetCookie().join()).not.toContain(secret);
    }

    const state = await stateOf(jar);
    expect(state).toMatchObject({
      consumerType: 'REGISTERED',
      consumerNo: 'C-MEMBER-1',
      favoriteId: 'fav-1',
    });
    expect(state?.sessionId).toEqual(expect.any(String));
    expect(state?.sessionId).not.toBe(guest?.sessionId);
  });

  it('writes every cookie again, each __Host-, HttpOnly, Secure, Lax and under 4 KB with real-size tokens', async () => {
    const jar = await guestWithCart();
    const before = new Map(jar);
    const { envOverride } = scriptedUpstream(signInScript(() => json(memberTokens())));
    const response = await storefront('/api/auth/sign-in', { ...jsonPost(credentials), jar, envOverride });
    expect(response.status).toBe(200);
    const cookies = response.headers.getSetCookie();
    expect(cookies.map((c) => c.split('=')[0]).sort()).toEqual([
      '__Host-sf_at',
      '__Host-sf_rt',
      '__Host-sf_s',
    ]);
    for (const cookie of cookies) {
      expect(cookie).toMatch(/HttpOnly/);
      expect(cookie).toMatch(/Secure/);
      expect(cookie).toMatch(/SameSite=Lax/);
      expect(cookie).toMatch(/Path=\//);
      expect(cookie.length).toBeLessThan(4096);
    }
    for (const [name, value] of before) expect(jar.get(name)).not.toBe(value);
    // Everything the browser sends back, member tokens included (and room for other cookies).
    expect(cookieHeader(jar).length).toBeLessThan(8192 - 1024);
  });

  it('retries the token exchange once after 2000 ms on 409', async () => {
    const jar = await guestWithCart();
    const { recorded, envOverride } = scriptedUpstream(
      signInScript((call) => (call === 1 ? refusal(409, 'AUT409') : json(memberTokens()))),
    );
    const started = Date.now();
    const response = await storefront('/api/auth/sign-in', { ...jsonPost(credentials), jar, envOverride });
    expect(response.status).toBe(200);
    expect(Date.now() - started).toBeGreaterThanOrEqual(2000);
    expect(
      recorded.filter((r) => r.path === '/token/v2/auth/token' && r.body.type === 'Registered'),
    ).toHaveLength(2);
    expect((await stateOf(jar))?.consumerType).toBe('REGISTERED');
  });

  it('tolerates a 403 on the token call: the guest session stays as it was, 403 AUT403', async () => {
    const jar = await guestWithCart();
    const before = new Map(jar);
    const { envOverride } = scriptedUpstream(signInScript(() => refusal(403, 'AUT403')));
    const response = await storefront('/api/auth/sign-in', { ...jsonPost(credentials), jar, envOverride });
    expect(response.status).toBe(403);
    expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]?.errorId).toBe('AUT403');
    expect(response.headers.getSetCookie()).toEqual([]);
    expect(jar).toEqual(before);
  });

  it('shows no merge notice when the member cart did not grow', async () => {
    const jar = await guestWithCart();
    const { envOverride } = scriptedUpstream(
      signInScript(() => json(memberTokens({ mergedItemCount: 2, previousItemCount: 2 }))),
    );
    const response = await storefront('/api/auth/sign-in', { ...jsonPost(credentials), jar, envOverride });
    expect(await response.json()).toMatchObject({ cartMerged: false });
  });

  it('answers a form with a 303 to the safe returnTo, flagged when the cart merged', async () => {
    const jar = await guestWithCart();
    const { envOverride } = scriptedUpstream(
      signInScript(() => json(memberTokens({ mergedItemCount: 2, previousItemCount: 0 }))),
    );
    const form = { email: 'kim@example.test', password: 'Whatever-1', returnTo: '/en-us/account' };
    const response = await storefront('/api/auth/sign-in', { ...formPost(form), jar, envOverride });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/account?signedIn=merged');

    const evil = { ...form, returnTo: '//evil.example/x' };
    const away = await storefront('/api/auth/sign-in', { ...formPost(evil), jar: new Map(), envOverride });
    expect(away.headers.get('location')).toBe('/en-us?signedIn=merged');
  });

  it('says so when some of the guest cart could not join (sold out since), on the next page', async () => {
    const jar = await guestWithCart();
    const { envOverride } = scriptedUpstream(
      signInScript(() =>
        json(memberTokens({ mergedItemCount: 3, previousItemCount: 1, unmergedItemCount: 1 })),
      ),
    );
    const answer = await storefront('/api/auth/sign-in', {
      ...jsonPost(credentials),
      jar: new Map(jar),
      envOverride,
    });
    expect(await answer.json()).toMatchObject({ cartMerged: true, cartNotice: 'partly' });
    const form = { email: 'kim@example.test', password: 'Whatever-1', returnTo: '/en-us/cart' };
    const response = await storefront('/api/auth/sign-in', { ...formPost(form), jar, envOverride });
    expect(response.headers.get('location')).toBe('/en-us/cart?signedIn=partly');
    const page = await (await storefront('/en-us?signedIn=partly', { jar: new Map() })).text();
    expect(page).toContain('except some that are sold out or no longer available');
    const merged = await (await storefront('/en-us?signedIn=merged', { jar: new Map() })).text();
    expect(merged).not.toContain('except some that are sold out');
    expect(merged).toContain('Your cart now also holds the items you added before signing in.');
  });

  it('renders a refused form again: its status, the error to focus, the e-mail kept, never the password', async () => {
    const { envOverride } = scriptedUpstream((path) =>
      path === '/consumers-v3/auth/signin' ? refusal(401, 'AUT401') : undefined,
    );
    const form = { email: 'kim@example.test', password: 'Nope-secret-9', returnTo: '/en-us/account' };
    // The page's form posts to the page itself, so the refusal is rendered at /en-us/sign-in.
    const refused = await storefront('/en-us/sign-in', { ...formPost(form), envOverride });
    expect(refused.status).toBe(401);
    expect(refused.headers.get('location')).toBeNull();
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const html = await refused.text();
    expect(html).toContain('noindex');
    expect(html).toMatch(
      /<p id="auth-error" class="field__error" role="alert" data-focus-on-load="" tabindex="-1">This e-mail and password do not match an account.<\/p>/,
    );
    expect(html).toMatch(/<input id="auth-email"[^>]* name="email" value="kim@example.test"/);
    expect(html).not.toContain('Nope-secret-9');
    // The same return target, made safe, for the next try; a hostile one falls back home. The
    // header's own sign-in comes back to the page, not to the address the form posted to.
    expect(html).toContain('name="returnTo" value="/en-us/account"');
    expect(html).toContain('&quot;returnTo&quot;:&quot;/en-us/sign-in&quot;');
    expect(html).not.toContain('/api/auth/sign-in&quot;');
    const evil = await storefront('/en-us/sign-in', {
      ...formPost({ ...form, returnTo: '//evil.example/x' }),
      envOverride,
    });
    expect(await evil.text()).toContain('name="returnTo" value="/en-us"');
    // The page itself reads no error from its address: a link cannot show a refusal.
    const linked = await (await storefront('/en-us/sign-in?error=AUT423')).text();
    expect(linked).not.toContain('role="alert"');
    // The same handler answers the islands at /api/auth/sign-in, and a forged cross-site post to
    // the page is refused like one to the API.
    expect((await storefront('/api/auth/sign-in', { ...formPost(form), envOverride })).status).toBe(401);
    const forged = await storefront('/en-us/sign-in', {
      ...formPost(form, { origin: 'https://evil.example' }),
      envOverride,
    });
    expect(forged.status).toBe(403);
  });

  it('refuses bad input with a 400 and errorDetails, calling nothing upstream', async () => {
    const { recorded, envOverride } = scriptedUpstream(() => undefined);
    for (const body of [{ email: 'not-an-email', password: 'x' }, { email: 'a@b.test' }, {}]) {
      const response = await storefront('/api/auth/sign-in', {
        ...jsonPost(JSON.stringify(body)),
        envOverride,
      });
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]?.errorId).toBe('API400');
    }
    expect(recorded.filter((r) => r.path.startsWith('/consumers-v3'))).toEqual([]);
  });

  it('refuses a cross-site post (CSRF)', async () => {
    const response = await storefront(
      '/api/auth/sign-in',
      jsonPost(credentials, { origin: 'https://evil.example' }),
    );
    expect(response.status).toBe(403);
  });
});

describe('POST /api/auth/sign-up', () => {
  it('applies the password rules: FE872 too short, FE340 mismatch, API400 a missing class', async () => {
    const base = { email: 'new@example.test', firstName: 'Kim', lastName: 'Jordan' };
    const cases: [Record<string, string>, string][] = [
      [{ password: 'Ab1', confirmPassword: 'Ab1' }, 'FE872'],
      [{ password: 'Abcdefg1', confirmPassword: 'Abcdefg2' }, 'FE340'],
      [{ password: 'abcdefg1', confirmPassword: 'abcdefg1' }, 'API400'],
    ];
    for (const [passwords, errorId] of cases) {
      const response = await storefront(
        '/api/auth/sign-up',
        jsonPost(JSON.stringify({ ...base, ...passwords })),
      );
      expect(response.status).toBe(400);
      expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]?.errorId).toBe(errorId);
    }
  });
  it('renders a refused sign-up form again with the names and e-mail typed, the field marked', async () => {
    const form = {
      email: 'new@example.test',
      password: 'Abcdefg1',
      confirmPassword: 'Abcdefg1',
      firstName: 'Kim',
      lastName: "D'Arcy",
      newsletter: 'on',
      returnTo: '/en-us/cart',
    };
    const refused = await storefront('/api/auth/sign-up', formPost({ ...form, email: 'not-an-email' }));
    expect(refused.status).toBe(400);
    const html = await refused.text();
    expect(html).toContain('role="alert" data-focus-on-load=""');
    expect(html).toMatch(
      /id="auth-email"[^>]* aria-invalid="true" aria-describedby="auth-error"[^>]* value="not-an-email"/,
    );
    expect(html).toMatch(/id="auth-first"[^>]*value="Kim"/);
    expect(html).toMatch(/id="auth-last"[^>]*value="D&#x27;Arcy"/);
    expect(html).toMatch(/id="auth-newsletter"[^>]*checked=""/);
    expect(html).not.toContain('Abcdefg1');
    expect(html).toContain('name="returnTo" value="/en-us/cart"');

    // An e-mail that already has an account (the upstream's AUT409): the same, with its message.
    const { email } = await memberSession();
    const taken = await storefront('/api/auth/sign-up', formPost({ ...form, email }));
    expect(taken.status).toBe(409);
    const again = await taken.text();
    expect(again).toContain('This e-mail already has an account: sign in instead.');
    expect(again).toMatch(new RegExp(`id="auth-email"[^>]*value="${email.replace(/[.]/g, '\\.')}"`));
    expect(again).toMatch(/id="auth-first"[^>]*value="Kim"/);
    expect(again).not.toContain('Abcdefg1');
  });
});

describe('identity pages', () => {
  it('serve private, unindexed forms that post to their own page', async () => {
    for (const path of [
      '/en-us/sign-in?returnTo=/en-us/account',
      '/en-us/sign-up',
      '/en-us/forgot-password',
      '/en-us/reset-password?token=abc',
    ]) {
      const response = await storefront(path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('noindex');
      expect(html).toContain(`action="${path.split('?')[0]}" method="post"`);
    }
    const signIn = await (await storefront('/en-us/sign-in?returnTo=//evil.example')).text();
    expect(signIn).toContain('name="returnTo" value="/en-us"');
  });
});
