/** Quantities in the BFF's bodies are JSON integers: nothing is coerced (`"0x10"` was 16). */
import { describe, expect, it } from 'vitest';
import { addToCartBodySchema, quantitySchema, updateQtyBodySchema } from './index';
import { moveToCartBodySchema } from './wishlists';

const SKU = 'RL597W7FTEA-M';
const NOT_INTEGERS: unknown[] = [
  '0x10',
  '1e1',
  ' 5 ',
  '5',
  '',
  [3],
  true,
  false,
  null,
  1.5,
  Number.NaN,
  Infinity,
];

describe('quantitySchema', () => {
  it('takes a JSON integer within its range', () => {
    expect(quantitySchema(99).parse(1)).toBe(1);
    expect(quantitySchema(99).parse(99)).toBe(99);
  });

  it.each(NOT_INTEGERS)('refuses %j', (value) => {
    const result = quantitySchema(99).safeParse(value);
    expect(result.success).toBe(false);
    expect(result.error?.issues[0]?.message).toBe('Quantity must be a whole number');
  });

  it('refuses what is out of range, saying which bound', () => {
    expect(quantitySchema(99).safeParse(0).error?.issues[0]?.message).toBe('Quantity must be at least 1');
    expect(quantitySchema(99).safeParse(100).error?.issues[0]?.message).toBe('Quantity must be at most 99');
  });
});

describe.each([
  ['add to cart', addToCartBodySchema, { productId: SKU }],
  ['quantity change', updateQtyBodySchema, {}],
  ['move to cart', moveToCartBodySchema, { productId: SKU }],
])('%s body', (_name, schema, rest) => {
  it('takes a JSON number', () => {
    expect(schema.parse({ ...rest, qty: 3 })).toMatchObject({ qty: 3 });
  });

  it.each(NOT_INTEGERS)('refuses qty %j', (qty) => {
    expect(schema.safeParse({ ...rest, qty }).success).toBe(false);
  });
});

it('a missing quantity is the default where there is one', () => {
  expect(addToCartBodySchema.parse({ productId: SKU }).qty).toBe(1);
  expect(moveToCartBodySchema.parse({ productId: SKU }).qty).toBe(1);
  expect(updateQtyBodySchema.safeParse({}).success).toBe(false);
});
