/**
 * The store associate end to end through the storefront and the real sandbox: agent login, the
 * in-store cookie and its limits, who may use the associate tools, and `inStoreSalesInfo` on the
 * order an associate places.
 */
import { describe, expect, it } from 'vitest';
import { IN_STORE_ABSOLUTE_MS, IN_STORE_IDLE_MS } from '../../../shared/contract/in-store';
import { IN_STORE_COOKIE } from '../../instore/session';
import { seal, unseal } from '../../middleware/session/crypto';
import {
  cardToken,
  env,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
  wrapSandbox,
} from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const COOKIE = `__Host-${IN_STORE_COOKIE}`;
const DEMO_EMAIL = 'member@ridgeline.test';

/** Signs an associate in from a new browser; the jar holds the in-store and shopper cookies. */
const associateSignIn = async (
  storeId = '4001',
  storeEmployeeId = `${storeId}01`,
  password = 'Associate1',
) => {
  const jar: Jar = new Map();
  const response = await storefront('/en-us/associate-login', {
    ...formPost({ storeId, storeEmployeeId, password }),
    jar,
  });
  return { jar, response };
};

/** The jar's in-store cookie re-sealed with `change` applied (as if time had passed). */
const aged = async (jar: Jar, change: (stored: Record<string, number>) => Record<string, number>) => {
  const stored = (await unseal(jar.get(COOKIE), env.SESSION_SECRET)) as Record<string, number>;
  const { exp: _, iat: __, ...value } = stored;
  jar.set(COOKIE, await seal({ ...value, ...change(value) }, env.SESSION_SECRET, 3600));
};

const tools = (jar: Jar, path: string, fields: Record<string, string>) =>
  storefront(`/en-us/associate/${path}`, { ...formPost(fields), jar });

