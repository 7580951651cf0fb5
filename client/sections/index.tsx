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
import { CategoryCards } from './CategoryCards';
import { GROUP_B_SECTIONS } from './group-b';
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
  ...GROUP_B_SECTIONS,
};

export const isKnownItem = (item: ContentItem): item is KnownContentItem =>
  Object.hasOwn(SECTION_COMPONENTS, item.type);

const frameClass = (item: KnownContentItem): string => {
  const classes = ['item', `item--${item.type}`];
  if (item.isFullWidth || item.type === 'hero') classes.push('item--full');
  for (const bp of item.hideOnBreakpoint ?? []) classes.push(`hide-${bp}`);
  return classes.join(' ');
};

/** One content item in its frame. Throws what its component throws (the caller isolates it). */
export function ContentItemView({ item }: { item: KnownContentItem }) {
  const Component = SECTION_COMPONENTS[item.type] as ComponentType<{ item: KnownContentItem }>;
  return (
    <div className={frameClass(item)} data-item={item.id}>
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
