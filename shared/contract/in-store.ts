/**
 * The in-store employee session (commerce spec sections 3 and 6: storeId, storeName,
 * storeEmployeeId, storeEmployeeName) and its one call, `POST /consumers-v3/consumer/agent/login`
 * (section 7, Authentication), in two forms:
 * - `Agent`: the associate's own credentials (store, employee id, password) give an agent token
 *   that names the store and the employee, for at most `IN_STORE_ABSOLUTE_MS`;
 * - `OnBehalf` (bearer: the agent token): a shopper's tokens that also name the agent, for the
 *   member with `email` or a new guest without it. They are never renewed: when they end, the
 *   associate signs in again (an in-store session is not refreshed silently).
 *
 * Error ids the sandbox answers here: AUT401 for any wrong store, employee id or password (the
 * answer never says which), AUT426 / AUT423 as for shoppers (own budget, per employee), AUT450
 * for an associate call (price adjustments, reserve with item, an in-store order) made without an
 * in-store session or for another store or employee, AUT404 for an unknown shopper e-mail.
 */
import { z } from 'zod';
import { emailSchema } from './auth';
import { PASSWORD_MAX_LENGTH } from './password';
import { storeIdSchema } from './stores';

/** An in-store session ends after this long without a request from the associate. */
export const IN_STORE_IDLE_MS = 15 * 60_000;
/** ... and this long after sign-in, whatever happens (a shift; then the associate signs in again). */
export const IN_STORE_ABSOLUTE_MS = 8 * 60 * 60_000;

export const storeEmployeeIdSchema = z.string().regex(/^\d{5,8}$/, 'Employee id must be 5 to 8 digits');

export const agentLoginRequestSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('Agent'),
    storeId: storeIdSchema,
    storeEmployeeId: storeEmployeeIdSchema,
    password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
  }),
  /** Bearer: the agent token. Without `email`, the associate sells to a new guest. */
  z.object({ type: z.literal('OnBehalf'), email: emailSchema.optional() }),
]);
export type AgentLoginRequest = z.input<typeof agentLoginRequestSchema>;

/** The spec's in-store session entity. */
export const inStoreSessionSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
  storeEmployeeName: z.string(),
});
export type InStoreSession = z.infer<typeof inStoreSessionSchema>;

/** `Agent` answer: the agent token (seconds to live) and the session it opens. */
export const agentLoginResponseSchema = z.object({
  agentToken: z.string(),
  expiresIn: z.number().int().positive(),
  inStoreSession: inStoreSessionSchema,
});
export type AgentLoginResponse = z.infer<typeof agentLoginResponseSchema>;

/** What an order sold in a store records (place order's `inStoreSalesInfo`, with the store's name). */
export const orderInStoreSchema = z.object({
  storeId: z.string(),
  storeName: z.string(),
  storeEmployeeId: z.string(),
});
export type OrderInStore = z.infer<typeof orderInStoreSchema>;
