/**
 * Payment instruments beyond the card (commerce spec sections 3 and 7): gift cards (balance call,
 * GIFT_CARD instruments), reward codes and reward cards, Klarna and PayPal sessions
 * (`GET /cart/v1/paymentSession`), the device fingerprint and the simulated captcha. Money in
 * minor units.
 */
import { z } from 'zod';
import { addPaymentInstrumentRequestSchema } from './checkout';
import { currencySchema, moneySchema } from './common';
import { pointsPaymentRequestSchema } from './loyalty';

/** Gift card numbers are 16 to 19 digits, pins 4 to 8 (spaces in a typed number are dropped). */
export const giftCardNumberSchema = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16,19}$/, 'Gift card number must be 16 to 19 digits'));
export const giftCardPinSchema = z
  .string()
  .trim()
  .regex(/^\d{4,8}$/, 'PIN must be 4 to 8 digits');

/** POST /cart/v1/giftcard/balance */
export const giftCardBalanceRequestSchema = z.object({
  number: giftCardNumberSchema,
  pin: giftCardPinSchema,
});
export type GiftCardBalanceRequest = z.input<typeof giftCardBalanceRequestSchema>;

export const giftCardBalanceSchema = z.object({
  maskedNumber: z.string(),
  balance: moneySchema,
  currency: currencySchema,
  expiresAt: z.string().nullable(),
});
export type GiftCardBalance = z.infer<typeof giftCardBalanceSchema>;

/** Reward codes are 4 to 20 letters or digits (upper-cased); reward cards 16 digits. */
export const rewardCodeSchema = z
  .string()
  .trim()
  .transform((s) => s.toUpperCase())
  .pipe(z.string().regex(/^[A-Z0-9]{4,20}$/, 'Reward code must be 4 to 20 letters or digits'));
export const rewardCardNumberSchema = z
  .string()
  .transform((s) => s.replace(/[\s-]/g, ''))
  .pipe(z.string().regex(/^\d{16}$/, 'Reward card number must be 16 digits'));

const sessionIdSchema = z.string().regex(/^ps_[a-f0-9]{32}$/, 'Payment session is not valid');

/**
 * POST /cart/v1/cart/{basketId}/paymentInstruments, by payment_method_id: a card arrives only as
 * the provider's token; a gift card with its number and pin (amount: at most min(balance,
 * remaining to pay), which is also the default); Klarna and PayPal with an approved session.
 */
export const paymentInstrumentRequestSchema = z.discriminatedUnion('payment_method_id', [
  addPaymentInstrumentRequestSchema,
  z.object({
    payment_method_id: z.literal('GIFT_CARD'),
    number: giftCardNumberSchema,
    pin: giftCardPinSchema,
    amount: moneySchema.positive().optional(),
  }),
  z.object({ payment_method_id: z.literal('REWARD_CODE'), code: rewardCodeSchema }),
  z.object({ payment_method_id: z.literal('REWARD_CARD'), number: rewardCardNumberSchema }),
  pointsPaymentRequestSchema,
  z.object({ payment_method_id: z.literal('KLARNA'), session_id: sessionIdSchema }),
  /** An athlete's annual credit (members.ts): pays min(credit left, what is left to pay). */
  z.object({ payment_method_id: z.literal('ATHLETES_PAYMENT') }),
  z.object({ payment_method_id: z.literal('PAYPAL'), session_id: sessionIdSchema }),
]);
export type PaymentInstrumentRequest = z.input<typeof paymentInstrumentRequestSchema>;

export const walletMethodSchema = z.enum(['KLARNA', 'PAYPAL']);
export type WalletMethod = z.infer<typeof walletMethodSchema>;

/**
 * GET /cart/v1/paymentSession?referer=&paymentMethodId=&paymentMethod= (the sandbox also needs
 * `basketId`: the session is for that basket's remaining amount).
 */
export const paymentSessionQuerySchema = z.object({
  referer: z.string().max(2048).optional(),
  paymentMethodId: walletMethodSchema,
  paymentMethod: z.string().max(64).optional(),
  basketId: z.string().min(1).max(64),
});

export const paymentSessionSchema = z.object({
  sessionId: z.string(),
  paymentMethodId: walletMethodSchema,
  amount: moneySchema,
  currency: currencySchema,
  status: z.enum(['PENDING', 'AUTHORIZED', 'DECLINED', 'USED']),
  /** The provider's approval page (relative to the provider's origin): redirect there and back. */
  redirectUrl: z.string(),
});
export type PaymentSession = z.infer<typeof paymentSessionSchema>;

/** POST /cart/v1/deviceFingerPrint */
export const deviceFingerprintRequestSchema = z.object({
  cartId: z.string().min(1).max(64),
  deviceFingerPrint: z.string().regex(/^[A-Za-z0-9_-]{16,128}$/, 'Device fingerprint is not valid'),
});

/** The sandbox's simulated captcha: a signed, short-lived token for one site. */
export const captchaTokenSchema = z.object({ token: z.string(), expiresAt: z.string() });
export type CaptchaToken = z.infer<typeof captchaTokenSchema>;
