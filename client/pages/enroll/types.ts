/**
 * What the enrollment forms take and say (`StepForms.tsx` renders them): their text, the site's
 * configuration, the fields a refused form echoes, and the props of both ways they run.
 */
import type { Ref } from 'react';
import type { EnrollStep, EnrollView } from '../../../shared/contract/enroll-steps';
import type { AuthText } from '../../i18n/auth';
import type { EnrollText } from '../../i18n/enroll';
import type { DateOrder } from '../account/birth-date';

/** The identity words the forms use (the island's props carry only these). */
export const AUTH_KEYS = [
  'email',
  'password',
  'confirmPassword',
  'firstName',
  'lastName',
  'phone',
  'postalCode',
  'newsletter',
  'signIn',
  'signUp',
  'signUpTitle',
  'forgotTitle',
  'forgotIntro',
  'forgotLink',
  'sendResetLink',
  'resetSent',
  'requirementsTitle',
  'req_length',
  'req_number',
  'req_upper',
  'req_lower',
  'continue',
  'skip',
  'welcomeTitle',
  'welcomeIntro',
  'mobileTitle',
  'profileTitle',
  'interestsTitle',
  'successTitle',
  'successIntro',
  'completeProfile',
  'close',
] as const;
type AuthKeys = (typeof AUTH_KEYS)[number];
/** Everything the forms say: the flow's own text, the identity words and the error messages. */
export type EnrollFormText = EnrollText &
  Pick<AuthText, AuthKeys> & { errors: Record<string, string>; interests: Record<string, string> };

/** What the forms need of the site: dial codes, date order, sizes, interests, loyalty. */
export type EnrollConfig = {
  /** `mask`: an example number in the country's national format (the hint and placeholder). */
  countries: { code: string; label: string; mask: string }[];
  siteCountry: string;
  dateOrder: DateOrder;
  shoeSizes: string[];
  interestKeys: string[];
  loyaltySite: boolean;
};

/** The fields a refused form gives back as typed (passwords never are). */
export const ECHOED_FIELDS = [
  'email',
  'firstName',
  'lastName',
  'country',
  'phone',
  'birthDate',
  'postalCode',
  'preferredShoeSize',
] as const;
export type EchoedField = (typeof ECHOED_FIELDS)[number];

export type EnrollFormsProps = {
  step: EnrollStep;
  locale: string;
  returnTo: string;
  text: EnrollFormText;
  config: EnrollConfig;
  view?: EnrollView | undefined;
  email?: string | undefined;
  /** What the shopper typed into a refused no-script form (never a password): shown again. */
  typed?: Partial<Record<EchoedField, string>> | undefined;
  errorId?: string | undefined;
  /** field → text key of its problem (`phoneInvalid`, …). */
  fields?: Record<string, string> | undefined;
  sent?: boolean | undefined;
  busy?: boolean | undefined;
  /** `h1` on the page, `h3` under the dialog's own title. */
  headingLevel: 'h1' | 'h3';
  headingRef?: Ref<HTMLHeadingElement> | undefined;
  idPrefix: string;
  onSubmit?: ((step: EnrollStep, form: HTMLFormElement) => void) | undefined;
  /** The shopper changed a field of the step's form (the dialog drops a stale refusal). */
  onEdit?: (() => void) | undefined;
  go?: ((to: EnrollStep | 'done') => void) | undefined;
};
