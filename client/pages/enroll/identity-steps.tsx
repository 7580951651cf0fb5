/** The steps that find or make the shopper's account: lookup, sign in, sign up, forgot password. */
import type { ReactNode } from 'react';
import { PasswordRules } from '../../components/PasswordRules';
import { format } from '../../i18n';
import { Field } from '../../ui/Field';
import type { FormKit } from './form-kit';

export type StepView = { title: string; body: ReactNode };

export function lookupStep({ text, form, emailField }: FormKit): StepView {
  return {
    title: text.lookupTitle,
    body: (
      <>
        <p>{text.lookupIntro}</p>
        {form(emailField('username'), text.continue)}
      </>
    ),
  };
}

export function signInStep({ text, email, form, emailField, bind, link }: FormKit, sent: boolean): StepView {
  return {
    title: text.signIn,
    body: (
      <>
        {sent && <p role="status">{text.resetSent}</p>}
        {email && <p>{format(text.signInIntro, { email })}</p>}
        {form(
          <>
            {emailField('username')}
            <Field
              {...bind('password')}
              label={text.password}
              type="password"
              autoComplete="current-password"
              required
            />
          </>,
          text.signIn,
        )}
        <p>{link('forgot-password', text.forgotLink)}</p>
        <p>{link('lookup', text.otherEmail)}</p>
      </>
    ),
  };
}

export function signUpStep(kit: FormKit): StepView {
  const { text, config, p, email, form, emailField, bind, check, nameFields, link } = kit;
  return {
    title: text.signUpTitle,
    body: (
      <>
        {email && <p>{format(text.signUpIntro, { email })}</p>}
        {form(
          <>
            {emailField('email')}
            <Field
              {...bind('password')}
              label={text.password}
              type="password"
              autoComplete="new-password"
              required
              minLength={8}
              maxLength={128}
              describedBy={`${p}-password-rules`}
            />
            <PasswordRules text={text} id={`${p}-password-rules`} />
            <Field
              {...bind('confirmPassword')}
              label={text.confirmPassword}
              type="password"
              autoComplete="new-password"
              required
              maxLength={128}
            />
            {nameFields()}
            {config.loyaltySite && check('loyalty', 'loyalty', text.joinLoyalty)}
            {check('newsletter', 'newsletter', text.newsletter)}
          </>,
          text.signUp,
        )}
        <p>{link('lookup', text.otherEmail)}</p>
      </>
    ),
  };
}

export function forgotPasswordStep({ text, form, emailField, link }: FormKit): StepView {
  return {
    title: text.forgotTitle,
    body: (
      <>
        <p>{text.forgotIntro}</p>
        {form(emailField('email'), text.sendResetLink)}
        <p>{link('sign-in', text.signIn)}</p>
      </>
    ),
  };
}
