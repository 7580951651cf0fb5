/** Public image routes: generated SVGs, immutable and cacheable forever. No auth. */
import { Hono } from 'hono';
import type { AppEnv } from '../env';
import { notFound } from '../errors';
import { contentSvg, productSvg } from './svg';

const IMAGE_HEADERS = {
  'Content-Type': 'image/svg+xml',
  'Cache-Control': 'public, max-age=31536000, immutable',
};

export const imageRoutes = new Hono<AppEnv>()
  .get('/images/products/:id{[A-Z0-9]{11}}/:file{[1-4]\\.svg}', async (c) => {
    const { id, file } = c.req.param();
    const row = await c.env.DB.prepare(
      'SELECT p.product_type AS type, p.name, c.swatch, c.name AS color FROM colors c JOIN products p ON p.id = c.product_id WHERE c.id = ?',
    )
      .bind(id)
      .first<{ type: string; name: string; swatch: string; color: string }>();
    if (!row) throw notFound(`No image for ${id}`);
    const view = Number(file.slice(0, 1));
    return c.body(productSvg(row.type, row.swatch, view, `${row.name}, ${row.color}`), 200, IMAGE_HEADERS);
  })
  .get('/images/content/:file{[a-z0-9][a-z0-9-]{0,80}\\.svg}', (c) => {
    const name = c.req.param('file').replace(/\.svg$/, '');
    return c.body(contentSvg(name), 200, IMAGE_HEADERS);
  });
