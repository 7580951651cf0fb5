/** A line's delivery kind and the contacts the kinds need (`delivery.ts` holds the rules). */
import { type DeliveryDetails, lineKind, pickupAllowed } from '../delivery';
import { stockAt } from '../delivery-transitions';
import { type BasketCore, type BasketResult, fail } from './core';

export type DeliveryAction = 'pickup' | 'sts' | 'pudo' | 'standard';

/**
 * PUT /cart/v1/cart/{basketId}/item?action=pickup|sts|pudo|standard&favStoreId=: moves one line.
 * Pickup needs the site's pickup flag and the store's stock of the line's quantity; ship to store
 * and pudo need warehouse stock; one ship-to-store store per basket (the other sts lines follow).
 */
export async function setDelivery(
  core: BasketCore,
  consumerNo: string,
  itemId: string,
  action: DeliveryAction,
  storeId?: string,
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const needsStore = action === 'pickup' || action === 'sts';
  if (needsStore && !storeId) return fail(400, 'API400', `favStoreId is required for action ${action}`);
  if (action === 'pickup' && !pickupAllowed(before.header.country))
    return fail(400, 'STR400', 'Pick up in store is not offered on this site');
  const facts = await core.deliveryFacts(needsStore && storeId ? [storeId] : []);

  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (core.basket.isBonus(itemId)) return fail(403, 'GWP403', 'A gift with purchase ships with the order');
  const line = core.lines().find((l) => l.id === itemId);
  if (!line) return fail(404, 'API404', `Item ${itemId} is not in the cart`);
  if (lineKind(line).isDigital || lineKind(line).isCustoms)
    return fail(400, 'API400', 'This item has its own delivery');
  const store = needsStore && storeId ? facts.stores.get(storeId) : undefined;
  if (needsStore && (!store || store.country !== found.header.country))
    return fail(404, 'STR404', `Store ${storeId} not found`);
  const label = `${line.name} (${line.color}, ${line.size})`;
  if (action === 'pickup') {
    const have = stockAt(facts, store!.id, line.sku);
    if (have < line.qty)
      return fail(409, 'INV700', `${label} is not in stock at ${store!.name}`, {
        sku: line.sku,
        storeId: store!.id,
        storeInventory: have,
      });
  } else if (action !== 'standard' && (facts.warehouse.get(line.sku) ?? 0) < line.qty) {
    return fail(409, 'INV700', `${label} is out of stock`, { sku: line.sku });
  }
  core.transaction(() => {
    core.delivery.clearFlash();
    core.delivery.set(itemId, { code: action, ...(store ? { storeId: store.id } : {}) });
    if (action === 'sts')
      for (const [id, d] of core.delivery.all())
        if (d.code === 'sts' && d.storeId !== store!.id)
          core.delivery.set(id, { code: 'sts', storeId: store!.id });
    core.applyFacts(found.header, facts, itemId);
  });
  return core.answer(found.header);
}

/** PUT .../deliveryDetails: the pickup person and the collection point (with its contact). */
export function setDeliveryDetails(
  core: BasketCore,
  consumerNo: string,
  details: DeliveryDetails,
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  // A point abroad is as unknown to this basket as a store abroad is to a line's move: refused
  // before the pickup person is written, so a refused call changes nothing.
  const point = details.collectionPoint;
  if (point && point.address.country !== found.header.country)
    return fail(404, 'STR404', `Collection point ${point.id} not found`);
  if (details.pickupPerson) core.delivery.setPickupPerson(details.pickupPerson);
  if (details.collectionPoint)
    core.delivery.setCollectionPoint(details.collectionPoint, details.contact ?? {});
  return core.answer(found.header);
}
