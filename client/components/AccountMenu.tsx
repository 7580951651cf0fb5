/**
 * The header's identity corner: "Sign in" for a guest (to the sign-in page, coming back to this
 * one), and for a member a disclosure menu with their name: Account, Orders, Favorites and a Sign
 * out button (a form POST, so it works without script). `<details>` opens with Enter or Space
 * and every entry is a link or a button, so the menu is keyboard-usable before any script runs.
 */
import { authText } from '../i18n/auth';
import { usePage } from '../island-kit/context';

export function AccountMenu() {
  const { site, identity } = usePage();
  const text = authText(site.language);
  const home = `/${site.locale}`;
  const returnTo = identity?.returnTo ?? home;
  if (!identity?.member) {
    return (
      <a className="account-link" href={`${home}/sign-in?returnTo=${encodeURIComponent(returnTo)}`}>
        {text.signIn}
      </a>
    );
  }
  const name = identity.member.name;
  return (
    <details className="account-menu">
      <summary className="account-menu__toggle">
        <span className="visually-hidden">{text.accountMenu}: </span>
        {name ? text.hello.replace('{name}', name) : text.accountMenu}
      </summary>
      <nav className="account-menu__panel" aria-label={text.accountMenu}>
        <ul>
          <li>
            <a href={`${home}/account`}>{text.account}</a>
          </li>
          <li>
            <a href={`${home}/account/orders`}>{text.orders}</a>
          </li>
          <li>
            <a href={`${home}/favorites`}>{text.favorites}</a>
          </li>
          <li>
            <form method="post" action={`${home}/sign-out`}>
              <input type="hidden" name="returnTo" value={returnTo} />
              <button type="submit" className="account-menu__sign-out">
                {text.signOut}
              </button>
            </form>
          </li>
        </ul>
      </nav>
    </details>
  );
}
