/** Sealing of session cookie values: JWE (dir, A256GCM) with a key derived from SESSION_SECRET. */
import { EncryptJWT, jwtDecrypt } from 'jose';
import { Memo, memo } from '../../../shared/contract/memo';

// One imported AES key per secret and isolate: handing jose raw bytes would import them again on
// every seal and unseal (several per request). The key is kept, never the promise of it: workerd
// settles a promise in the request that made it, so another request must not wait on it
// (ARCHITECTURE: why a promise is never shared between requests). A secret or two (while it rotates).
const keys = memo<string, CryptoKey>({ name: 'session/keys', max: 4 });

const keyFor = async (secret: string): Promise<CryptoKey> => {
  const kept = keys.get(secret);
  if (kept) return kept;
  const bytes = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(secret));
  const key = await crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']);
  keys.set(secret, key);
  return key;
};

export const seal = async (
  payload: Record<string, unknown>,
  secret: string,
  maxAgeSeconds: number,
): Promise<string> =>
  new EncryptJWT(payload)
    .setProtectedHeader({ alg: 'dir', enc: 'A256GCM' })
    .setIssuedAt()
    .setExpirationTime(`${maxAgeSeconds}s`)
    .encrypt(await keyFor(secret));

/**
 * Values this isolate has opened, per secret: a shopper's next request brings the same sealed
 * cookies, and opening two of them (jose's parse, base64, AES-GCM, claims) was about 0.1 ms of
 * every session request's CPU. Only values that opened are kept (a forged or foreign value never
 * enters), each with its expiry, checked again on every use; a changed secret has its own map, so a
 * value sealed under an old secret is not accepted by the new one. The payloads are frozen: they are
 * shared by the requests that bring the same cookie. The least recently used is the first forgotten
 * once a secret holds `OPENED_LIMIT` values.
 */
export const OPENED_LIMIT = 2000;
type Opened = { payload: Readonly<Record<string, unknown>>; expiresAt: number };
const opened = memo<string, Memo<string, Opened>>({ name: 'session/opened', max: 4 });
const openedWith = (secret: string) =>
  opened.getOrCreate(secret, () => new Memo({ name: 'session/opened/values', max: OPENED_LIMIT }));

const deepFreeze = <T>(value: T): T => {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value);
    for (const child of Object.values(value)) deepFreeze(child);
  }
  return value;
};

const remember = (secret: string, value: string, payload: Record<string, unknown>) => {
  const expiresAt = typeof payload.exp === 'number' ? payload.exp * 1000 : Number.POSITIVE_INFINITY;
  openedWith(secret).set(value, { payload: deepFreeze(payload), expiresAt });
};

/** Undefined for anything that is not a value we sealed and that has not expired. */
export const unseal = async (
  value: string | undefined,
  secret: string,
): Promise<Readonly<Record<string, unknown>> | undefined> => {
  if (!value) return undefined;
  const known = opened.get(secret)?.get(value);
  if (known) {
    if (known.expiresAt > Date.now()) return known.payload;
    opened.get(secret)?.delete(value);
    return undefined;
  }
  try {
    const { payload } = await jwtDecrypt(value, await keyFor(secret));
    remember(secret, value, payload);
    return payload;
  } catch {
    return undefined;
  }
};
