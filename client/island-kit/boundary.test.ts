import { describe, expect, it } from 'vitest';

/** The source of everything that ships to the browser besides the loader. */
const browserSources = import.meta.glob<string>(
  ['../islands/**/*.{ts,tsx}', '../ui/**/*.{ts,tsx}', '../api/*.ts', '../state/*.{ts,tsx}', '!**/*.test.*'],
  { query: '?raw', import: 'default', eager: true },
);

describe('client/components is server-only', () => {
  it('nothing that ships to the browser (islands, ui, api, state) imports it', () => {
    expect(Object.keys(browserSources).length).toBeGreaterThan(30);
    const offenders = Object.entries(browserSources)
      .filter(([, source]) => /from '[./]*\/components\//.test(source))
      .map(([file]) => file);
    expect(offenders).toEqual([]);
  });
});
