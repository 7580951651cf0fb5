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
 *
 * A mouse press under way as the island hydrates is held to its end: when hydration replaced the
 * element pressed (the cart's link became its button under the pointer), the browser sends no click
 * at all, so the press's release is the click.
 */
export function holdClicks(el: Element, early?: Promise<ClickTaker | undefined>): () => void {
  let held: EventTarget | null = null;
  let point: [x: number, y: number] | null = null;
  let name: string | null | undefined;
  /** What a pointer is down on in the island (a `hold` element), until it comes up. */
  let pressed: Element | null = null;
  // Only the clicks on `hold` elements, where it says: those of the document's elements a
  // delegating island (`wake`) takes over; inside the island, those its server HTML cannot answer
  // (the buy box's links and size radios work as they are, its submit is the early half's).
  const hold = el.getAttribute('hold');
  const scope: Pick<ParentNode, 'querySelectorAll'> &
    Pick<Element, 'addEventListener' | 'removeEventListener'> = el.getAttribute('wake')
    ? el.ownerDocument
    : el;
  /** Whether a control found after hydration is one this hold answers for. */
  const ours = (node: Element | null) => !!node && (hold ? !!node.closest(hold) : el.contains(node));
  const take = (clicked: Element | null, { clientX, clientY }: MouseEvent) => {
    held = clicked;
    point = typeof clientX === 'number' ? [clientX, clientY] : null;
    const control = clicked?.closest?.(CONTROLS);
    name = control && nameOf(control);
    // A doubled tap: the first is taken, the second finds nothing held (or is taken as a repeat).
    void early?.then((half) => {
      if (held === clicked && half?.take?.(clicked as Element)) held = null;
    });
  };
  const onClick = (event: Event) => {
    const clicked = event.target as Element | null;
    if (hold && !clicked?.closest?.(hold)) return;
    event.preventDefault();
    event.stopPropagation();
    take(clicked, event as MouseEvent);
  };
  const onPress = (event: Event) => {
    const at = event.target as Element | null;
    pressed = event.type === 'pointerdown' && (!hold || at?.closest?.(hold)) ? at : null;
  };
  scope.addEventListener('click', onClick, true);
  scope.addEventListener('pointerdown', onPress, true);
  scope.addEventListener('pointerup', onPress, true);
  const replay = () => {
    scope.removeEventListener('click', onClick, true);
    scope.removeEventListener('pointerdown', onPress, true);
    scope.removeEventListener('pointerup', onPress, true);
    let target = held as (EventTarget & { isConnected?: boolean }) | null;
    held = null;
    if (target && !target.isConnected) {
      // The one control of that name, if exactly one is (hydration made it of the one clicked).
      const named = [...(scope.querySelectorAll?.(CONTROLS) ?? [])].filter(
        (control) => ours(control) && nameOf(control) === name,
      );
      const there = point ? el.ownerDocument?.elementFromPoint?.(...point) : null;
      target = name && named.length === 1 ? named[0]! : ours(there ?? null) ? there! : null;
    }
    if (target?.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };
  return () => {
    const press = pressed;
    if (!press) return replay();
    // A press under way: its click is held too, and when hydration replaced what was pressed, a
    // mouse's or a pen's release on the island is that click (a touch's click comes all the same).
    el.ownerDocument.addEventListener(
      'pointerup',
      (event) => {
        if (event.pointerType !== 'touch' && !press.isConnected && ours(event.target as Element))
          take(press, event);
        // The click that follows a pointerup comes in the same task.
        setTimeout(replay);
      },
      { once: true },
    );
  };
}

/**
 * Islands whose controls the shopper can reach before they hydrate hold their clicks: an
 * `interaction` or `companion` island wakes on one, and a `visible` one is on screen while its code
 * is on its way (a "Write a review" that ignored a click, or was disabled meanwhile, was a trap).
 */
export const holdsClicks = (strategy: string | null): boolean =>
  strategy === 'interaction' || strategy === 'visible' || strategy === 'companion';
