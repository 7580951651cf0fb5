import { describe, expect, it } from 'vitest';
import { afterSignIn, allowedStep, initialStep, nextProfileStep } from './steps';

const facts = (
  missing: ('phone' | 'firstName' | 'lastName' | 'postalCode' | 'birthDate')[],
  loyal = false,
) => ({
  missing,
  isLoyaltyMember: loyal,
});

describe('enrollment steps', () => {
  it('starts at lookup signed out, mobile without a phone, profile with one (spec section 2)', () => {
    expect(initialStep(false, undefined)).toBe('lookup');
    expect(initialStep(true, facts(['phone', 'birthDate']))).toBe('mobile');
    expect(initialStep(true, facts(['birthDate']))).toBe('profile');
    expect(initialStep(true, facts([]))).toBe('profile');
  });

  it('ends a sign-in with a complete profile, else opens the intro for a loyalty member or not', () => {
    expect(afterSignIn(facts([]))).toBe('done');
    expect(afterSignIn(facts(['phone']))).toBe('complete');
    expect(afterSignIn(facts(['phone'], true))).toBe('welcome');
  });

  it('skips the steps a profile does not need and always offers interests once', () => {
    expect(nextProfileStep('complete', facts(['phone', 'birthDate']))).toBe('mobile');
    expect(nextProfileStep('welcome', facts(['birthDate']))).toBe('profile');
    expect(nextProfileStep('complete', facts([]))).toBe('interests');
    expect(nextProfileStep('mobile', facts(['postalCode']))).toBe('profile');
    expect(nextProfileStep('mobile', facts([]))).toBe('interests');
    expect(nextProfileStep('profile', facts(['phone']))).toBe('interests');
    expect(nextProfileStep('interests', facts(['phone']))).toBe('success');
  });

  it('keeps guest steps for guests and profile steps for members', () => {
    expect(allowedStep('sign-up', false, undefined)).toBe('sign-up');
    expect(allowedStep('mobile', false, undefined)).toBe('lookup');
    expect(allowedStep('sign-in', true, facts([]))).toBe('profile');
    expect(allowedStep('interests', true, facts(['phone']))).toBe('interests');
    expect(allowedStep(undefined, true, facts(['phone']))).toBe('mobile');
  });

  it('gives each shopper their own intro, whichever the address asked for', () => {
    // A guest: sign in or join; a member outside the club: complete (with the offer to join).
    expect(allowedStep('welcome', false, undefined)).toBe('lookup');
    expect(allowedStep('welcome', true, facts(['phone']))).toBe('complete');
    expect(allowedStep('complete', true, facts(['phone'], true))).toBe('welcome');
    expect(allowedStep('welcome', true, facts([], true))).toBe('welcome');
    // No profile to judge by (its read failed): the initial step, never a guess at the club.
    expect(allowedStep('welcome', true, undefined)).toBe('profile');
  });
});
