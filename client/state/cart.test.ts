import { afterEach, describe, expect, it, vi } from 'vitest';
import { CART_INVALID_RELOAD_MS } from '../../shared/constants';
import { RECALCULATE_EVENT } from '../../shared/content/recalculate';
import { en } from '../i18n/en';
import {
  addToCartAndOpen,
  afterNextPaint,
  cartStore,
  expectAddToCart,
  resetCart,
  runCartAction,
  whenMiniCartMayOpen,
} from './cart';
import type { OptimisticLine } from './optimistic-cart';
import { clearToasts, toastStore } from './toasts';

const refused = (errorId: string, message = 'The server says why', details?: Record<string, unknown>) =>
  runCartAction(
    async () => ({ ok: false, error: { errorId, message, ...(details ? { details } : {}) } }),
    en,
    'qty',
  );

describe('cart-level error handling (commerce spec section 8)', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('AUT498: the cart is cleared, a toast says so and the page reloads after 4000 ms', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    resetCart({ id: 'old', items: [] } as never);
    const outcome = await refused('AUT498');
    expect(outcome).toEqual({ ok: false, errorId: 'AUT498', message: en.error_AUT498 });
    expect(cartStore.get().cart).toBeNull();
    expect(toastStore.get().toasts.map((t) => [t.title, t.kind])).toEqual([[en.error_AUT498, 'error']]);
    vi.advanceTimersByTime(CART_INVALID_RELOAD_MS - 1);
    expect(reload).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('INV406 shows the server message; INV408 the maximum when given', async () => {
    expect(await refused('INV406', 'Only sold in stores')).toMatchObject({ message: 'Only sold in stores' });
    expect(await refused('INV408', 'x', { maxQty: 3 })).toMatchObject({
      message: en.error_INV408_max.replace('{maxQty}', '3'),
    });
  });

  it('GWP403 on a quantity change is the max-quantity message, elsewhere also a toast', async () => {
    expect(await refused('GWP403')).toMatchObject({ message: en.error_GWP403_qty });
    expect(toastStore.get().toasts).toHaveLength(0);
    const removed = await runCartAction(
      async () => ({ ok: false, error: { errorId: 'GWP403', message: 'no' } }),
      en,
      'remove',
    );
    expect(removed).toMatchObject({ message: en.error_GWP403 });
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual([en.error_GWP403]);
  });

  it('INV700 is the could-not-be-moved message; an unknown id falls back to the server message', async () => {
    expect(await refused('INV700')).toMatchObject({ message: en.error_INV700_cart });
    expect(await refused('XYZ123', 'Plain words')).toMatchObject({ message: 'Plain words' });
  });
});

