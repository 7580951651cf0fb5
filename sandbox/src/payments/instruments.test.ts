import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../shared/contract';
import { DEMO_GIFT_CARD_SUFFIX, demoRewardCode, paymentSeedStatements } from '../../seed/payments';
import { call, env, expectError, guestToken } from '../../test/helpers';
import { balanceOf, cartOf, giftCard, instrument, place, shippedCart } from '../../test/payments';
import { cardToken, patchOrderBody, postForm } from '../../test/place';

describe('gift cards', () => {
  it('tells the balance of a card, and GFC700 / GFC725 for wrong pins, expired and blocked cards', async () => {
    const { accessToken: token } = await guestToken();
    const ok = await call('/cart/v1/giftcard/balance', {
      token,
      body: { number: '6006 0000 0000 0050', pin: '1234' },
    });
    expect(await ok.json()).toEqual({
      maskedNumber: '•••• 0050',
      balance: 50000,
      currency: 'USD',
      expiresAt: null,
    });
    const balance = (number: string, pin = '1234') =>
      call('/cart/v1/giftcard/balance', { token, body: { number, pin } });
    await expectError(await balance('6006000000000050', '9999'), 400, 'GFC700');
    await expectError(await balance('6006000000009999'), 400, 'GFC700');
    await expectError(await balance('6006000000000098'), 400, 'GFC725');
    await expectError(await balance('6006000000000097'), 400, 'GFC725');
    await expectError(await balance('123'), 400, 'API400');
    await expectError(
      await call('/cart/v1/giftcard/balance', { body: { number: '6006000000000050', pin: '1234' } }),
      401,
      'AUT401',
    );
  });

  it('pays part with several cards, lists them, removes one and refuses bad ones next to the input', async () => {
    const { token, basketId } = await shippedCart(2);
    const before = await cartOf(await call(`/cart/v1/cart/${basketId}`, { token }));
    expect(before.totals.total).toBeGreaterThan(10000);
    const one = await cartOf(await giftCard(token, basketId, '6006000000000001'));
    expect(one.totals.remainingToPay).toBe(before.totals.total - 5000);
    expect(one.checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'GIFT_CARD', amount: 5000, maskedNumber: '•••• 0001' }),
    ]);
    await expectError(await giftCard(token, basketId, '6006000000000001'), 409, 'GFC760');
    await expectError(await giftCard(token, basketId, '6009000000000001'), 400, 'GFC740');
    await expectError(await giftCard(token, basketId, '6006000000000099'), 400, 'GFC755');
    await expectError(await giftCard(token, basketId, '6006000000000002', '0000'), 400, 'GFC700');
    await expectError(await giftCard(token, basketId, '6006000000000098'), 400, 'GFC725');
    const two = await cartOf(await giftCard(token, basketId, '6006000000000002'));
    expect(two.totals.remainingToPay).toBe(before.totals.total - 10000);
    expect(two.checkout.payment_instruments).toHaveLength(2);
    const three = await cartOf(await giftCard(token, basketId, '6006000000000003'));
    expect(three.checkout.payment_instruments).toHaveLength(3);
    await expectError(await giftCard(token, basketId, '6006000000000004'), 400, 'GFC770');
    const removed = await cartOf(
      await call(`/cart/v1/cart/${basketId}/paymentInstruments`, {
        method: 'DELETE',
        token,
        body: { payment_instrument_id: two.checkout.payment_instruments[1]!.payment_instrument_id },
      }),
    );
    expect(removed.checkout.payment_instruments.map((p) => p.maskedNumber)).toEqual([
      '•••• 0001',
      '•••• 0003',
    ]);
    // Nothing was spent yet.
    expect(await balanceOf('6006000000000001')).toBe(5000);
  });

  it('redeems atomically with the order; a card pays the rest; a retry never redeems twice', async () => {
    const { token, basketId } = await shippedCart(1);
    const big = '6006000000000050';
    const start = await balanceOf(big);
    const cart = await cartOf(
      await instrument(token, basketId, {
        payment_method_id: 'GIFT_CARD',
        number: big,
        pin: '1234',
        amount: 1500,
      }),
    );
    expect(cart.checkout.payment_instruments[0]!.amount).toBe(1500);
    // Only the gift card: the rest is not covered.
    await expectError(await place(token, basketId), 400, 'FE309');
    await cartOf(
      await instrument(token, basketId, {
        payment_method_id: 'CREDIT_CARD',
        token: await cardToken('4242424242424242'),
      }),
    );
    await call('/cart/v1/deviceFingerPrint', {
      token,
      body: { cartId: basketId, deviceFingerPrint: 'fp_0123456789abcdef' },
    });
    const answers = await Promise.all([place(token, basketId), place(token, basketId)]);
    const orders = await Promise.all(answers.map(async (a) => orderSchema.parse(await a.json())));
    expect(orders[0]!.orderNumber).toBe(orders[1]!.orderNumber);
    const order = orders[0]!;
    expect(order.payments).toEqual([
      expect.objectContaining({ payment_method_id: 'GIFT_CARD', amount: 1500, maskedNumber: '•••• 0050' }),
      expect.objectContaining({ payment_method_id: 'CREDIT_CARD', amount: cart.totals.total - 1500 }),
    ]);
    expect(orderSchema.parse(await (await place(token, basketId)).json()).orderNumber).toBe(
      order.orderNumber,
    );
    expect(await balanceOf(big)).toBe(start - 1500);
    const ledger = await env.DB.prepare('SELECT kind, amount FROM gift_card_ledger WHERE order_number = ?')
      .bind(order.orderNumber)
      .all();
    expect(ledger.results).toEqual([{ kind: 'redeem', amount: -1500 }]);
    const rows = await env.DB.prepare(
      'SELECT method, amount, device_fingerprint FROM payments WHERE order_number = ? ORDER BY method',
    )
      .bind(order.orderNumber)
      .all();
    expect(rows.results).toEqual([
      { method: 'CREDIT_CARD', amount: cart.totals.total - 1500, device_fingerprint: 'fp_0123456789abcdef' },
      { method: 'GIFT_CARD', amount: 1500, device_fingerprint: 'fp_0123456789abcdef' },
    ]);
  });

  it('never overdraws a card two baskets race for; the loser gets FE309 and its tender shrinks', async () => {
    const number = '6006000000000005';
    const shoppers = await Promise.all([shippedCart(1), shippedCart(1), shippedCart(1)]);
    for (const s of shoppers) {
      await cartOf(await giftCard(s.token, s.basketId, number));
      await cartOf(
        await instrument(s.token, s.basketId, {
          payment_method_id: 'CREDIT_CARD',
          token: await cardToken('4242424242424242'),
        }),
      );
    }
    const answers = await Promise.all(shoppers.map((s) => place(s.token, s.basketId)));
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409]);
    for (const a of answers.filter((x) => x.status === 409)) {
      expect(((await a.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
        'FE309',
      );
    }
    expect(await balanceOf(number)).toBe(0);
    const loser = shoppers[answers.findIndex((a) => a.status === 409)]!;
    const after = await cartOf(await call(`/cart/v1/cart/${loser.basketId}`, { token: loser.token }));
    expect(after.checkout.payment_instruments.map((p) => p.payment_method_id)).toEqual(['CREDIT_CARD']);
    // Paying the rest with the card now works.
    expect((await place(loser.token, loser.basketId)).status).toBe(200);
  });

  it('pays the whole order with gift cards alone, and FE309 once the cart grows past them', async () => {
    const { token, basketId, sku } = await shippedCart(
      1,
      'stock >= 40 AND sku IN (SELECT v.sku FROM variants v)',
    );
    const cart = await cartOf(await giftCard(token, basketId, '6006000000000050'));
    expect(cart.totals.remainingToPay).toBe(0);
    await expectError(await giftCard(token, basketId, '6006000000000006'), 400, 'GFC780');
    // The cart grows past what the gift card was applied for: the rest is not covered.
    await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId: cart.items[0]!.id, qty: 30 },
    });
    const grown = await cartOf(await call(`/cart/v1/cart/${basketId}`, { token }));
    expect(grown.totals.remainingToPay).toBeGreaterThan(0);
    await expectError(await place(token, basketId), 400, 'FE309');
    await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId: cart.items[0]!.id, qty: 1 },
    });
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.status).toBe('CREATED');
    expect(order.paymentMethod).toBe('GIFT_CARD');
    expect(order.payments).toEqual([
      expect.objectContaining({ payment_method_id: 'GIFT_CARD', amount: order.totals.total }),
    ]);
    expect(sku).toBeTruthy();
  });

  it('refunds the gift card when 3DS fails, once', async () => {
    const number = '6006000000000004';
    const { token, basketId } = await shippedCart(1);
    await cartOf(await giftCard(token, basketId, number));
    await cartOf(
      await instrument(token, basketId, {
        payment_method_id: 'CREDIT_CARD',
        token: await cardToken('4000000000003220'),
      }),
    );
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.status).toBe('PENDING_PAYMENT');
    expect(await balanceOf(number)).toBe(0);
    const action = order.flash[0]!.details!.action!;
    await postForm(action.url, 'result=N');
    const patch = () =>
      call(`/cart/v2/checkout/order/${order.orderNumber}`, {
        method: 'PATCH',
        token,
        body: patchOrderBody(order, `${action.paymentData}.N`),
      });
    const [a, b] = await Promise.all([patch(), patch()]);
    await expectError(a, 402, 'PYT402');
    await expectError(b, 402, 'PYT402');
    expect(await balanceOf(number)).toBe(5000);
    const ledger = await env.DB.prepare(
      'SELECT kind, amount FROM gift_card_ledger WHERE order_number = ? ORDER BY id',
    )
      .bind(order.orderNumber)
      .all();
    expect(ledger.results).toEqual([
      { kind: 'redeem', amount: -5000 },
      { kind: 'refund', amount: 5000 },
    ]);
  });
});

