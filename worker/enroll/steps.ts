/**
 * Which enrollment step comes next (commerce spec section 2). The pages and the BFF both ask here,
 * so the no-script sequence and the dialog island walk the same steps:
 * - initial step: lookup when signed out; mobile when signed in without a phone; profile with one;
 * - after signing in: done when the profile is complete, else the intro (welcome for a loyalty
 *   member, complete profile 0 for everyone else); after signing up: always the intro;
 * - after the intro and each profile step: the next of mobile, profile, interests that is still
 *   needed (interests are always offered once), then success.
 */
import {
  type EnrollStep,
  GUEST_STEPS,
  missingDetails,
  type ProfileDetail,
} from '../../shared/contract/enroll-bff';

export type ProfileFacts = {
  missing: readonly ProfileDetail[];
  isLoyaltyMember: boolean;
};

export const initialStep = (
  member: boolean,
  profile: Pick<ProfileFacts, 'missing'> | undefined,
): EnrollStep => (!member ? 'lookup' : profile?.missing.includes('phone') ? 'mobile' : 'profile');

export const introStep = (profile: ProfileFacts): EnrollStep =>
  profile.isLoyaltyMember ? 'welcome' : 'complete';

/** After a sign-in inside the flow: nothing to ask of a complete profile. */
export const afterSignIn = (profile: ProfileFacts): EnrollStep | 'done' =>
  profile.missing.length === 0 ? 'done' : introStep(profile);

const needsProfile = (missing: readonly ProfileDetail[]) => missing.some((key) => key !== 'phone');

/** The step after `from` (an intro or a profile step) for a profile in this state. */
export const nextProfileStep = (from: EnrollStep, profile: ProfileFacts): EnrollStep => {
  const order: EnrollStep[] = ['mobile', 'profile', 'interests', 'success'];
  const start = from === 'complete' || from === 'welcome' ? 0 : order.indexOf(from) + 1;
  for (const step of order.slice(start)) {
    if (step === 'mobile' && !profile.missing.includes('phone')) continue;
    if (step === 'profile' && !needsProfile(profile.missing)) continue;
    return step;
  }
  return 'success';
};

/**
 * The step a request may see: guest steps only signed out, profile steps only signed in; anything
 * else (or nothing asked) is the initial step. The intro is the one this shopper gets: welcome
 * ("you are a member of the club") only for a loyalty member, complete (with the offer to join)
 * for anyone else, whichever of the two the address asked for; a guest gets the sign-in or join
 * step.
 */
export const allowedStep = (
  asked: EnrollStep | undefined,
  member: boolean,
  profile: ProfileFacts | undefined,
): EnrollStep => {
  if (asked && GUEST_STEPS.has(asked) === !member) {
    if (asked !== 'welcome' && asked !== 'complete') return asked;
    if (profile) return introStep(profile);
  }
  return initialStep(member, profile);
};

export const factsOf = (
  details: Parameters<typeof missingDetails>[0],
  isLoyaltyMember: boolean,
): ProfileFacts => ({ missing: missingDetails(details), isLoyaltyMember });
