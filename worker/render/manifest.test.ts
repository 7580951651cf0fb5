import { describe, expect, it } from 'vitest';
import { createAssets } from './manifest';
import { manifest } from './test/fixtures';

describe('assets from the Vite manifest', () => {
  it('exposes the loader, the stylesheet and island preloads (runtime + island + imports, deduplicated)', () => {
    const assets = createAssets(manifest);
    expect(assets.entry).toBe('/assets/entry-abc.js');
    expect(assets.css).toEqual(['/assets/main-abc.css']);
    expect(assets.fonts).toEqual(['/assets/inter-abc.woff2']);
    expect(assets.islandPreloads('AddToCart')).toEqual([
      '/assets/hydrate-abc.js',
      '/assets/react-abc.js',
      '/assets/AddToCart-abc.js',
      '/assets/app-abc.js',
    ]);
    expect(assets.islandPreloads('Nope')).toEqual([]);
  });

  it('copes with an empty manifest', () => {
    const assets = createAssets({});
    expect(assets.entry).toBeNull();
    expect(assets.css).toEqual([]);
    expect(assets.fonts).toEqual([]);
  });
});