describe('agent login', () => {
  it('opens the in-store session in its own HttpOnly __Host- cookie and shows the bar, never cached', async () => {
    const page = await storefront('/en-us/associate-login');
    expect(page.status).toBe(200);
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = await page.text();
    expect(html).toContain('Ridgeline Boulder');
    expect(html).toMatch(/<label for="associate-employee">Employee id<\/label>/);

    const { jar, response } = await associateSignIn();
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/associate');
    const set = response.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`)) ?? '';
    expect(set).toMatch(/HttpOnly/);
    expect(set).toMatch(/Secure/);
    expect(set).toMatch(/SameSite=Strict/);
    expect(set).toMatch(/Max-Age=28[0-9]{3}/);
    // The token is sealed: nothing of it (nor the employee's name) reads in the cookie.
    expect(decodeURIComponent(set)).not.toContain('Sam Smith');

    for (const path of ['/en-us/associate', '/en-us', '/en-us/c/men-1000']) {
      const shown = await storefront(path, { jar });
      if (shown.status !== 200) continue;
      expect(shown.headers.get('cache-control')).toBe('private, no-store');
      const body = await shown.text();
      expect(body).toContain('aria-label="In-store session"');
      expect(body).toContain('Store: Ridgeline Boulder');
      expect(body).toContain('Associate: Sam Smith');
      // Tracking carries nothing of the associate: the head (data layer) names neither.
      const head = body.slice(0, body.indexOf('<body'));
      expect(head).not.toContain('Sam Smith');
      expect(head).not.toContain('400101');
    }
  });

  it('refuses a wrong password, employee id or store with one message and no cookie', async () => {
    for (const [store, employee, password] of [
      ['4001', '400101', 'wrong'],
      ['4001', '400199', 'Associate1'],
      ['4002', '400101', 'Associate1'],
    ] as const) {
      const { jar, response } = await associateSignIn(store, employee, password);
      expect(response.status).toBe(401);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await response.text()).toContain('The store, employee id or password is not right.');
      expect(jar.has(COOKIE)).toBe(false);
    }
  });

  it('is refused in the mobile app webview (channel MAPP): the sessions never mix', async () => {
    const response = await storefront('/en-us/associate-login', { headers: { 'x-app-channel': 'MAPP' } });
    expect(response.status).toBe(404);
  });
});

describe('in-store session limits', () => {
  it('ends after the idle limit, and the shopper it acted for ends with it', async () => {
    const { jar } = await associateSignIn();
    expect((await tools(jar, 'shopper', { email: DEMO_EMAIL })).headers.get('location')).toBe(
      '/en-us/associate?saved=1',
    );
    await aged(jar, (s) => ({ lastSeenAt: Date.now() - IN_STORE_IDLE_MS - 1000, startedAt: s.startedAt! }));
    const copied: Jar = new Map(jar);
    const after = await storefront('/en-us/associate', { jar });
    expect(after.status).toBe(303);
    expect(after.headers.get('location')).toBe('/en-us/associate-login');
    expect(jar.has(COOKIE)).toBe(false);
    // The member the associate sold to is signed out on this device.
    const account = await storefront('/en-us/account', { jar });
    expect(account.status).toBe(303);
    expect(account.headers.get('location')).toMatch(/sign-in/);
    // Signed out upstream too: its tokens, kept and brought back beside a live in-store cookie, act for nobody.
    await aged(copied, () => ({ lastSeenAt: Date.now(), startedAt: Date.now() }));
    const { sku } = await findProduct();
    const replayed = await tools(copied, 'reserve', { productId: sku, qty: '1' });
    expect(replayed.headers.get('location')).toBe('/en-us/associate?error=AUT450');
  });

  it('ends at the absolute limit even while in use, and is never refreshed', async () => {
    const { jar } = await associateSignIn();
    await aged(jar, () => ({ startedAt: Date.now() - IN_STORE_ABSOLUTE_MS - 1000, lastSeenAt: Date.now() }));
    const after = await storefront('/en-us/associate', { jar });
    expect(after.headers.get('location')).toBe('/en-us/associate-login');
    expect(jar.has(COOKIE)).toBe(false);
  });

  it('moves only its idle mark: the cookie keeps the sign-in end', async () => {
    const { jar } = await associateSignIn();
    const started = Date.now() - 60 * 60_000;
    await aged(jar, () => ({ startedAt: started, lastSeenAt: Date.now() - 60_000 }));
    const page = await storefront('/en-us/associate', { jar });
    expect(page.status).toBe(200);
    const set = page.headers.getSetCookie().find((c) => c.startsWith(`${COOKIE}=`)) ?? '';
    const maxAge = Number(/Max-Age=(\d+)/.exec(set)?.[1]);
    expect(maxAge).toBeLessThanOrEqual((IN_STORE_ABSOLUTE_MS - 60 * 60_000) / 1000);
    const stored = (await unseal(jar.get(COOKIE), env.SESSION_SECRET)) as Record<string, number>;
    expect(stored.startedAt).toBe(started);
    expect(Date.now() - stored.lastSeenAt!).toBeLessThan(10_000);
  });

  it('signs out upstream at logout: cookies kept from before it act for nobody', async () => {
    const { jar } = await associateSignIn();
    const { sku } = await findProduct();
    await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar });
    const copied: Jar = new Map(jar);
    await storefront('/en-us/associate/logout', { ...formPost({}), jar });
    const replayed = await tools(copied, 'reserve', { productId: sku, qty: '1' });
    expect(replayed.headers.get('location')).toBe('/en-us/associate?error=AUT450');
  });

  it('ends by logout and on the associate-login page', async () => {
    for (const end of [
      (jar: Jar) => storefront('/en-us/associate/logout', { ...formPost({}), jar }),
      (jar: Jar) => storefront('/en-us/associate-login', { jar }),
    ]) {
      const { jar } = await associateSignIn();
      await end(jar);
      expect(jar.has(COOKIE)).toBe(false);
      expect((await storefront('/en-us/associate', { jar })).headers.get('location')).toBe(
        '/en-us/associate-login',
      );
    }
  });
});

describe('who may use the associate tools', () => {
  const ADJUST = { _action: 'add', type: 'AMOUNT', value: '5', reasonCode: 'PRICE_MATCH' };

  it('no session and a signed-in shopper are refused (AUT450) and never see the tools', async () => {
    const member = await memberSession();
    for (const jar of [new Map() as Jar, member.jar]) {
      const page = await storefront('/en-us/associate', { jar });
      expect(page.headers.get('location')).toBe('/en-us/associate-login');
      for (const [path, fields] of [
        ['adjustments', ADJUST],
        ['reserve', { productId: (await findProduct()).sku, qty: '1' }],
        ['shopper', { email: DEMO_EMAIL }],
      ] as const) {
        const refused = await tools(jar, path, fields);
        expect(refused.headers.get('location')).toBe('/en-us/associate?error=AUT450');
      }
    }
  });

  it("an expired session is refused, and one store's session cannot act with another's shopper", async () => {
    const expired = await associateSignIn();
    await aged(expired.jar, (s) => ({
      startedAt: s.startedAt!,
      lastSeenAt: Date.now() - IN_STORE_IDLE_MS - 1,
    }));
    expect((await tools(expired.jar, 'adjustments', ADJUST)).headers.get('location')).toBe(
      '/en-us/associate?error=AUT450',
    );

    // Boulder's associate with a cart, then Denver's in-store cookie beside Boulder's shopper.
    const boulder = await associateSignIn('4001');
    const { sku } = await findProduct();
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar: boulder.jar,
    });
    const denver = await associateSignIn('4002');
    const mixed: Jar = new Map(boulder.jar);
    mixed.set(COOKIE, denver.jar.get(COOKIE)!);
    const refused = await tools(mixed, 'adjustments', ADJUST);
    expect(refused.headers.get('location')).toBe('/en-us/associate?error=AUT450');
    // Boulder's own session adjusts the line.
    const given = await tools(boulder.jar, 'adjustments', ADJUST);
    expect(given.headers.get('location')).toBe('/en-us/associate?saved=1');
    const html = await (await storefront('/en-us/associate', { jar: boulder.jar })).text();
    expect(html).toContain('$5.00 off the order (Price match)');
  });

  it('gives one adjustment for a doubled post (a double click), and refuses a post from elsewhere', async () => {
    const { jar } = await associateSignIn();
    const { sku } = await findProduct();
    await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar });
    const [first, second] = await Promise.all([
      tools(jar, 'adjustments', ADJUST),
      tools(jar, 'adjustments', ADJUST),
    ]);
    expect([first.status, second.status]).toEqual([303, 303]);
    const html = await (await storefront('/en-us/associate', { jar })).text();
    expect(html.match(/\$5\.00 off the order/g)).toHaveLength(1);
    const forged = await storefront('/en-us/associate/adjustments', {
      ...formPost({ ...ADJUST, value: '7' }, { origin: 'https://elsewhere.example' }),
      jar,
    });
    expect([forged.status, forged.headers.get('location')]).toEqual([403, null]);
  });

  it('blocks favorites and saved for later while in store', async () => {
    const { jar } = await associateSignIn();
    const favorites = await storefront('/api/favorites', { jar, headers: { accept: 'application/json' } });
    expect(favorites.status).toBe(403);
    expect(await favorites.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT450' }] });
  });
});

describe('an order an associate places', () => {
  it('sends inStoreSalesInfo, and the order and its history say the store', async () => {
    const placed: unknown[] = [];
    const sandbox = wrapSandbox(async (request) => {
      if (request.method === 'PUT' && new URL(request.url).pathname === '/cart/v2/checkout/order')
        placed.push(await request.clone().json());
    });
    const envOverride = { SANDBOX: sandbox };
    const jar: Jar = new Map();
    const login = await storefront('/en-us/associate-login', {
      ...formPost({ storeId: '4001', storeEmployeeId: '400102', password: 'Associate1' }),
      jar,
      envOverride,
    });
    expect(login.status).toBe(303);
    const member = await memberSession();
    const picked = await storefront('/en-us/associate/shopper', {
      ...formPost({ email: member.email }),
      jar,
      envOverride,
    });
    expect(picked.headers.get('location')).toBe('/en-us/associate?saved=1');
    const { sku } = await findProduct();
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
      envOverride,
    });
    await storefront('/en-us/checkout/shipping', {
      ...formPost({ ...testAddress('Ada', 'Lovelace'), shippingMethod: 'standard' }),
      jar,
      envOverride,
    });
    const billing = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', cardToken: await cardToken() }),
      jar,
      envOverride,
    });
    expect(billing.headers.get('location')).toBe('/en-us/checkout?step=summary');
    const done = await storefront('/en-us/checkout/place', { ...formPost({}), jar, envOverride });
    expect(done.headers.get('location')).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    expect(placed).toEqual([
      expect.objectContaining({ inStoreSalesInfo: { storeId: '4001', storeEmployeeId: '400102' } }),
    ]);
    // The member's own history says where it was sold.
    const history = await (await storefront('/en-us/account/orders', { jar: member.jar })).text();
    expect(history).toContain('Sold in store: Ridgeline Boulder');
  });
});
