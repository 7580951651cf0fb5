import type { ContentItemOf } from '../../../shared/contract/content';

/** A titled column of links (the footer call's link lists; usable on any page). */
export function FooterLinks({ item }: { item: ContentItemOf<'footer-links'> }) {
  const titleId = `footer-links-${item.id}`;
  return (
    <nav className="footer-links" aria-labelledby={titleId}>
      <h2 id={titleId} className="footer-links__title">
        {item.title}
      </h2>
      <ul>
        {item.links.map((link) => (
          <li key={link.url}>
            <a
              href={link.url}
              {...(link.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {})}
            >
              {link.text ?? link.url}
            </a>
          </li>
        ))}
      </ul>
    </nav>
  );
}
