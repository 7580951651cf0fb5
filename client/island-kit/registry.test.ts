import { describe, expect, it } from 'vitest';
import { islandPath } from '../loader';
import { ISLANDS } from './registry';

describe('island registry', () => {
  it('lists exactly the islands the browser loader can import (one per file of client/islands)', () => {
    // The same glob as client/entry.ts, seen from here.
    const lazy = import.meta.glob(['./*.tsx', '!./*.test.tsx'], { base: '../islands' });
    expect(Object.keys(lazy).sort()).toEqual(Object.keys(ISLANDS).map(islandPath).sort());
  });

  it('holds each island under the name of its file, as the loader looks it up', () => {
    for (const [name, component] of Object.entries(ISLANDS)) {
      expect(typeof component, name).toBe('function');
      expect(component.name, name).toBe(name);
    }
  });
});
