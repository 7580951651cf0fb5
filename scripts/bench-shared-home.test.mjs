import { describe, expect, it } from 'vitest';
import { sharedHomeCookie, sharedHomeRows } from './bench-shared-home.mjs';

describe('sharedHomeCookie', () => {
  it('keeps mt.v and the variant code of a first visit, nothing else', () => {
    const cookie = sharedHomeCookie([
      'mt.v=5.1.1700000000000; Max-Age=31536000; Path=/; HttpOnly',
      '__Host-sf_v=abc; Path=/; Secure',
      'sf_vc=en-us~1001.10012~out.empty~abc~sig; Max-Age=1800; Path=/',
    ]);
    expect(cookie).toBe('mt.v=5.1.1700000000000; sf_vc=en-us~1001.10012~out.empty~abc~sig');
  });
  it('is undefined without a code (a decision past its budget)', () => {
    expect(sharedHomeCookie(['mt.v=5.1.1700000000000; Path=/'])).toBeUndefined();
    expect(sharedHomeCookie(undefined)).toBeUndefined();
  });
});

describe('sharedHomeRows', () => {
  it('says how much cheaper the copy is', () => {
    expect(sharedHomeRows({ shared: 0.5, rendered: 2, firstVisit: 1 })[0]).toContain('4.0 × cheaper');
  });
});
