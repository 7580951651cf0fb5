/**
 * Changing a gift card line's recipient and message (the spec's "add gift option" dialog):
 * `PUT /api/gift-options/{itemId}` (JSON) and `POST` (a plain form on the cart page, answered 303
 * back to `returnTo` with `?cartError=&item=` on failure). The flat fields are the add-to-cart ones
 * (giftEmail, giftTo, giftMessage), checked with the contract's gift option schema.
 *
 * | JSON (islands)                     | Form (no script)                                            |
 * | ---------------------------------- | ----------------------------------------------------------- |
 * | PUT /api/gift-options/{itemId}     | POST /api/gift-options/{itemId}                             |
 * | → `{ cart }`                       | → 303 to `returnTo` (else the cart page); refused: `?cartError=&item=` |
 */
import { Hono } from 'hono';
import { addToCartBodySchema } from '../../../shared/contract';
import { answer, cartForm } from '../../cart/answer';
import { giftOptionOf } from '../../cart/giftcustoms';
import type { AppEnv } from '../../env';
import { itemParam, validateBody } from '../../validation';

const giftBody = validateBody(addToCartBodySchema.pick({ giftEmail: true, giftTo: true, giftMessage: true }));

export const giftOptionsApi = new Hono<AppEnv>()
  .put('/:itemId', itemParam, giftBody, (c) =>
    answer(c, (s) => s.updateGiftOption(c.req.valid('param').itemId, giftOptionOf(c.req.valid('json')))),
  )
  .post('/:itemId', cartForm('cartError'), itemParam, giftBody, (c) =>
    answer(c, (s) => s.updateGiftOption(c.req.valid('param').itemId, giftOptionOf(c.req.valid('json')))),
  );
