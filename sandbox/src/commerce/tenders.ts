/**
 * Payment instruments beside the card, kept by the Basket Durable Object in its own SQLite table:
 *
 * - partial tenders (GIFT_CARD, REWARD_CODE, REWARD_CARD, LOYALTY_POINTS, ATHLETES_PAYMENT) pay a
 *   capped amount each, in the order they were added; what they leave is the cart's
 *   `totals.remainingToPay`.
 *   The athlete credit's cap is what is left of the athlete's annual credit now (`creditedTenders`);
 * - the rest payer pays `remainingToPay`: the card (checkout-state.ts), or a KLARNA or PAYPAL
 *   tender. There is at most one rest payer: adding one replaces the other.
 *
 * Amounts follow the cart: a partial tender pays min(its applied amount, what is left), so a
 * smaller total never overpays and a larger one leaves more for the rest payer. Balances, single
 * use and sessions are checked again inside the order's D1 batch (`redemptionStatements` in
 * `tender-redemption.ts`), where the database refuses an overdraw or a second use.
 */
import type { CartTotals } from '../../../shared/contract/cart';
import type { CheckoutState, PaymentInstrument } from '../../../shared/contract/checkout';
import type { ErrorPayload } from '../errors';

export type PartialMethod =
  | 'GIFT_CARD'
  | 'REWARD_CODE'
  | 'REWARD_CARD'
  | 'LOYALTY_POINTS'
  | 'ATHLETES_PAYMENT';
export type WalletMethod = 'KLARNA' | 'PAYPAL';
export type TenderMethod = PartialMethod | WalletMethod;

export type Tender = {
  id: string;
  method: TenderMethod;
  /** Gift card or reward card number, reward code, or payment session id. */
  ref: string;
  /** What the shopper sees: •••• 1234, the code, or the wallet's name. */
  masked: string;
  /** Partial tenders: the most this one pays. Wallets: the session's authorized amount. */
  amount: number;
  position: number;
};

export const PARTIAL_METHODS: ReadonlySet<TenderMethod> = new Set([
  'GIFT_CARD',
  'REWARD_CODE',
  'REWARD_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
]);

/**
 * The tenders with the athlete credit's cap set to the credit left now (`credit`, undefined when
 * the owner has none): the credit follows the annual cap, not the amount when it was added.
 */
export const creditedTenders = (tenders: readonly Tender[], credit: number | undefined): Tender[] =>
  tenders.map((t) => (t.method === 'ATHLETES_PAYMENT' ? { ...t, amount: credit ?? 0 } : t));
const isPartial = (t: Tender) => PARTIAL_METHODS.has(t.method);

/**
 * Points pay as two LOYALTY_POINTS tenders at most: a voucher (`ref` `voucher:{points}`, a reward:
 * counted in `appliedRewards`) and a points payment (`ref` `points`, one point per `POINT_VALUE`).
 * Their points are spent by the member's Consumer object before the order is written.
 */
export const VOUCHER_REF = 'voucher:';
export const POINTS_REF = 'points';
export const voucherPoints = (t: Pick<Tender, 'method' | 'ref'>): number | undefined =>
  t.method === 'LOYALTY_POINTS' && t.ref.startsWith(VOUCHER_REF)
    ? Number(t.ref.slice(VOUCHER_REF.length))
    : undefined;
const isReward = (t: Tender) =>
  t.method === 'REWARD_CODE' || t.method === 'REWARD_CARD' || voucherPoints(t) !== undefined;

/** Limits of the sandbox (documented in sandbox/README.md). */
export const MAX_GIFT_CARDS = 3;
export const MAX_REWARDS = 2;
/** Klarna pays at most 1,000.00 (minor units, any currency): above it PYT405. */
export const KLARNA_MAX = 100_000;

export const maskNumber = (number: string) => `•••• ${number.slice(-4)}`;

