/**
 * The enrollment steps' forms, one component for both ways they run: on the no-script page each is
 * a plain form posting `/api/enroll/{step}` (the BFF answers with a 303 to the next step), and
 * inside the sign-in dialog the island passes `onSubmit` and `go`, so the same markup posts JSON and
 * moves between steps without a page load. Secondary actions are links with real addresses, which
 * the island turns into in-dialog moves.
 */
import { type Ref, useState } from 'react';
import { type EnrollStep, type EnrollView, PROFILE_STEP_NUMBER } from '../../../shared/contract/enroll-steps';
import { PASSWORD_REQUIREMENTS } from '../../../shared/contract/password';
import { formatPhone } from '../../../shared/phone/format';
import type { AuthText } from '../../i18n/auth';
import { type EnrollText, fill, listMissing } from '../../i18n/enroll';
import type { DateOrder } from '../account/birth-date';
import { datePattern } from './date-order';

/** The identity words the forms use (the island's props carry only these). */
export const AUTH_KEYS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'phone',
  'postalCode',
  'newsletter',
  'signIn',
  'signUp',
  'signUpTitle',
  'forgotTitle',
  'forgotIntro',
  'forgotLink',
  'sendResetLink',
  'resetSent',
  'requirementsTitle',
  'req_length',
  'req_number',
  'req_upper',
  'req_lower',
  'continue',
  'skip',
  'welcomeTitle',
  'welcomeIntro',
  'mobileTitle',
  'profileTitle',
  'interestsTitle',
  'successTitle',
  'successIntro',
  'completeProfile',
  'close',
] as const;
type AuthKeys = (typeof AUTH_KEYS)[number];
/** Everything the forms say: the flow's own text, the identity words and the error messages. */
export type EnrollFormText = EnrollText &
  Pick<AuthText, AuthKeys> & { errors: Record<string, string>; interests: Record<string, string> };

/** What the forms need of the site: dial codes, date order, sizes, interests, loyalty. */
export type EnrollConfig = {
  countries: { code: string; label: string; mask: string }[];
  siteCountry: string;
  dateOrder: DateOrder;
  shoeSizes: string[];
  interestKeys: string[];
  loyaltySite: boolean;
};

/** The fields a refused form gives back as typed (passwords never are). */
export const ECHOED_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'country',
  'phone',
  'birthDate',
  'postalCode',
  'preferredShoeSize',
] as const;
export type EchoedField = (typeof ECHOED_FIELDS)[number];

export type EnrollFormsProps = {
  step: EnrollStep;
  locale: string;
  returnTo: string;
  text: EnrollFormText;
  config: EnrollConfig;
  view?: EnrollView | undefined;
  email?: string | undefined;
  /** What the shopper typed into a refused no-script form (never a password): shown again. */
  typed?: Partial<Record<EchoedField, string>> | undefined;
  errorId?: string | undefined;
  /** field → text key of its problem (`phoneInvalid`, …). */
  fields?: Record<string, string> | undefined;
  sent?: boolean | undefined;
  busy?: boolean | undefined;
  /** `h1` on the page, `h3` under the dialog's own title. */
  headingLevel: 'h1' | 'h3';
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  idPrefix: string;
  onSubmit?: ((step: EnrollStep, form: HTMLFormElement) => void) | undefined;
  go?: ((to: EnrollStep | 'done') => void) | undefined;
};

const enrollHref = (locale: string, step: EnrollStep, returnTo: string) =>
  `/${locale}/enroll?step=${step}&returnTo=${encodeURIComponent(returnTo)}`;

