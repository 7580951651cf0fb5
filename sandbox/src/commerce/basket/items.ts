/**
 * The basket's lines: create, read (deliveries reconciled, optionally the stock and prices checked),
 * add, change quantity, remove, and a gift card's recipient. Each write reads the catalogue first,
 * then asks `owned()` again and checks and writes in one synchronous step, so concurrent changes to
 * one basket never lose an update.
 */

import type { CustomerNotification } from '../../../../shared/contract/cart';
import type { Currency } from '../../../../shared/contract/common';
import { DEFAULT_MAX_QTY } from '../../../../shared/contract/constants';
import type { GiftOption } from '../../../../shared/contract/giftcustoms';
import { type SkuInfo, unsoldVariant } from '../catalog';
import {
  isGiftLine,
  isPlainLine,
  isSpecialItem,
  prepareSpecialLine,
  readRecipes,
  type SpecialLine,
} from '../giftcustoms';
import { inventoryFlash } from '../inventory';
import { type BasketCore, type BasketResult, fail, mergingError } from './core';
import type { Header } from './store';

export type CreateBasket = {
  basketId: string;
  owner: string;
  currency: Currency;
  country: string;
  locale: string;
};

export type NewItem = { productId: string; qty: number; giftOption?: GiftOption; recipeId?: string };

export function create(core: BasketCore, input: CreateBasket): BasketResult {
  if (core.header()) return fail(409, 'BSK409', 'Cart already exists');
  const { basketId: id, owner, currency, country, locale } = input;
  core.basket.createHeader({ id, owner, currency, country, locale });
  return core.answer(core.header()!);
}

/**
 * POST /cart/v1/cartWithItem on this basket (`open-basket.ts` chose it): made on the first call,
 * then the items added (all or nothing). Null when the basket no longer takes items: it became an
 * order (or is being placed), or it is of another site (currency, country).
 */
export function openWith(
  core: BasketCore,
  input: CreateBasket,
  items: NewItem[],
): Promise<BasketResult> | null {
  const header = core.header();
  if (!header) create(core, input);
  else if (
    header.owner !== input.owner ||
    header.currency !== input.currency ||
    header.country !== input.country
  )
    return null;
  const status = core.checkout.status();
  // Frozen for a sign-in's merge: refused, not replaced, so the line is not left behind in a
  // basket nobody will open again.
  if (status === 'merging') return Promise.resolve(mergingError());
  if (status !== 'open') return null;
  return add(core, input.owner, items);
}

export type ReadOptions = {
  favStoreId?: string;
  inventoryCheck?: boolean;
  /**
   * Priced with the programme as last read: the place-order route reads the cart before placing,
   * and a refresh there would hide from the place a cap spent meanwhile (`benefit-check.ts`).
   */
  keepBenefit?: boolean;
};

/**
 * The cart, its deliveries reconciled with the stores and stock now (`favStoreId` remembered).
 * With `inventoryCheck` (`inventorySupplyCheck=true`) the catalogue is read too: each line that
 * can no longer be had in full is reported as a flash message, and its stock (so `maxQty`) updated.
 */
export async function read(
  core: BasketCore,
  consumerNo: string,
  options: ReadOptions = {},
): Promise<BasketResult> {
  const { favStoreId, inventoryCheck, keepBenefit } = options;
  const before = core.owned(consumerNo, false);
  if ('error' in before) return before.error;
  const [facts, skus] = await Promise.all([
    core.deliveryFacts(favStoreId ? [favStoreId] : [], favStoreId),
    inventoryCheck ? core.catalogueNow(before.header) : undefined,
    keepBenefit ? undefined : core.refreshBenefit(),
  ]);
  const found = core.owned(consumerNo, false);
  if ('error' in found) return found.error;
  const notifications = core.transaction(() => {
    if (favStoreId && facts.stores.get(favStoreId)?.country === found.header.country)
      core.delivery.setFavStoreId(favStoreId);
    core.applyFacts(found.header, facts);
    if (!skus) return [];
    for (const line of core.lines()) {
      const stock = skus.get(line.sku)?.stock ?? 0;
      if (stock !== line.stock) core.basket.setStock(line.id, stock);
    }
    return reprice(core, found.header, skus);
  });
  return {
    ok: true,
    cart: core.render(found.header, skus ? inventoryFlash(core.lines(), skus) : [], notifications),
  };
}

/** Plain lines take the catalogue's price now; the shopper is told of each change (`repricing.ts`). */
function reprice(core: BasketCore, header: Header, skus: Map<string, SkuInfo>): CustomerNotification[] {
  const { changes, notifications } = core.repricing(header, skus);
  for (const c of changes) core.basket.setPrice(c.lineId, c.current, c.original);
  return notifications;
}

/**
 * INV408. `inCart`: the units the cart already holds (an add); the message then says how many
 * more fit, since "only 150 can be added" misleads a shopper who already has 101.
 */
const tooMany = (
  info: { sku: string; name: string; colorName: string; size: string },
  maxQty: number,
  inCart = 0,
) => {
  const label = `${info.name} (${info.colorName}, ${info.size})`;
  const room = Math.max(maxQty - inCart, 0);
  const message =
    inCart === 0
      ? `Only ${maxQty} of ${label} can be added: the maximum quantity is ${maxQty}`
      : room === 0
        ? `No more of ${label} can be added: the cart already has the maximum quantity of ${maxQty}`
        : `Only ${room} more of ${label} can be added: the cart has ${inCart} and the maximum quantity is ${maxQty}`;
  return fail(400, 'INV408', message, { sku: info.sku, maxQty });
};

