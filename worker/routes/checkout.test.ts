import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../env';
import {
  cardToken,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  productionLike,
  sandboxJson,
  storefront,
  testAddress,
} from '../test/helpers';

const SHIPPING = { ...testAddress('Katherine', 'Johnson', 'page@example.com'), shippingMethod: 'standard' };

const checkoutState = async (jar: Jar) =>
  (
    (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { shippingAddress?: { city: string }; payment_instruments: unknown[] } };
    }
  ).cart.checkout;

const admin = {
  method: 'PUT',
  headers: { 'x-sandbox-admin': 'sandbox-admin-key', 'content-type': 'application/json' },
};

/** A shopper at the summary step: one line of `sku`, the shipping address and a card. */
const atSummary = async (sku: string, card?: string) => {
  const jar: Jar = new Map();
  const add = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(add.status).toBe(200);
  expect((await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar })).status).toBe(303);
  const billing = await storefront('/en-us/checkout/billing', {
    ...formPost({ sameAsShipping: 'on', cardToken: await cardToken(card) }),
    jar,
  });
  expect(billing.headers.get('location')).toBe('/en-us/checkout?step=summary');
  return jar;
};

/** Changes a variant in the sandbox's catalogue while `run` runs, then puts it back. */
const whileVariant = async (
  sku: string,
  change: Record<string, unknown>,
  restore: Record<string, unknown>,
  run: () => Promise<void>,
) => {
  const put = (body: Record<string, unknown>) =>
    sandboxJson(`/__admin/variants/${sku}`, { ...admin, body: JSON.stringify(body) });
  expect((await put(change)).status).toBe(200);
  try {
    await run();
  } finally {
    await put(restore);
  }
};

const cartItems = async (jar: Jar) =>
  ((await (await storefront('/api/cart', { jar })).json()) as { cart: { items: unknown[] } | null }).cart
    ?.items ?? [];

