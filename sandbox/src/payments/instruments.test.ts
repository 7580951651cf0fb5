import { describe, expect, it } from 'vitest';
import { checkoutCartSchema, orderSchema, paymentSessionSchema } from '../../../shared/contract';
import { call, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { cardToken, patchOrderBody, postForm, TEST_ADDRESS } from '../../test/place';

/** A cart with `qty` units of a sku and a shipping address (no payment yet). */
const shippedCart = async (qty = 1, where = 'stock >= 40') => {
  const { accessToken: token } = await guestToken();
  const cart = await createCart(token);
  const { sku } = await findSku(where);
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty }] } }))
      .status,
  ).toBe(200);
  expect((await call(`/cart/v2/cart/${cart.id}/shippingAddress`, { token, body: TEST_ADDRESS })).status).toBe(
    200,
  );
  return { token, basketId: cart.id, sku };
};

const instrument = (token: string, basketId: string, body: Record<string, unknown>) =>
  call(`/cart/v1/cart/${basketId}/paymentInstruments`, { token, body });
const giftCard = (token: string, basketId: string, number: string, pin = '1234') =>
  instrument(token, basketId, { payment_method_id: 'GIFT_CARD', number, pin });
const place = (token: string, cartId: string) =>
  call('/cart/v2/checkout/order', { method: 'PUT', token, body: { cartId } });
const balanceOf = async (number: string) =>
  (await env.DB.prepare('SELECT balance FROM gift_cards WHERE card_number = ?')
    .bind(number)
    .first<{ balance: number }>())!.balance;
const cartOf = async (response: Response) => {
  expect(response.status).toBe(200);
  return checkoutCartSchema.parse(await response.json());
};

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

describe('Klarna and PayPal', () => {
  const session = (token: string, basketId: string, method: string) =>
    call(
      `/cart/v1/paymentSession?referer=%2Fen-us%2Fcheckout&paymentMethodId=${method}&paymentMethod=pay_later&basketId=${basketId}`,
      {
        token,
      },
    );

  it('approves a Klarna session and adds a KLARNA instrument that replaces the card', async () => {
    const { token, basketId } = await shippedCart(1);
    await cartOf(
      await instrument(token, basketId, {
        payment_method_id: 'CREDIT_CARD',
        token: await cardToken('4242424242424242'),
      }),
    );
    const started = paymentSessionSchema.parse(await (await session(token, basketId, 'KLARNA')).json());
    expect(started.status).toBe('PENDING');
    await expectError(
      await instrument(token, basketId, { payment_method_id: 'KLARNA', session_id: started.sessionId }),
      400,
      'PAY401',
    );
    const approved = await call(started.redirectUrl, { apiKey: null, body: { decision: 'approve' } });
    expect(paymentSessionSchema.parse(await approved.json()).status).toBe('AUTHORIZED');
    const cart = await cartOf(
      await instrument(token, basketId, { payment_method_id: 'KLARNA', session_id: started.sessionId }),
    );
    expect(cart.checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'KLARNA', amount: cart.totals.total }),
    ]);
    const order = orderSchema.parse(await (await place(token, basketId)).json());
    expect(order).toMatchObject({ status: 'CREATED', paymentMethod: 'KLARNA' });
    const used = await env.DB.prepare('SELECT status, order_number FROM payment_sessions WHERE id = ?')
      .bind(started.sessionId)
      .first();
    expect(used).toEqual({ status: 'USED', order_number: order.orderNumber });
  });

  it('a declined Klarna session is PAY400; another shopper’s session is PAY401', async () => {
    const { token, basketId } = await shippedCart(1);
    const started = paymentSessionSchema.parse(await (await session(token, basketId, 'KLARNA')).json());
    await call(started.redirectUrl, { apiKey: null, body: { decision: 'decline' } });
    await expectError(
      await instrument(token, basketId, { payment_method_id: 'KLARNA', session_id: started.sessionId }),
      400,
      'PAY400',
    );
    const other = await shippedCart(1);
    await expectError(
      await instrument(other.token, other.basketId, {
        payment_method_id: 'KLARNA',
        session_id: started.sessionId,
      }),
      400,
      'PAY401',
    );
  });

  it('PayPal redirects back with the result; a cart that grows past the approval is FE309; Klarna above its limit is PYT405', async () => {
    const { token, basketId } = await shippedCart(1);
    const started = paymentSessionSchema.parse(await (await session(token, basketId, 'PAYPAL')).json());
    const page = await call(`${started.redirectUrl}?returnUrl=/en-us/checkout/wallet`, {
      apiKey: null,
      headers: { accept: 'text/html' },
    });
    expect(await page.text()).toContain('PayPal sandbox: approve this payment');
    const back = await postForm(
      started.redirectUrl,
      'decision=approve&returnUrl=%2Fen-us%2Fcheckout%2Fwallet',
    );
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe(
      `/en-us/checkout/wallet?paymentSession=${started.sessionId}&result=AUTHORIZED`,
    );
    const cart = await cartOf(
      await instrument(token, basketId, { payment_method_id: 'PAYPAL', session_id: started.sessionId }),
    );
    await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId: cart.items[0]!.id, qty: 3 },
    });
    await expectError(await place(token, basketId), 400, 'FE309');
    // Above 1,000.00 Klarna is not allowed for the basket.
    await call(`/cart/v1/cart/${basketId}/item`, {
      method: 'PUT',
      token,
      body: { itemId: cart.items[0]!.id, qty: 40 },
    });
    await expectError(await session(token, basketId, 'KLARNA'), 400, 'PYT405');
    await expectError(await session(token, basketId, 'VENMO'), 400, 'API400');
  });
});

