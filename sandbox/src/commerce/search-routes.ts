/**
 * GET /products/v2/search/productSearch, GET /products/v2/search/autoSuggest and
 * GET /products/v2/catalog (commerce spec section 7, Products). Catalogue reads: `x-api-key` only.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { categoryIdSchema } from '../../../shared/contract/common';
import {
  DEFAULT_SEARCH_COUNT,
  MAX_FILTER_VALUES,
  MAX_SEARCH_COUNT,
  MAX_SEARCH_START,
  MAX_SEARCH_TERM_LENGTH,
  searchSortSchema,
} from '../../../shared/contract/search';
import type { AppEnv } from '../env';
import { badRequest, formatZodError, notFound } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { autoSuggest } from './autosuggest';
import { categoryCounts, loadCategories, productSearch, toCatalogCategory } from './search';

const CACHE = { 'Cache-Control': 'public, max-age=60, stale-while-revalidate=600', Vary: 'siteId' };

const locale = z
  .string()
  .regex(/^[a-z]{2}-[a-z]{2}$/i, 'locale must look like en-us')
  .optional();
const term = z.string().max(MAX_SEARCH_TERM_LENGTH, `q must be at most ${MAX_SEARCH_TERM_LENGTH} characters`);
const list = (item: z.ZodType<string>) => z.array(item).max(MAX_FILTER_VALUES).default([]);
const value = z.string().min(1).max(40);
const integer = (min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, 'must be a whole number')
    .transform(Number)
    .pipe(z.number().int().min(min).max(max));

const searchQuerySchema = z
  .object({
    q: term.optional(),
    categoryId: categoryIdSchema.optional(),
    category: list(categoryIdSchema),
    color: list(value),
    size: list(value),
    gender: list(value),
    activity: list(value),
    priceMin: integer(0, 100_000_000).optional(),
    priceMax: integer(0, 100_000_000).optional(),
    sort: searchSortSchema.default('featured'),
    start: integer(0, MAX_SEARCH_START).default(0),
    count: integer(1, MAX_SEARCH_COUNT).default(DEFAULT_SEARCH_COUNT),
    locale,
  })
  .refine((v) => v.priceMin === undefined || v.priceMax === undefined || v.priceMin <= v.priceMax, {
    message: 'priceMin must not be above priceMax',
    path: ['priceMin'],
  });

const ARRAYS = new Set(['category', 'color', 'size', 'gender', 'activity']);

/** Query values as the schema expects them: repeated keys as lists, others as their first value. */
const queryOf = (queries: Record<string, string[]>) =>
  Object.fromEntries(Object.entries(queries).map(([k, v]) => [k, ARRAYS.has(k) ? v : v[0]]));

const parse = <S extends z.ZodType>(schema: S, input: unknown): z.infer<S> => {
  const result = schema.safeParse(input);
  if (!result.success) throw badRequest(formatZodError(result.error));
  return result.data;
};

const autoSuggestQuerySchema = z.object({
  q: term.min(1, 'q is required'),
  locale,
});
const catalogQuerySchema = z.object({ categoryId: categoryIdSchema.optional(), locale });

export const searchRoutes = new Hono<AppEnv>()
  .get('/products/v2/search/productSearch', async (c) => {
    const { locale: requested, ...input } = parse(searchQuerySchema, queryOf(c.req.queries()));
    const site = siteFromHeader(c.req.header('siteId'));
    const result = await productSearch(c.env.DB, input, site.currency, localeFor(site, requested));
    return c.json(result, 200, CACHE);
  })
  .get('/products/v2/search/autoSuggest', async (c) => {
    const { q, locale: requested } = parse(autoSuggestQuerySchema, queryOf(c.req.queries()));
    const site = siteFromHeader(c.req.header('siteId'));
    return c.json(await autoSuggest(c.env.DB, q, site.currency, localeFor(site, requested)), 200, CACHE);
  })
  .get('/products/v2/catalog', async (c) => {
    const { categoryId, locale: requested } = parse(catalogQuerySchema, queryOf(c.req.queries()));
    const site = siteFromHeader(c.req.header('siteId'));
    const loc = localeFor(site, requested);
    const [index, counts] = await Promise.all([loadCategories(c.env.DB), categoryCounts(c.env.DB)]);
    const node = (row: Parameters<typeof toCatalogCategory>[0]) =>
      toCatalogCategory(row, loc, counts.get(row.id) ?? 0);
    const categories = index.rows.map(node);
    if (!categoryId) return c.json({ categories }, 200, CACHE);
    const row = index.byId.get(categoryId);
    if (!row) throw notFound(`Category ${categoryId} not found`);
    return c.json(
      {
        categories,
        category: node(row),
        breadcrumbs: row.path.split('/').map((id) => node(index.byId.get(id)!)),
        children: index.children(row.id).map(node),
      },
      200,
      CACHE,
    );
  });
