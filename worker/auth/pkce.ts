/**
 * PKCE of commerce spec section 4 (RFC 7636): a verifier of 32 random bytes and its S256
 * challenge, both base64url without padding. Made per sign-in on the server; neither ever
 * reaches the browser.
 */
const base64url = (bytes: Uint8Array): string =>
  btoa(String.fromCharCode(...bytes))
    .replaceAll('+', '-')
    .replaceAll('/', '_')
    .replace(/=+$/, '');

export type Pkce = { verifier: string; challenge: string };

/** The S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export const challengeFor = async (verifier: string): Promise<string> =>
  base64url(new Uint8Array(await crypto.subtle.digest('SHA-256', new TextEncoder().encode(verifier))));

export const createPkce = async (): Promise<Pkce> => {
  const verifier = base64url(crypto.getRandomValues(new Uint8Array(32)));
  return { verifier, challenge: await challengeFor(verifier) };
};