/** Adds items (all or nothing). Same sku adds to the line's qty; stock limits the resulting qty. */
export async function add(core: BasketCore, consumerNo: string, items: NewItem[]): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const [{ skus, gift }, recipes] = await Promise.all([
    core.catalogueWithGift(
      items.map((i) => i.productId),
      before.header.currency,
    ),
    readRecipes(core.env.DB, items),
    // A member's first line is priced with their programme from the start.
    core.refreshBenefit(),
  ]);

  // From here on everything is synchronous: no other request runs until this function returns.
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const existing = new Map(
    core
      .lines()
      .filter(isPlainLine)
      .map((l) => [l.sku, l]),
  );
  const wanted = new Map<string, number>();
  const special: SpecialLine[] = [];
  for (const item of items) {
    const info = skus.get(item.productId);
    if (!info) {
      // Nothing has been written yet: looking the variant up cannot interleave with a change.
      const unsold = await unsoldVariant(core.env.DB, item.productId, found.header.currency);
      return unsold
        ? fail(409, 'INV406', `${unsold} is not sold online on this site`, { sku: item.productId })
        : fail(404, 'API404', `Product ${item.productId} not found`);
    }
    if (info.stock <= 0) {
      return fail(409, 'INV700', `${info.name} (${info.colorName}, ${info.size}) is out of stock`, {
        sku: info.sku,
      });
    }
    // Gift cards (one line per recipient) and customs recipes get lines of their own.
    if (isSpecialItem(item, info)) {
      const prepared = prepareSpecialLine(item, info, recipes);
      if (!prepared.ok) return prepared;
      if (prepared.line.qty > info.stock)
        return fail(400, 'INV408', `Only ${info.stock} of ${info.name} can be added`, {
          sku: info.sku,
          maxQty: info.stock,
        });
      special.push(prepared.line);
      continue;
    }
    const inCart = wanted.get(info.sku) ?? existing.get(info.sku)?.qty ?? 0;
    const qty = inCart + item.qty;
    const maxQty = Math.min(info.stock, DEFAULT_MAX_QTY);
    if (qty > maxQty) return tooMany(info, maxQty, inCart);
    wanted.set(info.sku, qty);
  }
  core.transaction(() => {
    core.basket.writeAdd(wanted, existing, skus, special);
    core.syncGift(found.header, gift);
  });
  return core.answer(found.header);
}

/** Sets a line's quantity: INV408 (with maxQty) above the stock, GWP403 for the gift. */
export async function update(
  core: BasketCore,
  consumerNo: string,
  itemId: string,
  qty: number,
): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const line = core.lines().find((l) => l.id === itemId);
  const [{ skus, gift }, facts] = await Promise.all([
    core.catalogueWithGift(line ? [line.sku] : [], before.header.currency),
    core.deliveryFacts(),
  ]);

  // Synchronous from here: the line is read again, checked and written with nothing in between.
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (core.basket.isBonus(itemId))
    return fail(403, 'GWP403', 'The quantity of a gift with purchase cannot be changed', { maxQty: 1 });
  const current = core.lines().find((l) => l.id === itemId);
  if (!current) return fail(404, 'API404', `Item ${itemId} is not in the cart`);
  if (isGiftLine(current) && qty > 1)
    return fail(400, 'INV408', 'A gift card line is for one recipient: its quantity is 1', {
      sku: current.sku,
      maxQty: 1,
    });
  const label = `${current.name} (${current.color}, ${current.size})`;
  const info = skus.get(current.sku);
  if (!info) return fail(409, 'INV700', `${label} is no longer available`, { sku: current.sku });
  const stock = info.stock;
  if (stock <= 0) return fail(409, 'INV700', `${label} is out of stock`, { sku: current.sku });
  const maxQty = Math.min(stock, DEFAULT_MAX_QTY);
  if (qty > maxQty) return tooMany({ ...current, colorName: current.color }, maxQty);
  core.transaction(() => {
    core.basket.setQuantity(itemId, qty, stock);
    core.syncGift(found.header, gift);
    // A larger quantity may no longer fit the pickup store (shipping transitions).
    core.applyFacts(found.header, facts);
  });
  await core.releaseHolds();
  return core.answer(found.header);
}

/** Removes one line (GWP403 for the gift, API404 for an unknown line). */
export async function remove(core: BasketCore, consumerNo: string, itemId: string): Promise<BasketResult> {
  const before = core.owned(consumerNo);
  if ('error' in before) return before.error;
  const gift = await core.giftInfo(before.header.currency);
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  if (core.basket.isBonus(itemId))
    return fail(403, 'GWP403', 'A gift with purchase cannot be removed or changed');
  if (!core.lines().some((l) => l.id === itemId))
    return fail(404, 'API404', `Item ${itemId} is not in the cart`);
  core.transaction(() => {
    core.basket.removeLine(itemId);
    core.adjustments.dropMissingLines(new Set(core.lines().map((l) => l.id)));
    core.syncGift(found.header, gift);
  });
  await core.releaseHolds();
  return core.answer(found.header);
}

/** A gift card line's new recipient and message (API400 for any other line). */
export function setGiftOption(
  core: BasketCore,
  consumerNo: string,
  itemId: string,
  giftOption: GiftOption,
): BasketResult {
  const found = core.owned(consumerNo);
  if ('error' in found) return found.error;
  const problem = core.basket.setGiftOption(itemId, giftOption);
  return problem ? { ok: false, error: problem } : core.answer(found.header);
}
