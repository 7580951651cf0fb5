/**
 * A page rendered to show a refusal (a refused sign-in, a checkout step's "enter your card again")
 * opens with the focus on what went wrong, so a keyboard or screen reader user hears it rather
 * than starting again from the top of the page. The server marks the element with
 * `FOCUS_ON_LOAD` (an alert, or the first field to put right); the island loader (`entry.ts`),
 * which every page loads and which brings no React, calls `focusOnLoad` once. Plain DOM, no
 * imports: it adds a few lines to the loader.
 */

export const FOCUS_ON_LOAD_ATTRIBUTE = 'data-focus-on-load';

/**
 * The props that mark an element to take the focus when the page loads; `tabIndex` -1 lets a
 * message (not itself focusable) take it without joining the tab order.
 */
export const FOCUS_ON_LOAD = { [FOCUS_ON_LOAD_ATTRIBUTE]: '', tabIndex: -1 } as const;

type FocusDocument = {
  activeElement: Element | null;
  body: Element | null;
  location: { hash: string };
  querySelector(selector: string): Element | null;
};

/**
 * Moves the focus to the first marked element, unless the shopper has already put it somewhere,
 * the address names a target of its own (`#…`), or a field takes it by `autofocus` (the browser
 * does that one). True when it moved the focus.
 */
export function focusOnLoad(doc: FocusDocument): boolean {
  const active = doc.activeElement;
  if ((active && active !== doc.body) || doc.location.hash) return false;
  // A closed dialog's autofocus waits for the dialog to open.
  if (doc.querySelector('[autofocus]:not(dialog:not([open]) *)')) return false;
  const target = doc.querySelector(`[${FOCUS_ON_LOAD_ATTRIBUTE}]`) as
    | (Element & { focus?: () => void })
    | null;
  if (!target?.focus) return false;
  target.focus();
  return doc.activeElement === target;
}
