/**
 * A doubled write gets the first one's answer (a double click, a retried request, a form sent
 * twice): without it, adding an address, asking a question or cancelling an order twice would do
 * it twice, or answer the second with a refusal of what the first just did.
 *
 * Which writes: those that make, move or send something (`GUARDED`), and any write whose client
 * sends an `Idempotency-Key` header. Writes that steer a flow (checkout steps, payment sessions,
 * sign-in) are not guessed at: trying PayPal again after declining it is the same request but a new
 * intent, and those steps are safe to repeat (place order has its own answer, see
 * docs/ARCHITECTURE.md). Adding to the cart is additive by design.
 *
 * A write is the same as the session's previous one when method, path, query and body are (or the
 * key); a JSON body is compared by what it says, not by its keys' order. The second then waits for
 * the first and answers what it answered, cookies included, while it runs and for `REMEMBER_MS`
 * after. Only a session's latest write is remembered, so a different write in between (remove, then
 * add again) runs as new. Only a success or redirect with a JSON or empty body is handed on, never a
 * refusal (thrown, whatever it renders): a refusal changed nothing, so the double runs and hears it
 * too. Before the shopper has a session there is nothing to double.
 *
 * A key reused with another body while its first write is remembered is refused 422 `API422` and
 * runs nothing (IETF Idempotency-Key draft, section 2.7): the first answer would tell the client
 * its second write was made when it was dropped.
 */
import type { Context } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../../env';
import { isJsonBody } from '../../validation/form';
import { BODY_MAX_BYTES } from '../body-limit';
import { HttpError } from '../errors';
import { canonicalJson } from './canonical-json';
import type { RequestGate, StoredAnswer } from './gate';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCALE = '/[a-z]{2}-[a-z]{2}';
/** POSTs that make a record or send a message: BFF calls and the no-script forms that match them. */
const GUARDED = [
  /^\/api\/account\/(addresses|payment-instruments)$/,
  new RegExp(`^${LOCALE}/account/(addresses|payment-methods)$`),
  /^\/api\/products\/[^/]+\/(reviews|questions)$/,
  /^\/api\/products\/[^/]+\/(reviews|answers)\/[^/]+\/(vote|flag)$/,
  /^\/api\/(auth|enroll)\/(sign-up|forgot-password)$/,
  /^\/api\/auth\/password$/,
  /^\/api\/newsletter$/,
  /^\/api\/service\/contact$/,
  /^\/api\/favorites\/share$/,
  /^\/api\/orders\/[^/]+\/(cancel|gift-card-email)$/,
  /^\/api\/saved-for-later\/items\/[^/]+\/move-to-cart$/,
  new RegExp(`^${LOCALE}/account/orders/[^/]+/(cancel|gift-card-email)$`),
  // Customer service: a message (mailed), a case (its photos are past the fingerprint's cap, so
  // the upstream answers a repeat), the data export (mailed).
  new RegExp(`^${LOCALE}/(contact-us|account/warranty|account/privacy/export)$`),
  // An associate's price adjustment and hold (worker/routes/associate): a double click gives one.
  new RegExp(`^${LOCALE}/associate/(adjustments|reserve)$`),
];

/** The enrollment page's own no-script posts of the same steps (`/{locale}/enroll?step=`). */
const GUARDED_ENROLL_PAGE = new RegExp(`^${LOCALE}/enroll$`);
const GUARDED_ENROLL_STEPS = new Set(['sign-up', 'forgot-password']);

const guarded = (c: Context<AppEnv>) =>
  c.req.header('idempotency-key') !== undefined ||
  (c.req.method === 'POST' &&
    (GUARDED.some((path) => path.test(c.req.path)) ||
      (GUARDED_ENROLL_PAGE.test(c.req.path) && GUARDED_ENROLL_STEPS.has(c.req.query('step') ?? ''))));

/** Larger bodies are refused by the body readers anyway (413, body-limit); they are not fingerprinted. */
const MAX_BODY_BYTES = BODY_MAX_BYTES;
const MAX_ANSWER_BYTES = 256 * 1024;
const KEY_REUSED = 'This Idempotency-Key was already used for a different request body. Send a new key.';

/**
 * The body's bytes, read from a copy, or undefined past `max`: a body streamed without a length
 * is read only up to the cap (it used to be read whole, megabytes included, to be dropped here).
 */
const bodyUpTo = async (request: Request, max: number): Promise<Uint8Array | undefined> => {
  const reader = request.clone().body?.getReader();
  if (!reader) return new Uint8Array(0);
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > max) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  const body = new Uint8Array(size);
  let at = 0;
  for (const chunk of chunks) {
    body.set(chunk, at);
    at += chunk.byteLength;
  }
  return body;
};

const hex = (bytes: ArrayBuffer) =>
  [...new Uint8Array(bytes)].map((b) => b.toString(16).padStart(2, '0')).join('');
