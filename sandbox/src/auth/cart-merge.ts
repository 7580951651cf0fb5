/**
 * The cart part of a sign-in (`guestObjects.basketId` of the token exchange): the guest basket
 * becomes the member's open basket when they have none, else its lines merge into theirs
 * (`commerce/basket/merge.ts`). Both ways are idempotent per guest basket, so a retried exchange or
 * a second sign-in never adds a line twice. The counts let the storefront show the cart-merged
 * notice when the member's cart grew.
 *
 * The merge is split in two: `readForMerge` only reads (the member's open basket and its units),
 * so the token exchange runs it while the code is being claimed; `mergeGuestCart` makes the changes
 * once the code proved who the member is. The guest basket's lines are read there, in the call that
 * freezes it (`takeForMerge`): a line added while the sign-in runs is refused rather than lost.
 */

import type { BasketResult } from '../commerce/basket/core';
import { adopt } from '../commerce/basket/open-basket';
import type { SandboxEnv } from '../env';

const BASKET_ID = /^[a-f0-9]{32}$/;

export type MergeOutcome = {
  basketId?: string;
  previousItemCount: number;
  mergedItemCount: number;
  /** Guest units that could not join (left out or capped by the merge). */
  unmergedItemCount?: number;
};

const basketStub = (env: SandboxEnv, basketId: string) => env.BASKET.get(env.BASKET.idFromName(basketId));

/**
 * Units the shopper chose in `basketId` (a gift with purchase left out: it comes and goes with the
 * total); undefined when it is not the member's open basket.
 */
const unitsIn = (result: BasketResult): number | undefined =>
  result.ok ? result.cart.items.reduce((n, item) => n + (item.bonus ? 0 : item.qty), 0) : undefined;

const unitsOf = async (env: SandboxEnv, memberNo: string, basketId: string): Promise<number | undefined> =>
  unitsIn(await basketStub(env, basketId).get(memberNo));

/** The member's open basket and its units before the merge, and the guest basket's id. */
export type MergeReads = {
  open: string | undefined;
  previousItemCount: number;
  guestBasketId: string | undefined;
};

/** The read of the member's open basket id (`open_baskets`): no row, or its `basket_id`. */
export const openBasketQuery = (db: D1Database, memberNo: string) =>
  db.prepare('SELECT basket_id FROM open_baskets WHERE consumer_no = ?').bind(memberNo);

/** The member's open basket (undefined when it takes no items any more) and its units. */
const openBasketOf = async (env: SandboxEnv, memberNo: string, memberBasketId: string | undefined) => {
  const previous = memberBasketId === undefined ? undefined : await unitsOf(env, memberNo, memberBasketId);
  return { open: previous === undefined ? undefined : memberBasketId, previousItemCount: previous ?? 0 };
};

/**
 * What the merge reads before it changes anything. `memberBasketId` is `openBasketQuery`'s answer,
 * still on its way (the exchange reads it with the member's lists).
 */
export async function readForMerge(
  env: SandboxEnv,
  memberNo: string,
  memberBasketId: Promise<string | undefined>,
  guestBasketId: string | undefined,
): Promise<MergeReads> {
  const member = await openBasketOf(env, memberNo, await memberBasketId);
  const guest = guestBasketId && BASKET_ID.test(guestBasketId) ? guestBasketId : undefined;
  return { ...member, guestBasketId: guest };
}

/** The merge itself, from what `readForMerge` read, once the exchange has claimed the code. */
export async function mergeGuestCart(
  env: SandboxEnv,
  memberNo: string,
  { open, previousItemCount, guestBasketId }: MergeReads,
): Promise<MergeOutcome> {
  if (!guestBasketId || guestBasketId === open)
    return { ...(open ? { basketId: open } : {}), previousItemCount, mergedItemCount: previousItemCount };

  const guest = basketStub(env, guestBasketId);
  if (!open) {
    if (!(await guest.adoptBy(memberNo))) return { previousItemCount, mergedItemCount: previousItemCount };
    const [, adopted] = await Promise.all([
      adopt(env.DB, memberNo, guestBasketId),
      unitsOf(env, memberNo, guestBasketId),
    ]);
    const units = adopted ?? 0;
    return { basketId: guestBasketId, previousItemCount, mergedItemCount: units };
  }
  const source = await guest.takeForMerge();
  // The merge answers the member's basket as it now is: its units need no second read.
  const merged = source
    ? await basketStub(env, open)
        .mergeFrom(memberNo, source)
        .catch(async (error: unknown) => {
          await guest.releaseMerge();
          throw error;
        })
    : undefined;
  if (merged) await (merged.ok ? guest.closeMerged() : guest.releaseMerge());
  const units = (merged ? unitsIn(merged) : await unitsOf(env, memberNo, open)) ?? previousItemCount;
  // Every guest unit should have joined; what did not was sold out, no longer sold or over the stock.
  const guestUnits = source?.lines.reduce((n, line) => n + line.qty, 0) ?? 0;
  const unmergedItemCount = merged?.ok ? Math.max(0, previousItemCount + guestUnits - units) : 0;
  return {
    basketId: open,
    previousItemCount,
    mergedItemCount: units,
    ...(unmergedItemCount ? { unmergedItemCount } : {}),
  };
}
