import { beforeAll, describe, expect, it } from 'vitest';
import { cartResponseSchema, errorEnvelopeSchema } from '../../shared/contract';
import { savedResponseSchema } from '../../shared/contract/wishlists';
import {
  decodeEntities,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  ORIGIN,
  storefront,
} from '../test/helpers';

/**
 * Bodies no form of ours sends: each must be refused (400), never a 500, and change nothing. A page
 * form answers the 400 page; a BFF form goes back like any refusal of a form (303 with the error).
 */
const BODIES: [string, string, string][] = [
  [
    'a bad boundary',
    'multipart/form-data; boundary=expected',
    '--other\r\nContent-Disposition: form-data; name="city"\r\n\r\nDenver\r\n--other--\r\n',
  ],
  [
    'a truncated multipart body',
    'multipart/form-data; boundary=cut',
    '--cut\r\nContent-Disposition: form-data; name="city"\r\n\r\nDen',
  ],
  ['JSON labelled multipart', 'multipart/form-data; boundary=json', '{"city":"Denver","wallet":"PAYPAL"}'],
  ['multipart without a boundary', 'multipart/form-data', '--x\r\n\r\n'],
  // Which of two values was meant is not ours to guess (the last one used to win).
  [
    'a field sent twice',
    'application/x-www-form-urlencoded',
    'city=Denver&city=Boulder&_action=update&qty=1&qty=7&code=SAVE10&returnTo=%2Fen-us%2Fcart',
  ],
];

const PAGES = [
  '/en-us/checkout/shipping',
  '/en-us/checkout/billing',
  '/en-us/checkout/payments/gift-card',
  '/en-us/checkout/payments/reward',
  '/en-us/checkout/payments/remove',
  '/en-us/checkout/payments/wallet',
  '/en-us/checkout/place',
];
const APIS = ['/api/cart/items', '/api/cart/items/line-1', '/api/cart/coupons', '/api/customs/items'];

const post = (jar: Jar, path: string, type: string, body: string) =>
  storefront(path, { method: 'POST', body, headers: { 'content-type': type, origin: ORIGIN }, jar });

const stateOf = async (jar: Jar) => {
  const [cart, checkout] = await Promise.all([
    storefront('/api/cart', { jar }).then((r) => r.json()),
    storefront('/api/checkout', { jar }).then((r) => r.json()),
  ]);
  return { cart, checkout };
};

describe('a body that cannot be read is a 400 and changes nothing', () => {
  const jar: Jar = new Map();
  beforeAll(async () => {
    const { sku } = await findProduct();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    expect(added.status).toBe(200);
  });

  const pageCases = PAGES.flatMap((path) => BODIES.map(([name, type, body]) => [path, name, type, body]));
  it.each(pageCases)('page form %s: %s', async (path, _name, type, body) => {
    const before = await stateOf(jar);
    const response = await post(jar, path!, type!, body!);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await response.text();
    expect(html).not.toMatch(/\bat \w+.*:\d+:\d+/);
    // The heading says the request was refused, not that the page does not exist.
    expect(html).toContain('Something in that request was not valid');
    expect(html).not.toMatch(/can.t find that page|Page not found/i);
    expect(await stateOf(jar)).toEqual(before);
  });

  const apiCases = APIS.flatMap((path) => BODIES.map(([name, type, body]) => [path, name, type, body]));
  it.each(apiCases)('BFF form %s: %s', async (path, _name, type, body) => {
    const before = await stateOf(jar);
    const response = await post(jar, path!, type!, body!);
    // Back to the page (the form's returnTo when it could be read, else the route's fallback), never JSON.
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toMatch(/^\/en-us(\/cart)?\?(cart|coupon)Error=API400/);
    expect(await stateOf(jar)).toEqual(before);
  });
});

const urlencoded = 'application/x-www-form-urlencoded';
const cartOf = async (jar: Jar) => (await storefront('/api/cart', { jar })).json();
const savedOf = async (jar: Jar) => (await storefront('/api/saved-for-later', { jar })).json();