export class TenderStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec(`CREATE TABLE IF NOT EXISTS tender (
      id TEXT PRIMARY KEY, method TEXT NOT NULL, ref TEXT NOT NULL, masked TEXT NOT NULL,
      amount INTEGER NOT NULL, position INTEGER NOT NULL, UNIQUE (method, ref))`);
    sql.exec('CREATE TABLE IF NOT EXISTS tender_meta (key TEXT PRIMARY KEY, value TEXT NOT NULL)');
  }

  list(): Tender[] {
    return this.sql.exec<Tender>('SELECT * FROM tender ORDER BY position').toArray();
  }
  partial(): Tender[] {
    return this.list().filter(isPartial);
  }
  wallet(): Tender | undefined {
    return this.list().find((t) => !isPartial(t));
  }
  add(tender: Omit<Tender, 'position'>): void {
    const position = this.sql
      .exec<{ n: number }>('SELECT COALESCE(MAX(position), -1) + 1 AS n FROM tender')
      .one().n;
    this.sql.exec(
      'INSERT INTO tender (id, method, ref, masked, amount, position) VALUES (?, ?, ?, ?, ?, ?)',
      tender.id,
      tender.method,
      tender.ref,
      tender.masked,
      tender.amount,
      position,
    );
  }
  setAmount(id: string, amount: number): void {
    this.sql.exec('UPDATE tender SET amount = ? WHERE id = ?', amount, id);
  }
  /** True when an instrument with this id was removed. */
  remove(id: string): boolean {
    return this.sql.exec('DELETE FROM tender WHERE id = ?', id).rowsWritten > 0;
  }
  /** Drops Klarna and PayPal (a card or another wallet takes their place). */
  clearWallets(): void {
    this.sql.exec("DELETE FROM tender WHERE method IN ('KLARNA', 'PAYPAL')");
  }
  clear(): void {
    this.sql.exec('DELETE FROM tender');
  }
  fingerprint(): string | undefined {
    return this.sql
      .exec<{ value: string }>("SELECT value FROM tender_meta WHERE key = 'fingerprint'")
      .toArray()[0]?.value;
  }
  setFingerprint(value: string): void {
    this.sql.exec("INSERT OR REPLACE INTO tender_meta (key, value) VALUES ('fingerprint', ?)", value);
  }
}

export type Allocation = { tender: Tender; amount: number };

/** What each partial tender pays of `total`, in order, and what is left for the rest payer. */
export const allocate = (total: number, tenders: readonly Tender[]) => {
  let remaining = total;
  const lines: Allocation[] = [];
  for (const tender of tenders.filter(isPartial)) {
    const amount = Math.max(0, Math.min(tender.amount, remaining));
    lines.push({ tender, amount });
    remaining -= amount;
  }
  const rewards = lines.filter((l) => isReward(l.tender)).reduce((sum, l) => sum + l.amount, 0);
  return { lines, remaining, rewards };
};

/**
 * The cart's totals and checkout state with every tender: partial tenders first, then the rest
 * payer (card or wallet) with the remaining amount.
 */
export const withTenders = (
  totals: CartTotals,
  checkout: CheckoutState,
  tenders: readonly Tender[],
): { totals: CartTotals; checkout: CheckoutState } => {
  const { lines, remaining, rewards } = allocate(totals.total, tenders);
  const wallet = tenders.find((t) => !isPartial(t));
  const instruments: PaymentInstrument[] = [
    ...lines.map((l) => ({
      payment_instrument_id: l.tender.id,
      payment_method_id: l.tender.method,
      amount: l.amount,
      maskedNumber: l.tender.masked,
      // Spec section 6: the athlete payment shows what it pays and what credit it leaves.
      ...(l.tender.method === 'ATHLETES_PAYMENT'
        ? { payableAmount: l.amount, remainingAmount: l.tender.amount - l.amount }
        : {}),
    })),
    ...checkout.payment_instruments.map((card) => ({ ...card, amount: remaining })),
    ...(wallet
      ? [
          {
            payment_instrument_id: wallet.id,
            payment_method_id: wallet.method,
            amount: remaining,
            maskedNumber: wallet.masked,
          },
        ]
      : []),
  ];
  return {
    totals: { ...totals, remainingToPay: remaining, appliedRewards: rewards },
    checkout: { ...checkout, payment_instruments: instruments },
  };
};

const problem = (
  status: ErrorPayload['status'],
  errorId: string,
  message: string,
  details?: Record<string, unknown>,
): ErrorPayload => ({ status, errorId, message, ...(details ? { details } : {}) });

