import { describe, expect, it } from 'vitest';
import { readCart } from './cart';

describe('cart BFF answers', () => {
  it('reads a cart, an absent cart, and refuses anything else', () => {
    const cart = { id: 'b1', items: [], totals: { total: 0 } };
    expect(readCart({ cart })).toBe(cart);
    expect(readCart({ cart: null })).toBeNull();
    expect(readCart({ cart: { id: 'b1' } })).toBeUndefined();
    expect(readCart({})).toBeUndefined();
    expect(readCart(null)).toBeUndefined();
  });
});
