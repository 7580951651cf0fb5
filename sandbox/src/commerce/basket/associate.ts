/**
 * What a store associate does to a basket: price adjustments (`adjustments.ts`) and reserve with
 * item (`holds.ts`), called from an in-store session (`../../auth/agent.ts`).
 */
import type { PriceAdjustmentPatch, PriceAdjustmentRequest } from '../../../../shared/contract/adjustments';
import { adjustmentValueProblem, isAssociate, prc400 } from '../adjustments';
import { getSkus } from '../catalog';
import { lineKind } from '../delivery';
import { isSpecialItem } from '../giftcustoms';
import { HOLD_MS, holdStatements, inv701, isOversell } from '../holds';
import { type BasketCore, type BasketResult, fail } from './core';
import * as items from './items';
import { newId } from './store';

type Associate = { storeId: string; storeEmployeeId: string };

const notAnAssociate = () =>
  prc400('Price adjustments are given by an associate of the store', { field: 'storeEmployeeId' });

/** PRC400 for a bad value, an empty cart, an unknown or gift card line; null when it may be given. */
function adjustmentProblem(core: BasketCore, type: 'AMOUNT' | 'PERCENTAGE', value: number, itemId?: string) {
  const bad = adjustmentValueProblem(type, value);
  if (bad) return bad;
  const lines = core.lines();
  if (lines.length === 0) return prc400('The cart is empty');
  if (itemId === undefined) return null;
  const line = lines.find((l) => l.id === itemId);
  if (!line) return prc400(`Item ${itemId} is not in the cart`, { itemId });
  if (lineKind(line).isDigital) return prc400('A gift card cannot be adjusted', { itemId });
  return null;
}

/** POST .../price_adjustments: PRC400 not an associate, bad value, unknown or gift card line. */
export async function addAdjustment(
  core: BasketCore,
  consumerNo: string,
  body: PriceAdjustmentRequest,
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const [associate, gift] = await Promise.all([
    isAssociate(core.env.DB, body),
    core.giftInfo(before.header.currency),
  ]);
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const problem = associate ? adjustmentProblem(core, body.type, body.value, body.itemId) : notAnAssociate();
  if (problem) return { ok: false, error: problem };
  const { storeId, storeEmployeeId, itemId, type, value, reasonCode } = body;
  core.transaction(() => {
    core.adjustments.add({
      id: `adj${newId()}`,
      ...(itemId ? { itemId } : {}),
      type,
      value,
      reasonCode,
      storeId,
      storeEmployeeId,
    });
    core.syncGift(found.header, gift);
  });
  return core.answer(found.header);
}

/** PATCH (with `patch`) or DELETE (without) an adjustment: API404 when it is not in the cart. */
export async function changeAdjustment(
  core: BasketCore,
  consumerNo: string,
  adjustmentId: string,
  associate: Associate,
  patch?: PriceAdjustmentPatch,
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const [known, gift] = await Promise.all([
    isAssociate(core.env.DB, associate),
    core.giftInfo(before.header.currency),
  ]);
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (!known) return { ok: false, error: notAnAssociate() };
  const existing = core.adjustments.find(adjustmentId);
  if (!existing) return fail(404, 'API404', `Price adjustment ${adjustmentId} is not in the cart`);
  // An associate changes only their own adjustments (an in-store session is one associate's).
  if (existing.storeId !== associate.storeId || existing.storeEmployeeId !== associate.storeEmployeeId)
    return fail(403, 'AUT450', 'This price adjustment was given by another associate');
  const next = patch
    ? {
        ...existing,
        type: patch.type ?? existing.type,
        value: patch.value ?? existing.value,
        reasonCode: patch.reasonCode ?? existing.reasonCode,
        storeId: associate.storeId,
        storeEmployeeId: associate.storeEmployeeId,
      }
    : undefined;
  if (next) {
    const problem = adjustmentValueProblem(next.type, next.value);
    if (problem) return { ok: false, error: problem };
  }
  core.transaction(() => {
    if (next) core.adjustments.update(next);
    else core.adjustments.remove(adjustmentId);
    core.syncGift(found.header, gift);
  });
  return core.answer(found.header);
}

/**
 * POST /cart/v1/reserveWithItem: holds `qty` units of the sku in D1 for HOLD_MS (INV701 when they
 * are not there), then adds them to the cart; a refused add gives the units back.
 */
export async function reserveWithItem(
  core: BasketCore,
  consumerNo: string,
  productId: string,
  qty: number,
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const info = (await getSkus(core.env.DB, [productId], before.header.currency)).get(productId);
  if (!info) return fail(404, 'API404', `Product ${productId} not found`);
  if (isSpecialItem({ productId, qty }, info))
    return fail(400, 'API400', 'Gift cards and customised products cannot be reserved');
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const now = Date.now();
  const hold = {
    id: `rsv${newId()}`,
    sku: info.sku,
    qty,
    expiresAt: new Date(now + HOLD_MS).toISOString(),
  };
  try {
    await core.env.DB.batch(
      holdStatements(core.env.DB, {
        ...hold,
        basketId: found.header.id,
        now: new Date(now).toISOString(),
      }),
    );
  } catch (error) {
    if (isOversell(error)) return { ok: false, error: inv701(info.sku, qty) };
    throw error;
  }
  core.holds.add(hold);
  await core.scheduleRelease();
  const added = await items.add(core, consumerNo, [{ productId, qty }]);
  // A refused add gives this hold's units back (whatever else the basket holds or has).
  if (!added.ok)
    await core.releaseHolds(undefined, [{ hold: { ...hold, status: 'held' }, qty, expired: false }]);
  return added;
}
