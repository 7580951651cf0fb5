/**
 * Stock, stores and the product page's other reads (commerce spec section 7): inventory,
 * availability by store, store search (postal code or position; haversine distance, radius,
 * opening hours), the store list, back-in-stock notifications, product sets, "customers also
 * viewed" recommendations, and the size-chart and foot-size content fragments. A store as a
 * place (hours, address, distance, the postal-code geocoder) is `store-places.ts`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import {
  availabilityBodySchema,
  notificationBodySchema,
  productSetIdSchema,
  stockItemIdSchema,
  storeSearchBodySchema,
} from '../../../shared/contract/stores';
import { langOf, productSetName } from '../../seed/i18n/names';
import type { AppEnv } from '../env';
import { notFound, SandboxError, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { getProductCards } from './catalog';
import { allStores, distanceKm, geocode, toStore } from './store-places';

const CATALOGUE_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'siteId' };

/** SQL condition and binding selecting the skus of a style (8), a colour (11) or one sku. */
const skuFilter = (id: string): [string, string] =>
  id.includes('-') ? ['v.sku = ?', id] : id.length === 8 ? ['v.product_id = ?', id] : ['v.color_id = ?', id];

const idParam = z.object({ productId: productIdSchema });

export const storeRoutes = new Hono<AppEnv>()
  .get('/products/v2/products/:productId/inventory', validate('param', idParam), async (c) => {
    const { productId } = c.req.valid('param');
    const [where, bind] = skuFilter(productId);
    const { results } = await c.env.DB.prepare(
      `SELECT v.sku, v.stock FROM variants v WHERE ${where} ORDER BY v.sku`,
    )
      .bind(bind)
      .all<{ sku: string; stock: number }>();
    if (results.length === 0) throw notFound(`Product ${productId} not found`);
    c.header('Cache-Control', 'private, no-store');
    return c.json({
      productId,
      variants: Object.fromEntries(results.map((r) => [r.sku, { quantity: r.stock }])),
    });
  })
  .post(
    '/products/v1/products/:productId/availability',
    validate('param', z.object({ productId: stockItemIdSchema })),
    validate('json', availabilityBodySchema),
    async (c) => {
      const { productId } = c.req.valid('param');
      const storeIds = [...new Set(c.req.valid('json'))];
      const db = c.env.DB;
      const [where, bind] = skuFilter(productId);
      const known = await db
        .prepare(`SELECT count(*) AS n FROM variants v WHERE ${where}`)
        .bind(bind)
        .first<{ n: number }>();
      if (!known?.n) throw notFound(`Product ${productId} not found`);
      const ph = storeIds.map(() => '?').join(', ');
      const { results } = await db
        .prepare(
          `SELECT s.id AS storeId, coalesce(sum(i.quantity), 0) AS quantity
           FROM stores s
           LEFT JOIN store_inventory i ON i.store_id = s.id
             AND i.sku IN (SELECT v.sku FROM variants v WHERE ${where})
           WHERE s.id IN (${ph}) GROUP BY s.id`,
        )
        .bind(bind, ...storeIds)
        .all<{ storeId: string; quantity: number }>();
      const byId = new Map(results.map((r) => [r.storeId, r.quantity]));
      c.header('Cache-Control', 'private, no-store');
      return c.json({
        productId,
        storeInventory: storeIds
          .filter((id) => byId.has(id))
          .map((storeId) => ({ storeId, quantity: byId.get(storeId)! })),
      });
    },
  )
  .post('/stores/v1/search', validate('json', storeSearchBodySchema), async (c) => {
    const body = c.req.valid('json');
    const site = siteFromHeader(c.req.header('siteId'));
    const stores = await allStores(c.env.DB);
    let origin: [number, number] | undefined =
      body.latitude !== undefined && body.longitude !== undefined
        ? [body.latitude, body.longitude]
        : undefined;
    if (!origin && body.postalCode) {
      origin = geocode(stores, body.postalCode, body.countryCode ?? site.country);
      if (!origin)
        throw new SandboxError(404, 'STR404', `No location found for postal code ${body.postalCode}`);
    }
    const [lat, lng] = origin!;
    const found = stores
      .filter((s) => !body.countryCode || s.country === body.countryCode)
      .map((s) => ({ s, d: distanceKm(lat, lng, s.lat, s.lng) }))
      .filter(({ d }) => d <= body.radius)
      .sort((a, b) => a.d - b.d || a.s.id.localeCompare(b.s.id))
      .slice(0, body.limit)
      .map(({ s, d }) => toStore(s, d));
    return c.json({ origin: { latitude: lat, longitude: lng }, radius: body.radius, stores: found });
  })
  .get(
    '/consumers-v3/utilities/stores',
    validate(
      'query',
      z.object({
        countryCode: z
          .string()
          .regex(/^[A-Z]{2}$/)
          .optional(),
      }),
    ),
    async (c) => {
      const { countryCode } = c.req.valid('query');
      const stores = (await allStores(c.env.DB)).filter((s) => !countryCode || s.country === countryCode);
      c.header('Cache-Control', 'public, max-age=300');
      return c.json({ stores: stores.map((s) => toStore(s)) });
    },
  )
  .put('/products/v1/notifications', validate('json', notificationBodySchema), async (c) => {
    const { email, sku } = c.req.valid('json');
    const db = c.env.DB;
    const variant = await db.prepare('SELECT sku FROM variants WHERE sku = ?').bind(sku).first();
    if (!variant) throw notFound(`SKU ${sku} not found`);
    const locale = (c.req.query('locale') ?? 'en-us').toLowerCase().slice(0, 5);
    const result = await db
      .prepare(
        'INSERT OR IGNORE INTO stock_notifications (email, sku, locale, created_at) VALUES (?, ?, ?, ?)',
      )
      .bind(email.trim().toLowerCase(), sku, locale, new Date().toISOString())
      .run();
    return c.json({
      email: email.trim().toLowerCase(),
      sku,
      subscribed: true as const,
      created: result.meta.changes > 0,
    });
  })
  .get('/products/v2/products/:productId/productSets', validate('param', idParam), async (c) => {
    const styleId = c.req.valid('param').productId.slice(0, 8);
    const db = c.env.DB;
    if (!(await db.prepare('SELECT id FROM products WHERE id = ?').bind(styleId).first()))
      throw notFound(`Product ${styleId} not found`);
    const { results } = await db
      .prepare(
        `SELECT s.id AS productSetId, s.name FROM product_sets s JOIN product_set_items i ON i.set_id = s.id
         WHERE i.product_id = ? ORDER BY s.id`,
      )
      .bind(styleId)
      .all<{ productSetId: string; name: string }>();
    const lang = langOf(localeFor(siteFromHeader(c.req.header('siteId')), c.req.query('locale')));
    const productSets = results.map((s) => ({ ...s, name: productSetName(s.name, lang) }));
    return c.json({ productId: styleId, productSets }, 200, CATALOGUE_CACHE);
  })
  .get(
    '/products/v2/products/:productSetId/productSet',
    validate('param', z.object({ productSetId: productSetIdSchema })),
    async (c) => {
      const { productSetId } = c.req.valid('param');
      const site = siteFromHeader(c.req.header('siteId'));
      const db = c.env.DB;
      const set = await db
        .prepare('SELECT id, name, description FROM product_sets WHERE id = ?')
        .bind(productSetId)
        .first<{ id: string; name: string; description: string }>();
      if (!set) throw notFound(`Product set ${productSetId} not found`);
      const { results } = await db
        .prepare('SELECT product_id FROM product_set_items WHERE set_id = ? ORDER BY sort')
        .bind(productSetId)
        .all<{ product_id: string }>();
      const locale = localeFor(site, c.req.query('locale'));
      const products = await getProductCards(
        db,
        results.map((r) => r.product_id),
        site.currency,
        locale,
      );
      const name = productSetName(set.name, langOf(locale));
      return c.json(
        { productSetId: set.id, name, description: set.description, products },
        200,
        CATALOGUE_CACHE,
      );
    },
  )
  .get(
    '/products/v1/widgetRecommendations',
    validate(
      'query',
      z.object({
        productId: productIdSchema,
        limit: z.coerce.number().int().min(1).max(24).default(8),
        locale: z.string().optional(),
      }),
    ),
    async (c) => {
      const { productId, limit, locale } = c.req.valid('query');
      const styleId = productId.slice(0, 8);
      const site = siteFromHeader(c.req.header('siteId'));
      const db = c.env.DB;
      const product = await db
        .prepare(
          `SELECT p.id, p.category_id, c.parent_id FROM products p JOIN categories c ON c.id = p.category_id WHERE p.id = ?`,
        )
        .bind(styleId)
        .first<{ id: string; category_id: string; parent_id: string | null }>();
      if (!product) throw notFound(`Product ${styleId} not found`);
      // "Customers also viewed": the most popular styles of the same category, then of its parent.
      const { results } = await db
        .prepare(
          `SELECT p.id FROM products p JOIN categories c ON c.id = p.category_id
           WHERE p.id != ? AND (p.category_id = ? OR c.parent_id = ?)
           ORDER BY (p.category_id = ?) DESC, p.popularity DESC, p.id LIMIT ?`,
        )
        .bind(styleId, product.category_id, product.parent_id ?? '', product.category_id, limit)
        .all<{ id: string }>();
      const products = await getProductCards(
        db,
        results.map((r) => r.id),
        site.currency,
        localeFor(site, locale),
      );
      return c.json({ productId: styleId, widget: 'customersAlsoViewed', products }, 200, CATALOGUE_CACHE);
    },
  )
  .get(
    '/:mode{publish|preview}/caas/v1/canvas/fragment/:fragmentId{size-chart-[a-z]+|foot-sizes}',
    async (c) => {
      const { fragmentId } = c.req.param();
      const row = await c.env.DB.prepare('SELECT doc FROM size_charts WHERE key = ?')
        .bind(fragmentId)
        .first<{ doc: string }>();
      if (!row) throw notFound(`No fragment ${fragmentId}`);
      return c.body(row.doc, 200, {
        'content-type': 'application/json',
        'Cache-Control': 'public, max-age=300, stale-while-revalidate=3600',
      });
    },
  );
