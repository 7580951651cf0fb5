/**
 * Site footer from the content API's footer: its link columns, its own content items (rendered like
 * a section's) and the legal line; a failed footer (null) renders only the brand line.
 * With `itemsSlot` the items are a slot the page renderer fills for each page (items may read the
 * request, e.g. an audience segment), while the rest is rendered once for the site.
 */

import { BRAND_NAME } from '../../shared/constants';
import type { Target } from '../../shared/contract/common';
import type { Footer as FooterData } from '../../shared/contract/content';
import { navRegion, navSection } from '../../shared/interaction-tracking';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { NestedItems } from '../sections';
import { inFrenchTypography } from '../sections/french-content';
import { FragmentSlot } from './FragmentSlot';
import { LocationLink } from './LocationLink';

const FooterLink = ({ target }: { target: Target }) => (
  <a
    href={target.url}
    {...(target.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {})}
  >
    {target.text ?? target.url}
  </a>
);

export const FOOTER_ITEMS_SLOT = 'footer-items';

export function Footer({
  footer: sent,
  itemsSlot = false,
}: {
  footer: FooterData | null;
  itemsSlot?: boolean;
}) {
  const { site, messages } = usePage();
  // Its texts in the language's typography (its items get theirs where each renders); the
  // analytics names of its columns (`navSection`) stay as sent.
  const footer = sent && inFrenchTypography(sent, site.language);
  return (
    <footer className="site-footer" {...navRegion('footer')}>
      {footer && footer.columns.length > 0 && (
        <nav className="site-footer__columns" aria-label={t(messages, 'footerNav')}>
          {footer.columns.map((col, i) => (
            <div key={col.id} className="site-footer__col" {...navSection(sent!.columns[i]!.title)}>
              <h2 className="site-footer__title">{col.title}</h2>
              <ul>
                {col.links.map((link) => (
                  <li key={link.url}>
                    <FooterLink target={link} />
                  </li>
                ))}
              </ul>
            </div>
          ))}
        </nav>
      )}
      {footer?.items && footer.items.length > 0 && (
        <div className="site-footer__items">
          {itemsSlot ? <FragmentSlot name={FOOTER_ITEMS_SLOT} /> : <NestedItems items={sent?.items ?? []} />}
        </div>
      )}
      <div className="site-footer__bottom">
        {footer && footer.legalLinks.length > 0 && (
          <ul
            className="site-footer__legal"
            aria-label={t(messages, 'legal')}
            {...navSection(t(messages, 'legal'))}
          >
            {footer.legalLinks.map((link) => (
              <li key={link.url}>
                <FooterLink target={link} />
              </li>
            ))}
          </ul>
        )}
        <LocationLink />
        <p className="site-footer__copyright">{footer?.copyright ?? `© ${BRAND_NAME}`}</p>
      </div>
    </footer>
  );
}
