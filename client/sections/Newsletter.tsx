/**
 * The newsletter form island as blocks place it (dialogs, pop-ups): its text, the page a no-script
 * post returns to, and that post's outcome read back from the query (`newsletter`, `newsletterForm`).
 */
import { NEWSLETTER_QUERY, type NewsletterOutcome } from '../../shared/content/newsletter';
import type { BlocksBText } from '../i18n/blocks-b';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import type { NewsletterFormProps } from '../islands/NewsletterForm';
import { useBlocksBText, useContentRequest } from './content-request';

export function newsletterOutcome(
  search: string,
  formId: string,
  text: BlocksBText,
): NewsletterFormProps['initial'] {
  const query = new URLSearchParams(search);
  if (query.get(NEWSLETTER_QUERY.form) !== formId) return undefined;
  const messages: Record<Exclude<NewsletterOutcome, 'subscribed'>, string> = {
    emailRequired: text.required,
    emailInvalid: text.emailInvalid,
    policyRequired: text.newsletterPolicyRequired,
    failed: text.newsletterError,
  };
  const outcome = query.get(NEWSLETTER_QUERY.outcome);
  if (outcome === 'subscribed') return { kind: 'success' };
  return outcome && Object.hasOwn(messages, outcome)
    ? { kind: 'error', message: messages[outcome as keyof typeof messages] }
    : undefined;
}

/** The page without a previous post's outcome: where the next no-script post comes back to. */
export const returnPath = (path: string, search: string): string => {
  const query = new URLSearchParams(search);
  for (const key of Object.values(NEWSLETTER_QUERY)) query.delete(key);
  const rest = query.toString();
  return rest ? `${path}?${rest}` : path;
};

/**
 * The props of a newsletter form placed by a block (`formId` unique on the page); `returnHash`
 * brings a no-script post back to the dialog it was sent from.
 */
export function useNewsletterProps(formId: string, placement: string, returnHash = ''): NewsletterFormProps {
  const { site } = usePage();
  const { path, search } = useContentRequest();
  const text = useBlocksBText();
  return {
    locale: site.locale,
    formId,
    placement,
    returnTo: returnPath(path, search) + returnHash,
    initial: newsletterOutcome(search, formId, text),
    text: {
      newsletterEmail: text.newsletterEmail,
      newsletterPolicy: text.newsletterPolicy,
      newsletterPolicyLink: text.newsletterPolicyLink,
      newsletterSubmit: text.newsletterSubmit,
      newsletterSubmitting: text.newsletterSubmitting,
      newsletterSuccess: text.newsletterSuccess,
      newsletterError: text.newsletterError,
      newsletterPolicyRequired: text.newsletterPolicyRequired,
      required: text.required,
      emailInvalid: text.emailInvalid,
      dismiss: text.dismiss,
    },
  };
}

export function NewsletterFormIsland({
  formId,
  placement,
  returnHash,
}: {
  formId: string;
  placement: string;
  returnHash?: string;
}) {
  return (
    <Island
      name="NewsletterForm"
      strategy="interaction"
      props={useNewsletterProps(formId, placement, returnHash)}
    />
  );
}
