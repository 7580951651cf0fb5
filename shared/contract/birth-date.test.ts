import { describe, expect, it } from 'vitest';
import { signUpBodySchema } from './auth-bff';
import { EARLIEST_BIRTH_DATE, isPossibleBirthDate } from './birth-date';
import { profilePatchSchema, profileUpdateSchema, signupRequestSchema } from './consumer';

const today = new Date().toISOString().slice(0, 10);

describe('the one birth-date rule', () => {
  it('takes a calendar day from 1900-01-01 to today, nothing else', () => {
    const now = new Date('2026-11-27T10:00:00Z');
    for (const iso of [EARLIEST_BIRTH_DATE, '1990-04-07', '2026-11-27'])
      expect(isPossibleBirthDate(iso, now), iso).toBe(true);
    for (const iso of ['1899-12-31', '0001-01-01', '2026-11-28', '2999-01-01', '1990-4-7', ''])
      expect(isPossibleBirthDate(iso, now), iso).toBe(false);
  });

  it('is the rule of the sandbox sign-up and profile and of the storefront sign-up alike', () => {
    const names = { firstName: 'Ann', lastName: 'Lee' };
    const signup = { ...names, email: 'ann@example.com', password: 'Ridgeline1' };
    const bff = { ...signup, confirmPassword: 'Ridgeline1' };
    for (const birthDate of ['2999-01-01', '0001-01-01', '1899-12-31']) {
      expect(signupRequestSchema.safeParse({ ...signup, birthDate }).success, birthDate).toBe(false);
      expect(profileUpdateSchema.safeParse({ ...names, birthDate }).success, birthDate).toBe(false);
      expect(profilePatchSchema.safeParse({ birthDate }).success, birthDate).toBe(false);
      expect(signUpBodySchema.safeParse({ ...bff, birthDate }).success, birthDate).toBe(false);
    }
    for (const birthDate of ['1900-01-01', '1990-04-07', today]) {
      expect(signupRequestSchema.safeParse({ ...signup, birthDate }).success, birthDate).toBe(true);
      expect(signUpBodySchema.safeParse({ ...bff, birthDate }).success, birthDate).toBe(true);
    }
    // The storefront's form leaves the field empty: no date, not a refusal.
    expect(signUpBodySchema.parse({ ...bff, birthDate: '' }).birthDate).toBeUndefined();
  });
});
