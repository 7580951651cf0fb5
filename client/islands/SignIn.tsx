/**
 * The header's "Sign in": a plain link to the sign-in page until hydrated (the no-script
 * fallback), then it opens the sign-in dialog, which posts the BFF (`/api/auth/sign-in`) and, once
 * signed in, reloads where the shopper was (with the cart-merged notice when the cart grew). The
 * dialog never sees a token: the BFF keeps them in its cookies.
 */
import { type FormEvent, useId, useState } from 'react';
import type { SignedInAnswer } from '../../shared/contract/auth-bff';
import { bffFetch } from '../api/bff';
import type { AuthText } from '../i18n/auth';
import { Dialog } from '../ui/Dialog';
import { Field } from '../ui/Field';

/** The words the dialog needs: the server picks these from the language's catalogue. */
export const SIGN_IN_KEYS = [
  'signIn',
  'signInTitle',
  'email',
  'password',
  'forgotLink',
  'noAccount',
  'close',
  'error_AUT401',
  'error_AUT403',
  'error_AUT423',
  'error_AUT426',
  'error_API400',
  'error_generic',
] as const satisfies readonly (keyof AuthText)[];

export type SignInText = Pick<AuthText, (typeof SIGN_IN_KEYS)[number]>;

export type SignInProps = {
  locale: string;
  /** This page, where the shopper comes back to (already a safe path). */
  returnTo: string;
  text: SignInText;
};

const errorText = (text: SignInText, errorId: string | undefined): string =>
  (errorId && (text as Record<string, string>)[`error_${errorId}`]) || text.error_generic;

export default function SignIn({ locale, returnTo, text }: SignInProps) {
  const [open, setOpen] = useState(false);
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const home = `/${locale}`;
  const query = `returnTo=${encodeURIComponent(returnTo)}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    setBusy(true);
    setError(undefined);
    const answer = await bffFetch<SignedInAnswer>('/api/auth/sign-in', {
      method: 'POST',
      locale,
      body: { email: form.get('email'), password: form.get('password'), returnTo },
    }).catch(() => undefined);
    if (answer?.ok) {
      const next = new URL(answer.data.returnTo, location.origin);
      if (answer.data.cartNotice) next.searchParams.set('signedIn', answer.data.cartNotice);
      if (answer.data.completeProfile)
        next.searchParams.set('completeProfile', answer.data.completeProfile.join(','));
      // Everything personal on the page changes: load it again as the member.
      location.assign(next.pathname + next.search);
      return;
    }
    setBusy(false);
    setError(errorText(text, answer && !answer.ok ? answer.error?.errorId : undefined));
  };

  return (
    <>
      <a
        className="account-link"
        href={`${home}/sign-in?${query}`}
        onClick={(event) => {
          event.preventDefault();
          setOpen(true);
        }}
      >
        {text.signIn}
      </a>
      <Dialog open={open} onClose={() => setOpen(false)} title={text.signInTitle} closeLabel={text.close}>
        <form className="auth__form" onSubmit={submit} noValidate={false}>
          <Field
            id={`${id}-email`}
            name="email"
            label={text.email}
            type="email"
            autoComplete="username"
            required
            markRequired={false}
            block="field"
          />
          <Field
            id={`${id}-password`}
            name="password"
            label={text.password}
            type="password"
            autoComplete="current-password"
            required
            markRequired={false}
            block="field"
          />
          {error && (
            <p className="field__error" role="alert">
              {error}
            </p>
          )}
          <button type="submit" className="button button--primary" disabled={busy}>
            {text.signIn}
          </button>
        </form>
        <p>
          <a href={`${home}/forgot-password`}>{text.forgotLink}</a>
        </p>
        <p>
          <a href={`${home}/sign-up?${query}`}>{text.noAccount}</a>
        </p>
      </Dialog>
    </>
  );
}
