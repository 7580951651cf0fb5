/**
 * The promotional tile that ends a grid's last row (grid-fill.ts): the season's campaign, spanning
 * the cells the cards leave empty at each breakpoint and hidden where the row is already full.
 * Server-rendered, so the listing and article-grid swaps bring it along with the cards.
 */
import type { CSSProperties } from 'react';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { fillSpans, type GridBreakpoint } from '../ui/grid-fill';

export function GridFillTile({
  count,
  columns,
}: {
  count: number;
  columns: Partial<Record<GridBreakpoint, number>>;
}) {
  const { site, messages } = usePage();
  const spans = fillSpans(count, columns);
  const used = Object.entries(spans).filter(([, span]) => span > 0);
  if (used.length === 0) return null;
  const style = Object.fromEntries(used.map(([bp, span]) => [`--fill-${bp}`, span])) as CSSProperties;
  const data = Object.fromEntries(Object.entries(spans).map(([bp, span]) => [`data-fill-${bp}`, span]));
  return (
    <li className="grid-fill" style={style} {...data}>
      <a className="promo-tile" href={`/${site.locale}/campaign`}>
        <img
          className="promo-tile__img"
          src="/images/content/campaign-layers.svg"
          alt=""
          width={1600}
          height={900}
          loading="lazy"
          decoding="async"
        />
        <span className="promo-tile__text">
          <span className="promo-tile__eyebrow">{t(messages, 'promoTileEyebrow')}</span>
          <span className="promo-tile__title">{t(messages, 'promoTileTitle')}</span>
          <span className="promo-tile__cta">{t(messages, 'promoTileCta')}</span>
        </span>
      </a>
    </li>
  );
}
