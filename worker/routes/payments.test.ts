import { describe, expect, it } from 'vitest';
import {
  cardToken,
  env,
  findProduct,
  formPost,
  guestAtBilling,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
} from '../test/helpers';

const SHIPPING = { ...testAddress('Grace', 'Hopper'), shippingMethod: 'standard' };

type Instrument = {
  payment_method_id: string;
  amount: number;
  maskedNumber?: string;
  payment_instrument_id: string;
};
const checkout = async (jar: Jar) =>
  (
    (await (await storefront('/api/checkout', { jar })).json()) as {
      cart: {
        totals: { total: number; remainingToPay: number };
        checkout: { payment_instruments: Instrument[] };
      };
    }
  ).cart;

describe('payment forms of the billing step', () => {
  it('checks a balance, refuses a wrong PIN next to the input, applies and removes gift cards', async () => {
    const jar = await guestAtBilling();
    const billing = await (await storefront('/en-us/checkout?step=billing', { jar })).text();
    expect(billing).toContain('action="/en-us/checkout/payments/gift-card"');
    expect(billing).toContain('Remaining to pay');

    const forged = await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost(
        { giftCardNumber: '6006000000000004', giftCardPin: '1234', _action: 'apply' },
        { origin: 'https://evil.test' },
      ),
      jar,
    });
    expect(forged.status).toBe(403);

    const balance = await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006 0000 0000 0004', giftCardPin: '1234', _action: 'balance' }),
      jar,
    });
    expect(balance.status).toBe(200);
    const checked = await balance.text();
    expect(checked).toContain('Gift card •••• 0004: balance $50.00');
    // Number and PIN stay for "Apply gift card": the PIN only in the no-store page's password input.
    expect(balance.headers.get('cache-control')).toContain('no-store');
    expect(checked.match(/<input[^>]*id="giftCardPin"[^>]*>/)?.[0]).toContain('value="1234"');
    expect(checked.match(/<input[^>]*id="giftCardNumber"[^>]*>/)?.[0]).toContain('value="6006000000000004"');
    // The billing address fields still show the stored address, not blanks.
    expect(checked.match(/<input[^>]*id="bill-city"[^>]*>/)?.[0]).toContain('value="Denver"');

    const wrong = await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006000000000004', giftCardPin: '9999', _action: 'apply' }),
      jar,
    });
    expect(wrong.status).toBe(422);
    expect(await wrong.text()).toMatch(
      /id="giftCardError" class="checkout-field__error" role="alert">The gift card number or PIN is not correct\./,
    );
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([]);

    const applied = await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006000000000004', giftCardPin: '1234', _action: 'apply' }),
      jar,
    });
    expect(applied.status).toBe(303);
    expect(applied.headers.get('location')).toBe('/en-us/checkout?step=billing');
    const cart = await checkout(jar);
    expect(cart.checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'GIFT_CARD', amount: 5000, maskedNumber: '•••• 0004' }),
    ]);
    expect(cart.totals.remainingToPay).toBe(cart.totals.total - 5000);
    const again = await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006000000000004', giftCardPin: '1234', _action: 'apply' }),
      jar,
    });
    expect(await again.text()).toContain('This gift card is already applied.');

    // The billing step still needs a card (or wallet) for the rest.
    const noCard = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on' }),
      jar,
    });
    expect(noCard.status).toBe(422);

    const removed = await storefront('/en-us/checkout/payments/remove', {
      ...formPost({ payment_instrument_id: cart.checkout.payment_instruments[0]!.payment_instrument_id }),
      jar,
    });
    expect(removed.status).toBe(303);
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([]);
  });

  it('places an order paid only by a gift card and lists it on the confirmation', async () => {
    const jar = await guestAtBilling();
    await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006000000000050', giftCardPin: '1234', _action: 'apply' }),
      jar,
    });
    const fingerprint = 'Zm9vYmFyYmF6cXV4cXV1eA';
    const billing = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', deviceFingerprint: fingerprint }),
      jar,
    });
    expect(billing.headers.get('location')).toBe('/en-us/checkout?step=summary');
    const summary = await (await storefront('/en-us/checkout?step=summary', { jar })).text();
    expect(summary).toContain('Gift card •••• 0050');
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    const location = placed.headers.get('location') ?? '';
    expect(location).toMatch(/^\/en-us\/order-confirmation\?order=RL\d{10}$/);
    const confirmation = await (await storefront(location, { jar })).text();
    expect(confirmation).toContain('class="payment-list"');
    expect(confirmation).toContain('Gift card •••• 0050');
    // The browser's device fingerprint reached the order's payment; the ledger has the redemption.
    const orderNumber = location.slice(-12);
    const payment = await env.DB.prepare(
      'SELECT method, device_fingerprint FROM payments WHERE order_number = ?',
    )
      .bind(orderNumber)
      .first();
    expect(payment).toEqual({ method: 'GIFT_CARD', device_fingerprint: fingerprint });
    const ledger = await env.DB.prepare('SELECT kind FROM gift_card_ledger WHERE order_number = ?')
      .bind(orderNumber)
      .all();
    expect(ledger.results).toEqual([{ kind: 'redeem' }]);
  });

  it('applies reward codes with REW errors shown next to the input', async () => {
    const jar = await guestAtBilling();
    const bad = await storefront('/en-us/checkout/payments/reward', {
      ...formPost({ rewardCode: 'EXPIREDUS' }),
      jar,
    });
    expect(bad.status).toBe(422);
    expect(await bad.text()).toContain('This reward has expired or is not valid yet.');
    const ok = await storefront('/en-us/checkout/payments/reward', {
      ...formPost({ rewardCode: 'rewardus4' }),
      jar,
    });
    expect(ok.status).toBe(303);
    expect((await checkout(jar)).checkout.payment_instruments[0]).toMatchObject({
      payment_method_id: 'REWARD_CODE',
      amount: 1000,
      maskedNumber: 'REWARDUS4',
    });
  });

  it('goes to the PayPal approval page and back, adding a PAYPAL instrument; a decline is PAY400', async () => {
    const jar = await guestAtBilling();
    const start = await storefront('/en-us/checkout/payments/wallet', {
      ...formPost({ wallet: 'PAYPAL' }),
      jar,
    });
    expect(start.status).toBe(303);
    const approval = start.headers.get('location') ?? '';
    expect(approval).toMatch(/^\/payments\/v1\/sessions\/ps_[a-f0-9]{32}\?returnUrl=/);
    const decided = await storefront(approval.split('?')[0]!, {
      ...formPost({ decision: 'decline', returnUrl: '/en-us/checkout/payments/wallet?method=PAYPAL' }),
    });
    expect(decided.status).toBe(303);
    const back = decided.headers.get('location') ?? '';
    expect(back).toMatch(
      /^\/en-us\/checkout\/payments\/wallet\?method=PAYPAL&paymentSession=ps_[a-f0-9]{32}&result=DECLINED$/,
    );
    const refused = await storefront(back, { jar });
    expect(refused.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=PAY400');

    const second = await storefront('/en-us/checkout/payments/wallet', {
      ...formPost({ wallet: 'PAYPAL' }),
      jar,
    });
    const url = (second.headers.get('location') ?? '').split('?')[0]!;
    const approved = await storefront(url, {
      ...formPost({ decision: 'approve', returnUrl: '/en-us/checkout/payments/wallet?method=PAYPAL' }),
    });
    const done = await storefront(approved.headers.get('location') ?? '', { jar });
    expect(done.headers.get('location')).toBe('/en-us/checkout?step=summary');
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'PAYPAL' }),
    ]);
  });
});

