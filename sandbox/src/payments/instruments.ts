/**
 * Gift cards, rewards, Klarna and PayPal in the sandbox (commerce spec section 7):
 *
 * - `POST /cart/v1/giftcard/balance` (number + pin → balance and currency);
 * - the D1 checks behind `POST /cart/v1/cart/{basketId}/paymentInstruments` for GIFT_CARD,
 *   REWARD_CODE, REWARD_CARD, KLARNA and PAYPAL (`tenderFor`; the basket then adds the tender);
 * - `GET /cart/v1/paymentSession` starts a Klarna or PayPal session for the basket's remaining
 *   amount; the simulated provider's approval page `GET|POST /payments/v1/sessions/{id}` approves
 *   or declines it (a form that redirects back, or JSON for the Klarna dialog);
 * - `POST /cart/v1/deviceFingerPrint` keeps the checkout's device fingerprint on the basket.
 *
 * Error ids (the spec lists GFC400–GFC812 and REW130–REW401 by name only; documented in
 * sandbox/README.md): GFC700 unknown card or wrong pin, GFC725 expired or blocked, GFC740 card in
 * another currency, GFC755 no balance left, GFC760 already in the cart, GFC770 too many gift
 * cards, GFC780 nothing left to pay; REW130 unknown reward, REW140 expired or not yet valid,
 * REW150 already redeemed, REW160 another currency, REW170 already in the cart, REW180 nothing
 * left to pay, REW401 too many rewards; PAY400 the wallet declined, PAY401 session unknown,
 * pending, used or expired; PYT405 Klarna above its limit.
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { LOYALTY_ERRORS, POINT_VALUE } from '../../../shared/contract/loyalty';
import {
  deviceFingerprintRequestSchema,
  type GiftCardBalance,
  giftCardBalanceRequestSchema,
  type PaymentInstrumentRequest,
  type PaymentSession,
  paymentSessionQuerySchema,
} from '../../../shared/contract/payments';
import { safePathOr } from '../../../shared/contract/safe-path';
import { requireShopper } from '../auth/middleware';
import type { BasketResult, RemainingToPay } from '../commerce/basket/basket';
import type { Tender } from '../commerce/tenders';
import { KLARNA_MAX, maskNumber, POINTS_REF } from '../commerce/tenders';
import { consumerStub } from '../consumer/directory';
import { unwrap as unwrapConsumer } from '../consumer/member';
import type { AppEnv, SandboxEnv } from '../env';
import { SandboxError, validate, validateForm } from '../errors';
import { readProgram } from '../members/programs';
import { plainMoney } from '../money';

export const SESSION_TTL_MS = 30 * 60 * 1000;
const noStore = { 'Cache-Control': 'private, no-store' };
const BASKET_ID = /^[a-f0-9]{32}$/;
const newId = (prefix: string) => `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 20)}`;
const basketOf = (env: SandboxEnv, basketId: string) => env.BASKET.get(env.BASKET.idFromName(basketId));

type GiftCardRow = {
  card_number: string;
  pin: string;
  currency: string;
  balance: number;
  status: string;
  expires_at: string | null;
};
type RewardRow = {
  code: string;
  kind: 'code' | 'card';
  currency: string;
  amount: number;
  valid_from: string;
  valid_until: string;
  redeemed_order: string | null;
};
type SessionRow = {
  id: string;
  basket_id: string;
  consumer_no: string;
  method: 'KLARNA' | 'PAYPAL';
  amount: number;
  currency: string;
  status: PaymentSession['status'];
  created_at: string;
};

/** Constant-time pin comparison. */
const samePin = (a: string, b: string) => {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i++)
    diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
};

/** A usable gift card (GFC700 unknown or wrong pin, GFC725 expired or blocked). */
export const giftCard = async (db: D1Database, number: string, pin: string, now = new Date()) => {
  const row = await db
    .prepare('SELECT * FROM gift_cards WHERE card_number = ?')
    .bind(number)
    .first<GiftCardRow>();
  if (!row || !samePin(row.pin, pin))
    throw new SandboxError(400, 'GFC700', 'The gift card number or PIN is not correct');
  if (row.status !== 'active' || (row.expires_at && row.expires_at <= now.toISOString()))
    throw new SandboxError(400, 'GFC725', 'This gift card has expired or is blocked');
  return row;
};

