/** The small hashing pieces identity needs: random secrets, SHA-256 and PKCE's S256, all base64url. */

const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

/** A random secret of `bytes` bytes (codes, reset tokens), base64url. */
export const randomSecret = (bytes = 32): string => base64url(crypto.getRandomValues(new Uint8Array(bytes)));

const sha256 = async (value: string): Promise<Uint8Array> =>
  new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(value)));

/** How codes and reset tokens are stored: a leaked table gives nothing usable. */
export const hashSecret = async (value: string): Promise<string> => base64url(await sha256(value));

/** PKCE S256 (RFC 7636): BASE64URL(SHA256(ASCII(code_verifier))). */
export const s256 = hashSecret;

/** Constant-time comparison of two strings of public length. */
export const sameSecret = (a: string, b: string): boolean => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) | 0) ^ (b.charCodeAt(i) | 0);
  return diff === 0;
};

export { base64url };
