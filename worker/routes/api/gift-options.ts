/**
 * Changing a gift card line's recipient and message (the spec's "add gift option" dialog):
 * `PUT /api/gift-options/{itemId}` (JSON) and `POST` (a plain form on the cart page, answered 303
 * back to `returnTo` with `?cartError=&item=` on failure). The flat fields are the add-to-cart ones
 * (giftEmail, giftTo, giftMessage), checked with the contract's gift option schema.
 */
import { zValidator } from '@hono/zod-validator';
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import { addToCartBodySchema } from '../../../shared/contract';
import { giftOptionOf } from '../../cart/giftcustoms';
import type { AppEnv } from '../../env';
import { describeError, errorEnvelope } from '../../middleware/errors';
import { answer, bodyOf, bodyValidator } from './cart';

const giftBodySchema = addToCartBodySchema.pick({ giftEmail: true, giftTo: true, giftMessage: true });
type GiftBody = z.infer<typeof giftBodySchema>;

const itemParam = zValidator(
  'param',
  z.object({
    itemId: z
      .string()
      .min(1)
      .max(64)
      .regex(/^[\w-]+$/, 'Item id is not valid'),
  }),
  (result, c) => {
    if (!result.success) return c.json(errorEnvelope(describeError(result.error)), 400);
  },
);

const change = (c: Context<AppEnv>, form: boolean) => {
  const itemId = c.req.param('itemId') ?? '';
  const body = bodyOf<GiftBody>(c);
  return answer(c, (s) => s.updateGiftOption(itemId, giftOptionOf(body)), {
    returnTo: form ? body.returnTo : undefined,
    fallback: `/${c.var.site.locale}/cart`,
    errorKey: 'cartError',
    item: itemId,
  });
};

export const giftOptionsApi = new Hono<AppEnv>()
  .put('/:itemId', itemParam, bodyValidator(giftBodySchema, 'item'), (c) => change(c, false))
  .post('/:itemId', itemParam, bodyValidator(giftBodySchema, 'item'), (c) => change(c, true));
