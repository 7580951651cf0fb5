import type { ContentItemOf } from '../../../shared/contract/content';
import { Picture } from '../../ui/Picture';
import { colorStyle } from '../colors';

/** A small promotional spot: the whole spot is one link (thumbnail, title, subtitle, call to action). */
export function EspotBanner({ item }: { item: ContentItemOf<'espot-banner'> }) {
  return (
    <a className="espot" href={item.target.url} style={colorStyle(item.colors)}>
      {item.media && (
        <Picture image={item.media} width={240} height={240} className="espot__img" decorative />
      )}
      <span className="espot__body">
        <span className="espot__title">{item.title}</span>
        {item.subtitle && <span className="espot__subtitle">{item.subtitle}</span>}
        {item.target.text && <span className="espot__cta">{item.target.text}</span>}
      </span>
    </a>
  );
}