const unwrap = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

const cartCurrency = async (env: SandboxEnv, consumerNo: string, basketId: string) =>
  unwrap(await basketOf(env, basketId).get(consumerNo)).currency;

type TenderInput = Omit<Tender, 'position' | 'amount'> & {
  available: number;
  requested?: number | undefined;
};

/** The D1 side of adding a non-card instrument: what it may pay, or its error. */
export const tenderFor = async (
  env: SandboxEnv,
  consumerNo: string,
  basketId: string,
  body: Exclude<PaymentInstrumentRequest, { payment_method_id: 'CREDIT_CARD' }>,
): Promise<TenderInput> => {
  const now = new Date();
  switch (body.payment_method_id) {
    case 'GIFT_CARD': {
      const number = body.number.replace(/[\s-]/g, '');
      const [card, currency] = await Promise.all([
        giftCard(env.DB, number, body.pin.trim(), now),
        cartCurrency(env, consumerNo, basketId),
      ]);
      if (card.currency !== currency)
        throw new SandboxError(
          400,
          'GFC740',
          `This gift card is in ${card.currency} and cannot pay in ${currency}`,
          {
            currency: card.currency,
          },
        );
      if (card.balance <= 0) throw new SandboxError(400, 'GFC755', 'This gift card has no balance left');
      return {
        id: newId('pi_'),
        method: 'GIFT_CARD',
        ref: number,
        masked: maskNumber(number),
        available: card.balance,
        requested: body.amount,
      };
    }
    case 'REWARD_CODE':
    case 'REWARD_CARD': {
      const code =
        body.payment_method_id === 'REWARD_CODE'
          ? body.code.trim().toUpperCase()
          : body.number.replace(/[\s-]/g, '');
      const kind = body.payment_method_id === 'REWARD_CODE' ? 'code' : 'card';
      const [row, currency] = await Promise.all([
        env.DB.prepare('SELECT * FROM rewards WHERE code = ? AND kind = ?')
          .bind(code, kind)
          .first<RewardRow>(),
        cartCurrency(env, consumerNo, basketId),
      ]);
      if (!row)
        throw new SandboxError(
          404,
          'REW130',
          `Reward ${kind === 'code' ? code : maskNumber(code)} is not valid`,
        );
      const iso = now.toISOString();
      if (iso < row.valid_from || iso >= row.valid_until)
        throw new SandboxError(400, 'REW140', 'This reward has expired or is not valid yet', {
          validUntil: row.valid_until,
        });
      if (row.redeemed_order) throw new SandboxError(409, 'REW150', 'This reward has already been used');
      if (row.currency !== currency)
        throw new SandboxError(
          400,
          'REW160',
          `This reward is in ${row.currency} and cannot pay in ${currency}`,
        );
      return {
        id: newId('pi_'),
        method: body.payment_method_id,
        ref: code,
        masked: kind === 'code' ? code : maskNumber(code),
        available: row.amount,
      };
    }
    case 'LOYALTY_POINTS': {
      // The member's points less what the cart's voucher holds; spent only at place order.
      const [balance, cart] = await Promise.all([
        consumerStub(env, consumerNo).points().then(unwrapConsumer),
        basketOf(env, basketId).get(consumerNo).then(unwrap),
      ]);
      const free = balance - (cart.appliedLoyaltyVoucher?.points ?? 0);
      const points = body.points ?? free;
      if (points <= 0 || points > free)
        throw new SandboxError(409, LOYALTY_ERRORS.notEnoughPoints, 'Not enough points for this payment', {
          balance: Math.max(0, free),
        });
      return {
        id: 'lp_points',
        method: 'LOYALTY_POINTS',
        ref: POINTS_REF,
        masked: `${points} points`,
        available: points * POINT_VALUE,
      };
    }
    case 'ATHLETES_PAYMENT': {
      // Only an athlete with credit left in the cart's currency; the basket caps it at what is
      // left to pay and follows the credit as it changes (tenders.ts `creditedTenders`).
      const [program, currency] = await Promise.all([
        readProgram(env.DB, consumerNo, now),
        cartCurrency(env, consumerNo, basketId),
      ]);
      if (program?.program !== 'ATHLETE_CREDIT')
        throw new SandboxError(400, 'PAY400', 'Athlete credit is for athlete profiles only');
      if (program.currency !== currency || program.remaining <= 0)
        throw new SandboxError(400, 'PAY400', 'No athlete credit is left for this order', {
          remainingAmount: program.currency === currency ? program.remaining : 0,
        });
      return {
        id: newId('pi_'),
        method: 'ATHLETES_PAYMENT',
        ref: consumerNo,
        masked: 'Athlete credit',
        available: program.remaining,
      };
    }
    case 'KLARNA':
    case 'PAYPAL': {
      const row = await env.DB.prepare('SELECT * FROM payment_sessions WHERE id = ?')
        .bind(body.session_id)
        .first<SessionRow>();
      const name = body.payment_method_id === 'KLARNA' ? 'Klarna' : 'PayPal';
      if (
        !row ||
        row.basket_id !== basketId ||
        row.consumer_no !== consumerNo ||
        row.method !== body.payment_method_id ||
        now.getTime() - Date.parse(row.created_at) > SESSION_TTL_MS
      )
        throw new SandboxError(400, 'PAY401', `The ${name} session is unknown or has expired: start again`);
      if (row.status === 'DECLINED')
        throw new SandboxError(
          400,
          'PAY400',
          `${name} did not authorize this payment: choose another payment method`,
        );
      if (row.status !== 'AUTHORIZED')
        throw new SandboxError(
          400,
          'PAY401',
          `The ${name} session is not approved (${row.status.toLowerCase()})`,
        );
      return { id: newId('pi_'), method: row.method, ref: row.id, masked: name, available: row.amount };
    }
  }
};

