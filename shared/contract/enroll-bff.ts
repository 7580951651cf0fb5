/**
 * The enrollment flow of commerce spec section 2 as the storefront's BFF (`/api/enroll/*`) speaks
 * it: the steps, what each step posts (JSON from the dialog island, a plain form from the no-script
 * page) and what a JSON answer holds. Identity steps reuse the identity BFF's rules (auth-bff.ts);
 * values that need the site (phone mask, date order, postal pattern) are checked by the route.
 */
import { z } from 'zod';
import { signInBodySchema, signUpBodySchema } from './auth-bff';

/**
 * The steps in the spec's order. `complete` is "complete profile 0 (non-loyalty)", `welcome` is
 * "1 welcome" (a loyalty member), then 2 mobile, 3 profile, 4 interests, 5 success.
 */
export const ENROLL_STEPS = [
  'lookup',
  'sign-in',
  'sign-up',
  'forgot-password',
  'complete',
  'welcome',
  'mobile',
  'profile',
  'interests',
  'success',
] as const;
export type EnrollStep = (typeof ENROLL_STEPS)[number];
export const enrollStepSchema = z.enum(ENROLL_STEPS);

/** Steps for a signed-out shopper; every other step needs a member. */
export const GUEST_STEPS: ReadonlySet<EnrollStep> = new Set([
  'lookup',
  'sign-in',
  'sign-up',
  'forgot-password',
]);
/** The spec's numbers of the profile steps (0 to 5). */
export const PROFILE_STEP_NUMBER: Partial<Record<EnrollStep, number>> = {
  complete: 0,
  welcome: 1,
  mobile: 2,
  profile: 3,
  interests: 4,
  success: 5,
};

/** The details whose absence makes a profile partially enrolled (spec sections 3 and 5). */
export const PROFILE_DETAILS = ['phone', 'firstName', 'lastName', 'postalCode', 'birthDate'] as const;
export type ProfileDetail = (typeof PROFILE_DETAILS)[number];
type Details = { email?: string | undefined } & Partial<Record<ProfileDetail, string | undefined>>;

/** What a profile lacks; empty when it is complete. */
export const missingDetails = (details: Details): ProfileDetail[] =>
  PROFILE_DETAILS.filter((key) => !details[key]?.trim());

/** Spec section 5: an e-mail exists but phone, first name, last name, postal code or birth date is missing. */
export const isPartiallyEnrolled = (details: Details): boolean =>
  Boolean(details.email) && missingDetails(details).length > 0;

const returnTo = z.string().max(2048).optional();
const checkbox = z.union([z.boolean(), z.literal('on').transform(() => true)]).optional();
const typed = (max: number) => z.string().trim().max(max);

export const enrollLookupBodySchema = z.object({
  email: z.string().trim().toLowerCase().max(254).pipe(z.email('E-mail is not valid')),
  returnTo,
});
export const enrollSignInBodySchema = signInBodySchema;
/** Sign-up in the flow may also join the loyalty programme (where the site has it). */
export const enrollSignUpBodySchema = signUpBodySchema.and(z.object({ loyalty: checkbox }));
export const enrollForgotBodySchema = z.object({ email: enrollLookupBodySchema.shape.email, returnTo });
/** Steps 0 and 1: go on (`join` the loyalty programme on the way, where offered). */
export const enrollIntroBodySchema = z.object({ join: checkbox, returnTo });
/** Step 2: the number as typed, and the country whose dial code and mask it follows. */
export const enrollMobileBodySchema = z.object({
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country is not valid')
    .transform((v) => v.toUpperCase()),
  phone: typed(30).min(1, 'Required'),
  returnTo,
});
/** Step 3: names, the birth date in the locale's order (DD/MM/YYYY or MM/DD/YYYY), postal code. */
export const enrollProfileBodySchema = z.object({
  firstName: typed(50).min(1, 'Required'),
  lastName: typed(50).min(1, 'Required'),
  birthDate: typed(10).min(1, 'Required'),
  postalCode: typed(12).min(1, 'Required'),
  returnTo,
});
/**
 * Step 4: interest keys (a form sends `interest_{key}=on` per ticked box, JSON a list) and the
 * preferred shoe size; stored pipe-joined in the profile's preferences.
 */
export const enrollInterestsBodySchema = z
  .object({
    interests: z
      .array(z.string().regex(/^[a-z0-9-]{1,40}$/))
      .max(20)
      .optional(),
    preferredShoeSize: z
      .string()
      .trim()
      .regex(/^([0-9]{1,2}(\.5)?)?$/, 'Shoe size is not valid')
      .optional(),
    returnTo,
  })
  .catchall(z.union([z.literal('on'), z.string().max(2048)]));

/** The profile as the flow's forms show it (prefilled values, what is missing). */
export type EnrollView = {
  email?: string | undefined;
  firstName: string;
  lastName: string;
  /** National number in the country's mask, and that country. */
  phone: string;
  phoneCountry: string;
  /** In the locale's order, as typed. */
  birthDate: string;
  postalCode: string;
  interests: string[];
  preferredShoeSize: string;
  isLoyaltyMember: boolean;
  missing: ProfileDetail[];
};

/**
 * A JSON answer: the step to show next (`done` closes the flow and loads `returnTo`), whether the
 * sign-in merged a cart that grew, and the member's values for the next form.
 */
export type EnrollAnswer = {
  step: EnrollStep | 'done';
  returnTo: string;
  cartMerged?: boolean | undefined;
  exists?: boolean | undefined;
  sent?: boolean | undefined;
  view?: EnrollView | undefined;
};