describe('"Review order" with a wallet chosen', () => {
  it('goes to the approval page (not a 422 for a missing card); once approved it goes on to the summary', async () => {
    const jar = await guestAtBilling();
    for (const method of ['PAYPAL', 'KLARNA'] as const) {
      const review = await storefront('/en-us/checkout/billing', {
        ...formPost({ sameAsShipping: 'on', paymentMethod: method, cardToken: '' }),
        jar,
      });
      expect(review.status).toBe(303);
      expect(review.headers.get('location')).toMatch(
        new RegExp(
          `^/payments/v1/sessions/ps_[a-f0-9]{32}\\?returnUrl=${encodeURIComponent(`/en-us/checkout/payments/wallet?method=${method}`)}$`,
        ),
      );
    }
    const start = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', paymentMethod: 'PAYPAL' }),
      jar,
    });
    const approved = await storefront((start.headers.get('location') ?? '').split('?')[0]!, {
      ...formPost({ decision: 'approve', returnUrl: '/en-us/checkout/payments/wallet?method=PAYPAL' }),
    });
    await storefront(approved.headers.get('location') ?? '', { jar });
    // The step shows the approval: "Review order" is offered again for that wallet (CSS :has).
    const page = await (await storefront('/en-us/checkout?step=billing', { jar })).text();
    expect(page).toContain('class="payment-approved" data-method="PAYPAL"');
    expect(page).toContain('checkout-billing__review');
    // Approved: the form goes on to the summary, and a card left in the form does not replace it.
    const again = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', paymentMethod: 'PAYPAL', cardToken: `tok_${'c'.repeat(32)}` }),
      jar,
    });
    expect(again.headers.get('location')).toBe('/en-us/checkout?step=summary');
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'PAYPAL' }),
    ]);
    // The shopper then picks the card and enters none: the approved PayPal does not pay for a
    // card payment. The step is refused with the card's message and the basket keeps PayPal.
    const cardless = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', paymentMethod: 'CREDIT_CARD', cardToken: '' }),
      jar,
    });
    expect(cardless.status).toBe(422);
    expect(await cardless.text()).toContain('Please add a payment method.');
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'PAYPAL' }),
    ]);
    // With a card entered, the card pays instead of PayPal (one rest payer).
    const carded = await storefront('/en-us/checkout/billing', {
      ...formPost({ sameAsShipping: 'on', paymentMethod: 'CREDIT_CARD', cardToken: await cardToken() }),
      jar,
    });
    expect(carded.headers.get('location')).toBe('/en-us/checkout?step=summary');
    expect((await checkout(jar)).checkout.payment_instruments).toEqual([
      expect.objectContaining({ payment_method_id: 'CREDIT_CARD' }),
    ]);
  });
});

