import { describe, expect, it } from 'vitest';
import { createStore } from './store';

describe('createStore', () => {
  it('replaces its value on every change, so a snapshot read before stays as it was', () => {
    const store = createStore({ count: 0, open: false });
    const before = store.get();
    store.set({ count: 1 });
    expect(before).toEqual({ count: 0, open: false });
    expect(store.get()).toEqual({ count: 1, open: false });
    expect(store.get()).not.toBe(before);
  });

  it('tells each subscriber of a change until it unsubscribes', () => {
    const store = createStore({ count: 0 });
    const seen: number[] = [];
    const stop = store.subscribe(() => seen.push(store.get().count));
    store.set({ count: 1 });
    store.set({ count: 2 });
    stop();
    store.set({ count: 3 });
    expect(seen).toEqual([1, 2]);
  });

  it('keeps the value it started with, which islands hydrate with (the server rendered it)', () => {
    const store = createStore({ count: 0 });
    store.set({ count: 4 });
    expect(store.initial()).toEqual({ count: 0 });
    expect(store.get()).toEqual({ count: 4 });
  });
});
