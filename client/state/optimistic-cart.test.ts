import { describe, expect, it } from 'vitest';
import type { Cart, CartItem } from '../../shared/contract/cart';
import {
  confirmed,
  isPendingLine,
  type OptimisticLine,
  refused,
  shownCart,
  trackOf,
  withPending,
} from './optimistic-cart';

const line = (sku: string, unitPrice = 5000): OptimisticLine => ({
  sku,
  name: 'Trail Jacket',
  color: 'Moss',
  size: 'M',
  unitPrice,
  currency: 'USD',
  image: '/images/products/ABC/1.svg',
  pdpUrl: '/en-us/p/trail-jacket-ABC',
  maxQty: 10,
});

const item = (id: string, sku: string, qty: number, amount: number): CartItem =>
  ({
    id,
    productId: sku,
    name: 'Answered',
    color: 'Moss',
    size: 'M',
    qty,
    bonus: false,
    isCustoms: false,
    price: { amount, rowTotal: amount * qty, priceAfterItemDiscount: 0, priceAfterOrderDiscount: 0 },
  }) as CartItem;

const cart = (items: CartItem[], itemTotal: number): Cart =>
  ({
    id: 'b1',
    items,
    totalItems: items.reduce((n, i) => n + i.qty, 0),
    currency: 'USD',
    totals: {
      itemTotal,
      itemSubTotal: itemTotal,
      total: itemTotal + 800,
      totalWithoutTax: itemTotal,
      netAmount: itemTotal,
      remainingToPay: itemTotal + 800,
      totalUnits: items.reduce((n, i) => n + i.qty, 0),
      shipping: 800,
      tax: 0,
    },
    flash: [],
    customerNotifications: [],
  }) as unknown as Cart;

describe('the optimistic cart', () => {
  it('an add to an empty cart shows its line at once, with the totals it adds', () => {
    const shown = shownCart(withPending(trackOf(null), { id: 1, line: line('SKU-1'), qty: 2 }))!;
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({
      productId: 'SKU-1',
      name: 'Trail Jacket',
      color: 'Moss',
      size: 'M',
      qty: 2,
      productImageURL: '/images/products/ABC/1.svg',
      pdpUrl: '/en-us/p/trail-jacket-ABC',
      price: { amount: 5000, rowTotal: 10000 },
    });
    expect(isPendingLine(shown.items[0]!)).toBe(true);
    expect(shown.totals).toMatchObject({ itemTotal: 10000, total: 10000, totalUnits: 2, currency: 'USD' });
    expect(shown.totalItems).toBe(2);
  });

  it('an add of a sku already in the cart raises that line, at its own price', () => {
    const before = cart([item('l1', 'SKU-1', 1, 4000)], 4000);
    const shown = shownCart(withPending(trackOf(before), { id: 1, line: line('SKU-1'), qty: 1 }))!;
    expect(shown.items).toHaveLength(1);
    expect(shown.items[0]).toMatchObject({ id: 'l1', qty: 2, price: { rowTotal: 8000 } });
    expect(shown.totals.totalUnits).toBe(2);
    // The confirmed cart itself is left as it was.
    expect(before.items[0]!.qty).toBe(1);
  });

  it("the answer replaces the laid line with the BFF's cart (its prices correct the guess)", () => {
    const pending = withPending(trackOf(null), { id: 1, line: line('SKU-1'), qty: 1 });
    const answer = cart([item('l9', 'SKU-1', 1, 4500)], 4500);
    const track = confirmed(pending, 1, answer);
    expect(track.pending).toEqual([]);
    expect(shownCart(track)).toBe(answer);
  });

  it('a refusal takes the line away again: the cart is as it was', () => {
    const before = cart([item('l1', 'SKU-2', 1, 3000)], 3000);
    const track = refused(withPending(trackOf(before), { id: 1, line: line('SKU-1'), qty: 1 }), 1);
    expect(shownCart(track)).toBe(before);
    const raised = refused(withPending(trackOf(before), { id: 2, line: line('SKU-2'), qty: 3 }), 2);
    expect(shownCart(raised)!.items[0]!.qty).toBe(1);
  });

  it('two quick taps: both show; the first answer keeps the second laid on top until its own', () => {
    let track = withPending(trackOf(null), { id: 1, line: line('SKU-1'), qty: 1 });
    track = withPending(track, { id: 2, line: line('SKU-1'), qty: 1 });
    expect(shownCart(track)!.items.map((i) => i.qty)).toEqual([2]);
    // The first answer holds one unit: the second tap's unit still shows on top of it.
    track = confirmed(track, 1, cart([item('l1', 'SKU-1', 1, 5000)], 5000));
    expect(shownCart(track)!.items).toMatchObject([{ id: 'l1', qty: 2 }]);
    // The second answer holds both.
    const both = cart([item('l1', 'SKU-1', 2, 5000)], 10000);
    track = confirmed(track, 2, both);
    expect(shownCart(track)).toBe(both);
  });

  it('two quick taps, the second refused: only the first stays', () => {
    let track = withPending(trackOf(null), { id: 1, line: line('SKU-1'), qty: 1 });
    track = withPending(track, { id: 2, line: line('SKU-3'), qty: 1 });
    expect(shownCart(track)!.items.map((i) => i.productId)).toEqual(['SKU-1', 'SKU-3']);
    track = refused(track, 2);
    expect(shownCart(track)!.items.map((i) => i.productId)).toEqual(['SKU-1']);
    const answer = cart([item('l1', 'SKU-1', 1, 5000)], 5000);
    expect(shownCart(confirmed(track, 1, answer))).toBe(answer);
  });
});
