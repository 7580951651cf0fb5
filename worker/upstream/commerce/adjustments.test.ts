/**
 * The storefront's typed clients for price adjustments and reserve with item, against the sandbox
 * (through the SANDBOX binding): answers parsed by the contract, refusals as ApiError.
 */
import { describe, expect, it } from 'vitest';
import { cartSchema } from '../../../shared/contract';
import { siteForLocale } from '../../../shared/site';
import { PUBLISHED } from '../../middleware/preview';
import { createLogger } from '../../observability/logger';
import { env, findProduct } from '../../test/helpers';
import { ApiError } from '../errors';
import type { CallContext } from '../http';
import { createUpstreamClients, resolveTargets } from '../index';

const ctx: CallContext = {
  site: siteForLocale('en-us')!,
  channel: 'ECOMM',
  correlationId: 'corr-adjust-0001',
  transactionId: 'txn-adjust-0001',
  apiKey: 'sandbox-access-key',
  serverTrustId: 'trust',
  log: createLogger({ test: true }, 'error'),
};

const ASSOCIATE = { storeId: '4001', storeEmployeeId: '400101' };

const clients = () => {
  const resolved = resolveTargets(env);
  if (!resolved.ok) throw new Error(`no upstream: ${resolved.missing.join(', ')}`);
  return createUpstreamClients(
    resolved.targets,
    ctx,
    { waitUntil: () => undefined, bypass: true },
    PUBLISHED,
  );
};

/**
 * A guest's cart made by an associate in an in-store session (agent/login `Agent`, then `OnBehalf`
 * for a guest): only such tokens may adjust prices or hold items (AUT450 otherwise).
 */
const guestCart = async () => {
  const upstream = clients();
  const agent = await upstream.adjustments.agentLogin({ ...ASSOCIATE, password: 'Associate1' });
  const { accessToken } = await upstream.adjustments.actFor(agent.agentToken);
  const cart = await upstream.cart.create(accessToken, 'USD');
  return { token: accessToken, cart };
};

const apiError = async (promise: Promise<unknown>) => {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiError);
  return error as ApiError;
};

describe('adjustments client', () => {
  it('reserves an item, adjusts it, changes and removes the adjustment', async () => {
    const { token, cart } = await guestCart();
    const { sku } = await findProduct();
    const upstream = clients().adjustments;
    const reserved = await upstream.reserveWithItem(token, { cartId: cart.id, productId: sku, qty: 1 });
    const line = reserved.items.find((i) => i.productId === sku)!;
    expect(line.qty).toBe(1);
    const held = await env.DB.prepare("SELECT qty FROM reservations WHERE basket_id = ? AND status = 'HELD'")
      .bind(cart.id)
      .first<{ qty: number }>();
    expect(held?.qty).toBe(1);

    const adjusted = await upstream.addPriceAdjustment(token, cart.id, {
      ...ASSOCIATE,
      itemId: line.id,
      type: 'PERCENTAGE',
      value: 10,
      reasonCode: 'PRICE_MATCH',
    });
    expect(cartSchema.parse(adjusted).priceAdjustments).toHaveLength(1);
    const adjustment = adjusted.priceAdjustments![0]!;
    expect(adjustment.amount).toBeGreaterThan(0);
    const changed = await upstream.updatePriceAdjustment(token, cart.id, adjustment.id, {
      ...ASSOCIATE,
      type: 'AMOUNT',
      value: 100,
    });
    expect(changed.priceAdjustments![0]).toMatchObject({ type: 'AMOUNT', value: 100, amount: 100 });
    const removed = await upstream.removePriceAdjustment(token, cart.id, adjustment.id, ASSOCIATE);
    expect(removed.priceAdjustments).toEqual([]);
  });

  it('surfaces PRC400, API404 and INV701 as ApiError', async () => {
    const { token, cart } = await guestCart();
    const { sku } = await findProduct();
    const upstream = clients().adjustments;
    await clients().cart.addItems(token, { cartId: cart.id, items: [{ productId: sku, qty: 1 }] });
    const refused = await apiError(
      // A percentage past 100 is a value the type does not allow.
      upstream.addPriceAdjustment(token, cart.id, {
        ...ASSOCIATE,
        type: 'PERCENTAGE',
        value: 150,
        reasonCode: 'X',
      }),
    );
    expect(refused.errorId).toBe('PRC400');
    // Another employee's name on the adjustment is not this in-store session's to use.
    const otherEmployee = await apiError(
      upstream.addPriceAdjustment(token, cart.id, {
        storeId: '4001',
        storeEmployeeId: '123456',
        type: 'AMOUNT',
        value: 100,
        reasonCode: 'X',
      }),
    );
    expect(otherEmployee.errorId).toBe('AUT450');
    expect(
      (await apiError(upstream.removePriceAdjustment(token, cart.id, 'adjnope', ASSOCIATE))).errorId,
    ).toBe('API404');
    const stock = await env.DB.prepare('SELECT stock FROM variants WHERE sku = ?')
      .bind(sku)
      .first<{ stock: number }>();
    const tooMany = await apiError(
      upstream.reserveWithItem(token, {
        cartId: cart.id,
        productId: sku,
        qty: Math.min(999, stock!.stock + 1),
      }),
    );
    expect(tooMany.errorId).toBe('INV701');
  });
});
