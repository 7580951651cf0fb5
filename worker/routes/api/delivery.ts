/**
 * BFF delivery endpoints (mounted under `/api/cart`): move a cart line to home delivery, pickup in
 * store, ship to store or a collection point. JSON for the CartView island, a plain form without
 * script (answered with a 303 back to `returnTo`, `?deliveryError=&item=` on failure):
 *
 * | JSON (islands)                                    | Form (no script)                                              |
 * | ------------------------------------------------- | ------------------------------------------------------------- |
 * | PUT /api/cart/items/{itemId}/delivery             | POST /api/cart/items/{itemId}/delivery with `_action=delivery` |
 * | `{ delivery: standard|pickup|sts|pudo, storeId? }` | `delivery`, `storeId`, `returnTo`                              |
 *
 * Pickup is refused (400 STR400) where the site's `pickupOrders` flag is off. A chosen store
 * becomes the shopper's favourite store (`sf_store`), as on the product page.
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { z } from 'zod';
import { featureFlags } from '../../../shared/config';
import { deliveryActionSchema, storeIdSchema } from '../../../shared/contract';
import { answer, cartForm } from '../../cart/answer';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { FAVORITE_STORE_COOKIE } from '../../stores/favorite';
import { itemParam, validateBody } from '../../validation';

const YEAR_SECONDS = 365 * 24 * 3600;

export const deliveryBodySchema = z
  .object({ delivery: deliveryActionSchema, storeId: storeIdSchema.optional() })
  .refine((b) => (b.delivery !== 'pickup' && b.delivery !== 'sts') || b.storeId !== undefined, {
    message: 'storeId is required for pickup and ship to store',
    path: ['storeId'],
  });
export type DeliveryBody = z.infer<typeof deliveryBodySchema>;

const move = (c: Context<AppEnv>, itemId: string, body: DeliveryBody) => {
  if (body.delivery === 'pickup' && !featureFlags(c.get('site')).pickupOrders)
    throw new HttpError(400, 'STR400', 'Pick up in store is not offered on this site');
  return answer(c, async (service) => {
    const cart = await service.setItemDelivery(itemId, body.delivery, body.storeId);
    if (body.storeId)
      setCookie(c, FAVORITE_STORE_COOKIE, body.storeId, {
        path: '/',
        secure: true,
        sameSite: 'Lax',
        maxAge: YEAR_SECONDS,
        httpOnly: true,
      });
    return cart;
  });
};

export const deliveryApi = new Hono<AppEnv>()
  .put('/items/:itemId/delivery', itemParam, validateBody(deliveryBodySchema), (c) =>
    move(c, c.req.valid('param').itemId, c.req.valid('json')),
  )
  .post(
    '/items/:itemId/delivery',
    cartForm('deliveryError'),
    itemParam,
    validateBody(z.intersection(z.object({ _action: z.literal('delivery') }), deliveryBodySchema)),
    (c) => move(c, c.req.valid('param').itemId, c.req.valid('json')),
  );
