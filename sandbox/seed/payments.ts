/**
 * Test gift cards and rewards (documented in sandbox/README.md). Written as upserts that reset
 * the test balances and reward state, so a reseed never deletes a card the ledger (or a digital
 * gift card order) refers to. Fixed dates keep the seed deterministic.
 */

type GiftCard = {
  number: string;
  pin: string;
  currency: string;
  balance: number;
  status?: 'active' | 'blocked';
  expiresAt?: string | null;
  /** The demo's advertised card: pays for every shopper, its balance never going down. */
  reusable?: boolean;
};

const CURRENCY_PREFIX = { USD: '6006', CAD: '6007', GBP: '6008', EUR: '6009' } as const;

/**
 * The demo's advertised tenders per currency: checkout names them to every shopper of the
 * development shop and the hosted demo (client/pages/checkout/test-payments.ts), so they are
 * reusable by design: the card pays without its balance going down, the code is never used up
 * (migration 0022). The numbered ones below keep the real rules (the journeys spend them).
 */
export const DEMO_GIFT_CARD_SUFFIX = '000000000100';
export const demoRewardCode = (currency: string) => `DEMO${currency.slice(0, 2)}`;

/** Per currency: 6 cards of 50.00, one of 500.00, one empty, one expired, one blocked, the demo's. */
export const SEED_GIFT_CARDS: readonly GiftCard[] = Object.entries(CURRENCY_PREFIX).flatMap(
  ([currency, prefix]) => [
    ...[1, 2, 3, 4, 5, 6].map((n) => ({
      number: `${prefix}00000000000${n}`,
      pin: '1234',
      currency,
      balance: 5000,
    })),
    { number: `${prefix}000000000050`, pin: '1234', currency, balance: 50000 },
    { number: `${prefix}000000000099`, pin: '1234', currency, balance: 0 },
    { number: `${prefix}000000000098`, pin: '1234', currency, balance: 5000, expiresAt: '2020-01-01' },
    { number: `${prefix}000000000097`, pin: '1234', currency, balance: 5000, status: 'blocked' as const },
    { number: `${prefix}${DEMO_GIFT_CARD_SUFFIX}`, pin: '1234', currency, balance: 50000, reusable: true },
  ],
);

type Reward = {
  code: string;
  kind: 'code' | 'card';
  currency: string;
  amount: number;
  validFrom: string;
  validUntil: string;
  /** The demo's advertised code: never used up. */
  reusable?: boolean;
};

const ALWAYS = { validFrom: '2020-01-01T00:00:00Z', validUntil: '2099-12-31T23:59:59Z' };

/** Reward codes and cards per currency (single use, but the demo's; a reseed makes them unused again). */
export const SEED_REWARDS: readonly Reward[] = Object.entries(CURRENCY_PREFIX).flatMap(
  ([currency, prefix]) => {
    const c = currency.slice(0, 2);
    return [
      ...[1, 2, 3, 4, 5, 6].map((n) => ({
        code: `REWARD${c}${n}`,
        kind: 'code' as const,
        currency,
        amount: 1000,
        ...ALWAYS,
      })),
      {
        code: demoRewardCode(currency),
        kind: 'code' as const,
        currency,
        amount: 1000,
        ...ALWAYS,
        reusable: true,
      },
      {
        code: `EXPIRED${c}`,
        kind: 'code' as const,
        currency,
        amount: 1000,
        validFrom: '2020-01-01T00:00:00Z',
        validUntil: '2021-01-01T00:00:00Z',
      },
      ...[1, 2, 3].map((n) => ({
        code: `${prefix}10000000000${n}`,
        kind: 'card' as const,
        currency,
        amount: 2000,
        ...ALWAYS,
      })),
    ];
  },
);

const q = (v: string | number | null) =>
  v === null ? 'NULL' : typeof v === 'number' ? String(v) : `'${v.replace(/'/g, "''")}'`;
const SEEDED_AT = '2026-11-01T00:00:00Z';

export const paymentSeedStatements = (): string[] => [
  `INSERT INTO gift_cards (card_number, pin, currency, balance, initial_amount, status, expires_at, source, created_at, reusable) VALUES ${SEED_GIFT_CARDS.map(
    (g) =>
      `(${[g.number, g.pin, g.currency, g.balance, g.balance, g.status ?? 'active', g.expiresAt ?? null, 'seed', SEEDED_AT, g.reusable ? 1 : 0].map(q).join(', ')})`,
  ).join(
    ', ',
  )} ON CONFLICT (card_number) DO UPDATE SET pin = excluded.pin, currency = excluded.currency, balance = excluded.balance, initial_amount = excluded.initial_amount, status = excluded.status, expires_at = excluded.expires_at, reusable = excluded.reusable`,
  `INSERT INTO rewards (code, kind, currency, amount, valid_from, valid_until, redeemed_order, created_at, reusable) VALUES ${SEED_REWARDS.map(
    (r) =>
      `(${[r.code, r.kind, r.currency, r.amount, r.validFrom, r.validUntil, null, SEEDED_AT, r.reusable ? 1 : 0].map(q).join(', ')})`,
  ).join(
    ', ',
  )} ON CONFLICT (code) DO UPDATE SET kind = excluded.kind, currency = excluded.currency, amount = excluded.amount, valid_from = excluded.valid_from, valid_until = excluded.valid_until, redeemed_order = NULL, reusable = excluded.reusable`,
];
