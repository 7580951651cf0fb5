/**
 * Store associates (commerce spec section 7: `POST /consumers-v3/consumer/agent/login`; the
 * contract is `shared/contract/in-store.ts`). An associate signs in with their own credentials
 * and gets an agent token naming store and employee; with it (bearer) they get a shopper's tokens
 * that name them too (`agt`), for a member found by e-mail or a new guest. Those tokens live only
 * as long as the agent token and are never renewed (`routes.ts` refuses them), so an associate
 * whose session ended signs in again. Only such a token may use the associate tools, and only for
 * its own store and employee (`assertAgent`).
 *
 * Signing out with one of its shopper tokens (`/consumers-v3/consumer/auth/signout`) revokes the
 * whole in-store session (`agent_revocations`, migration 0027): agent token and shopper tokens.
 *
 * Sign-in failures are throttled like shoppers' (`throttle.ts`) on the associate's own budget (the
 * key names store and employee), and any wrong half is the same AUT401.
 */
import { type Context, Hono } from 'hono';
import { errors, jwtVerify, SignJWT } from 'jose';
import type { TokenResponse } from '../../../shared/contract/auth';
import {
  type AgentLoginResponse,
  agentLoginRequestSchema,
  IN_STORE_ABSOLUTE_MS,
  type InStoreSession,
  type OrderInStore,
} from '../../../shared/contract/in-store';
import { memberByEmail } from '../consumer/demo-member';
import type { AppEnv } from '../env';
import { SandboxError, unauthorized, validate } from '../errors';
import { openBasketQuery } from './cart-merge';
import { hashDummy, type PasswordHash, verifyPassword } from './password-hash';
import type { Shopper } from './shopper';
import { beforeSignin, clearFailures, clientAddress, recordFailure } from './throttle';
import { ISSUER, keyOf, newGuestConsumerNo, signToken } from './tokens';

/** Every seeded associate's password until one is set (README: the demo associates). */
export const DEMO_EMPLOYEE_PASSWORD = 'Associate1';
const WRONG = 'Invalid store, employee id or password';
const noStore = { 'Cache-Control': 'private, no-store' };

type Agent = NonNullable<Shopper['agent']>;

/** AUT450: an associate call without an in-store session, or for another store or employee. */
export const notInStore = (message = 'Only an associate in an in-store session may do this') =>
  new SandboxError(403, 'AUT450', message);

/** Throws AUT450 unless the token names this store and employee. */
export const assertAgent = (shopper: Shopper, associate: Agent): void => {
  const agent = shopper.agent;
  if (!agent) throw notInStore();
  if (agent.storeId !== associate.storeId || agent.storeEmployeeId !== associate.storeEmployeeId)
    throw notInStore('This in-store session belongs to another store or associate');
};

/** Whether the in-store session `sid` was signed out (its tokens then stop working). */
export const agentRevoked = async (db: D1Database, sid: string): Promise<boolean> =>
  (await db.prepare('SELECT 1 AS gone FROM agent_revocations WHERE sid = ?').bind(sid).first()) !== null;

/** Signs the in-store session out: its agent token and every token it gave, until they expire. */
export const revokeAgent = (db: D1Database, sid: string, until: number) =>
  db
    .prepare('INSERT INTO agent_revocations (sid, until) VALUES (?, ?) ON CONFLICT (sid) DO NOTHING')
    .bind(sid, until)
    .run();

const signAgentToken = async (secret: string, agent: Agent & { sid: string }, ttlSeconds: number) => {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ use: 'agent', storeId: agent.storeId, sid: agent.sid })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer(ISSUER)
    .setSubject(agent.storeEmployeeId)
    .setIssuedAt(now)
    .setExpirationTime(now + ttlSeconds)
    .sign(await keyOf(secret));
};

/** The agent token's associate and when it ends (seconds since the epoch); AUT401 otherwise. */
const verifyAgentToken = async (secret: string, header: string | undefined) => {
  const match = /^Bearer\s+([A-Za-z0-9._~+/-]+=*)$/i.exec((header ?? '').trim());
  if (!match) throw unauthorized('Missing agent token');
  try {
    const { payload } = await jwtVerify(match[1]!, await keyOf(secret), {
      issuer: ISSUER,
      algorithms: ['HS256'],
    });
    const { use, storeId, sid, sub, exp } = payload;
    if (use !== 'agent' || typeof storeId !== 'string' || typeof sid !== 'string' || !sub || !exp)
      throw unauthorized('Agent token is not valid');
    return { agent: { storeId, storeEmployeeId: sub, sid }, exp };
  } catch (error) {
    if (error instanceof errors.JOSEError) throw unauthorized('Agent token is not valid or has ended');
    throw error;
  }
};

