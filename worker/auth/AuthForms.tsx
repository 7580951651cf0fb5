/**
 * The no-script identity pages' main content: plain forms posting the `/api/auth/*` endpoints
 * (which answer a form with a 303, and a refusal with the page again: `render.tsx`). They are also
 * the fallback of the sign-in dialog island.
 */
import { createContext, useContext } from 'react';
import { PasswordRules } from '../../client/components/PasswordRules';
import { authError, authText } from '../../client/i18n/auth';
import { usePage } from '../../client/island-kit/context';
import { ContentSections } from '../../client/sections';
import { Field, type FieldProps } from '../../client/ui/Field';
import { FOCUS_ON_LOAD } from '../../client/ui/focus-on-load';
import type { ContentPage } from '../../shared/contract';
import { authPagePath } from './form';

/** The fields a refused form shows again as typed: never a password. */
export const TYPED_AUTH_FIELDS = ['email', 'firstName', 'lastName', 'newsletter'] as const;

/** A refused post of the page's form: its error, the fields to mark, what was typed. */
export type AuthRefusal = {
  errorId: string;
  invalid: readonly string[];
  typed: Partial<Record<(typeof TYPED_AUTH_FIELDS)[number], string>>;
};

export type AuthFormsData = { refusal?: AuthRefusal | undefined } & (
  | { page: 'sign-in'; returnTo: string; reset: boolean }
  | { page: 'sign-up'; returnTo: string; content: ContentPage | null }
  | { page: 'forgot-password'; sent: boolean }
  | { page: 'reset-password'; token: string }
);

const ERROR_ID = 'auth-error';

/** The refusal, for the parts not handed the page's data (the new password's fields, the error note). */
const Refused = createContext<AuthRefusal | undefined>(undefined);

/**
 * What every identity page field takes besides its label and input: its id and name, the look of
 * these forms (spaced by the form's grid, no ` *` mark: every field here is required), what the
 * refused form had typed in it (`TYPED_AUTH_FIELDS`: never a password) and, when the refusal marks
 * it, the one error the page shows (`ErrorNote`) as its description.
 */
function authField(
  refusal: AuthRefusal | undefined,
  id: string,
  name: string,
): Pick<FieldProps, 'id' | 'name' | 'block' | 'markRequired' | 'value' | 'sharedErrorId'> {
  const typed = TYPED_AUTH_FIELDS.find((field) => field === name);
  return {
    id,
    name,
    block: 'field',
    markRequired: false,
    value: typed && refusal?.typed[typed],
    sharedErrorId: refusal?.invalid.includes(name) ? ERROR_ID : undefined,
  };
}

/** The refusal's message, which the page opens on (`FOCUS_ON_LOAD`). */
function ErrorNote() {
  const { site } = usePage();
  const refusal = useContext(Refused);
  if (!refusal) return null;
  return (
    <p id={ERROR_ID} className="field__error" role="alert" {...FOCUS_ON_LOAD}>
      {authError(authText(site.language), refusal.errorId)}
    </p>
  );
}

function NewPassword({ label }: { label: string }) {
  const { site } = usePage();
  const text = authText(site.language);
  const refusal = useContext(Refused);
  return (
    <>
      <Field
        {...authField(refusal, 'auth-password', 'password')}
        type="password"
        label={label}
        autoComplete="new-password"
        required
        minLength={8}
        maxLength={128}
        describedBy="auth-password-rules"
      />
      <PasswordRules text={text} id="auth-password-rules" />
      <Field
        {...authField(refusal, 'auth-confirm', 'confirmPassword')}
        type="password"
        label={text.confirmPassword}
        autoComplete="new-password"
        required
        maxLength={128}
      />
    </>
  );
}

export function AuthForms({ data }: { data: AuthFormsData }) {
  return (
    <Refused.Provider value={data.refusal}>
      <AuthPageForm data={data} />
    </Refused.Provider>
  );
}

