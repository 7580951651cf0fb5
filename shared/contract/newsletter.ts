/**
 * The storefront's newsletter sign-up: the BFF's `POST /api/newsletter` body, and what it sends to
 * the sandbox's `POST /consumers-v3/consumer/subscription` (the identity contract's create body
 * with the fields of content spec section 3 that the subscription records: channel, category,
 * country, region and the opt-in date).
 */
import { z } from 'zod';
import type { SubscriptionCreate } from './consumer';

/** A content pop-up's id, as the dismissal cookie keeps it. */
export const popupIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/);

/** What the form posts (JSON or a plain form): the checkbox arrives as `on` from a form. */
export const newsletterSignupSchema = z.object({
  email: z.string().max(254),
  policy: z.union([z.boolean(), z.literal('on'), z.literal('true')]).optional(),
  /** A no-script post: the page to come back to, and which form on it posted. */
  returnTo: z.string().max(2000).optional(),
  formId: z
    .string()
    .regex(/^[A-Za-z0-9_-]{1,80}$/)
    .optional(),
  /** The pop-up the form sits in: a sign-up dismisses it, as closing it does. */
  popupId: popupIdSchema.optional(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

export type NewsletterSubscriptionRequest = SubscriptionCreate & {
  type: 'NEWSLETTER';
  channel: 'EMAIL';
  category: 'subscription';
  country: string;
  region: string;
  /** UTC calendar date, `YYYY-MM-DD`. */
  optinDate: string;
};

/** The BFF's answer to a sign-up an island sent. */
export type NewsletterResult = { subscribed: true };
