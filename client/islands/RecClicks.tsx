/**
 * Reports a click on a recommended card (content spec section 9: a single item on click) for the
 * cards of the block it sits in (the nearest `data-recs` element): their links carry `data-rec-token` (ProductCard's `recToken`).
 * It renders nothing of its own; the cards stay server HTML, the same for every shopper's list.
 * The report goes with `keepalive`, so the navigation the click starts does not cancel it.
 */
import { useEffect, useRef } from 'react';
import { sendRecEvent } from '../api/decision';
import { useAppState } from '../state/app';

export const REC_TOKEN_ATTRIBUTE = 'data-rec-token';

/** No props: the cards it listens to say everything (their tokens). */
export type RecClicksProps = Record<string, never>;

export default function RecClicks(_props: RecClicksProps) {
  const { site } = useAppState();
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const region = marker.current?.closest<HTMLElement>('[data-recs]');
    if (!region) return;
    const onClick = (event: MouseEvent) => {
      const link = (event.target as Element | null)?.closest?.(`a[${REC_TOKEN_ATTRIBUTE}]`);
      const token = link?.getAttribute(REC_TOKEN_ATTRIBUTE);
      if (token) sendRecEvent(site.locale, { kind: 'click', recTokens: [token] });
    };
    region.addEventListener('click', onClick);
    return () => region.removeEventListener('click', onClick);
  }, [site.locale]);
  return <span ref={marker} hidden />;
}
