/**
 * What each enrollment step does upstream, for the no-script pages and the dialog island alike.
 * Identity steps use the identity BFF's functions (PKCE sign-in with the guest objects, sign-up
 * then sign-in); profile steps use the spec's partial update `POST /consumers-v3/consumer` through
 * `session.withToken`. Every value is checked whole before the one upstream write of its step:
 * field problems are a 400 API400 with `details.fields` (field → text key), and nothing is sent.
 */
import type { Context } from 'hono';
import { INTERESTS } from '../../client/i18n/account';
import { formatBirthDate, parseBirthDate } from '../../client/pages/account/birth-date';
import { enrollConfig } from '../../client/pages/enroll/config';
import { featureFlags } from '../../shared/config';
import {
  type ConsumerProfile,
  joinInterests,
  type ProfilePatch,
  splitInterests,
} from '../../shared/contract';
import type { EnrollStep, EnrollView } from '../../shared/contract/enroll-bff';
import { DIAL_CODES, formatPhone, storedPhone } from '../../shared/contract/phone/format';
import { isPostalCodeOf, normalizePostalCode } from '../../shared/contract/postal-code';
import { isName } from '../../shared/contract/ugc';
import { isOfferedShoeSize } from '../../shared/validation/profile';
import { signInMember } from '../auth/sign-in';
import type { AppEnv } from '../env';
import { rememberFacts } from '../members/facts';
import { HttpError } from '../middleware/errors';
import { afterSignIn, factsOf, introStep, nextProfileStep } from './steps';

export type FieldProblems = Record<string, string>;

/** Field problems of a step, before anything is written (the page shows them beside the fields). */
export const fieldProblem = (fields: FieldProblems) =>
  new HttpError(400, 'API400', 'Please check your entries', { details: { fields } });

const member = (c: Context<AppEnv>) => {
  if (!c.get('session').isMember) throw new HttpError(403, 'AUT432', 'Sign in to continue');
};

/** The country whose dial code a stored +number carries: the site's own first. */
const phoneCountryOf = (stored: string | undefined, siteCountry: string): string => {
  if (!stored?.startsWith('+')) return siteCountry;
  const digits = stored.slice(1);
  if (digits.startsWith(DIAL_CODES[siteCountry] ?? '')) return siteCountry;
  return Object.entries(DIAL_CODES).find(([, dial]) => digits.startsWith(dial))?.[0] ?? siteCountry;
};

export const profileFacts = (profile: ConsumerProfile) =>
  factsOf(profile.consumerDetails, profile.isLoyaltyMember);

export const viewOf = (c: Context<AppEnv>, profile: ConsumerProfile): EnrollView => {
  const { site } = c.var;
  const d = profile.consumerDetails;
  const phoneCountry = phoneCountryOf(d.phone, site.country);
  return {
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone ? formatPhone(d.phone, phoneCountry) : '',
    phoneCountry,
    birthDate: formatBirthDate(d.birthDate, enrollConfig(site).dateOrder),
    postalCode: d.postalCode ?? '',
    interests: splitInterests(profile.preferences.interests),
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
    isLoyaltyMember: profile.isLoyaltyMember,
    missing: [...profileFacts(profile).missing],
  };
};

