/**
 * The local stand-in for Analytics Engine's SQL API (development and tests only): a SQLite-backed
 * Durable Object in the storefront worker that keeps every data point the worker writes, in the
 * same columns Analytics Engine has (`index1`, `blobN`, `doubleN`, a timestamp), for two days.
 * `recordingDataset` wraps the ANALYTICS binding so each `writeDataPoint` also lands here, in
 * batches, so that `npm start` and bench traffic pay one store call per batch, not per request.
 */
import { DurableObject } from 'cloudflare:workers';
import { BLOBS, DOUBLES } from './data-point';

const KEEP_MS = 2 * 86_400_000;
/** Rows handed to the dashboard per window at most (the newest): the same cap as the SQL source. */
export const READ_LIMIT = 20_000;

type Written = { at: number; point: AnalyticsEngineDataPoint };

const blobColumns = BLOBS.map((_, i) => `blob${i + 1}`);
const doubleColumns = DOUBLES.map((_, i) => `double${i + 1}`);

export class OpsStore extends DurableObject {
  constructor(ctx: DurableObjectState, env: Cloudflare.Env) {
    super(ctx, env);
    ctx.storage.sql.exec(
      `CREATE TABLE IF NOT EXISTS points (at INTEGER NOT NULL, index1 TEXT NOT NULL, ${[
        ...blobColumns.map((c) => `${c} TEXT`),
        ...doubleColumns.map((c) => `${c} REAL`),
      ].join(', ')})`,
    );
    ctx.storage.sql.exec('CREATE INDEX IF NOT EXISTS points_at ON points (at)');
    // A store made before a position was added gets its column (blobs and doubles only grow).
    const present = new Set(
      ctx.storage.sql
        .exec<{ name: string }>('PRAGMA table_info(points)')
        .toArray()
        .map((row) => row.name),
    );
    for (const c of blobColumns.filter((c) => !present.has(c)))
      ctx.storage.sql.exec(`ALTER TABLE points ADD COLUMN ${c} TEXT NOT NULL DEFAULT ''`);
    for (const c of doubleColumns.filter((c) => !present.has(c)))
      ctx.storage.sql.exec(`ALTER TABLE points ADD COLUMN ${c} REAL NOT NULL DEFAULT 0`);
  }

  async record(batch: Written[]): Promise<void> {
    const columns = ['at', 'index1', ...blobColumns, ...doubleColumns];
    const insert = `INSERT INTO points (${columns.join(', ')}) VALUES (${columns.map(() => '?').join(', ')})`;
    for (const { at, point } of batch) {
      this.ctx.storage.sql.exec(
        insert,
        at,
        point.indexes?.[0] ?? '',
        ...blobColumns.map((_, i) => point.blobs?.[i] ?? ''),
        ...doubleColumns.map((_, i) => point.doubles?.[i] ?? 0),
      );
    }
    this.ctx.storage.sql.exec('DELETE FROM points WHERE at < ?', Date.now() - KEEP_MS);
  }

  /** Rows written since `since` (epoch ms), newest first, as Analytics Engine's SQL API names columns. */
  async since(since: number, limit = READ_LIMIT): Promise<Record<string, SqlStorageValue>[]> {
    return this.ctx.storage.sql
      .exec(
        'SELECT *, at AS timestamp, 1 AS _sample_interval FROM points WHERE at >= ? ORDER BY at DESC LIMIT ?',
        since,
        limit,
      )
      .toArray();
  }
}

export type OpsStoreNamespace = DurableObjectNamespace<OpsStore>;

export const storeOf = (namespace: OpsStoreNamespace) => namespace.get(namespace.idFromName('local'));

/** Points waiting in this isolate for the next batch. */
const pending: Written[] = [];
const BATCH_SIZE = 25;
const BATCH_AGE_MS = 1000;

/** Sends what is waiting to the store (the dashboard calls this before it reads). */
export const flushPending = async (namespace: OpsStoreNamespace): Promise<void> => {
  if (!pending.length) return;
  await storeOf(namespace).record(pending.splice(0));
};

/** ANALYTICS (when bound) plus the local store; `waitUntil` carries a batch past the response. */
export const recordingDataset = (
  inner: AnalyticsEngineDataset | undefined,
  namespace: OpsStoreNamespace,
  waitUntil: (promise: Promise<unknown>) => void,
): AnalyticsEngineDataset => ({
  writeDataPoint(point) {
    inner?.writeDataPoint(point);
    if (!point) return;
    const now = Date.now();
    pending.push({ at: now, point });
    if (pending.length >= BATCH_SIZE || now - pending[0]!.at >= BATCH_AGE_MS) {
      waitUntil(flushPending(namespace).catch(() => undefined));
    }
  },
});
