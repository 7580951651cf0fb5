/**
 * The customer service forms' budgets per client address: contact-us messages (each one mails an
 * acknowledgement to the address typed, so a sprayer could flood other people's inboxes and the
 * service queue) and warranty cases (each stores up to 3 MiB of photos). Durable, like the order
 * lookup's: a new isolate must not hand a sprayer fresh room. Taken after the form is checked (a
 * refused form sends nothing, so it spends nothing) and before the upstream; past it the refusal
 * is thrown (429 API429 with `Retry-After`) and the form's page says so.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors';
import { PRIVATE_NO_STORE } from '../no-store';
import { durableBudget } from './budget';
import { type Budget, clientAddress } from './index';

export const CONTACT_BUDGET = durableBudget('contact-us', { limit: 5, windowMs: 15 * 60_000 });
export const WARRANTY_BUDGET = durableBudget('warranty', { limit: 5, windowMs: 60 * 60_000 });

/** Counts this request against `budget`; throws the 429 when it is spent. */
export const takeServiceTry = async (c: Context<AppEnv>, budget: Budget): Promise<void> => {
  const over = await budget.take(clientAddress(c), Date.now(), c.env);
  if (!over) return;
  c.get('log').warn('rate limited', { path: c.req.path });
  c.header('retry-after', String(over.retryAfter));
  c.header('cache-control', PRIVATE_NO_STORE);
  throw new ServiceLimited(over.retryAfter);
};

/** The budget's refusal; a form that renders its page again sets `Retry-After` from it. */
export class ServiceLimited extends HttpError {
  constructor(readonly retryAfter: number) {
    super(429, 'API429', 'Too many requests. Please try again later.');
    this.name = 'ServiceLimited';
  }
}
