import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';
import { useLeadItem } from './lead';
import { Targets } from './Targets';

/** An image with a text overlay aligned left, centre or right. */
export function ImageBanner({ item }: { item: ContentItemOf<'image-banner'> }) {
  const lead = useLeadItem();
  return (
    <div className={`banner banner--${item.alignment ?? 'left'}`}>
      <Picture image={item.media} width={1600} height={600} className="banner__img" priority={lead} />
      <div className="banner__body">
        <h2 className="banner__title">{item.title}</h2>
        {item.subtitle && <p>{item.subtitle}</p>}
        <Targets targets={item.targets} variant="light" />
      </div>
    </div>
  );
}
