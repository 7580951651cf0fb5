/** Sealing of session cookie values: JWE (dir, A256GCM) with a key derived from SESSION_SECRET. */
import { EncryptJWT, jwtDecrypt } from 'jose';

// One imported AES key per secret and isolate: handing jose raw bytes would import them again on
// every seal and unseal (several per request). The key is kept, never the promise of it: workerd
// settles a promise in the request that made it, so another request must not wait on it
// (ARCHITECTURE: why a promise is never shared between requests).
const keys = new Map<string, CryptoKey>();

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

/** Undefined for anything that is not a value we sealed and that has not expired. */
export const unseal = async (
  value: string | undefined,
  secret: string,
): Promise<Record<string, unknown> | undefined> => {
  if (!value) return undefined;
  try {
    const { payload } = await jwtDecrypt(value, await keyFor(secret));
    return payload;
  } catch {
    return undefined;
  }
};
