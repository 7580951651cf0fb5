/**
 * Items inside an item (a filter's components, a segment's target): each parsed as a content item
 * when it renders; one that is not a known, valid item is skipped, as at the top level.
 */

import { contentItemSchema } from '../../shared/contract/content';
import type { NestedItem } from '../../shared/contract/content-item-base';
import { ContentItemView, isKnownItem } from './index';

export function NestedItems({ items }: { items: NestedItem[] }) {
  return (
    <>
      {items.map((raw) => {
        const parsed = contentItemSchema.safeParse(raw);
        if (!parsed.success || !isKnownItem(parsed.data)) return null;
        return <ContentItemView key={parsed.data.id} item={parsed.data} />;
      })}
    </>
  );
}
