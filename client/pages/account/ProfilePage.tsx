/**
 * `/{locale}/account`: personal details (e-mail shown, not edited here: it is the sign-in name),
 * interests and shoe size, the newsletter and SMS subscriptions with the date each began, and the
 * change-password form. Three plain forms; the phone is shown in the country's national format.
 */
import { missingDetails } from '../../../shared/contract/enroll-steps';
import { formatPhone, phoneExample } from '../../../shared/contract/phone/format';
import { datePlaceholder } from '../../../shared/date-format';
import { formatDate } from '../../../shared/pricing/format';
import { shoeSizeLabel } from '../../../shared/shoe-sizes';
import { withLocale } from '../../api/bff';
import { AccountLayout } from '../../components/account/AccountNav';
import { LoyaltySignUp } from '../../components/account/LoyaltySignUp';
import { ProgramBanner } from '../../components/members/ProgramBanner';
import { format } from '../../i18n';
import { accountError, INTERESTS } from '../../i18n/account';
import { enrollText } from '../../i18n/enroll';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { Field } from '../../ui/Field';
import { EnrollPrompt } from '../enroll/Prompt';
import { birthDateFormat, formatBirthDate } from './birth-date';
import { Notice } from './parts';
import type { ProfilePageView } from './view';

export function ProfileMain({ view }: { view: ProfilePageView }) {
  const { site, identity } = usePage();
  const { text, profile, rules } = view;
  // The country's date format (the same rules the save handler parses with: service.ts), in the
  // shopper's letters: AAAA-MM-JJ on fr-ca, JJ/MM/AAAA on fr-fr.
  const order = birthDateFormat(site, rules?.dateFormat);
  const letters = enrollText(site.language);
  const birthDatePattern = datePlaceholder(order, {
    day: letters.letterDay,
    month: letters.letterMonth,
    year: letters.letterYear,
  });
  const errors = view.fieldErrors ?? {};
  const stored: Record<string, string> = {
    firstName: profile.firstName,
    lastName: profile.lastName,
    // The national format (shared/contract/phone), which the save takes back as the same number.
    phone: rules && profile.phone ? formatPhone(profile.phone, rules.countryCode) : profile.phone,
    birthDate: formatBirthDate(profile.birthDate, order),
    postalCode: profile.postalCode,
    preferredShoeSize: profile.preferredShoeSize,
  };
  const values = view.values ?? stored;
  const chosen = new Set(
    view.values ? INTERESTS.filter((i) => view.values?.[`interest_${i}`] === 'on') : profile.interests,
  );
  const error = (name: string) => (errors[name] ? accountError(text, errors[name]) : undefined);
  const since = (s: { optin: boolean; since?: string | undefined }) =>
    s.optin && s.since
      ? format(text.optedInSince, {
          date: formatDate(s.since, site.languageTag, 'long'),
        })
      : undefined;
  return (
    <AccountLayout current="profile" title={text.profileTitle}>
      <Notice notice={view.notice} text={text} />
      {/* A partial profile is offered the enrollment flow (once per page: the sign-in's may show it). */}
      {!identity?.completeProfile?.length && (
        <EnrollPrompt
          locale={site.locale}
          language={site.language}
          returnTo={`/${site.locale}/account`}
          missing={missingDetails(profile)}
        />
      )}
      {profile.loyaltyOffer && <LoyaltySignUp />}
      {profile.memberProgram && <ProgramBanner program={profile.memberProgram} />}
      {profile.loyaltyPoints !== undefined && (
        <p className="account-points">{format(text.loyaltyPoints, { points: profile.loyaltyPoints })}</p>
      )}
      <section className="account-card" aria-labelledby="profile-details">
        <h2 id="profile-details">{text.personalDetails}</h2>
        {/* The page's forms post to the page itself: a refused one renders at a URL that reloads. */}
        <form method="post" action={`/${site.locale}/account`} className="account-form" noValidate>
          <p className="account-email">
            <span className="account-email__label">{text.email}</span> {profile.email}
          </p>
          <div className="checkout-row">
            <Field
              id="profile-firstName"
              name="firstName"
              label={text.firstName}
              value={values.firstName ?? ''}
              error={error('firstName')}
              autoComplete="given-name"
              required
            />
            <Field
              id="profile-lastName"
              name="lastName"
              label={text.lastName}
              value={values.lastName ?? ''}
              error={error('lastName')}
              autoComplete="family-name"
              required
            />
          </div>
          <Field
            id="profile-phone"
            name="phone"
            label={text.phone}
            value={values.phone ?? ''}
            error={error('phone')}
            type="tel"
            inputMode="tel"
            autoComplete="tel-national"
            hint={rules ? format(text.phoneHint, { mask: phoneExample(rules.countryCode) }) : undefined}
          />
          {rules && (
            <Island
              name="PhoneGrouping"
              strategy="idle"
              props={{ inputId: 'profile-phone', country: rules.countryCode }}
            />
          )}
          <div className="checkout-row">
            <Field
              id="profile-birthDate"
              name="birthDate"
              label={text.birthDate}
              value={values.birthDate ?? ''}
              error={error('birthDate')}
              inputMode="numeric"
              autoComplete="bday"
              hint={format(text.birthDateHint, { format: birthDatePattern })}
            />
            <Field
              id="profile-postalCode"
              name="postalCode"
              label={text.postalCode}
              value={values.postalCode ?? ''}
              error={error('postalCode')}
              autoComplete="postal-code"
            />
          </div>
          <fieldset className="account-interests">
            <legend>{text.interests}</legend>
            {INTERESTS.map((interest) => (
              <label key={interest} className="checkout-choice">
                <input type="checkbox" name={`interest_${interest}`} defaultChecked={chosen.has(interest)} />
                <span className="checkout-choice__label">{text[`interest_${interest}`]}</span>
              </label>
            ))}
          </fieldset>
          <div className="checkout-field">
            <label htmlFor="profile-shoeSize">{text.preferredShoeSize}</label>
            <select
              id="profile-shoeSize"
              name="preferredShoeSize"
              defaultValue={values.preferredShoeSize ?? ''}
              aria-invalid={error('preferredShoeSize') ? true : undefined}
              aria-describedby={error('preferredShoeSize') ? 'profile-shoeSize-error' : undefined}
            >
              <option value="">{text.noShoeSize}</option>
              {view.shoeSizes.map((size) => (
                <option key={size} value={size}>
                  {shoeSizeLabel(size, site.languageTag)}
                </option>
              ))}
            </select>
            {error('preferredShoeSize') && (
              <p id="profile-shoeSize-error" className="checkout-field__error">
                {error('preferredShoeSize')}
              </p>
            )}
          </div>
          <button type="submit" className="button button--primary">
            {text.saveProfile}
          </button>
        </form>
      </section>
      <section className="account-card" aria-labelledby="profile-subscriptions">
        <h2 id="profile-subscriptions">{text.subscriptions}</h2>
        <form method="post" action={`/${site.locale}/account?form=subscriptions`} className="account-form">
          {(['newsletter', 'sms'] as const).map((kind) => {
            const hint = kind === 'sms' && !profile.phone ? text.smsNeedsPhone : since(profile[kind]);
            return (
              <div key={kind} className="account-subscription">
                <label className="checkout-choice">
                  <input
                    type="checkbox"
                    name={kind}
                    defaultChecked={profile[kind].optin}
                    disabled={kind === 'sms' && !profile.phone}
                    aria-describedby={hint ? `subscription-${kind}-hint` : undefined}
                  />
                  <span className="checkout-choice__label">{text[kind]}</span>
                </label>
                {hint && (
                  <p id={`subscription-${kind}-hint`} className="checkout-field__hint">
                    {hint}
                  </p>
                )}
              </div>
            );
          })}
          <button type="submit" className="button button--secondary">
            {text.saveSubscriptions}
          </button>
        </form>
      </section>
      <section className="account-card" aria-labelledby="profile-password">
        <h2 id="profile-password">{text.changePassword}</h2>
        <form method="post" action={withLocale('/api/auth/password', site.locale)} className="account-form">
          <input type="hidden" name="returnTo" value={`/${site.locale}/account`} />
          {(
            [
              ['currentPassword', text.currentPassword, 'current-password'],
              ['password', text.newPassword, 'new-password'],
              ['confirmPassword', text.confirmPassword, 'new-password'],
            ] as const
          ).map(([name, label, autoComplete]) => (
            <Field
              key={name}
              id={`password-${name}`}
              name={name}
              label={label}
              value=""
              type="password"
              autoComplete={autoComplete}
              required
            />
          ))}
          <button type="submit" className="button button--secondary">
            {text.changePassword}
          </button>
        </form>
      </section>
    </AccountLayout>
  );
}
