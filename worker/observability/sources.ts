/**
 * Where the dashboard reads data points: Analytics Engine's SQL API in production (account id and
 * an API token with Account Analytics Read), the local store (local-store.ts) in development and
 * tests. Both hand back the same rows (data-point.ts columns, a timestamp and a weight), so one
 * query module computes every number for both.
 */
import type { Env } from '../env';
import { BLOBS, DOUBLES, fromColumns } from './data-point';
import { flushPending, READ_LIMIT, storeOf } from './local-store';
import type { Row } from './query';

export type Source = { name: 'analytics-engine' | 'local-store'; rows(since: number): Promise<Row[]> };

/** The dataset wrangler.toml binds as ANALYTICS (a var may name another). */
export const DEFAULT_DATASET = 'storefront_requests';
const DATASET_NAME = /^[A-Za-z0-9_]{1,64}$/;

const toRow = (columns: Record<string, unknown>, timestamp: number): Row => ({
  ...fromColumns(columns),
  timestamp,
  weight: Math.max(1, Number(columns._sample_interval ?? 1) || 1),
});

/** The SQL the production dashboard sends for rows since `since` (epoch ms), newest first. */
export const analyticsSql = (dataset: string, since: number, limit = READ_LIMIT): string => {
  if (!DATASET_NAME.test(dataset)) throw new Error(`Not a dataset name: ${dataset}`);
  const columns = [
    'toUnixTimestamp(timestamp) AS ts',
    'index1',
    ...BLOBS.map((_, i) => `blob${i + 1}`),
    ...DOUBLES.map((_, i) => `double${i + 1}`),
    '_sample_interval',
  ];
  const seconds = Math.floor(since / 1000);
  return [
    `SELECT ${columns.join(', ')}`,
    `FROM ${dataset}`,
    `WHERE timestamp >= toDateTime(${seconds})`,
    'ORDER BY timestamp DESC',
    `LIMIT ${Math.floor(limit)}`,
    'FORMAT JSON',
  ].join('\n');
};

export const analyticsEngineSource = (
  accountId: string,
  token: string,
  dataset: string,
  fetcher: typeof fetch = fetch,
): Source => ({
  name: 'analytics-engine',
  async rows(since) {
    const response = await fetcher(
      `https://api.cloudflare.com/client/v4/accounts/${encodeURIComponent(accountId)}/analytics_engine/sql`,
      { method: 'POST', headers: { authorization: `Bearer ${token}` }, body: analyticsSql(dataset, since) },
    );
    if (!response.ok) {
      await response.body?.cancel();
      throw new Error(`Analytics Engine SQL API answered ${response.status}`);
    }
    const body = (await response.json()) as { data?: Record<string, unknown>[] };
    return (body.data ?? []).map((columns) => toRow(columns, Number(columns.ts) * 1000));
  },
});

export const localStoreSource = (namespace: NonNullable<Env['OPS_STORE']>): Source => ({
  name: 'local-store',
  async rows(since) {
    // Points this isolate still holds for its next batch belong in what the operator sees now.
    await flushPending(namespace);
    const rows = await storeOf(namespace).since(since);
    return rows.map((columns) => toRow(columns, Number(columns.timestamp)));
  },
});

/** Production reads Analytics Engine; elsewhere the local store; null when neither is configured. */
export const sourceFor = (env: Env): Source | null => {
  if (env.ENVIRONMENT === 'production') {
    const { ANALYTICS_ACCOUNT_ID: account, ANALYTICS_API_TOKEN: token } = env;
    return account && token
      ? analyticsEngineSource(account, token, env.ANALYTICS_DATASET ?? DEFAULT_DATASET)
      : null;
  }
  return env.OPS_STORE ? localStoreSource(env.OPS_STORE) : null;
};
