/**
 * Reports a block of recommended cards to the decision service (content spec sections 3 and 9)
 * through the BFF: their impressions once the block is in view (up to `MAX_REC_IMPRESSIONS`, each
 * card's `data-rec-token`, ProductCard's `recToken`), and a single card on click. The block is the
 * nearest `data-recs` element around the marker. Impressions count what the shopper could see, not
 * what the server rendered below the results. Reports go with `keepalive`, so the navigation a
 * click starts does not cancel them. A plain island (`island-kit/plain-islands.ts`): no React.
 */
import { MAX_REC_IMPRESSIONS } from '../../shared/contract/constants';
import { sendRecEvent } from '../api/decision';

export const REC_TOKEN_ATTRIBUTE = 'data-rec-token';

/** The page's locale (the BFF's `locale`); the cards it reports say the rest (their tokens). */
export type RecEventsProps = { locale: string };

/** Half the block (one row of cards) in view is a view. */
const SEEN = 0.5;

export function enhance(marker: Element, props: Record<string, unknown>): void {
  const { locale } = props as RecEventsProps;
  const region = marker.closest<HTMLElement>('[data-recs]');
  if (!region) return;
  const tokens = [
    ...new Set(
      [...region.querySelectorAll(`a[${REC_TOKEN_ATTRIBUTE}]`)].map(
        (a) => a.getAttribute(REC_TOKEN_ATTRIBUTE)!,
      ),
    ),
  ].slice(0, MAX_REC_IMPRESSIONS);
  if (tokens.length > 0) {
    const seen = new IntersectionObserver(
      (entries) => {
        if (!entries.some((e) => e.intersectionRatio >= SEEN)) return;
        seen.disconnect();
        sendRecEvent(locale, { kind: 'impression', recTokens: tokens });
      },
      { threshold: SEEN },
    );
    seen.observe(region);
  }
  region.addEventListener('click', (event) => {
    const link = (event.target as Element | null)?.closest?.(`a[${REC_TOKEN_ATTRIBUTE}]`);
    const token = link?.getAttribute(REC_TOKEN_ATTRIBUTE);
    if (token) sendRecEvent(locale, { kind: 'click', recTokens: [token] });
  });
}

export default function RecEvents(_props: RecEventsProps): null {
  return null;
}
