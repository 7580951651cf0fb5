import type { ContentItemOf } from '../../../shared/contract/content';
import { Picture } from '../../ui/Picture';
import { colorStyle } from '../colors';
import { useLeadItem } from '../lead';
import { Targets } from '../Targets';

/** The image, then a text block below it. */
export function BlockBelowBanner({ item }: { item: ContentItemOf<'block-below-banner'> }) {
  const lead = useLeadItem();
  return (
    <div className={`block-below block-below--${item.alignment ?? 'left'}`} style={colorStyle(item.colors)}>
      <Picture image={item.media} width={1600} height={640} className="block-below__img" priority={lead} />
      <div className="block-below__body">
        <h2 className="block-below__title">{item.title}</h2>
        {item.subtitle && <p>{item.subtitle}</p>}
        <Targets targets={item.targets} />
      </div>
    </div>
  );
}
