/** Conditional filter (content spec section 3): its components show only on the pages it lists (or not). */

import { filterShows, pageIdsOf } from '../../shared/content/page-ids';
import { useContentRequest } from './content-request';
import type { SectionProps } from './section-props';

export function ConditionalFilter({ item, NestedItems }: SectionProps<'conditional-filter'>) {
  const { path } = useContentRequest();
  if (!filterShows(item, pageIdsOf(path))) return null;
  return <NestedItems items={item.components} />;
}
