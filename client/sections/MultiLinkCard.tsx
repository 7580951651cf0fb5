/** Multi-link image card (content spec section 3): an image, a title (a link when it has a target) and links. */
import type { ContentItemOf } from '../../shared/contract/content';
import { Picture } from '../ui/Picture';

export function MultiLinkCard({ item }: { item: ContentItemOf<'multi-link-card'> }) {
  return (
    <article className={`multi-link-card multi-link-card--${item.alignment ?? 'left'}`}>
      <Picture image={item.media} width={800} height={600} className="multi-link-card__img" decorative />
      <div className="multi-link-card__body">
        <h2 className="multi-link-card__title">
          {item.titleTarget ? <a href={item.titleTarget.url}>{item.title}</a> : item.title}
        </h2>
        <ul className="multi-link-card__links">
          {item.targets.map((target) => (
            <li key={target.url}>
              <a href={target.url}>{target.text}</a>
            </li>
          ))}
        </ul>
      </div>
    </article>
  );
}
