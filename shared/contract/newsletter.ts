/**
 * The storefront's newsletter sign-up (BFF `POST /api/newsletter`, content spec sections 3 and 5)
 * and the subscription it creates upstream (`POST /consumers-v3/consumer/subscription`).
 */
import { z } from 'zod';

/** What the form posts (JSON or a plain form): the checkbox arrives as `on` from a form. */
export const newsletterSignupSchema = z.object({
  email: z.string().max(254),
  policy: z.union([z.boolean(), z.literal('on'), z.literal('true')]).optional(),
  returnTo: z.string().max(2000).optional(),
});
export type NewsletterSignup = z.infer<typeof newsletterSignupSchema>;

/** UTC calendar date, `YYYY-MM-DD`. */
export const utcDateSchema = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);

export const subscriptionSchema = z.object({
  type: z.enum(['Newsletter', 'LoyaltyNewsletter', 'Loyalty enrolment']),
  channel: z.enum(['email', 'sms']),
  optin: z.boolean(),
  doubleOptin: z.boolean().optional(),
  recipient: z.string(),
  category: z.literal('subscription'),
  country: z.string(),
  region: z.string(),
  optinDate: utcDateSchema.optional(),
  optoutDate: utcDateSchema.optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

export const newsletterResultSchema = z.object({ subscribed: z.literal(true) });
