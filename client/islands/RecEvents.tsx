/**
 * Reports a block of recommended cards to the decision service (content spec sections 3 and 9)
 * through the BFF: their impressions once the block is in view (up to `MAX_REC_IMPRESSIONS`), and
 * a single card on click. Each card's links name its position (`REC_ATTRIBUTE`, ProductCard's
 * `recIndex`) and the props hold this shopper's token for each position: the cards' HTML is the
 * same for every shopper shown them, the tokens are the page's. The block is the nearest
 * `data-recs` element around the marker. Impressions count what the shopper could see, not what
 * the server rendered below the results. Reports go with `keepalive`, so the navigation a click
 * starts does not cancel them. A plain island (`island-kit/plain-islands.ts`): no React.
 */
import { MAX_REC_IMPRESSIONS, REC_ATTRIBUTE } from '../../shared/contract/constants';
import { sendRecEvent } from '../api/decision';

/** The page's locale (the BFF's `locale`) and the token of each card, by its position. */
export type RecEventsProps = { locale: string; tokens: string[] };

/** Half the block (one row of cards) in view is a view. */
const SEEN = 0.5;

export function enhance(marker: Element, props: Record<string, unknown>): void {
  const { locale, tokens: byPosition } = props as RecEventsProps;
  const region = marker.closest<HTMLElement>('[data-recs]');
  if (!region || !Array.isArray(byPosition)) return;
  const tokenOf = (link: Element | null | undefined): string | undefined => {
    const token = byPosition[Number(link?.getAttribute(REC_ATTRIBUTE) ?? Number.NaN)];
    return typeof token === 'string' ? token : undefined;
  };
  const tokens = [
    ...new Set(
      [...region.querySelectorAll(`a[${REC_ATTRIBUTE}]`)].map(tokenOf).filter((t) => t !== undefined),
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
    const token = tokenOf((event.target as Element | null)?.closest?.(`a[${REC_ATTRIBUTE}]`));
    if (token) sendRecEvent(locale, { kind: 'click', recTokens: [token] });
  });
}

export default function RecEvents(_props: RecEventsProps): null {
  return null;
}
