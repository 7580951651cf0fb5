/**
 * Checkout for members: the steps' forms start from the member's e-mail and main addresses, the
 * billing step offers the saved cards, and express checkout (feature flag
 * `expressCheckoutWithDefaults`, spec section 2) takes a member with a default card and a main
 * shipping address (or a pickup-only cart) straight to the summary. Nothing here is needed to
 * check out: a failed read leaves the guest's checkout, logged, never an error page.
 */
import type { Context } from 'hono';
import type { SavedCard } from '../../../client/pages/account/view';
import { deliveryParts } from '../../../client/pages/checkout/DeliveryFields';
import { addressValues } from '../../../client/pages/checkout/fields';
import { deliveryContactRequired, featureFlags } from '../../../shared/config';
import type { CheckoutCart, ConsumerAddress, ConsumerProfile, CountryI18n } from '../../../shared/contract';
import { saveDeliveryStep } from '../../delivery/checkout';
import type { AppEnv } from '../../env';
import { accountService } from './service';

export type MemberDefaults = {
  email: string;
  profile: ConsumerProfile;
  shipping?: ConsumerAddress | undefined;
  billing?: ConsumerAddress | undefined;
  cards: SavedCard[];
  defaultCard?: SavedCard | undefined;
};

const main = (list: ConsumerAddress[], kind: 'S' | 'B') =>
  list.find((a) => a.approachType === kind && a.main) ?? list.find((a) => a.approachType === kind);

/** The member's e-mail, main addresses and saved cards; null for a guest or when they cannot be read. */
export const memberDefaults = async (c: Context<AppEnv>): Promise<MemberDefaults | null> => {
  if (!c.get('session').isMember) return null;
  try {
    const service = accountService(c);
    const [profile, cards] = await Promise.all([service.profile(), service.cards()]);
    const addresses = profile.consumerDetails.address;
    return {
      email: profile.consumerDetails.email,
      profile,
      shipping: main(addresses, 'S'),
      billing: main(addresses, 'B'),
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
 * Express checkout: fills shipping (main address, or the member as pickup person), billing (same
 * as shipping, or the main billing address) and the default card, and answers true when the cart
 * is ready for the summary. A cart with a collection point (pudo) needs the shopper's choice, and
 * a refused step stops here: the shopper continues from the step as usual.
 */
export const expressCheckout = async (
  c: Context<AppEnv>,
  cart: CheckoutCart,
  member: MemberDefaults | null,
): Promise<boolean> => {
  if (!member?.defaultCard || !featureFlags(c.get('site')).expressCheckoutWithDefaults) return false;
  const parts = deliveryParts(cart);
  if (parts.pudo || (parts.needsAddress && !member.shipping)) return false;
  const checkout = c.get('checkout');
  try {
    if (parts.needsAddress && member.shipping) {
      const { id: _id, approachType: _kind, main: _main, ...address } = member.shipping;
      await checkout.saveShipping({ ...address, recipientContactEmail: member.email });
    }
    if (parts.pickup)
      await saveDeliveryStep(checkout, cart, pickupValues(member), deliveryContactRequired(c.get('site')));
    const billing = member.billing ?? (parts.needsAddress ? undefined : member.shipping);
    await checkout.saveBilling({
      sameAsShipping: !billing && parts.needsAddress,
      ...(billing ? { address: stripStored(billing) } : {}),
      savedCardId: member.defaultCard.id,
    });
    return true;
  } catch (error) {
    c.get('log').warn('express checkout stopped', { error: String(error) });
    return false;
  }
};

const stripStored = ({ id: _id, approachType: _kind, main: _main, ...address }: ConsumerAddress) => address;