describe('addToCartAndOpen (every island that adds: AddToCart, QuickShop, GiftCardBuy, Customize)', () => {
  afterEach(() => {
    clearToasts();
    resetCart(null);
    cartStore.set({ open: false });
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('puts the answered cart in the store and opens the mini cart', async () => {
    const cart = { id: 'b1', items: [{ qty: 2 }], totals: {} } as never;
    expect(await addToCartAndOpen(async () => ({ ok: true, cart }), en)).toEqual({ ok: true });
    expect(cartStore.get().cart).toEqual(cart);
    expect(cartStore.get().open).toBe(true);
  });

  it("readies the mini cart's code before the add is sent, not after its answer", async () => {
    const order: string[] = [];
    whenMiniCartMayOpen(() => order.push('ready'));
    const cart = { id: 'b1', items: [{ qty: 1 }], totals: {} } as never;
    await addToCartAndOpen(async () => {
      order.push('add sent');
      return { ok: true, cart };
    }, en);
    expect(order).toEqual(['ready', 'add sent']);
  });

  it('AUT498: clears the cart, says so in a toast and reloads after 4000 ms; the mini cart stays shut', async () => {
    vi.useFakeTimers();
    const reload = vi.fn();
    vi.stubGlobal('location', { reload });
    resetCart({ id: 'someone-elses', items: [] } as never);
    const outcome = await addToCartAndOpen(
      async () => ({ ok: false, error: { errorId: 'AUT498', message: 'Invalid customer' } }),
      en,
    );
    expect(outcome).toEqual({ ok: false, errorId: 'AUT498', message: en.error_AUT498 });
    expect(cartStore.get().cart).toBeNull();
    expect(cartStore.get().open).toBe(false);
    expect(toastStore.get().toasts.map((t) => [t.title, t.kind])).toEqual([[en.error_AUT498, 'error']]);
    vi.advanceTimersByTime(CART_INVALID_RELOAD_MS);
    expect(reload).toHaveBeenCalledOnce();
  });

  it('an add refused for stock says out of stock; GWP403 also toasts; the details come back for field errors', async () => {
    const refuse = (errorId: string, details?: Record<string, unknown>) =>
      addToCartAndOpen(
        async () => ({ ok: false, error: { errorId, message: 'm', ...(details ? { details } : {}) } }),
        en,
      );
    expect(await refuse('INV700')).toMatchObject({ message: en.error_INV700 });
    expect(await refuse('INV408', { maxQty: 1 })).toMatchObject({
      message: en.error_INV408_max.replace('{maxQty}', '1'),
    });
    expect(await refuse('GWP403')).toMatchObject({ message: en.error_GWP403 });
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual([en.error_GWP403]);
    expect(await refuse('API400', { fields: { text: 'tooLong' } })).toMatchObject({
      details: { fields: { text: 'tooLong' } },
    });
    expect(cartStore.get().open).toBe(false);
  });

  it('a failed request is the generic message and changes nothing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await addToCartAndOpen(async () => {
      throw new TypeError('Failed to fetch');
    }, en);
    expect(outcome).toEqual({ ok: false, errorId: undefined, message: en.genericError });
    expect(cartStore.get().open).toBe(false);
  });
});

/** The buy box's line, laid on the cart before the answer. */
const line: OptimisticLine = {
  sku: 'SKU-1',
  name: 'Trail Jacket',
  color: 'Moss',
  size: 'M',
  unitPrice: 5000,
  currency: 'USD',
  image: '/i.svg',
  pdpUrl: '/en-us/p/x',
  maxQty: 10,
};

describe('an optimistic add (the buy box: the line shows at once)', () => {
  afterEach(() => {
    clearToasts();
    resetCart(null);
    cartStore.set({ open: false });
  });
  /** An add whose answer the test gives when it wants. */
  const deferred = () => {
    let answer!: (result: Awaited<ReturnType<Parameters<typeof addToCartAndOpen>[0]>>) => void;
    const sent = new Promise<Awaited<ReturnType<Parameters<typeof addToCartAndOpen>[0]>>>((resolve) => {
      answer = resolve;
    });
    return { add: () => sent, answer };
  };

  it('opens the mini cart with the line before the answer, then shows the answered cart', async () => {
    const call = deferred();
    const done = addToCartAndOpen(call.add, en, null, { line, qty: 1 });
    await afterNextPaint();
    expect(cartStore.get().open).toBe(true);
    expect(cartStore.get().cart?.items.map((i) => [i.name, i.qty])).toEqual([['Trail Jacket', 1]]);
    const answered = { id: 'b1', items: [{ id: 'l1', productId: 'SKU-1', qty: 1 }], totals: {} } as never;
    call.answer({ ok: true, cart: answered });
    expect(await done).toEqual({ ok: true });
    expect(cartStore.get().cart).toBe(answered);
    expect(cartStore.get().open).toBe(true);
  });

  it('a refusal rolls the line back, closes the mini cart and says why in a toast', async () => {
    const before = { id: 'b1', items: [], totals: {}, totalItems: 0 } as never;
    resetCart(before);
    const call = deferred();
    const done = addToCartAndOpen(call.add, en, null, { line, qty: 1 });
    await afterNextPaint();
    expect(cartStore.get().cart?.items).toHaveLength(1);
    call.answer({ ok: false, error: { errorId: 'INV408', message: 'm', details: { maxQty: 2 } } });
    const outcome = await done;
    const message = en.error_INV408_max.replace('{maxQty}', '2');
    expect(outcome).toMatchObject({ ok: false, message });
    expect(cartStore.get().cart).toBe(before);
    expect(cartStore.get().open).toBe(false);
    expect(toastStore.get().toasts.map((t) => [t.title, t.kind])).toEqual([[message, 'error']]);
  });

  it('a request that fails rolls back with the generic message', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const outcome = await addToCartAndOpen(
      async () => {
        throw new TypeError('Failed to fetch');
      },
      en,
      null,
      { line, qty: 1 },
    );
    expect(outcome).toMatchObject({ ok: false, message: en.genericError });
    expect(cartStore.get().cart).toBeNull();
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual([en.genericError]);
  });

  it('two quick taps: the second stays shown over the first answer until its own comes', async () => {
    const first = deferred();
    const second = deferred();
    const a = addToCartAndOpen(first.add, en, null, { line, qty: 1 });
    const b = addToCartAndOpen(second.add, en, null, { line, qty: 1 });
    await afterNextPaint();
    expect(cartStore.get().cart?.items.map((i) => i.qty)).toEqual([2]);
    const one = {
      id: 'b1',
      items: [{ id: 'l1', productId: 'SKU-1', qty: 1, price: { amount: 5000, rowTotal: 5000 } }],
      totals: {},
      totalItems: 1,
    } as never;
    first.answer({ ok: true, cart: one });
    await a;
    expect(cartStore.get().cart?.items.map((i) => [i.id, i.qty])).toEqual([['l1', 2]]);
    second.answer({ ok: false, error: { errorId: 'INV700', message: 'gone' } });
    await b;
    expect(cartStore.get().cart).toBe(one);
    // The first add still holds its line: the mini cart stays open on it.
    expect(cartStore.get().open).toBe(true);
  });
});

