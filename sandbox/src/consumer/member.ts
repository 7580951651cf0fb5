/** Member-only calls: a guest token is 403 AUT432 (the contract's choice; AUT403 is the captcha). */
import { createMiddleware } from 'hono/factory';
import { AUT432 } from '../../../shared/contract/consumer';
import type { AppEnv } from '../env';
import { SandboxError } from '../errors';

export const requireMember = createMiddleware<AppEnv>(async (c, next) => {
  if (c.var.shopper.consumerType === 'GUEST') throw new SandboxError(403, AUT432, 'Sign in to continue');
  await next();
});

/** ConsumerResult → value, or the SandboxError it carries. */
export const unwrap = <T>(
  result: { ok: true; value: T } | { ok: false; error: import('../errors').ErrorPayload },
): T => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.value;
};
