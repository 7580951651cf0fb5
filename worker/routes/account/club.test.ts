/**
 * The loyalty programme through the storefront against the real sandbox: joining on the club
 * page, the welcome dialog once, the cart's voucher (JSON and plain form, REW refusals), checkout's
 * points payment, and a site without the `loyalty` flag (RL-CA) naming no loyalty anywhere.
 */
import { describe, expect, it } from 'vitest';
import { consumerStub } from '../../../sandbox/src/consumer/directory';
import { env, findProduct, formPost, type Jar, jsonPost, storefront, testAddress } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const consumerNoOf = async (email: string) =>
  (await env.DB.prepare('SELECT consumer_no FROM consumers WHERE email = ?')
    .bind(email.toLowerCase())
    .first<{ consumer_no: string }>())!.consumer_no;

/** A new member who joined the club on its page and has `points` (earned by a seeded order). */
const clubMember = async (points = 0) => {
  const session = await memberSession();
  const joined = await storefront('/en-us/account/club', {
    ...formPost({ _action: 'join' }),
    jar: session.jar,
  });
  expect(joined.status).toBe(303);
  expect(joined.headers.get('location')).toBe('/en-us/account/club?saved=joined');
  if (points > 0)
    await consumerStub(env, await consumerNoOf(session.email)).earnPoints(
      `RL${Date.now()}`.slice(0, 12),
      points,
    );
  return session;
};

const withLine = async (jar: Jar) => {
  const { sku } = await findProduct();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 2 })),
    jar,
  });
  expect(added.status).toBe(200);
};

type CartBody = { cart: { totals: { appliedRewards: number; remainingToPay: number; total: number } } };

