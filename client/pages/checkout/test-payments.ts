/**
 * The sandbox's demo gift card and reward code of a currency, for the billing step's hint where the
 * upstream is the sandbox. sandbox/seed/payments.ts seeds one set per currency and a card or code is
 * refused in any other (a US card on the CAD site fails), so the hint follows the cart's currency.
 * They are the seed's reusable ones (`DEMO_GIFT_CARD_SUFFIX`, `demoRewardCode`): every shopper
 * the hint is shown to can pay with them; the journeys spend the single-use ones.
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
  giftCard: `${GIFT_CARD_PREFIX[currency]} 0000 0000 0100`,
  pin: '1234',
  // The seed names the demo code by the currency's first two letters: DEMOUS, DEMOCA, DEMOEU.
  reward: `DEMO${currency.slice(0, 2)}`,
});