describe("the mini cart's code on a page with an add to cart", () => {
  it('is fetched as the buy box hydrates, whichever of the two islands comes first', () => {
    const ready = vi.fn();
    whenMiniCartMayOpen(ready);
    expect(ready).not.toHaveBeenCalled();
    expectAddToCart();
    expect(ready).toHaveBeenCalledOnce();
    const later = vi.fn();
    whenMiniCartMayOpen(later);
    expect(later).toHaveBeenCalledOnce();
  });
});

describe('the recalculate event (shared/content/recalculate.ts)', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    resetCart(null);
    cartStore.set({ open: false });
  });
  /** The document's recalculate events, from now on. */
  const heard = () => {
    const doc = new EventTarget();
    const reasons: unknown[] = [];
    doc.addEventListener(RECALCULATE_EVENT, (event) => reasons.push((event as CustomEvent).detail));
    vi.stubGlobal('document', doc);
    return reasons;
  };
  const cartOf = (lines: [string, number][]) =>
    ({
      id: 'b1',
      items: lines.map(([sku, qty], i) => ({ id: `l${i}`, productId: sku, qty })),
      totals: {},
    }) as never;
  const answered = (cart: unknown) => runCartAction(async () => ({ ok: true, cart }) as never, en, 'qty');

  it("is announced when the BFF's cart changes its lines: not for an optimistic line, nor the same lines", async () => {
    resetCart(null);
    const reasons = heard();
    let answer!: (result: never) => void;
    const sent = new Promise<never>((resolve) => {
      answer = resolve;
    });
    const done = addToCartAndOpen(() => sent, en, null, { line, qty: 1 });
    await afterNextPaint();
    // Shown at once, but not the cart yet: a decision would not hear of it.
    expect(cartStore.get().cart?.items).toHaveLength(1);
    expect(reasons).toEqual([]);
    answer({ ok: true, cart: cartOf([['SKU-1', 1]]) } as never);
    await done;
    expect(reasons).toEqual([{ reason: 'cart' }]);
    // The same lines again (a coupon, a delivery choice): nothing the decision hears changed.
    await answered(cartOf([['SKU-1', 1]]));
    expect(reasons).toHaveLength(1);
    await answered(cartOf([['SKU-1', 2]]));
    await answered(cartOf([]));
    expect(reasons).toEqual([{ reason: 'cart' }, { reason: 'cart' }, { reason: 'cart' }]);
  });
});
