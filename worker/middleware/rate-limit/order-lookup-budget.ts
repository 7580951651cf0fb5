/**
 * The guest order lookup's budget per client address, shared by the page's two forms and the
 * BFF call: an order number and an e-mail are a pair that could otherwise be guessed by trying.
 * Ten a quarter hour is more than a shopper mistyping, far too few to guess with.
 */
import { durableBudget } from './budget';

/** Durable: a deploy or a new isolate must not hand a guesser a fresh ten. */
export const ORDER_LOOKUP_BUDGET = durableBudget('order-lookup', { limit: 10, windowMs: 15 * 60_000 });
