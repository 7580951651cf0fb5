/**
 * What the reviews and the questions share (commerce spec section 7, Products): the product
 * parameter, the locale query, body validation with REV410 for a text over its maximum, the style
 * of a product id, the product's existence, new ids and the one-vote-per-shopper rule.
 */
import { zValidator } from '@hono/zod-validator';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import { badRequest, formatZodError, notFound, SandboxError } from '../errors';

export const styleParam = z.object({ productId: productIdSchema });
export const localeQuery = z.object({
  locale: z
    .string()
    .regex(/^[a-z]{2}-[a-z]{2}$/i)
    .optional(),
});

/** Body validation: a text over its maximum length is REV410 (spec section 5), the rest API400. */
export const validateUgc = <S extends z.ZodType>(schema: S) =>
  zValidator('json', schema, (result) => {
    if (result.success) return;
    const error = result.error as unknown as z.ZodError;
    const tooLong = error.issues.find(
      (i) => (i as { params?: { errorId?: string } }).params?.errorId === 'REV410',
    );
    const fields = Object.fromEntries(
      error.issues.map((i) => [
        i.path.join('.') || 'value',
        (i as { params?: { code?: string } }).params?.code ?? i.code,
      ]),
    );
    if (tooLong) throw new SandboxError(400, 'REV410', tooLong.message, { fields });
    throw badRequest(formatZodError(error), { fields });
  });

export const styleOf = (productId: string) => productId.slice(0, 8);

export const requireProduct = async (db: D1Database, productId: string) => {
  const row = await db.prepare('SELECT id FROM products WHERE id = ?').bind(styleOf(productId)).first();
  if (!row) throw notFound(`Product ${productId} not found`);
};

export const newId = (prefix: string): string =>
  `${prefix}${crypto.randomUUID().replace(/-/g, '').slice(0, 16).toUpperCase()}`;

/** Where a kind of vote is kept: its ledger, the voted row's table and its two counters. */
type VoteTarget = { ledger: string; key: string; table: string; yes: string; no: string };
export const REVIEW_VOTES: VoteTarget = {
  ledger: 'review_votes',
  key: 'review_id',
  table: 'reviews',
  yes: 'helpful_yes',
  no: 'helpful_no',
};
export const ANSWER_VOTES: VoteTarget = {
  ledger: 'answer_votes',
  key: 'answer_id',
  table: 'answers',
  yes: 'votes_up',
  no: 'votes_down',
};

/**
 * One vote per shopper: the ledger insert is ignored when the shopper voted before, and the counter
 * moves only when it was not (`changes()`), in one batch. Undefined when the shopper had voted.
 */
export const castVote = async (
  db: D1Database,
  target: VoteTarget,
  id: string,
  consumerNo: string,
  helpful: boolean,
): Promise<{ yes: number; no: number } | undefined> => {
  const { ledger, key, table, yes, no } = target;
  const [inserted] = await db.batch([
    db
      .prepare(`INSERT OR IGNORE INTO ${ledger} (${key}, consumer_no, helpful) VALUES (?, ?, ?)`)
      .bind(id, consumerNo, helpful ? 1 : 0),
    db
      .prepare(`UPDATE ${table} SET ${yes} = ${yes} + ?, ${no} = ${no} + ? WHERE id = ? AND changes() > 0`)
      .bind(helpful ? 1 : 0, helpful ? 0 : 1, id),
  ]);
  if (!inserted?.meta.changes) return undefined;
  return (await db
    .prepare(`SELECT ${yes} AS yes, ${no} AS no FROM ${table} WHERE id = ?`)
    .bind(id)
    .first<{ yes: number; no: number }>())!;
};
