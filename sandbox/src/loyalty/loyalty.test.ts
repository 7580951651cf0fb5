import { describe, expect, it } from 'vitest';
import {
  checkoutCartSchema,
  consumerProfileResponseSchema,
  loyaltyTokenSchema,
  loyaltyVouchersSchema,
  orderSchema,
  paymentMethodsSchema,
  pointsEarned,
  pointsHistorySchema,
  subscriptionListSchema,
  welcomePromoSchema,
} from '../../../shared/contract';
import { call, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { placeOrder, readyToPlace } from '../../test/place';
import { member } from '../auth/test-member';
import { consumerStub } from '../consumer/directory';

const LOYALTY = '/consumers-v3/consumer/loyalty';

/** A member of the programme with a cart of `qty` units of a 100.00+ line, ready to place. */
const loyalMember = async () => {
  const { tokens } = await member({ loyalty: true });
  return { token: tokens.accessToken, consumerNo: tokens.consumerNo };
};
const pricey = () =>
  findSku("stock >= 40 AND sku IN (SELECT sku FROM prices WHERE currency = 'USD' AND current >= 10000)");
const cartWith = async (token: string, qty = 1) => {
  const cart = await createCart(token);
  const { sku } = await pricey();
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty }] } }))
      .status,
  ).toBe(200);
  await readyToPlace(token, cart.id);
  return cart.id;
};
const placed = async (token: string, basketId: string) => {
  const response = await placeOrder(token, basketId);
  expect(response.status).toBe(200);
  return orderSchema.parse(await response.json());
};
const balanceOf = async (token: string) => {
  const response = await call('/consumers-v3/consumer?includeLoyaltySummary=true', { token });
  return consumerProfileResponseSchema.parse(await response.json()).consumerProfile.loyaltySummary!.points
    .balance;
};
const reward = (token: string, basketId: string, points: number | null) =>
  call(`/cart/v1/cart/${basketId}/reward`, {
    method: 'PUT',
    token,
    body: { appliedLoyaltyVoucher: points === null ? null : { points } },
  });

