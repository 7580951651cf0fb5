/**
 * Cart calls (commerce spec section 7): create, get, add, remove and update items, apply and remove
 * coupons. Each basket is a Basket Durable Object.
 *
 * `POST /cart/v1/cartWithItem` (body `{ currency, items }`, query `locale`) adds the items to the
 * consumer's open basket, made with them when there is none: concurrent first adds of one consumer
 * land in one basket (`basket/open-basket.ts`). It answers 200 with the cart either way. A basket
 * made by `POST /cart/v1/cart` becomes the consumer's open one.
 *
 * The spec lists `PUT /cart/v1/cart/{basketId}/item` only with `action=pickup&favStoreId=`. Without
 * `action` the same call sets a line's quantity (body `{ itemId, qty }`); with `action` (pickup,
 * sts, pudo, standard; body `{ itemId }`) it moves the line to that delivery kind.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  addItemsRequestSchema,
  cartWithItemRequestSchema,
  couponRequestSchema,
  createCartRequestSchema,
  removeItemRequestSchema,
  updateItemRequestSchema,
} from '../../../shared/contract/cart';
import { deliveryItemQuerySchema, deliveryItemRequestSchema } from '../../../shared/contract/delivery';
import { storeIdSchema } from '../../../shared/contract/stores';
import { requireShopper } from '../auth/middleware';
import type { AppEnv, SandboxEnv } from '../env';
import { formatZodError, SandboxError, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import type { BasketResult } from './basket/basket';
import { adopt, withOpenBasket } from './basket/open-basket';

const BASKET_ID = /^[a-f0-9]{32}$/;

const basketStub = (env: SandboxEnv, basketId: string) => env.BASKET.get(env.BASKET.idFromName(basketId));

/** A basket id that could never have been issued is simply not found; no object is touched. */
const checkBasketId = (basketId: string): string => {
  if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
  return basketId;
};

const unwrap = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

const noStore = { 'Cache-Control': 'private, no-store' };

const parseBody = <T>(schema: z.ZodType<T>, body: unknown): T => {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new SandboxError(400, 'API400', formatZodError(parsed.error));
  return parsed.data;
};

export const cartRoutes = new Hono<AppEnv>()
  .use('/cart/*', requireShopper)
  .post('/cart/v1/cart', validate('json', createCartRequestSchema), async (c) => {
    const { currency } = c.req.valid('json');
    const site = siteFromHeader(c.req.header('siteId'));
    const basketId = crypto.randomUUID().replace(/-/g, '');
    const cart = unwrap(
      await basketStub(c.env, basketId).create({
        basketId,
        owner: c.var.shopper.consumerNo,
        currency,
        country: site.country,
        locale: localeFor(site, c.req.query('locale')),
      }),
    );
    await adopt(c.env.DB, c.var.shopper.consumerNo, basketId);
    return c.json(cart, 201, noStore);
  })
  .post('/cart/v1/cartWithItem', validate('json', cartWithItemRequestSchema), async (c) => {
    const { currency, items } = c.req.valid('json');
    const site = siteFromHeader(c.req.header('siteId'));
    const owner = c.var.shopper.consumerNo;
    const locale = localeFor(site, c.req.query('locale'));
    const result = await withOpenBasket(c.env.DB, owner, (basketId) =>
      basketStub(c.env, basketId).openWith(
        { basketId, owner, currency, country: site.country, locale },
        items,
      ),
    );
    return c.json(unwrap(result), 200, noStore);
  })
  .get(
    '/cart/v1/cart/:basketId',
    validate('param', z.object({ basketId: z.string() })),
    validate(
      'query',
      z.object({
        favStoreId: storeIdSchema.optional(),
        inventorySupplyCheck: z.enum(['true', 'false']).optional(),
      }),
    ),
    async (c) => {
      const basketId = checkBasketId(c.req.valid('param').basketId);
      const { favStoreId, inventorySupplyCheck } = c.req.valid('query');
      const cart = unwrap(
        await basketStub(c.env, basketId).get(c.var.shopper.consumerNo, {
          ...(favStoreId ? { favStoreId } : {}),
          inventoryCheck: inventorySupplyCheck === 'true',
        }),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .post('/cart/v1/item', validate('json', addItemsRequestSchema), async (c) => {
    const { cartId, items } = c.req.valid('json');
    const basketId = checkBasketId(cartId);
    const cart = unwrap(await basketStub(c.env, basketId).addItems(c.var.shopper.consumerNo, items));
    return c.json(cart, 200, noStore);
  })
  .delete('/cart/v1/item', validate('json', removeItemRequestSchema), async (c) => {
    const { cartId, itemId } = c.req.valid('json');
    const basketId = checkBasketId(cartId);
    const cart = unwrap(await basketStub(c.env, basketId).removeItem(c.var.shopper.consumerNo, itemId));
    return c.json(cart, 200, noStore);
  })
  .put(
    '/cart/v1/cart/:basketId/item',
    validate('param', z.object({ basketId: z.string() })),
    validate('query', deliveryItemQuerySchema.partial()),
    async (c) => {
      const basketId = checkBasketId(c.req.valid('param').basketId);
      const { action, favStoreId } = c.req.valid('query');
      const json: unknown = await c.req.json().catch(() => {
        throw new SandboxError(400, 'API400', 'Malformed JSON body');
      });
      if (action !== undefined) {
        // Moves the line to another delivery kind (`delivery.ts`).
        const { itemId } = parseBody(deliveryItemRequestSchema, json);
        const cart = unwrap(
          await basketStub(c.env, basketId).setDelivery(c.var.shopper.consumerNo, itemId, action, favStoreId),
        );
        return c.json(cart, 200, noStore);
      }
      const { itemId, qty, giftOption } = parseBody(updateItemRequestSchema, json);
      const basket = basketStub(c.env, basketId);
      const consumerNo = c.var.shopper.consumerNo;
      const cart = unwrap(
        giftOption && qty === undefined
          ? await basket.setGiftOption(consumerNo, itemId, giftOption)
          : await basket.updateItem(consumerNo, itemId, qty ?? 1),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .put('/cart/v1/coupon', validate('json', couponRequestSchema), async (c) => {
    const { cartId, code } = c.req.valid('json');
    const basketId = checkBasketId(cartId);
    const cart = unwrap(await basketStub(c.env, basketId).applyCoupon(c.var.shopper.consumerNo, code));
    return c.json(cart, 200, noStore);
  })
  .delete('/cart/v1/coupon', validate('json', couponRequestSchema), async (c) => {
    const { cartId, code } = c.req.valid('json');
    const basketId = checkBasketId(cartId);
    const cart = unwrap(await basketStub(c.env, basketId).removeCoupon(c.var.shopper.consumerNo, code));
    return c.json(cart, 200, noStore);
  });
