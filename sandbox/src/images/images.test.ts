import { describe, expect, it } from 'vitest';
import { call, env } from '../../test/helpers';
import { artOf } from './products';
import { sceneOf } from './scenes';
import { contentSvg, productSvg } from './svg';

describe('image routes', () => {
  it('serves a product SVG without auth, immutable', async () => {
    const color = (await env.DB.prepare('SELECT id, swatch FROM colors ORDER BY id LIMIT 1').first<{
      id: string;
      swatch: string;
    }>())!;
    const response = await call(`/images/products/${color.id}/2.svg`, { apiKey: null });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/svg+xml');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const svg = await response.text();
    expect(svg).toMatch(/^<svg /);
    expect(svg).toContain(color.swatch);
  });

  it('serves a content landscape', async () => {
    const response = await call('/images/content/home-hero.svg', { apiKey: null });
    expect(response.status).toBe(200);
    expect(await response.text()).toBe(contentSvg('home-hero'));
  });

  it('serves a logo as a wordmark in the 5:1 box content declares for it, not a landscape', async () => {
    const svg = await (await call('/images/content/ridgeline-logo.svg', { apiKey: null })).text();
    expect(svg).toContain('viewBox="0 0 120 24"');
    expect(svg).toContain('RIDGELINE');
    expect(svg).not.toContain('viewBox="0 0 1600 900"');
  });

  it('is deterministic and differs by view', () => {
    expect(productSvg('boot', '#112233', 1, 'x')).toBe(productSvg('boot', '#112233', 1, 'x'));
    expect(productSvg('boot', '#112233', 1, 'x')).not.toBe(productSvg('boot', '#112233', 2, 'x'));
    expect(contentSvg('a')).not.toBe(contentSvg('b'));
  });

  it('answers 404 for unknown products or bad names', async () => {
    expect((await call('/images/products/ZZ000000BLK/1.svg', { apiKey: null })).status).toBe(404);
    expect((await call('/images/products/ZZ000000BLK/9.svg', { apiKey: null })).status).toBe(404);
    expect((await call('/images/content/..%2Fetc.svg', { apiKey: null })).status).toBe(404);
  });

  it('draws each product type its own way, in its colour', () => {
    const art = (type: string, name = type) =>
      productSvg(type, '#1f3a5f', 1, name).replace(/<title>.*<\/title>/, '');
    const types = [
      'jacket',
      'fleece',
      'tee',
      'shirt',
      'baselayer',
      'boot',
      'shoe',
      'sneaker',
      'pack',
      'beanie',
    ];
    expect(new Set(types.map((t) => art(t))).size).toBe(types.length);
    expect(artOf('jacket', 'Summit Insulated Jacket')).toBe('insulated');
    expect(artOf('jacket', 'Summit Rain Jacket')).toBe('shell');
    expect(art('jacket', 'Summit Insulated Jacket')).not.toBe(art('jacket', 'Summit Rain Jacket'));
    expect(productSvg('fleece', '#c0392b', 1, 'x')).toContain('fill="#c0392b"');
    expect(productSvg('fleece', '#c0392b', 1, 'x')).not.toBe(productSvg('fleece', '#1f3a5f', 1, 'x'));
  });

  it('gives categories and campaigns their own lifestyle scene', () => {
    expect(sceneOf('category-women')).toBe('lake');
    expect(sceneOf('category-men')).toBe('alpine');
    expect(sceneOf('category-kids')).toBe('meadow');
    expect(sceneOf('category-footwear')).toBe('trail');
    expect(sceneOf('category-packs-gear')).toBe('camp');
    expect(sceneOf('campaign-winter')).toBe('snow');
    expect(sceneOf('campaign-rain')).toBe('rain');
    expect(sceneOf('home-hero')).toBeNull();
    const banners = ['category-men', 'category-women', 'category-kids', 'campaign-winter', 'campaign-layers'];
    expect(new Set(banners.map(contentSvg)).size).toBe(banners.length);
    expect(contentSvg('campaign-winter')).toBe(contentSvg('campaign-winter'));
  });
});
