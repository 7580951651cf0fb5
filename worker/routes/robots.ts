/** `robots.txt`: the API, cart, checkout and account are no place for crawlers; the sitemap is. */
import { Hono } from 'hono';
import { robotsTxt } from '../../shared/seo/sitemap';
import { SITES } from '../../shared/site';
import type { AppEnv } from '../env';
import { originOf } from '../render/page-kit';

export const robotsRoute = new Hono<AppEnv>().get('/robots.txt', (c) =>
  c.text(robotsTxt(originOf(c), Object.keys(SITES)), 200, { 'cache-control': 'public, max-age=3600' }),
);
