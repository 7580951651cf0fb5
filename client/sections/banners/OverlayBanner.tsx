import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../../shared/contract/content';
import { GRADIENT_HEIGHTS } from '../../../shared/contract/content-items-a';
import { Picture } from '../../ui/Picture';
import { colorStyle } from '../colors';
import { useLeadItem } from '../lead';
import { Targets } from '../Targets';

/** Text over the image on a gradient (full 35%, focused 50%, off) so it stays readable. */
export function OverlayBanner({ item }: { item: ContentItemOf<'overlay-banner'> }) {
  const lead = useLeadItem();
  const style = {
    ...colorStyle(item.colors),
    '--gradient-h': GRADIENT_HEIGHTS[item.gradient ?? 'full'],
  } as CSSProperties;
  return (
    <div className={`overlay-banner overlay-banner--${item.alignment ?? 'left'}`} style={style}>
      <Picture image={item.media} width={1600} height={700} className="overlay-banner__img" priority={lead} />
      <div className="overlay-banner__body">
        {item.eyebrow && <p className="eyebrow">{item.eyebrow}</p>}
        <h2 className="overlay-banner__title">{item.title}</h2>
        {item.subtitle && <p>{item.subtitle}</p>}
        <Targets targets={item.targets} variant="light" />
      </div>
    </div>
  );
}