describe('rewards', () => {
  it('applies a reward code and a reward card, with every REW error', async () => {
    const { token, basketId } = await shippedCart(2);
    const reward = (code: string) => instrument(token, basketId, { payment_method_id: 'REWARD_CODE', code });
    await expectError(await reward('NOSUCHCODE'), 404, 'REW130');
    await expectError(await reward('EXPIREDUS'), 400, 'REW140');
    await expectError(await reward('REWARDEU1'), 400, 'REW160');
    const total = (await cartOf(await call(`/cart/v1/cart/${basketId}`, { token }))).totals.total;
    const one = await cartOf(await reward('rewardus1'));
    expect(one.totals).toMatchObject({ remainingToPay: total - 1000, appliedRewards: 1000 });
    await expectError(await reward('REWARDUS1'), 409, 'REW170');
    const two = await cartOf(
      await instrument(token, basketId, { payment_method_id: 'REWARD_CARD', number: '6006 1000 0000 0001' }),
    );
    expect(two.totals).toMatchObject({ remainingToPay: total - 3000, appliedRewards: 3000 });
    await expectError(await reward('REWARDUS2'), 400, 'REW401');
    await cartOf(
      await instrument(token, basketId, {
        payment_method_id: 'CREDIT_CARD',
        token: await cardToken('4242424242424242'),
      }),
    );
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order.payments.map((p) => [p.payment_method_id, p.amount])).toEqual([
      ['REWARD_CODE', 1000],
      ['REWARD_CARD', 2000],
      ['CREDIT_CARD', total - 3000],
    ]);
    // Used once: another cart cannot use it again.
    const other = await shippedCart(1);
    await expectError(
      await instrument(other.token, other.basketId, { payment_method_id: 'REWARD_CODE', code: 'REWARDUS1' }),
      409,
      'REW150',
    );
  });
});

