import { describe, expect, it } from 'vitest';
import { breakpointAt, stepTo } from './steps';

describe('carousel steps', () => {
  it('maps widths to the storefront breakpoints', () => {
    expect([412, 767, 768, 1023, 1024, 1366].map(breakpointAt)).toEqual(['sm', 'sm', 'md', 'md', 'lg', 'lg']);
  });

  it('stops at either end unless it loops', () => {
    expect(stepTo(2, 3, 1, false)).toBe(3);
    expect(stepTo(3, 3, 1, false)).toBe(3);
    expect(stepTo(3, 3, 1, true)).toBe(0);
    expect(stepTo(0, 3, -1, false)).toBe(0);
    expect(stepTo(0, 3, -1, true)).toBe(3);
  });
});
