/**
 * Test support for the loader and the held clicks (client/loader.test.ts,
 * island-kit/hold-clicks.test.ts): just enough of the DOM, in Node, to drive them with fakes.
 */
import { vi } from 'vitest';

type Listener = (event: unknown) => void;
/** Just enough of an Element for the loader. */
export const fakeElement = (attributes: Record<string, string> = {}) => {
  const attrs = new Map(Object.entries(attributes));
  const listeners = new Map<string, Set<Listener>>();
  return {
    firstElementChild: null,
    parentElement: null,
    getAttribute: (name: string) => attrs.get(name) ?? null,
    hasAttribute: (name: string) => attrs.has(name),
    setAttribute: (name: string, value: string) => attrs.set(name, value),
    addEventListener: (type: string, fn: Listener, options?: boolean | { once?: boolean }) => {
      if (!listeners.has(type)) listeners.set(type, new Set());
      const once = typeof options === 'object' && options.once;
      const listener: Listener = once
        ? (event) => {
            listeners.get(type)?.delete(listener);
            fn(event);
          }
        : fn;
      listeners.get(type)!.add(listener);
    },
    removeEventListener: (type: string, fn: Listener) => listeners.get(type)?.delete(fn),
    dispatch: (type: string) => {
      for (const fn of [...(listeners.get(type) ?? [])]) fn({ type });
    },
    dispatchWith: (type: string, event: unknown) => {
      for (const fn of [...(listeners.get(type) ?? [])]) fn(event);
    },
    listenerCount: () => [...listeners.values()].reduce((n, s) => n + s.size, 0),
  };
};
export const asElement = (el: ReturnType<typeof fakeElement>) => el as unknown as Element;
/** Node has no MouseEvent: the replayed click is a plain Event of that type. */
export const stubMouseEvent = () =>
  vi.stubGlobal(
    'MouseEvent',
    class extends Event {
      constructor(type: string, init?: EventInit) {
        super(type, init);
      }
    },
  );
export const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

/** A target whose `closest` answers for the selectors it is given as matching. */
export const target = (matches: string[]) => ({
  isConnected: true,
  dispatchEvent: vi.fn(),
  closest: (selector: string) => (matches.includes(selector) ? {} : null),
});
/** A control with an accessible name (its `aria-label`), its own `closest` control. */
export const control = (label: string) => {
  const self = {
    isConnected: true,
    dispatchEvent: vi.fn(),
    getAttribute: (name: string) => (name === 'aria-label' ? label : null),
    textContent: '',
    closest: (): unknown => self,
  };
  return self;
};
/** A marker delegating to the document (`wake`, `hold`), with that document's listeners. */
export const delegating = (attributes: Record<string, string>) => {
  const doc = fakeElement();
  const el = Object.assign(fakeElement(attributes), { ownerDocument: doc });
  return { el, doc };
};