/** The basket-side checks of a new partial tender; its amount when it may be added. */
export const checkPartial = (
  tenders: readonly Tender[],
  method: PartialMethod,
  ref: string,
  available: number,
  total: number,
  requested?: number,
): { ok: true; amount: number } | { ok: false; error: ErrorPayload } => {
  const gift = method === 'GIFT_CARD';
  if (tenders.some((t) => t.method === method && t.ref === ref))
    return {
      ok: false,
      error: gift
        ? problem(409, 'GFC760', 'This gift card is already applied to the cart')
        : problem(
            409,
            'REW170',
            method === 'ATHLETES_PAYMENT'
              ? 'The athlete credit is already applied to the cart'
              : 'This reward is already applied to the cart',
          ),
    };
  const same = tenders.filter((t) =>
    gift ? t.method === 'GIFT_CARD' : t.method === 'REWARD_CODE' || t.method === 'REWARD_CARD',
  );
  if (gift && same.length >= MAX_GIFT_CARDS)
    return {
      ok: false,
      error: problem(400, 'GFC770', `At most ${MAX_GIFT_CARDS} gift cards can pay for one order`, {
        max: MAX_GIFT_CARDS,
      }),
    };
  if ((method === 'REWARD_CODE' || method === 'REWARD_CARD') && same.length >= MAX_REWARDS)
    return {
      ok: false,
      error: problem(400, 'REW401', `At most ${MAX_REWARDS} rewards can pay for one order`, {
        max: MAX_REWARDS,
      }),
    };
  const { remaining } = allocate(total, tenders);
  if (remaining <= 0)
    return {
      ok: false,
      error: gift
        ? problem(400, 'GFC780', 'Nothing is left to pay with a gift card')
        : problem(400, 'REW180', 'Nothing is left to pay with a reward'),
    };
  return { ok: true, amount: Math.min(available, remaining, requested ?? Number.POSITIVE_INFINITY) };
};

/**
 * What must hold for the payment at place order: PYT404 without any instrument; FE309 when the
 * instruments no longer cover the total (the cart grew after gift cards or a wallet approval
 * and nothing pays the rest); PYT405 when Klarna would pay more than it allows.
 */
export const paymentProblem = (
  hasCard: boolean,
  tenders: readonly Tender[],
  total: number,
): ErrorPayload | null => {
  if (!hasCard && tenders.length === 0) return problem(400, 'PYT404', 'A payment method is required');
  const { remaining } = allocate(total, tenders);
  const wallet = tenders.find((t) => !isPartial(t));
  if (remaining > 0 && !hasCard && !wallet)
    return problem(400, 'FE309', 'The payments no longer cover the order total: add a payment for the rest', {
      remainingToPay: remaining,
    });
  if (wallet && remaining > 0) {
    if (wallet.method === 'KLARNA' && remaining > KLARNA_MAX)
      return problem(400, 'PYT405', 'Klarna is not available for this order amount', { max: KLARNA_MAX });
    if (remaining > wallet.amount)
      return problem(
        400,
        'FE309',
        `The ${wallet.method} approval no longer covers the order total: approve again`,
        {
          remainingToPay: remaining,
          authorized: wallet.amount,
        },
      );
  }
  return null;
};

/** Order payments of the partial tenders and the wallet (the card's is written by the order). */
export type TenderPayment = {
  payment_instrument_id: string;
  payment_method_id: TenderMethod;
  amount: number;
  maskedNumber: string;
  ref: string;
};

export const tenderPayments = (total: number, tenders: readonly Tender[]): TenderPayment[] => {
  const { lines, remaining } = allocate(total, tenders);
  const wallet = tenders.find((t) => !isPartial(t));
  return [
    ...lines
      .filter((l) => l.amount > 0)
      .map((l) => ({
        payment_instrument_id: l.tender.id,
        payment_method_id: l.tender.method,
        amount: l.amount,
        maskedNumber: l.tender.masked,
        ref: l.tender.ref,
      })),
    ...(wallet && remaining > 0
      ? [
          {
            payment_instrument_id: wallet.id,
            payment_method_id: wallet.method,
            amount: remaining,
            maskedNumber: wallet.masked,
            ref: wallet.ref,
          },
        ]
      : []),
  ];
};
