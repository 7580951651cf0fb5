/**
 * A member's programme as their basket prices it: read from D1 (`programs.ts`) when the basket is
 * read, prepared or placed, and kept in the basket's SQLite so every synchronous render between
 * those reads prices the same. The kept `remaining` may be stale (another basket's order spent it);
 * the order's batch is the authority (the cap's CHECK), and a refusal there reads it again.
 */
import type { Currency } from '../../../shared/contract/common';
import {
  MEMBER_PROMOTION_PREFIX,
  type MemberProgram,
  type MemberProgramId,
  programActive,
} from '../../../shared/contract/members';
import { readProgram } from './programs';

export type Benefit = {
  program: MemberProgramId;
  percent: number;
  /** What is left of this year's cap (minor units of `currency`). */
  remaining: number;
  currency: Currency;
};

/** The English names the cart shows (localized with the other promotions: seed/i18n/commerce.ts). */
export const BENEFIT_NAME: Record<Exclude<MemberProgramId, 'ATHLETE_CREDIT'>, string> = {
  ASSOCIATE_DISCOUNT: 'Associate discount',
  IPA_DISCOUNT: 'IPA discount',
  WRANX_DISCOUNT: 'WRANX discount',
};

export const benefitPromotionId = (program: MemberProgramId) => `${MEMBER_PROMOTION_PREFIX}${program}`;

export const benefitOf = (program: MemberProgram | undefined): Benefit | undefined =>
  program && programActive(program)
    ? {
        program: program.program,
        percent: program.percent,
        remaining: program.remaining,
        currency: program.currency,
      }
    : undefined;

/** Guests have no programme: their baskets never ask D1. */
export const loadBenefit = async (db: D1Database, owner: string): Promise<Benefit | undefined> =>
  owner.startsWith('G') ? undefined : benefitOf(await readProgram(db, owner));

/** The discount a basket of `currency` gets, or undefined (athlete credit is a payment). */
export const discountOf = (benefit: Benefit | undefined, currency: Currency) =>
  benefit && benefit.program !== 'ATHLETE_CREDIT' && benefit.currency === currency && benefit.percent > 0
    ? {
        id: benefitPromotionId(benefit.program),
        name: BENEFIT_NAME[benefit.program],
        percent: benefit.percent,
        remaining: benefit.remaining,
      }
    : undefined;

/** The athlete credit a basket of `currency` can use, or undefined. */
export const athleteCreditOf = (benefit: Benefit | undefined, currency: Currency): number | undefined =>
  benefit?.program === 'ATHLETE_CREDIT' && benefit.currency === currency ? benefit.remaining : undefined;

export class BenefitStore {
  constructor(private readonly sql: SqlStorage) {
    sql.exec('CREATE TABLE IF NOT EXISTS member_benefit (id INTEGER PRIMARY KEY CHECK (id = 1), data TEXT)');
  }

  get(): Benefit | undefined {
    const row = this.sql
      .exec<{ data: string | null }>('SELECT data FROM member_benefit WHERE id = 1')
      .toArray()[0];
    return row?.data ? (JSON.parse(row.data) as Benefit) : undefined;
  }

  set(benefit: Benefit | undefined): void {
    this.sql.exec(
      'INSERT INTO member_benefit (id, data) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET data = excluded.data',
      benefit ? JSON.stringify(benefit) : null,
    );
  }
}
