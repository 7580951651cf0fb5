/**
 * A listing's query string (category pages, search results, the search BFF): parsed into the
 * listing state, bad input a 400, and turned into the upstream's product search.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  categoryIdSchema,
  MAX_FILTER_VALUES,
  MAX_SEARCH_START,
  MAX_SEARCH_TERM_LENGTH,
  searchSortSchema,
} from '../../shared/contract';
import { LISTING_LISTS, LISTING_PAGE_SIZE, type ListingState } from '../../shared/listing-url';
import type { AppEnv } from '../env';
import type { ProductSearchQuery } from '../upstream/commerce/search';
import { checked, malformedQuery } from '../validation';

const value = z.string().min(1).max(40);
const list = (item: z.ZodType<string>) => z.array(item).max(MAX_FILTER_VALUES);
/** A price bound in major units; an empty form field means no bound. */
const bound = z
  .string()
  .max(12)
  .transform((v) => v.trim())
  .pipe(
    z.union([
      z.literal('').transform(() => undefined),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/, 'must be an amount')
        .transform(Number)
        .pipe(z.number().max(1_000_000)),
    ]),
  )
  .optional();

/** The last page a listing may ask for: the upstream serves results from at most MAX_SEARCH_START. */
const MAX_PAGE = Math.floor(MAX_SEARCH_START / LISTING_PAGE_SIZE) + 1;

const listingQuerySchema = z
  .object({
    q: z.string().max(MAX_SEARCH_TERM_LENGTH).optional(),
    category: list(categoryIdSchema),
    color: list(value),
    size: list(value),
    gender: list(value),
    activity: list(value),
    min: bound,
    max: bound,
    sort: searchSortSchema.default('featured'),
    page: z
      .string()
      .regex(/^\d{1,4}$/, 'must be a whole number')
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE))
      .default(1),
  })
  .refine((s) => s.min === undefined || s.max === undefined || s.min <= s.max, {
    message: 'must not be above max',
    path: ['min'],
  });

/**
 * The listing state of a request's query; bad input is a 400 page. A query that is not valid
 * percent-encoding (`?q=%E0%A4%A`, a link cut short) is bad input too: read as it stands, the
 * escape became the shopper's search, shown in the title and heading and sent upstream.
 */
export const listingStateOf = (c: Context<AppEnv>): ListingState => {
  const malformed = malformedQuery(c.req.url);
  if (malformed) throw malformed;
  const queries = c.req.queries();
  const raw: Record<string, unknown> = { category: [], color: [], size: [], gender: [], activity: [] };
  for (const [key, values] of Object.entries(queries)) {
    raw[key] = (LISTING_LISTS as readonly string[]).includes(key) ? values : values[0];
  }
  const { q, ...rest } = checked(listingQuerySchema, raw, { query: true });
  return { ...rest, q: q?.trim() || undefined };
};

/** The upstream search for a listing state (prices to minor units, page to start). */
export const searchQueryOf = (state: ListingState, categoryId?: string): ProductSearchQuery => ({
  q: state.q,
  categoryId,
  category: state.category,
  color: state.color,
  size: state.size,
  gender: state.gender,
  activity: state.activity,
  priceMin: state.min === undefined ? undefined : Math.round(state.min * 100),
  priceMax: state.max === undefined ? undefined : Math.round(state.max * 100),
  sort: state.sort,
  start: (state.page - 1) * LISTING_PAGE_SIZE,
  count: LISTING_PAGE_SIZE,
});
