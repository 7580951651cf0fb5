/**
 * A cart belongs to the site it was made on (worker/cart/site.ts): on another site it is carried
 * over to a basket of that site's currency and language, and the shopper is told once.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../shared/contract';
import { findProduct, type Jar, jsonPost, storeCookies, storefront, testAddress } from '../test/helpers';

type Line = { productId: string; qty: number; name: string; pdpUrl: string; bonus: boolean };
type Answer = {
  cart: {
    id: string;
    currency: string;
    items: Line[];
    customerNotifications: { type: string; message: string }[];
  } | null;
};

const GIFT_CARD = 'RLGIFTCDRED-050';

const add = async (jar: Jar, locale: string, productId: string, qty: number) => {
  const response = await storefront(`/api/cart/items?locale=${locale}`, {
    ...jsonPost(JSON.stringify({ productId, qty })),
    jar,
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as Answer).cart!;
};

const read = async (jar: Jar, locale: string) =>
  ((await (await storefront(`/api/cart?locale=${locale}`, { jar })).json()) as Answer).cart;

const lines = (cart: NonNullable<Answer['cart']>) =>
  cart.items.filter((i) => !i.bonus).map((i) => ({ productId: i.productId, qty: i.qty }));

const moved = (cart: NonNullable<Answer['cart']>) =>
  cart.customerNotifications.filter((n) => n.type === 'CartMoved').map((n) => n.message);

describe('a cart belongs to one site', () => {
  it('an add on en-us after fr-ca carries the cart over to US dollars, and back again', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const canadian = await add(jar, 'fr-ca', sku, 2);
    expect(canadian.currency).toBe('CAD');

    const american = await add(jar, 'en-us', sku, 1);
    expect(american.currency).toBe('USD');
    expect(american.id).not.toBe(canadian.id);
    expect(lines(american)).toEqual([{ productId: sku, qty: 3 }]);
    expect(american.items.every((i) => i.pdpUrl.startsWith('/en-us/'))).toBe(true);
    expect(moved(american)).toEqual([
      'Your cart was moved to our United States site (USD): prices are in US dollars.',
    ]);

    // Told once, by the add's answer (the mini cart shows it): the cart page, in US dollars, not again.
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('USD');
    expect(page).not.toContain('prices are in US dollars');
    expect(moved((await read(jar, 'en-us'))!)).toEqual([]);

    // Back on fr-ca: a Canadian cart again, in French, with the same lines.
    const back = (await read(jar, 'fr-ca'))!;
    expect(back.currency).toBe('CAD');
    expect(lines(back)).toEqual([{ productId: sku, qty: 3 }]);
    expect(moved(back)[0]).toMatch(/^Votre panier a été transféré sur notre site Canada \(CAD\)/);
  });

  it('a read carries the cart over and keeps the notice for the cart page, told there once', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await add(jar, 'fr-ca', sku, 1);
    // The page shell's read (the header's badge) carries the cart over but shows no notice.
    expect(moved((await read(jar, 'en-us'))!)).toHaveLength(1);
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('prices are in US dollars');
    expect(moved((await read(jar, 'en-us'))!)).toEqual([]);
  });

  it('a page outside every locale (a mistyped URL, the favicon) leaves the cart on its site', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const canadian = await add(jar, 'fr-ca', sku, 1);
    // These render in the default site (en-us) without the shopper choosing it.
    for (const path of ['/favicon.ico', '/some-typo', '/api/no-such-call']) {
      expect((await storefront(path, { jar })).status, path).toBe(404);
    }
    const still = (await read(jar, 'fr-ca'))!;
    expect(still.id).toBe(canadian.id);
    expect(still.currency).toBe('CAD');
    expect(moved(still)).toEqual([]);
  });

  it('a de-de cart read on fr-fr has French names and links', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const german = await add(jar, 'de-de', sku, 1);
    const french = (await read(jar, 'fr-fr'))!;
    expect(french.currency).toBe('EUR');
    expect(french.id).not.toBe(german.id);
    expect(lines(french)).toEqual([{ productId: sku, qty: 1 }]);
    const line = french.items.find((i) => i.productId === sku)!;
    expect(line.pdpUrl).toMatch(/^\/fr-fr\/p\//);
    // The same line as an fr-fr cart names it.
    const fresh: Jar = new Map();
    const reference = await add(fresh, 'fr-fr', sku, 1);
    expect(line.name).toBe(reference.items.find((i) => i.productId === sku)!.name);
    expect(line.name).not.toBe(german.items.find((i) => i.productId === sku)!.name);
  });

  it('checkout on en-us after shopping on fr-ca goes through the cart to a US checkout', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await add(jar, 'fr-ca', sku, 1);
    // The CAD basket is no checkout on en-us: the shopper is sent to the cart page.
    const checkout = await storefront('/en-us/checkout', { jar });
    expect(checkout.status).toBe(303);
    expect(checkout.headers.get('location')).toBe('/en-us/cart');
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('USD');
    // The Denver address is accepted on the carried-over cart (before: countryNotServed).
    const shipping = await storefront('/api/checkout/shipping-address?locale=en-us', {
      ...jsonPost(JSON.stringify(testAddress('Ada', 'Lovelace'))),
      jar,
    });
    if (shipping.status !== 200)
      throw new Error(JSON.stringify(errorEnvelopeSchema.parse(await shipping.json())));
    expect(shipping.status).toBe(200);
  });

  it('two reads at once on the other site end in one basket with the lines once', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await add(jar, 'fr-ca', sku, 2);
    const responses = await Promise.all(
      [0, 1].map(() => storefront('/api/cart?locale=en-us', { jar: new Map(jar) })),
    );
    const answers = await Promise.all(responses.map((r) => r.json() as Promise<Answer>));
    expect(new Set(answers.map((a) => a.cart!.id)).size).toBe(1);
    const after = new Map(jar);
    storeCookies(after, responses[0]!);
    const cart = (await read(after, 'en-us'))!;
    expect(cart.id).toBe(answers[0]!.cart!.id);
    expect(lines(cart)).toEqual([{ productId: sku, qty: 2 }]);
  });

  it('two reads at once carry a gift card over once', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await add(jar, 'fr-ca', sku, 1);
    const gift = await storefront('/api/cart/items?locale=fr-ca', {
      ...jsonPost(
        JSON.stringify({
          productId: GIFT_CARD,
          qty: 1,
          giftEmail: 'grace@example.com',
          giftMessage: 'Bonne route',
        }),
      ),
      jar,
    });
    expect(gift.status).toBe(200);
    const responses = await Promise.all(
      [0, 1, 2].map(() => storefront('/api/cart?locale=en-us', { jar: new Map(jar) })),
    );
    expect(responses.map((r) => r.status)).toEqual([200, 200, 200]);
    const after = new Map(jar);
    storeCookies(after, responses[0]!);
    const cart = (await read(after, 'en-us'))!;
    expect(cart.currency).toBe('USD');
    expect(lines(cart)).toEqual([
      { productId: sku, qty: 1 },
      { productId: GIFT_CARD, qty: 1 },
    ]);
  });
});