/** A guest's cart with one line (qty 1) and one line saved for later. */
const cartAndSaved = async (jar: Jar) => {
  const { sku } = await findProduct();
  const add = () =>
    storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar });
  const line = cartResponseSchema.parse(await (await add()).json()).cart!.items[0]!;
  const saved = await storefront(`/api/saved-for-later/cart-lines/${line.id}`, { ...jsonPost('{}'), jar });
  const savedId = savedResponseSchema.parse(await saved.json()).saveForLater.items[0]!.itemId;
  const lineId = cartResponseSchema.parse(await (await add()).json()).cart!.items[0]!.id;
  return { sku, lineId, savedId };
};

describe('a form field sent twice goes back with the error and changes nothing', () => {
  const jar: Jar = new Map();
  let ids = { sku: '', lineId: '', savedId: '' };
  beforeAll(async () => {
    ids = await cartAndSaved(jar);
  });

  // [name, request, where it goes back to]
  const cases: [string, () => [string, string], string][] = [
    [
      'add: qty twice',
      () => ['/api/cart/items', `productId=${ids.sku}&qty=1&qty=7&returnTo=%2Fen-us`],
      '/en-us?cartError=API400',
    ],
    [
      'add: productId twice',
      () => ['/api/cart/items', `productId=${ids.sku}&productId=${ids.sku}&qty=1`],
      '/en-us?cartError=API400',
    ],
    [
      'line: qty twice',
      () => [`/api/cart/items/${ids.lineId}`, '_action=update&qty=1&qty=7'],
      '/en-us/cart?cartError=API400&item=',
    ],
    [
      'line: _action twice',
      () => [`/api/cart/items/${ids.lineId}`, '_action=update&_action=remove&qty=2'],
      '/en-us/cart?cartError=API400&item=',
    ],
    [
      'move to cart: qty twice',
      () => [`/api/saved-for-later/items/${ids.savedId}/move-to-cart`, `productId=${ids.sku}&qty=1&qty=7`],
      '/en-us/cart?listError=API400',
    ],
    [
      'save a line: returnTo twice (the fallback, then)',
      () => [`/api/saved-for-later/cart-lines/${ids.lineId}`, 'returnTo=%2Fen-us&returnTo=%2Fen-us%2Fcart'],
      '/en-us/cart?listError=API400',
    ],
  ];
  it.each(cases)('%s', async (_name, request, back) => {
    const [path, body] = request();
    const [cart, saved] = [await cartOf(jar), await savedOf(jar)];
    const response = await post(jar, path, urlencoded, body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain(back);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect([await cartOf(jar), await savedOf(jar)]).toEqual([cart, saved]);
  });

  it('a JSON body with a field twice is still a JSON 400', async () => {
    const cart = await cartOf(jar);
    const response = await post(
      jar,
      '/api/cart/items',
      'application/json',
      `{"productId":"${ids.sku}","qty":1,"qty":7}`,
    );
    expect(response.status).toBe(400);
    const error = errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!;
    expect(error).toMatchObject({ errorId: 'API400', message: 'qty: the field was sent more than once' });
    expect(await cartOf(jar)).toEqual(cart);
  });
});

describe('a form quantity is plain decimal digits', () => {
  const jar: Jar = new Map();
  let ids = { sku: '', lineId: '', savedId: '' };
  beforeAll(async () => {
    ids = await cartAndSaved(jar);
  });

  it.each(['0x10', '1e1', ' 5 ', '+2', '2.0', 'true', '', '0', '1000000'])(
    'qty=%j goes back with cartError=API400 and changes nothing',
    async (qty) => {
      const [cart, saved] = [await cartOf(jar), await savedOf(jar)];
      const q = encodeURIComponent(qty);
      const add = await post(
        jar,
        '/api/cart/items',
        urlencoded,
        `productId=${ids.sku}&qty=${q}&returnTo=%2Fen-us`,
      );
      expect(add.status).toBe(303);
      expect(add.headers.get('location')).toContain('cartError=API400');
      // A line's quantity of 0 is no mistake there: it removes the line (cart-changes.test.ts).
      if (qty !== '0') {
        const line = await post(jar, `/api/cart/items/${ids.lineId}`, urlencoded, `_action=update&qty=${q}`);
        expect(line.headers.get('location')).toContain('cartError=API400');
      }
      const move = await post(
        jar,
        `/api/saved-for-later/items/${ids.savedId}/move-to-cart`,
        urlencoded,
        `productId=${ids.sku}&qty=${q}`,
      );
      expect(move.headers.get('location')).toContain('listError=API400');
      expect([await cartOf(jar), await savedOf(jar)]).toEqual([cart, saved]);
    },
  );

  it('a form route refuses a body that is neither JSON nor a form with 415', async () => {
    const before = await cartOf(jar);
    for (const type of ['text/plain', 'application/xml']) {
      const response = await post(jar, '/api/cart/items', type, `productId=${ids.sku}&qty=2`);
      expect(response.status).toBe(415);
      expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId).toBe('API415');
    }
    expect(await cartOf(jar)).toEqual(before);
  });
});