const sha256 = async (data: BufferSource) => hex(await crypto.subtle.digest('SHA-256', data));

const gateFor = async (namespace: DurableObjectNamespace<RequestGate>, sessionId: string) =>
  namespace.get(namespace.idFromName(await sha256(new TextEncoder().encode(sessionId))));

/**
 * The body's digest, or undefined past the size cap. `json`: the body is labelled JSON. One that
 * parses is digested in its canonical form (keys sorted, `canonical-json.ts`): a retry whose client
 * ordered the keys otherwise is the same write. The first line says so (` json`; a path and query
 * hold no space), so it never equals a raw body's.
 */
const bodyDigest = async (request: Request, line: string, json: boolean): Promise<string | undefined> => {
  if (Number(request.headers.get('content-length') ?? 0) > MAX_BODY_BYTES) return undefined;
  const raw = await bodyUpTo(request, MAX_BODY_BYTES);
  if (!raw) return undefined;
  const canonical = json ? canonicalJson(raw) : undefined;
  const head = canonical === undefined ? `${line}\n` : `${line} json\n`;
  const body = canonical === undefined ? raw : new TextEncoder().encode(canonical);
  const headBytes = new TextEncoder().encode(head);
  const all = new Uint8Array(headBytes.byteLength + body.byteLength);
  all.set(headBytes);
  all.set(body, headBytes.byteLength);
  return sha256(all);
};

type Fingerprint = { fingerprint: string; payload?: string };

/**
 * What makes two writes the same: method, path, query and body, or the client's `Idempotency-Key`.
 * A keyed write also carries its body's digest (`payload`), so that the key reused with another
 * body is told apart from a retry (the gate answers it 422) rather than handed the first answer.
 */
const fingerprintOf = async (request: Request, json: boolean): Promise<Fingerprint | undefined> => {
  const url = new URL(request.url);
  const line = `${request.method} ${url.pathname}${url.search}`;
  const payload = await bodyDigest(request, line, json);
  if (!payload) return undefined;
  const key = request.headers.get('idempotency-key');
  if (!key) return { fingerprint: payload };
  return {
    fingerprint: await sha256(new TextEncoder().encode(`${line}\nkey:${key.slice(0, 200)}`)),
    payload,
  };
};

/** The answer to hand on, when it is one: a success or redirect, JSON or empty, not too large. */
const storable = async (response: Response): Promise<StoredAnswer | undefined> => {
  if (response.status >= 400) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (response.body && !type.includes('json')) return undefined;
  const body = response.body ? await response.clone().text() : '';
  if (body.length > MAX_ANSWER_BYTES) return undefined;
  const headers: StoredAnswer['headers'] = [];
  response.headers.forEach((value, name) => {
    if (name !== 'set-cookie') headers.push({ name, value });
  });
  for (const value of response.headers.getSetCookie()) headers.push({ name: 'set-cookie', value });
  return { status: response.status, headers, body };
};

const replay = (answer: StoredAnswer): Response => {
  const headers = new Headers();
  for (const { name, value } of answer.headers) headers.append(name, value);
  headers.set('x-doubled-request', 'answered-by-first');
  return new Response(answer.body || null, { status: answer.status, headers });
};

export const doubledRequests = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const namespace = c.env.REQUEST_GATE;
    const sessionId = c.get('session').sessionId;
    if (SAFE_METHODS.has(c.req.method) || !namespace || !sessionId || !guarded(c)) return next();
    const write = await fingerprintOf(c.req.raw, isJsonBody(c));
    if (!write) return next();
    const { fingerprint, payload } = write;
    let gate: DurableObjectStub<RequestGate>;
    let claim: Awaited<ReturnType<RequestGate['claim']>>;
    try {
      gate = await gateFor(namespace, sessionId);
      claim = await gate.claim(fingerprint, payload);
    } catch (error) {
      c.get('log').warn('request gate unreachable: the write runs', { error: String(error) });
      return next();
    }
    if ('mismatch' in claim) {
      c.get('log').warn('idempotency key reused with another body: refused', { path: c.req.path });
      throw new HttpError(422, 'API422', KEY_REUSED);
    }
    if ('answer' in claim) {
      c.get('log').info('doubled write answered with the first one’s answer', { path: c.req.path });
      c.res = replay(claim.answer);
      return;
    }
    let answer: StoredAnswer | undefined;
    try {
      await next();
      // A refusal (thrown, whether it answers JSON, a redirect or a page) is never handed on.
      if (!c.error) answer = await storable(c.res);
    } finally {
      c.executionCtx.waitUntil(
        gate.settle(fingerprint, answer).catch((error: unknown) => {
          c.get('log').warn('request gate settle failed', { error: String(error) });
        }),
      );
    }
  });
