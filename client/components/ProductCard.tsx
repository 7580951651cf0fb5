/** A product tile: image (alternate on hover), title, price, rating and colour swatches. */
import { featureFlags } from '../../shared/config';
import { REC_ATTRIBUTE } from '../../shared/contract/constants';
import type { ProductCard as Card } from '../../shared/contract/product';
import { cardTracking, IMPRESSION_ATTRIBUTE } from '../../shared/tracking';
import { plural } from '../i18n';
import { usePage } from '../island-kit/context';
import { Heart } from '../ui/favorites/Heart';
import { Picture } from '../ui/Picture';
import { Price } from '../ui/Price';
import { Rating } from './Rating';

/** The card's link: relative, or absolute on this host when the site turns relative URLs off. */
export const cardHref = (url: string, relative: boolean, origin: string | undefined): string => {
  const path = url.replace(/^https?:\/\/[^/]+/, '');
  return relative || !origin ? path : `${origin}${path}`;
};

/**
 * `list` names the product list for tracking (a carousel's title, "PLP", "Search"); every card
 * rendered in a page render is a product impression, and its links push the product click.
 */
export function ProductCard({
  card,
  list,
  favorited = false,
  priority = false,
  recIndex,
}: {
  card: Card;
  list?: string;
  /** On the shopper's own favorites page: the heart starts pressed. */
  favorited?: boolean;
  /** In the grid's first row: its image is in the first viewport, so it loads eagerly. */
  priority?: boolean;
  /** A recommended card's position: its links report its token's impression and click (RecEvents). */
  recIndex?: number | undefined;
}) {
  const { site, messages, tracking, origin } = usePage();
  const swatches = card.swatches ?? [];
  const href = cardHref(card.url, featureFlags(site).relativeProductUrls, origin);
  let track: Record<string, number | string> = recIndex === undefined ? {} : { [REC_ATTRIBUTE]: recIndex };
  if (tracking) {
    const listName = list ?? 'Other';
    const position = tracking.impressions.filter((p) => p.list === listName).length + 1;
    track = { ...track, [IMPRESSION_ATTRIBUTE]: tracking.impressions.length };
    tracking.impressions.push(cardTracking(card, site, listName, position));
  }
  return (
    <article className="card">
      <a className="card__media" href={href} tabIndex={-1} aria-hidden="true" {...track}>
        <Picture
          image={card.image}
          width={600}
          height={600}
          priority={priority}
          className="card__img"
          decorative
        />
        {card.hoverImage && (
          <Picture
            image={card.hoverImage}
            width={600}
            height={600}
            className="card__img card__img--alt"
            decorative
          />
        )}
      </a>
      <Heart productId={card.id} name={card.title} pressed={favorited} variant="compact" />
      <h3 className="card__title">
        <a href={href} {...track}>
          {card.title}
        </a>
      </h3>
      <Price price={card.price} ctx={site} messages={messages} />
      {card.rating.showScore && (
        <Rating score={card.rating.score} languageTag={site.languageTag} messages={messages} />
      )}
      {swatches.length > 0 && (
        <div className="card__swatches">
          <ul className="swatch-list" aria-hidden="true">
            {swatches.slice(0, 5).map((s) => (
              <li key={s.code} className="swatch-dot" style={{ background: s.swatch }} title={s.name} />
            ))}
          </ul>
          <span className="card__colors">
            {plural(messages, site.languageTag, 'colorsAvailable', swatches.length)}
          </span>
        </div>
      )}
    </article>
  );
}