/**
 * What a browser without script sends for the first form of `html` whose action starts with
 * `action`: every named input's value (`choose` picks a radio group's value, as the shopper does).
 */
const renderedForm = (html: string, action: string, choose: Record<string, string> = {}) => {
  for (const [, attrs, inner] of html.matchAll(/<form\b([^>]*)>([\s\S]*?)<\/form>/g)) {
    const to = decodeEntities(/\baction="([^"]*)"/.exec(attrs!)?.[1] ?? '');
    if (!to.startsWith(action) || !/method="post"/i.test(attrs!)) continue;
    const fields = new URLSearchParams();
    for (const [, input] of inner!.matchAll(/<input\b([^>]*)>/g)) {
      const name = /\bname="([^"]*)"/.exec(input!)?.[1];
      if (!name) continue;
      const value = decodeEntities(/\bvalue="([^"]*)"/.exec(input!)?.[1] ?? '');
      if (/type="radio"/.test(input!)) {
        if (choose[name] === value) fields.append(name, value);
      } else fields.append(name, value);
    }
    return { to, body: fields.toString() };
  }
  throw new Error(`no form posting to ${action}`);
};

describe('the no-script forms the site renders still work', () => {
  it('adds from the product page, then changes the quantity from the cart page', async () => {
    const jar: Jar = new Map();
    const { product, sku } = await findProduct();
    const color = product.colors.find((c) => c.variants.some((v) => v.sku === sku))!;
    const page = await (await storefront(`/en-us/p/${product.slug}-${color.productId}`, { jar })).text();
    const buy = renderedForm(page, '/api/cart/items', { productId: sku });
    expect(new URLSearchParams(buy.body).get('qty')).toBe('1');
    const added = await post(jar, buy.to, urlencoded, buy.body);
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toContain(`added=${sku}`);
    const line = cartResponseSchema.parse(await cartOf(jar)).cart!.items[0]!;
    expect(line).toMatchObject({ productId: sku, qty: 1 });

    const cartPage = await (await storefront('/en-us/cart', { jar })).text();
    const update = renderedForm(cartPage, `/api/cart/items/${line.id}`);
    const fields = new URLSearchParams(update.body);
    expect(fields.get('_action')).toBe('update');
    fields.set('qty', '2');
    const changed = await post(jar, update.to, urlencoded, fields.toString());
    expect(changed.status).toBe(303);
    expect(changed.headers.get('location')).not.toContain('cartError');
    expect(cartResponseSchema.parse(await cartOf(jar)).cart!.items[0]!.qty).toBe(2);
  });

  it('JSON and plain forms of the same routes are taken', async () => {
    const jar: Jar = new Map();
    const { sku } = await findProduct();
    const json = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 2 }), {
        'content-type': 'application/json; charset=utf-8',
      }),
      jar,
    });
    expect(json.status).toBe(200);
    const form = await storefront('/api/cart/items', {
      ...formPost({ productId: sku, qty: '3', returnTo: '/en-us/cart' }),
      jar,
    });
    expect(form.status).toBe(303);
    expect(cartResponseSchema.parse(await cartOf(jar)).cart!.items[0]!.qty).toBe(5);
    const multipart = new FormData();
    multipart.set('productId', sku);
    multipart.set('qty', '1');
    const fromFormData = await storefront('/api/cart/items', {
      method: 'POST',
      body: multipart,
      headers: { origin: ORIGIN },
      jar,
    });
    expect(fromFormData.status).toBe(303);
    expect(cartResponseSchema.parse(await cartOf(jar)).cart!.items[0]!.qty).toBe(6);
  });
});
