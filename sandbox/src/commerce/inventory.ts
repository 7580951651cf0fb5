/**
 * Out-of-stock flash messages (commerce spec sections 3 and 4): what the catalogue says now about
 * each basket line, as the flash types the storefront shows per item.
 * - ProductItemNotAvailable: the variant is no longer sold (off sale or gone);
 * - ProductLineItemFullInventoryMissing: none left;
 * - ProductLineItemInventoryMissing: fewer left than the line's quantity (`missingQty`).
 * Pure: the basket reads the catalogue and passes it in.
 */

import type { Flash } from '../../../shared/contract/cart';
import { OUT_OF_STOCK_FLASH as FLASH } from '../../../shared/contract/constants';
import type { ErrorPayload } from '../errors';
import type { SkuInfo } from './catalog';

type StockLine = { sku: string; product_id: string; qty: number };

export const inventoryFlash = (
  lines: readonly StockLine[],
  catalogue: ReadonlyMap<string, Pick<SkuInfo, 'stock'>>,
  shipmentId = 'me',
): Flash[] =>
  lines.flatMap((line): Flash[] => {
    const info = catalogue.get(line.sku);
    const details = { sku: line.sku, productId: line.product_id, shipmentId };
    if (!info) return [{ type: FLASH.notAvailable, details: { ...details, missingQty: line.qty } }];
    if (info.stock <= 0) return [{ type: FLASH.fullMissing, details: { ...details, missingQty: line.qty } }];
    if (info.stock < line.qty)
      return [{ type: FLASH.partialMissing, details: { ...details, missingQty: line.qty - info.stock } }];
    return [];
  });

/**
 * The place-order (and prepare-order) refusal for a basket with flash messages, or null: ORD430
 * when a line is no longer sold, else INV409. `details` carries the first line's facts and every
 * flash message, so the storefront can reload the cart and show each.
 */
export const inventoryError = (flash: readonly Flash[]): ErrorPayload | null => {
  const first = flash.find((f) => f.type === FLASH.notAvailable) ?? flash[0];
  if (!first) return null;
  const gone = first.type === FLASH.notAvailable;
  return {
    status: 409,
    errorId: gone ? 'ORD430' : 'INV409',
    message: gone
      ? 'An item in the cart is no longer available'
      : 'Not enough stock is left for an item in the cart',
    details: { type: first.type, ...first.details, flash },
  };
};
