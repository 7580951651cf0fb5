/**
 * Payment operations beyond the card for the session's basket, used by the checkout pages (plain
 * forms: gift cards, rewards, the PayPal/Klarna redirect) and the BFF (the Klarna dialog):
 * gift card balance, adding and removing gift cards and rewards, Klarna and PayPal sessions and
 * their instruments, and the device fingerprint. Built on the checkout service's `onBasket`
 * (token renewal, BSK404 without a cart).
 */
import { type CaptchaAction, captchaEnabled } from '../../shared/captcha';
import type { CheckoutCart, GiftCardBalance, WalletMethod } from '../../shared/contract';
import type { PaymentsClient } from '../upstream/commerce/payments';
import type { CheckoutService } from './service';

type CheckoutServiceUpstream = { payments: PaymentsClient };

export { PARTIAL_PAYERS, paymentCovered, REST_PAYERS } from './payers';

export const GIFT_CARD_ERROR = /^GFC\d{3}$/;
export const REWARD_ERROR = /^REW\d{3}$/;

export const createPaymentsService = (checkout: CheckoutService, upstream: CheckoutServiceUpstream) => {
  const { onBasket } = checkout;
  return {
    giftCardBalance: (number: string, pin: string): Promise<GiftCardBalance> =>
      onBasket((token) => upstream.payments.giftCardBalance(token, { number, pin })),
    addGiftCard: (number: string, pin: string): Promise<CheckoutCart> =>
      onBasket((token, basketId) =>
        upstream.payments.addInstrument(token, basketId, { payment_method_id: 'GIFT_CARD', number, pin }),
      ),
    /** A reward code (letters and digits) or a reward card (16 digits). */
    /** Loyalty points pay part of the order (spent by the platform when the order is placed). */
    addPoints: (points: number): Promise<CheckoutCart> =>
      onBasket((token, basketId) =>
        upstream.payments.addInstrument(token, basketId, { payment_method_id: 'LOYALTY_POINTS', points }),
      ),
    addReward: (code: string): Promise<CheckoutCart> =>
      onBasket((token, basketId) =>
        upstream.payments.addInstrument(
          token,
          basketId,
          /^[\d\s-]{16,20}$/.test(code)
            ? { payment_method_id: 'REWARD_CARD', number: code }
            : { payment_method_id: 'REWARD_CODE', code },
        ),
      ),
    /** An athlete's annual credit: pays min(credit left, what is left to pay). */
    addAthleteCredit: (): Promise<CheckoutCart> =>
      onBasket((token, basketId) =>
        upstream.payments.addInstrument(token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' }),
      ),
    remove: (paymentInstrumentId: string): Promise<CheckoutCart> =>
      onBasket((token, basketId) => upstream.payments.removeInstrument(token, basketId, paymentInstrumentId)),
    startWallet: (method: WalletMethod, referer: string) =>
      onBasket((token, basketId) => upstream.payments.paymentSession(token, basketId, method, referer)),
    addWallet: (method: WalletMethod, sessionId: string): Promise<CheckoutCart> =>
      onBasket((token, basketId) =>
        upstream.payments.addInstrument(token, basketId, {
          payment_method_id: method,
          session_id: sessionId,
        }),
      ),
    /** A captcha token for the shipping or summary form when the site's setting is on, else undefined. */
    captcha: async (siteId: string, action: CaptchaAction): Promise<string | undefined> =>
      captchaEnabled(siteId)
        ? (await onBasket((token) => upstream.payments.captchaToken(token, action))).token
        : undefined,
    fingerprint: (value: string) =>
      onBasket((token, basketId) => upstream.payments.deviceFingerprint(token, basketId, value)),
  };
};
export type PaymentsService = ReturnType<typeof createPaymentsService>;

export const FINGERPRINT = /^[A-Za-z0-9_-]{16,128}$/;
export const WALLET_SESSION = /^ps_[a-f0-9]{32}$/;
