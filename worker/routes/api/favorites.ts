/**
 * BFF favorites endpoints (guests and members alike); each mutation also takes a plain HTML form
 * (then it answers 303 back to `returnTo`, `?listError=` on a refusal):
 *
 * | JSON (islands)                          | Form (no script)                                           |
 * | --------------------------------------- | ---------------------------------------------------------- |
 * | GET    /api/favorites?start&count       | -                                                          |
 * | PUT    /api/favorites/products/{id}     | POST /api/favorites/products/{id} with `_action=add`       |
 * | DELETE /api/favorites/products/{id}     | POST /api/favorites/products/{id} with `_action=remove`    |
 * | POST   /api/favorites/share → {url}     | POST /api/favorites/share → back with `?shareId=`          |
 *
 * The heart knows a product, not a list entry: the entry is found from the list (`lists-service.ts`).
 */
import { Hono } from 'hono';
import {
  type FavoritesResponse,
  favoriteFormSchema,
  favoriteParamSchema,
  listPageQuerySchema,
  type ShareResponse,
} from '../../../shared/contract/wishlists';
import type { AppEnv } from '../../env';
import { listAnswer, listForm } from '../../lists/answer';
import { listsOf } from '../../lists/service';
import { originOf } from '../../render/page-kit';
import { validate, validateBody } from '../../validation';

export const favoritesApi = new Hono<AppEnv>()
  .get('/', validate('query', listPageQuerySchema), (c) =>
    listAnswer(
      c,
      async (): Promise<FavoritesResponse> => ({
        favorites: await listsOf(c).favorites(c.req.valid('query')),
      }),
    ),
  )
  .put('/products/:productId', validate('param', favoriteParamSchema), (c) =>
    listAnswer(
      c,
      async (): Promise<FavoritesResponse> => ({
        favorites: await listsOf(c).addFavorite(c.req.valid('param').productId),
      }),
    ),
  )
  .delete('/products/:productId', validate('param', favoriteParamSchema), (c) =>
    listAnswer(
      c,
      async (): Promise<FavoritesResponse> => ({
        favorites: await listsOf(c).removeFavorite(c.req.valid('param').productId),
      }),
    ),
  )
  .post(
    '/products/:productId',
    listForm('/favorites'),
    validate('param', favoriteParamSchema),
    validateBody(favoriteFormSchema),
    (c) => {
      const { productId } = c.req.valid('param');
      const add = c.req.valid('json')._action === 'add';
      return listAnswer(
        c,
        async (): Promise<FavoritesResponse> => ({
          favorites: await (add ? listsOf(c).addFavorite(productId) : listsOf(c).removeFavorite(productId)),
        }),
      );
    },
  )
  .post('/share', listForm('/favorites'), (c) =>
    listAnswer(
      c,
      async (): Promise<ShareResponse> => {
        const shareId = await listsOf(c).share();
        // A link for other people: on the shop's configured origin, never the request's Host.
        const url = `${originOf(c)}/${c.get('site').locale}/favorites/shared/${shareId}`;
        return { shareId, url };
      },
      ({ shareId }) => ({ shareId }),
    ),
  );
