/**
 * The spec's internal page JSON (commerce spec section 7): `GET /fapi/pages/location-selector` and
 * `GET /fapi/pages/{page}` (a content page and its children). Private: the selector reads a cookie.
 */
import { Hono } from 'hono';
import { notFoundOn404, pageChildren } from '../../content/reads';
import type { AppEnv } from '../../env';
import { selectorFor } from '../../locale/selector';

export const fapiPages = new Hono<AppEnv>()
  .get('/fapi/pages/location-selector', async (c) =>
    c.json(await selectorFor(c), 200, { 'cache-control': 'private, no-cache' }),
  )
  .get('/fapi/pages/:page{[a-z0-9-]{1,80}}', async (c) => {
    const key = c.req.param('page');
    const [page, children] = await Promise.all([
      notFoundOn404(c.get('upstream').content.page(key), 'Page'),
      pageChildren(c, key),
    ]);
    return c.json({ page, children }, 200, { 'cache-control': 'private, no-cache' });
  });
