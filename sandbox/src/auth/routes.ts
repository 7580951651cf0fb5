/** POST /token/v2/auth/token: guest tokens and their renewal. Registered sign-in (PKCE exchange) is not built yet. */
import { Hono } from 'hono';
import { type TokenResponse, tokenRequestSchema } from '../../../shared/contract/auth';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { issueTokens, newGuestConsumerNo, verifyToken } from './tokens';

export const authRoutes = new Hono<AppEnv>().post(
  '/token/v2/auth/token',
  validate('json', tokenRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    if (body.type === 'Registered') {
      throw new SandboxError(400, 'AUT450', 'Registered token exchange is not yet supported by the sandbox');
    }
    // With a refresh token the same guest is renewed (same consumerNo). Refresh tokens are not yet
    // revoked on use: any unexpired one is accepted, which covers the two-tab grace window.
    const shopper =
      'refreshToken' in body && typeof body.refreshToken === 'string'
        ? await verifyToken(c.env.TOKEN_SECRET, body.refreshToken, 'refresh')
        : { consumerNo: newGuestConsumerNo(), consumerType: 'GUEST' as const };
    const tokens = await issueTokens(c.env.TOKEN_SECRET, shopper);
    return c.json({ ...tokens, ...shopper } satisfies TokenResponse, 200, { 'Cache-Control': 'no-store' });
  },
);
