/**
 * The one authoritative purge log of the whole network (one Durable Object, named `global`). The
 * Cache API and an isolate's memory belong to one colo, so a purge recorded only there never
 * reaches shoppers served elsewhere. Every purge is written here first, serialized (two purges at
 * once can no longer overwrite each other), and every colo copies the log from here when its own
 * copy is missing or old (`cache-tags.ts`). Tags and instants only: nothing personal.
 */
import { DurableObject } from 'cloudflare:workers';

/** Purges older than the longest an entry can be served (stale-if-error included) mean nothing. */
export const PURGE_LOG_RETAIN_MS = 2 * 24 * 3600 * 1000;

export type StoredPurgeLog = Record<string, number>;

export class PurgeLogStore extends DurableObject {
  constructor(ctx: DurableObjectState, env: unknown) {
    super(ctx, env as never);
    ctx.storage.sql.exec(
      'CREATE TABLE IF NOT EXISTS purges (tag TEXT PRIMARY KEY, purged_at INTEGER NOT NULL)',
    );
  }

  /** Records a purge of `tags` at `now`, forgets purges too old to matter, answers the whole log. */
  async record(tags: readonly string[], now: number): Promise<StoredPurgeLog> {
    const { sql } = this.ctx.storage;
    sql.exec('DELETE FROM purges WHERE purged_at < ?', now - PURGE_LOG_RETAIN_MS);
    // Never backwards: a purge delivered late must not hide a later one of the same tag.
    for (const tag of tags)
      sql.exec(
        'INSERT INTO purges (tag, purged_at) VALUES (?, ?) ON CONFLICT (tag) DO UPDATE SET purged_at = MAX(purged_at, excluded.purged_at)',
        tag,
        now,
      );
    return this.read();
  }

  async read(): Promise<StoredPurgeLog> {
    const log: StoredPurgeLog = {};
    for (const row of this.ctx.storage.sql.exec<{ tag: string; purged_at: number }>(
      'SELECT tag, purged_at FROM purges',
    ))
      log[row.tag] = row.purged_at;
    return log;
  }
}
