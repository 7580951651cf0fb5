import type { ContentItemOf } from '../../../shared/contract/content';
import { colorStyle } from '../colors';

/** A one-line strip: the message and its links inline. */
export function ThinBanner({ item }: { item: ContentItemOf<'thin-banner'> }) {
  return (
    <div className={`thin-banner thin-banner--${item.alignment ?? 'center'}`} style={colorStyle(item.colors)}>
      <p className="thin-banner__title">{item.title}</p>
      {item.subtitle && <p className="thin-banner__subtitle">{item.subtitle}</p>}
      {item.targets.map((target) => (
        <a key={target.url} className="thin-banner__link" href={target.url}>
          {target.text ?? target.url}
        </a>
      ))}
    </div>
  );
}
