import { describe, expect, it } from 'vitest';
import { readCart, readError } from './cart';

describe('cart BFF answers', () => {
  it('reads the first error detail, or nothing from a body that is not an envelope', () => {
    expect(readError({ errorDetails: [{ errorId: 'INV408', message: 'Only 2 left', details: {} }] })).toEqual(
      {
        errorId: 'INV408',
        message: 'Only 2 left',
      },
    );
    expect(readError({ errorDetails: [] })).toBeUndefined();
    expect(readError('<html>')).toBeUndefined();
    expect(readError(null)).toBeUndefined();
  });

  it('reads a cart, an absent cart, and refuses anything else', () => {
    const cart = { id: 'b1', items: [], totals: { total: 0 } };
    expect(readCart({ cart })).toBe(cart);
    expect(readCart({ cart: null })).toBeNull();
    expect(readCart({ cart: { id: 'b1' } })).toBeUndefined();
    expect(readCart({})).toBeUndefined();
    expect(readCart(null)).toBeUndefined();
  });
});
