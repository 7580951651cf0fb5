/**
 * Browse and search (commerce spec section 7, Products): GET /products/v2/search/productSearch,
 * GET /products/v2/search/autoSuggest, GET /products/v2/catalog, and the category and search
 * content documents (content spec section 7: canvas/category and canvas/search).
 */
import { z } from 'zod';
import { categoryIdSchema, moneySchema } from './common';
import { contentPageSchema } from './content';
import { type Price, productCardSchema } from './product';

export const SEARCH_SORTS = ['featured', 'newest', 'price-low-high', 'price-high-low', 'rating'] as const;
export const searchSortSchema = z.enum(SEARCH_SORTS);
export type SearchSort = z.infer<typeof searchSortSchema>;

/** Multi-select refinements (each facet counted with the other facets applied). */
export const REFINEMENT_IDS = ['category', 'color', 'size', 'gender', 'activity'] as const;
export type RefinementId = (typeof REFINEMENT_IDS)[number];

export const ACTIVITIES = ['hiking', 'trail-running', 'climbing', 'skiing', 'camping', 'everyday'] as const;
export const GENDERS = ['men', 'women', 'kids', 'unisex'] as const;

/** Limits of a search request: page size at most 96, from at most result 100,000, a term at most 200 characters. */
export const MAX_SEARCH_COUNT = 96;
export const MAX_SEARCH_START = 100_000;
export const DEFAULT_SEARCH_COUNT = 48;
export const MAX_SEARCH_TERM_LENGTH = 200;
export const MAX_FILTER_VALUES = 30;

const filterValue = z.string().min(1).max(40);
const filterList = z.array(filterValue).max(MAX_FILTER_VALUES);

/** The applied filter set, echoed by the search answer and used to build links. */
export const appliedFiltersSchema = z.object({
  q: z.string().max(MAX_SEARCH_TERM_LENGTH).optional(),
  categoryId: categoryIdSchema.optional(),
  category: z.array(categoryIdSchema).max(MAX_FILTER_VALUES),
  color: filterList,
  size: filterList,
  gender: filterList,
  activity: filterList,
  priceMin: moneySchema.nonnegative().optional(),
  priceMax: moneySchema.nonnegative().optional(),
  sort: searchSortSchema,
});
export type AppliedFilters = z.infer<typeof appliedFiltersSchema>;

export const refinementValueSchema = z.object({
  value: z.string(),
  label: z.string(),
  count: z.number().int().nonnegative(),
  selected: z.boolean(),
  /** Colour refinements carry their swatch. */
  swatch: z.string().optional(),
});
export type RefinementValue = z.infer<typeof refinementValueSchema>;

export const refinementSchema = z.object({
  id: z.enum(REFINEMENT_IDS),
  values: z.array(refinementValueSchema),
});
export type Refinement = z.infer<typeof refinementSchema>;

export const searchSuggestionsSchema = z.object({
  /** Corrected queries ("did you mean"). */
  didYouMean: z.array(z.string()),
  /** Popular terms of the catalogue. */
  popular: z.array(z.string()),
});
export type SearchSuggestions = z.infer<typeof searchSuggestionsSchema>;

export const productSearchResultSchema = z.object({
  total: z.number().int().nonnegative(),
  start: z.number().int().nonnegative(),
  count: z.number().int().nonnegative(),
  products: z.array(productCardSchema),
  refinements: z.array(refinementSchema),
  /** Lowest and highest current price of the results without the price filter (minor units). */
  priceRange: z.object({ min: moneySchema, max: moneySchema }).nullable(),
  applied: appliedFiltersSchema,
  /** Present when there are no results. */
  suggestions: searchSuggestionsSchema.optional(),
});
export type ProductSearchResult = z.infer<typeof productSearchResultSchema>;

export const catalogCategorySchema = z.object({
  id: categoryIdSchema,
  parentId: categoryIdSchema.nullable(),
  level: z.number().int().min(1),
  name: z.string(),
  slug: z.string(),
  /** Storefront path of the category page. */
  url: z.string(),
  productCount: z.number().int().nonnegative(),
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

export const catalogSchema = z.object({
  categories: z.array(catalogCategorySchema),
  /** With `categoryId`: that category, its ancestors from the root (breadcrumbs) and children. */
  category: catalogCategorySchema.optional(),
  breadcrumbs: z.array(catalogCategorySchema).optional(),
  children: z.array(catalogCategorySchema).optional(),
});
export type CatalogResponse = z.infer<typeof catalogSchema>;

export const autoSuggestSchema = z.object({
  terms: z.array(z.object({ term: z.string(), count: z.number().int().nonnegative() })),
  categories: z.array(catalogCategorySchema.extend({ label: z.string() })),
  products: z.array(productCardSchema).max(4),
});
export type AutoSuggest = z.infer<typeof autoSuggestSchema>;

/** canvas/category/{siteId}/{categoryId}: heading, intro and optional banner sections. */
export const categoryContentSchema = contentPageSchema.extend({
  categoryId: categoryIdSchema,
  heading: z.string(),
  intro: z.string(),
});
export type CategoryContent = z.infer<typeof categoryContentSchema>;

export const SEARCH_CONTENT_TYPES = ['results', 'no-results', 'hub'] as const;
export const searchContentTypeSchema = z.enum(SEARCH_CONTENT_TYPES);
export type SearchContentType = z.infer<typeof searchContentTypeSchema>;

/** canvas/search/{siteId}/{searchType}: the search page's help text and popular terms. */
export const searchContentSchema = contentPageSchema.extend({
  searchType: searchContentTypeSchema,
  heading: z.string(),
  intro: z.string(),
  tips: z.array(z.string()),
  popularTerms: z.array(z.string()),
});
export type SearchContent = z.infer<typeof searchContentSchema>;

/** The BFF's answer for the quickshop dialog (GET /api/search/quickshop/{productId}). */
export type QuickShopProduct = {
  id: string;
  name: string;
  url: string;
  defaultColor: string;
  colors: {
    code: string;
    name: string;
    swatch: string;
    url: string;
    image: { url: string; alt: string };
    price: Price;
    /** `price`: the size's own, only where it differs from the colour's (shared/pricing/size-price). */
    variants: { sku: string; size: string; stock: number; price?: Price }[];
  }[];
};
