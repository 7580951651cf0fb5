/** Conditional filter (content spec section 3): its components show only on the pages it lists (or not). */

import { filterShows, pageIdsOf } from '../../shared/content/page-ids';
import type { ContentItemOf } from '../../shared/contract/content';
import { useContentRequest } from './content-request';
import { NestedItems } from './NestedItems';

export function ConditionalFilter({ item }: { item: ContentItemOf<'conditional-filter'> }) {
  const { path } = useContentRequest();
  if (!filterShows(item, pageIdsOf(path))) return null;
  return <NestedItems items={item.components} />;
}
