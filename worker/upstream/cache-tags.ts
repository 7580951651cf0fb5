/**
 * Purge by cache tag across both tiers of `cache.ts`. The Cache API cannot list entries by tag,
 * and an isolate's memory cannot be reached from another isolate, so a purge is a record rather
 * than a deletion: the purge log maps each purged tag to the instant of its purge (its
 * generation), kept as one document in the colo's Cache API. Every read checks its entry's tags
 * against the log: an entry requested before a purge of any of its tags is no longer served
 * (except as a last resort when the upstream fails). The isolate that takes the purge updates its
 * copy at once; every other isolate re-reads the log at most `PURGE_LOG_TTL_MS` later.
 */
import { edgeCache } from './edge-cache';

export type PurgeLog = ReadonlyMap<string, number>;

/** How long an isolate trusts its copy of the log: a purge reaches every isolate within this. */
export const PURGE_LOG_TTL_MS = 1000;
/** Purges older than the longest an entry can be served (stale-if-error included) mean nothing. */
export const PURGE_LOG_RETAIN_MS = 2 * 24 * 3600 * 1000;
/** At most this many tags per purge call (a publish names two). */
export const MAX_TAGS_PER_PURGE = 100;

const PURGE_LOG_KEY = 'https://cache-tags.internal/purge-log';

let memo: { at: number; log: Promise<PurgeLog> } | undefined;

const readStored = async (): Promise<Map<string, number>> => {
  const hit = await edgeCache()?.match(PURGE_LOG_KEY);
  if (!hit) return new Map();
  const stored = (await hit.json()) as Record<string, unknown>;
  return new Map(
    Object.entries(stored).filter((pair): pair is [string, number] => typeof pair[1] === 'number'),
  );
};

/** The purge log as this isolate knows it (re-read from the Cache API at most once a second). */
export const purgeLog = (now = Date.now()): Promise<PurgeLog> => {
  if (memo && now - memo.at < PURGE_LOG_TTL_MS) return memo.log;
  const log = readStored().catch(() => new Map<string, number>());
  memo = { at: now, log };
  return log;
};

/** True when a purge of one of `tags` came at or after `requestedAt`. */
export const purgedSince = (log: PurgeLog, tags: readonly string[], requestedAt: number): boolean =>
  tags.some((tag) => (log.get(tag) ?? Number.NEGATIVE_INFINITY) >= requestedAt);

/**
 * Records a purge of `tags` now, in this isolate at once and in the colo's Cache API. The log is
 * read fresh just before it is written, so only purges landing within the same few milliseconds
 * in one colo can overwrite each other; and entries older than `PURGE_LOG_RETAIN_MS` are dropped.
 */
export const recordPurge = async (tags: readonly string[], now = Date.now()): Promise<PurgeLog> => {
  const log = await readStored().catch(() => new Map<string, number>());
  for (const [tag, at] of log) if (now - at > PURGE_LOG_RETAIN_MS) log.delete(tag);
  for (const tag of tags) log.set(tag, now);
  memo = { at: now, log: Promise.resolve(log) };
  await edgeCache()?.put(
    PURGE_LOG_KEY,
    new Response(JSON.stringify(Object.fromEntries(log)), {
      headers: {
        'content-type': 'application/json',
        'cache-control': `public, max-age=${PURGE_LOG_RETAIN_MS / 1000}`,
      },
    }),
  );
  return log;
};

/** Test hook: forget this isolate's copy of the log. */
export const forgetPurgeLog = () => {
  memo = undefined;
};
