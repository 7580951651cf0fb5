/**
 * One Durable Object per basket, addressed by `idFromName(basketId)`. Its SQLite storage holds the
 * basket header and the lines; every mutation runs inside the object, so concurrent adds to one
 * basket are serialized and never lose an update. Catalogue facts (names, prices, stock) are read
 * from D1 before the synchronous read-check-write step, so no other request can interleave
 * between reading a line's quantity and writing the new one.
 *
 * Every mutation ends with `syncGift()` in the same synchronous step: the gift-with-purchase
 * bonus line (its own table, so it never merges with a paid line of the same sku) is added while
 * the promotion's condition holds and removed when it no longer does.
 */
import { DurableObject } from 'cloudflare:workers';
import { DEFAULT_MAX_QTY } from '../../../shared/constants';
import type { PriceAdjustmentPatch, PriceAdjustmentRequest } from '../../../shared/contract/adjustments';
import type { CustomerNotification, Flash } from '../../../shared/contract/cart';
import type {
  Address,
  CheckoutCart,
  HomeShippingCode,
  PlaceOrderRequest,
} from '../../../shared/contract/checkout';
import type { Currency } from '../../../shared/contract/common';
import type {
  CollectionPoint,
  CollectionPointContact,
  PickupPerson,
} from '../../../shared/contract/delivery';
import type { GiftOption } from '../../../shared/contract/giftcustoms';
import type { SandboxEnv } from '../env';
import type { ErrorPayload } from '../errors';
import { AdjustmentStore, adjustmentsOf, adjustmentValueProblem, isAssociate, prc400 } from './adjustments';
import { BasketStore, type Header, type Line, newId } from './basket-store';
import { cartItemOf } from './cart-item';
import { getGiftSku, getSkus, type SkuInfo, unsoldVariant } from './catalog';
import { CheckoutStore, checkAddress, type StoredPayment } from './checkout-state';
import {
  type DeliveryFacts,
  DeliveryStore,
  expressReaches,
  flashOf,
  lineKind,
  loadDeliveryFacts,
  type Move,
  orderShipments,
  pickupAllowed,
  reconcile,
  stockAt,
} from './delivery';
import {
  allDigital,
  isGiftLine,
  isPlainLine,
  isSpecialItem,
  prepareSpecialLine,
  readRecipes,
  type SpecialLine,
} from './giftcustoms';
import { HOLD_MS, HoldStore, holdStatements, inv701, isOversell, releaseStatements } from './holds';
import { inventoryError, inventoryFlash } from './inventory';
import {
  newOrderNumber,
  type OrderResult,
  orderFromCart,
  orderOf,
  readOrder,
  readOrderByBasket,
  writeOrder,
} from './orders';
import { COUPONS, GWP_PRODUCT_TYPE, isExpired, PRM } from './promotions';
import { repriceLines } from './repricing';
import { type LineDelivery, shipmentIdOf } from './shipments';
import {
  allocate,
  checkPartial,
  isTenderRefusal,
  type PartialMethod,
  paymentProblem,
  redemptionStatements,
  type Tender,
  TenderStore,
  tenderPayments,
  tendersLeft,
  withTenders,
} from './tenders';
import { computeTotals } from './totals';

export type BasketResult = { ok: true; cart: CheckoutCart } | { ok: false; error: ErrorPayload };

export type RemainingToPay =
  | { ok: true; amount: number; currency: Currency }
  | { ok: false; error: ErrorPayload };

export type CreateBasket = {
  basketId: string;
  owner: string;
  currency: Currency;
  country: string;
  locale: string;
};

const fail = (
  status: ErrorPayload['status'],
  errorId: string,
  message: string,
  details?: Record<string, unknown>,
): BasketResult => ({
  ok: false,
  error: { status, errorId, message, ...(details ? { details } : {}) },
});

export class Basket extends DurableObject<SandboxEnv> {
  /** Header, lines, the bonus line and coupons (`basket-store.ts`). */
  private readonly basket: BasketStore;
  private readonly checkout: CheckoutStore;
  private readonly delivery: DeliveryStore;
  /** Gift cards, rewards, Klarna and PayPal (tenders.ts); the card stays in `checkout`. */
  private readonly tenders: TenderStore;
  /** The place-order call in flight: a second one (double click, two tabs) awaits the same answer. */
  private placing: Promise<OrderResult> | undefined;
  /** Associate price adjustments (`adjustments.ts`). */
  private readonly adjustments: AdjustmentStore;
  /** Reserve-with-item stock holds (`holds.ts`); releases run one after another. */
  private readonly holds: HoldStore;
  private releasing: Promise<void> = Promise.resolve();

  constructor(ctx: DurableObjectState, env: SandboxEnv) {
    super(ctx, env);
    const sql = ctx.storage.sql;
    this.basket = new BasketStore(sql, ctx.storage);
    this.checkout = new CheckoutStore(sql);
    this.delivery = new DeliveryStore(sql);
    this.tenders = new TenderStore(sql);
    this.adjustments = new AdjustmentStore(sql);
    this.holds = new HoldStore(sql);
  }

  /** What the totals need of the paid lines (with each line's delivery kind). */
  private paidLines() {
    const deliveries = this.delivery.all();
    return this.lines().map((l) => ({
      ...l,
      productType: l.product_type,
      delivery: deliveries.get(l.id) ?? ({ code: 'standard' } as LineDelivery),
      ...lineKind(l),
    }));
  }

  private giftSkuCache: string | null | undefined;

