/**
 * Audience segmentation (content spec sections 4 and 6): the first target of the segment the
 * request matches (or the test context forces), else the first baseline; nothing, marked empty,
 * when neither applies. Chosen on the server: the page is private, so no one sees another's segment;
 * the target itself reads nothing of the shopper, so its HTML is shared (`shared`).
 */

import { featureAllows } from '../../shared/content/features';
import { chooseSegment } from '../../shared/content/segmentation';
import type { NestedItem } from '../../shared/contract';
import { memoPer } from '../../shared/contract/memo';
import { usePage } from '../island-kit/context';
import { useContentRequest } from './content-request';
import type { SectionProps } from './section-props';

/**
 * The chosen target as a list that stays the same object for as long as the target does, so the
 * nested items' memos and the shared item cache (keyed by object) hit on every page.
 */
const alone = memoPer<NestedItem, 0, NestedItem[]>({ name: 'sections/segment-target', max: 1 });
const listOf = (target: NestedItem): NestedItem[] => alone.of(target).getOrCreate(0, () => [target]);

export function Segmentation({ item, NestedItems }: SectionProps<'segmentation'>) {
  const { site } = usePage();
  const { audience, testSegment } = useContentRequest();
  // Targets promoting a feature this site has off are no choice at all: the next one (or the
  // baseline) shows rather than an empty block.
  const allowed = <T extends object>(targets: T[]) => targets.filter((target) => featureAllows(target, site));
  const offered = {
    segments: item.segments.map((segment) => ({ ...segment, targets: allowed(segment.targets) })),
    baselines: allowed(item.baselines),
  };
  const chosen = chooseSegment(offered, audience, testSegment);
  if (!chosen) return <div className="segmentation" data-segment="" data-empty="true" hidden />;
  return (
    <div className="segmentation" data-segment={chosen.segmentId}>
      <NestedItems items={listOf(chosen.target)} shared />
    </div>
  );
}
