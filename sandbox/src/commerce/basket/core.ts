/**
 * What every basket operation shares: the object's stores, the ownership check, the catalogue and
 * delivery reads that precede a synchronous step, the gift-with-purchase sync, the hold releases
 * and the cart as it is answered. The operations themselves live beside this file, one module per
 * concern; `Basket` (the Durable Object) only routes its RPC calls to them.
 */

import type { CustomerNotification, Flash, ShippingMethods } from '../../../../shared/contract/cart';
import type { CheckoutCart } from '../../../../shared/contract/checkout';
import type { Currency } from '../../../../shared/contract/common';
import { PRICE_CHANGED } from '../../../../shared/contract/constants';
import type { ErrorPayload } from '../../errors';
import { athleteCreditOf, BenefitStore, discountOf, loadBenefit } from '../../members/benefit';
import { AdjustmentStore, adjustmentsOf } from '../adjustments';
import { getGiftSku, getSkus, type SkuInfo } from '../catalog';
import { CheckoutStore } from '../checkout-state';
import { DeliveryStore, expressReaches, lineKind, pickupAllowed } from '../delivery';
import {
  type DeliveryFacts,
  flashOf,
  loadDeliveryFacts,
  type Move,
  reconcile,
} from '../delivery-transitions';
import { isPlainLine } from '../giftcustoms';
import { type Hold, HoldStore, releaseStatements } from '../holds';
import { inventoryError, inventoryFlash } from '../inventory';
import { localizeCart } from '../localize-cart';
import { GWP_PRODUCT_TYPE } from '../promotions';
import { type Repricing, repriceLines } from '../repricing';
import { type LineDelivery, shipmentIdOf } from '../shipments';
import { creditedTenders, TenderStore, voucherPoints, withTenders } from '../tenders';
import { computeTotals } from '../totals';
import { cartItemOf } from './cart-item';
import { BasketStore, type Header, type Line } from './store';

/**
 * The bindings the basket reads (a part of the sandbox's `SandboxEnv`, which the runtime passes
 * whole): the catalogue, holds and orders in D1. Declared here so that the basket never imports
 * `env.ts`, which names its Durable Object class.
 */
export type BasketEnv = { DB: D1Database };

export type BasketResult = { ok: true; cart: CheckoutCart } | { ok: false; error: ErrorPayload };

export type Owned = { header: Header } | { error: BasketResult };

export const fail = (
  status: ErrorPayload['status'],
  errorId: string,
  message: string,
  details?: Record<string, unknown>,
): BasketResult => ({
  ok: false,
  error: { status, errorId, message, ...(details ? { details } : {}) },
});

/** A guest basket frozen while a sign-in merges it (`merge.ts`) takes no changes. */
export const mergingError = () => fail(409, 'BSK409', 'Cart is being merged into a member cart');

/** The cart's `reservations`: holds not yet past their end (the alarm releases those). */
const reservationsOf = (held: readonly Hold[]) => {
  const now = Date.now();
  const live = held.filter((h) => Date.parse(h.expiresAt) > now);
  return live.length === 0
    ? {}
    : { reservations: live.map((h) => ({ id: h.id, productId: h.sku, qty: h.qty, expiresAt: h.expiresAt })) };
};

export class BasketCore {
  /** Header, lines, the bonus line and coupons (`store.ts`). */
  readonly basket: BasketStore;
  readonly checkout: CheckoutStore;
  readonly delivery: DeliveryStore;
  /** Gift cards, rewards, Klarna and PayPal (`tenders.ts`); the card stays in `checkout`. */
  readonly tenders: TenderStore;
  /** Associate price adjustments (`adjustments.ts`). */
  readonly adjustments: AdjustmentStore;
  /** Reserve-with-item stock holds (`holds.ts`); releases run one after another. */
  readonly holds: HoldStore;
  /** The owner's programme as last read from D1 (members/benefit.ts). */
  readonly benefit: BenefitStore;
  private releasing: Promise<void> = Promise.resolve();
  private giftSkuCache: string | null | undefined;

  constructor(
    private readonly ctx: DurableObjectState,
    readonly env: BasketEnv,
  ) {
    const sql = ctx.storage.sql;
    this.basket = new BasketStore(sql, ctx.storage);
    this.checkout = new CheckoutStore(sql);
    this.delivery = new DeliveryStore(sql);
    this.tenders = new TenderStore(sql);
    this.adjustments = new AdjustmentStore(sql);
    this.holds = new HoldStore(sql);
    this.benefit = new BenefitStore(sql);
  }

  /**
   * Reads the owner's programme from D1 before a synchronous step prices the basket with it (cart
   * read, adding a payment, prepare and place order); a guest's basket asks nothing.
   */
  async refreshBenefit(): Promise<void> {
    const owner = this.header()?.owner;
    if (!owner) return;
    const benefit = await loadBenefit(this.env.DB, owner);
    if (JSON.stringify(benefit) !== JSON.stringify(this.benefit.get())) this.benefit.set(benefit);
  }