  /**
   * The catalogue's facts for `skus` (holds credited) and for the gift with purchase, in one D1
   * read (read before the synchronous step).
   */
  private async catalogueWithGift(
    skus: string[],
    currency: Currency,
  ): Promise<{ skus: Map<string, SkuInfo>; gift: SkuInfo | undefined }> {
    if (this.giftSkuCache === undefined)
      this.giftSkuCache = (await getGiftSku(this.env.DB, GWP_PRODUCT_TYPE)) ?? null;
    const giftSku = this.giftSkuCache;
    const found = this.holds.credit(
      await getSkus(this.env.DB, giftSku ? [...skus, giftSku] : skus, currency),
    );
    return { skus: found, gift: giftSku ? found.get(giftSku) : undefined };
  }

  /** The gift's catalogue facts in the basket's currency. */
  private async giftInfo(currency: Currency): Promise<SkuInfo | undefined> {
    return (await this.catalogueWithGift([], currency)).gift;
  }

  /** Adds or drops the bonus line so that it exists exactly while the GWP condition holds. */
  private syncGift(header: Header, gift: SkuInfo | undefined): void {
    const { gwpEligible } = computeTotals(
      this.paidLines(),
      header.currency,
      header.country,
      this.basket.coupons(),
      undefined,
      { adjustments: this.adjustments.list() },
    );
    const bonus = this.basket.bonusLines();
    if (gwpEligible && bonus.length === 0 && gift && gift.stock > 0) {
      this.basket.addBonus(gift);
    } else if (!gwpEligible && bonus.length > 0) {
      this.basket.clearBonus();
    }
  }

