import { describe, expect, it } from 'vitest';
import {
  checkoutCartSchema,
  consumerProfileResponseSchema,
  orderSchema,
  paymentMethodsSchema,
  tokenResponseSchema,
} from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';
import { memberCart, memberOf, spentOf } from '../../test/members';
import { instrument, place } from '../../test/payments';
import { signInTokens, signUp } from '../auth/test-member';
import { consumerStub } from '../consumer/directory';
import { DEMO_KINDS, DEMO_PASSWORD } from './demo';

const profileOf = async (token: string) =>
  consumerProfileResponseSchema.parse(await (await call('/consumers-v3/consumer', { token })).json())
    .consumerProfile;
const cartRead = async (token: string, basketId: string) => {
  const response = await call(`/cart/v1/cart/${basketId}`, { token });
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};
const memberPromotion = (cart: { orderPromotions?: { promotionId: string; amount: number }[] | undefined }) =>
  cart.orderPromotions?.find((p) => p.promotionId.startsWith('MEMBER-'));
/** What the programme discount is taken from: the merchandise after the other promotions. */
const beforeBenefit = (cart: { totals: { itemTotal: number; promotionDiscount?: number | undefined } }) =>
  cart.totals.itemTotal - (cart.totals.promotionDiscount ?? 0);

describe('employees', () => {
  it('tokens say EMPLOYEE and whether the terms are accepted; the discount waits for them', async () => {
    const { consumerNo, tokens } = await memberOf('ASSOCIATE_DISCOUNT', {
      percent: 30,
      annualCap: 1_000_000,
    });
    expect(tokens).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const before = await profileOf(tokens.accessToken);
    expect(before.consumerDetails).toMatchObject({ employee: true, athlete: false, prosumer: false });
    expect(before.memberProgram).toMatchObject({
      program: 'ASSOCIATE_DISCOUNT',
      annualCap: 1_000_000,
      spent: 0,
      remaining: 1_000_000,
      termsAccepted: false,
    });
    const basketId = await memberCart(tokens.accessToken);
    const plain = await cartRead(tokens.accessToken, basketId);
    expect(memberPromotion(plain)).toBeUndefined();

    const accepted = await call('/consumers-v3/consumer', {
      token: tokens.accessToken,
      body: { isEmployeeDiscountTCAccepted: true },
    });
    expect(accepted.status).toBe(200);
    expect(
      consumerProfileResponseSchema.parse(await accepted.json()).consumerProfile.memberProgram,
    ).toMatchObject({ termsAccepted: true });
    // A renewal says so too.
    const renewed = tokenResponseSchema.parse(
      await (
        await call('/token/v2/auth/token', {
          body: { type: 'Registered', refreshToken: tokens.refreshToken },
        })
      ).json(),
    );
    expect(renewed).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: true });

    const discounted = await cartRead(tokens.accessToken, basketId);
    const discount = memberPromotion(discounted)!;
    expect(discount).toMatchObject({ promotionId: 'MEMBER-ASSOCIATE_DISCOUNT', level: 'ORDER' });
    expect(discount.amount).toBe(Math.round((beforeBenefit(plain) * 30) / 100));
    expect(discounted.totals.total).toBeLessThan(plain.totals.total);

    const order = orderSchema.parse(await (await place(tokens.accessToken, basketId)).json());
    expect(order.totals.total).toBe(discounted.totals.total);
    expect(await spentOf(consumerNo)).toBe(discount.amount);
    expect((await profileOf(tokens.accessToken)).memberProgram).toMatchObject({
      spent: discount.amount,
      remaining: 1_000_000 - discount.amount,
    });
  });

  it('refuses the terms to a member who is no employee, writing nothing', async () => {
    const { consumerNo, tokens } = await memberOf('IPA_DISCOUNT');
    await expectError(
      await call('/consumers-v3/consumer', {
        token: tokens.accessToken,
        body: { isEmployeeDiscountTCAccepted: true, firstName: 'Changed' },
      }),
      400,
      'API400',
    );
    expect((await profileOf(tokens.accessToken)).consumerDetails.firstName).not.toBe('Changed');
    expect(await spentOf(consumerNo)).toBe(0);
    await expectError(
      await call('/consumers-v3/consumer', {
        token: tokens.accessToken,
        body: { isEmployeeDiscountTCAccepted: false },
      }),
      400,
      'API400',
    );
  });
});

