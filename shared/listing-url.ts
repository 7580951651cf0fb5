/**
 * The storefront's listing URLs (category and search pages): filters, sort and page live in the
 * query string so that every state is a plain link. Prices are in major units in the URL (what a
 * shopper types into the price form) and in minor units upstream.
 */
import type { RefinementId, SearchSort } from './contract/search';

export type ListingState = {
  q?: string | undefined;
  category: string[];
  color: string[];
  size: string[];
  gender: string[];
  activity: string[];
  /** Major units, as typed. */
  min?: number | undefined;
  max?: number | undefined;
  sort: SearchSort;
  page: number;
};

export const LISTING_LISTS = [
  'category',
  'color',
  'size',
  'gender',
  'activity',
] as const satisfies readonly RefinementId[];
export const LISTING_PAGE_SIZE = 24;

export const emptyListingState = (q?: string): ListingState => ({
  q,
  category: [],
  color: [],
  size: [],
  gender: [],
  activity: [],
  sort: 'featured',
  page: 1,
});

/** Query string of a state: defaults left out, keys in a fixed order. */
export const listingQuery = (state: ListingState): string => {
  const params = new URLSearchParams();
  if (state.q) params.set('q', state.q);
  for (const key of LISTING_LISTS) for (const value of state[key]) params.append(key, value);
  if (state.min !== undefined) params.set('min', String(state.min));
  if (state.max !== undefined) params.set('max', String(state.max));
  if (state.sort !== 'featured') params.set('sort', state.sort);
  if (state.page > 1) params.set('page', String(state.page));
  const qs = params.toString();
  return qs ? `?${qs}` : '';
};

export const listingHref = (path: string, state: ListingState): string => `${path}${listingQuery(state)}`;

/** The state with one refinement value switched on or off (back to page 1). */
export const toggleRefinement = (state: ListingState, id: RefinementId, value: string): ListingState => {
  const current = state[id];
  const next = current.includes(value) ? current.filter((v) => v !== value) : [...current, value];
  return { ...state, [id]: next, page: 1 };
};

/** How many filters are applied: each refinement value, and the price range as one. */
export const activeFilterCount = (state: ListingState): number =>
  LISTING_LISTS.reduce((n, k) => n + state[k].length, 0) +
  (state.min !== undefined || state.max !== undefined ? 1 : 0);

/** True when any refinement or price bound is applied. */
export const hasRefinements = (state: ListingState): boolean => activeFilterCount(state) > 0;

export const clearRefinements = (state: ListingState): ListingState => ({
  ...emptyListingState(state.q),
  sort: state.sort,
});
