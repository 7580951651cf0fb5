/**
 * Associate price adjustments and reserve with item (commerce spec section 7, Cart):
 * - POST /cart/v1/cart/{basketId}/price_adjustments (body `priceAdjustmentRequestSchema`);
 * - PATCH and DELETE /cart/v1/cart/{basketId}/price_adjustments/{adjustmentId} (PATCH: what
 *   changes; both with the associate's storeId and storeEmployeeId);
 * - POST /cart/v1/reserveWithItem (body `{ cartId, productId, qty }`): adds and holds the units;
 * - GET /consumers-v3/utilities/stores/{storeId}/employees: the associates who may adjust prices.
 * Every cart call answers the cart. The rules are in the basket (`adjustments.ts`, `holds.ts`).
 * Only a token from an in-store session (agent/login `OnBehalf`) may call them, and adjustments
 * only for the store and employee it names (AUT450 otherwise; `../auth/agent.ts`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  priceAdjustmentDeleteSchema,
  priceAdjustmentPatchSchema,
  priceAdjustmentRequestSchema,
  reserveWithItemRequestSchema,
  type StoreEmployees,
} from '../../../shared/contract/adjustments';
import { storeIdSchema } from '../../../shared/contract/stores';
import { assertAgent, notInStore } from '../auth/agent';
import { requireShopper } from '../auth/middleware';
import type { AppEnv, SandboxEnv } from '../env';
import { SandboxError, validate } from '../errors';
import type { BasketResult } from './basket/basket';

const BASKET_ID = /^[a-f0-9]{32}$/;
const noStore = { 'Cache-Control': 'private, no-store' };

const basketStub = (env: SandboxEnv, basketId: string) => {
  if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
  return env.BASKET.get(env.BASKET.idFromName(basketId));
};

const unwrap = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

const adjustmentParams = z.object({ basketId: z.string(), adjustmentId: z.string().min(1).max(64) });

export const adjustRoutes = new Hono<AppEnv>()
  .get(
    '/consumers-v3/utilities/stores/:storeId/employees',
    validate('param', z.object({ storeId: storeIdSchema })),
    async (c) => {
      const { storeId } = c.req.valid('param');
      const db = c.env.DB;
      const [store, employees] = await Promise.all([
        db.prepare('SELECT id FROM stores WHERE id = ?').bind(storeId).first<{ id: string }>(),
        db
          .prepare(
            'SELECT employee_id, name, role FROM store_employees WHERE store_id = ? ORDER BY employee_id',
          )
          .bind(storeId)
          .all<{ employee_id: string; name: string; role: string }>(),
      ]);
      if (!store) throw new SandboxError(404, 'STR404', `Store ${storeId} not found`);
      const body: StoreEmployees = {
        storeId,
        employees: employees.results.map((e) => ({
          storeEmployeeId: e.employee_id,
          storeEmployeeName: e.name,
          role: e.role,
        })),
      };
      return c.json(body, 200, { 'Cache-Control': 'private, no-store' });
    },
  )
  .use('/cart/*', requireShopper)
  .post(
    '/cart/v1/cart/:basketId/price_adjustments',
    validate('param', z.object({ basketId: z.string() })),
    validate('json', priceAdjustmentRequestSchema),
    async (c) => {
      assertAgent(c.var.shopper, c.req.valid('json'));
      const stub = basketStub(c.env, c.req.valid('param').basketId);
      const cart = unwrap(await stub.addAdjustment(c.var.shopper.consumerNo, c.req.valid('json')));
      return c.json(cart, 200, noStore);
    },
  )
  .patch(
    '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
    validate('param', adjustmentParams),
    validate('json', priceAdjustmentPatchSchema),
    async (c) => {
      const { basketId, adjustmentId } = c.req.valid('param');
      const body = c.req.valid('json');
      const { storeId, storeEmployeeId } = body;
      assertAgent(c.var.shopper, body);
      const cart = unwrap(
        await basketStub(c.env, basketId).changeAdjustment(
          c.var.shopper.consumerNo,
          adjustmentId,
          { storeId, storeEmployeeId },
          body,
        ),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .delete(
    '/cart/v1/cart/:basketId/price_adjustments/:adjustmentId',
    validate('param', adjustmentParams),
    validate('json', priceAdjustmentDeleteSchema),
    async (c) => {
      const { basketId, adjustmentId } = c.req.valid('param');
      assertAgent(c.var.shopper, c.req.valid('json'));
      const cart = unwrap(
        await basketStub(c.env, basketId).changeAdjustment(
          c.var.shopper.consumerNo,
          adjustmentId,
          c.req.valid('json'),
        ),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .post('/cart/v1/reserveWithItem', validate('json', reserveWithItemRequestSchema), async (c) => {
    const { cartId, productId, qty } = c.req.valid('json');
    if (!c.var.shopper.agent) throw notInStore();
    const cart = unwrap(
      await basketStub(c.env, cartId).reserveWithItem(c.var.shopper.consumerNo, productId, qty),
    );
    return c.json(cart, 200, noStore);
  });
