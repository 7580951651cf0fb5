/**
 * The enrollment flow's steps and the partial-profile rule (commerce spec sections 2 and 5), with
 * no zod: the dialog island imports these, and schemas stay out of browser code. The request
 * schemas are in enroll-bff.ts.
 */
import type { CartNotice } from './auth-bff';

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
  cartNotice?: CartNotice | undefined;
  exists?: boolean | undefined;
  sent?: boolean | undefined;
  view?: EnrollView | undefined;
};
