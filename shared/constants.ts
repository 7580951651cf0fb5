/** Business constants of commerce spec section 9 and content spec section 9. */
export const DEFAULT_CHANNEL = 'ECOMM';
export const APP_CHANNEL = 'MAPP';
export const SOURCE = 'ECOM15';
export const BRAND = 'ridgeline';
export const BRAND_NAME = 'Ridgeline';

export const TOKEN_RETRY = { retries: 1, delayMs: 2000, onStatus: 409 } as const;
export const CART_INVALID_RELOAD_MS = 4000;
export const RELOAD_GUARD_TTL_MS = 10_000;
export const DEFAULT_MAX_QTY = 999_999;
export const DEFAULT_QTY = 1;
export const PERCENTAGE_PRECISION = 1;
/** Upstream calls give up after this long; the page renders what it has. */
export const UPSTREAM_TIMEOUT_MS = 8000;

/** Out-of-stock flash types of a cart line (commerce spec section 4). */
export const OUT_OF_STOCK_FLASH = {
  notAvailable: 'ProductItemNotAvailable',
  fullMissing: 'ProductLineItemFullInventoryMissing',
  partialMissing: 'ProductLineItemInventoryMissing',
} as const;
export type OutOfStockFlashType = (typeof OUT_OF_STOCK_FLASH)[keyof typeof OUT_OF_STOCK_FLASH];
export const isOutOfStockFlash = (type: unknown): type is OutOfStockFlashType =>
  Object.values(OUT_OF_STOCK_FLASH).includes(type as OutOfStockFlashType);

/**
 * A cart's customer notification when a line's selling price moved (commerce spec section 3); as
 * the `details.type` of a PRC409 refusal at checkout it sends the shopper to the cart to review it.
 */
export const PRICE_CHANGED = 'PriceChanged';