describe('captcha (simulated verifier)', () => {
  const GB_ADDRESS = {
    addressLine1: '10 Downing St',
    city: 'London',
    country: 'GB',
    postalCode: 'SW1A 2AA',
    recipientFirstName: 'Ada',
    recipientLastName: 'Lovelace',
    recipientContactEmail: 'ada@example.co.uk',
    recipientContactPhone: '020 7946 0958',
  };
  const captcha = async (token: string, action: string) =>
    (
      (await (await call('/captcha/v1/token', { token, siteId: 'RL-GB', body: { action } })).json()) as {
        token: string;
      }
    ).token;

  it('refuses the shipping address and place order of a site with the setting on without a valid token (AUT403)', async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token, 'GBP', 'RL-GB');
    const { sku } = await findSku('stock >= 40');
    await call('/cart/v1/item', {
      token,
      siteId: 'RL-GB',
      body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] },
    });
    const ship = (recaptcha_response?: string) =>
      call(`/cart/v2/cart/${cart.id}/shippingAddress`, {
        token,
        siteId: 'RL-GB',
        body: { ...GB_ADDRESS, ...(recaptcha_response ? { recaptcha_response } : {}) },
      });
    await expectError(await ship(), 403, 'AUT403');
    await expectError(await ship('forged.token.value'), 403, 'AUT403');
    await expectError(await ship(await captcha(token, 'checkout')), 403, 'AUT403');
    const other = await guestToken();
    await expectError(await ship(await captcha(other.accessToken, 'shipping')), 403, 'AUT403');
    expect((await ship(await captcha(token, 'shipping'))).status).toBe(200);
    await call(`/cart/v1/cart/${cart.id}/paymentInstruments`, {
      token,
      siteId: 'RL-GB',
      body: { payment_method_id: 'CREDIT_CARD', token: await cardToken('4242424242424242') },
    });
    const placeGb = (recaptcha_response?: string) =>
      call('/cart/v2/checkout/order', {
        method: 'PUT',
        token,
        siteId: 'RL-GB',
        body: { cartId: cart.id, ...(recaptcha_response ? { recaptcha_response } : {}) },
      });
    await expectError(await placeGb(), 403, 'AUT403');
    expect((await placeGb(await captcha(token, 'checkout'))).status).toBe(200);
  });

  it('asks nothing on a site with the setting off', async () => {
    const { token, basketId } = await shippedCart(1);
    await instrument(token, basketId, {
      payment_method_id: 'CREDIT_CARD',
      token: await cardToken('4242424242424242'),
    });
    expect((await place(token, basketId)).status).toBe(200);
  });
});
