/**
 * The account area's side navigation (every account, orders, favorites and saved-for-later page
 * uses it): links to each part, the current one marked, and sign out as a plain form post so it
 * works without script and can never be triggered by a prefetch or a crawler following a link.
 */
import { featureFlags } from '../../../shared/config';
import { type AccountText, accountText } from '../../i18n/account';
import { loyaltyText } from '../../i18n/loyalty';
import { type ServiceText, serviceText } from '../../i18n/service';
import { usePage } from '../../island-kit/context';

export type AccountSection =
  | 'profile'
  | 'addresses'
  | 'paymentMethods'
  | 'orders'
  | 'favorites'
  | 'savedForLater'
  | 'warranty'
  | 'privacy'
  | 'loyalty';

const LINKS: readonly { section: AccountSection; path: string; label: keyof AccountText }[] = [
  { section: 'profile', path: '/account', label: 'nav_profile' },
  { section: 'addresses', path: '/account/addresses', label: 'nav_addresses' },
  { section: 'paymentMethods', path: '/account/payment-methods', label: 'nav_paymentMethods' },
  { section: 'orders', path: '/account/orders', label: 'nav_orders' },
  { section: 'favorites', path: '/favorites', label: 'nav_favorites' },
  { section: 'savedForLater', path: '/account/saved-for-later', label: 'nav_savedForLater' },
];

/** Customer service's parts of the account, named in its own catalogue. */
const SERVICE_LINKS: readonly { section: AccountSection; path: string; label: keyof ServiceText }[] = [
  { section: 'warranty', path: '/account/warranty', label: 'nav_warranty' },
  { section: 'privacy', path: '/account/privacy', label: 'nav_privacy' },
];

export function AccountNav({ current }: { current: AccountSection }) {
  const { site } = usePage();
  const text = accountText(site.language);
  const service = serviceText(site.language);
  const links: { section: AccountSection; path: string; name: string }[] = [
    ...LINKS.map((link) => ({ ...link, name: text[link.label] })),
    ...SERVICE_LINKS.map((link) => ({ ...link, name: service[link.label] })),
  ];
  // The club only where the site runs it: a site without it names no loyalty anywhere.
  if (featureFlags(site).loyalty)
    links.push({ section: 'loyalty', path: '/account/club', name: loyaltyText(site.language).nav });
  return (
    <nav aria-label={text.accountNav} className="account-nav">
      <ul>
        {links.map((link) => (
          <li key={link.section}>
            <a
              href={`/${site.locale}${link.path}`}
              aria-current={link.section === current ? 'page' : undefined}
            >
              {link.name}
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
