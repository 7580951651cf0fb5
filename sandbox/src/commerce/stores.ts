/**
 * Stock, stores and the product page's other reads (commerce spec section 7): inventory,
 * availability by store, store search (postal code or position; haversine distance, radius,
 * opening hours), the store list, back-in-stock notifications, product sets, "customers also
 * viewed" recommendations, and the size-chart and foot-size content fragments.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import {
  availabilityBodySchema,
  notificationBodySchema,
  type PlaceAddress,
  productSetIdSchema,
  type Store,
  stockItemIdSchema,
  storeSearchBodySchema,
} from '../../../shared/contract/stores';
import type { StoreRow } from '../../seed/catalog';
import { langOf, productSetName } from '../../seed/i18n/names';
import type { AppEnv } from '../env';
import { notFound, SandboxError, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { getProductCards } from './catalog';

const CATALOGUE_CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'siteId' };

/** SQL condition and binding selecting the skus of a style (8), a colour (11) or one sku. */
const skuFilter = (id: string): [string, string] =>
  id.includes('-') ? ['v.sku = ?', id] : id.length === 8 ? ['v.product_id = ?', id] : ['v.color_id = ?', id];

export const hoursOf = (hours: string) => {
  const h = JSON.parse(hours) as { mon_fri: string; sat: string; sun: string };
  const slot = (value: string) => {
    if (value === 'closed') return { open: null, close: null };
    const [open, close] = value.split('-');
    return { open: open ?? null, close: close ?? null };
  };
  return [0, 1, 2, 3, 4, 5, 6].map((day) => ({
    day,
    ...slot(day < 5 ? h.mon_fri : day === 5 ? h.sat : h.sun),
  }));
};

/** A store's or a collection point's address as the contract answers it. */
export const placeAddressOf = (
  row: Pick<StoreRow, 'address_line1' | 'city' | 'postal_code' | 'region' | 'country'>,
): PlaceAddress => ({
  line1: row.address_line1,
  city: row.city,
  postalCode: row.postal_code,
  ...(row.region ? { region: row.region } : {}),
  country: row.country,
});

export const toStore = (row: StoreRow, distance?: number): Store => ({
  storeId: row.id,
  name: row.name,
  address: placeAddressOf(row),
  latitude: row.lat,
  longitude: row.lng,
  phone: row.phone,
  openingHours: hoursOf(row.hours),
  ...(distance === undefined ? {} : { distance }),
});

/** Great-circle distance in kilometres, 1 decimal. */
export const distanceKm = (aLat: number, aLng: number, bLat: number, bLng: number): number => {
  const rad = (d: number) => (d * Math.PI) / 180;
  const h =
    Math.sin(rad(bLat - aLat) / 2) ** 2 +
    Math.cos(rad(aLat)) * Math.cos(rad(bLat)) * Math.sin(rad(bLng - aLng) / 2) ** 2;
  return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 10) / 10;
};

/** The sandbox's postal-code geocoder: rough centroids by code prefix, per country. */
const POSTAL_AREAS: Record<string, [RegExp, number, number][]> = {
  US: [
    [/^0/, 42.36, -71.06],
    [/^1/, 40.73, -73.99],
    [/^2/, 38.9, -77.04],
    [/^3/, 33.75, -84.39],
    [/^4/, 39.96, -83.0],
    [/^5/, 44.98, -93.27],
    [/^6/, 41.88, -87.63],
    [/^7/, 32.78, -96.8],
    [/^80/, 39.74, -104.99],
    [/^8/, 40.76, -111.89],
    [/^9[0-6]/, 37.77, -122.42],
    [/^97/, 45.52, -122.68],
    [/^9[89]/, 47.61, -122.33],
  ],
  CA: [
    [/^V/, 49.28, -123.12],
    [/^T/, 51.05, -114.07],
    [/^[KLMNP]/, 43.65, -79.38],
    [/^[GHJ]/, 45.5, -73.57],
    [/^[RS]/, 49.9, -97.14],
    [/^[ABCE]/, 44.65, -63.57],
  ],
  GB: [
    [/^(WC|EC|SW|SE|NW|N|E|W)\d/, 51.51, -0.13],
    [/^M\d/, 53.48, -2.24],
    [/^EH/, 55.95, -3.19],
    [/^[A-Z]/, 52.49, -1.89],
  ],
  DE: [
    [/^1/, 52.52, 13.4],
    [/^8/, 48.14, 11.58],
    [/^[2-7]/, 50.11, 8.68],
    [/^[09]/, 51.05, 13.74],
  ],
  FR: [
    [/^7[5-8]|^9[1-5]/, 48.86, 2.35],
    [/^7[34]/, 45.92, 6.87],
    [/^69/, 45.76, 4.84],
    [/^\d/, 46.6, 2.4],
  ],
  IT: [
    [/^2/, 45.46, 9.19],
    [/^0/, 41.9, 12.5],
    [/^1/, 45.07, 7.69],
    [/^\d/, 43.77, 11.25],
  ],
};
const normalizePostal = (value: string) => value.toUpperCase().replace(/\s+/g, '');

const geocode = (stores: StoreRow[], postalCode: string, country: string): [number, number] | undefined => {
  const code = normalizePostal(postalCode);
  const exact = stores.find((s) => normalizePostal(s.postal_code) === code);
  if (exact) return [exact.lat, exact.lng];
  const looksLike: Record<string, RegExp> = {
    US: /^\d{5}(-?\d{4})?$/,
    CA: /^[A-Z]\d[A-Z]\d[A-Z]\d$/,
    GB: /^[A-Z]{1,2}\d[A-Z\d]?\d[A-Z]{2}$/,
    DE: /^\d{5}$/,
    FR: /^\d{5}$/,
    IT: /^\d{5}$/,
  };
  // Try the site's country first, then any country whose format the code has.
  const countries = [country, ...Object.keys(POSTAL_AREAS).filter((c) => c !== country)];
  for (const cc of countries) {
    if (!looksLike[cc]?.test(code)) continue;
    const hit = POSTAL_AREAS[cc]?.find(([re]) => re.test(code));
    if (hit) return [hit[1], hit[2]];
  }
  return undefined;
};

/** A postal code's rough position (stores' own codes first); undefined when unknown. */
export const geocodePostal = async (
  db: D1Database,
  postalCode: string,
  country: string,
): Promise<[number, number] | undefined> => geocode(await allStores(db), postalCode, country);

const allStores = async (db: D1Database): Promise<StoreRow[]> =>
  (await db.prepare('SELECT * FROM stores ORDER BY id').all<StoreRow>()).results;

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
