/**
 * Loyalty calls (commerce spec section 7, Consumer and Cart), member bearer only:
 * - GET  /consumers-v3/consumer/loyalty/vouchers: the points and the vouchers they buy now;
 * - GET  /consumers-v3/consumer/loyalty/history (the sandbox's own, for the account): the ledger;
 * - GET  /consumers-v3/consumer/loyalty/promo/welcome: the member's one-time welcome reward code
 *   (made on the first call, a REWARD_CODE in D1's `rewards`, the same code ever after);
 * - POST /consumers-v3/consumer/loyalty/token {usid}: a 10-minute token for the loyalty platform;
 * - PUT  /cart/v1/cart/{basketId}/reward {appliedLoyaltyVoucher}: a voucher pays part of the cart.
 * Error ids: `LOYALTY_ERRORS` (shared/contract/loyalty.ts).
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  LOYALTY_ERRORS,
  type LoyaltyVouchers,
  loyaltyTokenRequestSchema,
  POINT_VALUE,
  rewardRequestSchema,
  VOUCHER_TIERS,
  vouchersFor,
  type WelcomePromo,
} from '../../../shared/contract/loyalty';
import { requireShopper } from '../auth/middleware';
import { signToken } from '../auth/tokens';
import type { BasketResult } from '../commerce/basket/basket';
import { consumerStub } from '../consumer/directory';
import { requireMember, unwrap } from '../consumer/member';
import type { AppEnv, SandboxEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { siteFromHeader } from '../site';

const noStore = { 'Cache-Control': 'private, no-store' };
const member = [requireShopper, requireMember] as const;
const BASKET_ID = /^[a-f0-9]{32}$/;
const HISTORY_LIMIT = 50;
const TOKEN_TTL_SECONDS = 600;
/** The welcome reward: 10.00 in the site's currency, valid 30 days from the first call. */
const WELCOME_AMOUNT = 1000;
const WELCOME_DAYS = 30;

const basketOf = (env: SandboxEnv, basketId: string) => {
  if (!BASKET_ID.test(basketId)) throw new SandboxError(404, 'BSK404', 'Cart not found');
  return env.BASKET.get(env.BASKET.idFromName(basketId));
};

const cartOf = (result: BasketResult) => {
  if (!result.ok) throw SandboxError.from(result.error);
  return result.cart;
};

/** The member's welcome code: made once (the object keeps the first), its D1 row written once. */
const welcomePromo = async (env: SandboxEnv, consumerNo: string, currency: WelcomePromo['currency']) => {
  const candidate = `WELCOME${crypto.randomUUID().replace(/-/g, '').slice(0, 8).toUpperCase()}`;
  const { code, isNew } = unwrap(await consumerStub(env, consumerNo).welcomeCode(candidate));
  const now = new Date();
  const until = new Date(now.getTime() + WELCOME_DAYS * 86_400_000).toISOString();
  await env.DB.prepare(
    `INSERT OR IGNORE INTO rewards (code, kind, currency, amount, valid_from, valid_until, created_at)
     VALUES (?, 'code', ?, ?, ?, ?, ?)`,
  )
    .bind(code, currency, WELCOME_AMOUNT, now.toISOString(), until, now.toISOString())
    .run();
  const row = await env.DB.prepare('SELECT currency, amount, valid_until FROM rewards WHERE code = ?')
    .bind(code)
    .first<{ currency: WelcomePromo['currency']; amount: number; valid_until: string }>();
  return {
    promotionId: 'loyalty-welcome',
    code,
    amount: row!.amount,
    currency: row!.currency,
    validUntil: row!.valid_until,
    isNew,
  } satisfies WelcomePromo;
};

export const loyaltyRoutes = new Hono<AppEnv>()
  .get('/consumers-v3/consumer/loyalty/vouchers', ...member, async (c) => {
    const points = unwrap(await consumerStub(c.env, c.var.shopper.consumerNo).points());
    const { currency } = siteFromHeader(c.req.header('siteId'));
    const body: LoyaltyVouchers = {
      currentLoyaltyPoints: points,
      currency,
      applicableLoyaltyVouchers: vouchersFor(points),
    };
    return c.json(body, 200, noStore);
  })
  .get('/consumers-v3/consumer/loyalty/history', ...member, async (c) => {
    const stub = consumerStub(c.env, c.var.shopper.consumerNo);
    unwrap(await stub.points());
    return c.json(await stub.pointsHistory(HISTORY_LIMIT), 200, noStore);
  })
  .get('/consumers-v3/consumer/loyalty/promo/welcome', ...member, async (c) => {
    const { currency } = siteFromHeader(c.req.header('siteId'));
    return c.json(await welcomePromo(c.env, c.var.shopper.consumerNo, currency), 200, noStore);
  })
  .post(
    '/consumers-v3/consumer/loyalty/token',
    ...member,
    validate('json', loyaltyTokenRequestSchema),
    async (c) => {
      const { consumerNo, consumerType } = c.var.shopper;
      unwrap(await consumerStub(c.env, consumerNo).points());
      // Bound to the shopper's usid: the loyalty platform accepts it only with the same usid.
      const loyaltyToken = await signToken(
        `${c.env.TOKEN_SECRET}:loyalty:${c.req.valid('json').usid}`,
        { consumerNo, consumerType },
        'access',
        TOKEN_TTL_SECONDS,
      );
      return c.json({ loyaltyToken, expiresIn: TOKEN_TTL_SECONDS }, 200, noStore);
    },
  )
  .put(
    '/cart/v1/cart/:basketId/reward',
    ...member,
    validate('param', z.object({ basketId: z.string() })),
    validate('json', rewardRequestSchema),
    async (c) => {
      const { consumerNo } = c.var.shopper;
      const basket = basketOf(c.env, c.req.valid('param').basketId);
      const asked = c.req.valid('json').appliedLoyaltyVoucher;
      const answer = async (voucher: (typeof VOUCHER_TIERS)[number] | null) => {
        return c.json(cartOf(await basket.setLoyaltyVoucher(consumerNo, voucher)), 200, noStore);
      };
      if (asked === null) return answer(null);
      const voucher = VOUCHER_TIERS.find((t) => t.points === asked.points);
      if (!voucher)
        throw new SandboxError(400, LOYALTY_ERRORS.unknownVoucher, `No voucher costs ${asked.points} points`);
      const [balance, cart] = await Promise.all([
        consumerStub(c.env, consumerNo).points().then(unwrap),
        basket.get(consumerNo).then(cartOf),
      ]);
      // The points payment already in the cart keeps its points: the voucher needs its own.
      const byPoints = cart.checkout.payment_instruments
        .filter((p) => p.payment_method_id === 'LOYALTY_POINTS' && !p.payment_instrument_id.startsWith('lv_'))
        .reduce((sum, p) => sum + Math.ceil(p.amount / POINT_VALUE), 0);
      if (voucher.points + byPoints > balance)
        throw new SandboxError(409, LOYALTY_ERRORS.notEnoughPoints, 'Not enough points for this voucher', {
          balance,
        });
      return answer(voucher);
    },
  );
