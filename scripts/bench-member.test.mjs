import { describe, expect, it } from 'vitest';
import { applySetCookie } from './bench-member.mjs';

describe('applySetCookie', () => {
  it('adds and replaces cookies from Set-Cookie, keeping the others', () => {
    const next = applySetCookie('__Host-a=1; __Host-b=2', [
      '__Host-b=3; Path=/; HttpOnly',
      '__Host-c=4; Secure',
    ]);
    expect(next).toBe('__Host-a=1; __Host-b=3; __Host-c=4');
  });
  it('drops a cookie set to an empty value (a sign-out clearing it)', () => {
    expect(applySetCookie('__Host-a=1; __Host-b=2', ['__Host-a=; Max-Age=0'])).toBe('__Host-b=2');
  });
  it('keeps an = inside a value', () => {
    expect(applySetCookie('', ['t=abc==; Path=/'])).toBe('t=abc==');
  });
});
