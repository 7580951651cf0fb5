/** Access-key check for every API call and bearer-token check for shopper calls. */
import { createMiddleware } from 'hono/factory';
import { consumerStub } from '../consumer/directory';
import type { AppEnv } from '../env';
import { unauthorized } from '../errors';
import { agentRevoked } from './agent';
import { verifyClaims } from './tokens';

/** Constant-time string comparison, so the key cannot be guessed byte by byte from timings. */
const sameString = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
};

export const requireApiKey = createMiddleware<AppEnv>(async (c, next) => {
  const expected = c.env.API_KEY;
  if (!expected) throw new Error('API_KEY is not configured');
  const given = c.req.header('x-api-key');
  if (!given || !sameString(given, expected)) throw unauthorized('Missing or invalid x-api-key');
  await next();
});

export const requireShopper = createMiddleware<AppEnv>(async (c, next) => {
  const header = c.req.header('authorization') ?? '';
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec(header.trim());
  if (!match) throw unauthorized('Missing bearer token');
  const { shopper, family } = await verifyClaims(c.env.TOKEN_SECRET, match[1]!, 'access');
  // A member's access token is only as good as its family: sign-out, a password change or reset,
  // and refresh-token reuse revoke the family, and its access token must stop working then, not
  // when it expires. One primary-key read in the member's own object (guests have no family).
  if (family && !(await consumerStub(c.env, shopper.consumerNo).familyActive(family)))
    throw unauthorized('Token is not valid');
  // An associate's token dies with its in-store session's sign-out (one D1 read, associates only).
  if (shopper.agent?.sid && (await agentRevoked(c.env.DB, shopper.agent.sid)))
    throw unauthorized('This in-store session was signed out');
  c.set('shopper', family ? { ...shopper, family } : shopper);
  await next();
});
