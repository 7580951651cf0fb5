import { describe, expect, it } from 'vitest';
import { codeChallengeSchema, codeVerifierSchema } from '../../shared/contract';
import { challengeFor, createPkce } from './pkce';

describe('PKCE', () => {
  it('makes a fresh 32-byte verifier and its S256 challenge, both base64url', async () => {
    const { verifier, challenge } = await createPkce();
    expect(verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(codeVerifierSchema.safeParse(verifier).success).toBe(true);
    expect(codeChallengeSchema.safeParse(challenge).success).toBe(true);
    expect(challenge).toBe(await challengeFor(verifier));
    expect((await createPkce()).verifier).not.toBe(verifier);
  });

  it('hashes as RFC 7636 appendix B does', async () => {
    expect(await challengeFor('dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).toBe(
      'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    );
  });
});
