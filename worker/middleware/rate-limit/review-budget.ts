/**
 * The review writer's budgets: three reviews per client address in ten minutes (a shopper
 * reviewing a few purchases in one sitting has room; one client cannot flood a product's rating),
 * and one review per product per shopper (the member, else the guest session) for thirty days.
 * Reviews are published at once and move the product's rating, so both are guards against a
 * guest voting many times. Durable, like the order lookup's: a new isolate must not hand out fresh
 * room. Taken after the body is validated (a refused body writes nothing, so it spends nothing) and
 * before the upstream: past the address budget 429 API429 with `Retry-After`, a second review of
 * one product 409 API409, and nothing is written.
 */
import type { Context } from 'hono';
import { messagesFor } from '../../../client/i18n';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors';
import { PRIVATE_NO_STORE } from '../no-store';
import { durableBudget } from './budget';
import { clientAddress } from './index';

export const REVIEW_ADDRESS_BUDGET = durableBudget('review-address', { limit: 3, windowMs: 10 * 60_000 });
export const REVIEW_PRODUCT_BUDGET = durableBudget('review-product', {
  limit: 1,
  windowMs: 30 * 24 * 60 * 60_000,
});

/** Throws the refusal when this review is over a budget; else counts it. */
export const takeReviewTry = async (c: Context<AppEnv>, productId: string): Promise<void> => {
  const messages = messagesFor(c.get('site').language, c.get('site').locale);
  const now = Date.now();
  const byAddress = await REVIEW_ADDRESS_BUDGET.take(clientAddress(c), now, c.env);
  if (byAddress) {
    c.get('log').warn('reviews limited', { path: c.req.path });
    c.header('retry-after', String(byAddress.retryAfter));
    c.header('cache-control', PRIVATE_NO_STORE);
    throw new HttpError(429, 'API429', messages.reviewTooMany);
  }
  // The shopper's session exists before the write (a first visit gets its guest token here).
  const session = c.get('session');
  await session.accessToken();
  const shopper = session.memberId ?? session.sessionId;
  if (!shopper) return;
  const byProduct = await REVIEW_PRODUCT_BUDGET.take(`${shopper}:${productId}`, now, c.env);
  if (byProduct) {
    c.header('cache-control', PRIVATE_NO_STORE);
    throw new HttpError(409, 'API409', messages.reviewAlreadyWritten);
  }
};
