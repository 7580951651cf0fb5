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
  ContentSectionInPreview,
  KnownContentItem,
} from '../../shared/contract/content';
import { escapeHtml } from '../../shared/html/escape';
import { CategoryCards } from './CategoryCards';
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

/**
 * Where a section comes from, for an editor's preview only: the content client adds `editor` in
 * preview mode, so shoppers' HTML never carries these attributes (content spec section 6).
 */
const editorAttributes = (section: ContentSectionInPreview): Record<string, string> =>
  section.editor
    ? {
        'data-content-id': section.editor.contentId,
        'data-content-type': section.editor.contentType,
        'data-section-name': section.name,
      }
    : {};

const sectionAttributes = (section: ContentSection) => ({
  className: 'content-section',
  'data-section': section.name,
  ...editorAttributes(section),
});

export const sectionOpenTag = (section: ContentSection): string => {
  const extra = Object.entries(editorAttributes(section))
    .map(([name, value]) => ` ${name}="${escapeHtml(value)}"`)
    .join('');
  return `<section class="content-section" data-section="${escapeHtml(section.name)}"${extra}>`;
};
export const SECTION_CLOSE_TAG = '</section>';

/** Whole sections in one tree: what `renderToString` of the same page renders (bench baseline). */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: section names need not be unique
        <section key={i} {...sectionAttributes(section)}>
          {section.items.filter(isKnownItem).map((item) => (
            <ContentItemView key={item.id} item={item} />
          ))}
        </section>
      ))}
    </>
  );
}
