import { describe, expect, it } from 'vitest';
import { orderSchema, paymentSessionSchema } from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';
import { cartOf, instrument, place, shippedCart } from '../../test/payments';
import { cardToken, postForm } from '../../test/place';

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
