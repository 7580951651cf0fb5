/**
 * The account area's side navigation (every account, orders, favorites and saved-for-later page
 * uses it): links to each part, the current one marked, and sign out as a plain form post so it
 * works without script and can never be triggered by a prefetch or a crawler following a link.
 */
import { type AccountText, accountText } from '../../i18n/account';
import { usePage } from '../../island-kit/context';

export type AccountSection =
  | 'profile'
  | 'addresses'
  | 'paymentMethods'
  | 'orders'
  | 'favorites'
  | 'savedForLater';

const LINKS: readonly { section: AccountSection; path: string; label: keyof AccountText }[] = [
  { section: 'profile', path: '/account', label: 'nav_profile' },
  { section: 'addresses', path: '/account/addresses', label: 'nav_addresses' },
  { section: 'paymentMethods', path: '/account/payment-methods', label: 'nav_paymentMethods' },
  { section: 'orders', path: '/account/orders', label: 'nav_orders' },
  { section: 'favorites', path: '/favorites', label: 'nav_favorites' },
  { section: 'savedForLater', path: '/account/saved-for-later', label: 'nav_savedForLater' },
];

export function AccountNav({ current }: { current: AccountSection }) {
  const { site } = usePage();
  const text = accountText(site.language);
  return (
    <nav aria-label={text.accountNav} className="account-nav">
      <ul>
        {LINKS.map((link) => (
          <li key={link.section}>
            <a
              href={`/${site.locale}${link.path}`}
              aria-current={link.section === current ? 'page' : undefined}
            >
              {text[link.label]}
            </a>
          </li>
        ))}
      </ul>
      <form method="post" action={`/${site.locale}/sign-out`}>
        <button type="submit" className="link-button account-nav__sign-out">
          {text.signOut}
        </button>
      </form>
    </nav>
  );
}

/** An account page: the navigation beside the page's own content. */
export function AccountLayout({
  current,
  title,
  children,
}: {
  current: AccountSection;
  title: string;
  children: React.ReactNode;
}) {
  return (
    <div className="page account-page">
      <AccountNav current={current} />
      <div className="account-page__main">
        <h1>{title}</h1>
        {children}
      </div>
    </div>
  );
}
