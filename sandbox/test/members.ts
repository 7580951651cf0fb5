/** Helpers of the member programme tests: a new member of a kind, and a cart of theirs ready to place. */
import { expect } from 'vitest';
import type { MemberProgramId } from '../../shared/contract/members';
import { signInTokens, signUp } from '../src/auth/test-member';
import { consumerNoByEmail, consumerStub } from '../src/consumer/directory';
import { identityOf } from '../src/members/admin';
import { yearOf } from '../src/members/programs';
import { call, createCart, env, findSku } from './helpers';
import { readyToPlace } from './place';

/** A new member of `program` (identity in their profile, programme in D1), signed in. */
export const memberOf = async (
  program: MemberProgramId,
  {
    percent = 30,
    annualCap = 100_000,
    spent = 0,
  }: { percent?: number; annualCap?: number; spent?: number } = {},
) => {
  const { email, password } = await signUp();
  const consumerNo = (await consumerNoByEmail(env.DB, email))!;
  await consumerStub(env, consumerNo).updateProfile({ identity: identityOf(program) });
  await env.DB.prepare(
    `INSERT INTO member_programs (consumer_no, program, percent, annual_cap, currency, spent, spent_year)
     VALUES (?, ?, ?, ?, 'USD', ?, ?)`,
  )
    .bind(
      consumerNo,
      program,
      program === 'ATHLETE_CREDIT' ? 0 : percent,
      annualCap,
      spent,
      yearOf(new Date()),
    )
    .run();
  return { email, password, consumerNo, tokens: await signInTokens(email, password) };
};

/**
 * A cart of `token`'s member with `qty` units of a stocked sku, a shipping address and a card;
 * `cheap`: a sku under 50.00, so the cart stays below the gift with purchase (whose few units two
 * orders at once would fight over).
 */
export const memberCart = async (token: string, qty = 1, cheap = false) => {
  const cart = await createCart(token);
  const { sku } = await findSku(
    `stock >= 40 AND sku NOT LIKE 'RLGIFT%' AND sku NOT LIKE 'RLCUST%'${
      cheap
        ? " AND sku IN (SELECT sku FROM prices WHERE currency = 'USD' AND current BETWEEN 2000 AND 5000)"
        : ''
    }`,
  );
  const added = await call('/cart/v1/item', {
    token,
    body: { cartId: cart.id, items: [{ productId: sku, qty }] },
  });
  expect(added.status).toBe(200);
  await readyToPlace(token, cart.id);
  return cart.id;
};

export const spentOf = async (consumerNo: string) =>
  (await env.DB.prepare('SELECT spent FROM member_programs WHERE consumer_no = ?')
    .bind(consumerNo)
    .first<{ spent: number }>())!.spent;