const sessionOf = (row: SessionRow): PaymentSession => ({
  sessionId: row.id,
  paymentMethodId: row.method,
  amount: row.amount,
  currency: row.currency as PaymentSession['currency'],
  status: row.status,
  redirectUrl: `/payments/v1/sessions/${row.id}`,
});

const approvalPage = (row: SessionRow, returnUrl: string) => {
  const name = row.method === 'KLARNA' ? 'Klarna' : 'PayPal';
  return html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>${name} (sandbox)</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
    <h1 style="font-size: 1.25rem">${name} sandbox: approve this payment</h1>
    <p>Pay ${plainMoney(row.amount, row.currency)} to Ridgeline with ${name}. This is the simulated ${name} of the sandbox's payment provider.</p>
    <form method="post" action="/payments/v1/sessions/${row.id}">
      <input type="hidden" name="returnUrl" value="${returnUrl}" />
      <button type="submit" name="decision" value="approve" style="padding: 0.6rem 1rem; margin-right: 0.5rem">
        Approve payment
      </button>
      <button type="submit" name="decision" value="decline" style="padding: 0.6rem 1rem">Decline</button>
    </form>
  </body>
</html>`;
};

const sessionParam = validate('param', z.object({ id: z.string().regex(/^ps_[a-f0-9]{32}$/) }));
const decisionSchema = z.object({
  decision: z.enum(['approve', 'decline']),
  returnUrl: z.string().max(2048).optional(),
});

const readSession = async (db: D1Database, id: string) => {
  const row = await db.prepare('SELECT * FROM payment_sessions WHERE id = ?').bind(id).first<SessionRow>();
  if (!row) throw new SandboxError(404, 'API404', 'Payment session not found');
  return row;
};

export const paymentInstrumentRoutes = new Hono<AppEnv>()
  .use('/cart/v1/giftcard/*', requireShopper)
  .use('/cart/v1/paymentSession', requireShopper)
  .use('/cart/v1/deviceFingerPrint', requireShopper)
  .post('/cart/v1/giftcard/balance', validate('json', giftCardBalanceRequestSchema), async (c) => {
    const { number, pin } = c.req.valid('json');
    const card = await giftCard(c.env.DB, number, pin);
    const answer: GiftCardBalance = {
      maskedNumber: maskNumber(number),
      balance: card.balance,
      currency: card.currency as GiftCardBalance['currency'],
      expiresAt: card.expires_at,
    };
    return c.json(answer, 200, noStore);
  })
  .get('/cart/v1/paymentSession', validate('query', paymentSessionQuerySchema), async (c) => {
    const { basketId, paymentMethodId, paymentMethod, referer } = c.req.valid('query');
    if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
    const { consumerNo } = c.var.shopper;
    const due = (await basketOf(c.env, basketId).remainingToPay(consumerNo)) as RemainingToPay;
    if (!due.ok) throw SandboxError.from(due.error);
    if (due.amount <= 0) throw new SandboxError(400, 'API400', 'Nothing is left to pay');
    if (paymentMethodId === 'KLARNA' && due.amount > KLARNA_MAX)
      throw new SandboxError(400, 'PYT405', 'Klarna is not available for this order amount', {
        max: KLARNA_MAX,
      });
    const now = new Date().toISOString();
    const row: SessionRow = {
      id: `ps_${crypto.randomUUID().replace(/-/g, '')}`,
      basket_id: basketId,
      consumer_no: consumerNo,
      method: paymentMethodId,
      amount: due.amount,
      currency: due.currency,
      status: 'PENDING',
      created_at: now,
    };
    await c.env.DB.prepare(
      `INSERT INTO payment_sessions (id, basket_id, consumer_no, method, amount, currency, status, payment_method, referer, created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, 'PENDING', ?, ?, ?, ?)`,
    )
      .bind(
        row.id,
        basketId,
        consumerNo,
        row.method,
        row.amount,
        row.currency,
        paymentMethod ?? null,
        referer ?? null,
        now,
        now,
      )
      .run();
    return c.json(sessionOf(row), 200, noStore);
  })
  .post('/cart/v1/deviceFingerPrint', validate('json', deviceFingerprintRequestSchema), async (c) => {
    const { cartId, deviceFingerPrint } = c.req.valid('json');
    if (!BASKET_ID.test(cartId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
    unwrap(await basketOf(c.env, cartId).setDeviceFingerprint(c.var.shopper.consumerNo, deviceFingerPrint));
    return c.json({ cartId, stored: true }, 200, noStore);
  })
  // The provider's approval page (public, like the 3DS challenge).
  .get('/payments/v1/sessions/:id', sessionParam, async (c) => {
    const row = await readSession(c.env.DB, c.req.valid('param').id);
    if (c.req.header('accept')?.includes('application/json')) return c.json(sessionOf(row), 200, noStore);
    const returnUrl = safePathOr(c.req.query('returnUrl'), '/');
    return c.html(approvalPage(row, returnUrl), 200, { 'Cache-Control': 'no-store' });
  })
  .post(
    '/payments/v1/sessions/:id',
    sessionParam,
    validateForm(decisionSchema, { json: true }),
    async (c) => {
      const { id } = c.req.valid('param');
      const isJson = c.req.header('content-type')?.includes('application/json') ?? false;
      const { decision, returnUrl } = c.req.valid('form');
      // The first answer counts; pressing again (or the other button) changes nothing.
      await c.env.DB.prepare(
        "UPDATE payment_sessions SET status = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'",
      )
        .bind(decision === 'approve' ? 'AUTHORIZED' : 'DECLINED', new Date().toISOString(), id)
        .run();
      const row = await readSession(c.env.DB, id);
      if (isJson) return c.json(sessionOf(row), 200, noStore);
      const target = new URL(safePathOr(returnUrl, '/'), 'http://x');
      target.searchParams.set('paymentSession', row.id);
      target.searchParams.set('result', row.status);
      return c.redirect(target.pathname + target.search, 303);
    },
  );
