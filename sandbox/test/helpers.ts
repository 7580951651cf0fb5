/** Helpers for sandbox tests running inside workerd: the worker, its env, tokens and carts. */
import type { D1Migration } from 'cloudflare:test';
import { env as workerEnv, exports as workerExports } from 'cloudflare:workers';
import { expect } from 'vitest';
import { cartSchema, errorEnvelopeSchema, tokenResponseSchema } from '../../shared/contract';
import type { SandboxEnv } from '../src/env';

export const env = workerEnv as unknown as SandboxEnv & { TEST_MIGRATIONS: D1Migration[] };
const worker = (workerExports as unknown as { default: Fetcher }).default;

export const API_KEY = 'sandbox-access-key';
export const SERVER_TRUST_ID = 'storefront-local';
export const BASE = 'https://sandbox.test';

export type CallOptions = {
  method?: string;
  body?: unknown;
  token?: string | null;
  apiKey?: string | null;
  /** False: a caller without the storefront's server trust id. */
  trusted?: boolean;
  siteId?: string;
  headers?: Record<string, string>;
};

export const call = (path: string, options: CallOptions = {}): Promise<Response> => {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers };
  const apiKey = options.apiKey === undefined ? API_KEY : options.apiKey;
  if (apiKey !== null) headers['x-api-key'] = apiKey;
  // As the storefront calls: its X-Forwarded-For (tests give each shopper an address) is believed.
  if (options.trusted !== false) headers['x-server-trust-id'] = SERVER_TRUST_ID;
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.siteId) headers.siteId = options.siteId;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  return worker.fetch(`${BASE}${path}`, {
    method: options.method ?? (options.body === undefined ? 'GET' : 'POST'),
    headers,
    ...(options.body === undefined
      ? {}
      : { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) }),
  });
};

/** The sandbox's outbox (`?to=&ref=`): an admin call, so it carries the admin key and no API key. */
export const callOutbox = (query: string) =>
  call(`/__outbox?${query}`, { apiKey: null, headers: { 'x-sandbox-admin': env.ADMIN_KEY } });

/** Asserts an error envelope with the given status and errorId, and returns its first detail. */
export const expectError = async (response: Response, status: number, errorId: string) => {
  const body = await response.json();
  expect({ status: response.status, body }).toMatchObject({ status, body: { errorDetails: [{ errorId }] } });
  return errorEnvelopeSchema.parse(body).errorDetails[0]!;
};

export const guestToken = async () => {
  const response = await call('/token/v2/auth/token', { body: { type: 'Guest' } });
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(await response.json());
};

/** A seeded associate (`seed/employees.ts`, password `DEMO_EMPLOYEE_PASSWORD`). */
export const ASSOCIATE = { storeId: '4001', storeEmployeeId: '400101' } as const;

/** The agent token of an in-store session (agent/login `Agent`). */
export const agentToken = async (associate: { storeId: string; storeEmployeeId: string } = ASSOCIATE) => {
  const response = await call('/consumers-v3/consumer/agent/login', {
    body: { type: 'Agent', ...associate, password: 'Associate1' },
  });
  expect(response.status).toBe(200);
  return ((await response.json()) as { agentToken: string }).agentToken;
};

/** A shopper's tokens from an in-store session: a new guest, or the member with `email`. */
export const associateShopperToken = async (
  options: { email?: string; associate?: { storeId: string; storeEmployeeId: string } } = {},
) => {
  const response = await call('/consumers-v3/consumer/agent/login', {
    token: await agentToken(options.associate),
    body: { type: 'OnBehalf', ...(options.email ? { email: options.email } : {}) },
  });
  expect(response.status).toBe(200);
  return tokenResponseSchema.parse(await response.json());
};

export const createCart = async (token: string, currency = 'USD', siteId = 'RL-US') => {
  const response = await call('/cart/v1/cart', { body: { currency }, token, siteId });
  expect(response.status).toBe(201);
  return cartSchema.parse(await response.json());
};

export const getCart = async (token: string, basketId: string) => {
  const response = await call(`/cart/v1/cart/${basketId}`, { token });
  expect(response.status).toBe(200);
  return cartSchema.parse(await response.json());
};

/** A sku with at least `minStock` units (and, optionally, exactly `stock`). */
export const findSku = async (
  where: string,
  ...binds: unknown[]
): Promise<{ sku: string; stock: number }> => {
  const row = await env.DB.prepare(`SELECT sku, stock FROM variants WHERE ${where} ORDER BY sku LIMIT 1`)
    .bind(...binds)
    .first<{ sku: string; stock: number }>();
  if (!row) throw new Error(`No sku where ${where}`);
  return row;
};
