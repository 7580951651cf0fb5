/**
 * Test and demo administration: POST /__admin/seed (re)seeds the catalogue and content
 * idempotently into a database whose migrations were applied (`wrangler d1 migrations apply`, or
 * `applyD1Migrations` in tests); PUT /__admin/variants/{sku} sets a variant's stock or takes it
 * off sale (what a merchandiser or another shopper's order does), so journeys and demos can make
 * an item run out. Without the right `x-sandbox-admin` header none of it exists.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { skuSchema } from '../../shared/contract/common';
import { generateSeed, seedStatements } from '../seed/sql';
import type { AppEnv } from './env';
import { notFound, validate } from './errors';

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
  .post('/__admin/seed', async (c) => c.json({ seeded: await seedDatabase(c.env.DB) }))
  .put(
    '/__admin/variants/:sku',
    validate('param', z.object({ sku: skuSchema })),
    validate(
      'json',
      z
        .object({ stock: z.number().int().min(0).max(100_000).optional(), online: z.boolean().optional() })
        .refine((b) => b.stock !== undefined || b.online !== undefined, 'stock or online is required'),
    ),
    async (c) => {
      const { sku } = c.req.valid('param');
      const { stock, online } = c.req.valid('json');
      const row = await c.env.DB.prepare(
        `UPDATE variants SET stock = COALESCE(?, stock), online = COALESCE(?, online) WHERE sku = ?
         RETURNING sku, stock, online`,
      )
        .bind(stock ?? null, online === undefined ? null : online ? 1 : 0, sku)
        .first<{ sku: string; stock: number; online: number }>();
      if (!row) throw notFound(`Variant ${sku} not found`);
      return c.json({ sku: row.sku, stock: row.stock, online: row.online === 1 });
    },
  );
