/**
 * Checkout for members: the steps' forms start from the member's e-mail and main addresses, the
 * billing step offers the saved cards, and express checkout (feature flag
 * `expressCheckoutWithDefaults`, spec section 2) takes a member with a default card and a main
 * shipping address (or a pickup-only cart) straight to the summary. Nothing here is needed to
 * check out: a failed read leaves the guest's checkout, logged, never an error page.
 *
 * Only addresses in a country this site ships to count (the checkout's country select: the
 * country list's entries of the site). A member's main address elsewhere (a Denver address on
 * fr-ca) would prefill a form whose country cannot be chosen and make express checkout fail at
 * the upstream (`countryNotServed`); their address here is used instead, or none.
 */
import type { Context } from 'hono';
import type { SavedCard } from '../../client/pages/account/view';
import { deliveryParts } from '../../client/pages/checkout/DeliveryFields';
import { addressValues } from '../../client/pages/checkout/fields';
import { deliveryContactRequired, featureFlags } from '../../shared/config';
import type { CheckoutCart, ConsumerAddress, ConsumerProfile, CountryI18n } from '../../shared/contract';
import { saveDeliveryStep } from '../delivery/checkout';
import type { AppEnv } from '../env';
import { describeError } from '../middleware/errors';
import { accountService } from './service';

export type MemberDefaults = {
  email: string;
  profile: ConsumerProfile;
  shipping?: ConsumerAddress | undefined;
  billing?: ConsumerAddress | undefined;
  cards: SavedCard[];
  defaultCard?: SavedCard | undefined;
};

/**
 * The countries this site ships to, as checkout offers them (worker/routes/checkout.tsx): the
 * country list's entries of the site, or the site's own country when the list cannot be read.
 */
export const siteCountries = async (c: Context<AppEnv>): Promise<ReadonlySet<string>> => {
  const site = c.get('site');
  const list = await c
    .get('upstream')
    .utilities.countryList()
    .catch(() => ({ countries: [] }));
  const codes = list.countries.filter((x) => x.siteId === site.siteId).map((x) => x.code.toUpperCase());
  return new Set(codes.length > 0 ? codes : [site.country]);
};

/** The main address of its kind among those in a served country, else the first such one, else none. */
export const usableAddress = (
  list: readonly ConsumerAddress[],
  kind: 'S' | 'B',
  served: ReadonlySet<string>,
): ConsumerAddress | undefined => {
  const usable = list.filter((a) => a.approachType === kind && served.has(a.country.toUpperCase()));
  return usable.find((a) => a.main) ?? usable[0];
};

/** The member's e-mail, main addresses in this site's countries and saved cards; null for a guest or when they cannot be read. */
export const memberDefaults = async (c: Context<AppEnv>): Promise<MemberDefaults | null> => {
  if (!c.get('session').isMember) return null;
  try {
    const service = accountService(c);
    const [profile, cards, served] = await Promise.all([
      service.profile(),
      service.cards(),
      siteCountries(c),
    ]);
    const addresses = profile.consumerDetails.address;
    return {
      email: profile.consumerDetails.email,
      profile,
      shipping: usableAddress(addresses, 'S', served),
      billing: usableAddress(addresses, 'B', served),
      cards,
      defaultCard: cards.find((card) => card.isDefault),
    };
  } catch (error) {
    c.get('log').warn('member checkout defaults unavailable', { error: String(error) });
    return null;
  }
};

/**
 * What a step's form starts from when the cart holds nothing yet for it: the shipping step the
 * main shipping address and the member's e-mail; the billing step the main billing address.
 */
export const prefillValues = (
  step: 'shipping' | 'billing' | 'summary',
  cart: CheckoutCart,
  member: MemberDefaults,
  rules: CountryI18n | null,
): Record<string, string> | undefined => {
  if (step === 'shipping' && !cart.checkout.shippingAddress && member.shipping)
    return { ...addressValues(member.shipping, rules), recipientContactEmail: member.email };
  if (step === 'billing' && !cart.checkout.billingAddress && member.billing && cart.checkout.shippingAddress)
    return { ...addressValues(member.billing, rules), sameAsShipping: '' };
  return undefined;
};

/** The pickup person of an express checkout: the member. */
const pickupValues = (member: MemberDefaults): Record<string, string> => {
  const d = member.profile.consumerDetails;
  return {
    pickupFirstName: d.firstName,
    pickupLastName: d.lastName,
    pickupEmail: d.email,
    ...(d.phone ? { pickupPhone: d.phone } : {}),
  };
};

/**
 * Where express checkout left the shopper: at the summary, or at the step the upstream refused
 * and why (its error id, shown there as the step's notice).
 */
export type ExpressOutcome = { step: 'summary' } | { step: 'shipping' | 'billing'; errorId: string };

/**
 * Express checkout: fills shipping (main address in a country this site ships to, or the member as
 * pickup person; without either it does not start, and the shopper fills the steps), billing (same
 * as shipping, or the main billing address) and the default card, and answers the summary when the
 * cart is ready for it; null when it did not start. A cart with a collection point (pudo) needs the
 * shopper's choice. A refused step stops there with its reason (the default card refused by the
 * provider: the billing step says so), never silently on another step.
 */
export const expressCheckout = async (
  c: Context<AppEnv>,
  cart: CheckoutCart,
  member: MemberDefaults | null,
): Promise<ExpressOutcome | null> => {
  if (!member?.defaultCard || !featureFlags(c.get('site')).expressCheckoutWithDefaults) return null;
  const parts = deliveryParts(cart);
  if (parts.pudo || (parts.needsAddress && !member.shipping)) return null;
  const checkout = c.get('checkout');
  let step: 'shipping' | 'billing' = 'shipping';
  try {
    if (parts.needsAddress && member.shipping) {
      const { id: _id, approachType: _kind, main: _main, ...address } = member.shipping;
      await checkout.saveShipping({ ...address, recipientContactEmail: member.email });
    }
    if (parts.pickup)
      await saveDeliveryStep(checkout, cart, pickupValues(member), deliveryContactRequired(c.get('site')));
    const billing = member.billing ?? (parts.needsAddress ? undefined : member.shipping);
    step = 'billing';
    await checkout.saveBilling({
      sameAsShipping: !billing && parts.needsAddress,
      ...(billing ? { address: stripStored(billing) } : {}),
      savedCardId: member.defaultCard.id,
    });
    return { step: 'summary' };
  } catch (error) {
    c.get('log').warn('express checkout stopped', { step, error: String(error) });
    const { status, errorId } = describeError(error);
    // An upstream failure is not the shopper's to act on: the steps as usual, as without express.
    return status >= 500 ? null : { step, errorId };
  }
};

const stripStored = ({ id: _id, approachType: _kind, main: _main, ...address }: ConsumerAddress) => address;