describe("the demo's advertised tenders", () => {
  it('pay for every shopper: two shoppers each place an order with the same code and card', async () => {
    const card = `6006${DEMO_GIFT_CARD_SUFFIX}`;
    const code = demoRewardCode('USD');
    const start = await balanceOf(card);
    for (const shopper of [await shippedCart(1), await shippedCart(2)]) {
      const { token, basketId } = shopper;
      await cartOf(await instrument(token, basketId, { payment_method_id: 'REWARD_CODE', code }));
      await cartOf(
        await instrument(token, basketId, {
          payment_method_id: 'GIFT_CARD',
          number: card,
          pin: '1234',
          amount: 500,
        }),
      );
      await cartOf(
        await instrument(token, basketId, {
          payment_method_id: 'CREDIT_CARD',
          token: await cardToken('4242424242424242'),
        }),
      );
      const order = orderSchema.parse(await (await place(token, basketId)).json());
      expect(order.payments.map((p) => [p.payment_method_id, p.amount]).slice(0, 2)).toEqual([
        ['REWARD_CODE', 1000],
        ['GIFT_CARD', 500],
      ]);
    }
    // Both redemptions are recorded, and the card can still pay what it could.
    expect(await balanceOf(card)).toBe(start);
    const ledger = await env.DB.prepare(
      "SELECT COUNT(*) AS n FROM gift_card_ledger WHERE card_number = ? AND kind = 'redeem'",
    )
      .bind(card)
      .first<{ n: number }>();
    expect(ledger?.n).toBeGreaterThanOrEqual(2);
  });

  it('are the same rows whether migration 0022 backfilled them or the seed wrote them', async () => {
    const read = async () => ({
      cards: (await env.DB.prepare('SELECT * FROM gift_cards WHERE reusable = 1 ORDER BY card_number').all())
        .results,
      rewards: (await env.DB.prepare('SELECT * FROM rewards WHERE reusable = 1 ORDER BY code').all()).results,
    });
    await env.DB.batch([
      env.DB.prepare(
        'DELETE FROM gift_card_ledger WHERE card_number IN (SELECT card_number FROM gift_cards WHERE reusable = 1)',
      ),
      env.DB.prepare('DELETE FROM gift_cards WHERE reusable = 1'),
      env.DB.prepare('DELETE FROM rewards WHERE reusable = 1'),
    ]);
    const migration = env.TEST_MIGRATIONS.find((m) => m.name.startsWith('0022_'));
    const backfill = migration!.queries.filter((q) => q.includes('INSERT OR IGNORE'));
    expect(backfill).toHaveLength(2);
    await env.DB.batch(backfill.map((q) => env.DB.prepare(q)));
    const backfilled = await read();
    expect(backfilled.cards).toHaveLength(4);
    expect(backfilled.rewards).toHaveLength(4);
    await env.DB.batch(paymentSeedStatements().map((q) => env.DB.prepare(q)));
    expect(await read()).toEqual(backfilled);
  });
});
