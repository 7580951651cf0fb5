import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import {
  cardToken,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  ORIGIN,
  storefront,
  testAddress,
} from '../../test/helpers';

const BILLING = testAddress('Ada', 'Lovelace');

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

const checkoutOf = async (jar: Jar) =>
  ((await (await storefront('/api/checkout', { jar })).json()) as { cart: { checkout: unknown } }).cart
    .checkout;

/** A shopper past the shipping step, with no payment yet. */
const atBilling = async (): Promise<Jar> => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
  expect((await post(jar, '/api/checkout/shipping-address', testAddress('Grace', 'Hopper'))).status).toBe(
    200,
  );
  return jar;
};

describe('a refused billing step changes nothing', () => {
  it('BFF: an address without a card is a 400 and neither the address nor the flag is stored', async () => {
    const jar = await atBilling();
    const before = await checkoutOf(jar);
    expect(before).toMatchObject({ billingSameAsShipping: true });
    const refused = await post(jar, '/api/checkout/billing-address', {
      sameAsShipping: false,
      address: BILLING,
    });
    expect(refused.status).toBe(400);
    expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]).toMatchObject({
      errorId: 'API400',
      details: { fields: { cardToken: 'required' } },
    });
    expect(await checkoutOf(jar)).toEqual(before);
  });

  it('page form: a billing address without a card is shown again (422) and nothing is stored', async () => {
    const jar = await atBilling();
    const before = await checkoutOf(jar);
    const { recipientContactEmail: _e, recipientContactPhone: _p, ...address } = BILLING;
    const refused = await storefront('/en-us/checkout/billing', {
      ...formPost({ ...address, deviceFingerprint: 'a'.repeat(32) }, { origin: ORIGIN }),
      jar,
    });
    expect(refused.status).toBe(422);
    expect(await checkoutOf(jar)).toEqual(before);
  });

  it('BFF: a card the provider refuses (declined, or a token it does not know) leaves the billing address as it was', async () => {
    const jar = await atBilling();
    const paid = await post(jar, '/api/checkout/billing-address', {
      sameAsShipping: false,
      address: BILLING,
      cardToken: await cardToken('4242424242424242', 'Ada Lovelace'),
    });
    expect(paid.status).toBe(200);
    const before = await checkoutOf(jar);
    expect(before).toMatchObject({ billingSameAsShipping: false, billingAddress: { city: BILLING.city } });

    for (const [sameAsShipping, token] of [
      [false, await cardToken('4000000000000069', 'Ada Lovelace')],
      [false, `tok_${'a'.repeat(32)}`],
      [true, `tok_${'b'.repeat(32)}`],
    ] as const) {
      const refused = await post(jar, '/api/checkout/billing-address', {
        sameAsShipping,
        address: { ...BILLING, city: 'Boulder' },
        cardToken: token,
      });
      expect(refused.status).toBeGreaterThanOrEqual(400);
      expect(refused.status).toBeLessThan(500);
      expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]?.errorId).toMatch(/^PAY/);
      expect(await checkoutOf(jar)).toEqual(before);
    }
  });
});
