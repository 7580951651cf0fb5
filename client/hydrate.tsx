/** The React half of the loader: hydrates one island marker with the prefix it was rendered with. */
import { type ComponentType, createElement } from 'react';
import { hydrateRoot } from 'react-dom/client';

export function hydrate(
  el: Element,
  component: unknown,
  props: Record<string, unknown>,
  identifierPrefix: string,
): void {
  const name = el.getAttribute('name');
  hydrateRoot(el, createElement(component as ComponentType<Record<string, unknown>>, props), {
    identifierPrefix,
    onRecoverableError(error) {
      console.warn(`[islands] ${name} recovered from`, error);
    },
  });
}
