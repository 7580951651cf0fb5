/**
 * Clicks on an island that has not hydrated yet (client/loader.ts): held, then replayed once it
 * has, so a control never ignores a tap or shows disabled while its code is on its way.
 */

/** What answers a held click before React (an island's early half, `EarlyHalf` in the loader). */
export type ClickTaker = {
  /** A click held before hydration: true when it was answered (it is then not replayed). */
  take?: (target: Element) => boolean;
};

/** What a shopper clicks and hydration may rebuild (the cart's link becomes its button). */
const CONTROLS = 'a,button';

/** A control's name as the shopper knows it: its label, else its text. */
const nameOf = (control: Element): string | undefined =>
  (control.getAttribute('aria-label') || control.textContent)?.trim();

/**
 * Holds clicks inside an island (`holdsClicks`) until it is hydrated, then replays the last one on
 * its target: the click that woke the island (a dialog button, say) is not lost, and a no-script
 * fallback link does not navigate away while the island's code is on its way. A click its `early`
 * half takes is answered then and never replayed. The returned function releases the hold (after
 * hydration, or after a failure: then the replayed click takes the no-script path).
 *
 * When hydration replaced what was clicked, the click goes to the control of the same name in the
 * island, else to what stands where the shopper clicked. The name comes first: the page may have
 * moved meanwhile (a phone's header under a bar that changed height, a toast over the point), and a
 * click lost or sent to something else is a trap.
 */
export function holdClicks(el: Element, early?: Promise<ClickTaker | undefined>): () => void {
  let held: EventTarget | null = null;
  let point: [x: number, y: number] | null = null;
  let name: string | null | undefined;
  // Only the clicks on `hold` elements, where it says: those of the document's elements a
  // delegating island (`wake`) takes over; inside the island, those its server HTML cannot answer
  // (the buy box's links and size radios work as they are, its submit is the early half's).
  const hold = el.getAttribute('hold');
  const scope: Pick<ParentNode, 'querySelectorAll'> &
    Pick<Element, 'addEventListener' | 'removeEventListener'> = el.getAttribute('wake')
    ? el.ownerDocument
    : el;
  /** Whether a control found after hydration is one this hold answers for. */
  const ours = (node: Element) => (hold ? !!node.closest(hold) : el.contains(node));
  const onClick = (event: Event) => {
    const clicked = event.target as Element | null;
    if (hold && !clicked?.closest?.(hold)) return;
    event.preventDefault();
    event.stopPropagation();
    held = clicked;
    const { clientX, clientY } = event as MouseEvent;
    point = typeof clientX === 'number' ? [clientX, clientY] : null;
    const control = clicked?.closest?.(CONTROLS);
    name = control && nameOf(control);
    // A doubled tap: the first is taken, the second finds nothing held (or is taken as a repeat).
    void early?.then((half) => {
      if (held === clicked && half?.take?.(clicked as Element)) held = null;
    });
  };
  scope.addEventListener('click', onClick, true);
  return () => {
    scope.removeEventListener('click', onClick, true);
    let target = held as (EventTarget & { isConnected?: boolean }) | null;
    held = null;
    if (target && !target.isConnected) {
      // The one control of that name, if exactly one is (hydration made it of the one clicked).
      const named = [...(scope.querySelectorAll?.(CONTROLS) ?? [])].filter(
        (control) => ours(control) && nameOf(control) === name,
      );
      const there = point ? el.ownerDocument?.elementFromPoint?.(...point) : null;
      target = name && named.length === 1 ? named[0]! : there && ours(there) ? there : null;
    }
    if (target?.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };
}

/**
 * Islands whose controls the shopper can reach before they hydrate hold their clicks: an
 * `interaction` or `companion` island wakes on one, and a `visible` one is on screen while its code
 * is on its way (a "Write a review" that ignored a click, or was disabled meanwhile, was a trap).
 */
export const holdsClicks = (strategy: string | null): boolean =>
  strategy === 'interaction' || strategy === 'visible' || strategy === 'companion';
