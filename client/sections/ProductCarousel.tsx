import type { ContentItemOf } from '../../shared/contract/content';
import { ProductCard } from '../components/ProductCard';
import { SharedList } from '../components/SharedList';
import { CarouselFrame } from './carousel/CarouselFrame';

/**
 * Product cards in the one carousel frame (scroll snap first; the island only enhances), the same
 * for every shopper: a shared list keyed by the content item.
 */
export function ProductCarousel({ item }: { item: ContentItemOf<'product-carousel'> }) {
  return (
    <SharedList of={item} name="product-carousel">
      {() => <ProductCarouselFrame item={item} />}
    </SharedList>
  );
}

function ProductCarouselFrame({ item }: { item: ContentItemOf<'product-carousel'> }) {
  return (
    <CarouselFrame
      id={item.id}
      title={item.title}
      subtitle={item.subtitle}
      target={item.target}
      breakpoints={item.breakpoints}
      showPagination={item.showPagination}
      slides={item.products.map((card) => ({
        key: card.id,
        node: <ProductCard card={card} list={item.title} />,
      }))}
    />
  );
}
