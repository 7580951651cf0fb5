/**
 * The password-reset e-mail's budget per client address, shared by the identity BFF's
 * forgot-password, the enrollment flow's forgot step and the no-script forms that post them. The
 * sandbox mails one account at most three links a quarter hour, which keeps one inbox from being
 * flooded but not one client from spraying many addresses. Five a quarter hour is more than a
 * shopper who mistyped their address twice, and past it nothing reaches the upstream, so no e-mail
 * goes out. Durable, like the order lookup's: a new isolate must not hand a sprayer a fresh five.
 */
import { createMiddleware } from 'hono/factory';
import { authText } from '../../../client/i18n/auth';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors';
import { PRIVATE_NO_STORE } from '../no-store';
import { durableBudget } from './budget';
import { clientAddress } from './index';

export const RESET_MAIL_BUDGET = durableBudget('reset-mail', { limit: 5, windowMs: 15 * 60_000 });

/**
 * Taken after the body is validated (a refused body mails nothing, so it spends nothing) and before
 * the upstream. Past the budget the refusal is thrown, not answered as `rateLimit` does: the one
 * error handler then answers the island's JSON or the no-script form's own refusal (its page with
 * `error_API429`), and the doubled-request gate never hands a refusal on. The message is the
 * identity text's, in the shopper's language (the catalogue's API429 is the order lookup's).
 */
export const resetMailLimit = createMiddleware<AppEnv>(async (c, next) => {
  const over = await RESET_MAIL_BUDGET.take(clientAddress(c), Date.now(), c.env);
  if (over) {
    c.get('log').warn('rate limited', { path: c.req.path });
    c.header('retry-after', String(over.retryAfter));
    c.header('cache-control', PRIVATE_NO_STORE);
    throw new HttpError(429, 'API429', authText(c.get('site').language).error_API429);
  }
  await next();
});
