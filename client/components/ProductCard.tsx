/** A product tile: image (alternate on hover), title, price, rating and colour swatches. */
import type { ProductCard as Card } from '../../shared/contract/product';
import { plural } from '../i18n';
import { usePage } from './context';
import { Picture } from './Picture';
import { Price } from './Price';
import { Rating } from './Rating';

export function ProductCard({ card }: { card: Card }) {
  const { site, messages } = usePage();
  const swatches = card.swatches ?? [];
  return (
    <article className="card">
      {/* biome-ignore lint/a11y/useAnchorContent: a duplicate of the title link, hidden from assistive tech and tab order */}
      <a className="card__media" href={card.url} tabIndex={-1} aria-hidden="true">
        <Picture image={card.image} width={600} height={600} className="card__img" decorative />
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
      <h3 className="card__title">
        <a href={card.url}>{card.title}</a>
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
