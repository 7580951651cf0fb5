/**
 * Test and demo administration: POST /__admin/seed (re)seeds the catalogue and content
 * idempotently into a database whose migrations were applied (`wrangler d1 migrations apply`, or
 * `applyD1Migrations` in tests); PUT /__admin/variants/{sku} sets a variant's stock or takes it
 * off sale (what a merchandiser or another shopper's order does), so journeys and demos can make
 * an item run out, or changes its selling price in one currency (a sale starting or ending). `/__admin/faults` switches injected
 * faults on and off (`faults/routes.ts`); `/__admin/decision/*` starts and stops experiments and reads
 * the recorded decision events (`decision/admin.ts`); `/__admin/members/{email}/program` makes an
 * account an athlete, prosumer or employee (`members/admin.ts`); `/__admin/loyalty/{email}/points`
 * adds points to a club member (`loyalty/admin.ts`). Without the right `x-sandbox-admin` header none
 * of it exists.
 */
import { Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import { z } from 'zod';
import { currencySchema, skuSchema } from '../../shared/contract/common';
import { generateSeed, seedStatements } from '../seed/sql';
import { seedDemoMember } from './consumer/demo-member';
import { decisionAdminRoutes } from './decision/admin';
import { forgetExperiences } from './decision/store';
import type { AppEnv } from './env';
import { notFound, validate } from './errors';
import { faultRoutes } from './faults/routes';
import { loyaltyAdminRoutes } from './loyalty/admin';
import { memberAdminRoutes } from './members/admin';

/** Seeds D1 in one transaction; returns the row counts. */
export const seedDatabase = async (db: D1Database) => {
  const seed = generateSeed();
  await db.batch(seedStatements(seed).map((s) => db.prepare(s)));
  forgetExperiences();
  return {
    categories: seed.categories.length,
    products: seed.products.length,
    variants: seed.variants.length,
    stores: seed.stores.length,
    content: seed.content.length,
  };
};

export const requireAdmin = createMiddleware<AppEnv>(async (c, next) => {
  const key = c.env.ADMIN_KEY;
  if (!key || c.req.header('x-sandbox-admin') !== key)
    throw notFound(`No route for ${c.req.method} ${c.req.path}`);
  await next();
});

export const adminRoutes = new Hono<AppEnv>()
  .use('/__admin/*', requireAdmin)
  // Fault injection (sandbox/src/faults): slow, failing, malformed or hanging upstreams on demand.
  .route('/', faultRoutes)
  // Experiences started, stopped and re-split; the decision events recorded (sandbox/src/decision).
  .route('/', decisionAdminRoutes)
  // A member made an athlete, prosumer or employee with a fresh programme (sandbox/src/members).
  .route('/', memberAdminRoutes)
  // Points customer service adds to a club member's balance (sandbox/src/loyalty).
  .route('/', loyaltyAdminRoutes)
  .post('/__admin/seed', async (c) =>
    c.json({ seeded: { ...(await seedDatabase(c.env.DB)), members: await seedDemoMember(c.env) } }),
  )
  .put(
    '/__admin/variants/:sku',
    validate('param', z.object({ sku: skuSchema })),
    validate(
      'json',
      z
        .object({
          stock: z.number().int().min(0).max(100_000).optional(),
          online: z.boolean().optional(),
          /** A new selling price (minor units) in one currency, as when a sale starts or ends. */
          price: z
            .object({ currency: currencySchema, current: z.number().int().min(1).max(10_000_000) })
            .optional(),
        })
        .refine(
          (b) => b.stock !== undefined || b.online !== undefined || b.price !== undefined,
          'stock, online or price is required',
        ),
    ),
    async (c) => {
      const { sku } = c.req.valid('param');
      const { stock, online, price } = c.req.valid('json');
      const db = c.env.DB;
      const statements = [
        db
          // Nothing changes when the price names a currency the variant is not sold in.
          .prepare(
            `UPDATE variants SET stock = COALESCE(?1, stock), online = COALESCE(?2, online)
             WHERE sku = ?3 AND (?4 IS NULL OR EXISTS (SELECT 1 FROM prices WHERE sku = ?3 AND currency = ?4))
             RETURNING sku, stock, online`,
          )
          .bind(stock ?? null, online === undefined ? null : online ? 1 : 0, sku, price?.currency ?? null),
      ];
      if (price)
        statements.push(
          db
            .prepare(
              `UPDATE prices SET current = ?1, original = MAX(original, ?1), historic_best = MIN(historic_best, ?1)
               WHERE sku = ?2 AND currency = ?3 RETURNING current`,
            )
            .bind(price.current, sku, price.currency),
        );
      const [variant, priced] = await db.batch(statements);
      const row = variant!.results[0] as { sku: string; stock: number; online: number } | undefined;
      if (!row) throw notFound(`Variant ${sku}${price ? ` with a ${price.currency} price` : ''} not found`);
      const current = (priced?.results[0] as { current: number } | undefined)?.current;
      return c.json({
        sku: row.sku,
        stock: row.stock,
        online: row.online === 1,
        ...(price ? { current } : {}),
      });
    },
  );