export const enrollService = (c: Context<AppEnv>) => {
  const { upstream, session, site } = c.var;
  const loyaltySite = featureFlags(site).loyalty;
  const known = (answer: ConsumerProfile) => rememberFacts(session, answer);
  // Each answer refreshes what the session knows of the member (joining loyalty changes it).
  const patch = async (body: ProfilePatch): Promise<ConsumerProfile> => {
    member(c);
    return known((await session.withToken((t) => upstream.consumer.patchProfile(t, body))).consumerProfile);
  };
  const profile = async (): Promise<ConsumerProfile> => {
    member(c);
    return known((await session.withToken((t) => upstream.consumer.profile(t))).consumerProfile);
  };

  return {
    /** The member's profile; none for a guest, nor once the member's grant ended (on as a guest). */
    memberProfile: async (): Promise<ConsumerProfile | undefined> =>
      (await session.memberCall((t) => upstream.consumer.profile(t)))?.consumerProfile,

    /** Does the e-mail have an account? Then sign in, else sign up. */
    async lookup(email: string): Promise<{ step: EnrollStep; exists: boolean }> {
      const { exists } = await upstream.consumerAuth.lookup(email);
      return { step: exists ? 'sign-in' : 'sign-up', exists };
    },

    async signIn(email: string, password: string) {
      const outcome = await signInMember(c, { email, password });
      // Without the profile there is nothing to offer: the shopper is signed in, the flow ends.
      const step = outcome.profile ? afterSignIn(profileFacts(outcome.profile)) : 'done';
      return {
        step,
        cartMerged: outcome.cartMerged,
        cartNotice: outcome.cartNotice,
        profile: outcome.profile,
      };
    },

    async signUp(body: {
      email: string;
      password: string;
      firstName: string;
      lastName: string;
      newsletter?: boolean | undefined;
      loyalty?: boolean | undefined;
    }) {
      const loyalty = loyaltySite && body.loyalty === true;
      await upstream.consumerAuth.signUp({
        email: body.email,
        password: body.password,
        firstName: body.firstName,
        lastName: body.lastName,
        ...(body.newsletter ? { subscriptions: { newsletter: true, sms: false } } : {}),
        ...(loyalty ? { loyalty: true } : {}),
      });
      const outcome = await signInMember(c, { email: body.email, password: body.password }, body.firstName);
      const isLoyaltyMember = outcome.profile?.isLoyaltyMember ?? loyalty;
      const step: EnrollStep = introStep({ missing: [], isLoyaltyMember });
      return {
        step,
        cartMerged: outcome.cartMerged,
        cartNotice: outcome.cartNotice,
        profile: outcome.profile,
      };
    },

    /** Steps 0 and 1: joins the loyalty programme when asked (and offered), then the next step. */
    async intro(from: 'complete' | 'welcome', join: boolean) {
      const current =
        join && loyaltySite && from === 'complete' ? await patch({ loyalty: true }) : await profile();
      return { step: nextProfileStep(from, profileFacts(current)), profile: current };
    },

    async mobile(country: string, phone: string) {
      if (!DIAL_CODES[country]) throw fieldProblem({ country: 'invalid' });
      const stored = storedPhone(phone, country);
      if (!stored) throw fieldProblem({ phone: 'phoneInvalid' });
      const updated = await patch({ phone: stored });
      return { step: nextProfileStep('mobile', profileFacts(updated)), profile: updated };
    },

    async details(body: { firstName: string; lastName: string; birthDate: string; postalCode: string }) {
      const fields: FieldProblems = {};
      for (const key of ['firstName', 'lastName'] as const)
        if (!isName(body[key])) fields[key] = 'nameInvalid';
      // The format the form's hint showed (enrollConfig), so hint and parse cannot disagree.
      const birthDate = parseBirthDate(body.birthDate, enrollConfig(site).dateOrder);
      if (!birthDate) fields.birthDate = 'dateInvalid';
      const rules = await upstream.utilities.i18n(site.country).catch(() => null);
      // The checkout's rule (the country's pattern), as the profile and sign-up use it.
      const postalOk = rules
        ? isPostalCodeOf(body.postalCode, rules)
        : /^[A-Za-z0-9 -]{2,12}$/.test(body.postalCode);
      if (!postalOk) fields.postalCode = 'postalCodeInvalid';
      if (Object.keys(fields).length > 0 || !birthDate) throw fieldProblem(fields);
      const updated = await patch({
        firstName: body.firstName,
        lastName: body.lastName,
        birthDate,
        postalCode: normalizePostalCode(body.postalCode, rules?.countryCode ?? site.country),
      });
      session.setDisplayName(updated.consumerDetails.firstName);
      return { step: nextProfileStep('profile', profileFacts(updated)), profile: updated };
    },

    /**
     * Interest keys we offer only; the shoe size one of the site's sizes (or none), by the rule the
     * account profile uses (`isOfferedShoeSize`).
     */
    async interests(keys: readonly string[], preferredShoeSize: string | undefined) {
      if (keys.some((key) => !(INTERESTS as readonly string[]).includes(key)))
        throw fieldProblem({ interests: 'invalid' });
      if (preferredShoeSize && !isOfferedShoeSize(preferredShoeSize, site.country))
        throw fieldProblem({ preferredShoeSize: 'invalid' });
      const updated = await patch({
        preferences: {
          interests: joinInterests(keys),
          ...(preferredShoeSize ? { preferredShoeSize } : {}),
        },
      });
      return { step: nextProfileStep('interests', profileFacts(updated)), profile: updated };
    },
  };
};
