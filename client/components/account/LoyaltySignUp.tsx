/**
 * The loyalty sign-up dialog (spec section 2 dialogs) on the account's profile page, for a member
 * outside the club on a site that runs it: a button opens a popover dialog with the join form
 * (`POST /{locale}/account/club`, "Loyalty enrolment"). The browser opens and closes it (invoker
 * and light dismiss, focus back to the button), so it works before any script.
 */
import { type LoyaltyText, loyaltyText } from '../../i18n/loyalty';
import { usePage } from '../../island-kit/context';

const DIALOG_ID = 'loyalty-signup';

export function LoyaltySignUp() {
  const { site } = usePage();
  const text: LoyaltyText = loyaltyText(site.language);
  return (
    <section className="account-card" aria-labelledby="loyalty-offer">
      <h2 id="loyalty-offer">{text.title}</h2>
      <p>{text.joinIntro}</p>
      <button type="button" className="button button--secondary" popoverTarget={DIALOG_ID}>
        {text.signUpOpen}
      </button>
      <div
        id={DIALOG_ID}
        popover="auto"
        role="dialog"
        aria-labelledby={`${DIALOG_ID}-title`}
        className="location-prompt loyalty-signup"
      >
        <h2 id={`${DIALOG_ID}-title`} className="location-prompt__title">
          {text.signUpTitle}
        </h2>
        <p>{text.joinIntro}</p>
        <div className="location-prompt__actions">
          <form method="post" action={`/${site.locale}/account/club`}>
            <input type="hidden" name="_action" value="join" />
            <button type="submit" className="button button--primary">
              {text.join}
            </button>
          </form>
          <button type="button" className="button" popoverTarget={DIALOG_ID} popoverTargetAction="hide">
            {text.welcomeClose}
          </button>
        </div>
      </div>
    </section>
  );
}
