/** The React half of the loader: hydrates one island marker with the prefix it was rendered with. */
import {
  type ComponentType,
  createElement,
  type ReactNode,
  startTransition,
  useLayoutEffect,
  useState,
} from 'react';
import { hydrateRoot } from 'react-dom/client';

/** The text a shopper typed into a textarea before its island hydrated (value no longer the default). */
export const typedText = (root: ParentNode): Map<HTMLTextAreaElement, string> =>
  new Map(
    [...root.querySelectorAll('textarea')]
      .filter((area) => area.value !== area.defaultValue)
      .map((area) => [area, area.value]),
  );

/**
 * React 19 resets a textarea's value to its server text when it hydrates it (inputs keep theirs),
 * so a gift message typed while the island's code was loading would be lost, and a form posted
 * right after would send the old text. The snapshot is taken when hydration starts rendering, and
 * put back, with an input event so controlled textareas see it too, as soon as it has committed.
 */
function KeepTypedText({ root, children }: { root: Element; children?: ReactNode }) {
  const [typed] = useState(() => typedText(root));
  useLayoutEffect(() => {
    for (const [area, value] of typed) {
      if (!area.isConnected || area.value === value) continue;
      // The prototype's setter, not React's tracked one: a controlled textarea's onChange then fires.
      Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')?.set?.call(area, value);
      area.dispatchEvent(new Event('input', { bubbles: true }));
    }
  }, [typed]);
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
  startTransition(() => {
    hydrateRoot(el, createElement(KeepTypedText, { root: el }, island), {
      identifierPrefix,
      onRecoverableError(error) {
        console.warn(`[islands] ${name} recovered from`, error);
      },
    });
  });
}
