import { afterEach, describe, expect, it, vi } from 'vitest';
import { addToast, clearToasts, dismissToast, TOAST_TICK_MS, toastStore } from './toasts';

describe('toasts', () => {
  afterEach(() => {
    clearToasts();
    vi.useRealTimers();
  });

  it('never adds a second toast with the same title', () => {
    expect(addToast({ title: 'A', kind: 'info' })).toBe(true);
    expect(addToast({ title: 'A', kind: 'error' })).toBe(false);
    expect(addToast({ title: 'B', kind: 'info' })).toBe(true);
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual(['A', 'B']);
    dismissToast(toastStore.get().toasts[0]!.id);
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual(['B']);
  });

  it('auto-dismisses on a 200 ms tick', () => {
    vi.useFakeTimers();
    addToast({ title: 'Short', kind: 'info', duration: 1000 });
    addToast({ title: 'Long', kind: 'info', duration: 2000 });
    vi.advanceTimersByTime(TOAST_TICK_MS * 4);
    expect(toastStore.get().toasts).toHaveLength(2);
    vi.advanceTimersByTime(TOAST_TICK_MS);
    expect(toastStore.get().toasts.map((t) => t.title)).toEqual(['Long']);
    vi.advanceTimersByTime(1000);
    expect(toastStore.get().toasts).toEqual([]);
  });
});
