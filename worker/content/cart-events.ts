/**
 * The cart as the decision service hears it (content spec section 3): the `Cart` event (one line per
 * cart line: sku, style id, quantity, currency and the line's value in minor units) and the custom
 * variables `total-cart` and `sub-total` (minor units). Built from what the request already knows:
 * a session without a basket has an empty cart (no read), a page's own cart read gives its lines.
 * A cart that could not be read says nothing (no event): the service then decides without it rather
 * than on a guess.
 *
 * Built by hand rather than parsed: a field the service's schema refuses would refuse the whole
 * decide call, so each line is kept only when it fits (`cart-events.test.ts` holds the output to
 * the contract's schemas).
 */
import type { Context } from 'hono';
import type { Cart } from '../../shared/contract';
import type { DecisionEvent } from '../../shared/contract/decision';
import type { AppEnv } from '../env';

/** Section 3's limits on a cart event (shared/contract/decision.ts). */
const MAX_LINES = 100;
const MAX_QUANTITY = 999;
const MAX_ID = 40;

/** What the request knows of the cart: `empty` (no basket), the cart read, or `unknown`. */
export type KnownCart = 'empty' | 'unknown' | Pick<Cart, 'items' | 'totals' | 'currency'>;

/** The cart a page knows: none without a basket, the page's own read with one (null: not read). */
export const knownCart = (hasBasket: boolean, read: Cart | null): KnownCart =>
  !hasBasket ? 'empty' : (read ?? 'unknown');

export const cartEvents = (cart: KnownCart): DecisionEvent[] => {
  if (cart === 'unknown') return [];
  if (cart === 'empty')
    return [
      { eventType: 'monetate:context:Cart', cartLines: [] },
      {
        eventType: 'monetate:context:CustomVariables',
        customVariables: [
          { variable: 'total-cart', value: 0 },
          { variable: 'sub-total', value: 0 },
        ],
      },
    ];
  const cartLines = cart.items
    .filter((item) => item.productId.length <= MAX_ID && item.masterId.length <= MAX_ID)
    .slice(0, MAX_LINES)
    .map((item) => ({
      sku: item.productId,
      pid: item.masterId,
      quantity: Math.min(item.qty, MAX_QUANTITY),
      currency: cart.currency,
      value: item.price.rowTotal,
    }));
  return [
    { eventType: 'monetate:context:Cart', cartLines },
    {
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'total-cart', value: cart.totals.total },
        { variable: 'sub-total', value: cart.totals.itemSubTotal },
      ],
    },
  ];
};

/** This request's cart events: its session says whether there is a basket, `read` what it holds. */
export const requestCartEvents = (c: Context<AppEnv>, read: Cart | null): DecisionEvent[] =>
  cartEvents(knownCart(c.get('session').storedBasketId !== undefined, read));
