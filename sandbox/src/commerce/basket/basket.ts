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
 *
 * This class is the RPC surface only: each call goes to the module of its concern (`items.ts`,
 * `coupons.ts`, `deliveries.ts`, `checkout.ts`, `place-order.ts`, `associate.ts`), which works on
 * the shared `BasketCore`.
 */

import { DurableObject } from 'cloudflare:workers';
import type { PriceAdjustmentPatch, PriceAdjustmentRequest } from '../../../../shared/contract/adjustments';
import type { Address, HomeShippingCode, PlaceOrderRequest } from '../../../../shared/contract/checkout';
import type { GiftOption } from '../../../../shared/contract/giftcustoms';
import type { OrderInStore } from '../../../../shared/contract/in-store';
import type { LoyaltyVoucher } from '../../../../shared/contract/loyalty';
import type { StoredPayment } from '../checkout-state';
import type { DeliveryDetails } from '../delivery';
import type { OrderResult } from '../orders';
import * as associate from './associate';
import * as checkout from './checkout';
import { BasketCore, type BasketEnv, type BasketResult, fail } from './core';
import * as coupons from './coupons';
import * as deliveries from './deliveries';
import * as items from './items';
import * as merge from './merge';
import { placeOrder } from './place-order';

export type { RemainingToPay } from './checkout';
export type { BasketResult } from './core';
export type { CreateBasket } from './items';

export class Basket extends DurableObject<BasketEnv> {
  private readonly core: BasketCore;
  /** The place-order call in flight: a second one (double click, two tabs) awaits the same answer. */
  private placing: Promise<OrderResult> | undefined;

  constructor(ctx: DurableObjectState, env: BasketEnv) {
    super(ctx, env);
    this.core = new BasketCore(ctx, env);
  }

  // ---- Lines and coupons. ----

  create(input: items.CreateBasket): BasketResult {
    return items.create(this.core, input);
  }

  /** POST /cart/v1/cartWithItem: null when this basket no longer takes items (`open-basket.ts`). */
  openWith(input: items.CreateBasket, newItems: items.NewItem[]): Promise<BasketResult> | null {
    return items.openWith(this.core, input, newItems);
  }

  get(consumerNo: string, options?: items.ReadOptions): Promise<BasketResult> {
    return items.read(this.core, consumerNo, options);
  }

  addItems(consumerNo: string, newItems: items.NewItem[]): Promise<BasketResult> {
    return items.add(this.core, consumerNo, newItems);
  }

  updateItem(consumerNo: string, itemId: string, qty: number): Promise<BasketResult> {
    return items.update(this.core, consumerNo, itemId, qty);
  }

  removeItem(consumerNo: string, itemId: string): Promise<BasketResult> {
    return items.remove(this.core, consumerNo, itemId);
  }

  setGiftOption(consumerNo: string, itemId: string, giftOption: GiftOption): BasketResult {
    return items.setGiftOption(this.core, consumerNo, itemId, giftOption);
  }

  applyCoupon(consumerNo: string, code: string, now?: Date): Promise<BasketResult> {
    return coupons.apply(this.core, consumerNo, code, now);
  }

  removeCoupon(consumerNo: string, code: string): Promise<BasketResult> {
    return coupons.remove(this.core, consumerNo, code);
  }

  // ---- Delivery kinds. ----

  setDelivery(
    consumerNo: string,
    itemId: string,
    action: deliveries.DeliveryAction,
    storeId?: string,
  ): Promise<BasketResult> {
    return deliveries.setDelivery(this.core, consumerNo, itemId, action, storeId);
  }

  setDeliveryDetails(consumerNo: string, details: DeliveryDetails): BasketResult {
    return deliveries.setDeliveryDetails(this.core, consumerNo, details);
  }

  // ---- Checkout. ----

  setAddress(consumerNo: string, kind: 'shipping' | 'billing', address: Address | null): BasketResult {
    return checkout.setAddress(this.core, consumerNo, kind, address);
  }

