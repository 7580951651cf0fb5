/**
 * Loyalty (commerce spec sections 3 and 7, Consumer): points, vouchers, the welcome promotion and
 * the loyalty token. The spec shows no response shapes; these are the sandbox's, kept in minor
 * units like every amount. Error ids (the spec names REW130–REW401 without behaviour; the sandbox
 * documents them): REW130 not one of the vouchers, REW150 the points were spent meanwhile,
 * REW180 nothing left to pay, REW200 not a loyalty member, REW210 not enough points (REW190 is the
 * athlete credit first: members.ts).
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './common';

/** Points earned per whole currency unit an order pays by other means than points. */
export const POINTS_PER_CURRENCY_UNIT = 10;
/** What one point pays (minor units): 100 points are 1.00. */
export const POINT_VALUE = 1;

/**
 * The vouchers a member may buy with points (the same numbers in every currency's minor units).
 * A larger voucher is a better rate, so points are worth saving.
 */
export const VOUCHER_TIERS = [
  { points: 500, amountInCurrency: 500 },
  { points: 1000, amountInCurrency: 1200 },
  { points: 2500, amountInCurrency: 3500 },
] as const;

export const LOYALTY_ERRORS = {
  unknownVoucher: 'REW130',
  spent: 'REW150',
  nothingToPay: 'REW180',
  notEnoughPoints: 'REW210',
  notMember: 'REW200',
} as const;

export const pointsSchema = z.number().int().nonnegative();

export const loyaltyVoucherSchema = z.object({ points: pointsSchema, amountInCurrency: moneySchema });
export type LoyaltyVoucher = z.infer<typeof loyaltyVoucherSchema>;

/** GET /consumers-v3/consumer/loyalty/vouchers: the vouchers the member's points buy now. */
export const loyaltyVouchersSchema = z.object({
  currentLoyaltyPoints: pointsSchema,
  currency: currencySchema,
  applicableLoyaltyVouchers: z.array(loyaltyVoucherSchema),
});
export type LoyaltyVouchers = z.infer<typeof loyaltyVouchersSchema>;

/** PUT /cart/v1/cart/{basketId}/reward: a voucher by its points, or null to remove it. */
export const rewardRequestSchema = z
  .object({
    appliedLoyaltyVoucher: z
      .object({ points: z.number().int().positive().max(1_000_000) })
      .strict()
      .nullable(),
  })
  .strict();
export type RewardRequest = z.infer<typeof rewardRequestSchema>;

/** POST /cart/v1/cart/{basketId}/paymentInstruments with LOYALTY_POINTS: how many points pay. */
export const pointsPaymentRequestSchema = z
  .object({
    payment_method_id: z.literal('LOYALTY_POINTS'),
    points: z.number().int().positive().max(10_000_000).optional(),
  })
  .strict();

/** `granted`: points added by customer service (the back office's goodwill), not by an order. */
export const pointsEntryKindSchema = z.enum(['earned', 'takenBack', 'spent', 'refunded', 'granted']);
export type PointsEntryKind = z.infer<typeof pointsEntryKindSchema>;

/** One movement of the points: signed, newest first in the history. */
export const pointsEntrySchema = z.object({
  kind: pointsEntryKindSchema,
  points: z.number().int(),
  orderNumber: z.string().optional(),
  createdAt: z.string(),
});
export type PointsEntry = z.infer<typeof pointsEntrySchema>;

/** GET /consumers-v3/consumer/loyalty/history (the sandbox's, for the account): newest first. */
export const pointsHistorySchema = z.object({
  balance: pointsSchema,
  entries: z.array(pointsEntrySchema),
});
export type PointsHistory = z.infer<typeof pointsHistorySchema>;

/** GET /consumers-v3/consumer/loyalty/promo/welcome: a one-time reward code for a new member. */
export const welcomePromoSchema = z.object({
  promotionId: z.string(),
  code: z.string(),
  amount: moneySchema,
  currency: currencySchema,
  validUntil: z.string(),
  /** True only for the call that made the code: the welcome dialog shows it that once. */
  isNew: z.boolean(),
});
export type WelcomePromo = z.infer<typeof welcomePromoSchema>;

/** POST /consumers-v3/consumer/loyalty/token: a short-lived token for the loyalty platform. */
export const loyaltyTokenRequestSchema = z
  .object({ usid: z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'usid is not valid') })
  .strict();
export const loyaltyTokenSchema = z.object({ loyaltyToken: z.string(), expiresIn: z.number().int() });
export type LoyaltyToken = z.infer<typeof loyaltyTokenSchema>;

/** Points an order earns: whole currency units paid by anything but points. */
export const pointsEarned = (paidByOtherMeans: number): number =>
  Math.max(0, Math.floor(paidByOtherMeans / 100) * POINTS_PER_CURRENCY_UNIT);

/** The vouchers `points` buy. */
export const vouchersFor = (points: number): LoyaltyVoucher[] =>
  VOUCHER_TIERS.filter((t) => t.points <= points).map((t) => ({ ...t }));
