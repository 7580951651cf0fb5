/**
 * Review list orders, shared by the contract and the Reviews island. Kept apart from the zod
 * contract so the island imports a constant, not zod (25 KB gzip in the browser).
 */
export const REVIEW_SORTS = ['mostRecent', 'mostHelpful', 'highestRating', 'lowestRating'] as const;
export type ReviewSort = (typeof REVIEW_SORTS)[number];
