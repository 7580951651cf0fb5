import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';
import { Targets } from './Targets';

/** Full-width hero: the one image of the page loaded eagerly with high priority. */
export function Hero({ item }: { item: ContentItemOf<'hero'> }) {
  const style = {
    '--fg': item.colors?.text,
    '--bg': item.colors?.background,
  } as CSSProperties;
  return (
    <div className="hero" style={style}>
      <Picture image={item.media} width={1600} height={800} priority className="hero__img" />
      <div className="hero__body">
        {item.eyebrow && <p className="eyebrow">{item.eyebrow}</p>}
        <h2 className="hero__title">{item.title}</h2>
        {item.subtitle && <p className="hero__subtitle">{item.subtitle}</p>}
        <Targets targets={item.targets} variant="light" />
      </div>
    </div>
  );
}
