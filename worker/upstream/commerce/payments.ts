/**
 * Payment calls beyond the card (spec section 7, Cart): gift card balance, non-card payment
 * instruments and their removal, Klarna and PayPal sessions, the device fingerprint. Personal:
 * never cached, always with the shopper's token.
 */
import { z } from 'zod';
import type { CaptchaAction } from '../../../shared/captcha';
import {
  captchaTokenSchema,
  checkoutCartSchema,
  type GiftCardBalanceRequest,
  giftCardBalanceSchema,
  type PaymentInstrumentRequest,
  paymentSessionSchema,
  type WalletMethod,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const instrumentsPath = (basketId: string) =>
  `/cart/v1/cart/${encodeURIComponent(basketId)}/paymentInstruments`;

export const createPaymentsClient = (target: UpstreamTarget, ctx: CallContext) => ({
  giftCardBalance: (token: string, body: GiftCardBalanceRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: '/cart/v1/giftcard/balance',
      token,
      body,
      schema: giftCardBalanceSchema,
    }),
  addInstrument: (token: string, basketId: string, body: PaymentInstrumentRequest) =>
    call(target, ctx, {
      method: 'POST',
      path: instrumentsPath(basketId),
      token,
      body,
      schema: checkoutCartSchema,
    }),
  removeInstrument: (token: string, basketId: string, paymentInstrumentId: string) =>
    call(target, ctx, {
      method: 'DELETE',
      path: instrumentsPath(basketId),
      token,
      body: { payment_instrument_id: paymentInstrumentId },
      schema: checkoutCartSchema,
    }),
  paymentSession: (token: string, basketId: string, method: WalletMethod, referer: string) =>
    call(target, ctx, {
      path: '/cart/v1/paymentSession',
      query: {
        referer,
        paymentMethodId: method,
        paymentMethod: method === 'KLARNA' ? 'pay_later' : 'paypal',
        basketId,
      },
      token,
      schema: paymentSessionSchema,
    }),
  /** The sandbox's simulated captcha (shared/captcha.ts): a token for one form of this shopper. */
  captchaToken: (token: string, action: CaptchaAction) =>
    call(target, ctx, {
      method: 'POST',
      path: '/captcha/v1/token',
      token,
      body: { action },
      schema: captchaTokenSchema,
    }),
  deviceFingerprint: (token: string, cartId: string, deviceFingerPrint: string) =>
    call(target, ctx, {
      method: 'POST',
      path: '/cart/v1/deviceFingerPrint',
      token,
      body: { cartId, deviceFingerPrint },
      schema: z.object({ stored: z.literal(true) }),
    }),
});
export type PaymentsClient = ReturnType<typeof createPaymentsClient>;