describe('loyalty club', () => {
  it('joins from the account, shows the welcome gift once, then points and history', async () => {
    const { jar } = await memberSession();
    // The profile page offers the loyalty sign-up dialog (a popover with the join form).
    const profile = await (await storefront('/en-us/account', { jar })).text();
    expect(profile).toMatch(/<div id="loyalty-signup" popover="auto" role="dialog"/);
    expect(profile).toContain('action="/en-us/account/club"');
    const before = await storefront('/en-us/account/club', { jar });
    expect(before.status).toBe(200);
    expect(before.headers.get('cache-control')).toBe('private, no-store');
    const join = await before.text();
    expect(join).toContain('Join the Ridgeline club');
    expect(join).toContain('name="_action" value="join"');
    const joined = await storefront('/en-us/account/club', { ...formPost({ _action: 'join' }), jar });
    expect(joined.headers.get('location')).toBe('/en-us/account/club?saved=joined');
    const first = await (await storefront('/en-us/account/club?saved=joined', { jar })).text();
    expect(first).toContain('Welcome to the Ridgeline club!');
    expect(first).toMatch(/Your welcome gift: \$10\.00 off an order with the reward code WELCOME[A-F0-9]{8}/);
    expect(first).toContain('0 points');
    expect(first).toContain('No points yet');
    const again = await (await storefront('/en-us/account/club', { jar })).text();
    expect(again).not.toContain('Your welcome gift');
    expect(await (await storefront('/en-us/account', { jar })).text()).not.toContain('loyalty-signup');
    // An unknown action is no form of ours.
    expect((await storefront('/en-us/account/club', { ...formPost({ _action: 'leave' }), jar })).status).toBe(
      400,
    );
  });

  it('applies a voucher to the cart through the BFF and the plain form, with the REW refusals', async () => {
    const { jar } = await clubMember(1200);
    await withLine(jar);
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('Club voucher');
    expect(page).toContain('You have 1200 points.');
    expect(page).toMatch(/\$5\.00 for 500 points/);
    const put = await storefront('/api/cart/reward', {
      ...jsonPost(JSON.stringify({ points: 500 }), {}),
      method: 'PUT',
      jar,
    });
    expect(put.status).toBe(200);
    const applied = (await put.json()) as CartBody;
    expect(applied.cart.totals.appliedRewards).toBe(500);
    expect(applied.cart.totals.remainingToPay).toBe(applied.cart.totals.total - 500);
    const tooMany = await storefront('/api/cart/reward', {
      ...formPost({ _action: 'apply', points: '2500', returnTo: '/en-us/cart' }),
      jar,
    });
    expect(tooMany.status).toBe(303);
    expect(tooMany.headers.get('location')).toBe('/en-us/cart?voucherError=REW210');
    const refused = await (await storefront('/en-us/cart?voucherError=REW210', { jar })).text();
    expect(refused).toContain('You do not have enough points for this.');
    const unknown = await storefront('/api/cart/reward', {
      ...jsonPost(JSON.stringify({ points: 7 })),
      method: 'PUT',
      jar,
    });
    expect(unknown.status).toBe(400);
    expect(((await unknown.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'REW130',
    );
    const bigger = await storefront('/api/cart/reward', {
      ...formPost({ _action: 'apply', points: '1000', returnTo: '/en-us/cart' }),
      jar,
    });
    expect(bigger.headers.get('location')).toBe('/en-us/cart');
    const shown = await (await storefront('/en-us/cart', { jar })).text();
    expect(shown).toContain('Voucher applied: $12.00 (1000 points)');
    const removed = await storefront('/api/cart/reward', {
      method: 'DELETE',
      headers: { origin: 'https://shop.test' },
      jar,
    });
    expect(((await removed.json()) as CartBody).cart.totals.appliedRewards).toBe(0);
    // Bad input changes nothing: a number as text in JSON, a negative one, an extra action.
    for (const body of [{ points: '500' }, { points: -500 }, {}])
      expect(
        (await storefront('/api/cart/reward', { ...jsonPost(JSON.stringify(body)), method: 'PUT', jar }))
          .status,
      ).toBe(400);
  });

  it('a guest and a member outside the club get no voucher, and the member is told REW200', async () => {
    const guest: Jar = new Map();
    await withLine(guest);
    expect(await (await storefront('/en-us/cart', { jar: guest })).text()).not.toContain('Club voucher');
    const { jar } = await memberSession();
    await withLine(jar);
    expect(await (await storefront('/en-us/cart', { jar })).text()).not.toContain('Club voucher');
    const put = await storefront('/api/cart/reward', {
      ...jsonPost(JSON.stringify({ points: 500 })),
      method: 'PUT',
      jar,
    });
    expect(put.status).toBe(403);
    expect(((await put.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'REW200',
    );
  });

  it('pays part of an order with points at checkout, refusing more than the member has', async () => {
    const { jar } = await clubMember(800);
    await withLine(jar);
    const shipped = await storefront('/en-us/checkout/shipping', {
      ...formPost({ ...testAddress('Ada', 'Byron'), shippingMethod: 'standard' }),
      jar,
    });
    expect(shipped.headers.get('location')).toBe('/en-us/checkout?step=billing');
    const billing = await (await storefront('/en-us/checkout?step=billing', { jar })).text();
    expect(billing).toContain('Pay with points');
    expect(billing).toContain('You have 800 points: 100 points pay $1.00.');
    const tooMany = await storefront('/en-us/checkout/payments/points', {
      ...formPost({ points: '5000' }),
      jar,
    });
    expect(tooMany.status).toBe(422);
    expect(await tooMany.text()).toContain('You do not have enough points for this.');
    const used = await storefront('/en-us/checkout/payments/points', { ...formPost({ points: '300' }), jar });
    expect([200, 303]).toContain(used.status);
    const state = (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { payment_instruments: { payment_method_id: string; amount: number }[] } };
    };
    expect(state.cart.checkout.payment_instruments).toContainEqual(
      expect.objectContaining({ payment_method_id: 'LOYALTY_POINTS', amount: 300 }),
    );
  });

  it('names no loyalty on a site without the programme (RL-CA)', async () => {
    const { jar } = await clubMember(600);
    for (const locale of ['en-ca', 'fr-ca']) {
      expect((await storefront(`/${locale}/account/club`, { jar })).status).toBe(404);
      await storefront(`/api/cart/items?locale=${locale}`, {
        ...jsonPost(JSON.stringify({ productId: (await findProduct()).sku, qty: 1 })),
        jar,
      });
      for (const path of ['', '/account', '/cart', '/account/orders', '/checkout?step=billing']) {
        const response = await storefront(`/${locale}${path}`, { jar });
        if (path !== '/checkout?step=billing') expect(response.status, `${locale}${path}`).toBe(200);
        const html = await response.text();
        expect(html, `${locale}${path}`).not.toMatch(/loyalty|fidélité|ridgeline club|club ridgeline/i);
      }
    }
  });
});
