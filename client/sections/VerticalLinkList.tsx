import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';

/**
 * Links with an image preview: each entry carries its own image, stacked in one preview area; the
 * hovered or focused entry's image fades in over 500 ms (CSS `:hover`/`:focus-within`/`:has`, no
 * script), the first entry's while none is.
 */
export function VerticalLinkList({ item }: { item: ContentItemOf<'vertical-link-list'> }) {
  return (
    <div className="vlist">
      {item.title && <h2 className="section-title">{item.title}</h2>}
      <ul className="vlist__items">
        {item.items.map((entry) => (
          <li key={entry.id} className="vlist__item">
            <a className="vlist__link" href={entry.mediaTarget.url}>
              {entry.title}
            </a>
            <Picture image={entry.media} width={800} height={1000} className="vlist__img" decorative />
          </li>
        ))}
      </ul>
    </div>
  );
}
