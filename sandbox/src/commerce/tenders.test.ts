import { describe, expect, it } from 'vitest';
import { allocate, checkPartial, KLARNA_MAX, paymentProblem, type Tender, tenderPayments } from './tenders';

const tender = (method: Tender['method'], amount: number, ref = `${method}-${amount}`): Tender => ({
  id: `pi_${ref}`,
  method,
  ref,
  masked: ref,
  amount,
  position: 0,
});

describe('tenders', () => {
  it('lets partial tenders pay in order, never more than what is left', () => {
    const tenders = [tender('GIFT_CARD', 5000), tender('REWARD_CODE', 1000), tender('GIFT_CARD', 5000, 'b')];
    expect(allocate(8000, tenders)).toMatchObject({ remaining: 0, rewards: 1000 });
    expect(allocate(8000, tenders).lines.map((l) => l.amount)).toEqual([5000, 1000, 2000]);
    expect(allocate(20000, tenders)).toMatchObject({ remaining: 9000, rewards: 1000 });
    expect(allocate(3000, tenders).lines.map((l) => l.amount)).toEqual([3000, 0, 0]);
    // Wallets pay the rest, not a part.
    expect(allocate(3000, [tender('KLARNA', 3000)]).remaining).toBe(3000);
  });

  it('checks a new partial tender against the cart: duplicates, limits, nothing left, the amount', () => {
    const one = [tender('GIFT_CARD', 5000, 'a')];
    expect(checkPartial(one, 'GIFT_CARD', 'a', 5000, 9000)).toMatchObject({
      ok: false,
      error: { errorId: 'GFC760' },
    });
    expect(checkPartial(one, 'GIFT_CARD', 'b', 5000, 9000)).toEqual({ ok: true, amount: 4000 });
    expect(checkPartial(one, 'GIFT_CARD', 'b', 5000, 9000, 1000)).toEqual({ ok: true, amount: 1000 });
    expect(checkPartial(one, 'GIFT_CARD', 'b', 5000, 5000)).toMatchObject({
      ok: false,
      error: { errorId: 'GFC780' },
    });
    const three = ['a', 'b', 'c'].map((r) => tender('GIFT_CARD', 10, r));
    expect(checkPartial(three, 'GIFT_CARD', 'd', 10, 9000)).toMatchObject({
      ok: false,
      error: { errorId: 'GFC770' },
    });
    const two = [tender('REWARD_CODE', 10, 'x'), tender('REWARD_CARD', 10, 'y')];
    expect(checkPartial(two, 'REWARD_CODE', 'z', 10, 9000)).toMatchObject({
      ok: false,
      error: { errorId: 'REW401' },
    });
    expect(checkPartial(two, 'REWARD_CODE', 'x', 10, 9000)).toMatchObject({
      ok: false,
      error: { errorId: 'REW170' },
    });
  });

  it('says what is wrong with the payment at place order: PYT404, FE309, PYT405', () => {
    expect(paymentProblem(false, [], 1000)?.errorId).toBe('PYT404');
    expect(paymentProblem(true, [], 1000)).toBeNull();
    expect(paymentProblem(false, [tender('GIFT_CARD', 5000)], 5000)).toBeNull();
    expect(paymentProblem(false, [tender('GIFT_CARD', 5000)], 6000)?.errorId).toBe('FE309');
    expect(paymentProblem(false, [tender('PAYPAL', 5000)], 6000)?.errorId).toBe('FE309');
    expect(paymentProblem(false, [tender('KLARNA', KLARNA_MAX + 10)], KLARNA_MAX + 10)?.errorId).toBe(
      'PYT405',
    );
    expect(paymentProblem(false, [tender('KLARNA', 5000)], 5000)).toBeNull();
  });

  it('writes a payment for every tender that pays something', () => {
    const payments = tenderPayments(6000, [
      tender('GIFT_CARD', 5000),
      tender('REWARD_CODE', 1000),
      tender('PAYPAL', 9000),
    ]);
    expect(payments.map((p) => [p.payment_method_id, p.amount])).toEqual([
      ['GIFT_CARD', 5000],
      ['REWARD_CODE', 1000],
    ]);
    expect(tenderPayments(7000, [tender('GIFT_CARD', 5000), tender('PAYPAL', 9000)]).at(-1)).toMatchObject({
      payment_method_id: 'PAYPAL',
      amount: 2000,
    });
  });
});