describe('a wallet chosen with a billing address of its own', () => {
  const billingOf = async (jar: Jar) =>
    (
      (await (await storefront('/api/checkout', { jar })).json()) as {
        cart: { checkout: { billingAddress?: { recipientFirstName: string; city: string } } };
      }
    ).cart.checkout.billingAddress;

  it('keeps the typed address before the approval page, and refuses a wrong one without leaving', async () => {
    const jar = await guestAtBilling();
    const { recipientContactEmail: _e, recipientContactPhone: _p, ...typed } = testAddress('Ada', 'Lovelace');
    const address = { ...typed, addressLine1: '1 Pearl St', city: 'Boulder', postalCode: '80302' };
    // The billing form, "same as shipping" unticked, sent by the PayPal button.
    const start = await storefront('/en-us/checkout/payments/wallet', {
      ...formPost({ ...address, wallet: 'PAYPAL' }),
      jar,
    });
    expect(start.status).toBe(303);
    expect(start.headers.get('location')).toMatch(/^\/payments\/v1\/sessions\//);
    expect(await billingOf(jar)).toMatchObject({ recipientFirstName: 'Ada', city: 'Boulder' });

    const wrong = await storefront('/en-us/checkout/payments/wallet', {
      ...formPost({ ...address, recipientFirstName: 'Bea', city: '', wallet: 'KLARNA' }),
      jar,
    });
    expect(wrong.status).toBe(422);
    expect(await billingOf(jar)).toMatchObject({ recipientFirstName: 'Ada', city: 'Boulder' });
  });

  it('"Review order" with a wallet chosen does the same', async () => {
    const jar = await guestAtBilling();
    const { recipientContactEmail: _e, recipientContactPhone: _p, ...typed } = testAddress('Ada', 'Lovelace');
    const review = await storefront('/en-us/checkout/billing', {
      ...formPost({
        ...typed,
        addressLine1: '1 Pearl St',
        city: 'Boulder',
        postalCode: '80302',
        paymentMethod: 'KLARNA',
      }),
      jar,
    });
    expect(review.headers.get('location')).toMatch(/^\/payments\/v1\/sessions\//);
    const wrong = await storefront('/en-us/checkout/billing', {
      ...formPost({ ...typed, city: '', paymentMethod: 'KLARNA' }),
      jar,
    });
    expect(wrong.status).toBe(422);
    const html = await wrong.text();
    expect(html).toContain('This field is required');
    expect(await billingOf(jar)).toMatchObject({ recipientFirstName: 'Ada', city: 'Boulder' });
  });
});

describe('payments BFF', () => {
  it('refuses bad bodies with 400 and changes nothing; adds a reward and starts a Klarna session', async () => {
    const jar = await guestAtBilling();
    const bad = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'GIFT_CARD', number: '12', pin: 'x' })),
      jar,
    });
    expect(bad.status).toBe(400);
    expect(((await bad.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'API400',
    );
    const unknown = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'REWARD_CODE', code: 'NOSUCHCODE' })),
      jar,
    });
    expect(unknown.status).toBe(404);
    expect(((await unknown.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId).toBe(
      'REW130',
    );
    const reward = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'REWARD_CARD', number: '6006100000000002' })),
      jar,
    });
    expect(reward.status).toBe(200);
    const session = await storefront('/api/checkout/payments/session', {
      ...jsonPost(JSON.stringify({ method: 'KLARNA' })),
      jar,
    });
    const body = (await session.json()) as { session: { amount: number; status: string } };
    expect(body.session.status).toBe('PENDING');
    expect(body.session.amount).toBe((await checkout(jar)).totals.remainingToPay);
    const fingerprint = await storefront('/api/checkout/payments/fingerprint', {
      ...jsonPost(JSON.stringify({ value: 'short' })),
      jar,
    });
    expect(fingerprint.status).toBe(400);
  });
});

