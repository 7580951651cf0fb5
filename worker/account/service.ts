/**
 * The member's account operations for the pages (plain forms) and the BFF (islands): each call
 * goes through `session.withToken` (a refused token is renewed once), each change is checked by
 * `forms.ts` before anything goes upstream. Ownership is the upstream's: it looks an id up among
 * the caller's own, so another member's addressId or paymentInstrumentId is a 404 here too.
 */
import type { Context } from 'hono';
import { INTERESTS } from '../../client/i18n/account';
import { birthDateFormat } from '../../client/pages/account/birth-date';
import type { ProfileView, SavedAddress, SavedCard, Subscription } from '../../client/pages/account/view';
import { featureFlags } from '../../shared/config';
import {
  type ConsumerProfile,
  type CountryI18n,
  programActive,
  splitInterests,
  type Subscription as UpstreamSubscription,
} from '../../shared/contract';
import { serverTime } from '../clock/server-time';
import type { AppEnv } from '../env';
import { rememberFacts } from '../members/facts';
import { HttpError } from '../middleware/errors';
import { addressFromForm, type FieldErrors, profileFromForm } from './forms';

/** Field problems of an account form, before any upstream call: the page re-renders them, the BFF answers 400. */
export class AccountFormProblem extends HttpError {
  constructor(readonly fields: FieldErrors) {
    super(400, 'API400', 'Please check your entries', { details: { fields } });
    this.name = 'AccountFormProblem';
  }
}

const subscriptionView = (list: UpstreamSubscription[], type: 'NEWSLETTER' | 'SMS'): Subscription => {
  const found = list.find((s) => s.type === type);
  return { optin: found?.optin ?? false, since: found?.optin ? found.optinDate : undefined };
};

export const profileView = (profile: ConsumerProfile): ProfileView => {
  const d = profile.consumerDetails;
  return {
    email: d.email,
    firstName: d.firstName,
    lastName: d.lastName,
    phone: d.phone ?? '',
    birthDate: d.birthDate ?? '',
    postalCode: d.postalCode ?? '',
    interests: splitInterests(profile.preferences.interests),
    preferredShoeSize: profile.preferences.preferredShoeSize ?? '',
    newsletter: subscriptionView(profile.subscriptions, 'NEWSLETTER'),
    sms: subscriptionView(profile.subscriptions, 'SMS'),
    loyaltyPoints: profile.isLoyaltyMember ? profile.loyaltySummary?.points.balance : undefined,
    memberProgram:
      profile.memberProgram && programActive(profile.memberProgram) ? profile.memberProgram : undefined,
  };
};

/** One list of shoe sizes for the account page and the enrollment flow (shared/shoe-sizes.ts). */
export { shoeSizesFor } from '../../shared/shoe-sizes';

export const accountService = (c: Context<AppEnv>) => {
  const { session, upstream, site } = c.var;
  const consumer = upstream.consumer;
  const withToken = <T>(fn: (token: string) => Promise<T>) => session.withToken(fn);
  const known = (profile: ConsumerProfile) => rememberFacts(session, profile);
  const rules = (): Promise<CountryI18n | null> => upstream.utilities.i18n(site.country).catch(() => null);

  return {
    rules,
    profile: async (): Promise<ConsumerProfile> =>
      known((await withToken((t) => consumer.profile(t, featureFlags(site).loyalty))).consumerProfile),

    addresses: async (): Promise<SavedAddress[]> =>
      (await withToken((t) => consumer.profile(t))).consumerProfile.consumerDetails.address,

    cards: async (): Promise<SavedCard[]> =>
      (await withToken((t) => consumer.cards(t))).payment_instruments.map((p) => ({
        id: p.paymentInstrumentId,
        ...p.card,
        isDefault: p.default,
      })),

    async updateProfile(values: Record<string, string>): Promise<ConsumerProfile> {
      // The date format the page's hint was made from (ProfilePage: the country's rules).
      const countryRules = await rules();
      const order = birthDateFormat(site, countryRules?.dateFormat);
      const parsed = profileFromForm(values, countryRules, order, INTERESTS);
      if (!parsed.ok) throw new AccountFormProblem(parsed.fields);
      return known((await withToken((t) => consumer.updateProfile(t, parsed.body))).consumerProfile);
    },

    /**
     * Sets each opt-in the shopper changed: a type never subscribed is created (POST), one that
     * exists is switched (PUT). Returns the subscriptions with their dates; one the upstream
     * answered without a date is dated by the server's clock, never the browser's.
     */
    async setSubscriptions(wanted: { newsletter?: boolean | undefined; sms?: boolean | undefined }) {
      const profile = await withToken((t) => consumer.profile(t));
      let list = profile.consumerProfile.subscriptions;
      for (const [key, type] of [
        ['newsletter', 'NEWSLETTER'],
        ['sms', 'SMS'],
      ] as const) {
        const want = wanted[key];
        if (want === undefined) continue;
        const current = list.find((s) => s.type === type);
        if ((current?.optin ?? false) === want) continue;
        list = (
          await withToken((t) =>
            current
              ? consumer.updateSubscription(t, { type, optin: want })
              : consumer.subscribe(t, { type, optin: want }),
          )
        ).subscriptions;
      }
      const stamp = new Date(serverTime()).toISOString();
      return list.map((s) => (s.optin && !s.optinDate ? { ...s, optinDate: stamp } : s));
    },

    async saveAddress(values: Record<string, string>, addressId?: string): Promise<SavedAddress[]> {
      const country = /^[A-Za-z]{2}$/.test(values.country ?? '')
        ? values.country!.toUpperCase()
        : site.country;
      const countryRules = await upstream.utilities.i18n(country).catch(() => null);
      const parsed = addressFromForm({ ...values, country }, countryRules);
      if (!parsed.ok) throw new AccountFormProblem(parsed.fields);
      return (
        await withToken((t) =>
          addressId ? consumer.updateAddress(t, addressId, parsed.body) : consumer.addAddress(t, parsed.body),
        )
      ).addresses;
    },

    /** Makes an address the main one of its kind: the stored address sent back with `main`. */
    async makeDefaultAddress(addressId: string): Promise<SavedAddress[]> {
      const list = (await withToken((t) => consumer.profile(t))).consumerProfile.consumerDetails.address;
      const found = list.find((a) => a.id === addressId);
      if (!found) throw new HttpError(404, 'API404', 'Address not found');
      const { id: _id, ...body } = found;
      return (await withToken((t) => consumer.updateAddress(t, addressId, { ...body, main: true })))
        .addresses;
    },

    deleteAddress: async (addressId: string): Promise<SavedAddress[]> =>
      (await withToken((t) => consumer.deleteAddress(t, addressId))).addresses,

    saveCard: (token: string, makeDefault: boolean) =>
      withToken((t) =>
        consumer.saveCard(t, { payment_method_id: 'CREDIT_CARD', token, default: makeDefault }),
      ),
    makeDefaultCard: (id: string) => withToken((t) => consumer.makeDefaultCard(t, id)),
    deleteCard: (id: string) => withToken((t) => consumer.deleteCard(t, id)),
  };
};
export type AccountService = ReturnType<typeof accountService>;
