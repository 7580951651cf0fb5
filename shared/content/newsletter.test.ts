import { describe, expect, it } from 'vitest';
import { newsletterSubscription, smsOptinSteps, utcDate, validateNewsletter } from './newsletter';

describe('newsletter validators (content spec section 5)', () => {
  it('requires the email and a valid one', () => {
    expect(validateNewsletter({ email: '', policy: true }).email).toBe('required');
    expect(validateNewsletter({ email: '   ', policy: true }).email).toBe('required');
    expect(validateNewsletter({ email: 'someone@example', policy: true }).email).toBe('emailInvalid');
    expect(validateNewsletter({ email: 'someone@example.com', policy: true })).toEqual({});
  });
  it('requires the policy checkbox, from JSON or a plain form', () => {
    expect(validateNewsletter({ email: 'a@b.co' }).policy).toBe('required');
    expect(validateNewsletter({ email: 'a@b.co', policy: false }).policy).toBe('required');
    expect(validateNewsletter({ email: 'a@b.co', policy: 'on' })).toEqual({});
  });
});

describe('the subscription a sign-up creates (content spec section 3)', () => {
  it('is an email newsletter opt-in dated by the server clock in UTC', () => {
    const at = Date.UTC(2026, 10, 25, 23, 59);
    expect(newsletterSubscription(' a@b.co ', { country: 'US', region: 'NA' }, at)).toEqual({
      type: 'NEWSLETTER',
      channel: 'EMAIL',
      optin: true,
      recipient: 'a@b.co',
      category: 'subscription',
      country: 'US',
      region: 'NA',
      optinDate: '2026-11-25',
    });
    expect(utcDate(0)).toBe('1970-01-01');
  });
});

describe('SMS opt-in (content spec section 4)', () => {
  it('opts an existing recipient out before creating when logged out', () => {
    expect(smsOptinSteps(false, '+15550100', '+15550199')).toEqual([
      { action: 'optout', recipient: '+15550100' },
      { action: 'create', recipient: '+15550199' },
    ]);
    expect(smsOptinSteps(false, null, '+15550199')).toEqual([{ action: 'create', recipient: '+15550199' }]);
  });
  it('updates when logged in', () => {
    expect(smsOptinSteps(true, '+15550100', '+15550199')).toEqual([
      { action: 'update', recipient: '+15550199' },
    ]);
  });
});
