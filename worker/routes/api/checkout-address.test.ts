/**
 * Probe report findings 4 and 5 at checkout: the shipping address's region is one of the country's
 * listed codes, and no field takes hidden characters (NUL, ESC, a right-to-left override). Each is
 * a 400 naming the field, and the cart keeps no address.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { findProduct, type Jar, jsonPost, storefront, testAddress } from '../../test/helpers';

const ADDRESS = testAddress('Grace', 'Hopper');

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

describe('checkout address: region and hidden characters', () => {
  it('refuses them by field and stores nothing', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
    for (const [fields, problems] of [
      [{ stateCityProvDept: 'ZZ' }, { stateCityProvDept: 'regionInvalid' }],
      [{ stateCityProvDept: '<b>\u0000ZZ' }, { stateCityProvDept: 'charactersNotAllowed' }],
      [{ addressLine1: '1 Oak \u202eSt' }, { addressLine1: 'charactersNotAllowed' }],
      [{ recipientContactEmail: 'a\u0000b@example.com' }, { recipientContactEmail: 'charactersNotAllowed' }],
    ] as const) {
      const refused = await post(jar, '/api/checkout/shipping-address', { ...ADDRESS, ...fields });
      expect(refused.status, JSON.stringify(fields)).toBe(400);
      expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]).toMatchObject({
        errorId: 'API400',
        details: { fields: problems },
      });
    }
    const state = (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: { checkout: { shippingAddress?: unknown } };
    };
    expect(state.cart.checkout.shippingAddress).toBeUndefined();
    // The select's code is taken.
    const saved = await post(jar, '/api/checkout/shipping-address', { ...ADDRESS, stateCityProvDept: 'NY' });
    expect(saved.status).toBe(200);
  });

  it('takes an Italian province only as its sigla, offered as a list on the shipping step', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect((await post(jar, '/api/cart/items?locale=it-it', { productId: sku, qty: 1 })).status).toBe(200);
    const page = await (await storefront('/it-it/checkout', { jar })).text();
    expect(page).toMatch(/<select[^>]*name="stateCityProvDept"/);
    expect(page).toContain('<option value="RM">Roma</option>');
    const roma = {
      ...ADDRESS,
      recipientContactPhone: '+39 06 4620 2020',
      addressLine1: 'Via Nazionale 194',
      city: 'Roma',
      postalCode: '00184',
      country: 'IT',
    };
    for (const typed of ['Roma', 'rm', 'Lazio']) {
      const refused = await post(jar, '/api/checkout/shipping-address?locale=it-it', {
        ...roma,
        stateCityProvDept: typed,
      });
      expect(refused.status, typed).toBe(400);
      expect(errorEnvelopeSchema.parse(await refused.json()).errorDetails[0]).toMatchObject({
        details: { fields: { stateCityProvDept: 'regionInvalid' } },
      });
    }
    const saved = await post(jar, '/api/checkout/shipping-address?locale=it-it', {
      ...roma,
      stateCityProvDept: 'RM',
    });
    expect(saved.status).toBe(200);
  });
});
