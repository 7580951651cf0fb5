/**
 * Checkout calls (commerce spec section 7, Cart): shipping address and its validation, shipping
 * method, billing address, payment methods and instruments, prepare, place and patch order. The
 * basket's part runs in its Durable Object; orders live in D1 (`orders.ts`).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type Address,
  addressSchema,
  type Order,
  type PaymentMethods,
  patchOrderRequestSchema,
  placeOrderRequestSchema,
  prepareOrderRequestSchema,
  removePaymentInstrumentRequestSchema,
  shippingAddressRequestSchema,
  shippingMethodRequestSchema,
} from '../../../shared/contract/checkout';
import { AUT432 } from '../../../shared/contract/consumer';
import { paymentInstrumentRequestSchema } from '../../../shared/contract/payments';
import { inStoreSale } from '../auth/agent';
import { requireShopper } from '../auth/middleware';
import { consumerStub } from '../consumer/directory';
import { unwrap as unwrapConsumer } from '../consumer/member';
import type { AppEnv, SandboxEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { earnPoints, placeWithPoints, takeBackPoints } from '../loyalty/points';
import { readProgram } from '../members/programs';
import { releaseOrderStatements } from '../orders/release';
import { requireCaptcha } from '../payments/captcha';
import { tenderFor } from '../payments/instruments';
import { CARD_BRANDS, readToken, TOKEN_TTL_MS } from '../payments/provider';
import { asTokenOwner } from '../payments/token-owner';
import type { BasketResult } from './basket/basket';
import { checkAddress } from './checkout-state';
import { restoreDelivery } from './delivery';
import { giftCardIssueStatements } from './gift-card-issue';
import { orderForRequest } from './localize-order';
import { type OrderRecord, type OrderResult, orderOf, outboxInsert, readOrder } from './orders';
import { checkPatchOrder } from './patch-order';

const BASKET_ID = /^[a-f0-9]{32}$/;
const noStore = { 'Cache-Control': 'private, no-store' };

const basketOf = (env: SandboxEnv, basketId: string) => env.BASKET.get(env.BASKET.idFromName(basketId));
const basketIdOf = (basketId: string): string => {
  if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
  return basketId;
};
const unwrap = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};
const unwrapOrder = (result: OrderResult): Order => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.order;
};
const basketParam = validate('param', z.object({ basketId: z.string() }));
const withoutRecaptcha = ({ recaptcha_response: _, ...address }: Address & { recaptcha_response?: string }) =>
  address;

const PAYMENT_METHODS: PaymentMethods['paymentMethods'] = [
  { id: 'CREDIT_CARD', name: 'Credit or debit card', available: true, cards: [...CARD_BRANDS] },
  { id: 'GIFT_CARD', name: 'Gift card', available: true },
  { id: 'KLARNA', name: 'Klarna', available: true },
  { id: 'PAYPAL', name: 'PayPal', available: true },
  {
    id: 'LOYALTY_POINTS',
    name: 'Loyalty points',
    available: false,
    reason: 'Signed-in loyalty members only',
  },
  { id: 'REWARD_CODE', name: 'Reward code', available: true },
  { id: 'REWARD_CARD', name: 'Reward card', available: true },
  { id: 'ATHLETES_PAYMENT', name: 'Athlete credit', available: false, reason: 'Athlete profiles only' },
];

/** Reads an order the shopper owns (ORD404 otherwise: another shopper's order number tells nothing). */
const ownedOrder = async (env: SandboxEnv, orderNumber: string, consumerNo: string): Promise<OrderRecord> => {
  const record = /^RL\d{10}$/.test(orderNumber) ? await readOrder(env.DB, orderNumber) : null;
  if (!record || record.consumer_no !== consumerNo)
    throw new SandboxError(404, 'ORD404', `Order ${orderNumber} not found`);
  return record;
};

/**
 * The order's billing address is the shipping address: the cart's billing followed it ("same as
 * shipping"), and the order kept that copy (checkout-state.ts `state`). Its kind, id and main flag
 * say nothing about the place.
 */
