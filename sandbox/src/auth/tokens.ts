/** Shopper tokens: HS256 JWTs signed with TOKEN_SECRET (jose). Access 30 minutes, refresh 30 days. */
import { errors, jwtVerify, SignJWT } from 'jose';
import type { Shopper } from '../env';
import { unauthorized } from '../errors';

export const ISSUER = 'ridgeline-sandbox';
export const ACCESS_TTL_SECONDS = 30 * 60;
export const REFRESH_TTL_SECONDS = 30 * 24 * 60 * 60;

type TokenUse = 'access' | 'refresh';

// One imported HMAC key per secret and isolate (every shopper call verifies a token).
const keys = new Map<string, Promise<CryptoKey>>();
const keyOf = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle.importKey(
      'raw',
      new TextEncoder().encode(secret),
      { name: 'HMAC', hash: 'SHA-256' },
      false,
      ['sign', 'verify'],
    );
    keys.set(secret, key);
  }
  return key;
};

const randomDigits = (length: number): string => {
  const bytes = crypto.getRandomValues(new Uint8Array(length));
  return Array.from(bytes, (b) => String(b % 10)).join('');
};

export const newGuestConsumerNo = (): string => `G${randomDigits(15)}`;

export const signToken = async (
  secret: string,
  shopper: Shopper,
  use: TokenUse,
  ttlSeconds: number,
  now = Math.floor(Date.now() / 1000),
): Promise<string> =>
  new SignJWT({ consumerType: shopper.consumerType, use })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(shopper.consumerNo)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .setJti(crypto.randomUUID())
    .sign(await keyOf(secret));

export const issueTokens = async (secret: string, shopper: Shopper) => ({
  accessToken: await signToken(secret, shopper, 'access', ACCESS_TTL_SECONDS),
  refreshToken: await signToken(secret, shopper, 'refresh', REFRESH_TTL_SECONDS),
  expiresIn: ACCESS_TTL_SECONDS,
  refreshExpiresIn: REFRESH_TTL_SECONDS,
});

const CONSUMER_TYPES = new Set(['GUEST', 'REGISTERED', 'EMPLOYEE']);

/** Verifies a token of the given use; any failure (expired, forged, malformed, wrong use) is AUT401. */
export const verifyToken = async (secret: string, token: string, use: TokenUse): Promise<Shopper> => {
  try {
    const { payload } = await jwtVerify(token, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    if (
      payload.use !== use ||
      typeof payload.sub !== 'string' ||
      !CONSUMER_TYPES.has(String(payload.consumerType))
    ) {
      throw unauthorized('Token is not valid');
    }
    return { consumerNo: payload.sub, consumerType: payload.consumerType as Shopper['consumerType'] };
  } catch (error) {
    if (error instanceof errors.JWTExpired) throw unauthorized('Token has expired');
    if (error instanceof errors.JOSEError) throw unauthorized('Token is not valid');
    throw error;
  }
};