/**
 * A member of `program` with a cap of 600.00 and two cheap carts, each showing the whole cap as
 * its discount: each alone may use it, both together would pass it.
 */
const twoCartsOnOneCap = async (program: 'IPA_DISCOUNT' | 'WRANX_DISCOUNT') => {
  const { consumerNo, tokens } = await memberOf(program, { percent: 40, annualCap: 600 });
  const token = tokens.accessToken;
  const [first, second] = [await memberCart(token, 1, true), await memberCart(token, 1, true)];
  for (const basketId of [first, second])
    expect(memberPromotion(await cartRead(token, basketId))!.amount).toBe(600);
  return { consumerNo, token, first, second };
};

describe('prosumer discounts and the annual cap', () => {
  it('takes the percent off, never more than what is left of the cap, then nothing', async () => {
    const { consumerNo, tokens } = await memberOf('WRANX_DISCOUNT', {
      percent: 40,
      annualCap: 1500,
      spent: 500,
    });
    const profile = await profileOf(tokens.accessToken);
    expect(profile.consumerDetails).toMatchObject({ prosumer: true, identityTypes: ['WRANX'] });
    expect(profile.memberProgram).toMatchObject({ remaining: 1000 });
    const basketId = await memberCart(tokens.accessToken, 2);
    const cart = await cartRead(tokens.accessToken, basketId);
    expect(Math.round((beforeBenefit(cart) + 1000) * 0.4)).toBeGreaterThan(1000);
    expect(memberPromotion(cart)).toMatchObject({ promotionId: 'MEMBER-WRANX_DISCOUNT', amount: 1000 });
    expect((await place(tokens.accessToken, basketId)).status).toBe(200);
    expect(await spentOf(consumerNo)).toBe(1500);
    const next = await cartRead(tokens.accessToken, await memberCart(tokens.accessToken));
    expect(memberPromotion(next)).toBeUndefined();
  });

  it('never passes the cap with two orders placed at once: one is refused and shows the new discount', async () => {
    const { consumerNo, token, first, second } = await twoCartsOnOneCap('IPA_DISCOUNT');
    const answers = await Promise.all([place(token, first), place(token, second)]);
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    await expectError(refused, 409, 'PRC409');
    expect(await spentOf(consumerNo)).toBe(600);
    const refusedId = answers[0]!.status === 409 ? first : second;
    expect(memberPromotion(await cartRead(token, refusedId))).toBeUndefined();
  });

  it('refuses the second order, at prepare and at place, once the first spent the cap: never charged a total not shown', async () => {
    const { consumerNo, token, first, second } = await twoCartsOnOneCap('WRANX_DISCOUNT');
    expect((await place(token, first)).status).toBe(200);
    // The storefront's flow: prepare, then place. Each reads the programme and says it changed.
    const prepare = () => call('/cart/v1/cart/prepareOrder', { token, body: { basketId: second } });
    await expectError(await prepare(), 409, 'PRC409');
    const shown = await cartRead(token, second);
    expect(memberPromotion(shown)).toBeUndefined();
    // Seen now: the full price is what the order charges.
    expect((await prepare()).status).toBe(200);
    const order = orderSchema.parse(await (await place(token, second)).json());
    expect(order.totals.total).toBe(shown.totals.total);
    expect(await spentOf(consumerNo)).toBe(600);
  });

  it('refuses a place straight after another order spent the cap (the route reads the cart first)', async () => {
    const { consumerNo, token, first, second } = await twoCartsOnOneCap('IPA_DISCOUNT');
    expect((await place(token, first)).status).toBe(200);
    await expectError(await place(token, second), 409, 'PRC409');
    expect(memberPromotion(await cartRead(token, second))).toBeUndefined();
    expect(await spentOf(consumerNo)).toBe(600);
  });

  it('gives a cancelled order its part back', async () => {
    const { consumerNo, tokens } = await memberOf('IPA_DISCOUNT', { percent: 10, annualCap: 100_000 });
    const basketId = await memberCart(tokens.accessToken);
    const order = orderSchema.parse(await (await place(tokens.accessToken, basketId)).json());
    const spent = await spentOf(consumerNo);
    expect(spent).toBeGreaterThan(0);
    const cancelled = await call(`/consumers-v3/consumer/CancelOrder?orderId=${order.orderNumber}`, {
      token: tokens.accessToken,
      body: { orderNumber: order.orderNumber },
    });
    expect(cancelled.status).toBe(200);
    expect(await spentOf(consumerNo)).toBe(0);
  });
});