const followsShipping = (billing: Address, shipping: Address | undefined): boolean => {
  if (!shipping) return false;
  const place = ({ approachType: _kind, id: _id, main: _main, ...rest }: Address) =>
    Object.entries(rest)
      .filter(([, v]) => v !== undefined && v !== '')
      .sort(([a], [b]) => a.localeCompare(b));
  return JSON.stringify(place(billing)) === JSON.stringify(place(shipping));
};

/**
 * After a failed 3DS: a new cart with the same lines and addresses (created once per order). A
 * billing address that followed the shipping address follows it again, rather than becoming an
 * address of its own: the shopper's "same as shipping" stays ticked on the billing step.
 */
const retryCart = async (env: SandboxEnv, record: OrderRecord, order: Order): Promise<string> => {
  if (record.retry_basket_id) return record.retry_basket_id;
  const basketId = crypto.randomUUID().replace(/-/g, '');
  const basket = basketOf(env, basketId);
  unwrap(
    await basket.create({
      basketId,
      owner: record.consumer_no,
      currency: order.currency,
      country: record.country,
      locale: record.locale,
    }),
  );
  const items = order.items
    .filter((i) => !i.bonus)
    .map((i) => ({
      productId: i.productId,
      qty: i.qty,
      ...(i.giftOption ? { giftOption: i.giftOption } : {}),
      ...(i.recipeId ? { recipeId: i.recipeId } : {}),
    }));
  // Copy what can still be bought; a line that sold out meanwhile is left out.
  for (const item of items) await basket.addItems(record.consumer_no, [item]);
  await restoreDelivery(basket, record.consumer_no, order);
  const home = order.shipments.find((s) => s.shipmentId === 'me');
  await basket.restoreCheckout(record.consumer_no, {
    shipping: home?.shippingAddress,
    ...(followsShipping(order.billingAddress, home?.shippingAddress)
      ? {}
      : { billing: order.billingAddress }),
    method: home?.shippingMethod === 'express' ? 'express' : 'standard',
  });
  const set = await env.DB.prepare(
    'UPDATE orders SET retry_basket_id = ? WHERE order_number = ? AND retry_basket_id IS NULL',
  )
    .bind(basketId, record.order_number)
    .run();
  if (set.meta.changes === 0) return (await readOrder(env.DB, record.order_number))!.retry_basket_id!;
  return basketId;
};