describe('captcha on a site with the recaptcha setting on (en-gb)', () => {
  const GB = {
    recipientContactEmail: 'grace@example.co.uk',
    recipientFirstName: 'Grace',
    recipientLastName: 'Hopper',
    addressLine1: '10 Downing St',
    city: 'London',
    postalCode: 'SW1A 2AA',
    country: 'GB',
    recipientContactPhone: '020 7946 0958',
    shippingMethod: 'standard',
  };
  it('puts a token in the shipping form; a post without it is refused with AUT403', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    await storefront('/api/cart/items?locale=en-gb', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    const page = await (await storefront('/en-gb/checkout', { jar })).text();
    const token = /name="recaptcha_response" value="([^"]+)"/.exec(page)?.[1];
    expect(token).toBeTruthy();
    const refused = await storefront('/en-gb/checkout/shipping', { ...formPost(GB), jar });
    expect(refused.status).toBe(422);
    expect(await refused.text()).toContain('Please confirm you are not a robot and try again.');
    const saved = await storefront('/en-gb/checkout/shipping', {
      ...formPost({ ...GB, recaptcha_response: token! }),
      jar,
    });
    expect(saved.headers.get('location')).toBe('/en-gb/checkout?step=billing');
    // Islands get one from the BFF and send it with the JSON calls.
    const { shippingMethod: _, ...address } = GB;
    const withoutToken = await storefront('/api/checkout/shipping-address?locale=en-gb', {
      ...jsonPost(JSON.stringify(address)),
      jar,
    });
    expect(withoutToken.status).toBe(403);
    const issued = await storefront('/api/checkout/payments/captcha?locale=en-gb', {
      ...jsonPost(JSON.stringify({ action: 'shipping' })),
      jar,
    });
    const captcha = (await issued.json()) as { required: boolean; token: string };
    expect(captcha.required).toBe(true);
    const withToken = await storefront('/api/checkout/shipping-address?locale=en-gb', {
      ...jsonPost(JSON.stringify({ ...address, recaptcha_response: captcha.token })),
      jar,
    });
    expect(withToken.status).toBe(200);
    // en-us has the setting off: no token in its forms.
    const us = await guestAtBilling();
    expect(await (await storefront('/en-us/checkout?step=summary', { jar: us })).text()).not.toContain(
      'recaptcha_response',
    );
  });
});

