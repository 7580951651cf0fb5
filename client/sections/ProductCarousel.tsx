import type { ContentItemOf } from '../../shared/contract/content';
import { ProductCard } from '../components/ProductCard';

/**
 * A horizontal, scroll-snapping list of product cards: a labelled region that scrolls with touch,
 * trackpad or keyboard (the list is focusable) without any script.
 */
export function ProductCarousel({ item }: { item: ContentItemOf<'product-carousel'> }) {
  const titleId = `carousel-${item.id}-title`;
  const grid = item.breakpoints?.lg?.type === 'grid';
  return (
    <section className={`carousel${grid ? ' carousel--grid' : ''}`} aria-labelledby={titleId}>
      <div className="carousel__head">
        <h2 id={titleId} className="carousel__title">
          {item.title}
        </h2>
        {item.subtitle && <p className="carousel__subtitle">{item.subtitle}</p>}
        {item.target?.text && (
          <a className="carousel__link" href={item.target.url}>
            {item.target.text}
          </a>
        )}
      </div>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard */}
      <ul className="carousel__track" tabIndex={0} aria-labelledby={titleId}>
        {item.products.map((card) => (
          <li key={card.id} className="carousel__slide">
            <ProductCard card={card} list={item.title} />
          </li>
        ))}
      </ul>
    </section>
  );
}
