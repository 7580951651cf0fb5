/**
 * The header's identity corner: "Sign in" for a guest (the SignIn island: a link to the sign-in
 * page that opens the sign-in dialog once hydrated), and for a member a disclosure menu with their name: Account, Orders, Favorites and a Sign
 * out button (a form POST, so it works without script). `<details>` opens with Enter or Space
 * and every entry is a link or a button, so the menu is keyboard-usable before any script runs.
 */
import { featureFlags } from '../../shared/config';
import { authText } from '../i18n/auth';
import { labelled } from '../i18n/french-typography';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { enrollConfig } from '../pages/enroll/config';
import { enrollFormText } from '../pages/enroll/text';

export function AccountMenu() {
  const { site, identity } = usePage();
  const text = authText(site.language);
  const home = `/${site.locale}`;
  const returnTo = identity?.returnTo ?? home;
  // Both dialogs open only from their own "Sign in" button: their code loads when the shopper
  // reaches for it (the click is held and replayed), not on every page view.
  if (!identity?.member && featureFlags(site).simplifiedEnrollment) {
    // The simplified-enrollment flag: "Sign in" opens the enrollment flow (client/islands/Enroll.tsx).
    return (
      <Island
        name="Enroll"
        strategy="interaction"
        props={{
          locale: site.locale,
          returnTo,
          label: text.signIn,
          text: enrollFormText(site.language),
          config: enrollConfig(site),
        }}
      />
    );
  }
  if (!identity?.member) {
    const { signIn, signInTitle, email, password, forgotLink, noAccount, close } = text;
    const errors = {
      error_AUT401: text.error_AUT401,
      error_AUT403: text.error_AUT403,
      error_AUT423: text.error_AUT423,
      error_AUT426: text.error_AUT426,
      error_API400: text.error_API400,
      error_generic: text.error_generic,
    };
    return (
      <Island
        name="SignIn"
        strategy="interaction"
        props={{
          locale: site.locale,
          returnTo,
          text: { signIn, signInTitle, email, password, forgotLink, noAccount, close, ...errors },
        }}
      />
    );
  }
  const name = identity.member.name;
  return (
    <details className="account-menu">
      <summary className="account-menu__toggle">
        <span className="visually-hidden">{labelled(site.language, text.accountMenu)}</span>
        <span className="account-menu__name">
          {name ? text.hello.replace('{name}', name) : text.accountMenu}
        </span>
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