describe('place-order payment errors as a top notification', () => {
  /** A cart line of a well-stocked sku, shipped, on the billing step; returns its line id. */
  const stocked = async () => {
    const row = await env.DB.prepare(
      'SELECT sku FROM variants WHERE stock >= 60 ORDER BY sku DESC LIMIT 1',
    ).first<{
      sku: string;
    }>();
    const jar: Jar = new Map();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: row!.sku, qty: 1 })),
      jar,
    });
    const body = (await added.json()) as { cart: { items: { id: string }[] } };
    await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar });
    return { jar, itemId: body.cart.items[0]!.id };
  };
  const setQty = (jar: Jar, itemId: string, qty: number) =>
    storefront(`/api/cart/items/${itemId}`, { ...jsonPost(JSON.stringify({ qty })), method: 'PATCH', jar });

  it('FE309 when the gift cards leave part of a grown cart unpaid', async () => {
    const { jar, itemId } = await stocked();
    await storefront('/en-us/checkout/payments/gift-card', {
      ...formPost({ giftCardNumber: '6006000000000005', giftCardPin: '1234', _action: 'apply' }),
      jar,
    });
    expect((await checkout(jar)).checkout.payment_instruments).toHaveLength(1);
    // No card or wallet: a cart that grew leaves part of the order unpaid.
    expect((await setQty(jar, itemId, 5)).status).toBe(200);
    expect((await checkout(jar)).totals.remainingToPay).toBeGreaterThan(0);
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(placed.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=FE309');
    const page = await (await storefront(placed.headers.get('location')!, { jar })).text();
    expect(page).toMatch(
      /class="checkout-notice" role="alert" data-focus-on-load="" tabindex="-1">Your payments no longer cover the order total\. Please check your payment\./,
    );
  });

  it('PYT405 when Klarna would pay more than it allows', async () => {
    const { jar, itemId } = await stocked();
    const started = await storefront('/api/checkout/payments/session', {
      ...jsonPost(JSON.stringify({ method: 'KLARNA' })),
      jar,
    });
    const { session } = (await started.json()) as { session: { sessionId: string } };
    const decided = await storefront(`/payments/v1/sessions/${session.sessionId}`, {
      ...jsonPost(JSON.stringify({ decision: 'approve' })),
    });
    expect(decided.status).toBe(200);
    const added = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'KLARNA', session_id: session.sessionId })),
      jar,
    });
    expect(added.status).toBe(200);
    expect((await setQty(jar, itemId, 50)).status).toBe(200);
    expect((await checkout(jar)).totals.remainingToPay).toBeGreaterThan(100_000);
    const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
    expect(placed.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=PYT405');
    const page = await (await storefront(placed.headers.get('location')!, { jar })).text();
    expect(page).toContain('This payment method is not available for this order.');
  });
});
