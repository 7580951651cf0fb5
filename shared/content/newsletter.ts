/**
 * Newsletter form rules (content spec sections 4 and 5) as plain functions, shared by the island,
 * the BFF and its no-script form: email required and valid, the policy checkbox required; the
 * subscription the sign-up creates, dated by the server's clock; and the SMS opt-in order.
 */
import type { NewsletterSubscriptionRequest } from '../contract/newsletter';
import { isBlank, isEmail } from '../contract/ugc';

export type NewsletterErrors = { email?: 'required' | 'emailInvalid'; policy?: 'required' };

export function validateNewsletter(input: {
  email?: string | undefined;
  policy?: unknown;
}): NewsletterErrors {
  const errors: NewsletterErrors = {};
  if (isBlank(input.email)) errors.email = 'required';
  else if (!isEmail(input.email ?? '')) errors.email = 'emailInvalid';
  if (input.policy !== true && input.policy !== 'on' && input.policy !== 'true') errors.policy = 'required';
  return errors;
}

/** `YYYY-MM-DD` in UTC of an epoch-milliseconds timestamp (`/fapi/server/time`; 0 when absent). */
export const utcDate = (timestamp: number): string => new Date(timestamp).toISOString().slice(0, 10);

export const newsletterSubscription = (
  email: string,
  site: { country: string; region: string },
  timestamp: number,
): NewsletterSubscriptionRequest => ({
  type: 'NEWSLETTER',
  channel: 'EMAIL',
  optin: true,
  recipient: email.trim(),
  category: 'subscription',
  country: site.country,
  region: site.region,
  optinDate: utcDate(timestamp),
});

export type SmsStep =
  | { action: 'optout'; recipient: string }
  | { action: 'create' | 'update'; recipient: string };

/**
 * The SMS opt-in calls in order (content spec section 4): a logged-out shopper who already has an
 * SMS recipient first opts the old one out, then creates the new one; a logged-in one updates.
 */
export function smsOptinSteps(
  loggedIn: boolean,
  existingRecipient: string | null,
  recipient: string,
): SmsStep[] {
  if (loggedIn) return [{ action: 'update', recipient }];
  return existingRecipient && existingRecipient !== recipient
    ? [
        { action: 'optout', recipient: existingRecipient },
        { action: 'create', recipient },
      ]
    : [{ action: 'create', recipient }];
}

/** Query keys of a no-script sign-up's outcome on the page it returns to. */
export const NEWSLETTER_QUERY = { outcome: 'newsletter', form: 'newsletterForm' } as const;

/**
 * A no-script sign-up's outcome as the query carries it: a code, never a message (the page says
 * it in the shopper's language, and no one can make the page say their words).
 */
export type NewsletterOutcome = 'subscribed' | 'emailRequired' | 'emailInvalid' | 'policyRequired' | 'failed';

export const outcomeOf = (errors: NewsletterErrors): NewsletterOutcome =>
  errors.email === 'required'
    ? 'emailRequired'
    : errors.email === 'emailInvalid'
      ? 'emailInvalid'
      : errors.policy
        ? 'policyRequired'
        : 'subscribed';
