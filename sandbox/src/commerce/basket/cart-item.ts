/** One basket line as the cart answers it (`CartItem`): its prices, delivery and special fields. */

import type { CartItem } from '../../../../shared/contract/cart';
import { DEFAULT_MAX_QTY } from '../../../../shared/contract/constants';
import { productImageUrl, productPath } from '../catalog';
import { deliveryOfItem, lineKind, type OptionContext } from '../delivery';
import { specialItemFields } from '../giftcustoms';
import type { LineDelivery } from '../shipments';
import type { LineResult } from '../totals';
import type { BonusLine } from './store';

export type ItemLine = BonusLine & { bonus: boolean; delivery?: LineDelivery };

/** `priced` is the line's result from `computeTotals`; `options` what its delivery choices need. */
export const cartItemOf = (
  line: ItemLine,
  priced: LineResult,
  locale: string,
  options: OptionContext,
): CartItem => ({
  id: line.id,
  productId: line.sku,
  masterId: line.product_id,
  masterId2: line.color_id,
  name: line.name,
  color: line.color,
  size: line.size,
  qty: line.qty,
  maxQty: line.bonus ? 1 : Math.max(1, Math.min(line.stock, DEFAULT_MAX_QTY)),
  upc: line.upc,
  price: {
    current: line.current,
    original: line.original,
    highCurrent: line.current,
    highOriginal: line.original,
    amount: line.current,
    rowTotal: priced.rowTotal,
    priceAfterItemDiscount: priced.priceAfterItemDiscount,
    priceAfterOrderDiscount: priced.priceAfterOrderDiscount,
  },
  taxTotal: priced.tax,
  pdpUrl: productPath(locale, line.slug, line.color_id),
  slug: line.slug,
  bonus: line.bonus,
  isCustoms: lineKind(line).isCustoms,
  isDigitalProduct: lineKind(line).isDigital,
  productImageURL: productImageUrl(line.color_id, 1),
  ...deliveryOfItem(line, options),
  itemPromotions: priced.promotions,
  ...specialItemFields(line),
});
