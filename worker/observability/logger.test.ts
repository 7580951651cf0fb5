import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { REDACTED, redact, scrubString } from './redact';

const capture = () => {
  const lines: string[] = [];
  vi.spyOn(console, 'log').mockImplementation((line: string) => void lines.push(line));
  return lines;
};

describe('redaction', () => {
  afterEach(() => vi.restoreAllMocks());

  it('replaces fields that hold personal data, at any depth', () => {
    expect(
      redact({
        email: 'a@b.co',
        body: { firstName: 'Kim', recipientLastName: 'Lee', addressLine1: '1 Main', city: 'Denver' },
        headers: { authorization: 'Bearer x', cookie: '__Host-sf_at=abc' },
        card: { number: '4242424242424242', cvc: '123' },
        refreshToken: 'r',
        address: '203.0.113.9',
        path: '/en-us/cart',
        status: 401,
      }),
    ).toEqual({
      email: REDACTED,
      body: { firstName: REDACTED, recipientLastName: REDACTED, addressLine1: REDACTED, city: REDACTED },
      headers: { authorization: REDACTED, cookie: REDACTED },
      card: REDACTED,
      refreshToken: REDACTED,
      address: REDACTED,
      path: '/en-us/cart',
      status: 401,
    });
  });

  it('scrubs e-mails, tokens and card numbers out of free text but keeps order numbers', () => {
    expect(scrubString('no account for kim.lee+shop@example.com')).toBe('no account for [email]');
    expect(scrubString('sent Bearer abc.def-123')).toBe('sent Bearer [token]');
    expect(scrubString('jwt eyJhbGciOi.eyJzdWIiOi.sig here')).toBe('jwt [token] here');
    expect(scrubString('card 4242 4242 4242 4242 declined')).toBe('card [card] declined');
    expect(scrubString('order 1700000000123 placed')).toBe('order 1700000000123 placed');
  });

  it('writes an error with name and message, scrubbed', () => {
    const lines = capture();
    createLogger({ requestId: 'r1' }).error('failed', { error: new Error('duplicate me@example.com') });
    const entry = JSON.parse(lines[0]!);
    expect(entry.error).toMatchObject({ name: 'Error', message: 'duplicate [email]' });
    expect(lines[0]).not.toContain('me@example.com');
  });
});

describe('sampling', () => {
  afterEach(() => vi.restoreAllMocks());

  it('writes a sampled request’s info lines with the rate, and always its warnings', () => {
    const lines = capture();
    const kept = createLogger({ requestId: 'kept' }, { infoRate: 0.1, random: () => 0.05 });
    const dropped = createLogger({ requestId: 'dropped' }, { infoRate: 0.1, random: () => 0.5 });
    kept.info('upstream');
    dropped.info('upstream');
    dropped.warn('request rejected');
    dropped.error('request failed');
    const entries = lines.map((line) => JSON.parse(line));
    expect(entries.map((e) => [e.requestId, e.level])).toEqual([
      ['kept', 'info'],
      ['dropped', 'warn'],
      ['dropped', 'error'],
    ]);
    expect(entries[0].sampleRate).toBe(0.1);
    expect(entries[1].sampleRate).toBeUndefined();
  });
});
