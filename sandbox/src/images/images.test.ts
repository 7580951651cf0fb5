import { describe, expect, it } from 'vitest';
import { call, env } from '../../test/helpers';
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
});
