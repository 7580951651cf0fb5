/**
 * The consumer of spec sections 3 and 7 (Consumer): profile, addresses, saved cards and the SMS /
 * newsletter subscriptions, plus the sign-up body. Every call takes a MEMBER bearer token; a guest
 * token is answered 403 `AUT432` ("Sign in to continue"), except POST /consumers-v3/consumer/subscription,
 * where an anonymous shopper subscribes a recipient. Ids (addressId, paymentInstrumentId) are only
 * ever looked up among the caller's own: another member's id is a plain 404 API404.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { isPossibleBirthDate } from './birth-date';
import { cardSchema, addressSchema as deliveryAddressSchema } from './checkout';
import { memberProgramSchema } from './members';
import { PASSWORD_MAX_LENGTH } from './password';
import { isName } from './ugc';

/** A guest token on a member-only consumer call. */
export const AUT432 = 'AUT432';
/** POST payment_instruments with a card the member has saved already (same brand, last 4, expiry, holder). */
export const PYT300 = 'PYT300';

const text = (max: number) => z.string().trim().max(max);
const nameSchema = text(50).min(1, 'Required').refine(isName, 'Name is not valid');
/**
 * A phone as the consumer calls take it: an optional +, then 7 to 22 digits, spaces, brackets and
 * hyphens (the profile, sign-up and an SMS subscription's recipient).
 */
export const WIRE_PHONE_PATTERN = /^\+?[\d ()-]{7,22}$/;
/** Stored with a leading + and the dial code (spec section 5); the storefront formats it by mask. */
export const phoneSchema = z
  .string()
  .trim()
  .regex(WIRE_PHONE_PATTERN, 'Phone is not valid')
  .transform((value) => `+${value.replace(/\D/g, '')}`);
/**
 * ISO date (YYYY-MM-DD) from 1900-01-01 to today (birth-date.ts); the storefront shows it as
 * DD/MM/YYYY or MM/DD/YYYY by locale.
 */
export const birthDateSchema = z.iso
  .date('Birth date must be YYYY-MM-DD')
  .refine((iso) => isPossibleBirthDate(iso), 'Birth date is not valid');
const postalCodeSchema = text(12)
  .min(1)
  .regex(/^[A-Za-z0-9 -]+$/, 'Postal code is not valid');

/** Interest keys joined by a pipe, as the spec stores them: `hiking|running` (empty: none). */
export const interestsSchema = z
  .string()
  .trim()
  .max(500)
  .regex(/^([a-z0-9-]{1,40}(\|[a-z0-9-]{1,40})*)?$/, 'Interests must be keys joined by |');
export const splitInterests = (interests: string): string[] => (interests ? interests.split('|') : []);
export const joinInterests = (keys: readonly string[]): string => [...new Set(keys)].join('|');

export const preferencesSchema = z.object({
  interests: interestsSchema.default(''),
  preferredShoeSize: text(8).optional(),
});
export type Preferences = z.infer<typeof preferencesSchema>;

/** What a shopper subscribes to or opts out of themselves (the subscription calls). */
export const subscriptionTypeSchema = z.enum(['NEWSLETTER', 'SMS']);
/**
 * The platform's record of joining the loyalty programme (content spec section 3's subscription
 * type "Loyalty enrolment"): written when a member joins, listed with the others, never chosen
 * through the subscription calls (joining is the profile's `loyalty`).
 */
export const LOYALTY_ENROLMENT = 'Loyalty enrolment';
export const subscriptionSchema = z.object({
  type: z.union([subscriptionTypeSchema, z.literal(LOYALTY_ENROLMENT)]),
  channel: z.enum(['EMAIL', 'SMS']),
  optin: z.boolean(),
  /** The sandbox confirms at once (no confirmation e-mail round trip), so this follows `optin`. */
  doubleOptin: z.boolean(),
  /** E-mail (NEWSLETTER) or +phone (SMS). */
  recipient: z.string(),
  /** ISO timestamps of the last opt-in / opt-out. */
  optinDate: z.string().optional(),
  optoutDate: z.string().optional(),
});
export type Subscription = z.infer<typeof subscriptionSchema>;

/** A stored address: the delivery address entity with its id, approach type and main flag required. */
export const consumerAddressSchema = deliveryAddressSchema.extend({
  id: z.string(),
  approachType: z.enum(['S', 'B']),
  main: z.boolean(),
});
export type ConsumerAddress = z.output<typeof consumerAddressSchema>;

/**
 * POST /consumers-v3/consumer/address and PUT .../address/{addressId}. Country rules (required
 * fields, postal code, phone) are checked by the sandbox's address validator: API400 with
 * `details.fields` { field: problem }. `main: true` makes it the one main address of its approach
 * type; the first address of a type is main anyway.
 */
export const addressRequestSchema = deliveryAddressSchema
  .omit({ id: true, approachType: true, main: true })
  .extend({ approachType: z.enum(['S', 'B']), main: z.boolean().default(false) });
export type AddressRequest = z.input<typeof addressRequestSchema>;
/** GET/POST/PUT/DELETE address answers: the member's addresses after the change. */
export const addressListSchema = z.object({ addresses: z.array(consumerAddressSchema) });
export type AddressList = z.infer<typeof addressListSchema>;

export const consumerDetailsSchema = z.object({
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  phone: z.string().optional(),
  birthDate: z.string().optional(),
  postalCode: z.string().optional(),
  address: z.array(consumerAddressSchema),
  athlete: z.boolean(),
  employee: z.boolean(),
  prosumer: z.boolean(),
  identityTypes: z.array(z.enum(['WRANX', 'IPA'])),
});
export type ConsumerDetails = z.infer<typeof consumerDetailsSchema>;

