/**
 * Authorization codes of the PKCE sign-in: `<consumerNo>.<secret>.<mac>`. The member's Consumer
 * object keeps the code (only the SHA-256 of its secret), its challenge, its expiry and the
 * exchange's answer (`consumer/codes.ts`), so signin and the exchange each need one call to that
 * object and no D1 row. The consumer number says which object; the MAC (HMAC-SHA256 with
 * TOKEN_SECRET) says the sandbox minted the code, so a made-up one is refused before any object is
 * addressed (no object is ever created for a number out of a request).
 */
import { base64url, hashSecret, randomSecret, sameSecret } from './crypto';
import { keyOf } from './tokens';

export const INVALID_CODE = 'The authorization code is not valid or has expired';

// The key also signs tokens: the prefix (a character no JWT signing input has) keeps the two apart.
const mac = async (secret: string, body: string): Promise<string> =>
  base64url(
    new Uint8Array(
      await crypto.subtle.sign('HMAC', await keyOf(secret), new TextEncoder().encode(`code:${body}`)),
    ),
  );

/** A new code for `consumerNo`, and the hash its object keeps of it. */
export const mintCode = async (tokenSecret: string, consumerNo: string) => {
  const secret = randomSecret();
  const body = `${consumerNo}.${secret}`;
  const [tag, hash] = await Promise.all([mac(tokenSecret, body), hashSecret(secret)]);
  return { code: `${body}.${tag}`, hash };
};

/** Whose code this is and the hash its object keeps; undefined for a code the sandbox did not mint. */
export const readCode = async (
  tokenSecret: string,
  code: string,
): Promise<{ consumerNo: string; hash: string } | undefined> => {
  const parts = code.split('.');
  if (parts.length !== 3 || parts.some((part) => part === '')) return undefined;
  const [consumerNo, secret, tag] = parts as [string, string, string];
  const [expected, hash] = await Promise.all([
    mac(tokenSecret, `${consumerNo}.${secret}`),
    hashSecret(secret),
  ]);
  return sameSecret(expected, tag) ? { consumerNo, hash } : undefined;
};
