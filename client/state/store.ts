/**
 * The stores islands share (cart, product choice, toasts): an immutable value, replaced whole on
 * every change and read through React's `useSyncExternalStore` (`useStore` in `app.tsx`). Three
 * small records need no proxies; this is the store React's own documentation writes, and it keeps
 * a state library off every page's script.
 */
export type Store<T extends object> = {
  get(): T;
  /**
   * The value it started with, which the server rendered too: an island hydrates with it (React's
   * server snapshot), then renders what the store holds now. A cart changed before the mini cart
   * hydrated (an add tapped before React came) would otherwise not match the server's HTML.
   */
  initial(): T;
  /** Merges `patch` into a new value and tells every subscriber. */
  set(patch: Partial<T>): void;
  subscribe(listener: () => void): () => void;
};

export function createStore<T extends object>(initial: T): Store<T> {
  let value = initial;
  const listeners = new Set<() => void>();
  return {
    get: () => value,
    initial: () => initial,
    set(patch) {
      value = { ...value, ...patch };
      for (const listener of listeners) listener();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
