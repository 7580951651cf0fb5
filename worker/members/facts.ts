/**
 * The member's kinds as the session keeps them (`memberFacts`, DESIGN.md Members): loyalty,
 * athlete, IPA, WRANX, employee and whether an employee accepted the employee discount terms.
 * They come only from the platform: the profile (`memberFactsOf`) and the token exchange
 * (`isEmployeeDiscountTCAccepted`), so a shopper can never claim a kind to see another audience's
 * content or prices.
 */
import { z } from 'zod';
import type { AudienceFacts } from '../../shared/content/segmentation';
import type { ConsumerProfile } from '../../shared/contract';

export const memberFactsSchema = z.object({
  loyalty: z.boolean().optional(),
  athlete: z.boolean().optional(),
  ipa: z.boolean().optional(),
  wranx: z.boolean().optional(),
  employee: z.boolean().optional(),
  employeeTermsAccepted: z.boolean().optional(),
  /** This sign-in asked for the loyalty welcome already (worker/loyalty/service.ts). */
  loyaltyWelcomed: z.boolean().optional(),
});
export type MemberFacts = z.infer<typeof memberFactsSchema>;

/** Every kind the profile tells; the terms flag too when the profile carries the programme. */
export const memberFactsOf = (profile: ConsumerProfile): MemberFacts => {
  const details = profile.consumerDetails;
  const terms = profile.memberProgram?.termsAccepted;
  return {
    loyalty: profile.isLoyaltyMember,
    athlete: details.athlete,
    ipa: details.identityTypes.includes('IPA'),
    wranx: details.identityTypes.includes('WRANX'),
    employee: details.employee,
    ...(terms === undefined ? {} : { employeeTermsAccepted: terms }),
  };
};

/** The audience's member kinds (shared/content/segmentation.ts) from what the session knows. */
export const memberKindsOf = (facts: MemberFacts | undefined): AudienceFacts['memberKinds'] =>
  facts
    ? Object.fromEntries(
        (
          [
            ['loyalty', facts.loyalty],
            ['athletes', facts.athlete],
            ['ipa', facts.ipa],
            ['wranx', facts.wranx],
            ['employee', facts.employee],
          ] as const
        ).filter(([, known]) => known !== undefined),
      )
    : undefined;

/** The legal page of the employee discount terms (content spec: legal link targets), under a locale. */
export const EMPLOYEE_TERMS_PATH = '/associate-discount-terms';

/** An employee who has not accepted the employee discount terms meets the dialog (spec section 4). */
export const owesEmployeeTerms = (
  facts: MemberFacts | undefined,
  consumerType: string | undefined,
): boolean =>
  (consumerType === 'EMPLOYEE' || facts?.employee === true) && facts?.employeeTermsAccepted === false;

/** Keeps what a profile answer says of the member in the session (`setMemberFacts`); the profile. */
export const rememberFacts = (
  session: { setMemberFacts(partial: MemberFacts): void },
  profile: ConsumerProfile,
): ConsumerProfile => {
  session.setMemberFacts(memberFactsOf(profile));
  return profile;
};
