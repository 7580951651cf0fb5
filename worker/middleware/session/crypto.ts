/** Sealing of session cookie values: JWE (dir, A256GCM) with a key derived from SESSION_SECRET. */
import { EncryptJWT, jwtDecrypt } from 'jose';

// One imported AES key per secret and isolate: handing jose raw bytes would import them again on
// every seal and unseal (several per request).
const keys = new Map<string, Promise<CryptoKey>>();

const keyFor = (secret: string): Promise<CryptoKey> => {
  let key = keys.get(secret);
  if (!key) {
    key = crypto.subtle
      .digest('SHA-256', new TextEncoder().encode(secret))
      .then((bytes) => crypto.subtle.importKey('raw', bytes, 'AES-GCM', false, ['encrypt', 'decrypt']));
    keys.set(secret, key);
  }
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
