/**
 * The simulated card payment provider (public: no API key, as a provider's client-side endpoints).
 * The browser posts the card here, never to the storefront; the storefront only ever sees the token.
 *
 * | card number          | behaviour                                                          |
 * | -------------------- | ------------------------------------------------------------------ |
 * | 4242 4242 4242 4242  | approved                                                            |
 * | 4000 0000 0000 3220  | 3DS challenge at place order (the challenge page passes or fails)  |
 * | 4000 0000 0000 0002  | declined at place order: PYT402                                     |
 * | 4000 0000 0000 0069  | refused when added to the cart or saved to an account: PAY400       |
 * | any other valid card | approved                                                            |
 *
 * Tokens expire after 30 minutes (PAY401 when added later) and belong to the first shopper who
 * uses them (token-owner.ts: PAY401 for anyone else).
 */
import { Hono } from 'hono';
import { html } from 'hono/html';
import { z } from 'zod';
import { type TokenizeResponse, tokenizeRequestSchema } from '../../../shared/contract/checkout';
import { passesLuhn } from '../../../shared/contract/luhn';
import { safePathOr } from '../../../shared/contract/safe-path';
import type { PaymentBehaviour } from '../commerce/checkout-state';
import type { AppEnv } from '../env';
import { SandboxError, validate, validateForm } from '../errors';

export const CARD_BRANDS = ['VISA', 'MASTERCARD', 'AMEX'] as const;
export const TOKEN_TTL_MS = 30 * 60 * 1000;

export const TEST_CARDS: Readonly<Record<string, PaymentBehaviour>> = {
  '4242424242424242': 'approve',
  '4000000000003220': 'challenge',
  '4000000000000002': 'decline',
  '4000000000000069': 'reject',
};

export const brandOf = (digits: string): string | undefined =>
  /^4/.test(digits)
    ? 'VISA'
    : /^(5[1-5]|2[2-7])/.test(digits)
      ? 'MASTERCARD'
      : /^3[47]/.test(digits)
        ? 'AMEX'
        : undefined;

export type TokenRow = {
  token: string;
  brand: string;
  last4: string;
  expiry_month: number;
  expiry_year: number;
  holder_name: string;
  behaviour: PaymentBehaviour;
  created_at: string;
  /** The shopper who first saved or paid with it (token-owner.ts); null until then. */
  consumer_no: string | null;
};

export const readToken = (db: D1Database, token: string) =>
  db.prepare('SELECT * FROM payment_tokens WHERE token = ?').bind(token).first<TokenRow>();

const challengePage = (id: string, returnUrl: string) => html`<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>Card verification</title>
  </head>
  <body style="font-family: system-ui, sans-serif; max-width: 28rem; margin: 2rem auto; padding: 0 1rem">
    <h1 style="font-size: 1.25rem">Sandbox Bank: verify this payment</h1>
    <p>This is the simulated 3-D Secure challenge of the sandbox's card provider.</p>
    <form method="post" action="/payments/v1/challenge/${id}">
      <input type="hidden" name="returnUrl" value="${returnUrl}" />
      <button type="submit" name="result" value="Y" style="padding: 0.6rem 1rem; margin-right: 0.5rem">
        Pass verification
      </button>
      <button type="submit" name="result" value="N" style="padding: 0.6rem 1rem">Fail verification</button>
    </form>
  </body>
</html>`;

const challengeParam = validate('param', z.object({ id: z.string().regex(/^ch_[a-f0-9]{32}$/) }));

export const paymentRoutes = new Hono<AppEnv>()
  .post('/payments/v1/tokenize', validate('json', tokenizeRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const digits = body.number.replace(/\s/g, '');
    const brand = brandOf(digits);
    if (digits.length < 13 || digits.length > 19 || !passesLuhn(digits) || !brand)
      throw new SandboxError(400, 'PAY400', 'Card number is not valid', {
        fields: { number: 'cardInvalid' },
      });
    const now = new Date();
    if (
      body.expiryYear < now.getUTCFullYear() ||
      (body.expiryYear === now.getUTCFullYear() && body.expiryMonth < now.getUTCMonth() + 1)
    )
      throw new SandboxError(400, 'PAY400', 'The card has expired', { fields: { expiry: 'cardExpired' } });
    const token = `tok_${crypto.randomUUID().replace(/-/g, '')}`;
    const row: TokenRow = {
      token,
      brand,
      last4: digits.slice(-4),
      expiry_month: body.expiryMonth,
      expiry_year: body.expiryYear,
      holder_name: body.holderName,
      behaviour: TEST_CARDS[digits] ?? 'approve',
      created_at: now.toISOString(),
      consumer_no: null,
    };
    await c.env.DB.prepare(
      'INSERT INTO payment_tokens (token, brand, last4, expiry_month, expiry_year, holder_name, behaviour, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)',
    )
      .bind(
        row.token,
        row.brand,
        row.last4,
        row.expiry_month,
        row.expiry_year,
        row.holder_name,
        row.behaviour,
        row.created_at,
      )
      .run();
    const answer: TokenizeResponse = {
      token,
      card: {
        brand,
        last4: row.last4,
        expiryMonth: row.expiry_month,
        expiryYear: row.expiry_year,
        holderName: row.holder_name,
      },
    };
    return c.json(answer, 201, { 'Cache-Control': 'no-store' });
  })
  .get('/payments/v1/challenge/:id', challengeParam, async (c) => {
    const { id } = c.req.valid('param');
    const found = await c.env.DB.prepare('SELECT status FROM payment_challenges WHERE id = ?')
      .bind(id)
      .first();
    if (!found) throw new SandboxError(404, 'API404', 'Challenge not found');
    const returnUrl = safePathOr(c.req.query('returnUrl'), '/');
    return c.html(challengePage(id, returnUrl), 200, { 'Cache-Control': 'no-store' });
  })
  .post(
    '/payments/v1/challenge/:id',
    challengeParam,
    validateForm(z.object({ result: z.enum(['Y', 'N']), returnUrl: z.string().max(2048).optional() })),
    async (c) => {
      const { id } = c.req.valid('param');
      const { result, returnUrl } = c.req.valid('form');
      // The first answer counts; pressing again (or the other button) changes nothing.
      await c.env.DB.prepare("UPDATE payment_challenges SET status = ? WHERE id = ? AND status = 'PENDING'")
        .bind(result, id)
        .run();
      const row = await c.env.DB.prepare('SELECT status FROM payment_challenges WHERE id = ?')
        .bind(id)
        .first<{ status: string }>();
      if (!row) throw new SandboxError(404, 'API404', 'Challenge not found');
      const target = new URL(safePathOr(returnUrl, '/'), 'http://x');
      target.searchParams.set('threeDS2Result', `${id}.${row.status}`);
      return c.redirect(target.pathname + target.search, 303);
    },
  );
