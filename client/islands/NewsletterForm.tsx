/**
 * The newsletter form (content spec sections 4, 5 and 7), in pop-ups, dialogs and as a block.
 * Without script it is a plain form posting to `/api/newsletter`, which answers 303 back here
 * with the outcome in the query (`initial`). With script: email required and valid, the policy
 * checkbox required; submitting, then success (message, form cleared) or the error's message; the
 * notification can be dismissed.
 */
import { type FormEvent, useState } from 'react';
import { type NewsletterErrors, validateNewsletter } from '../../shared/content/newsletter';
import { NEWSLETTER_ATTRIBUTE } from '../../shared/interaction-tracking';
import { bffFetch } from '../api/bff';
import { track } from '../ui/track';

export type NewsletterText = {
  newsletterEmail: string;
  newsletterPolicy: string;
  newsletterPolicyLink: string;
  newsletterSubmit: string;
  newsletterSubmitting: string;
  newsletterSuccess: string;
  newsletterError: string;
  newsletterPolicyRequired: string;
  required: string;
  emailInvalid: string;
  dismiss: string;
};

export type NewsletterFormProps = {
  locale: string;
  /** Unique on the page: field ids derive from it. */
  formId: string;
  /** The page (path and query) a no-script post comes back to. */
  returnTo: string;
  /** Where the form sits, for tracking (`Popup`, `Dialog`, `Block`). */
  placement: string;
  /** The pop-up holding the form: a sign-up dismisses it for good, as closing it does. */
  popupId?: string | undefined;
  /** The outcome of a no-script post, read from the query of the page it came back to. */
  initial?: { kind: 'success' } | { kind: 'error'; message: string } | undefined;
  text: NewsletterText;
};

type Notice = { kind: 'success' | 'error'; message: string } | null;

const fieldMessage = (errors: NewsletterErrors, field: keyof NewsletterErrors, text: NewsletterText) => {
  const code = errors[field];
  if (!code) return '';
  if (field === 'policy') return text.newsletterPolicyRequired;
  return code === 'emailInvalid' ? text.emailInvalid : text.required;
};

export default function NewsletterForm({
  locale,
  formId,
  returnTo,
  placement,
  popupId,
  initial,
  text,
}: NewsletterFormProps) {
  const [email, setEmail] = useState('');
  const [policy, setPolicy] = useState(false);
  const [errors, setErrors] = useState<NewsletterErrors>({});
  const [submitting, setSubmitting] = useState(false);
  const [notice, setNotice] = useState<Notice>(
    initial
      ? { kind: initial.kind, message: initial.kind === 'success' ? text.newsletterSuccess : initial.message }
      : null,
  );

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (submitting) return;
    const found = validateNewsletter({ email, policy });
    setErrors(found);
    if (found.email || found.policy) {
      const first = event.currentTarget.querySelector<HTMLInputElement>('[aria-invalid="true"]');
      // The invalid flags render after this handler: focus the first field that will carry one.
      (
        first ??
        event.currentTarget.querySelector<HTMLInputElement>(
          found.email ? 'input[type=email]' : 'input[type=checkbox]',
        )
      )?.focus();
      return;
    }
    setSubmitting(true);
    setNotice(null);
    track('newsletterSubmit', { placement });
    try {
      const answer = await bffFetch('/api/newsletter', {
        method: 'POST',
        locale,
        body: { email, policy: true, ...(popupId ? { popupId } : {}) },
      });
      if (answer.ok) {
        setEmail('');
        setPolicy(false);
        setNotice({ kind: 'success', message: text.newsletterSuccess });
        track('newsletterConfirmed', { placement });
      } else {
        setNotice({ kind: 'error', message: answer.error?.message ?? text.newsletterError });
      }
    } catch (error) {
      // Only a thrown Error has a message to show; anything else shows nothing (spec section 8).
      if (error instanceof Error) setNotice({ kind: 'error', message: error.message });
    } finally {
      setSubmitting(false);
    }
  };

  const emailError = fieldMessage(errors, 'email', text);
  const policyError = fieldMessage(errors, 'policy', text);
  return (
    <form
      className="newsletter-form"
      {...{ [NEWSLETTER_ATTRIBUTE]: placement }}
      method="post"
      action={`/api/newsletter?locale=${locale}`}
      noValidate
      onSubmit={onSubmit}
    >
      <input type="hidden" name="returnTo" value={returnTo} />
      <input type="hidden" name="formId" value={formId} />
      {popupId && <input type="hidden" name="popupId" value={popupId} />}
      <div className="newsletter-form__field">
        <label htmlFor={`${formId}-email`}>{text.newsletterEmail}</label>
        <input
          id={`${formId}-email`}
          type="email"
          name="email"
          autoComplete="email"
          required
          value={email}
          onChange={(e) => setEmail(e.target.value)}
          aria-invalid={emailError ? true : undefined}
          aria-describedby={emailError ? `${formId}-email-error` : undefined}
        />
        {emailError && (
          <p className="field-error" id={`${formId}-email-error`}>
            {emailError}
          </p>
        )}
      </div>
      <div className="newsletter-form__check">
        <input
          id={`${formId}-policy`}
          type="checkbox"
          name="policy"
          required
          checked={policy}
          onChange={(e) => setPolicy(e.target.checked)}
          aria-invalid={policyError ? true : undefined}
          aria-describedby={policyError ? `${formId}-policy-error` : undefined}
        />
        <label htmlFor={`${formId}-policy`}>
          {text.newsletterPolicy} <a href={`/${locale}/privacy`}>{text.newsletterPolicyLink}</a>
        </label>
        {policyError && (
          <p className="field-error" id={`${formId}-policy-error`}>
            {policyError}
          </p>
        )}
      </div>
      <button className="button button--primary" type="submit" aria-disabled={submitting || undefined}>
        {submitting ? text.newsletterSubmitting : text.newsletterSubmit}
      </button>
      <div aria-live="polite">
        {notice && (
          <div
            className={`newsletter-form__notice newsletter-form__notice--${notice.kind}`}
            role={notice.kind === 'error' ? 'alert' : 'status'}
          >
            <p className="newsletter-form__message">{notice.message}</p>
            <button type="button" className="newsletter-form__dismiss" onClick={() => setNotice(null)}>
              {text.dismiss}
            </button>
          </div>
        )}
      </div>
    </form>
  );
}
