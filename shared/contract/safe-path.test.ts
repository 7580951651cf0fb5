import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { safePath, safePathOr } from './safe-path';

const ORIGIN = 'https://shop.example';
/** Where a browser lands after following `Location: path` from the storefront. */
const landing = (path: string) => new URL(path, `${ORIGIN}/en-us/cart`);

const hosts = fc.constantFrom(
  'evil.example',
  'evil.example:443',
  '127.0.0.1',
  'xn--80ak6aa92e.com',
  'evil。example',
);
/** Ways of writing "go up" or "a slash" that some parser along the way may decode. */
const tricks = fc.constantFrom(
  '/..//',
  '/./..//',
  '/%2e%2e//',
  '/%2E%2E//',
  '/.%2e//',
  '/en-us/..//',
  '/en-us/../..//',
  '/en-us/%2e%2e/%2e%2e//',
  '/\\',
  '/\\\\',
  '/..\\\\',
  '/..\\/',
  '/\t/',
  '/\n/',
  '/ /',
  '/%2f%2f',
  '/%5c%5c',
  '/%252e%252e//',
  '/\u2215\u2215',
  '/\uff0f\uff0f',
  '//',
  '\\\\',
  'https://',
  'javascript:alert(1)//',
);

describe('safePath', () => {
  it('keeps an ordinary same-site path with its query and fragment', () => {
    expect(safePath('/en-us/cart?added=ABC-M#top')).toBe('/en-us/cart?added=ABC-M#top');
    expect(safePath('/fr-ca/p/shell-jacket-RL1234567')).toBe('/fr-ca/p/shell-jacket-RL1234567');
  });

  it.each([
    '/..//evil.example/x',
    '/./..//host',
    '/%2e%2e//host',
    '/en-us/..//host',
    '//evil.example',
    '/\\evil.example',
    '/\t/evil.example',
    'https://evil.example/',
    'evil.example',
    '',
  ])('refuses %j', (candidate) => {
    expect(safePath(candidate)).toBeUndefined();
  });

  it('normalises dot segments that stay on the site', () => {
    expect(safePath('/en-us/c/../cart')).toBe('/en-us/cart');
  });

  it('falls back when refused', () => {
    expect(safePathOr('/..//evil.example', '/en-us/cart')).toBe('/en-us/cart');
    expect(safePathOr(undefined, '/en-us')).toBe('/en-us');
  });

  it('never answers a path that leaves the origin, whatever the trick (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        tricks,
        hosts,
        fc.webPath(),
        fc.string(),
        (prefix, trick, host, rest, tail) => {
          for (const candidate of [
            `${trick}${host}${rest}`,
            `${prefix}${trick}${host}`,
            `/${prefix}${trick}${host}${tail}`,
          ]) {
            const path = safePath(candidate);
            if (path === undefined) continue;
            expect(path.startsWith('/')).toBe(true);
            expect(path).not.toMatch(/^\/[/\\]/);
            expect(landing(path).origin).toBe(ORIGIN);
          }
        },
      ),
      { numRuns: 500 },
    );
  }, 30_000);

  it('answers only same-origin paths for any string, and is idempotent (property)', () => {
    fc.assert(
      fc.property(
        fc.oneof(fc.string(), fc.string({ unit: 'grapheme' }), fc.webUrl(), fc.webPath()),
        (candidate) => {
          const path = safePath(candidate);
          if (path === undefined) return;
          expect(landing(path).origin).toBe(ORIGIN);
          expect(safePath(path)).toBe(path);
        },
      ),
      { numRuns: 1000 },
    );
  }, 30_000);
});
