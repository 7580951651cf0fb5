import type { ContentItemOf } from '../../../shared/contract/content';
import { Picture } from '../../ui/Picture';
import { colorStyle } from '../colors';

/** An image beside a titled menu of links. */
export function MenuBanner({ item }: { item: ContentItemOf<'menu-banner'> }) {
  const titleId = `menu-banner-${item.id}`;
  return (
    <div className="menu-banner" style={colorStyle(item.colors)}>
      <Picture image={item.media} width={960} height={720} className="menu-banner__img" />
      <nav className="menu-banner__body" aria-labelledby={titleId}>
        <h2 id={titleId} className="menu-banner__title">
          {item.title}
        </h2>
        <ul className="menu-banner__links">
          {item.targets.map((target) => (
            <li key={target.url}>
              <a href={target.url}>{target.text ?? target.url}</a>
            </li>
          ))}
        </ul>
      </nav>
    </div>
  );
}
