/**
 * The header's identity corner: "Sign in" for a guest (the SignIn island: a link to the sign-in
 * page that opens the sign-in dialog once hydrated), and for a member a disclosure menu with their name: Account, Orders, Favorites and a Sign
 * out button (a form POST, so it works without script). `<details>` opens with Enter or Space
 * and every entry is a link or a button, so the menu is keyboard-usable before any script runs.
 */
import { featureFlags } from '../../shared/config';
import { memo } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';
import { authText } from '../i18n/auth';
import { labelled } from '../i18n/french-typography';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { shareable } from '../island-kit/shared-props';
import { SIGN_IN_KEYS, type SignInText } from '../islands/SignIn';
import { enrollConfig } from '../pages/enroll/config';
import { enrollFormText } from '../pages/enroll/text';

/** Per language: four in use. */
const signInTexts = memo<Site['language'], SignInText>({ name: 'account-menu/sign-in-text', max: 8 });

/** The sign-in dialog's words for a language: made once, and carried once per page. */
function signInText(language: Site['language']): SignInText {
  return signInTexts.getOrCreate(language, () => {
    const all = authText(language);
    return shareable(Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, all[key]])) as SignInText);
  });
}

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
    return (
      <Island
        name="SignIn"
        strategy="interaction"
        props={{ locale: site.locale, returnTo, text: signInText(site.language) }}
      />
    );
  }
  const name = identity.member.name;
  return (
    <details className="account-menu">
      <summary className="account-menu__toggle">
        <span className="visually-hidden">{labelled(site.language, text.accountMenu)}</span>
        {/* On a phone the greeting does not fit beside the logo: a person stands for it (auth.css). */}
        <svg
          className="account-menu__icon"
          aria-hidden="true"
          width="24"
          height="24"
          viewBox="0 0 24 24"
          fill="none"
        >
          <circle cx="12" cy="8" r="4" stroke="currentColor" strokeWidth="2" />
          <path
            d="M4 21c0-4.4 3.6-7 8-7s8 2.6 8 7"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
          />
        </svg>
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