export function EnrollForms(props: EnrollFormsProps) {
  const { step, locale, returnTo, text, config, view, errorId, fields = {}, typed = {}, idPrefix: p } = props;
  const Heading = props.headingLevel;
  // The mobile step's country: its mask is the hint, and (with script) the number follows it as typed.
  const [phoneCountry, setPhoneCountry] = useState(typed.country ?? view?.phoneCountry ?? config.siteCountry);
  const number = PROFILE_STEP_NUMBER[step];
  const link = (to: EnrollStep | 'done', label: string) => (
    <a
      className="enroll__link"
      href={to === 'done' ? returnTo : enrollHref(locale, to, returnTo)}
      onClick={
        props.go
          ? (event) => {
              event.preventDefault();
              props.go?.(to);
            }
          : undefined
      }
    >
      {label}
    </a>
  );
  const problem = (name: string): string | undefined => {
    const key = fields[name];
    if (!key) return undefined;
    const template = (text as unknown as Record<string, string>)[`field_${key}`] ?? text.field_invalid;
    const country = config.countries.find((c) => c.code === (view?.phoneCountry ?? config.siteCountry));
    return fill(template, { mask: country?.mask ?? '', format: dateFormat });
  };
  const dateFormat = datePattern(config.dateOrder, {
    day: text.letterDay,
    month: text.letterMonth,
    year: text.letterYear,
  });
  const field = (
    name: string,
    label: string,
    input: React.InputHTMLAttributes<HTMLInputElement>,
    hint?: string,
  ) => {
    const id = `${p}-${name}`;
    const message = problem(name);
    const described = [hint && `${id}-hint`, message && `${id}-error`].filter(Boolean).join(' ');
    return (
      <div className="field">
        <label htmlFor={id}>{label}</label>
        {hint && (
          <p id={`${id}-hint`} className="field__hint">
            {hint}
          </p>
        )}
        <input
          id={id}
          name={name}
          aria-invalid={message ? true : undefined}
          aria-describedby={described || undefined}
          {...input}
        />
        {message && (
          <p id={`${id}-error`} className="field__error">
            {message}
          </p>
        )}
      </div>
    );
  };
  const submit = (label: string) => (
    <button type="submit" className="button button--primary" disabled={props.busy}>
      {label}
    </button>
  );
  const form = (children: React.ReactNode, label: string) => (
    <form
      className="auth__form enroll__form"
      method="post"
      action={`/api/enroll/${step}`}
      onSubmit={
        props.onSubmit
          ? (event) => {
              event.preventDefault();
              props.onSubmit?.(step, event.currentTarget);
            }
          : undefined
      }
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      {children}
      {submit(label)}
    </form>
  );
  const email = typed.email ?? props.email ?? view?.email ?? '';
  const emailField = (autoComplete: string) =>
    field('email', text.email, { type: 'email', autoComplete, required: true, defaultValue: email });

  let title: string;
  let body: React.ReactNode;
  switch (step) {
    case 'lookup':
      title = text.lookupTitle;
      body = (
        <>
          <p>{text.lookupIntro}</p>
          {form(emailField('username'), text.continue)}
        </>
      );
      break;
    case 'sign-in':
      title = text.signIn;
      body = (
        <>
          {props.sent && <p role="status">{text.resetSent}</p>}
          {email && <p>{fill(text.signInIntro, { email })}</p>}
          {form(
            <>
              {emailField('username')}
              {field('password', text.password, {
                type: 'password',
                autoComplete: 'current-password',
                required: true,
              })}
            </>,
            text.signIn,
          )}
          <p>{link('forgot-password', text.forgotLink)}</p>
          <p>{link('lookup', text.otherEmail)}</p>
        </>
      );
      break;
    case 'sign-up':
      title = text.signUpTitle;
      body = (
        <>
          {email && <p>{fill(text.signUpIntro, { email })}</p>}
          {form(
            <>
              {emailField('email')}
              {field('password', text.password, {
                type: 'password',
                autoComplete: 'new-password',
                required: true,
                minLength: 8,
                maxLength: 128,
              })}
              <div className="auth__rules">
                <p>{text.requirementsTitle}</p>
                <ul>
                  {PASSWORD_REQUIREMENTS.map((rule) => (
                    <li key={rule.key}>{text[`req_${rule.key}`]}</li>
                  ))}
                </ul>
              </div>
              {field('confirmPassword', text.confirmPassword, {
                type: 'password',
                autoComplete: 'new-password',
                required: true,
                maxLength: 128,
              })}
              {field('firstName', text.firstName, {
                autoComplete: 'given-name',
                required: true,
                maxLength: 50,
                defaultValue: typed.firstName ?? view?.firstName,
              })}
              {field('lastName', text.lastName, {
                autoComplete: 'family-name',
                required: true,
                maxLength: 50,
                defaultValue: typed.lastName ?? view?.lastName,
              })}
              {config.loyaltySite && (
                <div className="auth__check">
                  <input id={`${p}-loyalty`} name="loyalty" type="checkbox" />
                  <label htmlFor={`${p}-loyalty`}>{text.joinLoyalty}</label>
                </div>
              )}
              <div className="auth__check">
                <input id={`${p}-newsletter`} name="newsletter" type="checkbox" />
                <label htmlFor={`${p}-newsletter`}>{text.newsletter}</label>
              </div>
            </>,
            text.signUp,
          )}
          <p>{link('lookup', text.otherEmail)}</p>
        </>
      );
      break;
    case 'forgot-password':
      title = text.forgotTitle;
      body = (
        <>
          <p>{text.forgotIntro}</p>
          {form(emailField('email'), text.sendResetLink)}
          <p>{link('sign-in', text.signIn)}</p>
        </>
      );
      break;
    case 'complete':
    case 'welcome': {
      const missing = view?.missing ?? [];
      title =
        step === 'welcome' ? fill(text.welcomeTitle, { name: view?.firstName ?? '' }) : text.completeProfile;
      body = (
        <>
          {step === 'welcome' && <p>{text.welcomeLoyalty}</p>}
          <p>
            {missing.length > 0
              ? fill(text.completeIntro, { missing: listMissing(text, locale.slice(0, 2), missing) })
              : text.welcomeIntro}
          </p>
          {form(
            step === 'complete' && config.loyaltySite && !view?.isLoyaltyMember ? (
              <div className="auth__check">
                <input id={`${p}-join`} name="join" type="checkbox" />
                <label htmlFor={`${p}-join`}>{text.joinLoyalty}</label>
              </div>
            ) : null,
            text.continue,
          )}
          <p>{link('done', text.notNow)}</p>
        </>
      );
      break;
    }
    case 'mobile': {
      title = text.mobileTitle;
      const mask = config.countries.find((c) => c.code === phoneCountry)?.mask ?? '';
      body = (
        <>
          <p>{text.mobileIntro}</p>
          {form(
            <>
              <div className="field">
                <label htmlFor={`${p}-country`}>{text.dialCode}</label>
                <select
                  id={`${p}-country`}
                  name="country"
                  defaultValue={phoneCountry}
                  onChange={(event) => setPhoneCountry(event.currentTarget.value)}
                >
                  {config.countries.map((c) => (
                    <option key={c.code} value={c.code}>
                      {c.label}
                    </option>
                  ))}
                </select>
              </div>
              {field(
                'phone',
                text.phone,
                {
                  type: 'tel',
                  autoComplete: 'tel-national',
                  inputMode: 'tel',
                  required: true,
                  maxLength: 30,
                  placeholder: mask.replaceAll('X', '0'),
                  defaultValue: typed.phone ?? view?.phone,
                  onInput: (event) => {
                    const input = event.currentTarget;
                    const formatted = formatPhone(input.value, phoneCountry);
                    // Deleting a mask character must stay possible: only reformat as digits are added.
                    if (formatted.replace(/\D/g, '').length > 0 && formatted.length >= input.value.length)
                      input.value = formatted;
                  },
                },
                fill(text.formatHint, { value: mask }),
              )}
            </>,
            text.continue,
          )}
          <p>{link('profile', text.skip)}</p>
        </>
      );
      break;
    }
    case 'profile':
      title = text.profileTitle;
      body = (
        <>
          <p>{text.profileIntro}</p>
          {form(
            <>
              {field('firstName', text.firstName, {
                autoComplete: 'given-name',
                required: true,
                maxLength: 50,
                defaultValue: typed.firstName ?? view?.firstName,
              })}
              {field('lastName', text.lastName, {
                autoComplete: 'family-name',
                required: true,
                maxLength: 50,
                defaultValue: typed.lastName ?? view?.lastName,
              })}
              {field(
                'birthDate',
                text.birthDateLabel,
                {
                  autoComplete: 'bday',
                  inputMode: 'numeric',
                  required: true,
                  maxLength: 10,
                  placeholder: dateFormat,
                  defaultValue: typed.birthDate ?? view?.birthDate,
                },
                fill(text.formatHint, { value: dateFormat }),
              )}
              {field('postalCode', text.postalCode, {
                autoComplete: 'postal-code',
                required: true,
                maxLength: 12,
                defaultValue: typed.postalCode ?? view?.postalCode,
              })}
            </>,
            text.continue,
          )}
          <p>{link('interests', text.skip)}</p>
        </>
      );
      break;
    case 'interests': {
      title = text.interestsTitle;
      const chosen = new Set(view?.interests ?? []);
      body = (
        <>
          <p>{text.interestsIntro}</p>
          {form(
            <>
              <fieldset className="enroll__interests">
                <legend>{text.interestsTitle}</legend>
                {config.interestKeys.map((key) => (
                  <div key={key} className="auth__check">
                    <input
                      id={`${p}-interest-${key}`}
                      name={`interest_${key}`}
                      type="checkbox"
                      defaultChecked={chosen.has(key)}
                    />
                    <label htmlFor={`${p}-interest-${key}`}>{text.interests[key] ?? key}</label>
                  </div>
                ))}
              </fieldset>
              <div className="field">
                <label htmlFor={`${p}-shoe`}>{text.shoeSize}</label>
                <select
                  id={`${p}-shoe`}
                  name="preferredShoeSize"
                  defaultValue={typed.preferredShoeSize ?? view?.preferredShoeSize ?? ''}
                >
                  <option value="">{text.shoeSizeNone}</option>
                  {config.shoeSizes.map((size) => (
                    <option key={size} value={size}>
                      {size}
                    </option>
                  ))}
                </select>
              </div>
            </>,
            text.continue,
          )}
          <p>{link('success', text.skip)}</p>
        </>
      );
      break;
    }
    case 'success':
      title = text.successTitle;
      body = (
        <>
          <p role="status">{text.successIntro}</p>
          <p>
            <a
              className="button button--primary"
              href={returnTo}
              onClick={
                props.go
                  ? (event) => {
                      event.preventDefault();
                      props.go?.('done');
                    }
                  : undefined
              }
            >
              {text.successContinue}
            </a>
          </p>
        </>
      );
      break;
  }
  return (
    <section className="enroll" aria-labelledby={`${p}-title`}>
      {number !== undefined && number > 0 && (
        <p className="enroll__progress">{fill(text.stepOf, { n: String(number) })}</p>
      )}
      <Heading id={`${p}-title`} ref={props.headingRef} tabIndex={-1} className="enroll__title">
        {title}
      </Heading>
      {errorId && (
        <p className="field__error" role="alert">
          {text.errors[errorId] ?? text.errors.generic}
        </p>
      )}
      {body}
    </section>
  );
}
