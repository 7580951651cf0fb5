import { describe, expect, it } from 'vitest';
import { checkoutCartSchema, orderSchema, recipeResponseSchema } from '../../../shared/contract';
import { expectConsistent } from '../../test/consistency';
import { add, BOOT, CAP, GIFT_100, issuedFor, place, recipe } from '../../test/giftcustoms';
import { call, createCart, env, expectError, guestToken } from '../../test/helpers';
import { cardToken, TEST_ADDRESS } from '../../test/place';

describe('customs products', () => {
  it('creates a recipe and adds a customs line with its surcharge and delivery time', async () => {
    const created = await recipe({ productId: 'RLCUSTCPBLK', text: 'ADA', color: 'GLD', placement: 'left' });
    expect(created.status).toBe(201);
    const r = recipeResponseSchema.parse(await created.json());
    expect(r).toMatchObject({ productId: 'RLCUSTCP', text: 'ADA', colorName: 'Gold', placement: 'left' });
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await add(token, cart.id, [{ productId: CAP, qty: 1 }]);
    const body = checkoutCartSchema.parse(
      await (await add(token, cart.id, [{ productId: CAP, qty: 2, recipeId: r.recipeId }])).json(),
    );
    expect(body.items.filter((i) => !i.bonus)).toHaveLength(2);
    const plain = body.items[0]!;
    const custom = body.items[1]!;
    expect(plain).toMatchObject({ isCustoms: false, selectedShippingOption: 'standard' });
    expect(custom).toMatchObject({
      qty: 2,
      isCustoms: true,
      recipeId: r.recipeId,
      selectedShippingOption: 'customs',
      deliveryTime: '10-14 business days',
      customsRecipe: { text: 'ADA', color: 'GLD', placement: 'left' },
    });
    expect(custom.price.current).toBe(plain.price.current + 1000);
    expectConsistent(body, 'US');
  });

  it('creates pre-designed recipes by code', async () => {
    const created = await recipe({ productId: 'RLCUSTBT', precreatedCustomsCode: 'BOOT-PEAK' });
    expect(created.status).toBe(201);
    const r = recipeResponseSchema.parse(await created.json());
    expect(r).toMatchObject({ text: 'PEAK', precreatedCustomsCode: 'BOOT-PEAK' });
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const body = checkoutCartSchema.parse(
      await (await add(token, cart.id, [{ productId: BOOT, qty: 1, recipeId: r.recipeId }])).json(),
    );
    expect(body.items[0]).toMatchObject({ precreatedCustomsCode: 'BOOT-PEAK', deliveryTime: '3-4 weeks' });
  });

  it('refuses bad recipes with field details', async () => {
    const long = await expectError(
      await recipe({ productId: 'RLCUSTCP', text: 'THIRTEEN CHAR', color: 'GLD', placement: 'left' }),
      400,
      'API400',
    );
    expect(long.details).toMatchObject({ fields: { text: 'tooLong' } });
    const colour = await expectError(
      await recipe({ productId: 'RLCUSTCP', text: 'ADA', color: 'PNK', placement: 'left' }),
      400,
      'API400',
    );
    expect(colour.details).toMatchObject({ fields: { color: 'unknownColor' } });
    await expectError(
      await recipe({ productId: 'RLCUSTCP', text: '<b>x</b>', color: 'GLD', placement: 'left' }),
      400,
      'API400',
    );
    await expectError(await recipe({ productId: 'RLCUSTBT', precreatedCustomsCode: 'NOPE' }), 400, 'API400');
    await expectError(
      await recipe({ productId: 'RLZZZZZZ', text: 'A', color: 'GLD', placement: 'left' }),
      404,
      'API404',
    );
    const { results } = await env.DB.prepare('SELECT id FROM products WHERE id NOT LIKE ? LIMIT 1')
      .bind('RLCUST%')
      .all<{ id: string }>();
    await expectError(
      await recipe({ productId: results[0]!.id, text: 'A', color: 'GLD', placement: 'left' }),
      400,
      'API400',
    );
    // A recipe of another product, or an unknown one, cannot be added.
    const r = recipeResponseSchema.parse(
      await (await recipe({ productId: 'RLCUSTBT', text: 'AL', color: 'RED', placement: 'left' })).json(),
    );
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await expectError(
      await add(token, cart.id, [{ productId: CAP, qty: 1, recipeId: r.recipeId }]),
      400,
      'API400',
    );
    await expectError(
      await add(token, cart.id, [{ productId: CAP, qty: 1, recipeId: `rcp_${'0'.repeat(24)}` }]),
      404,
      'API404',
    );
  });

  it('places a mixed order: gift cards issued, customs line kept with its recipe', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    const r = recipeResponseSchema.parse(
      await (await recipe({ productId: 'RLCUSTCP', text: 'MIX', color: 'WHT', placement: 'front' })).json(),
    );
    await add(token, cart.id, [
      { productId: CAP, qty: 1, recipeId: r.recipeId },
      { productId: GIFT_100, qty: 1, giftOption: { email: 'mixed@example.com' } },
    ]);
    await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: TEST_ADDRESS });
    await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'CREDIT_CARD', token: await cardToken('4242424242424242') },
    });
    const order = orderSchema.parse(await (await place(token, cart.id)).json());
    // The customs cap ships to the address on its own shipment, the gift card goes by e-mail.
    expect(order.shipments.map((m) => [m.shipmentId, Boolean(m.shippingAddress)])).toEqual([
      ['customs', true],
      ['digital', false],
    ]);
    expect(order.items.find((i) => i.isCustoms)?.customsRecipe?.text).toBe('MIX');
    expect((await issuedFor(order.orderNumber)).results[0]).toMatchObject({ balance: 10000 });
  });
});
