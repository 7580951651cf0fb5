/**
 * The code of the mini cart's lines (and totals), which the mini cart loads as it opens. A module
 * of its own, without React, so the buy box's early half can fetch it as the shopper reaches the
 * buy box: the tap that adds then opens the mini cart with its line, fetching nothing.
 */
export const loadMiniCartLines = () => import('./MiniCartLines');
