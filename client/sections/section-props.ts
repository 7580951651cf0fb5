/**
 * What an item component is given by `ContentItemView` (index.tsx): its item, and `NestedItems`,
 * the renderer of the items inside an item (a conditional filter's components, a segment's
 * target). Passed rather than imported: the renderer imports the item components, so they never
 * import it back.
 */
import type { ComponentType } from 'react';
import type { ContentItemOf, ContentItemType } from '../../shared/contract/content';
import type { NestedItem } from '../../shared/contract/content-item-base';

/**
 * `shared`: each item's HTML is reused across shoppers when it reads nothing of them
 * (`worker/render/shared-lists.tsx`). Only for a parent that gives its items no context of its own
 * (an experiment's or a segment's choice): a shared item renders apart from its parent's tree.
 */
export type NestedItemsView = ComponentType<{ items: NestedItem[]; shared?: boolean }>;

export type SectionProps<T extends ContentItemType> = {
  item: ContentItemOf<T>;
  NestedItems: NestedItemsView;
};
