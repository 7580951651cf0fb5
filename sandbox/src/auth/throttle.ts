/**
 * Login throttling (ASVS 6.3): failures counted per account (keyed by the e-mail, so an unknown
 * e-mail is throttled exactly like a known one and the answers never tell them apart) and per
 * client address. Per account: the 4th failure in 15 minutes answers AUT426 (last attempt), the 5th
 * locks the account for 15 minutes (AUT423). Per address: 20 failures lock it for 15 minutes.
 * The e-mail lookup spends the same per-address budget, so it cannot enumerate accounts either.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { SandboxError } from '../errors';

export const WINDOW_MS = 15 * 60 * 1000;
export const ACCOUNT_LIMIT = 5;
export const CLIENT_LIMIT = 20;
export const LOOKUP_LIMIT = 30;

type Scope = 'account' | 'client' | 'lookup';

/**
 * The shopper's address. Behind the storefront every call comes from the storefront, so a
 * per-address budget would count every shopper together (and one attacker could lock everyone
 * out): the storefront names the shopper's address in `X-Forwarded-For`, and it is believed only
 * with the storefront's server trust id. From anyone else it is ignored (a spoofed header must not
 * buy a fresh budget): their own address is the connecting one.
 */
export const clientAddress = (c: Context<AppEnv>): string => {
  const trusted = !!c.env.SERVER_TRUST_ID && c.req.header('x-server-trust-id') === c.env.SERVER_TRUST_ID;
  const forwarded = trusted ? c.req.header('x-forwarded-for')?.split(',')[0]?.trim() : undefined;
  return forwarded || c.req.header('cf-connecting-ip')?.trim() || 'unknown';
};

const locked = () => new SandboxError(423, 'AUT423', 'Too many attempts: try again in 15 minutes');

const lockQuery = (db: D1Database, scope: Scope, key: string, now: number) =>
  db.prepare('SELECT until FROM login_locks WHERE scope = ? AND key = ? AND until > ?').bind(scope, key, now);

/** AUT423 when any of the keys is locked now. */
export const assertNotLocked = async (db: D1Database, keys: [Scope, string][], now = Date.now()) => {
  const rows = await db.batch<{ until: number }>(keys.map(([scope, key]) => lockQuery(db, scope, key, now)));
  if (rows.some((r) => r.results.length > 0)) throw locked();
};

/**
 * What a sign-in reads before the password is looked at, in one round trip: AUT423 when the
 * account or the client address is locked; otherwise whether the account has failures on record
 * (only then does a success have any to clear) and the first row of `lookup` (the member).
 */
export const beforeSignin = async <Row>(
  db: D1Database,
  email: string,
  client: string,
  lookup: D1PreparedStatement,
  now = Date.now(),
): Promise<{ hasFailures: boolean; found: Row | undefined }> => {
  const [account, fromClient, failures, found] = await db.batch<Record<string, unknown>>([
    lockQuery(db, 'account', email, now),
    lockQuery(db, 'client', client, now),
    db.prepare("SELECT 1 FROM login_failures WHERE scope = 'account' AND key = ? LIMIT 1").bind(email),
    lookup,
  ]);
  if (account!.results.length > 0 || fromClient!.results.length > 0) throw locked();
  return { hasFailures: failures!.results.length > 0, found: found!.results[0] as Row | undefined };
};

/** Records one event for `key`; the count in the window after it, and the lock it set, if any. */
const count = async (
  db: D1Database,
  scope: Scope,
  key: string,
  limit: number,
  now: number,
): Promise<number> => {
  const since = now - WINDOW_MS;
  const [, , counted] = await db.batch<{ n: number }>([
    db.prepare('DELETE FROM login_failures WHERE scope = ? AND key = ? AND at <= ?').bind(scope, key, since),
    db.prepare('INSERT INTO login_failures (scope, key, at) VALUES (?, ?, ?)').bind(scope, key, now),
    db.prepare('SELECT COUNT(*) AS n FROM login_failures WHERE scope = ? AND key = ?').bind(scope, key),
  ]);
  const n = counted!.results[0]!.n;
  if (n >= limit)
    await db
      .prepare(
        'INSERT INTO login_locks (scope, key, until) VALUES (?1, ?2, ?3) ON CONFLICT (scope, key) DO UPDATE SET until = ?3',
      )
      .bind(scope, key, now + WINDOW_MS)
      .run();
  return n;
};

/** A failed sign-in: the error to answer (AUT401, AUT426 on the last attempt, AUT423 once locked). */
export const recordFailure = async (
  db: D1Database,
  email: string,
  client: string,
  now = Date.now(),
  wrong = 'Invalid e-mail or password',
) => {
  const [account, fromClient] = await Promise.all([
    count(db, 'account', email, ACCOUNT_LIMIT, now),
    count(db, 'client', client, CLIENT_LIMIT, now),
  ]);
  if (account >= ACCOUNT_LIMIT || fromClient >= CLIENT_LIMIT) return locked();
  if (account === ACCOUNT_LIMIT - 1)
    return new SandboxError(401, 'AUT426', `${wrong}: one attempt left before the account is locked`);
  return new SandboxError(401, 'AUT401', wrong);
};

/** A successful sign-in forgets the account's failures (the address's stay counted). */
export const clearFailures = (db: D1Database, email: string) =>
  db.prepare("DELETE FROM login_failures WHERE scope = 'account' AND key = ?").bind(email).run();

/** One e-mail lookup from `client`: AUT423 past the budget. */
export const spendLookup = async (db: D1Database, client: string, now = Date.now()) => {
  await assertNotLocked(db, [['lookup', client]], now);
  await count(db, 'lookup', client, LOOKUP_LIMIT, now);
};
