import type { ContentItemOf } from '../../../shared/contract/content';
import { Picture } from '../../ui/Picture';
import { CarouselFrame } from './CarouselFrame';

/** A collection of content cards (image, title, link), a carousel or a grid per breakpoint. */
export function Collection({ item }: { item: ContentItemOf<'collection'> }) {
  return (
    <CarouselFrame
      id={item.id}
      title={item.title}
      subtitle={item.subtitle}
      target={item.target}
      breakpoints={item.breakpoints}
      variant={item.layoutVariant}
      slides={item.cards.map((card) => ({
        key: card.id,
        node: (
          <a className="content-card" href={card.target.url}>
            <Picture image={card.media} width={800} height={1000} className="content-card__img" decorative />
            <span className="content-card__title">{card.title}</span>
            {card.subtitle && <span className="content-card__subtitle">{card.subtitle}</span>}
          </a>
        ),
      }))}
    />
  );
}
