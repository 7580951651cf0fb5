import type { ContentItemOf } from '../../shared/contract/content';
import { blocksAText } from '../i18n/content-blocks-a';
import { usePage } from '../island-kit/context';
import { itemAnchor } from './frame';

/** In-page links to other items of the page (each item's frame carries its anchor id). */
export function Anchors({ item }: { item: ContentItemOf<'anchors'> }) {
  const { site } = usePage();
  return (
    <nav className="anchors" aria-label={item.title ?? blocksAText(site.language).onThisPage}>
      {item.title && <p className="anchors__title">{item.title}</p>}
      <ul className="anchors__list">
        {item.links.map((link) => (
          <li key={link.itemId}>
            <a className="anchors__link" href={`#${itemAnchor(link.itemId)}`}>
              {link.text}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