describe('checkout pages', () => {
  it('walks the three steps with plain forms, refusing bad input without changing anything', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect(
      (await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar }))
        .status,
    ).toBe(200);

    const page = await storefront('/en-us/checkout', { jar });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Shipping address');
    // The hint shows a number as the shop will print it, not the spec's mask.
    expect(html).toContain('Format: (201) 555-0123');

    // CSRF: a form from elsewhere changes nothing.
    const forged = await storefront('/en-us/checkout/shipping', {
      ...formPost(SHIPPING, { origin: 'https://evil.test' }),
      jar,
    });
    expect(forged.status).toBe(403);
    // Bad input: the form again with messages (422), nothing stored.
    const bad = await storefront('/en-us/checkout/shipping', {
      ...formPost({ ...SHIPPING, postalCode: '8020', recipientContactEmail: 'nope', city: '' }),
      jar,
    });
    expect(bad.status).toBe(422);
    const badHtml = await bad.text();
    expect(badHtml).toContain('Postal code is not valid');
    expect(badHtml).toContain('Email is not valid');
    expect(badHtml).toContain('This field is required');
    expect(badHtml).toContain('value="Katherine"');
    expect((await checkoutState(jar)).shippingAddress).toBeUndefined();

    const saved = await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en-us/checkout?step=billing');
    expect((await checkoutState(jar)).shippingAddress?.city).toBe('Denver');
    // A guest is told why athlete credit is closed: it needs an account. Loyalty points have their
    // own form, for club members with points only (worker/routes/account/club.test.ts).
    expect(
      (
        (await (await storefront('/en-us/checkout?step=billing', { jar })).text()).match(
          /needs a signed-in account/g,
        ) ?? []
      ).length,
    ).toBe(1);

    // The summary needs a card: it shows billing; placing now sends the shopper to billing.
    expect(await (await storefront('/en-us/checkout?step=summary', { jar })).text()).toContain(
      'Payment method',
    );
    const early = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(early.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=PYT404');
    const notice = await (
      await storefront('/en-us/checkout?step=billing&checkoutError=PYT404', { jar })
    ).text();
    expect(notice).toMatch(
      /class="checkout-notice" role="alert" data-focus-on-load="" tabindex="-1">Please add a payment method\./,
    );

    const token = await cardToken();
    const billing = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', cardToken: token }),
      jar,
    });
    expect(billing.headers.get('location')).toBe('/en-us/checkout?step=summary');
    expect((await checkoutState(jar)).payment_instruments).toHaveLength(1);
    // The terms, privacy and returns are named, as links, before the button that commits to pay.
    const summary = await (await storefront('/en-us/checkout?step=summary', { jar })).text();
    const legal = /<p class="checkout-legal">(.*?)<\/p>/s.exec(summary)?.[1] ?? '';
    expect(legal).toContain('<a href="/en-us/sale-terms">terms of sale</a>');
    expect(legal).toContain('<a href="/en-us/privacy">privacy policy</a>');
    expect(legal).toContain('<a href="/en-us/help/returns/how-to-return">returns policy</a>');
    expect(summary.indexOf('class="checkout-legal"')).toBeLessThan(summary.indexOf('Place order'));

    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    // A second submit (double click, another tab) finds no cart and shows the same order.
    const again = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(again.headers.get('location')).toBe(location);
    const confirmation = await storefront(location, { jar });
    expect(confirmation.status).toBe(200);
    expect(await confirmation.text()).toContain(`Order number ${location.slice(-12)}`);
    // Someone else's session cannot read it; the shopper's next checkout starts from a new cart.
    expect((await storefront(location, { jar: new Map() })).status).toBe(404);
    expect((await storefront('/en-us/checkout', { jar })).headers.get('location')).toBe('/en-us/cart');
  });

  it('an item running out before place order sends the shopper to the cart, which says what happened', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const add = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 3 })),
      jar,
    });
    expect(add.status).toBe(200);
    const itemId = ((await add.json()) as { cart: { items: { id: string }[] } }).cart.items[0]!.id;
    expect((await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar })).status).toBe(303);
    const token = await cardToken();
    await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', cardToken: token }),
      jar,
    });

    // Two of the three units sell elsewhere while the shopper reviews the summary.
    await whileVariant(sku, { stock: 1 }, { stock: 40 }, async () => {
      const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
      expect(placed.headers.get('location')).toBe('/en-us/cart?cartError=INV409');
      const cart = await (await storefront('/en-us/cart?cartError=INV409', { jar })).text();
      expect(cart).toContain('Some items ran out while you were checking out.');
      expect(cart).toContain('Only 1 left in this size.');
      expect(cart).toContain('Change to 1');
      // The no-script fix: the line's quantity form with the units left.
      const fixed = await storefront(`/api/cart/items/${itemId}?locale=en-us`, {
        ...formPost({ _action: 'update', qty: '1', returnTo: '/en-us/cart' }),
        jar,
      });
      expect(fixed.status).toBe(303);
      expect(await (await storefront('/en-us/cart', { jar })).text()).not.toContain(
        'Only 1 left in this size.',
      );
      const retry = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
      expect(retry.headers.get('location')).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    });
  });

  it('a card declined at place order returns to billing with a top notification; the cart stays', async () => {
    const { sku } = await findProduct();
    const jar = await atSummary(sku, '4000000000000002');
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(placed.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=PYT402');
    const billing = await (
      await storefront('/en-us/checkout?step=billing&checkoutError=PYT402', { jar })
    ).text();
    expect(billing).toMatch(/class="checkout-notice" role="alert" data-focus-on-load="" tabindex="-1">[^<]+/);
    expect(await cartItems(jar)).toHaveLength(1);
  });

  it('a line that left the catalogue before place order (ORD430) reloads the cart, which says so', async () => {
    const { sku } = await findProduct();
    const jar = await atSummary(sku);
    await whileVariant(sku, { online: false }, { online: true }, async () => {
      const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
      expect(placed.headers.get('location')).toBe('/en-us/cart?cartError=ORD430');
      expect(await cartItems(jar)).toHaveLength(1);
      // The line says what happened (its remove button is what the shopper can do).
      const cart = await (await storefront('/en-us/cart?cartError=ORD430', { jar })).text();
      expect(cart).toContain(
        'class="cart-line__flash" role="status">No longer available: remove it to check out.',
      );
    });
  });

  it('a line with none left before place order (INV409) reloads the cart, which says it sold out', async () => {
    const { sku } = await findProduct();
    const jar = await atSummary(sku);
    await whileVariant(sku, { stock: 0 }, { stock: 40 }, async () => {
      const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
      expect(placed.headers.get('location')).toBe('/en-us/cart?cartError=INV409');
      const cart = await (await storefront('/en-us/cart?cartError=INV409', { jar })).text();
      expect(cart).toContain('class="cart-line__flash" role="status">Sold out: remove it to check out.');
    });
  });

  it('BSK404 at place order: the last order again, else the cart with the message', async () => {
    const { sku } = await findProduct();
    const jar = await atSummary(sku);
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(placed.headers.get('location')).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    // Without the remembered order (ten minutes later, another browser tab's cookie gone).
    for (const name of jar.keys()) if (name.includes('sf_order')) jar.delete(name);
    const again = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(again.headers.get('location')).toBe('/en-us/cart?cartError=BSK404');
    expect(await (await storefront('/en-us/cart?cartError=BSK404', { jar })).text()).toContain(
      'Your cart could not be found.',
    );
  });

  it('a refusal outside the top-notification list is a persistent toast on the step', async () => {
    const { sku } = await findProduct();
    const jar = await atSummary(sku);
    const html = await (
      await storefront('/en-us/checkout?step=summary&checkoutError=ORD409', { jar })
    ).text();
    expect(html).toMatch(
      /class="toast toast--error" role="alert" data-focus-on-load="" tabindex="-1"><p class="toast__title">[^<]+/,
    );
    expect(html).not.toContain('class="checkout-notice"');
  });
});

describe('test cards', () => {
  afterEach(() => vi.restoreAllMocks());

  const billingPage = async (envOverride?: Partial<Env>) => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const add = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
      envOverride,
    });
    expect(add.status).toBe(200);
    const shipped = await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar, envOverride });
    expect(shipped.status).toBe(303);
    const page = await storefront('/en-us/checkout?step=billing', { jar, envOverride });
    expect(page.status).toBe(200);
    return page.text();
  };

  it('are named on the billing step outside production, where the simulated provider takes them', async () => {
    expect(await billingPage()).toContain('Test cards: 4242 4242 4242 4242');
  });

  it('are never named in production', async () => {
    const html = await billingPage(productionLike());
    expect(html).toContain('Card number');
    expect(html).not.toContain('Test cards: 4242 4242 4242 4242');
  });
});