  /** Removes one line (GWP403 for the gift, API404 for an unknown line). */
  async removeItem(consumerNo: string, itemId: string): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const gift = await this.giftInfo(before.header.currency);
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    if (this.basket.isBonus(itemId))
      return fail(403, 'GWP403', 'A gift with purchase cannot be removed or changed');
    if (!this.lines().some((l) => l.id === itemId))
      return fail(404, 'API404', `Item ${itemId} is not in the cart`);
    this.ctx.storage.transactionSync(() => {
      this.basket.removeLine(itemId);
      this.adjustments.dropMissingLines(new Set(this.lines().map((l) => l.id)));
      this.syncGift(found.header, gift);
    });
    await this.releaseHolds();
    return { ok: true, cart: this.render(found.header) };
  }

  /** Sets a line's quantity: INV408 (with maxQty) above the stock, GWP403 for the gift. */
  async updateItem(consumerNo: string, itemId: string, qty: number): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const line = this.lines().find((l) => l.id === itemId);
    const [{ skus, gift }, facts] = await Promise.all([
      this.catalogueWithGift(line ? [line.sku] : [], before.header.currency),
      this.deliveryFacts(),
    ]);

    // Synchronous from here: the line is read again, checked and written with nothing in between.
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    if (this.basket.isBonus(itemId))
      return fail(403, 'GWP403', 'The quantity of a gift with purchase cannot be changed', { maxQty: 1 });
    const current = this.lines().find((l) => l.id === itemId);
    if (!current) return fail(404, 'API404', `Item ${itemId} is not in the cart`);
    if (isGiftLine(current) && qty > 1)
      return fail(400, 'INV408', 'A gift card line is for one recipient: its quantity is 1', {
        sku: current.sku,
        maxQty: 1,
      });
    const info = skus.get(current.sku);
    if (!info)
      return fail(
        409,
        'INV700',
        `${current.name} (${current.color}, ${current.size}) is no longer available`,
        {
          sku: current.sku,
        },
      );
    const stock = info.stock;
    const maxQty = Math.min(stock, DEFAULT_MAX_QTY);
    if (stock <= 0)
      return fail(409, 'INV700', `${current.name} (${current.color}, ${current.size}) is out of stock`, {
        sku: current.sku,
      });
    if (qty > maxQty) {
      return fail(
        400,
        'INV408',
        `Only ${maxQty} of ${current.name} (${current.color}, ${current.size}) can be added: the maximum quantity is ${maxQty}`,
        { sku: current.sku, maxQty },
      );
    }
    this.ctx.storage.transactionSync(() => {
      this.basket.setQuantity(itemId, qty, stock);
      this.syncGift(found.header, gift);
      // A larger quantity may no longer fit the pickup store (shipping transitions).
      this.applyFacts(found.header, facts);
    });
    await this.releaseHolds();
    return { ok: true, cart: this.render(found.header) };
  }

  /** A gift card line's new recipient and message (API400 for any other line). */
  setGiftOption(consumerNo: string, itemId: string, giftOption: GiftOption): BasketResult {
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const problem = this.basket.setGiftOption(itemId, giftOption);
    return problem ? { ok: false, error: problem } : { ok: true, cart: this.render(found.header) };
  }

  /** Applies a coupon: PRM130 unknown, PRM140 expired, PRM150 not applicable, PRM160 already applied. */
  async applyCoupon(consumerNo: string, code: string, now = new Date()): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const gift = await this.giftInfo(before.header.currency);
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const coupon = COUPONS.get(code);
    if (!coupon) return fail(404, PRM.unknown, `Coupon code ${code} is not valid`);
    if (isExpired(coupon, now)) return fail(400, PRM.expired, `Coupon code ${code} has expired`);
    const applied = this.basket.coupons();
    if (applied.some((c) => c.coupon.code === code))
      return fail(409, PRM.alreadyApplied, `Coupon code ${code} is already applied`);
    const { totals } = computeTotals(this.paidLines(), found.header.currency, found.header.country, applied);
    const merchandise = totals.itemTotal - (totals.promotionDiscount ?? 0);
    if (this.lines().length === 0 || merchandise < coupon.minimum) {
      return fail(400, PRM.notApplicable, `Coupon code ${code} does not apply to this cart`, {
        minimum: coupon.minimum,
      });
    }
    this.ctx.storage.transactionSync(() => {
      this.basket.addCoupon(code);
      this.syncGift(found.header, gift);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  /** Removes a coupon: PRM170 when it is not in the cart. */
  async removeCoupon(consumerNo: string, code: string): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const gift = await this.giftInfo(before.header.currency);
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    if (!this.basket.coupons().some((c) => c.coupon.code === code))
      return fail(404, PRM.notInCart, `Coupon code ${code} is not applied to this cart`);
    this.ctx.storage.transactionSync(() => {
      this.basket.removeCoupon(code);
      this.syncGift(found.header, gift);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  /** What the catalogue says now about every paid line (a variant off sale is absent). */
  private catalogueNow(header: Header): Promise<Map<string, SkuInfo>> {
    return getSkus(
      this.env.DB,
      this.lines().map((l) => l.sku),
      header.currency,
    ).then((m) => this.holds.credit(m));
  }

  private header(): Header | undefined {
    return this.basket.header();
  }

  private lines(): Line[] {
    return this.basket.lines();
  }

  /** Loads the basket for `consumerNo`: BSK404 when it does not exist, AUT498 when someone else owns it. */
  private owned(consumerNo: string, forWrite = true): { header: Header } | { error: BasketResult } {
    const header = this.header();
    if (!header) return { error: fail(404, 'BSK404', 'Cart not found') };
    if (header.owner !== consumerNo)
      return { error: fail(403, 'AUT498', 'Cart belongs to another customer') };
    // A basket that became an order is closed: the shopper's next cart is a new one. While its
    // order is being placed or waits for 3DS it can be read (and placed again) but not changed.
    const status = this.checkout.status();
    if (status === 'ordered') return { error: fail(404, 'BSK404', 'Cart not found') };
    if (forWrite && status !== 'open')
      return { error: fail(409, 'ORD409', 'An order is being placed for this cart') };
    return { header };
  }

  create(input: CreateBasket): BasketResult {
    if (this.header()) return fail(409, 'BSK409', 'Cart already exists');
    this.basket.createHeader({
      id: input.basketId,
      owner: input.owner,
      currency: input.currency,
      country: input.country,
      locale: input.locale,
    });
    return { ok: true, cart: this.render(this.header()!) };
  }

  /**
   * The cart, its deliveries reconciled with the stores and stock now (`favStoreId` remembered).
   * With `inventoryCheck` (`inventorySupplyCheck=true`) the catalogue is read too: each line that
   * can no longer be had in full is reported as a flash message, and its stock (so `maxQty`) updated.
   */
  async get(
    consumerNo: string,
    options: { favStoreId?: string; inventoryCheck?: boolean } = {},
  ): Promise<BasketResult> {
    const { favStoreId, inventoryCheck } = options;
    const before = this.owned(consumerNo, false);
    if ('error' in before) return before.error;
    const [facts, skus] = await Promise.all([
      this.deliveryFacts(favStoreId ? [favStoreId] : [], favStoreId),
      inventoryCheck ? this.catalogueNow(before.header) : undefined,
    ]);
    const found = this.owned(consumerNo, false);
    if ('error' in found) return found.error;
    const notifications = this.ctx.storage.transactionSync(() => {
      if (favStoreId && facts.stores.get(favStoreId)?.country === found.header.country)
        this.delivery.setFavStoreId(favStoreId);
      this.applyFacts(found.header, facts);
      if (!skus) return [];
      for (const line of this.lines()) {
        const stock = skus.get(line.sku)?.stock ?? 0;
        if (stock !== line.stock) this.basket.setStock(line.id, stock);
      }
      return this.reprice(found.header, skus);
    });
    return {
      ok: true,
      cart: this.render(found.header, skus ? inventoryFlash(this.lines(), skus) : [], notifications),
    };
  }

  /** Plain lines take the catalogue's price now; the shopper is told of each change (`repricing.ts`). */
  private reprice(header: Header, skus: Map<string, SkuInfo>): CustomerNotification[] {
    const { changes, notifications } = repriceLines(
      this.lines().filter(isPlainLine),
      skus,
      header.currency,
      header.locale,
    );
    for (const c of changes) this.basket.setPrice(c.lineId, c.current, c.original);
    return notifications;
  }

  // ---- Delivery kinds (`delivery.ts`, `shipments.ts`). ----

  /** Catalogue facts for every line, the stores of its deliveries, the favourite and `extra` stores. */
  private deliveryFacts(extraStores: string[] = [], favStoreId?: string): Promise<DeliveryFacts> {
    const stores = [...this.delivery.all().values()].flatMap((d) => (d.storeId ? [d.storeId] : []));
    const fav = favStoreId ?? this.delivery.favStoreId();
    return loadDeliveryFacts(
      this.env.DB,
      this.lines().map((l) => l.sku),
      [...stores, ...(fav ? [fav] : []), ...extraStores],
    ).then((facts) => this.holds.creditWarehouse(facts));
  }

  /** Applies the moves the facts force and the express downgrade; records a flash for each. */
  private applyFacts(header: Header, facts: DeliveryFacts, skipLineId?: string): Move[] {
    this.delivery.rememberStock(facts);
    if (this.checkout.status() !== 'open') return [];
    const deliveries = this.delivery.all();
    const lines = this.lines()
      .filter((l) => l.id !== skipLineId && !lineKind(l).isDigital && !lineKind(l).isCustoms)
      .map((l) => ({
        id: l.id,
        sku: l.sku,
        qty: l.qty,
        delivery: deliveries.get(l.id) ?? ({ code: 'standard' } as LineDelivery),
      }));
    const moves = reconcile(lines, facts, {
      favStoreId: this.delivery.favStoreId(),
      pickupAllowed: pickupAllowed(header.country),
      country: header.country,
    });
    const flash: Flash[] = [];
    for (const m of moves) {
      this.delivery.set(m.lineId, m.to);
      flash.push(flashOf(m, lines.find((l) => l.id === m.lineId)!.sku, shipmentIdOf({ delivery: m.to })));
    }
    flash.push(...this.downgrade());
    this.delivery.addFlash(flash);
    return moves;
  }

  /** Express to an address it does not reach becomes standard (OrderShippingMethodDowngraded). */
  private downgrade(): Flash[] {
    if (this.checkout.shippingMethod() !== 'express' || expressReaches(this.checkout.shipping())) return [];
    this.checkout.setShippingMethod('standard');
    const type = 'OrderShippingMethodDowngraded';
    return [{ code: type, type, details: { shipmentId: 'me' } }];
  }

  /**
   * PUT /cart/v1/cart/{basketId}/item?action=pickup|sts|pudo|standard&favStoreId=: moves one line.
   * Pickup needs the site's pickup flag and the store's stock of the line's quantity; ship to store
   * and pudo need warehouse stock; one ship-to-store store per basket (the other sts lines follow).
   */
  async setDelivery(
    consumerNo: string,
    itemId: string,
    action: 'pickup' | 'sts' | 'pudo' | 'standard',
    storeId?: string,
  ): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const needsStore = action === 'pickup' || action === 'sts';
    if (needsStore && !storeId) return fail(400, 'API400', `favStoreId is required for action ${action}`);
    if (action === 'pickup' && !pickupAllowed(before.header.country))
      return fail(400, 'STR400', 'Pick up in store is not offered on this site');
    const facts = await this.deliveryFacts(needsStore && storeId ? [storeId] : []);

    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    if (this.basket.isBonus(itemId)) return fail(403, 'GWP403', 'A gift with purchase ships with the order');
    const line = this.lines().find((l) => l.id === itemId);
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
    this.ctx.storage.transactionSync(() => {
      this.delivery.clearFlash();
      this.delivery.set(itemId, { code: action, ...(store ? { storeId: store.id } : {}) });
      if (action === 'sts')
        for (const [id, d] of this.delivery.all())
          if (d.code === 'sts' && d.storeId !== store!.id)
            this.delivery.set(id, { code: 'sts', storeId: store!.id });
      this.applyFacts(found.header, facts, itemId);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  /** PUT .../deliveryDetails: the pickup person and the collection point (with its contact). */
  setDeliveryDetails(
    consumerNo: string,
    details: {
      pickupPerson?: PickupPerson;
      collectionPoint?: CollectionPoint;
      contact?: CollectionPointContact;
    },
  ): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    if (details.pickupPerson) this.delivery.setPickupPerson(details.pickupPerson);
    if (details.collectionPoint)
      this.delivery.setCollectionPoint(details.collectionPoint, details.contact ?? {});
    return { ok: true, cart: this.render(found.header) };
  }

  /** Adds items (all or nothing). Same sku adds to the line's qty; stock limits the resulting qty. */
  async addItems(
    consumerNo: string,
    items: { productId: string; qty: number; giftOption?: GiftOption; recipeId?: string }[],
  ): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const [{ skus, gift }, recipes] = await Promise.all([
      this.catalogueWithGift(
        items.map((i) => i.productId),
        before.header.currency,
      ),
      readRecipes(this.env.DB, items),
    ]);

    // From here on everything is synchronous: no other request runs until this method returns.
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const existing = new Map(
      this.lines()
        .filter(isPlainLine)
        .map((l) => [l.sku, l]),
    );
    const wanted = new Map<string, number>();
    const special: SpecialLine[] = [];
    for (const item of items) {
      const info = skus.get(item.productId);
      if (!info) {
        // Nothing has been written yet: looking the variant up cannot interleave with a change.
        const unsold = await unsoldVariant(this.env.DB, item.productId, found.header.currency);
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
      const qty = (wanted.get(info.sku) ?? existing.get(info.sku)?.qty ?? 0) + item.qty;
      const maxQty = Math.min(info.stock, DEFAULT_MAX_QTY);
      if (qty > maxQty) {
        return fail(
          400,
          'INV408',
          `Only ${maxQty} of ${info.name} (${info.colorName}, ${info.size}) can be added: the maximum quantity is ${maxQty}`,
          {
            sku: info.sku,
            maxQty,
          },
        );
      }
      wanted.set(info.sku, qty);
    }
    this.ctx.storage.transactionSync(() => {
      this.basket.writeAdd(wanted, existing, skus, special);
      this.syncGift(found.header, gift);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  /** Tax follows the region delivered to (the shipping address, else the billing address). */
  private taxRegion(): string | undefined {
    return (this.checkout.shipping() ?? this.checkout.billing())?.stateCityProvDept || undefined;
  }

  private render(
    header: Header,
    flash: Flash[] = [],
    customerNotifications: CustomerNotification[] = [],
  ): CheckoutCart {
    const lines = [
      ...this.paidLines().map((l) => ({ ...l, bonus: false })),
      ...this.basket.bonusLines().map((l) => ({ ...l, bonus: true, productType: l.product_type })),
    ];
    const computed = computeTotals(
      lines,
      header.currency,
      header.country,
      this.basket.coupons(),
      this.checkout.shippingMethod(),
      {
        expressAllowed: expressReaches(this.checkout.shipping()),
        adjustments: this.adjustments.list(),
        taxRegion: this.taxRegion(),
      },
    );
    const optionContext = {
      favStoreId: this.delivery.favStoreId(),
      pickupAllowed: pickupAllowed(header.country),
      seen: (storeId: string, sku: string) => this.delivery.stockSeen(storeId, sku),
      freeShipping: computed.freeShipping,
    };
    const items = lines.map((l, i) => cartItemOf(l, computed.lines[i]!, header.locale, optionContext));
    const delivery = this.delivery.state();
    const paid = withTenders(
      computed.totals,
      this.checkout.state(computed.totals.total),
      this.tenders.list(),
    );
    const customerEmail =
      paid.checkout.customerEmail ?? delivery.pickupPerson?.email ?? delivery.collectionPointContact?.email;
    return {
      id: header.id,
      items,
      totals: paid.totals,
      totalItems: computed.totalItems,
      currency: header.currency,
      flash: [...this.delivery.flash(new Set(items.map((i) => i.id))), ...flash],
      customerNotifications,
      couponItems: computed.couponItems,
      orderPromotions: computed.orderPromotions,
      promoSummary: computed.promoSummary,
      shippingMethods: computed.shippingMethods,
      priceAdjustments: adjustmentsOf(this.adjustments.list(), computed.adjustmentAmounts),
      checkout: { ...paid.checkout, ...delivery, ...(customerEmail ? { customerEmail } : {}) },
    };
  }

  // ---- Checkout (commerce spec section 7): addresses, shipping method, payment, order. ----

  // ---- Associate price adjustments (`adjustments.ts`) and reserve with item (`holds.ts`). ----

  /** POST .../price_adjustments: PRC400 not an associate, bad value, unknown or gift card line. */
  async addAdjustment(consumerNo: string, body: PriceAdjustmentRequest): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const [associate, gift] = await Promise.all([
      isAssociate(this.env.DB, body),
      this.giftInfo(before.header.currency),
    ]);
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const problem = this.adjustmentProblem(associate, body.type, body.value, body.itemId);
    if (problem) return { ok: false, error: problem };
    const { storeId, storeEmployeeId, itemId, type, value, reasonCode } = body;
    this.ctx.storage.transactionSync(() => {
      this.adjustments.add({
        id: `adj${newId()}`,
        ...(itemId ? { itemId } : {}),
        type,
        value,
        reasonCode,
        storeId,
        storeEmployeeId,
      });
      this.syncGift(found.header, gift);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  /** PATCH (with `patch`) or DELETE (without) an adjustment: API404 when it is not in the cart. */
  async changeAdjustment(
    consumerNo: string,
    adjustmentId: string,
    associate: { storeId: string; storeEmployeeId: string },
    patch?: PriceAdjustmentPatch,
  ): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const [known, gift] = await Promise.all([
      isAssociate(this.env.DB, associate),
      this.giftInfo(before.header.currency),
    ]);
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    if (!known) return { ok: false, error: this.adjustmentProblem(false, 'AMOUNT', 1)! };
    const existing = this.adjustments.find(adjustmentId);
    if (!existing) return fail(404, 'API404', `Price adjustment ${adjustmentId} is not in the cart`);
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
    this.ctx.storage.transactionSync(() => {
      if (next) this.adjustments.update(next);
      else this.adjustments.remove(adjustmentId);
      this.syncGift(found.header, gift);
    });
    return { ok: true, cart: this.render(found.header) };
  }

  private adjustmentProblem(
    associate: boolean,
    type: 'AMOUNT' | 'PERCENTAGE',
    value: number,
    itemId?: string,
  ) {
    if (!associate)
      return prc400('Price adjustments are given by an associate of the store', {
        field: 'storeEmployeeId',
      });
    const bad = adjustmentValueProblem(type, value);
    if (bad) return bad;
    const lines = this.lines();
    if (lines.length === 0) return prc400('The cart is empty');
    if (itemId === undefined) return null;
    const line = lines.find((l) => l.id === itemId);
    if (!line) return prc400(`Item ${itemId} is not in the cart`, { itemId });
    if (lineKind(line).isDigital) return prc400('A gift card cannot be adjusted', { itemId });
    return null;
  }

  /**
   * POST /cart/v1/reserveWithItem: holds `qty` units of the sku in D1 for HOLD_MS (INV701 when they
   * are not there), then adds them to the cart; a refused add gives the units back.
   */
  async reserveWithItem(consumerNo: string, productId: string, qty: number): Promise<BasketResult> {
    const before = this.owned(consumerNo);
    if ('error' in before) return before.error;
    const info = (await getSkus(this.env.DB, [productId], before.header.currency)).get(productId);
    if (!info) return fail(404, 'API404', `Product ${productId} not found`);
    if (isSpecialItem({ productId, qty }, info))
      return fail(400, 'API400', 'Gift cards and customised products cannot be reserved');
    const found = this.owned(consumerNo);
    if ('error' in found) return found.error;
    const now = Date.now();
    const hold = {
      id: `rsv${newId()}`,
      sku: info.sku,
      qty,
      expiresAt: new Date(now + HOLD_MS).toISOString(),
    };
    try {
      await this.env.DB.batch(
        holdStatements(this.env.DB, {
          ...hold,
          basketId: found.header.id,
          now: new Date(now).toISOString(),
        }),
      );
    } catch (error) {
      if (isOversell(error)) return { ok: false, error: inv701(info.sku, qty) };
      throw error;
    }
    this.holds.add(hold);
    await this.scheduleRelease();
    const added = await this.addItems(consumerNo, [{ productId, qty }]);
    // A refused add gives this hold's units back (whatever else the basket holds or has).
    if (!added.ok)
      await this.releaseHolds(undefined, [{ hold: { ...hold, status: 'held' }, qty, expired: false }]);
    return added;
  }

  /** The hold alarm: gives back every expired hold's units, then waits for the next expiry. */
  override async alarm(): Promise<void> {
    await this.releaseHolds(Date.now());
    await this.scheduleRelease();
  }

  private async scheduleRelease(): Promise<void> {
    const next = this.holds.nextExpiry();
    if (next === null) await this.ctx.storage.deleteAlarm();
    // Not in the past: an alarm that could not release yet (order being placed) retries in a second.
    else await this.ctx.storage.setAlarm(Math.max(next, Date.now() + 1000));
  }

  /**
   * Gives back held units the lines no longer want (and, with `expiredBefore`, expired holds), or
   * exactly the `given` releases.
   */
  private releaseHolds(expiredBefore?: number, given?: ReturnType<HoldStore['excess']>): Promise<void> {
    const run = async () => {
      if (this.checkout.status() !== 'open') return;
      const wanted = new Map<string, number>();
      for (const l of this.lines().filter(isPlainLine)) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.qty);
      const releases = given ?? this.holds.excess(wanted, expiredBefore);
      if (releases.length === 0) return;
      const now = new Date().toISOString();
      await this.env.DB.batch(releases.flatMap((r) => releaseStatements(this.env.DB, r.hold, r.qty, now)));
      this.ctx.storage.transactionSync(() => {
        for (const r of releases) this.holds.released(r.hold.id, r.qty, r.expired);
      });
    };
    this.releasing = this.releasing.then(run, run);
    return this.releasing;
  }

  /** Owned and still open for changes (ORD409 while an order is being placed). */
  private writable(consumerNo: string): { header: Header } | { error: BasketResult } {
    return this.owned(consumerNo);
  }

  /** After the 3DS answer (either way) the basket is closed for good. */
  close(consumerNo: string): void {
    const header = this.header();
    if (header?.owner === consumerNo && this.checkout.status() === 'pending')
      this.checkout.setStatus('ordered');
  }

  /** Stores (or with null removes) the shipping or billing address after the validation rules. */
  setAddress(consumerNo: string, kind: 'shipping' | 'billing', address: Address | null): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    if (address) {
      const check = checkAddress(address, found.header.currency, kind);
      if (!check.ok) return fail(check.status, check.errorId, check.message, { fields: check.fields });
      if (kind === 'shipping') this.checkout.setShipping(check.address);
      else this.checkout.setBilling(check.address);
    } else if (kind === 'shipping') this.checkout.setShipping(null);
    else this.checkout.setBilling(null);
    // A new address may be out of express's reach: the method is downgraded and the cart says so.
    if (kind === 'shipping') this.delivery.addFlash(this.downgrade());
    return { ok: true, cart: this.render(found.header) };
  }

  /** POST /cart/v1/shippingMethod for any shipment: the code must be one of its applicable methods. */
  setShippingMethod(consumerNo: string, code: string, shippingId = 'me'): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    const shipment = this.render(found.header).shippingMethods?.find((m) => m.shippingId === shippingId);
    if (!shipment) return fail(404, 'API404', `Shipment ${shippingId} not found`);
    if (!shipment.applicableShippingMethods.some((m) => m.code === code))
      return fail(400, 'API400', `Shipping method ${code} does not apply to shipment ${shippingId}`, {
        fields: { shippingMethod: 'notAvailable' },
      });
    if (shippingId === 'me') this.checkout.setShippingMethod(code as HomeShippingCode);
    return { ok: true, cart: this.render(found.header) };
  }

  /** Sets the card (one instrument per basket: a new card replaces the old) or removes it by id. */
  setPayment(consumerNo: string, payment: StoredPayment | null, removeId?: string): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    if (!payment && removeId && this.tenders.remove(removeId))
      return { ok: true, cart: this.render(found.header) };
    if (!payment && this.checkout.payment()?.payment_instrument_id !== removeId)
      return fail(404, 'API404', `Payment instrument ${removeId} is not in the cart`);
    if (payment) this.tenders.clearWallets();
    this.checkout.setPayment(payment);
    return { ok: true, cart: this.render(found.header) };
  }

  /**
   * Adds a gift card or reward (`available`: its balance or amount, checked in D1 by the caller)
   * for min(available, remaining to pay, requested), or a Klarna/PayPal approval that replaces
   * the card and any other wallet.
   */
  addTender(
    consumerNo: string,
    tender: Omit<Tender, 'position' | 'amount'> & { available: number; requested?: number | undefined },
  ): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    const { available, requested, ...rest } = tender;
    if (rest.method === 'KLARNA' || rest.method === 'PAYPAL') {
      this.ctx.storage.transactionSync(() => {
        this.checkout.setPayment(null);
        this.tenders.clearWallets();
        this.tenders.add({ ...rest, amount: available });
      });
      return { ok: true, cart: this.render(found.header) };
    }
    const total = this.render(found.header).totals.total;
    const check = checkPartial(
      this.tenders.list(),
      rest.method as PartialMethod,
      rest.ref,
      available,
      total,
      requested,
    );
    if (!check.ok) return { ok: false, error: check.error };
    this.tenders.add({ ...rest, amount: check.amount });
    return { ok: true, cart: this.render(found.header) };
  }

  /** POST /cart/v1/deviceFingerPrint: kept for the order's payments. */
  setDeviceFingerprint(consumerNo: string, value: string): BasketResult {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    this.tenders.setFingerprint(value);
    return { ok: true, cart: this.render(found.header) };
  }

  /** What the open Klarna/PayPal session would be for: the basket's remaining amount. */
  remainingToPay(consumerNo: string): RemainingToPay {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error as RemainingToPay;
    const cart = this.render(found.header);
    const partial = this.tenders.partial();
    const { remaining } = allocate(cart.totals.total, partial);
    return { ok: true, amount: remaining, currency: found.header.currency };
  }

  /** Copies addresses and shipping method into a retry cart (after a failed 3DS). */
  restoreCheckout(
    consumerNo: string,
    from: { shipping?: Address; billing?: Address; method: HomeShippingCode },
  ) {
    const found = this.writable(consumerNo);
    if ('error' in found) return found.error;
    if (from.shipping) this.checkout.setShipping(from.shipping);
    if (from.billing) this.checkout.setBilling(from.billing);
    this.checkout.setShippingMethod(from.method);
    return { ok: true, cart: this.render(found.header) } satisfies BasketResult;
  }

  /** After a refused redemption: gift cards keep only their balance, used rewards and sessions go. */
  private async refreshTenders(): Promise<void> {
    const list = this.tenders.list();
    const facts = await tendersLeft(this.env.DB, list, new Date().toISOString());
    this.ctx.storage.transactionSync(() => {
      list.forEach((t, i) => {
        const left = Math.min(t.amount, facts[i] ?? 0);
        if (left <= 0) this.tenders.remove(t.id);
        else if (left !== t.amount) this.tenders.setAmount(t.id, left);
      });
    });
  }

  /** What must hold before an order can be placed; the failing step's error, or null. */
  private readiness(header: Header): BasketResult | null {
    if (this.lines().length === 0) return fail(400, 'API400', 'The cart is empty');
    // A home address only when something goes home (`me` or `customs`); the others need their contacts.
    const shipments = this.render(header).shippingMethods ?? [];
    const needsAddress = shipments.some((m) => m.shippingId === 'me' || m.shippingId === 'customs');
    // Only digital gift cards: no shipping address, but a billing address with an e-mail.
    if (allDigital(this.lines()) && !this.checkout.billing()?.recipientContactEmail)
      return fail(400, 'API400', 'A billing address with an e-mail is required', {
        type: 'InvalidBillingAddress',
        fields: { recipientContactEmail: 'required' },
      });
    const shipping = this.checkout.shipping();
    if (needsAddress && !shipping)
      return fail(400, 'API400', 'A shipping address is required', {
        type: 'InvalidShippingAddress',
        shipmentId: 'me',
      });
    if (shipping) {
      const check = checkAddress(shipping, header.currency, 'shipping');
      if (!check.ok)
        return fail(check.status, check.errorId, check.message, { fields: check.fields, shipmentId: 'me' });
    }
    const delivery = this.delivery.state();
    const pickup = shipments.find((m) => m.code === 'pickup' || m.code === 'sts');
    if (pickup && !delivery.pickupPerson)
      return fail(400, 'API400', 'A pickup person is required', { shipmentId: pickup.shippingId });
    if (shipments.some((m) => m.code === 'pudo') && !delivery.collectionPoint)
      return fail(400, 'API400', 'A collection point is required', { shipmentId: 'pudo' });
    if (!shipping && !this.checkout.billing()) return fail(400, 'API400', 'A billing address is required');
    const unpaid = paymentProblem(
      Boolean(this.checkout.payment()),
      this.tenders.list(),
      this.render(header).totals.total,
    );
    if (unpaid) return { ok: false, error: unpaid };
    return null;
  }

  /** POST /cart/v1/cart/prepareOrder: the cart when everything is in place, else the missing step. */
  async prepareOrder(consumerNo: string): Promise<BasketResult> {
    const before = this.owned(consumerNo, false);
    if ('error' in before) return before.error;
    const [skus, facts] = await Promise.all([this.catalogueNow(before.header), this.deliveryFacts()]);
    const found = this.owned(consumerNo, false);
    if ('error' in found) return found.error;
    // A delivery that no longer works moved (a flash says how): back to shipping (spec: ORD430).
    const moved = this.ctx.storage.transactionSync(() => this.applyFacts(found.header, facts));
    if (moved.length > 0)
      return fail(409, 'ORD430', 'The delivery of an item changed: check the shipping step', {
        type: moved[0]!.transition,
        itemId: moved[0]!.lineId,
      });
    const problem = this.readiness(found.header) ?? this.outOfStock(skus);
    if (problem) return problem;
    return { ok: true, cart: this.render(found.header) };
  }

  /** ORD430 for a line no longer sold, INV409 when fewer units are left than wanted; flash details. */
  private outOfStock(skus: Map<string, SkuInfo>): BasketResult | null {
    const error = inventoryError(inventoryFlash(this.lines(), skus));
    return error ? { ok: false, error: this.holds.relabel(error) } : null;
  }

  /**
   * PUT /cart/v2/checkout/order. Idempotent per basket: the order number is recorded in this object
   * before anything is written, a call while one is in flight shares its answer, and a call after
   * the order exists answers that order again. So a double click, a retry or two tabs give one
   * order and one charge.
   */
  placeOrder(consumerNo: string, request: PlaceOrderRequest): Promise<OrderResult> {
    const header = this.header();
    if (header && header.owner !== consumerNo)
      return Promise.resolve(fail(403, 'AUT498', 'Cart belongs to another customer') as OrderResult);
    if (!this.placing) {
      this.placing = this.place(consumerNo, request).finally(() => {
        this.placing = undefined;
      });
    }
    return this.placing;
  }

  private async place(consumerNo: string, request: PlaceOrderRequest): Promise<OrderResult> {
    const header = this.header();
    if (!header) return fail(404, 'BSK404', 'Cart not found') as OrderResult;
    const existing = this.checkout.orderNumber();
    const status = this.checkout.status();
    if (existing && (status === 'ordered' || status === 'pending')) {
      const record = await readOrder(this.env.DB, existing);
      if (record) return { ok: true, order: orderOf(record) };
    }
    // A write that may have landed before this object lost track of it (crash, eviction).
    if (existing && status === 'placing') {
      const record = await readOrderByBasket(this.env.DB, header.id);
      if (record) {
        this.checkout.setStatus(record.status === 'PENDING_PAYMENT' ? 'pending' : 'ordered');
        return { ok: true, order: orderOf(record) };
      }
    }
    const found = this.owned(consumerNo, false);
    if ('error' in found) return found.error as OrderResult;
    if (request.billingAddress) {
      const set = this.setAddress(consumerNo, 'billing', request.billingAddress as Address);
      if (!set.ok) return set as OrderResult;
    }
    const notReady = this.readiness(header);
    if (notReady) return notReady as OrderResult;

    const orderNumber = existing ?? newOrderNumber();
    this.checkout.setPlacing(orderNumber);
    try {
      const skus = await this.catalogueNow(header);
      const gone = this.outOfStock(skus);
      if (gone) {
        this.checkout.setStatus('open');
        return gone as OrderResult;
      }
      const cart = this.render(header);
      const stores = await loadDeliveryFacts(
        this.env.DB,
        [],
        (cart.shippingMethods ?? []).flatMap((m) => (m.storeId ? [m.storeId] : [])),
      ).then((f) => f.stores);
      // The card pays what gift cards and rewards leave (nothing when they cover the total).
      const remaining = cart.totals.remainingToPay;
      const card = remaining > 0 ? this.checkout.payment() : undefined;
      const tenders = tenderPayments(cart.totals.total, this.tenders.list());
      const payment = card ?? { behaviour: 'approve' as const };
      if (payment.behaviour === 'decline') {
        this.checkout.setStatus('open');
        return fail(402, 'PYT402', 'The card was declined by the issuer') as OrderResult;
      }
      const challenge = payment.behaviour === 'challenge';
      const challengeId = challenge ? `ch_${crypto.randomUUID().replace(/-/g, '')}` : undefined;
      const order = orderFromCart({
        orderNumber,
        cart,
        shipments: orderShipments(cart, stores),
        card,
        tenders,
        challengeId,
      });
      try {
        await writeOrder(this.env.DB, {
          order,
          basketId: header.id,
          consumerNo,
          country: header.country,
          locale: header.locale,
          ...(card
            ? {
                payment: {
                  id: `pay_${newId()}`,
                  token: card.token,
                  amount: remaining,
                  status: order.payments.at(-1)!.status,
                  ...(challengeId ? { challengeId } : {}),
                },
              }
            : {}),
          extra: redemptionStatements(
            this.env.DB,
            orderNumber,
            tenders,
            order.createdAt,
            this.tenders.fingerprint(),
          ),
        });
      } catch (error) {
        const message = String(error);
        if (message.includes('INV409')) {
          // Another order took the last units between our check and this write.
          this.checkout.setStatus('open');
          const now = await this.catalogueNow(header);
          return (this.outOfStock(now) ??
            fail(409, 'INV409', 'Not enough stock is left for this order')) as OrderResult;
        }
        if (isTenderRefusal(message)) {
          // A gift card was spent or blocked meanwhile, a reward or a wallet session used: the
          // tenders shrink to what is really left and the shopper pays the rest another way.
          this.checkout.setStatus('open');
          await this.refreshTenders();
          return fail(
            409,
            'FE309',
            'A gift card, reward or wallet approval no longer covers its part of the order: check the payment',
          ) as OrderResult;
        }
        if (/UNIQUE/i.test(message)) {
          const record = await readOrderByBasket(this.env.DB, header.id);
          if (record) {
            this.checkout.setStatus(record.status === 'PENDING_PAYMENT' ? 'pending' : 'ordered');
            return { ok: true, order: orderOf(record) };
          }
        }
        this.checkout.setStatus('open');
        throw error;
      }
      this.checkout.setStatus(challenge ? 'pending' : 'ordered');
      this.holds.clear(); // consumed by the order's batch
      return { ok: true, order };
    } catch (error) {
      if (this.checkout.status() === 'placing') this.checkout.setStatus('open');
      throw error;
    }
  }
}
