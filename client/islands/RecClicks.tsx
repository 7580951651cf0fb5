/**
 * Reports a click on a recommended card (content spec section 9: a single item on click) for the
 * cards of the block it sits in (the nearest `data-recs` element): their links carry `data-rec-token` (ProductCard's `recToken`).
 * It renders nothing of its own; the cards stay server HTML, the same for every shopper's list.
 * The report goes with `keepalive`, so the navigation the click starts does not cancel it. A plain
 * island (`island-kit/plain-islands.ts`): no React comes for a click on a card.
 */
import { sendRecEvent } from '../api/decision';
import { readSnapshot } from '../state/snapshot';

export const REC_TOKEN_ATTRIBUTE = 'data-rec-token';

/** No props: the cards it listens to say everything (their tokens). */
export type RecClicksProps = Record<string, never>;

/** Listens to the clicks of the block its marker sits in (the click that woke it is replayed). */
export function enhance(marker: Element): void {
  const region = marker.closest<HTMLElement>('[data-recs]');
  const locale = readSnapshot()?.site.locale;
  if (!region || !locale) return;
  region.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${REC_TOKEN_ATTRIBUTE}]`);
    const token = link?.getAttribute(REC_TOKEN_ATTRIBUTE);
    if (token) sendRecEvent(locale, { kind: 'click', recTokens: [token] });
  });
}

export default function RecClicks(_props: RecClicksProps): null {
  return null;
}
