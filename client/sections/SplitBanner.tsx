import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';
import { useLeadItem } from './lead';
import { Targets } from './Targets';

/** Image on one side, text on the other (stacked on small screens). Rich text here is plain text. */
export function SplitBanner({ item }: { item: ContentItemOf<'split-banner'> }) {
  const lead = useLeadItem();
  const style = { '--fg': item.colors?.text, '--bg': item.colors?.background } as CSSProperties;
  return (
    <div className={`split split--media-${item.mediaPosition}`} style={style}>
      <Picture image={item.media} width={960} height={720} className="split__img" priority={lead} />
      <div className="split__body">
        <h2 className="split__title">{item.title}</h2>
        {item.richText && <p>{item.richText}</p>}
        <Targets targets={item.targets} />
      </div>
    </div>
  );
}
