/**
 * POST /cart/v2/cart/{basketId}/saveForLater: a cart line moves to saved for later. The line lives
 * in the Basket Durable Object and the list in D1, so there is no one transaction; instead each step
 * is safe to repeat. The move is recorded (basket, line → product) together with the save, then the
 * line is removed. A retry (or a second tab) finds the record, saves the same product again (one
 * item, same quantity) and finds the line already gone: the same answer, never a duplicate.
 */
import type { Cart } from '../../../shared/contract/cart';
import type { BasketResult } from '../commerce/basket/basket';
import type { SandboxEnv } from '../env';
import { SandboxError } from '../errors';
import { addItemStatement } from './store';

const BASKET_ID = /^[a-f0-9]{32}$/;

const unwrap = (result: BasketResult): Cart => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

const lineGone = (result: BasketResult): boolean => !result.ok && result.error.errorId === 'API404';

export const moveCartLine = async (
  env: SandboxEnv,
  consumerNo: string,
  basketId: string,
  itemId: string,
  listId: string,
): Promise<Cart> => {
  if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
  const basket = env.BASKET.get(env.BASKET.idFromName(basketId));
  // Reading the cart first checks that it is the shopper's (AUT498 otherwise).
  const cart = unwrap(await basket.get(consumerNo));
  const earlier = await env.DB.prepare(
    'SELECT product_id, list_id FROM saved_cart_lines WHERE basket_id = ? AND line_id = ?',
  )
    .bind(basketId, itemId)
    .first<{ product_id: string; list_id: string }>();
  const line = cart.items.find((i) => i.id === itemId);
  if (!line) {
    if (earlier?.list_id === listId) return cart;
    throw new SandboxError(404, 'API404', `Item ${itemId} is not in the cart`);
  }
  if (line.bonus || line.isCustoms || line.isDigitalProduct || line.recipeId !== undefined)
    throw new SandboxError(400, 'API400', 'This item cannot be saved for later');
  await env.DB.batch([
    env.DB.prepare(
      `INSERT INTO saved_cart_lines (basket_id, line_id, list_id, product_id) VALUES (?, ?, ?, ?)
       ON CONFLICT (basket_id, line_id) DO NOTHING`,
    ).bind(basketId, itemId, listId, line.productId),
    addItemStatement(env.DB, listId, line.productId, line.qty),
  ]);
  const removed = await basket.removeItem(consumerNo, itemId);
  // Another request removed the line between our read and this call: it is saved all the same.
  if (lineGone(removed)) return unwrap(await basket.get(consumerNo));
  return unwrap(removed);
};
