/** The React half of the loader: hydrates one island marker with the prefix it was rendered with. */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useEffect,
  useLayoutEffect,
  useSyncExternalStore,
} from 'react';
import { hydrateRoot } from 'react-dom/client';

/** Inputs whose text a shopper types (not boxes, buttons or files, which have no typed text). */
const TYPED_INPUTS =
  'input:not([type=checkbox],[type=radio],[type=file],[type=hidden],[type=submit],[type=reset],[type=button],[type=image])';

const CHECKABLE_INPUTS = 'input[type=checkbox], input[type=radio]';

/**
 * Puts `typed` back through React's change tracking: the tracked setter sees the server text last,
 * so the input event that follows reaches onChange and a controlled field's state takes the
 * shopper's text. The caret stays where the shopper left it.
 */
const settle = (field: HTMLInputElement | HTMLTextAreaElement, server: string, typed: string) => {
  const { selectionStart, selectionEnd, selectionDirection } = field;
  const proto = Object.getPrototypeOf(field) as HTMLInputElement | HTMLTextAreaElement;
  field.value = server;
  Object.getOwnPropertyDescriptor(proto, 'value')!.set!.call(field, typed);
  // Some input types (email, number) have no selection to put back.
  if (selectionStart !== null && selectionEnd !== null)
    field.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
  field.dispatchEvent(new Event('input', { bubbles: true }));
};

/**
 * Text typed into an island before it has hydrated, or while it hydrates (time-sliced, so the
 * shopper can type until it commits), must survive hydration:
 * - React 19 writes a textarea's server text back into it when it hydrates it: typed text is lost,
 *   and an untouched textarea's caret goes back to the start (a gift message typed as the cart
 *   hydrated went out as the old text). Until the island commits, each of its textareas ignores
 *   writes of its server text.
 * - Inputs keep their text and boxes their state, but a controlled one's state still holds the
 *   server's, and the island's next render (useHydrated renders once more right after) writes it
 *   back: a quantity typed before the cart hydrated went back to 1, a size picked went unpicked.
 * Returns the release, run at the commit: every field whose text or state is no longer the
 * server's is changed again as React hears it, so a controlled one's state takes the shopper's.
 */
export function holdTypedText(root: ParentNode): () => void {
  const proto = HTMLTextAreaElement.prototype;
  const native = {
    value: Object.getOwnPropertyDescriptor(proto, 'value')!,
    defaultValue: Object.getOwnPropertyDescriptor(proto, 'defaultValue')!,
  };
  const held = [...root.querySelectorAll('textarea')].map((area) => {
    const server = area.defaultValue;
    const guards = (['value', 'defaultValue'] as const).map((field) => {
      const guard: PropertyDescriptor = {
        configurable: true,
        get() {
          return native[field].get!.call(this);
        },
        set(next: unknown) {
          if (String(next) !== server) native[field].set!.call(this, next);
        },
      };
      Object.defineProperty(area, field, guard);
      return [field, guard] as const;
    });
    return { area, server, guards };
  });
  return () => {
    for (const { area, server, guards } of held) {
      for (const [field, guard] of guards) {
        if (Object.getOwnPropertyDescriptor(area, field)?.set === guard.set)
          Reflect.deleteProperty(area, field);
      }
      if (area.isConnected && area.value !== server) settle(area, server, area.value);
    }
    // React's hydration set each input's defaultValue (and defaultChecked) to the server's.
    for (const input of root.querySelectorAll<HTMLInputElement>(TYPED_INPUTS)) {
      if (input.value !== input.defaultValue) settle(input, input.defaultValue, input.value);
    }
    for (const box of root.querySelectorAll<HTMLInputElement>(CHECKABLE_INPUTS)) {
      // A radio unchecked by the shopper's pick of another in its group is told by that one.
      if (box.checked === box.defaultChecked || (box.type === 'radio' && !box.checked)) continue;
      // React hears a box change through its click: back to the server's state, tracked, and the
      // shopper's click again (the size picked before the buy box hydrated stays picked).
      box.checked = box.defaultChecked;
      box.click();
    }
  };
}

const noSubscription = () => () => {};
const onClient = () => true;
const onServer = () => false;

function KeepTypedText({
  release,
  committed,
  children,
}: {
  release: () => void;
  committed: () => void;
  children?: ReactNode;
}) {
  useLayoutEffect(release, [release]);
  // A parent's effects run after its children's, and the client render that follows hydration
  // (`useHydrated`: the cart's link becomes its button) comes in the same pass as this one's: once
  // it has run, the island's listeners are all in place (an island that enhances server HTML adds
  // them in an effect) and its final elements stand, so a held click can be replayed.
  const client = useSyncExternalStore(noSubscription, onClient, onServer);
  useEffect(() => {
    if (client) committed();
  }, [client, committed]);
  return children;
}

export function hydrate(
  el: Element,
  component: unknown,
  props: Record<string, unknown>,
  identifierPrefix: string,
): Promise<void> {
  const name = el.getAttribute('name');
  const island = createElement(component as ComponentType<Record<string, unknown>>, props);
  // A transition makes the hydration render time-sliced (React yields every few ms) instead of one
  // blocking task per island, as Next.js and Remix hydrate. A click on a not-yet-hydrated island
  // still hydrates it at once: React's event system forces a dehydrated root through first.
  const release = holdTypedText(el);
  let committed: () => void = () => {};
  const done = new Promise<void>((resolve) => {
    committed = resolve;
  });
  startTransition(() => {
    hydrateRoot(el, createElement(KeepTypedText, { release, committed }, island), {
      identifierPrefix,
      onRecoverableError(error) {
        console.warn(`[islands] ${name} recovered from`, error);
      },
    });
  });
  return done;
}
