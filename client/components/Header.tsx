/**
 * Site header: mobile menu toggle, logo, search form (a plain GET form), the mini cart island, then
 * the desktop mega menu. A failed menu (null) renders the header without navigation.
 */

import { BRAND_NAME } from '../../shared/constants';
import type { Menu } from '../../shared/contract/content';
import { t } from '../i18n';
import { usePage } from './context';
import { Island } from './Island';
import { DesktopMenu, MobileMenu } from './MegaMenu';

export function Header({ menu }: { menu: Menu | null }) {
  const { site, messages } = usePage();
  const home = `/${site.locale}`;
  const items = menu?.items ?? [];
  return (
    <header className="site-header">
      <div className="site-header__bar">
        {items.length > 0 ? <MobileMenu items={items} /> : <span className="site-header__spacer" />}
        <a className="logo" href={home}>
          <svg aria-hidden="true" width="28" height="28" viewBox="0 0 32 32" className="logo__mark">
            <path d="M2 26 12 9l5 8 4-5 9 14z" fill="currentColor" />
          </svg>
          <span className="logo__text">{BRAND_NAME}</span>
        </a>
        <search className="site-search">
          <form className="search" method="get" action={`/${site.locale}/search`}>
            <label className="visually-hidden" htmlFor="site-search">
              {t(messages, 'search')}
            </label>
            <input
              id="site-search"
              className="search__input"
              type="search"
              name="q"
              placeholder={t(messages, 'searchPlaceholder')}
              autoComplete="off"
            />
            <button className="search__button icon-button" type="submit">
              <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
                <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
                <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
              <span className="visually-hidden">{t(messages, 'search')}</span>
            </button>
          </form>
        </search>
        <Island name="MiniCart" strategy="idle" props={{ locale: site.locale }} />
      </div>
      {items.length > 0 && (
        <>
          <DesktopMenu items={items} />
          <Island name="MenuKeys" strategy="idle" props={{}} />
        </>
      )}
    </header>
  );
}