type EmployeeRow = { name: string; password_hash: string | null; store_name: string };

const signIn = async (
  c: Context<AppEnv>,
  body: { storeId: string; storeEmployeeId: string; password: string },
): Promise<AgentLoginResponse> => {
  const { storeId, storeEmployeeId, password } = body;
  const db = c.env.DB;
  const client = clientAddress(c);
  const key = `agent:${storeId}:${storeEmployeeId}`;
  const { hasFailures, found } = await beforeSignin<EmployeeRow>(
    db,
    key,
    client,
    db
      .prepare(
        `SELECT e.name, e.password_hash, s.name AS store_name FROM store_employees e
         JOIN stores s ON s.id = e.store_id WHERE e.store_id = ? AND e.employee_id = ?`,
      )
      .bind(storeId, storeEmployeeId),
  );
  // An unknown associate costs the same hashing as a known one.
  const stored: PasswordHash | undefined = found?.password_hash ? JSON.parse(found.password_hash) : undefined;
  const right = !found
    ? await hashDummy(password).then(() => false)
    : stored
      ? await verifyPassword(password, stored)
      : await hashDummy(password).then(() => password === DEMO_EMPLOYEE_PASSWORD);
  if (!found || !right) throw await recordFailure(db, key, client, Date.now(), WRONG);
  if (hasFailures) await clearFailures(db, key);
  const expiresIn = IN_STORE_ABSOLUTE_MS / 1000;
  const inStoreSession: InStoreSession = {
    storeId,
    storeName: found.store_name,
    storeEmployeeId,
    storeEmployeeName: found.name,
  };
  const agentToken = await signAgentToken(
    c.env.TOKEN_SECRET,
    { storeId, storeEmployeeId, sid: crypto.randomUUID() },
    expiresIn,
  );
  return { agentToken, expiresIn, inStoreSession };
};

/** A shopper's pair naming the agent, ending when the agent token does. */
const onBehalf = async (c: Context<AppEnv>, email: string | undefined): Promise<TokenResponse> => {
  const { agent, exp } = await verifyAgentToken(c.env.TOKEN_SECRET, c.req.header('authorization'));
  if (await agentRevoked(c.env.DB, agent.sid)) throw unauthorized('This in-store session was signed out');
  const ttl = exp - Math.floor(Date.now() / 1000);
  if (ttl <= 0) throw unauthorized('Agent token has ended');
  const memberNo = email ? await memberByEmail(c.env, email) : undefined;
  if (email && !memberNo) throw new SandboxError(404, 'AUT404', 'No shopper has this e-mail');
  const shopper: Shopper = memberNo
    ? { consumerNo: memberNo, consumerType: 'REGISTERED', agent }
    : { consumerNo: newGuestConsumerNo(), consumerType: 'GUEST', agent };
  const basketId = memberNo
    ? (await openBasketQuery(c.env.DB, memberNo).first<{ basket_id: string }>())?.basket_id
    : undefined;
  const secret = c.env.TOKEN_SECRET;
  return {
    accessToken: await signToken(secret, shopper, 'access', ttl),
    // Required by the token shape; `routes.ts` refuses to renew with it.
    refreshToken: await signToken(secret, shopper, 'refresh', ttl),
    expiresIn: ttl,
    refreshExpiresIn: ttl,
    consumerNo: shopper.consumerNo,
    consumerType: shopper.consumerType,
    ...(memberNo ? { memberId: memberNo } : {}),
    ...(basketId ? { basketId } : {}),
  };
};

export const agentRoutes = new Hono<AppEnv>().post(
  '/consumers-v3/consumer/agent/login',
  validate('json', agentLoginRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    const answer = body.type === 'Agent' ? await signIn(c, body) : await onBehalf(c, body.email);
    return c.json(answer, 200, noStore);
  },
);

/**
 * Place order's `inStoreSalesInfo`: an in-store session's order must name its own store and
 * employee (AUT450 otherwise, and for a shopper's order that names one); the order keeps the
 * store's name. Undefined for a shopper's own order.
 */
export const inStoreSale = async (
  db: D1Database,
  shopper: Shopper,
  info: { storeId: string; storeEmployeeId: string } | undefined,
): Promise<OrderInStore | undefined> => {
  if (!shopper.agent && !info) return undefined;
  if (!info) throw notInStore('An in-store order names its store and associate (inStoreSalesInfo)');
  assertAgent(shopper, info);
  const store = await db
    .prepare('SELECT name FROM stores WHERE id = ?')
    .bind(info.storeId)
    .first<{ name: string }>();
  if (!store) throw new SandboxError(404, 'STR404', `Store ${info.storeId} not found`);
  return { storeId: info.storeId, storeName: store.name, storeEmployeeId: info.storeEmployeeId };
};
