/**
 * Audience segmentation (content spec sections 4 and 6): the first target of the segment the
 * request matches (or the test context forces), else the first baseline; nothing, marked empty,
 * when neither applies. Chosen on the server: the page is private, so no one sees another's segment.
 */

import { chooseSegment } from '../../shared/content/segmentation';
import { useContentRequest } from './content-request';
import type { SectionProps } from './section-props';

export function Segmentation({ item, NestedItems }: SectionProps<'segmentation'>) {
  const { audience, testSegment } = useContentRequest();
  const chosen = chooseSegment(item, audience, testSegment);
  if (!chosen) return <div className="segmentation" data-segment="" data-empty="true" hidden />;
  return (
    <div className="segmentation" data-segment={chosen.segmentId}>
      <NestedItems items={[chosen.target]} />
    </div>
  );
}
