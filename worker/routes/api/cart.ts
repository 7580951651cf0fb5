/**
 * BFF cart endpoints the islands call, each also usable as a plain HTML form when scripts have not
 * run (then it answers 303 back to `returnTo` with `?cartError=` on failure):
 *
 * | JSON (islands)                      | Form (no script)                                         |
 * | ----------------------------------- | -------------------------------------------------------- |
 * | POST   /api/cart/items              | POST /api/cart/items                                     |
 * | PATCH  /api/cart/items/{itemId}     | POST /api/cart/items/{itemId} with `_action=update`, qty |
 * |                                     | (qty 0 removes the line)                                 |
 * | DELETE /api/cart/items/{itemId}     | POST /api/cart/items/{itemId} with `_action=remove`      |
 * | PUT    /api/cart/coupons            | POST /api/cart/coupons with `_action=apply`, code        |
 * | DELETE /api/cart/coupons            | POST /api/cart/coupons with `_action=remove`, code       |
 * | PUT    /api/cart/reward {points}    | POST /api/cart/reward with `_action=apply`, points       |
 * | DELETE /api/cart/reward             | POST /api/cart/reward with `_action=remove`              |
 *
 * HTML forms can only GET and POST, so the form variants carry the method in `_action`. A coupon
 * error comes back as `?couponError=` (shown next to the coupon input), a loyalty voucher's as
 * `?voucherError=` (members of the programme only: the upstream refuses others); an item error as
 * `?cartError=&item=` (and `maxQty=` for INV408), shown on its line. Bad input is refused the same
 * way (`API400`); `returnTo` goes through the one safe-path check (worker/cart/answer.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { CART_MOVED } from '../../../client/i18n/cart-moved';
import {
  addToCartBodySchema,
  couponBodySchema,
  quantitySchema,
  updateQtyBodySchema,
} from '../../../shared/contract';
import { DEFAULT_MAX_QTY } from '../../../shared/contract/constants';
import { answer, cartForm, currentCart } from '../../cart/answer';
import type { AppEnv } from '../../env';
import { isFormPost, itemParam, validateBody } from '../../validation';

// In the form a quantity of 0 removes the line, as shoppers expect of a quantity field.
const lineFormSchema = z.discriminatedUnion('_action', [
  z.object({ _action: z.literal('update'), qty: quantitySchema(DEFAULT_MAX_QTY, 0) }),
  z.object({ _action: z.literal('remove') }),
]);
const couponFormSchema = couponBodySchema.extend({ _action: z.enum(['apply', 'remove']) });
const voucherPoints = z.number().int().positive().max(1_000_000);
const voucherBodySchema = z.object({ points: voucherPoints });
const voucherFormSchema = z.discriminatedUnion('_action', [
  z.object({ _action: z.literal('apply'), points: voucherPoints }),
  z.object({ _action: z.literal('remove') }),
]);

export const cartApi = new Hono<AppEnv>()
  .get('/', currentCart)
  .post(
    '/items',
    cartForm('cartError', 'home', { keepsChoice: true }),
    validateBody(addToCartBodySchema),
    (c) => {
      const body = c.req.valid('json');
      // The island shows an add's cart in the mini cart, notice included: told there, not again on
      // the cart page. A form post lands back on the product page, so the cart page still tells it.
      const told = !isFormPost(c);
      return answer(
        c,
        async (s) => {
          const cart = await s.addItem(body);
          if (told && cart.customerNotifications.some((n) => n.type === CART_MOVED)) s.movedNoticeShown();
          return cart;
        },
        { added: body.productId },
      );
    },
  )
  .patch('/items/:itemId', itemParam, validateBody(updateQtyBodySchema), (c) =>
    answer(c, (s) => s.updateQty(c.req.valid('param').itemId, c.req.valid('json').qty)),
  )
  .delete('/items/:itemId', itemParam, (c) => answer(c, (s) => s.removeItem(c.req.valid('param').itemId)))
  /** The form variant of PATCH and DELETE: `_action=update` (with qty) or `_action=remove`. */
  .post('/items/:itemId', cartForm('cartError'), itemParam, validateBody(lineFormSchema), (c) => {
    const { itemId } = c.req.valid('param');
    const body = c.req.valid('json');
    return answer(c, (s) =>
      body._action === 'update' && body.qty > 0 ? s.updateQty(itemId, body.qty) : s.removeItem(itemId),
    );
  })
  .put('/coupons', validateBody(couponBodySchema), (c) =>
    answer(c, (s) => s.applyCoupon(c.req.valid('json').code)),
  )
  .delete('/coupons', validateBody(couponBodySchema), (c) =>
    answer(c, (s) => s.removeCoupon(c.req.valid('json').code)),
  )
  /** The form variant of PUT and DELETE: `_action=apply` or `_action=remove`, with the code. */
  .post('/coupons', cartForm('couponError'), validateBody(couponFormSchema), (c) => {
    const { _action, code } = c.req.valid('json');
    return answer(c, (s) => (_action === 'apply' ? s.applyCoupon(code) : s.removeCoupon(code)));
  })
  .put('/reward', validateBody(voucherBodySchema), (c) =>
    answer(c, (s) => s.setVoucher(c.req.valid('json').points)),
  )
  .delete('/reward', (c) => answer(c, (s) => s.setVoucher(null)))
  /** The form variant of PUT and DELETE: `_action=apply` with the voucher's points, or `_action=remove`. */
  .post('/reward', cartForm('voucherError'), validateBody(voucherFormSchema), (c) => {
    const body = c.req.valid('json');
    return answer(c, (s) => s.setVoucher(body._action === 'apply' ? body.points : null));
  });