function AuthPageForm({ data }: { data: AuthFormsData }) {
  const { site } = usePage();
  const text = authText(site.language);
  const locale = site.locale;
  switch (data.page) {
    case 'sign-in':
      return (
        <div className="auth">
          <h1>{text.signInTitle}</h1>
          {data.reset && <p role="status">{text.resetDone}</p>}
          <ErrorNote />
          <form className="auth__form" method="post" action={`/${locale}/sign-in`}>
            <input type="hidden" name="returnTo" value={data.returnTo} />
            <Field
              {...authField(data.refusal, 'auth-email', 'email')}
              type="email"
              label={text.email}
              autoComplete="username"
              required
            />
            <Field
              {...authField(data.refusal, 'auth-password', 'password')}
              type="password"
              label={text.password}
              autoComplete="current-password"
              required
            />
            <button type="submit" className="button button--primary">
              {text.signIn}
            </button>
          </form>
          <p>
            <a href={authPagePath(locale, 'forgot-password')}>{text.forgotLink}</a>
          </p>
          <p>
            <a href={authPagePath(locale, 'sign-up', { returnTo: data.returnTo })}>{text.noAccount}</a>
          </p>
        </div>
      );
    case 'sign-up':
      return (
        <div className="auth">
          <h1>{data.content?.seo.title ?? text.signUpTitle}</h1>
          {data.content && <ContentSections sections={data.content.sections} />}
          <ErrorNote />
          <form className="auth__form" method="post" action={`/${locale}/sign-up`}>
            <input type="hidden" name="returnTo" value={data.returnTo} />
            <Field
              {...authField(data.refusal, 'auth-email', 'email')}
              type="email"
              label={text.email}
              autoComplete="email"
              required
            />
            <NewPassword label={text.password} />
            <Field
              {...authField(data.refusal, 'auth-first', 'firstName')}
              label={text.firstName}
              autoComplete="given-name"
              required
              maxLength={50}
            />
            <Field
              {...authField(data.refusal, 'auth-last', 'lastName')}
              label={text.lastName}
              autoComplete="family-name"
              required
              maxLength={50}
            />
            <div className="auth__check">
              <input
                id="auth-newsletter"
                name="newsletter"
                type="checkbox"
                defaultChecked={data.refusal?.typed.newsletter === 'on'}
              />
              <label htmlFor="auth-newsletter">{text.newsletter}</label>
            </div>
            <button type="submit" className="button button--primary">
              {text.signUp}
            </button>
          </form>
          <p>
            <a href={authPagePath(locale, 'sign-in', { returnTo: data.returnTo })}>{text.haveAccount}</a>
          </p>
        </div>
      );
    case 'forgot-password':
      return (
        <div className="auth">
          <h1>{text.forgotTitle}</h1>
          {data.sent ? <p role="status">{text.resetSent}</p> : <p>{text.forgotIntro}</p>}
          <ErrorNote />
          <form className="auth__form" method="post" action={`/${locale}/forgot-password`}>
            <Field
              {...authField(data.refusal, 'auth-email', 'email')}
              type="email"
              label={text.email}
              autoComplete="email"
              required
            />
            <button type="submit" className="button button--primary">
              {text.sendResetLink}
            </button>
          </form>
        </div>
      );
    case 'reset-password':
      return (
        <div className="auth">
          <h1>{text.resetTitle}</h1>
          <ErrorNote />
          {data.token ? (
            <form className="auth__form" method="post" action={`/${locale}/reset-password`}>
              <input type="hidden" name="token" value={data.token} />
              <NewPassword label={text.newPassword} />
              <button type="submit" className="button button--primary">
                {text.resetPassword}
              </button>
            </form>
          ) : (
            <p>{text.resetNoToken}</p>
          )}
          <p>
            <a href={authPagePath(locale, 'forgot-password')}>{text.forgotLink}</a>
          </p>
        </div>
      );
  }
}
