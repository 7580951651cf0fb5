import { describe, expect, it } from 'vitest';
import { cartResponseSchema, errorEnvelopeSchema } from '../../shared/contract';
import { cardToken, env, formPost, type Jar, jsonPost, sandboxJson, storefront } from '../test/helpers';

const GIFT = 'RLGIFTCDRED-050';
const CAP = 'RLCUSTCPBLK-OS';

const cartOf = async (jar: Jar) =>
  cartResponseSchema.parse(await (await storefront('/api/cart', { jar })).json()).cart;

describe('gift cards and customs on the storefront', () => {
  it('shows the gift card form on the product page and the Customize button on a customs product', async () => {
    const gift = await (await storefront('/en-us/p/ridgeline-e-gift-card-RLGIFTCDRED')).text();
    expect(gift).toContain('name="giftEmail"');
    expect(gift).toContain('name="giftMessage"');
    expect(gift).toContain('Recipient e-mail');
    expect(gift).not.toContain('sf-island name="AddToCart"');
    const cap = await (await storefront('/en-us/p/custom-summit-cap-RLCUSTCPBLK')).text();
    expect(cap).toContain('name="Customize"');
    expect(cap).toContain('Customize');
    // The customs feature flag is off on the British site: no designer there.
    const gb = await (await storefront('/en-gb/p/custom-summit-cap-RLCUSTCPBLK')).text();
    expect(gb).not.toContain('name="Customize"');
  });

  it('adds a gift card with its gift option as a plain form and as JSON, refusing bad input', async () => {
    const jar: Jar = new Map();
    const bad = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: GIFT, qty: 1, giftEmail: 'nope' })),
      jar,
    });
    expect(bad.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await bad.json()).errorDetails[0]!.errorId).toBe('API400');
    expect(jar.size).toBe(0);
    // A right-to-left override or a control character in what the recipient's e-mail prints.
    for (const hidden of [{ giftTo: 'Friend \u202eevil' }, { giftMessage: 'Hi\u0000 there' }]) {
      const refused = await storefront('/api/cart/items', {
        ...jsonPost(JSON.stringify({ productId: GIFT, qty: 1, giftEmail: 'gc@example.com', ...hidden })),
        jar,
      });
      expect(refused.status).toBe(400);
      expect(jar.size).toBe(0);
    }

    const posted = await storefront('/api/cart/items?locale=en-us', {
      ...formPost({
        productId: GIFT,
        qty: '1',
        giftEmail: 'Grace@Example.com',
        giftTo: 'Grace',
        giftMessage: 'Happy trails',
        returnTo: '/en-us/p/ridgeline-e-gift-card-RLGIFTCDRED',
      }),
      jar,
    });
    expect(posted.status).toBe(303);
    expect(posted.headers.get('location')).toContain(`added=${GIFT}`);
    const json = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: GIFT, qty: 1, giftEmail: 'ada@example.com' })),
      jar,
    });
    expect(json.status).toBe(200);
    const cart = (await cartOf(jar))!;
    expect(cart.items).toHaveLength(2);
    expect(cart.items[0]).toMatchObject({
      isDigitalProduct: true,
      selectedShippingOption: 'digital',
      giftOption: { email: 'grace@example.com', to: 'Grace', message: 'Happy trails' },
    });
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('E-gift card for Grace (grace@example.com)');
    expect(page).toContain('Happy trails');

    // The recipient and message can be changed on the cart page (a plain form), not to a bad e-mail.
    const itemId = cart.items[0]!.id;
    const refused = await storefront(`/api/gift-options/${itemId}?locale=en-us`, {
      ...formPost({ giftEmail: 'broken', returnTo: '/en-us/cart' }),
      jar,
    });
    expect(refused.headers.get('location')).toBe(`/en-us/cart?cartError=API400&item=${itemId}`);
    const changed = await storefront(`/api/gift-options/${itemId}?locale=en-us`, {
      ...formPost({
        giftEmail: 'grace@example.org',
        giftTo: 'G',
        giftMessage: 'New words',
        returnTo: '/en-us/cart',
      }),
      jar,
    });
    expect(changed.status).toBe(303);
    expect((await cartOf(jar))!.items[0]!.giftOption).toEqual({
      email: 'grace@example.org',
      to: 'G',
      message: 'New words',
    });
  });

  it('checks out a gift-card-only cart without a shipping step', async () => {
    const jar: Jar = new Map();
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: GIFT, qty: 1, giftEmail: 'friend@example.com' })),
      jar,
    });
    const billingPage = await storefront('/en-us/checkout', { jar });
    const html = await billingPage.text();
    expect(html).toContain('nothing is shipped');
    expect(html).not.toContain('Same as shipping address');
    const token = await cardToken();
    const address = {
      digitalOnly: '1',
      recipientFirstName: 'Katherine',
      recipientLastName: 'Johnson',
      addressLine1: '1550 Wynkoop St',
      city: 'Denver',
      stateCityProvDept: 'CO',
      postalCode: '80202',
      country: 'US',
      cardToken: token,
    };
    const noEmail = await storefront('/en-us/checkout/billing', { ...formPost(address), jar });
    expect(noEmail.status).toBe(422);
    const saved = await storefront('/en-us/checkout/billing', {
      ...formPost({ ...address, recipientContactEmail: 'kj@example.com' }),
      jar,
    });
    expect(saved.headers.get('location')).toBe('/en-us/checkout?step=summary');
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    const confirmation = await (await storefront(location, { jar })).text();
    expect(confirmation).toContain('E-gift card for friend@example.com');
    const outbox = (
      await sandboxJson('/__outbox?to=friend@example.com', {
        headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
      })
    ).body as {
      messages: { kind: string; body: string }[];
    };
    expect(outbox.messages.some((m) => m.kind === 'gift-card' && m.body.includes('Card number'))).toBe(true);
  });

  it('customises a product in one call and refuses bad recipes without changing the cart', async () => {
    const jar: Jar = new Map();
    const tooLong = await storefront('/api/customs/items', {
      ...jsonPost(
        JSON.stringify({
          productId: CAP,
          qty: 1,
          text: 'FAR TOO LONG TEXT',
          color: 'GLD',
          placement: 'left',
        }),
      ),
      jar,
    });
    expect(tooLong.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await tooLong.json()).errorDetails[0]).toMatchObject({
      errorId: 'API400',
      details: { fields: { text: 'tooLong' } },
    });
    const colour = await storefront('/api/customs/items', {
      ...jsonPost(JSON.stringify({ productId: CAP, qty: 1, text: 'ADA', color: 'PNK', placement: 'left' })),
      jar,
    });
    expect(colour.status).toBe(400);
    expect((await cartOf(jar))?.items ?? []).toHaveLength(0);

    const ok = await storefront('/api/customs/items', {
      ...jsonPost(JSON.stringify({ productId: CAP, qty: 1, text: 'ADA', color: 'GLD', placement: 'left' })),
      jar,
    });
    expect(ok.status).toBe(200);
    const { cart } = cartResponseSchema.parse(await ok.json());
    expect(cart?.items[0]).toMatchObject({
      isCustoms: true,
      selectedShippingOption: 'customs',
      customsRecipe: { text: 'ADA', colorName: 'Gold', placement: 'left' },
    });
    const page = await (await storefront('/en-us/cart', { jar })).text();
    expect(page).toContain('Your design: “ADA”, Gold, left side');

    // Not on a site without the customs flag.
    const gb = await storefront('/api/customs/items?locale=en-gb', {
      ...jsonPost(JSON.stringify({ productId: CAP, qty: 1, text: 'ADA', color: 'GLD', placement: 'left' })),
      jar: new Map(),
    });
    expect(gb.status).toBe(404);
  });
});
