/**
 * `/{locale}/account/privacy`: the member's e-mail notification preferences (one form of
 * checkboxes, `PUT …/notification` upstream) and the data export (one button: the upstream mails
 * the member what it holds about them). Plain forms posted beside the page.
 */
import { NOTIFICATION_KEYS, type NotificationPreferences } from '../../../shared/contract/service';
import { AccountLayout } from '../../components/account/AccountNav';
import { type ServiceText, serviceError } from '../../i18n/service';
import { usePage } from '../../island-kit/context';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';

export type PrivacyView = {
  notification: NotificationPreferences;
  saved?: 'notificationsSaved' | 'exportSent' | undefined;
  /** A refusal and the form it came from. */
  error?: { form: 'export' | 'notifications'; errorId: string } | undefined;
  text: ServiceText;
};

export function PrivacyMain({ view }: { view: PrivacyView }) {
  const { site } = usePage();
  const { text } = view;
  return (
    <AccountLayout current="privacy" title={text.privacyTitle}>
      {view.saved && (
        <p className="account-notice account-notice--saved" role="status">
          {text[view.saved]}
        </p>
      )}
      {view.error && (
        <p className="account-notice account-notice--error" role="alert" {...FOCUS_ON_LOAD}>
          {serviceError(text, view.error.form, view.error.errorId)}
        </p>
      )}
      <section className="account-card" aria-labelledby="privacy-notifications">
        <h2 id="privacy-notifications">{text.notificationsTitle}</h2>
        <form method="post" action={`/${site.locale}/account/privacy`} className="account-form">
          {NOTIFICATION_KEYS.map((key) => (
            <label key={key} className="checkout-choice">
              <input type="checkbox" name={key} defaultChecked={view.notification[key]} />
              <span className="checkout-choice__label">{text[key]}</span>
            </label>
          ))}
          <button type="submit" className="button button--primary">
            {text.saveNotifications}
          </button>
        </form>
      </section>
      <section className="account-card" aria-labelledby="privacy-export">
        <h2 id="privacy-export">{text.exportTitle}</h2>
        <p>{text.exportIntro}</p>
        <form method="post" action={`/${site.locale}/account/privacy/export`}>
          <button type="submit" className="button button--secondary">
            {text.exportButton}
          </button>
        </form>
      </section>
    </AccountLayout>
  );
}
