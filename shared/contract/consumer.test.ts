import { describe, expect, it } from 'vitest';
import { forgotPasswordRequestSchema, tokenRequestSchema } from './auth';
import { joinInterests, profilePatchSchema, signupRequestSchema, splitInterests } from './consumer';

describe('identity contract', () => {
  it('tells the three token requests apart', () => {
    const verifier = 'v'.repeat(43);
    expect(tokenRequestSchema.parse({ type: 'Registered', refreshToken: 'r' })).toEqual({
      type: 'Registered',
      refreshToken: 'r',
    });
    expect(
      tokenRequestSchema.parse({ type: 'Registered', authorizationCode: 'c', codeVerifier: verifier }),
    ).toMatchObject({ authorizationCode: 'c' });
    expect(tokenRequestSchema.safeParse({ type: 'Registered' }).success).toBe(false);
    expect(
      tokenRequestSchema.safeParse({ type: 'Registered', authorizationCode: 'c', codeVerifier: 'short' })
        .success,
    ).toBe(false);
  });

  it('normalises the sign-up e-mail and phone and refuses a bad birth date', () => {
    const body = { email: ' Ann@Example.COM ', password: 'Ridgeline1', firstName: 'Ann', lastName: 'Lee' };
    expect(signupRequestSchema.parse({ ...body, phone: '(555) 010-2000' })).toMatchObject({
      email: 'ann@example.com',
      phone: '+5550102000',
    });
    expect(signupRequestSchema.safeParse({ ...body, birthDate: '31/01/1990' }).success).toBe(false);
  });

  it('keeps interests pipe-joined', () => {
    expect(joinInterests(['hiking', 'running', 'hiking'])).toBe('hiking|running');
    expect(splitInterests('')).toEqual([]);
    expect(profilePatchSchema.safeParse({ preferences: { interests: 'a||b' } }).success).toBe(false);
    expect(profilePatchSchema.safeParse({}).success).toBe(false);
  });

  it('takes only an http(s) reset URL without a query', () => {
    const ok = { email: 'a@b.co', resetUrl: 'https://shop.test/en-us/reset-password' };
    expect(forgotPasswordRequestSchema.safeParse(ok).success).toBe(true);
    for (const resetUrl of ['javascript:alert(1)', 'https://shop.test/x?y=1', '/relative'])
      expect(forgotPasswordRequestSchema.safeParse({ ...ok, resetUrl }).success).toBe(false);
  });
});
