// Every redirect the storefront answers goes through the one safe-path check: a `c.redirect(` in
// worker/ must take `safePathOr(…)` as its target, or be `safeRedirect` (worker/validation/redirect.ts),
// which does. A new redirect written any other way fails here with its file and line.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const root = path.resolve(import.meta.dirname, '..');
const sources = readdirSync(path.join(root, 'worker'), { recursive: true })
  .map(String)
  .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$|\.d\.ts$/.test(file) && !file.includes('test/'));

describe('redirects', () => {
  it('every c.redirect target goes through safePathOr', () => {
    const unchecked = [];
    for (const file of sources) {
      const text = readFileSync(path.join(root, 'worker', file), 'utf8');
      for (const match of text.matchAll(/\bc\.redirect\(\s*/g)) {
        const target = text.slice(match.index + match[0].length);
        if (!target.startsWith('safePathOr(')) {
          const line = text.slice(0, match.index).split('\n').length;
          unchecked.push(`worker/${file}:${line}`);
        }
      }
    }
    expect(unchecked, 'use safeRedirect(c, target) or c.redirect(safePathOr(target, fallback))').toEqual([]);
    expect(sources.length).toBeGreaterThan(100);
  });
});
