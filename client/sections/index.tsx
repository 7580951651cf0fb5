/**
 * The section renderer: content item `type` → component (one per type of shared/contract/content.ts),
 * each wrapped in a frame carrying its breakpoint visibility and width. Unknown types are not
 * rendered here; the page renderer logs and skips them.
 */
import type { ComponentType } from 'react';
import type {
  ContentItem,
  ContentItemOf,
  ContentItemType,
  ContentSection,
  KnownContentItem,
} from '../../shared/contract/content';
import { escapeHtml } from '../../shared/html/escape';
import { PROMOTION_ATTRIBUTE, promotionOf } from '../../shared/promotion-tracking';
import { usePage } from '../island-kit/context';
import { CategoryCards } from './CategoryCards';
import { frameClass, frameStyle, isItemHidden, itemAnchor } from './frame';
import { GROUP_A } from './group-a';
import { Hero } from './Hero';
import { ImageBanner } from './ImageBanner';
import { ProductCarousel } from './ProductCarousel';
import { RichText } from './RichText';
import { SplitBanner } from './SplitBanner';

export const SECTION_COMPONENTS: { [T in ContentItemType]: ComponentType<{ item: ContentItemOf<T> }> } = {
  hero: Hero,
  'image-banner': ImageBanner,
  'split-banner': SplitBanner,
  'rich-text': RichText,
  'product-carousel': ProductCarousel,
  'category-cards': CategoryCards,
  ...GROUP_A,
};

export const isKnownItem = (item: ContentItem): item is KnownContentItem =>
  Object.hasOwn(SECTION_COMPONENTS, item.type);

/** One content item in its frame. Throws what its component throws (the caller isolates it). */
export function ContentItemView({ item }: { item: KnownContentItem }) {
  const page = usePage();
  if (isItemHidden(item, page)) return null;
  const { tracking } = page;
  const Component = SECTION_COMPONENTS[item.type] as ComponentType<{ item: KnownContentItem }>;
  let promotion: Record<string, number> = {};
  if (item.promotionTracking && tracking) {
    const { promotions } = tracking;
    promotion = { [PROMOTION_ATTRIBUTE]: promotions.length };
    promotions.push(promotionOf(item.promotionTracking, promotions.length + 1));
  }
  return (
    <div
      id={itemAnchor(item.id)}
      className={frameClass(item)}
      style={frameStyle(item)}
      data-item={item.id}
      {...promotion}
    >
      <Component item={item} />
    </div>
  );
}

export const sectionOpenTag = (section: ContentSection): string =>
  `<section class="content-section" data-section="${escapeHtml(section.name)}">`;
export const SECTION_CLOSE_TAG = '</section>';

/** Whole sections in one tree: what `renderToString` of the same page renders (bench baseline). */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: section names need not be unique
        <section key={i} className="content-section" data-section={section.name}>
          {section.items.filter(isKnownItem).map((item) => (
            <ContentItemView key={item.id} item={item} />
          ))}
        </section>
      ))}
    </>
  );
}