describe('loyalty points', { timeout: 60_000 }, () => {
  it('adds the points customer service grants (an admin call) as an entry of their own, to members only', async () => {
    const grant = (email: string, body: unknown) =>
      call(`/__admin/loyalty/${encodeURIComponent(email)}/points`, {
        apiKey: null,
        headers: { 'x-sandbox-admin': env.ADMIN_KEY },
        body,
      });
    const club = await member({ loyalty: true });
    const granted = await grant(club.email, { points: 1200 });
    expect(granted.status).toBe(200);
    expect(await granted.json()).toEqual({ balance: 1200 });
    const history = pointsHistorySchema.parse(
      await (await call(`${LOYALTY}/history`, { token: club.tokens.accessToken })).json(),
    );
    expect(history.entries).toEqual([expect.objectContaining({ kind: 'granted', points: 1200 })]);
    const vouchers = loyaltyVouchersSchema.parse(
      await (await call(`${LOYALTY}/vouchers`, { token: club.tokens.accessToken })).json(),
    );
    expect(vouchers.applicableLoyaltyVouchers.map((v) => v.points)).toEqual([500, 1000]);
    // Bad input changes nothing; a shopper outside the programme gets no points; no key, no route.
    await expectError(await grant(club.email, { points: 0 }), 400, 'API400');
    await expectError(await grant(club.email, { points: 10, extra: true }), 400, 'API400');
    await expectError(await grant((await member()).email, { points: 10 }), 403, 'REW200');
    await expectError(await grant('nobody@example.com', { points: 10 }), 404, 'API404');
    const keyless = await call(`/__admin/loyalty/${encodeURIComponent(club.email)}/points`, {
      apiKey: null,
      body: { points: 10 },
    });
    expect(keyless.status).toBe(404);
  });

  it('records joining as the "Loyalty enrolment" subscription, from the profile or at sign-up; never chosen directly', async () => {
    const enrolment = async (token: string) =>
      subscriptionListSchema
        .parse(await (await call('/consumers-v3/consumer/subscription', { token })).json())
        .subscriptions.filter((s) => s.type === 'Loyalty enrolment');
    const later = await member();
    expect(await enrolment(later.tokens.accessToken)).toEqual([]);
    const joined = await call('/consumers-v3/consumer', {
      token: later.tokens.accessToken,
      body: { loyalty: true },
    });
    expect(joined.status).toBe(200);
    const [record] = await enrolment(later.tokens.accessToken);
    expect(record).toMatchObject({ channel: 'EMAIL', optin: true, recipient: later.email });
    expect(Date.parse(record!.optinDate!)).toBeGreaterThan(Date.now() - 60_000);
    // Joining again changes nothing.
    await call('/consumers-v3/consumer', { token: later.tokens.accessToken, body: { loyalty: true } });
    expect(await enrolment(later.tokens.accessToken)).toEqual([record]);
    const atSignUp = await member({ loyalty: true });
    expect(await enrolment(atSignUp.tokens.accessToken)).toHaveLength(1);
    await expectError(
      await call('/consumers-v3/consumer/subscription', {
        token: later.tokens.accessToken,
        body: { type: 'Loyalty enrolment' },
      }),
      400,
      'API400',
    );
  });

  it('refuses shoppers outside the programme and offers them no points payment', async () => {
    const { tokens } = await member();
    await expectError(await call(`${LOYALTY}/vouchers`, { token: tokens.accessToken }), 403, 'REW200');
    const { accessToken: guest } = await guestToken();
    await expectError(await call(`${LOYALTY}/vouchers`, { token: guest }), 403, 'AUT432');
    const cart = await createCart(tokens.accessToken);
    const methods = paymentMethodsSchema.parse(
      await (await call(`/cart/v1/cart/${cart.id}/paymentMethods`, { token: tokens.accessToken })).json(),
    );
    expect(methods.paymentMethods.find((m) => m.id === 'LOYALTY_POINTS')?.available).toBe(false);
  });

  it('earns on a placed order, lists vouchers and history, and takes back on cancellation', async () => {
    const { token } = await loyalMember();
    const basketId = await cartWith(token);
    const order = await placed(token, basketId);
    const earned = pointsEarned(order.totals.total);
    expect(earned).toBeGreaterThanOrEqual(1000);
    // A doubled place order answers the same order and earns nothing more.
    expect((await placed(token, basketId)).orderNumber).toBe(order.orderNumber);
    expect(await balanceOf(token)).toBe(earned);
    const vouchers = loyaltyVouchersSchema.parse(await (await call(`${LOYALTY}/vouchers`, { token })).json());
    expect(vouchers.currentLoyaltyPoints).toBe(earned);
    expect(vouchers.applicableLoyaltyVouchers.map((v) => v.points)).toContain(1000);
    const cancel = await call('/consumers-v3/consumer/CancelOrder', {
      token,
      body: { orderNumber: order.orderNumber },
    });
    expect(cancel.status).toBe(200);
    expect(await balanceOf(token)).toBe(0);
    const history = pointsHistorySchema.parse(await (await call(`${LOYALTY}/history`, { token })).json());
    expect(history.entries.map((e) => [e.kind, e.points])).toEqual([
      ['takenBack', -earned],
      ['earned', earned],
    ]);
  });

  it('applies a voucher as a reward, pays part with points, spends them once and never goes negative', async () => {
    const { token } = await loyalMember();
    const first = await placed(token, await cartWith(token, 2));
    const earned = pointsEarned(first.totals.total);
    const basketId = await cartWith(token);
    await expectError(await reward(token, basketId, 123), 400, 'REW130');
    await expectError(await reward(token, basketId, 1_000_000), 400, 'REW130');
    const applied = checkoutCartSchema.parse(await (await reward(token, basketId, 500)).json());
    expect(applied.appliedLoyaltyVoucher).toEqual({ points: 500, amountInCurrency: 500 });
    expect(applied.totals.appliedRewards).toBe(500);
    expect(applied.totals.remainingToPay).toBe(applied.totals.total - 500);
    // The same voucher again (a second tab) answers the same cart.
    const again = checkoutCartSchema.parse(await (await reward(token, basketId, 500)).json());
    expect(again.totals).toEqual(applied.totals);
    // Points pay 3.00; more than is left is refused.
    await expectError(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        token,
        body: { payment_method_id: 'LOYALTY_POINTS', points: earned },
      }),
      409,
      'REW210',
    );
    const paid = checkoutCartSchema.parse(
      await (
        await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
          token,
          body: { payment_method_id: 'LOYALTY_POINTS', points: 300 },
        })
      ).json(),
    );
    expect(paid.totals.remainingToPay).toBe(paid.totals.total - 800);
    expect(paid.totals.appliedRewards).toBe(500);
    const methods = paymentMethodsSchema.parse(
      await (await call(`/cart/v1/cart/${basketId}/paymentMethods`, { token })).json(),
    );
    expect(methods.paymentMethods.find((m) => m.id === 'LOYALTY_POINTS')?.available).toBe(true);
    // Two tabs place at once: one order, the points spent once.
    const [a, b] = await Promise.all([placeOrder(token, basketId), placeOrder(token, basketId)]);
    const orders = [orderSchema.parse(await a.json()), orderSchema.parse(await b.json())];
    expect(orders[0]!.orderNumber).toBe(orders[1]!.orderNumber);
    const second = orders[0]!;
    const earnedAgain = pointsEarned(second.totals.total - 800);
    expect(await balanceOf(token)).toBe(earned - 800 + earnedAgain);
    // Cancelling the first order takes back its points only down to zero.
    await call('/consumers-v3/consumer/CancelOrder', { token, body: { orderNumber: first.orderNumber } });
    expect(await balanceOf(token)).toBe(Math.max(0, earnedAgain - 800));
    // Cancelling the second gives its 800 points back and takes its earned ones.
    await call('/consumers-v3/consumer/CancelOrder', { token, body: { orderNumber: second.orderNumber } });
    const after = await balanceOf(token);
    expect(after).toBeGreaterThanOrEqual(0);
    const history = pointsHistorySchema.parse(await (await call(`${LOYALTY}/history`, { token })).json());
    expect(history.balance).toBe(after);
    expect(history.entries.every((e) => e.orderNumber === undefined || /^RL\d+$/.test(e.orderNumber))).toBe(
      true,
    );
  });

  it('spends the same points for only one of two baskets racing (real concurrency in the object)', async () => {
    const { token, consumerNo } = await loyalMember();
    const order = await placed(token, await cartWith(token));
    const balance = pointsEarned(order.totals.total);
    const stub = consumerStub(env, consumerNo);
    const results = await Promise.all(
      ['a', 'b', 'c', 'd'].map((x) => stub.spendPoints(x.repeat(32), balance)),
    );
    expect(results.filter((r) => r.ok)).toHaveLength(1);
    const refusals = results.map((r) => JSON.parse(JSON.stringify(r)) as { error?: { errorId: string } });
    expect(refusals.flatMap((r) => (r.error ? [r.error.errorId] : []))).toEqual([
      'REW150',
      'REW150',
      'REW150',
    ]);
    expect(await balanceOf(token)).toBe(0);
  });

  it('refuses a voucher the points cannot buy and removes one with null', async () => {
    const { token } = await loyalMember();
    await placed(token, await cartWith(token));
    const basketId = await cartWith(token);
    await expectError(await reward(token, basketId, 2500), 409, 'REW210');
    expect((await reward(token, basketId, 1000)).status).toBe(200);
    const removed = checkoutCartSchema.parse(await (await reward(token, basketId, null)).json());
    expect(removed.appliedLoyaltyVoucher).toBeUndefined();
    expect(removed.totals.appliedRewards).toBe(0);
    const bad = await call(`/cart/v1/cart/${basketId}/reward`, {
      method: 'PUT',
      token,
      body: { points: 500 },
    });
    expect(bad.status).toBe(400);
  });

  it('gives a member one welcome code and a loyalty token for a usid', async () => {
    const { token } = await loyalMember();
    const [one, two] = await Promise.all([
      call(`${LOYALTY}/promo/welcome`, { token }),
      call(`${LOYALTY}/promo/welcome`, { token }),
    ]);
    const a = welcomePromoSchema.parse(await one.json());
    const b = welcomePromoSchema.parse(await two.json());
    expect(a.code).toBe(b.code);
    expect([a.isNew, b.isNew].sort()).toEqual([false, true]);
    expect(a).toMatchObject({ amount: 1000, currency: 'USD' });
    const basketId = await cartWith(token);
    const paid = await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
      token,
      body: { payment_method_id: 'REWARD_CODE', code: a.code },
    });
    expect(paid.status).toBe(200);
    const issued = await call(`${LOYALTY}/token`, { token, body: { usid: 'usid-12345678' } });
    expect(loyaltyTokenSchema.parse(await issued.json()).expiresIn).toBe(600);
    expect((await call(`${LOYALTY}/token`, { token, body: { usid: '<bad>' } })).status).toBe(400);
  });
});
