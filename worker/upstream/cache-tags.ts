/**
 * Purge by cache tag across both tiers of `cache.ts`, in every colo. The Cache API cannot list
 * entries by tag, and an isolate's memory cannot be reached from another isolate, so a purge is a
 * record rather than a deletion: the purge log maps each purged tag to the instant of its purge
 * (its generation). Every read checks its entry's tags against the log: an entry requested before
 * a purge of any of its tags is no longer served (except as a last resort when the upstream fails).
 *
 * Where the log lives:
 * - the network's one authoritative copy is a Durable Object (`purge-log-store.ts`), written first;
 * - each colo keeps a copy in its Cache API, tagged `PURGE_LOG_TAG` and kept `PURGE_LOG_COLO_TTL_S`,
 *   copied again from the object when missing, so a purge reaches every colo within that time, and
 *   within a second or two where the zone purge API empties the copies (`zone-purge.ts`);
 * - each isolate trusts its copy for `PURGE_LOG_TTL_MS`; the isolate taking the purge at once.
 * Without the object (no binding) the colo's copy is the only record, kept as long as it matters.
 */
import { edgeCache } from './edge-cache';
import { PURGE_LOG_RETAIN_MS, type PurgeLogStore, type StoredPurgeLog } from './purge-log-store';

export type PurgeLog = ReadonlyMap<string, number>;
export type PurgeLogNamespace = DurableObjectNamespace<PurgeLogStore>;

/** How long an isolate trusts its copy of the log: a purge reaches every isolate of a colo within this. */
export const PURGE_LOG_TTL_MS = 1000;
/** How long a colo's copy stands before it is copied again from the network's log. */
export const PURGE_LOG_COLO_TTL_S = 30;
/** At most this many tags per purge call (a publish names two). */
export const MAX_TAGS_PER_PURGE = 100;
/** The `Cache-Tag` of every colo's copy of the log: purging it everywhere makes every colo re-read. */
export const PURGE_LOG_TAG = 'storefront-purge-log';

const PURGE_LOG_KEY = 'https://cache-tags.internal/purge-log';

/**
 * This isolate's copy: the log itself, never a promise of it. workerd settles a promise only in
 * the request that made it, so a read shared by concurrent requests hangs them all when its own
 * request ends first; concurrent requests with a stale copy each read (a cache look-up).
 */
let memo: { at: number; log: PurgeLog } | undefined;

const toMap = (stored: Record<string, unknown>): Map<string, number> =>
  new Map(Object.entries(stored).filter((pair): pair is [string, number] => typeof pair[1] === 'number'));

const networkLog = (store: PurgeLogNamespace) => store.get(store.idFromName('global'));

const readColoCopy = async (): Promise<Map<string, number> | undefined> => {
  const hit = await edgeCache()?.match(PURGE_LOG_KEY);
  return hit ? toMap((await hit.json()) as Record<string, unknown>) : undefined;
};

const writeColoCopy = (log: ReadonlyMap<string, number>, authoritative: boolean) =>
  edgeCache()?.put(
    PURGE_LOG_KEY,
    new Response(JSON.stringify(Object.fromEntries(log)), {
      headers: {
        'content-type': 'application/json',
        // A copy of the network's log is refreshed often; the colo's own record must last.
        'cache-control': `public, max-age=${authoritative ? PURGE_LOG_COLO_TTL_S : PURGE_LOG_RETAIN_MS / 1000}`,
        'cache-tag': PURGE_LOG_TAG,
      },
    }),
  );

const readLog = async (store: PurgeLogNamespace | undefined): Promise<Map<string, number>> => {
  const copy = await readColoCopy();
  if (copy || !store) return copy ?? new Map();
  const log = toMap(await networkLog(store).read());
  await writeColoCopy(log, true);
  return log;
};

/**
 * The purge log as this isolate knows it (re-read at most once a second). When it cannot be read,
 * the isolate keeps what it knew: forgetting purges would serve what they removed.
 */
export const purgeLog = async (store?: PurgeLogNamespace, now = Date.now()): Promise<PurgeLog> => {
  if (memo && now - memo.at < PURGE_LOG_TTL_MS) return memo.log;
  const known = memo?.log ?? new Map<string, number>();
  const log = await readLog(store).catch(() => known);
  memo = { at: now, log };
  return log;
};

/** True when a purge of one of `tags` came at or after `requestedAt`. */
export const purgedSince = (log: PurgeLog, tags: readonly string[], requestedAt: number): boolean =>
  tags.some((tag) => (log.get(tag) ?? Number.NEGATIVE_INFINITY) >= requestedAt);

/** Without the network's log: the colo's copy, read just before it is written, pruned. */
const recordInColo = async (tags: readonly string[], now: number): Promise<Map<string, number>> => {
  const log = (await readColoCopy().catch(() => undefined)) ?? new Map<string, number>();
  for (const [tag, at] of log) if (now - at > PURGE_LOG_RETAIN_MS) log.delete(tag);
  for (const tag of tags) log.set(tag, now);
  return log;
};

/**
 * Records a purge of `tags` now: in the network's log (serialized there), then in this colo's copy
 * and this isolate at once. Other colos see it when their copy is re-read (`PURGE_LOG_COLO_TTL_S`),
 * or at once once the zone purge API has emptied their copies.
 */
export const recordPurge = async (
  tags: readonly string[],
  store?: PurgeLogNamespace,
  now = Date.now(),
): Promise<PurgeLog> => {
  const log = store
    ? toMap((await networkLog(store).record(tags, now)) satisfies StoredPurgeLog)
    : await recordInColo(tags, now);
  memo = { at: now, log };
  await writeColoCopy(log, store !== undefined);
  return log;
};

/** Test hook: forget this isolate's copy of the log. */
export const forgetPurgeLog = () => {
  memo = undefined;
};

/** Test hook: forget this colo's copy of the log (a colo that never saw a purge). */
export const forgetColoCopy = async () => {
  await edgeCache()?.delete(PURGE_LOG_KEY);
};
