/**
 * Shopper tokens: HS256 JWTs signed with TOKEN_SECRET (jose). Access 30 minutes, refresh 30 days.
 * A member's tokens carry `fam`, their refresh-token family (the sign-in they come from): the
 * Consumer object rotates and revokes refresh tokens per family (`consumer/families.ts`).
 */
import { errors, jwtVerify, SignJWT } from 'jose';
import { memo } from '../../../shared/contract/memo';
import { unauthorized } from '../errors';
import type { Shopper } from './shopper';

export const ISSUER = 'ridgeline-sandbox';
export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

type TokenUse = 'access' | 'refresh';

// One imported HMAC key per secret and isolate (every shopper call verifies a token). The key is
// kept, never the promise of it: workerd settles a promise in the request that made it.
const keys = memo<string, CryptoKey>({ name: 'sandbox/token-keys', max: 4 });
export const keyOf = async (secret: string): Promise<CryptoKey> => {
  const kept = keys.get(secret);
  if (kept) return kept;
  const key = await crypto.subtle.importKey(
    'raw',
    new TextEncoder().encode(secret),
    { name: 'HMAC', hash: 'SHA-256' },
    false,
    ['sign', 'verify'],
  );
  keys.set(secret, key);
  return key;
};

const randomDigits = (length: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => String(b % 10)).join('');
};

export const newGuestConsumerNo = (): string => `G${randomDigits(15)}`;
export const newMemberConsumerNo = (): string => `M${randomDigits(15)}`;

export const signToken = async (
  secret: string,
  shopper: Shopper,
  use: TokenUse,
  ttlSeconds: number,
  now = Math.floor(Date.now() / 1000),
  family?: { family: string; jti: string },
): Promise<string> =>
  new SignJWT({
    consumerType: shopper.consumerType,
    use,
    ...(family ? { fam: family.family } : {}),
    ...(shopper.agent ? { agt: shopper.agent } : {}),
  })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(shopper.consumerNo)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(family?.jti ?? crypto.randomUUID())
    .sign(await keyOf(secret));

/** A token pair; a member's pair belongs to `family`, its refresh token identified by `jti`. */
export const issueTokens = async (
  secret: string,
  shopper: Shopper,
  family?: { family: string; jti: string },
) => ({
  accessToken: await signToken(
    secret,
    shopper,
    'access',
    ACCESS_TTL_SECONDS,
    undefined,
    family ? { family: family.family, jti: crypto.randomUUID() } : undefined,
  ),
  refreshToken: await signToken(secret, shopper, 'refresh', REFRESH_TTL_SECONDS, undefined, family),
  expiresIn: ACCESS_TTL_SECONDS,
  refreshExpiresIn: REFRESH_TTL_SECONDS,
});

const CONSUMER_TYPES = new Set(['GUEST', 'REGISTERED', 'EMPLOYEE']);

// Tokens this isolate has verified, with what they say: a signed token's claims never change, so
// the next call with it only checks the expiry again. Bounded; the least recently used goes first.
type Verified = { shopper: Shopper; use: unknown; expiresAt: number; family?: string; jti?: string };
const verified = memo<string, Verified>({ name: 'sandbox/verified-tokens', max: 2000 });

const agentClaim = (claim: unknown): Shopper['agent'] => {
  if (typeof claim !== 'object' || claim === null) return undefined;
  const { storeId, storeEmployeeId, sid } = claim as Record<string, unknown>;
  return typeof storeId === 'string' && typeof storeEmployeeId === 'string'
    ? { storeId, storeEmployeeId, ...(typeof sid === 'string' ? { sid } : {}) }
    : undefined;
};

const verifySignature = async (secret: string, token: string) => {
  const key = `${secret}:${token}`;
  const known = verified.get(key);
  if (known) {
    if (known.expiresAt <= Date.now() / 1000) throw unauthorized('Token has expired');
    return known;
  }
  const { payload } = await jwtVerify(token, await keyOf(secret), { issuer: ISSUER, algorithms: ['HS256'] });
  if (typeof payload.sub !== 'string' || !CONSUMER_TYPES.has(String(payload.consumerType)) || !payload.exp)
    throw unauthorized('Token is not valid');
  const agent = agentClaim(payload.agt);
  const entry: Verified = {
    shopper: {
      consumerNo: payload.sub,
      consumerType: payload.consumerType as Shopper['consumerType'],
      ...(agent ? { agent } : {}),
    },
    use: payload.use,
    expiresAt: payload.exp,
    ...(typeof payload.fam === 'string' ? { family: payload.fam } : {}),
    ...(typeof payload.jti === 'string' ? { jti: payload.jti } : {}),
  };
  return verified.set(key, entry);
};

/** Verifies a token of the given use; any failure (expired, forged, malformed, wrong use) is AUT401. */
export const verifyToken = async (secret: string, token: string, use: TokenUse): Promise<Shopper> =>
  (await verifyClaims(secret, token, use)).shopper;

/** The token's shopper with its family and id (a member's refresh and access tokens have both). */
export const verifyClaims = async (secret: string, token: string, use: TokenUse): Promise<Verified> => {
  try {
    const entry = await verifySignature(secret, token);
    if (entry.use !== use) throw unauthorized('Token is not valid');
    return entry;
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Token has expired');
    if (error instanceof errors.JOSEError) throw unauthorized('Token is not valid');
    throw error;
  }
};
