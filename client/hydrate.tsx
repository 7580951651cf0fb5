/** The React half of the loader: hydrates one island marker with the prefix it was rendered with. */
import { type ComponentType, createElement, type ReactNode, startTransition, useLayoutEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';

/**
 * React 19 writes a textarea's server text back into it when it hydrates it (inputs keep theirs):
 * a textarea typed into loses the shopper's text, an untouched one its caret. Hydration is
 * time-sliced, so the shopper can type before it starts and while it runs, until it commits (a
 * gift message typed then, and posted right after, went out as the old text). Until the island
 * commits, each of its textareas ignores writes of its server text. Returns the release, run at
 * the commit: a textarea whose text is no longer the server's then gets an input event, so a
 * controlled one's state takes the shopper's text.
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
      const typed = area.value;
      if (typed === server || !area.isConnected) continue;
      // React's change tracking (if it wrapped this textarea) must see the server text last, or
      // the input event below would not reach onChange; the caret stays where the shopper left it.
      const { selectionStart, selectionEnd, selectionDirection } = area;
      area.value = server;
      native.value.set!.call(area, typed);
      area.setSelectionRange(selectionStart, selectionEnd, selectionDirection ?? undefined);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
  };
}

function KeepTypedText({ release, children }: { release: () => void; children?: ReactNode }) {
  useLayoutEffect(release, [release]);
  return children;
}

export function hydrate(
  el: Element,
  component: unknown,
  props: Record<string, unknown>,
  identifierPrefix: string,
): void {
  const name = el.getAttribute('name');
  const island = createElement(component as ComponentType<Record<string, unknown>>, props);
  // A transition makes the hydration render time-sliced (React yields every few ms) instead of one
  // blocking task per island, as Next.js and Remix hydrate. A click on a not-yet-hydrated island
  // still hydrates it at once: React's event system forces a dehydrated root through first.
  const release = holdTypedText(el);
  startTransition(() => {
    hydrateRoot(el, createElement(KeepTypedText, { release }, island), {
      identifierPrefix,
      onRecoverableError(error) {
        console.warn(`[islands] ${name} recovered from`, error);
      },
    });
  });
}
