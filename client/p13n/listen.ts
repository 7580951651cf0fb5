/**
 * Wires the recalculate event on a page whose server HTML marks slots that depend on the browser's
 * state (shared/content/recalculate.ts); a page without one listens to nothing. The work itself
 * (`recalculate.ts`) loads with the first event, so the loader stays small. A page restored from
 * the back/forward cache may show a state that changed meanwhile (a line added on another page):
 * it recalculates as well.
 */
import { DEPENDS_ATTRIBUTE, RECALCULATE_EVENT } from '../../shared/content/recalculate';

type Target = Pick<EventTarget, 'addEventListener'>;

export function listenForRecalculate(
  doc: Target & { querySelector(selector: string): unknown },
  win: Target,
  run: () => Promise<unknown>,
): boolean {
  if (!doc.querySelector(`[${DEPENDS_ATTRIBUTE}]`)) return false;
  // A chunk that does not come leaves the slots as they are, like a refused call.
  const recalculate = () => void run().catch(console.error);
  doc.addEventListener(RECALCULATE_EVENT, recalculate);
  win.addEventListener('pageshow', (event) => {
    if ((event as PageTransitionEvent).persisted) recalculate();
  });
  return true;
}
