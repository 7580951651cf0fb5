/**
 * The annual programmes of athletes, prosumers and employees in D1 (migration 0025,
 * shared/contract/members.ts): reading one with this year's use, accepting the employee terms,
 * and the statements an order's batch runs to spend (or a cancelled order's to give back) its
 * part of the cap. The cap is enforced by the table's CHECK inside the order's batch, never by a
 * read before it, so concurrent orders cannot pass it together.
 */
import type { Currency } from '../../../shared/contract/common';
import type { MemberProgram, MemberProgramId } from '../../../shared/contract/members';

type ProgramRow = {
  program: MemberProgramId;
  percent: number;
  annual_cap: number;
  currency: Currency;
  spent: number;
  spent_year: number;
  terms_accepted_at: string | null;
};

export const yearOf = (now: Date): number => now.getUTCFullYear();

export async function readProgram(
  db: D1Database,
  consumerNo: string,
  now = new Date(),
): Promise<MemberProgram | undefined> {
  const row = await db
    .prepare('SELECT * FROM member_programs WHERE consumer_no = ?')
    .bind(consumerNo)
    .first<ProgramRow>();
  if (!row) return undefined;
  const year = yearOf(now);
  // A year the member has not ordered in yet starts from nothing.
  const spent = row.spent_year === year ? row.spent : 0;
  return {
    program: row.program,
    percent: row.percent,
    annualCap: row.annual_cap,
    spent,
    remaining: Math.max(0, row.annual_cap - spent),
    currency: row.currency,
    year,
    ...(row.program === 'ASSOCIATE_DISCOUNT' ? { termsAccepted: row.terms_accepted_at !== null } : {}),
  };
}

/** Records the employee's acceptance (the first one's date is kept); false when not an employee. */
export async function acceptEmployeeTerms(db: D1Database, consumerNo: string, now = new Date()) {
  const result = await db
    .prepare(
      `UPDATE member_programs SET terms_accepted_at = COALESCE(terms_accepted_at, ?)
       WHERE consumer_no = ? AND program = 'ASSOCIATE_DISCOUNT'`,
    )
    .bind(now.toISOString(), consumerNo)
    .run();
  return result.meta.changes > 0;
}

/**
 * Spends `amount` of the member's cap for `orderNumber`, for the order's own batch: the CHECK
 * `member_cap` refuses the whole batch when it would pass the cap (`isCapRefusal`).
 */
export function spendStatements(
  db: D1Database,
  consumerNo: string,
  orderNumber: string,
  amount: number,
  now: Date,
): D1PreparedStatement[] {
  if (amount <= 0) return [];
  const year = yearOf(now);
  return [
    db
      .prepare(
        `UPDATE member_programs SET spent = CASE WHEN spent_year = ?1 THEN spent ELSE 0 END + ?2,
           spent_year = ?1 WHERE consumer_no = ?3`,
      )
      .bind(year, amount, consumerNo),
    db
      .prepare(
        'INSERT INTO member_program_ledger (order_number, consumer_no, year, amount, created_at) VALUES (?, ?, ?, ?, ?)',
      )
      .bind(orderNumber, consumerNo, year, amount, now.toISOString()),
  ];
}

/** A cancelled order gives its part back, once, and only to the year it was spent in. */
export function programRefundStatements(db: D1Database, orderNumber: string): D1PreparedStatement[] {
  const entry = `SELECT consumer_no, year, amount FROM member_program_ledger WHERE order_number = ?1 AND refunded = 0
    AND (SELECT status FROM orders WHERE order_number = ?1) = 'CANCELLED'`;
  return [
    db
      .prepare(
        `UPDATE member_programs SET spent = MAX(0, spent - (SELECT amount FROM (${entry})))
         WHERE consumer_no = (SELECT consumer_no FROM (${entry})) AND spent_year = (SELECT year FROM (${entry}))`,
      )
      .bind(orderNumber),
    db
      .prepare(
        `UPDATE member_program_ledger SET refunded = 1
         WHERE order_number = ?1 AND (SELECT status FROM orders WHERE order_number = ?1) = 'CANCELLED'`,
      )
      .bind(orderNumber),
  ];
}

export const isCapRefusal = (message: string): boolean => /member_cap/i.test(message);
