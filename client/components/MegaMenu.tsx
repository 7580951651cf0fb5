/**
 * Mega menu (content spec section 2): three levels, rendered twice. Desktop: L1 links whose panels
 * open on hover and, without script, on keyboard focus (CSS `:hover`/`:focus-within`). The MenuKeys
 * island turns the bar into the WAI-ARIA disclosure navigation with top-level links: each L1 with a
 * panel gets its toggle button (rendered `hidden`: a dead button without script), Tab walks the bar
 * rather than every link of every panel, and Escape closes back on the toggle. Mobile: a Menu
 * button opening the navigation as a popover (the top layer: nothing in the header lies over it;
 * opens and closes on Escape without script; the island keeps `aria-expanded` and the focus right),
 * `<details>` accordions for L1 and L2, L3 as links.
 */
import { featureFlags } from '../../shared/config';
import type { MegaMenuNode } from '../../shared/contract/content';
import { navRegion, navSection } from '../../shared/interaction-tracking';
import { t } from '../i18n';
import { usePage } from '../island-kit/context';
import { columnsOf, showL1ShopAll, showL2ShopAllOnMobile } from './mega-menu-rules';

/** The phone menu's popover, named by its toggle (`popovertarget`, `aria-controls`). */
const MOBILE_NAV_ID = 'mobile-nav';

const linkProps = (node: MegaMenuNode) => ({
  href: node.target.url,
  ...(node.target.targetAttribute === '_blank' ? { target: '_blank', rel: 'noopener' } : {}),
});

/** The desktop panel of an L1, named by its toggle's `aria-controls`. */
const panelId = (node: MegaMenuNode) => `mega-panel-${node.id.replace(/[^\w-]/g, '-')}`;

function ShopAll({ node, className }: { node: MegaMenuNode; className: string }) {
  const { messages } = usePage();
  return (
    <a className={className} href={node.target.url}>
      {node.overrideShopAll ?? t(messages, 'shopAll', { title: node.title })}
    </a>
  );
}

/** `trigger` click: panels open on click (the MenuKeys island), not on hover; focus opens them either way. */
export function DesktopMenu({
  items,
  trigger = 'hover',
}: {
  items: MegaMenuNode[];
  trigger?: 'hover' | 'click';
}) {
  const { messages } = usePage();
  return (
    <nav
      className="mega"
      aria-label={t(messages, 'mainNav')}
      data-mega=""
      data-trigger={trigger}
      {...navRegion('top')}
    >
      <ul className="mega__bar">
        {items.map((l1) => {
          const columns = columnsOf(l1);
          return (
            <li
              key={l1.id}
              className="mega__item"
              data-has-panel={columns.length ? '' : undefined}
              {...navSection(l1.title)}
            >
              <a className="mega__l1" {...linkProps(l1)}>
                {l1.title}
              </a>
              {columns.length > 0 && (
                <>
                  <button
                    type="button"
                    className="mega__toggle"
                    aria-expanded="false"
                    aria-controls={panelId(l1)}
                    hidden
                  >
                    <span className="visually-hidden">{t(messages, 'menuOf', { title: l1.title })}</span>
                    <svg aria-hidden="true" width="12" height="12" viewBox="0 0 12 12">
                      <path d="M2 4l4 4 4-4" fill="none" stroke="currentColor" strokeWidth="1.6" />
                    </svg>
                  </button>
                  <div className="mega__panel" id={panelId(l1)}>
                    <div className="mega__inner">
                      {columns.map((col) => (
                        <div key={col.id} className="mega__col">
                          {col.title && <p className="mega__col-title">{col.title}</p>}
                          <ul className="mega__l2-list">
                            {col.children.map((l2) => (
                              <li key={l2.id}>
                                <a className="mega__l2" {...linkProps(l2)}>
                                  {l2.title}
                                </a>
                                {l2.children && l2.children.length > 0 && (
                                  <ul className="mega__l3-list">
                                    {l2.children.map((l3) => (
                                      <li key={l3.id}>
                                        <a className="mega__l3" {...linkProps(l3)}>
                                          {l3.title}
                                        </a>
                                      </li>
                                    ))}
                                  </ul>
                                )}
                              </li>
                            ))}
                          </ul>
                        </div>
                      ))}
                      {showL1ShopAll(l1) && <ShopAll node={l1} className="mega__shop-all" />}
                    </div>
                  </div>
                </>
              )}
            </li>
          );
        })}
      </ul>
    </nav>
  );
}

export function MobileMenu({ items }: { items: MegaMenuNode[] }) {
  const { site, messages } = usePage();
  const flags = featureFlags(site);
  return (
    <div className="mobile-menu">
      <button
        type="button"
        className="icon-button mobile-menu__toggle"
        aria-label={t(messages, 'menu')}
        aria-controls={MOBILE_NAV_ID}
        popoverTarget={MOBILE_NAV_ID}
        data-mobile-menu=""
      >
        <svg aria-hidden="true" width="24" height="24" viewBox="0 0 24 24">
          <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
        </svg>
      </button>
      <nav
        id={MOBILE_NAV_ID}
        className="mobile-nav"
        aria-label={t(messages, 'mainNav')}
        popover="auto"
        {...navRegion('mobile')}
      >
        <ul className="mobile-nav__l1">
          {items.map((l1) => {
            const l2s = columnsOf(l1).flatMap((c) => c.children);
            if (l2s.length === 0)
              return (
                <li key={l1.id} {...navSection(l1.title)}>
                  <a className="mobile-nav__link" {...linkProps(l1)}>
                    {l1.title}
                  </a>
                </li>
              );
            return (
              <li key={l1.id} {...navSection(l1.title)}>
                <details className="accordion">
                  <summary className="mobile-nav__link">{l1.title}</summary>
                  <ul className="mobile-nav__l2">
                    {showL1ShopAll(l1) && (
                      <li>
                        <ShopAll node={l1} className="mobile-nav__link mobile-nav__shop-all" />
                      </li>
                    )}
                    {l2s.map((l2) => (
                      <li key={l2.id}>
                        {l2.children?.length ? (
                          <details className="accordion">
                            <summary className="mobile-nav__link">{l2.title}</summary>
                            <ul className="mobile-nav__l3">
                              {showL2ShopAllOnMobile(l2, flags) && (
                                <li>
                                  <ShopAll node={l2} className="mobile-nav__link mobile-nav__shop-all" />
                                </li>
                              )}
                              {l2.children.map((l3) => (
                                <li key={l3.id}>
                                  <a className="mobile-nav__link" {...linkProps(l3)}>
                                    {l3.title}
                                  </a>
                                </li>
                              ))}
                            </ul>
                          </details>
                        ) : (
                          <a className="mobile-nav__link" {...linkProps(l2)}>
                            {l2.title}
                          </a>
                        )}
                      </li>
                    ))}
                  </ul>
                </details>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}
