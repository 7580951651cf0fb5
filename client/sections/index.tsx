/**
 * The section renderer: content item `type` → component (one per type of shared/contract/content.ts),
 * each wrapped in a frame carrying its breakpoint visibility and width. Unknown types are not
 * rendered here; the page renderer logs and skips them.
 */
import type { ComponentType } from 'react';
import {
  type ContentItem,
  type ContentItemType,
  type ContentSection,
  type ContentSectionInPreview,
  type KnownContentItem,
  knownItemSchema,
} from '../../shared/contract/content';
import type { NestedItem } from '../../shared/contract/content-item-base';
import { memoPer } from '../../shared/contract/memo';
import { escapeHtml } from '../../shared/html/escape';
import { PROMOTION_ATTRIBUTE, promotionOf } from '../../shared/promotion-tracking';
import { FragmentSlot } from '../components/FragmentSlot';
import { usePage } from '../island-kit/context';
import { CategoryCards } from './CategoryCards';
import { Experiment } from './Experiment';
import { frameClass, frameStyle, isItemHidden, itemAnchor } from './frame';
import { inFrenchTypography } from './french-content';
import { GROUP_A } from './group-a';
import { GROUP_B_SECTIONS } from './group-b';
import { Hero } from './Hero';
import { ImageBanner } from './ImageBanner';
import { LeadItemContext } from './lead';
import { ProductCarousel } from './ProductCarousel';
import { RichText } from './RichText';
import { SplitBanner } from './SplitBanner';
import type { NestedItemsView, SectionProps } from './section-props';

export const SECTION_COMPONENTS: { [T in ContentItemType]: ComponentType<SectionProps<T>> } = {
  hero: Hero,
  'image-banner': ImageBanner,
  'split-banner': SplitBanner,
  'rich-text': RichText,
  'product-carousel': ProductCarousel,
  'category-cards': CategoryCards,
  ...GROUP_A,
  ...GROUP_B_SECTIONS,
  experiment: Experiment,
};

export const isKnownItem = (item: ContentItem): item is KnownContentItem =>
  Object.hasOwn(SECTION_COMPONENTS, item.type) && !('malformed' in item);

/**
 * One content item in its frame; `lead` when it is the page's first (its image loads eagerly).
 * Throws what its component throws (the caller isolates it).
 */
export function ContentItemView({ item: sent, lead = false }: { item: KnownContentItem; lead?: boolean }) {
  const page = usePage();
  if (isItemHidden(sent, page)) return null;
  // The one place content text gets the language's typography (French no-break spaces).
  const item = inFrenchTypography(sent, page.site.language);
  const { tracking } = page;
  const Component = SECTION_COMPONENTS[item.type] as ComponentType<{
    item: KnownContentItem;
    NestedItems: NestedItemsView;
  }>;
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
      <LeadItemContext.Provider value={lead}>
        <Component item={item} NestedItems={NestedItems} />
      </LeadItemContext.Provider>
    </div>
  );
}

/**
 * A nested list's items parsed, by position, once per list (the upstream cache's object, kept for
 * its life): parsing them on every render cost a content page about 0.1 ms of CPU, and a parsed
 * item that stays the same object lets the memos keyed on it (its French copy) hit.
 */
const parsedNested = memoPer<NestedItem[], number, KnownContentItem | null>({
  name: 'sections/nested-items',
  max: 64,
});

// The known items' schema alone: a known type that does not parse is skipped here rather than
// handed to its component, whose failure would take down the item holding it (a segment, a slot).
const parseNested = (raw: NestedItem): KnownContentItem | null => {
  const parsed = knownItemSchema.safeParse(raw);
  return parsed.success && isKnownItem(parsed.data) ? parsed.data : null;
};

/**
 * Items inside an item (a filter's components, a segment's target, the footer's items): each parsed
 * as a content item; one that is not a known, valid item is skipped, as at the top level.
 */
export function NestedItems({ items, shared = false }: { items: NestedItem[]; shared?: boolean }) {
  return (
    <>
      {nestedItemsOf(items).map((item) =>
        !item ? null : shared ? (
          <SharedItemView key={item.id} item={item} lead={false} />
        ) : (
          <ContentItemView key={item.id} item={item} />
        ),
      )}
    </>
  );
}

/** A nested list's items, parsed once per list (`parsedNested`); null where one is skipped. */
export const nestedItemsOf = (items: NestedItem[]): (KnownContentItem | null)[] => {
  const parsed = parsedNested.of(items);
  return items.map((raw, index) => parsed.getOrCreate(index, () => parseNested(raw)));
};

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

/**
 * An item left to the page renderer, which reuses its HTML across requests when it reads nothing of
 * the shopper (`worker/render/shared-lists.tsx`); in place outside a page render, or when it does.
 */
function SharedItemView({ item, lead }: { item: KnownContentItem; lead: boolean }) {
  const view = () => <ContentItemView item={item} lead={lead} />;
  const slot = usePage().sharedItem?.(item, view, lead);
  return slot ? <FragmentSlot name={slot} /> : view();
}

/** Whole sections in one tree: what `renderToString` of the same page renders (bench baseline). */
export function ContentSections({ sections }: { sections: ContentSection[] }) {
  return (
    <>
      {sections.map((section, i) => (
        // biome-ignore lint/suspicious/noArrayIndexKey: section names need not be unique
        <section key={i} {...sectionAttributes(section)}>
          {section.items.map((item, j) =>
            isKnownItem(item) ? <SharedItemView key={item.id} item={item} lead={i === 0 && j === 0} /> : null,
          )}
        </section>
      ))}
    </>
  );
}
