/** Storefront constants of commerce spec section 9 and content spec section 9; those the sandbox must agree on are in shared/contract/constants.ts. */
export const DEFAULT_CHANNEL = 'ECOMM';
export const APP_CHANNEL = 'MAPP';
export const SOURCE = 'ECOM15';
export const BRAND = 'ridgeline';
export const BRAND_NAME = 'Ridgeline';

export const TOKEN_RETRY = { retries: 1, delayMs: 2000, onStatus: 409 } as const;
export const CART_INVALID_RELOAD_MS = 4000;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const PERCENTAGE_PRECISION = 1;
/** Upstream calls give up after this long; the page renders what it has. */
export const UPSTREAM_TIMEOUT_MS = 8000;