  /** The athlete credit left for this basket's currency (undefined for anyone but an athlete). */
  athleteCredit(header: Header): number | undefined {
    return athleteCreditOf(this.benefit.get(), header.currency);
  }

  /** The tenders with the athlete credit at what is left of it (tenders.ts `creditedTenders`). */
  creditedTenders(header: Header) {
    return creditedTenders(this.tenders.list(), this.athleteCredit(header));
  }

  /** The programme discount this basket's totals apply (undefined for most shoppers). */
  memberDiscount(header: Header) {
    return discountOf(this.benefit.get(), header.currency);
  }

  /** Runs `fn` as one storage transaction: nothing else interleaves, and it all lands or none. */
  transaction<T>(fn: () => T): T {
    return this.ctx.storage.transactionSync(fn);
  }

  header(): Header | undefined {
    return this.basket.header();
  }

  lines(): Line[] {
    return this.basket.lines();
  }

  /**
   * Loads the basket for `consumerNo`: BSK404 when it does not exist, AUT498 when someone else owns
   * it. Asked again after every await, so the synchronous step that follows sees the basket as it is.
   */
  owned(consumerNo: string, forWrite = true): Owned {
    const header = this.header();
    if (!header) return { error: fail(404, 'BSK404', 'Cart not found') };
    if (header.owner !== consumerNo)
      return { error: fail(403, 'AUT498', 'Cart belongs to another customer') };
    // A basket that became an order is closed: the shopper's next cart is a new one. While its
    // order is being placed or waits for 3DS it can be read (and placed again) but not changed.
    const status = this.checkout.status();
    if (status === 'ordered') return { error: fail(404, 'BSK404', 'Cart not found') };
    if (forWrite && status === 'merging') return { error: mergingError() };
    if (forWrite && status !== 'open')
      return { error: fail(409, 'ORD409', 'An order is being placed for this cart') };
    return { header };
  }

  /** What the totals need of the paid lines (with each line's delivery kind). */
  paidLines() {
    const deliveries = this.delivery.all();
    return this.lines().map((l) => ({
      ...l,
      productType: l.product_type,
      delivery: deliveries.get(l.id) ?? ({ code: 'standard' } as LineDelivery),
      ...lineKind(l),
    }));
  }

  // ---- Catalogue reads (before the synchronous step). ----

