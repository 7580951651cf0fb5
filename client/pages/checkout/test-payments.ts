/**
 * The sandbox's test gift card and reward code of a currency, for the billing step's
 * non-production hint. sandbox/seed/payments.ts seeds one set per currency and a card or code is
 * refused in any other (a US card on the CAD site fails), so the hint follows the cart's currency.
 * Card 1 and code 4 as the hint always named them; the journeys use the others.
 */
import type { Currency } from '../../../shared/contract';

export type TestPayment = { giftCard: string; pin: string; reward: string };

/** Gift card number prefix per currency (the seed's `CURRENCY_PREFIX`). */
const GIFT_CARD_PREFIX: Readonly<Record<Currency, string>> = {
  USD: '6006',
  CAD: '6007',
  GBP: '6008',
  EUR: '6009',
};

export const testPaymentFor = (currency: Currency): TestPayment => ({
  giftCard: `${GIFT_CARD_PREFIX[currency]} 0000 0000 0001`,
  pin: '1234',
  // The seed names rewards by the currency's first two letters: REWARDUS4, REWARDCA4, REWARDEU4.
  reward: `REWARD${currency.slice(0, 2)}4`,
});
