/**
 * Where focus goes when the entry that held it leaves a list (a cart line removed or saved for
 * later, a saved item moved to the cart or removed): to the entry now in its place, else the one
 * before, else `fallback`. Without this the removed button takes focus with it to the document's
 * body, and a keyboard or screen reader user starts again from the top of the page.
 */
import { type RefObject, useLayoutEffect, useRef } from 'react';

const FOCUSABLE = ['a[href]', 'button:not([disabled])', 'input:not([disabled]):not([type="hidden"])']
  .map((s) => `${s}:not([tabindex="-1"])`)
  .join(', ');

/** Where an entry stood in its list (element children) and how long the list was then. */
type LeftEntry = { index: number; count: number };

/** The place of the entry holding `inside`, to pass to `focusAfterRemoval` once it has gone. */
const entryPlace = (list: Element | null, inside: Element | null): LeftEntry | null => {
  const entries = list ? [...list.children] : [];
  const index = inside ? entries.findIndex((entry) => entry.contains(inside)) : -1;
  return index < 0 ? null : { index, count: entries.length };
};

/**
 * Moves focus once the list is shorter than when the entry stood in it (a render before the answer
 * leaves it alone); true when it did, so the caller forgets the place.
 */
const focusAfterRemoval = (list: Element | null, left: LeftEntry, fallback: HTMLElement | null): boolean => {
  const entries = list ? [...list.children] : [];
  if (entries.length >= left.count) return false;
  const entry = entries[left.index] ?? entries[left.index - 1];
  (entry?.querySelector<HTMLElement>(FOCUSABLE) ?? fallback)?.focus();
  return true;
};

/**
 * An island's list whose entries can leave it: `placeOf` the entry a form belongs to before the
 * request, `left` with that place once the answer has removed it; the render that shows the list
 * without it moves focus (renders before the answer leave focus alone).
 */
export const useFocusAfterRemoval = (
  list: RefObject<Element | null>,
  fallback: RefObject<HTMLElement | null>,
) => {
  const leftAt = useRef<LeftEntry | null>(null);
  useLayoutEffect(() => {
    if (leftAt.current && focusAfterRemoval(list.current, leftAt.current, fallback.current))
      leftAt.current = null;
  });
  return {
    placeOf: (inside: Element | null) => entryPlace(list.current, inside),
    left: (place: LeftEntry | null) => {
      leftAt.current = place;
    },
  };
};
