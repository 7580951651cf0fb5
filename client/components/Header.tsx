/**
 * Site header: mobile menu toggle, logo, search (the SearchBox island: a plain GET form until hydrated,
 * then a combobox with suggestions), the mini cart island, then
 * the desktop mega menu. A failed menu (null) renders the header without navigation.
 * With `sharedMenus` the two menus are slots the page renderer fills with HTML it rendered once for
 * the site (they hold nothing of the shopper); without, they render here (one whole-page render).
 */

import { BRAND_NAME } from '../../shared/constants';
import type { Menu } from '../../shared/contract/content';
import { decodeQueryPart } from '../../shared/query-string';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { AccountMenu } from './AccountMenu';
import { FragmentSlot } from './FragmentSlot';
import { InStoreBar } from './InStoreBar';
import { DesktopMenu, MobileMenu } from './MegaMenu';

/** The menus whose reach wakes `MenuKeys`, and the click-mode L1s whose first click it holds. */
const MENU_WAKE = '.mega, #mobile-nav, button[data-mobile-menu]';
const MENU_HOLD = '.mega[data-trigger="click"] .mega__item[data-has-panel] > .mega__l1';

export const MOBILE_MENU_SLOT = 'mobile-menu';
export const DESKTOP_MENU_SLOT = 'desktop-menu';

/**
 * What was searched, or nothing when the link's `q` is not valid percent-encoding (the page is
 * then the 400 page): URLSearchParams would put replacement characters in the box.
 */
export const searchedTerm = (search: string): string =>
  decodeQueryPart(/(?:^|[?&])q=([^&]*)/.exec(search)?.[1] ?? '') ?? '';

export function Header({ menu, sharedMenus = false }: { menu: Menu | null; sharedMenus?: boolean }) {
  const { site, locationPrompt, request } = usePage();
  const home = `/${site.locale}`;
  // On the results page the box still holds what was searched, so it can be refined in place.
  const query = request?.path === `${home}/search` ? searchedTerm(request.search).slice(0, 200) : '';
  const items = menu?.items ?? [];
  return (
    <>
      <InStoreBar />
      <header className="site-header">
        <div className="site-header__bar">
          {items.length === 0 ? (
            <span className="site-header__spacer" />
          ) : sharedMenus ? (
            <FragmentSlot name={MOBILE_MENU_SLOT} />
          ) : (
            <MobileMenu items={items} />
          )}
          <a className="logo" href={home}>
            <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="logo__mark">
              <path d="M2 26 12 9l5 8 4-5 9 14z" fill="currentColor" />
            </svg>
            <span className="logo__text">{BRAND_NAME}</span>
          </a>
          <Island
            name="SearchBox"
            strategy="interaction"
            props={query ? { locale: site.locale, query } : { locale: site.locale }}
          />
          <div className="site-header__actions">
            <AccountMenu />
            {/* Before hydration the cart is a link with the server's count: it waits for React to come with
              another island (an add to cart), or for the shopper to reach for it. */}
            <Island name="MiniCart" strategy="companion" props={{ locale: site.locale }} />
          </div>
        </div>
        {locationPrompt && <Island name="LocationPrompt" strategy="idle" props={locationPrompt} />}
        {items.length > 0 && (
          <>
            {sharedMenus ? (
              <FragmentSlot name={DESKTOP_MENU_SLOT} />
            ) : (
              <DesktopMenu items={items} trigger={menu?.trigger} />
            )}
            {/* The menus open without script (CSS, a popover): React comes as the shopper reaches them,
              and holds only the click-mode L1's first click, which must open its panel. */}
            <Island name="MenuKeys" strategy="interaction" wake={MENU_WAKE} hold={MENU_HOLD} props={{}} />
          </>
        )}
      </header>
    </>
  );
}