export const checkoutRoutes = new Hono<AppEnv>()
  .use('/cart/*', requireShopper)
  .post(
    '/cart/v2/cart/:basketId/shippingAddress',
    basketParam,
    validate('json', shippingAddressRequestSchema),
    async (c) => {
      const basketId = basketIdOf(c.req.valid('param').basketId);
      await requireCaptcha(c, c.req.valid('json').recaptcha_response, 'shipping');
      const address = withoutRecaptcha(c.req.valid('json'));
      const cart = unwrap(
        await basketOf(c.env, basketId).setAddress(c.var.shopper.consumerNo, 'shipping', address),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .delete('/cart/v2/cart/:basketId/shippingAddress', basketParam, async (c) => {
    const basketId = basketIdOf(c.req.valid('param').basketId);
    const cart = unwrap(
      await basketOf(c.env, basketId).setAddress(c.var.shopper.consumerNo, 'shipping', null),
    );
    return c.json(cart, 200, noStore);
  })
  .post(
    '/cart/v1/cart/:basketId/shippingAddress/validation',
    basketParam,
    validate('json', shippingAddressRequestSchema),
    async (c) => {
      const basketId = basketIdOf(c.req.valid('param').basketId);
      const cart = unwrap(await basketOf(c.env, basketId).get(c.var.shopper.consumerNo));
      const check = checkAddress(withoutRecaptcha(c.req.valid('json')), cart.currency, 'shipping');
      if (!check.ok)
        throw new SandboxError(check.status, check.errorId, check.message, { fields: check.fields });
      return c.json({ valid: true as const, address: check.address }, 200, noStore);
    },
  )
  .post('/cart/v1/cart/:basketId/billingAddress', basketParam, validate('json', addressSchema), async (c) => {
    const basketId = basketIdOf(c.req.valid('param').basketId);
    const cart = unwrap(
      await basketOf(c.env, basketId).setAddress(c.var.shopper.consumerNo, 'billing', c.req.valid('json')),
    );
    return c.json(cart, 200, noStore);
  })
  .delete('/cart/v1/cart/:basketId/billingAddress', basketParam, async (c) => {
    const basketId = basketIdOf(c.req.valid('param').basketId);
    const cart = unwrap(
      await basketOf(c.env, basketId).setAddress(c.var.shopper.consumerNo, 'billing', null),
    );
    return c.json(cart, 200, noStore);
  })
  .post('/cart/v1/shippingMethod', validate('json', shippingMethodRequestSchema), async (c) => {
    const { cartId, code, shippingId } = c.req.valid('json');
    const cart = unwrap(
      await basketOf(c.env, basketIdOf(cartId)).setShippingMethod(c.var.shopper.consumerNo, code, shippingId),
    );
    return c.json(cart, 200, noStore);
  })
  .get(
    '/cart/v1/cart/:basketId/shippingMethod/:shippingId',
    validate('param', z.object({ basketId: z.string(), shippingId: z.string() })),
    async (c) => {
      const { basketId, shippingId } = c.req.valid('param');
      const cart = unwrap(await basketOf(c.env, basketIdOf(basketId)).get(c.var.shopper.consumerNo));
      const shipment = cart.shippingMethods?.find((s) => s.shippingId === shippingId);
      if (!shipment) throw new SandboxError(404, 'API404', `Shipment ${shippingId} not found`);
      return c.json(shipment, 200, noStore);
    },
  )
  .get('/cart/v1/cart/:basketId/paymentMethods', basketParam, async (c) => {
    const basketId = basketIdOf(c.req.valid('param').basketId);
    const { consumerNo, consumerType } = c.var.shopper;
    // Points pay for a member of the programme who has some.
    const [cart, program, points] = await Promise.all([
      basketOf(c.env, basketId).get(consumerNo),
      readProgram(c.env.DB, consumerNo),
      consumerType === 'GUEST' ? undefined : consumerStub(c.env, consumerNo).points(),
    ]);
    const currency = unwrap(cart).currency;
    // An athlete with credit left in the cart's currency may pay with it.
    const athlete = program?.program === 'ATHLETE_CREDIT' && program.currency === currency;
    const paymentMethods = PAYMENT_METHODS.map((m) =>
      m.id === 'LOYALTY_POINTS' && points?.ok && points.value > 0
        ? { id: m.id, name: m.name, available: true }
        : m.id === 'ATHLETES_PAYMENT' && athlete
          ? program.remaining > 0
            ? { id: m.id, name: m.name, available: true }
            : { ...m, reason: 'No athlete credit is left this year' }
          : m,
    );
    return c.json({ paymentMethods } satisfies PaymentMethods, 200, noStore);
  })
  .post(
    '/cart/v1/cart/:basketId/paymentInstruments',
    basketParam,
    validate('json', paymentInstrumentRequestSchema),
    async (c) => {
      const basketId = basketIdOf(c.req.valid('param').basketId);
      const body = c.req.valid('json');
      // Gift cards, rewards, Klarna and PayPal: payments/instruments.ts.
      if (body.payment_method_id !== 'CREDIT_CARD') {
        const tender = await tenderFor(c.env, c.var.shopper.consumerNo, basketId, body);
        const cart = unwrap(await basketOf(c.env, basketId).addTender(c.var.shopper.consumerNo, tender));
        return c.json(cart, 200, noStore);
      }
      const { shopper } = c.var;
      // A member's saved card: looked up in the caller's own Consumer object only, checked as a
      // fresh token would be, then set exactly as one (same behaviour at place order).
      if (body.payment_instrument_id !== undefined) {
        if (shopper.consumerType === 'GUEST')
          throw new SandboxError(403, AUT432, 'Sign in to pay with a saved card');
        const saved = unwrapConsumer(
          await consumerStub(c.env, shopper.consumerNo).cardForPayment(body.payment_instrument_id),
        );
        const now = new Date();
        const { expiryMonth, expiryYear } = saved.card;
        if (
          expiryYear < now.getUTCFullYear() ||
          (expiryYear === now.getUTCFullYear() && expiryMonth < now.getUTCMonth() + 1)
        )
          throw new SandboxError(400, 'PAY400', 'This saved card has expired: use another card');
        if (saved.provider.behaviour === 'reject')
          throw new SandboxError(400, 'PAY400', 'This card cannot be used: use another card');
        const cart = unwrap(
          await basketOf(c.env, basketId).setPayment(shopper.consumerNo, {
            // The same id for the same saved card: repeating the call answers the same cart.
            payment_instrument_id: `pi_${saved.paymentInstrumentId}`.slice(0, 64),
            token: saved.provider.token,
            behaviour: saved.provider.behaviour,
            card: saved.card,
          }),
        );
        return c.json(cart, 200, noStore);
      }
      const token = body.token;
      if (token === undefined) throw new SandboxError(400, 'API400', 'Send a card token or a saved card id');
      const stored = await readToken(c.env.DB, token);
      if (!stored || Date.now() - Date.parse(stored.created_at) > TOKEN_TTL_MS)
        throw new SandboxError(400, 'PAY401', 'The card details have expired: enter the card again');
      if (stored.behaviour === 'reject')
        throw new SandboxError(400, 'PAY400', 'This card cannot be used: use another card');
      const cart = await asTokenOwner(c.env.DB, stored, shopper.consumerNo, async () =>
        unwrap(
          await basketOf(c.env, basketId).setPayment(shopper.consumerNo, {
            payment_instrument_id: `pi_${token.slice(4, 24)}`,
            token,
            behaviour: stored.behaviour,
            card: {
              brand: stored.brand,
              last4: stored.last4,
              expiryMonth: stored.expiry_month,
              expiryYear: stored.expiry_year,
              holderName: stored.holder_name,
            },
          }),
        ),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .delete(
    '/cart/v1/cart/:basketId/paymentInstruments',
    basketParam,
    validate('json', removePaymentInstrumentRequestSchema),
    async (c) => {
      const basketId = basketIdOf(c.req.valid('param').basketId);
      const { payment_instrument_id } = c.req.valid('json');
      const cart = unwrap(
        await basketOf(c.env, basketId).setPayment(c.var.shopper.consumerNo, null, payment_instrument_id),
      );
      return c.json(cart, 200, noStore);
    },
  )
  .post('/cart/v1/cart/prepareOrder', validate('json', prepareOrderRequestSchema), async (c) => {
    const basketId = basketIdOf(c.req.valid('json').basketId);
    const cart = unwrap(await basketOf(c.env, basketId).prepareOrder(c.var.shopper.consumerNo));
    return c.json(cart, 200, noStore);
  })
  .put('/cart/v2/checkout/order', validate('json', placeOrderRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const basketId = basketIdOf(body.cartId);
    const sale = await inStoreSale(c.env.DB, c.var.shopper, body.inStoreSalesInfo);
    await requireCaptcha(c, body.recaptcha_response, 'checkout');
    const { consumerNo } = c.var.shopper;
    const basket = basketOf(c.env, basketId);
    const cart = await basket.get(consumerNo, { keepBenefit: true });
    const order = unwrapOrder(
      await placeWithPoints(c.env, consumerNo, basketId, cart.ok ? cart.cart : undefined, () =>
        basket.placeOrder(consumerNo, body, sale),
      ),
    );
    await earnPoints(c.env, consumerNo, order);
    return c.json(orderForRequest(c, order), 200, noStore);
  })
  // Not in the spec's list: the order confirmation page reads the order it just placed.
  .get(
    '/cart/v2/checkout/order/:orderNumber',
    validate('param', z.object({ orderNumber: z.string().max(32) })),
    async (c) => {
      const record = await ownedOrder(c.env, c.req.valid('param').orderNumber, c.var.shopper.consumerNo);
      return c.json(orderForRequest(c, orderOf(record)), 200, noStore);
    },
  )
  .patch(
    '/cart/v2/checkout/order/:orderNumber',
    validate('param', z.object({ orderNumber: z.string().max(32) })),
    validate('json', patchOrderRequestSchema),
    async (c) => {
      const { orderNumber } = c.req.valid('param');
      const { additionalData } = c.req.valid('json');
      const { threeDS2Result } = additionalData;
      const record = await ownedOrder(c.env, orderNumber, c.var.shopper.consumerNo);
      const order = orderOf(record);
      await checkPatchOrder(c.env.DB, order, additionalData);
      // The answer settles the order either way: the basket that waited for it closes.
      const closeBasket = () => basketOf(c.env, record.basket_id).close(record.consumer_no);
      const failed = async (rec: OrderRecord) => {
        await closeBasket();
        await takeBackPoints(c.env, rec.consumer_no, orderNumber, rec.basket_id);
        const basketId = await retryCart(c.env, rec, order);
        throw new SandboxError(402, 'PYT402', '3-D Secure authentication failed: the order was cancelled', {
          orderNumber,
          basketId,
        });
      };
      if (record.status === 'CREATED') {
        await closeBasket();
        return c.json(orderForRequest(c, order), 200, noStore);
      }
      if (record.status === 'CANCELLED') return failed(record);

      const [challengeId, result] = threeDS2Result.split('.');
      const challenge = await c.env.DB.prepare(
        'SELECT status FROM payment_challenges WHERE id = ? AND order_number = ?',
      )
        .bind(challengeId ?? '', orderNumber)
        .first<{ status: string }>();
      if (!challenge || challenge.status !== result)
        throw new SandboxError(
          400,
          'API400',
          'threeDS2Result does not match a completed challenge of this order',
        );
      const now = new Date().toISOString();
      if (result === 'Y') {
        const placed: Order = {
          ...order,
          status: 'CREATED',
          flash: [],
          payments: order.payments.map((p) => ({ ...p, status: 'AUTHORIZED' as const })),
        };
        await c.env.DB.batch([
          c.env.DB.prepare(
            "UPDATE orders SET status = 'CREATED', body = ?, updated_at = ? WHERE order_number = ? AND status = 'PENDING_PAYMENT'",
          ).bind(JSON.stringify(placed), now, orderNumber),
          c.env.DB.prepare("UPDATE payments SET status = 'AUTHORIZED' WHERE order_number = ?").bind(
            orderNumber,
          ),
          outboxInsert(c.env.DB, placed, record.locale, now),
          ...giftCardIssueStatements(c.env.DB, placed, record.locale, now),
        ]);
        const after = await readOrder(c.env.DB, orderNumber);
        if (after?.status === 'CREATED') {
          await closeBasket();
          await earnPoints(c.env, record.consumer_no, orderOf(after));
          return c.json(orderForRequest(c, orderOf(after)), 200, noStore);
        }
        return failed(after!);
      }
      // Cancel once, release the reserved stock once (the flag is checked in the same transaction).
      const cancelled: Order = {
        ...order,
        status: 'CANCELLED',
        // The card was never authorized; gift cards and rewards taken before it are given back.
        payments: order.payments.map((p) => ({
          ...p,
          status: p.status === 'AUTHORIZED' ? ('VOIDED' as const) : ('REFUSED' as const),
        })),
      };
      await c.env.DB.batch([
        c.env.DB.prepare(
          "UPDATE orders SET status = 'CANCELLED', body = ?, updated_at = ? WHERE order_number = ? AND status = 'PENDING_PAYMENT'",
        ).bind(JSON.stringify(cancelled), now, orderNumber),
        // Stock, gift cards and rewards given back once (the flag is checked in the same transaction).
        ...releaseOrderStatements(c.env.DB, orderNumber, now),
        c.env.DB.prepare("UPDATE payments SET status = 'REFUSED' WHERE order_number = ?").bind(orderNumber),
      ]);
      const after = await readOrder(c.env.DB, orderNumber);
      if (after?.status === 'CREATED') return c.json(orderForRequest(c, orderOf(after)), 200, noStore);
      return failed(after!);
    },
  );
