import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';

/** A grid of category tiles (image + title), each one link. */
export function CategoryCards({ item }: { item: ContentItemOf<'category-cards'> }) {
  return (
    <div className="category-cards">
      {item.title && <h2 className="section-title">{item.title}</h2>}
      <ul className="category-cards__grid">
        {item.cards.map((card) => (
          <li key={card.id}>
            <a className="category-card" href={card.target.url}>
              <Picture
                image={card.media}
                width={600}
                height={750}
                className="category-card__img"
                decorative
              />
              <span className="category-card__title">{card.title}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