describe('athletes', () => {
  it('pay with the athlete credit (payable and remaining shown); rewards wait until it is used up', async () => {
    const { consumerNo, tokens } = await memberOf('ATHLETE_CREDIT', { annualCap: 2000 });
    const token = tokens.accessToken;
    expect((await profileOf(token)).consumerDetails.athlete).toBe(true);
    const basketId = await memberCart(token, 2);
    const methods = paymentMethodsSchema.parse(
      await (await call(`/cart/v1/cart/${basketId}/paymentMethods`, { token })).json(),
    ).paymentMethods;
    expect(methods.find((m) => m.id === 'ATHLETES_PAYMENT')).toMatchObject({ available: true });
    // The credit is not used yet: a reward code is refused.
    const early = await expectError(
      await instrument(token, basketId, { payment_method_id: 'REWARD_CODE', code: 'DEMOUS' }),
      409,
      'REW190',
    );
    expect(early.details).toMatchObject({ remainingAmount: 2000 });
    const paid = checkoutCartSchema.parse(
      await (await instrument(token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })).json(),
    );
    const athlete = paid.checkout.payment_instruments.find((p) => p.payment_method_id === 'ATHLETES_PAYMENT');
    expect(paid.totals.total).toBeGreaterThan(2000);
    expect(athlete).toMatchObject({ amount: 2000, payableAmount: 2000, remainingAmount: 0 });
    expect(paid.totals.remainingToPay).toBe(paid.totals.total - 2000);
    // Used up by this cart: now a reward may pay part of the rest.
    const withReward = await instrument(token, basketId, {
      payment_method_id: 'REWARD_CODE',
      code: 'DEMOUS',
    });
    expect(withReward.status).toBe(200);
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.payments.map((p) => p.payment_method_id)).toEqual(
      expect.arrayContaining(['ATHLETES_PAYMENT', 'REWARD_CODE', 'CREDIT_CARD']),
    );
    expect(await spentOf(consumerNo)).toBe(2000);
    // Nothing left this year: the method says so and refuses.
    const next = await memberCart(token);
    await expectError(
      await instrument(token, next, { payment_method_id: 'ATHLETES_PAYMENT' }),
      400,
      'PAY400',
    );
  });

  it('refuses an order whose credit another order spent meanwhile: the card is never charged more than shown', async () => {
    const { consumerNo, tokens } = await memberOf('ATHLETE_CREDIT', { annualCap: 600 });
    const token = tokens.accessToken;
    const [first, second] = [await memberCart(token, 1, true), await memberCart(token, 1, true)];
    for (const basketId of [first, second])
      expect((await instrument(token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })).status).toBe(200);
    const shown = await cartRead(token, second);
    expect(shown.totals.remainingToPay).toBe(shown.totals.total - 600);
    expect((await place(token, first)).status).toBe(200);
    await expectError(await place(token, second), 409, 'PRC409');
    // The cart now says the card pays it all; placed again, that is what it charges.
    const seen = await cartRead(token, second);
    expect(seen.totals.remainingToPay).toBe(seen.totals.total);
    const order = orderSchema.parse(await (await place(token, second)).json());
    const card = order.payments.find((p) => p.payment_method_id === 'CREDIT_CARD');
    expect(card?.amount).toBe(seen.totals.total);
    expect(await spentOf(consumerNo)).toBe(600);
  });

  it('keeps a club voucher and a points payment waiting for the credit too (REW190, not REW210)', async () => {
    const { consumerNo, tokens } = await memberOf('ATHLETE_CREDIT', { annualCap: 2000 });
    const token = tokens.accessToken;
    expect((await call('/consumers-v3/consumer', { token, body: { loyalty: true } })).status).toBe(200);
    await consumerStub(env, consumerNo).earnPoints('RLTESTATHLETE', 1000);
    const basketId = await memberCart(token, 2);
    const voucher = () =>
      call(`/cart/v1/cart/${basketId}/reward`, {
        method: 'PUT',
        token,
        body: { appliedLoyaltyVoucher: { points: 500 } },
      });
    const early = await expectError(await voucher(), 409, 'REW190');
    expect(early.details).toMatchObject({ remainingAmount: 2000 });
    await expectError(
      await instrument(token, basketId, { payment_method_id: 'LOYALTY_POINTS', points: 100 }),
      409,
      'REW190',
    );
    // Used up by this cart: the voucher may pay part of the rest.
    expect((await instrument(token, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })).status).toBe(200);
    const applied = checkoutCartSchema.parse(await (await voucher()).json());
    expect(applied.appliedLoyaltyVoucher).toMatchObject({ points: 500 });
  });

  it('keeps rewards refused while the credit covers the whole order, and refuses the credit to others', async () => {
    const { tokens } = await memberOf('ATHLETE_CREDIT', { annualCap: 10_000_000 });
    const basketId = await memberCart(tokens.accessToken);
    const paid = checkoutCartSchema.parse(
      await (
        await instrument(tokens.accessToken, basketId, { payment_method_id: 'ATHLETES_PAYMENT' })
      ).json(),
    );
    const athlete = paid.checkout.payment_instruments.find(
      (p) => p.payment_method_id === 'ATHLETES_PAYMENT',
    )!;
    expect(athlete.payableAmount).toBe(paid.totals.total);
    expect(athlete.remainingAmount).toBe(10_000_000 - paid.totals.total);
    await expectError(
      await instrument(tokens.accessToken, basketId, { payment_method_id: 'REWARD_CODE', code: 'DEMOUS' }),
      409,
      'REW190',
    );
    const other = await memberOf('IPA_DISCOUNT');
    const theirs = await memberCart(other.tokens.accessToken);
    await expectError(
      await instrument(other.tokens.accessToken, theirs, { payment_method_id: 'ATHLETES_PAYMENT' }),
      400,
      'PAY400',
    );
  });
});

