/**
 * The simulated captcha verifier (commerce spec section 5; there is no Google here). On a site
 * whose setting is on (`captcha` in sandbox/src/sites.ts), the storefront obtains a token from
 * `POST /captcha/v1/token` (`{ action: shipping | checkout }`, the shopper's bearer) while it
 * renders the shipping or summary form and posts it back as `recaptcha_response`. The token is an
 * HS256 JWT for that shopper, site and action, valid 10 minutes; a missing, forged, expired or
 * mismatched one is 403 AUT403 ("captcha") at shipping address and place order. Sign-in sends a
 * `signin` token (spec section 5: "login ... also send a recaptcha response"); its call carries no
 * bearer, so the token's shopper is compared only when the call has one.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { jwtVerify, SignJWT } from 'jose';
import { z } from 'zod';
import type { CaptchaToken } from '../../../shared/contract/payments';
import { requireShopper } from '../auth/middleware';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { siteFromHeader } from '../site';

/** What a token was issued for: the shipping address step, place order or sign-in. */
type CaptchaAction = 'shipping' | 'checkout' | 'signin';

export const CAPTCHA_TTL_SECONDS = 10 * 60;
const AUDIENCE = 'sandbox-captcha';
const keyOf = (secret: string) => new TextEncoder().encode(`captcha:${secret}`);

/** Throws AUT403 unless the call carries a valid token (only on sites with the setting on). */
export const requireCaptcha = async (
  c: Context<AppEnv>,
  response: string | undefined,
  action: CaptchaAction,
): Promise<void> => {
  const site = siteFromHeader(c.req.header('siteId'));
  if (!site.captcha) return;
  const refuse = () => new SandboxError(403, 'AUT403', 'The captcha is missing or not valid: try again');
  if (!response) throw refuse();
  try {
    const { payload } = await jwtVerify(response, keyOf(c.env.TOKEN_SECRET), { audience: AUDIENCE });
    const shopper = c.get('shopper') as { consumerNo: string } | undefined;
    const subject = action === 'signin' ? (shopper?.consumerNo ?? payload.sub) : c.var.shopper.consumerNo;
    if (payload.sub !== subject || payload.site !== site.siteId || payload.action !== action) throw refuse();
  } catch {
    throw refuse();
  }
};

export const captchaRoutes = new Hono<AppEnv>()
  .use('/captcha/v1/*', requireShopper)
  .post(
    '/captcha/v1/token',
    validate('json', z.object({ action: z.enum(['shipping', 'checkout', 'signin']) })),
    async (c) => {
      const site = siteFromHeader(c.req.header('siteId'));
      const now = Math.floor(Date.now() / 1000);
      const token = await new SignJWT({ site: site.siteId, action: c.req.valid('json').action })
        .setProtectedHeader({ alg: 'HS256' })
        .setAudience(AUDIENCE)
        .setSubject(c.var.shopper.consumerNo)
        .setIssuedAt(now)
        .setExpirationTime(now + CAPTCHA_TTL_SECONDS)
        .sign(keyOf(c.env.TOKEN_SECRET));
      const answer: CaptchaToken = {
        token,
        expiresAt: new Date((now + CAPTCHA_TTL_SECONDS) * 1000).toISOString(),
      };
      return c.json(answer, 200, { 'Cache-Control': 'private, no-store' });
    },
  );
