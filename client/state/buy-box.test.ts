import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Price } from '../../shared/contract/product';
import type { CartActionOutcome } from './cart';

const sent = vi.hoisted(() => ({ adds: [] as unknown[], answer: { ok: true } as CartActionOutcome }));
vi.mock('./cart', () => ({
  addToCartAndOpen: vi.fn(
    async (_add: unknown, _messages: unknown, _returnTo: unknown, optimistic: unknown) => {
      sent.adds.push(optimistic);
      return sent.answer;
    },
  ),
}));

const { boundedQty, sendBeforeHydration, sendBuyBoxAdd, takeSentBeforeHydration } = await import('./buy-box');

const price = (lowCurrent: number): Price =>
  ({
    currency: 'USD',
    lowOriginal: lowCurrent,
    highOriginal: lowCurrent,
    lowCurrent,
    highCurrent: lowCurrent,
  }) as Price;

const color = {
  code: 'MOS',
  name: 'Moss',
  swatch: '#353',
  url: '/en-us/p/fleece-ABC',
  price: price(8400),
  variants: [
    { sku: 'ABC-S', size: 'S', stock: 3 },
    { sku: 'ABC-XL', size: 'XL', stock: 2, price: price(9900) },
  ],
  images: [{ url: '/images/ABC/1.svg' }],
};
const add = (sku: string, qty = 1) => ({
  locale: 'en-us',
  messages: {},
  productName: 'Fleece',
  color,
  sku,
  qty,
  maxQty: 10,
});

describe('the buy box add', () => {
  beforeEach(() => {
    sent.adds.length = 0;
  });

  it("lays the size's line on the mini cart at the price the buy box shows for that size", async () => {
    await sendBuyBoxAdd(add('ABC-XL', 2));
    expect(sent.adds).toEqual([
      {
        qty: 2,
        line: {
          sku: 'ABC-XL',
          name: 'Fleece',
          color: 'Moss',
          size: 'XL',
          unitPrice: 9900,
          currency: 'USD',
          image: '/images/ABC/1.svg',
          pdpUrl: '/en-us/p/fleece-ABC',
          maxQty: 10,
        },
      },
    ]);
  });

  it('hands an add sent before hydration to the island once, answered or not', async () => {
    expect(takeSentBeforeHydration()).toBeUndefined();
    sent.answer = { ok: false, errorId: 'INV408', message: 'Only 2 left' };
    const early = sendBeforeHydration(add('ABC-S'));
    const taken = takeSentBeforeHydration();
    expect(taken).toBe(early);
    expect(await taken).toEqual(sent.answer);
    expect(takeSentBeforeHydration()).toBeUndefined();
    expect(sent.adds).toHaveLength(1);
  });

  it('takes a typed quantity from 1 to the most one add may carry', () => {
    expect([boundedQty(0, 10), boundedQty(Number.NaN, 10), boundedQty(3, 10), boundedQty(40, 10)]).toEqual([
      1, 1, 3, 10,
    ]);
  });
});
