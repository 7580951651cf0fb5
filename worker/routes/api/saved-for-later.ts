/**
 * BFF saved-for-later endpoints (guests and members alike); each mutation also takes a plain HTML
 * form (then it answers 303 back to `returnTo`, by default the cart page, `?listError=` on a refusal):
 *
 * | JSON (islands)                                      | Form (no script)                          |
 * | --------------------------------------------------- | ----------------------------------------- |
 * | GET    /api/saved-for-later?start&count             | -                                         |
 * | POST   /api/saved-for-later/cart-lines/{itemId}     | the same (a cart line saved for later)    |
 * | POST   /api/saved-for-later/items/{id}/move-to-cart | the same, with productId and qty          |
 * | DELETE /api/saved-for-later/items/{id}              | POST .../items/{id} with `_action=remove` |
 *
 * Every answer is `{ saveForLater, cart }`: the list's first page, and the cart when a line moved.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { itemIdSchema } from '../../../shared/contract';
import {
  listItemIdSchema,
  listPageQuerySchema,
  moveToCartBodySchema,
  type SavedResponse,
} from '../../../shared/contract/wishlists';
import type { AppEnv } from '../../env';
import { listAnswer, listForm } from '../../lists/answer';
import { listsOf } from '../../lists/service';
import { validate, validateBody } from '../../validation';

const savedItemParam = validate('param', z.object({ itemId: listItemIdSchema }));
const removeFormSchema = z.object({ _action: z.literal('remove') });

export const savedForLaterApi = new Hono<AppEnv>()
  .get('/', validate('query', listPageQuerySchema), (c) =>
    listAnswer(
      c,
      async (): Promise<SavedResponse> => ({
        saveForLater: await listsOf(c).savedForLater(c.req.valid('query')),
        cart: null,
      }),
    ),
  )
  .post(
    '/cart-lines/:itemId',
    listForm('/cart'),
    validate('param', z.object({ itemId: itemIdSchema })),
    (c) =>
      listAnswer(
        c,
        (): Promise<SavedResponse> => listsOf(c).saveCartLine(c.req.valid('param').itemId),
        () => ({ saved: '1' }),
      ),
  )
  .post(
    '/items/:itemId/move-to-cart',
    listForm('/cart'),
    savedItemParam,
    validateBody(moveToCartBodySchema),
    (c) =>
      listAnswer(
        c,
        (): Promise<SavedResponse> => listsOf(c).moveToCart(c.req.valid('param').itemId, c.req.valid('json')),
        () => ({ movedToCart: '1' }),
      ),
  )
  .delete('/items/:itemId', savedItemParam, (c) =>
    listAnswer(
      c,
      async (): Promise<SavedResponse> => ({
        saveForLater: await listsOf(c).removeSaved(c.req.valid('param').itemId),
        cart: null,
      }),
    ),
  )
  .post('/items/:itemId', listForm('/cart'), savedItemParam, validateBody(removeFormSchema), (c) =>
    listAnswer(
      c,
      async (): Promise<SavedResponse> => ({
        saveForLater: await listsOf(c).removeSaved(c.req.valid('param').itemId),
        cart: null,
      }),
    ),
  );
