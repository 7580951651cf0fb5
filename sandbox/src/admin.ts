/**
 * Test-only administration: POST /__admin/seed creates the tables when missing and (re)seeds the
 * catalogue and content idempotently. Without the right `x-sandbox-admin` header it does not exist.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { generateSeed, seedStatements } from '../seed/sql';
import { SCHEMA_SQL } from './db/schema';
import type { AppEnv } from './env';
import { notFound } from './errors';

/** Splits the schema into statements (it has no semicolons inside strings) and drops comments. */
export const schemaStatements = (sql: string): string[] =>
  sql
    .split('\n')
    .filter((line) => !line.trim().startsWith('--'))
    .join('\n')
    .split(';')
    .map((s) => s.trim())
    .filter(Boolean);

export const applySchema = async (db: D1Database): Promise<void> => {
  await db.batch(schemaStatements(SCHEMA_SQL).map((s) => db.prepare(s)));
};

/** Seeds D1 in one transaction; returns the row counts. */
export const seedDatabase = async (db: D1Database) => {
  const missing = await db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' AND name = 'content'")
    .first();
  if (!missing) await applySchema(db);
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
