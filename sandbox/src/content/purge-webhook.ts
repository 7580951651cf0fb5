/**
 * The content platform's publish webhook: due rows of `content_purges` (a publish now, a schedule
 * edge when it comes) are POSTed as `{ tags }` to the configured purge URL with the shared secret
 * in `x-cache-purge-secret` (the storefront's `POST /fapi/cache/purge`), and deleted once it
 * answers 2xx; a failed delivery keeps them for the next one. The sandbox stays sealed: it knows
 * the storefront only as this configured URL. Configuration: a `webhooks` row (set through
 * `PUT /__admin/webhooks/content-purge`) or else the `PURGE_WEBHOOK_URL` / `PURGE_WEBHOOK_SECRET`
 * vars; with neither nothing is sent and the rows wait.
 */
import type { SandboxEnv } from '../env';

export type Webhook = { url: string; secret: string };

export type Delivery =
  | { delivered: string[] }
  | { failed: string; pending: number }
  | { skipped: 'no webhook configured' | 'nothing due' };

const BATCH = 100;
/** One call sends at most this many batches; a backlog beyond them waits for the next minute's call. */
const MAX_BATCHES = 10;
const TIMEOUT_MS = 5000;

export const purgeWebhook = async (env: SandboxEnv): Promise<Webhook | null> => {
  const row = await env.DB.prepare(
    "SELECT url, secret FROM webhooks WHERE name = 'content-purge'",
  ).first<Webhook>();
  if (row) return row;
  return env.PURGE_WEBHOOK_URL && env.PURGE_WEBHOOK_SECRET
    ? { url: env.PURGE_WEBHOOK_URL, secret: env.PURGE_WEBHOOK_SECRET }
    : null;
};

/** Sends one batch of due rows; deletes them once the webhook took them. */
const deliverBatch = async (env: SandboxEnv, webhook: Webhook, fetcher: typeof fetch): Promise<Delivery> => {
  const { results } = await env.DB.prepare(
    'SELECT id, tag FROM content_purges WHERE due_at <= ? ORDER BY id LIMIT ?',
  )
    .bind(new Date().toISOString(), BATCH)
    .all<{ id: number; tag: string }>();
  if (results.length === 0) return { skipped: 'nothing due' };
  const tags = [...new Set(results.map((row) => row.tag))];
  let failure: string | undefined;
  try {
    const response = await fetcher(webhook.url, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-cache-purge-secret': webhook.secret },
      body: JSON.stringify({ tags }),
      signal: AbortSignal.timeout(TIMEOUT_MS),
    });
    await response.body?.cancel();
    if (!response.ok) failure = `webhook answered ${response.status}`;
  } catch (error) {
    failure = `webhook unreachable: ${String(error)}`;
  }
  if (failure) {
    console.log(JSON.stringify({ level: 'warn', message: 'purge webhook failed', failure }));
    return { failed: failure, pending: results.length };
  }
  const ids = results.map((row) => row.id);
  await env.DB.prepare(`DELETE FROM content_purges WHERE id IN (${ids.map(() => '?').join(',')})`)
    .bind(...ids)
    .run();
  return { delivered: tags };
};

/**
 * Delivers everything due, batch after batch, and stops at the first failure (what is left waits
 * for the next call). Called after a publish, by the minute's cron (`../scheduled.ts`) for schedule
 * edges as they come, and by `POST /__admin/content/purges/deliver`.
 */
export const deliverDuePurges = async (env: SandboxEnv, fetcher: typeof fetch = fetch): Promise<Delivery> => {
  const webhook = await purgeWebhook(env);
  if (!webhook) return { skipped: 'no webhook configured' };
  const delivered = new Set<string>();
  for (let batch = 0; batch < MAX_BATCHES; batch++) {
    const outcome = await deliverBatch(env, webhook, fetcher);
    if ('failed' in outcome) return outcome;
    if ('skipped' in outcome) break;
    for (const tag of outcome.delivered) delivered.add(tag);
  }
  return delivered.size ? { delivered: [...delivered] } : { skipped: 'nothing due' };
};
