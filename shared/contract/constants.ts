/**
 * Constants of commerce spec section 9 that both sides of the wire must agree on: quantity limits
 * and the flash and notification types a cart carries. No zod, so islands can import them.
 */
export const DEFAULT_MAX_QTY = 999_999;
export const DEFAULT_QTY = 1;

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

/** The BFF's endpoint for recommendation clicks and impressions (shared/contract/decision.ts). */
export const DECISION_EVENTS_URL = '/api/decision/events';
/** Section 9: rec impressions reported per standard carousel. */
export const MAX_REC_IMPRESSIONS = 24;
/** A recommended card's position among the tokens its page reports (client/islands/RecEvents.tsx). */
export const REC_ATTRIBUTE = 'data-rec';
/** The BFF's endpoint that decides a page's slots again (shared/content/recalculate.ts). */
export const RECALCULATE_URL = '/api/decision/recalculate';
