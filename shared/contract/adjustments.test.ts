import { describe, expect, it } from 'vitest';
import {
  priceAdjustmentPatchSchema,
  priceAdjustmentRequestSchema,
  reserveWithItemRequestSchema,
} from './adjustments';
import { cartSchema } from './cart';

const associate = { storeId: '4001', storeEmployeeId: '400101' };

describe('adjustment contract', () => {
  it('accepts line and order adjustments; leaves value rules to the sandbox (PRC400)', () => {
    const line = { ...associate, itemId: 'abc', type: 'AMOUNT', value: 500, reasonCode: 'PRICE_MATCH' };
    expect(priceAdjustmentRequestSchema.parse(line)).toEqual(line);
    const { itemId: _, ...order } = line;
    expect(priceAdjustmentRequestSchema.safeParse({ ...order, type: 'PERCENTAGE', value: 120 }).success).toBe(
      true,
    );
    expect(priceAdjustmentRequestSchema.safeParse({ ...order, type: 'FREE' }).success).toBe(false);
    expect(priceAdjustmentRequestSchema.safeParse({ ...order, reasonCode: 'a|b' }).success).toBe(false);
    expect(priceAdjustmentRequestSchema.safeParse({ ...order, storeId: 'x' }).success).toBe(false);
  });

  it('needs something to change in a PATCH', () => {
    expect(priceAdjustmentPatchSchema.safeParse(associate).success).toBe(false);
    expect(priceAdjustmentPatchSchema.safeParse({ ...associate, value: 5 }).success).toBe(true);
  });

  it('reserves 1 to 999 units of a sku', () => {
    const body = { cartId: 'c', productId: 'ABCDEFGH001-M', qty: 1 };
    expect(reserveWithItemRequestSchema.safeParse(body).success).toBe(true);
    expect(reserveWithItemRequestSchema.safeParse({ ...body, qty: 0 }).success).toBe(false);
    expect(reserveWithItemRequestSchema.safeParse({ ...body, productId: 'ABCDEFGH' }).success).toBe(false);
  });

  it('carts answer priceAdjustments', () => {
    const shape = cartSchema.shape.priceAdjustments;
    expect(
      shape.safeParse([
        {
          id: 'a',
          type: 'AMOUNT',
          value: 1,
          amount: 1,
          reasonCode: 'X',
          storeId: '4001',
          storeEmployeeId: 'e',
        },
      ]).success,
    ).toBe(true);
  });
});
