/** What the checkout page renders from: the step, the cart and the form state after a refused post. */

import type {
  CheckoutCart,
  CollectionPoint,
  CountryI18n,
  GiftCardBalance,
  PaymentMethods,
} from '../../../shared/contract';
import type { SavedCardOption } from '../../components/account/SavedCardChoice';
import type { CheckoutText } from '../../i18n/checkout';
import type { DeliveryText } from '../../i18n/delivery';
import type { LoyaltyText } from '../../i18n/loyalty';

export type CheckoutStep = 'shipping' | 'billing' | 'summary';
export const CHECKOUT_STEPS: readonly CheckoutStep[] = ['shipping', 'billing', 'summary'];

export type CheckoutNotice = { errorId: string; kind: 'top' | 'toast' };

export type CheckoutView = {
  step: CheckoutStep;
  cart: CheckoutCart;
  paymentMethods: PaymentMethods['paymentMethods'];
  countries: { code: string; name: string }[];
  /** Rules of the address form's country (fields, regions, phone mask, postal example). */
  rules: CountryI18n | null;
  /** Values to show again after a refused post; otherwise the stored address. */
  values?: Record<string, string> | undefined;
  fieldErrors?: Record<string, string> | undefined;
  notice?: CheckoutNotice | undefined;
  /**
   * The gift card and reward forms' entries after a balance check or a refusal, apart from the
   * address `values`. The PIN is among them only in this no-store page's password input, never in
   * an address.
   */
  paymentValues?: Record<string, string> | undefined;
  /** The answer of a gift card balance check (payments forms, worker/routes/payments.tsx). */
  giftCardBalance?: GiftCardBalance | undefined;
  /**
   * The sandbox's test cards and demo codes are named only where the upstream is the sandbox
   * (development, the hosted demo), never before a real platform's shoppers (`upstreamIsSandbox`).
   */
  showTestCards: boolean;
  /** The simulated captcha's token for this form (sites with the recaptcha setting on). */
  captcha?: string | undefined;
  text: CheckoutText;
  /** The shopper is signed in: a method closed to guests is then closed for another reason. */
  signedIn: boolean;
  /** A club member who may pay with points (LOYALTY_POINTS offered): the points and the words. */
  loyalty?: { points: number; text: LoyaltyText } | undefined;
  /** A member's saved cards, offered at billing (worker/account/member-checkout.ts). */
  savedCards?: SavedCardOption[] | undefined;
  /** Delivery kinds: pickup person, collection point, notices (rendered by `DeliveryFields.tsx`). */
  delivery?: DeliveryCheckoutView | undefined;
};

/**
 * What the delivery parts (`DeliveryFields.tsx`) render from, built by worker/delivery/checkout.ts.
 * Here, beside the view that holds it, so that the parts import it and the view imports none of them.
 */
export type DeliveryCheckoutView = {
  text: DeliveryText;
  /** Collection point e-mail, mobile, contact and pickup e-mail required here (site configuration). */
  contactRequired: boolean;
  needsAddress: boolean;
  pickup: boolean;
  pudo: boolean;
  storeNames: Record<string, string>;
  /** Collection points near `pudoPostalCode` (shipping step). */
  points?: CollectionPoint[];
  pudoPostalCode?: string;
  pointsError?: string;
};
