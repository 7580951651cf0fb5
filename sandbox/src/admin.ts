/**
 * Test and demo administration: POST /__admin/seed (re)seeds the catalogue and content
 * idempotently into a database whose migrations were applied (`wrangler d1 migrations apply`, or
 * `applyD1Migrations` in tests). Without the right `x-sandbox-admin` header it does not exist.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { generateSeed, seedStatements } from '../seed/sql';
import type { AppEnv } from './env';
import { notFound } from './errors';

/** Seeds D1 in one transaction; returns the row counts. */
export const seedDatabase = async (db: D1Database) => {
  const seed = generateSeed();
  await db.batch(seedStatements(seed).map((s) => db.prepare(s)));
  return {
    categories: seed.categories.length,
    products: seed.products.length,
    variants: seed.variants.length,
    stores: seed.stores.length,
    content: seed.content.length,
  };
};

const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.env.ADMIN_KEY;
  if (!key || c.req.header('x-sandbox-admin') !== key)
    throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  await next();
});

export const adminRoutes = new Hono<AppEnv>()
  .use('/__admin/*', requireAdmin)
  .post('/__admin/seed', async (c) => c.json({ seeded: await seedDatabase(c.env.DB) }));
