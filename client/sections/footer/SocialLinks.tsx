import type { ContentItemOf } from '../../../shared/contract/content';
import { blocksAText } from '../../i18n/content-blocks-a';
import { usePage } from '../../island-kit/context';
import { SocialIcon } from './SocialIcon';

/** The brand's social accounts as labelled icon links (the network's glyph in a round badge, its name as text). */
export function SocialLinks({ item }: { item: ContentItemOf<'social-links'> }) {
  const { site } = usePage();
  const label = item.title ?? blocksAText(site.language).follow;
  return (
    <nav className="social-links" aria-label={label}>
      {item.title && <p className="social-links__title">{item.title}</p>}
      <ul className="social-links__list">
        {item.links.map((link) => (
          <li key={link.network}>
            <a
              className={`social-links__link social-links__link--${link.network}`}
              href={link.url}
              target="_blank"
              rel="noopener"
            >
              <SocialIcon network={link.network} />
              <span className="visually-hidden">{link.text}</span>
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