  setShippingMethod(consumerNo: string, code: string, shippingId?: string): BasketResult {
    return checkout.setShippingMethod(this.core, consumerNo, code, shippingId);
  }

  setPayment(consumerNo: string, payment: StoredPayment | null, removeId?: string): BasketResult {
    return checkout.setPayment(this.core, consumerNo, payment, removeId);
  }

  addTender(consumerNo: string, tender: checkout.NewTender): Promise<BasketResult> {
    return checkout.addTender(this.core, consumerNo, tender);
  }

  setLoyaltyVoucher(consumerNo: string, voucher: LoyaltyVoucher | null): Promise<BasketResult> {
    return checkout.setLoyaltyVoucher(this.core, consumerNo, voucher);
  }

  setDeviceFingerprint(consumerNo: string, value: string): BasketResult {
    return checkout.setDeviceFingerprint(this.core, consumerNo, value);
  }

  remainingToPay(consumerNo: string): checkout.RemainingToPay {
    return checkout.remainingToPay(this.core, consumerNo);
  }

  restoreCheckout(
    consumerNo: string,
    from: { shipping?: Address; billing?: Address; method: HomeShippingCode },
  ): BasketResult {
    return checkout.restoreCheckout(this.core, consumerNo, from);
  }

  prepareOrder(consumerNo: string): Promise<BasketResult> {
    return checkout.prepareOrder(this.core, consumerNo);
  }

  /**
   * PUT /cart/v2/checkout/order. Idempotent per basket: the order number is recorded in this object
   * before anything is written, a call while one is in flight shares its answer, and a call after
   * the order exists answers that order again. So a double click, a retry or two tabs give one
   * order and one charge.
   */
  placeOrder(consumerNo: string, request: PlaceOrderRequest, sale?: OrderInStore): Promise<OrderResult> {
    const header = this.core.header();
    if (header && header.owner !== consumerNo)
      return Promise.resolve(fail(403, 'AUT498', 'Cart belongs to another customer') as OrderResult);
    if (!this.placing) {
      this.placing = placeOrder(this.core, consumerNo, request, sale).finally(() => {
        this.placing = undefined;
      });
    }
    return this.placing;
  }

  /** After the 3DS answer (either way) the basket is closed for good. */
  close(consumerNo: string): void {
    checkout.close(this.core, consumerNo);
  }

  // ---- Sign-in merge (`merge.ts`). ----

  takeForMerge(): merge.MergeSource | null {
    return merge.takeForMerge(this.core);
  }

  releaseMerge(): void {
    merge.releaseMerge(this.core);
  }

  adoptBy(memberNo: string): boolean {
    return this.core.transaction(() => merge.adoptBy(this.core, memberNo));
  }

  mergeFrom(memberNo: string, from: merge.MergeSource): Promise<BasketResult> {
    return merge.mergeFrom(this.core, memberNo, from);
  }

  closeMerged(): void {
    merge.closeMerged(this.core);
  }

  // ---- Store associates. ----

  addAdjustment(consumerNo: string, body: PriceAdjustmentRequest): Promise<BasketResult> {
    return associate.addAdjustment(this.core, consumerNo, body);
  }

  changeAdjustment(
    consumerNo: string,
    adjustmentId: string,
    by: { storeId: string; storeEmployeeId: string },
    patch?: PriceAdjustmentPatch,
  ): Promise<BasketResult> {
    return associate.changeAdjustment(this.core, consumerNo, adjustmentId, by, patch);
  }

  reserveWithItem(consumerNo: string, productId: string, qty: number): Promise<BasketResult> {
    return associate.reserveWithItem(this.core, consumerNo, productId, qty);
  }

  /** The hold alarm: gives back every expired hold's units, then waits for the next expiry. */
  override async alarm(): Promise<void> {
    await this.core.releaseHolds(Date.now());
    await this.core.scheduleRelease();
  }
}