  /** The catalogue's facts for `skus` (holds credited) and for the gift with purchase, in one D1 read. */
  async catalogueWithGift(
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
  async giftInfo(currency: Currency): Promise<SkuInfo | undefined> {
    return (await this.catalogueWithGift([], currency)).gift;
  }

  /** What the catalogue says now about every paid line (a variant off sale is absent). */
  catalogueNow(header: Header): Promise<Map<string, SkuInfo>> {
    return getSkus(
      this.env.DB,
      this.lines().map((l) => l.sku),
      header.currency,
    ).then((m) => this.holds.credit(m));
  }

  /** ORD430 for a line no longer sold, INV409 when fewer units are left than wanted; flash details. */
  outOfStock(skus: Map<string, SkuInfo>): BasketResult | null {
    const error = inventoryError(inventoryFlash(this.lines(), skus));
    return error ? { ok: false, error: this.holds.relabel(error) } : null;
  }

  /** The plain lines whose catalogue price moved since they were priced, and what to tell the shopper. */
  repricing(
    header: Header,
    skus: Map<string, SkuInfo>,
  ): { changes: Repricing[]; notifications: CustomerNotification[] } {
    return repriceLines(this.lines().filter(isPlainLine), skus, header.currency, header.locale);
  }

  /**
   * PRC409 when a line's selling price is no longer the catalogue's: an order is charged only what
   * the shopper was shown, so checkout stops and the cart (whose read reprices and says what
   * changed) is where they review it. A moved crossed-out price alone changes no charge.
   */
  priceChanged(header: Header, skus: Map<string, SkuInfo>): BasketResult | null {
    const { notifications } = this.repricing(header, skus);
    return notifications.length > 0
      ? fail(409, 'PRC409', notifications.map((n) => n.message).join(' '), { type: PRICE_CHANGED })
      : null;
  }

  /** Adds or drops the bonus line so that it exists exactly while the GWP condition holds. */
  syncGift(header: Header, gift: SkuInfo | undefined): void {
    const { gwpEligible } = computeTotals(
      this.paidLines(),
      header.currency,
      header.country,
      this.basket.coupons(),
      undefined,
      { adjustments: this.adjustments.list(), memberDiscount: this.memberDiscount(header) },
    );
    const bonus = this.basket.bonusLines();
    if (gwpEligible && bonus.length === 0 && gift && gift.stock > 0) {
      this.basket.addBonus(gift);
    } else if (!gwpEligible && bonus.length > 0) {
      this.basket.clearBonus();
    }
  }

  // ---- Delivery kinds (`delivery.ts`, `shipments.ts`). ----

  /** Catalogue facts for every line, the stores of its deliveries, the favourite and `extra` stores. */
  deliveryFacts(extraStores: string[] = [], favStoreId?: string): Promise<DeliveryFacts> {
    const stores = [...this.delivery.all().values()].flatMap((d) => (d.storeId ? [d.storeId] : []));
    const fav = favStoreId ?? this.delivery.favStoreId();
    return loadDeliveryFacts(
      this.env.DB,
      this.lines().map((l) => l.sku),
      [...stores, ...(fav ? [fav] : []), ...extraStores],
    ).then((facts) => this.holds.creditWarehouse(facts));
  }

  /** Applies the moves the facts force and the express downgrade; records a flash for each. */
  applyFacts(header: Header, facts: DeliveryFacts, skipLineId?: string): Move[] {
    this.delivery.rememberFacts(facts);
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
  downgrade(): Flash[] {
    if (this.checkout.shippingMethod() !== 'express' || expressReaches(this.checkout.shipping())) return [];
    this.checkout.setShippingMethod('standard');
    const type = 'OrderShippingMethodDowngraded';
    return [{ code: type, type, details: { shipmentId: 'me' } }];
  }

  // ---- Reserve-with-item holds (`holds.ts`). ----

  /** Sets the alarm to the next hold's expiry, or clears it when nothing is held. */
  async scheduleRelease(): Promise<void> {
    const next = this.holds.nextExpiry();
    if (next === null) await this.ctx.storage.deleteAlarm();
    // Not in the past: an alarm that could not release yet (order being placed) retries in a second.
    else await this.ctx.storage.setAlarm(Math.max(next, Date.now() + 1000));
  }

  /**
   * Gives back held units the lines no longer want (and, with `expiredBefore`, expired holds), or
   * exactly the `given` releases.
   */
  releaseHolds(expiredBefore?: number, given?: ReturnType<HoldStore['excess']>): Promise<void> {
    const run = async () => {
      if (this.checkout.status() !== 'open') return;
      const wanted = new Map<string, number>();
      for (const l of this.lines().filter(isPlainLine)) wanted.set(l.sku, (wanted.get(l.sku) ?? 0) + l.qty);
      const releases = given ?? this.holds.excess(wanted, expiredBefore);
      if (releases.length === 0) return;
      const now = new Date().toISOString();
      await this.env.DB.batch(releases.flatMap((r) => releaseStatements(this.env.DB, r.hold, r.qty, now)));
      this.transaction(() => {
        for (const r of releases) this.holds.released(r.hold.id, r.qty, r.expired);
      });
    };
    this.releasing = this.releasing.then(run, run);
    return this.releasing;
  }

  // ---- The cart as it is answered. ----

  /** `{ ok: true, cart }` for the basket as it is now. */
  answer(header: Header): BasketResult {
    return { ok: true, cart: this.render(header) };
  }

  /** Home deliveries are taxed in the region delivered to (the shipping address, else the billing address). */
  private taxRegion(): string | undefined {
    return (this.checkout.shipping() ?? this.checkout.billing())?.stateCityProvDept || undefined;
  }

  /**
   * A shipment handed over at a store (pickup, ship to store) or a chosen collection point is taxed
   * in that place's region, not the shopper's address's. A store not read since this rule began,
   * or a collection point not chosen yet, leaves the shipment at the address's region.
   */
  private placeRegion(shipment: ShippingMethods): string | null | undefined {
    if ((shipment.code === 'pickup' || shipment.code === 'sts') && shipment.storeId)
      return this.delivery.storeRegion(shipment.storeId);
    if (shipment.code === 'pudo') {
      const point = this.delivery.state().collectionPoint;
      return point ? (point.address.region ?? null) : undefined;
    }
    return undefined;
  }

  render(
    header: Header,
    flash: Flash[] = [],
    customerNotifications: CustomerNotification[] = [],
  ): CheckoutCart {
    return localizeCart(this.renderSource(header, flash, customerNotifications), header.locale);
  }

  /** The cart in the catalogue's source language (English): what an order stores (ARCHITECTURE, order language). */
  renderSource(
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
        placeRegion: (shipment) => this.placeRegion(shipment),
        memberDiscount: this.memberDiscount(header),
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
      this.creditedTenders(header),
    );
    const voucher = this.tenders.list().find((t) => voucherPoints(t) !== undefined);
    const customerEmail =
      paid.checkout.customerEmail ?? delivery.pickupPerson?.email ?? delivery.collectionPointContact?.email;
    return {
      id: header.id,
      items,
      totals: paid.totals,
      totalItems: computed.totalItems,
      currency: header.currency,
      locale: header.locale,
      flash: [...this.delivery.flash(new Set(items.map((i) => i.id))), ...flash],
      customerNotifications,
      couponItems: computed.couponItems,
      orderPromotions: computed.orderPromotions,
      promoSummary: computed.promoSummary,
      shippingMethods: computed.shippingMethods,
      priceAdjustments: adjustmentsOf(this.adjustments.list(), computed.adjustmentAmounts),
      ...(voucher
        ? { appliedLoyaltyVoucher: { points: voucherPoints(voucher)!, amountInCurrency: voucher.amount } }
        : {}),
      ...reservationsOf(this.holds.held()),
      checkout: { ...paid.checkout, ...delivery, ...(customerEmail ? { customerEmail } : {}) },
    };
  }
}
