/**
 * Athletes, prosumers (IPA, WRANX) and employees (commerce spec sections 3, 4 and 6): each has one
 * annual programme with a cap, and the profile tells how much of it this year's orders used.
 *
 * - ASSOCIATE_DISCOUNT (employees, once the employee discount terms are accepted), IPA_DISCOUNT and
 *   WRANX_DISCOUNT take `percent` off the order after its promotions, at most what is left of the
 *   cap; ATHLETE_CREDIT pays (payment method ATHLETES_PAYMENT) up to what is left of the cap.
 * - The cap counts the benefit itself (discount given, credit paid), in the programme's currency,
 *   per calendar year (UTC). Orders spend it in their own D1 batch, which refuses to pass it, so
 *   two orders at once never exceed it; a cancelled order gives its part back.
 * - Accepting the employee terms: `POST /consumers-v3/consumer` with
 *   `{ isEmployeeDiscountTCAccepted: true }` (the profile's partial update); the token exchange
 *   answers `isEmployeeDiscountTCAccepted` for employees.
 */
import { z } from 'zod';
import { currencySchema, moneySchema } from './common';

export const memberProgramIdSchema = z.enum([
  'ASSOCIATE_DISCOUNT',
  'ATHLETE_CREDIT',
  'IPA_DISCOUNT',
  'WRANX_DISCOUNT',
]);
export type MemberProgramId = z.infer<typeof memberProgramIdSchema>;

/** The programme as the profile answers it (`consumerProfile.memberProgram`). */
export const memberProgramSchema = z.object({
  program: memberProgramIdSchema,
  /** Percent off for the discount programmes; 0 for the athlete credit (a payment, not a discount). */
  percent: z.number().int().min(0).max(100),
  annualCap: moneySchema.nonnegative(),
  /** Used this calendar year (UTC); never above `annualCap`. */
  spent: moneySchema.nonnegative(),
  remaining: moneySchema.nonnegative(),
  currency: currencySchema,
  year: z.number().int(),
  /** Employees only: the discount applies once the terms are accepted. */
  termsAccepted: z.boolean().optional(),
});
export type MemberProgram = z.infer<typeof memberProgramSchema>;

/** Whether the programme's benefit is live now (an employee's waits for the terms). */
export const programActive = (program: MemberProgram): boolean =>
  program.program !== 'ASSOCIATE_DISCOUNT' || program.termsAccepted === true;

/** The promotion id a discount programme's order promotion carries (`MEMBER-IPA_DISCOUNT`, …). */
export const MEMBER_PROMOTION_PREFIX = 'MEMBER-';

/**
 * Payment methods that spend rewards: refused while an athlete still has credit left to use
 * (spec section 6: rewards only when the remaining athlete amount is 0 or absent): REW190,
 * within the spec's REW130-REW401 range of reward refusals.
 */
export const REWARD_METHODS = ['LOYALTY_POINTS', 'REWARD_CODE', 'REWARD_CARD'] as const;
export const ATHLETE_CREDIT_FIRST = 'REW190';
/** Place order found the annual cap used up meanwhile: the discount changed (the cart shows it). */
export const MEMBER_CAP_CHANGED = 'PRC409';