export const consumerProfileSchema = z.object({
  consumerNo: z.string(),
  consumerDetails: consumerDetailsSchema,
  isLoyaltyMember: z.boolean(),
  loyaltyOptInDate: z.string().optional(),
  /** Only with `?includeLoyaltySummary=true`; points 0 unless the member has some. */
  loyaltySummary: z.object({ points: z.object({ balance: z.number().int() }) }).optional(),
  /** Athletes, prosumers and employees: their annual programme and this year's use of it (members.ts). */
  memberProgram: memberProgramSchema.optional(),
  preferences: preferencesSchema,
  subscriptions: z.array(subscriptionSchema),
});
export type ConsumerProfile = z.infer<typeof consumerProfileSchema>;
/** GET/PUT/POST /consumers-v3/consumer and POST /consumers-v3/auth/signup (201) answer this. */
export const consumerProfileResponseSchema = z.object({ consumerProfile: consumerProfileSchema });
export type ConsumerProfileResponse = z.infer<typeof consumerProfileResponseSchema>;
export const profileQuerySchema = z.object({
  includeLoyaltySummary: z.enum(['true', 'false']).optional(),
});

/** Opt-ins given at sign-up (e-mail newsletter to the account e-mail; SMS to the phone). */
const signupSubscriptionsSchema = z.object({
  newsletter: z.boolean().default(false),
  sms: z.boolean().default(false),
});

/**
 * PUT /consumers-v3/consumer: the editable profile (names required). POST /consumers-v3/consumer:
 * the enrollment steps' partial update (any subset, e.g. only the phone, the interests, or
 * `loyalty: true` to join). Neither changes the e-mail (it is the sign-in name).
 */
export const profileUpdateSchema = z.object({
  firstName: nameSchema,
  lastName: nameSchema,
  phone: phoneSchema.optional(),
  birthDate: birthDateSchema.optional(),
  postalCode: postalCodeSchema.optional(),
  preferences: preferencesSchema.optional(),
});

/** POST /consumers-v3/auth/signup → 201 profile; AUT409 when the e-mail has an account. */
export const signupRequestSchema = profileUpdateSchema.extend({
  email: emailSchema,
  /** Checked against `password.ts` by the handler (FE872 too short, API400 a missing class). */
  password: z.string().max(PASSWORD_MAX_LENGTH),
  subscriptions: signupSubscriptionsSchema.optional(),
  /** Joins the loyalty programme at sign-up. */
  loyalty: z.boolean().optional(),
  recaptcha_response: z.string().max(4096).optional(),
});
export type SignupRequest = z.input<typeof signupRequestSchema>;
export type ProfileUpdate = z.input<typeof profileUpdateSchema>;
export const profilePatchSchema = profileUpdateSchema
  .partial()
  .extend({
    loyalty: z.literal(true).optional(),
    /** An employee accepts the employee discount terms (members.ts); there is no taking it back. */
    isEmployeeDiscountTCAccepted: z.literal(true).optional(),
  })
  .refine((patch) => Object.keys(patch).length > 0, 'Nothing to update');
export type ProfilePatch = z.input<typeof profilePatchSchema>;

/**
 * POST /consumers-v3/consumer/subscription: with a guest token, subscribes `recipient` (an e-mail
 * for NEWSLETTER, a phone for SMS; a logged-out recipient that exists is opted out first, then
 * created anew); with a member token, the recipient defaults to the member's e-mail or phone.
 * PUT: a member changes an opt-in. Both answer `{ subscriptions }` (the guest: the one created).
 */
export const subscriptionCreateSchema = z.object({
  type: subscriptionTypeSchema,
  recipient: z.string().trim().min(1).max(254).optional(),
  optin: z.boolean().default(true),
});
export type SubscriptionCreate = z.input<typeof subscriptionCreateSchema>;
export const subscriptionUpdateSchema = z.object({ type: subscriptionTypeSchema, optin: z.boolean() });
export type SubscriptionUpdate = z.input<typeof subscriptionUpdateSchema>;
export const subscriptionListSchema = z.object({ subscriptions: z.array(subscriptionSchema) });
export type SubscriptionList = z.infer<typeof subscriptionListSchema>;

/** A saved card: the provider's tokenised card, never a PAN. */
export const savedCardSchema = z.object({
  paymentInstrumentId: z.string(),
  payment_method_id: z.literal('CREDIT_CARD'),
  card: cardSchema,
  default: z.boolean(),
});
export type SavedCard = z.infer<typeof savedCardSchema>;
/** GET /consumers-v3/consumer/payment_instruments?payment_method_id=CREDIT_CARD */
export const savedCardsQuerySchema = z.object({ payment_method_id: z.string().max(32).optional() });
export const savedCardListSchema = z.object({ payment_instruments: z.array(savedCardSchema) });
export type SavedCardList = z.infer<typeof savedCardListSchema>;
/**
 * POST /consumers-v3/consumer/payment_instruments with the token of the simulated card provider
 * (POST /payments/v1/tokenize); 201 the saved card; PYT300 (409) when the same card is saved.
 * The first card is the default.
 */
export const saveCardRequestSchema = z.object({
  payment_method_id: z.literal('CREDIT_CARD'),
  token: z.string().regex(/^tok_[A-Za-z0-9]{16,64}$/, 'Payment token is not valid'),
  default: z.boolean().default(false),
  recaptcha_response: z.string().max(4096).optional(),
});
export type SaveCardRequest = z.input<typeof saveCardRequestSchema>;
/** PATCH .../payment_instruments/{paymentInstrumentId}: only `default: true` (the others lose it). */
export const patchCardRequestSchema = z.object({ default: z.literal(true) });
