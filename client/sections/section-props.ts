/**
 * What an item component is given by `ContentItemView` (index.tsx): its item, and `NestedItems`,
 * the renderer of the items inside an item (a conditional filter's components, a segment's
 * target). Passed rather than imported: the renderer imports the item components, so they never
 * import it back.
 */
import type { ComponentType } from 'react';
import type { ContentItemOf, ContentItemType } from '../../shared/contract/content';
import type { NestedItem } from '../../shared/contract/content-item-base';

export type NestedItemsView = ComponentType<{ items: NestedItem[] }>;

export type SectionProps<T extends ContentItemType> = {
  item: ContentItemOf<T>;
  NestedItems: NestedItemsView;
};
