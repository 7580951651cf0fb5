/**
 * Toasts (commerce spec section 4): a toast whose title is already shown is not added again; each
 * auto-dismisses, counted down by one timer ticking every 200 ms while any toast is shown.
 */
import { createStore } from './store';

export const TOAST_TICK_MS = 200;
export const TOAST_DURATION_MS = 6000;

export type Toast = {
  id: number;
  title: string;
  message?: string;
  kind: 'info' | 'error';
  /** Milliseconds left before it closes; Infinity keeps it until dismissed. */
  remaining: number;
};

export const toastStore = createStore<{ toasts: readonly Toast[] }>({ toasts: [] });

let nextId = 1;
let timer: ReturnType<typeof setInterval> | undefined;

const tick = () => {
  const left = toastStore
    .get()
    .toasts.map((t) => ({ ...t, remaining: t.remaining - TOAST_TICK_MS }))
    .filter((t) => t.remaining > 0);
  toastStore.set({ toasts: left });
  if (left.length === 0 && timer !== undefined) {
    clearInterval(timer);
    timer = undefined;
  }
};

/** Adds a toast unless one with the same title is shown; returns whether it was added. */
export const addToast = (toast: Omit<Toast, 'id' | 'remaining'> & { duration?: number }): boolean => {
  const { toasts } = toastStore.get();
  if (toasts.some((t) => t.title === toast.title)) return false;
  const { duration = TOAST_DURATION_MS, ...rest } = toast;
  toastStore.set({ toasts: [...toasts, { ...rest, id: nextId++, remaining: duration }] });
  if (timer === undefined) timer = setInterval(tick, TOAST_TICK_MS);
  return true;
};

export const dismissToast = (id: number): void => {
  toastStore.set({ toasts: toastStore.get().toasts.filter((t) => t.id !== id) });
};

/** Drops every toast and stops the ticker (tests, and a page that resets its state). */
export const clearToasts = (): void => {
  toastStore.set({ toasts: [] });
  if (timer !== undefined) clearInterval(timer);
  timer = undefined;
};