describe('the programme admin call', () => {
  it('makes an account a member of a kind with a fresh programme, for the admin only', async () => {
    const { email, password } = await signUp();
    const put = (headers: Record<string, string>) =>
      call(`/__admin/members/${encodeURIComponent(email)}/program`, {
        method: 'PUT',
        apiKey: null,
        headers,
        body: { program: 'ASSOCIATE_DISCOUNT', annualCap: 5000 },
      });
    expect((await put({})).status).toBe(404);
    const made = await put({ 'x-sandbox-admin': env.ADMIN_KEY });
    expect(made.status).toBe(200);
    expect(await made.json()).toMatchObject({
      memberProgram: { annualCap: 5000, spent: 0, termsAccepted: false },
    });
    const tokens = await signInTokens(email, password);
    expect(tokens).toMatchObject({ consumerType: 'EMPLOYEE', isEmployeeDiscountTCAccepted: false });
    const unknown = await call('/__admin/members/nobody%40example.test/program', {
      method: 'PUT',
      apiKey: null,
      headers: { 'x-sandbox-admin': env.ADMIN_KEY },
      body: { program: 'IPA_DISCOUNT' },
    });
    expect(unknown.status).toBe(404);
  });
});

describe('the demo members', () => {
  it('each signs in with the documented password and has its kind and programme', {
    timeout: 30_000,
  }, async () => {
    for (const kind of DEMO_KINDS) {
      const tokens = await signInTokens(kind.email, DEMO_PASSWORD);
      expect(tokens.consumerType).toBe(kind.identity.employee ? 'EMPLOYEE' : 'REGISTERED');
      const profile = await profileOf(tokens.accessToken);
      expect(profile.memberProgram).toMatchObject({
        program: kind.program.id,
        annualCap: kind.program.annualCap,
      });
      expect(profile.consumerDetails.address).toHaveLength(1);
    }
    expect(env.DB).toBeDefined();
  });
});
