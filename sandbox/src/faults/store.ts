/**
 * Injected faults, stored in D1 so every isolate sees them, and read at most once a second per
 * isolate (a sandbox request costs no query while the switch is untouched). The isolate that sets
 * or clears a fault forgets its copy at once.
 */
import { z } from 'zod';

export const UPSTREAMS = ['commerce', 'content', 'decision'] as const;
export type Upstream = (typeof UPSTREAMS)[number];

export const faultKindSchema = z.enum(['slow', 'error', 'malformed', 'timeout']);
export type FaultKind = z.infer<typeof faultKindSchema>;

export type Fault = {
  upstream: Upstream;
  kind: FaultKind;
  path: string | null;
  /** How late a `slow` fault answers (default `SLOW_MS`). */
  delayMs: number | null;
  updatedAt: string;
};

/** How long an isolate trusts its copy of the switch. */
export const FAULTS_TTL_MS = 1000;

let cached: { at: number; faults: Fault[] } | undefined;

/** Test hook and the writer's own invalidation. */
export const forgetFaults = () => {
  cached = undefined;
};

/** The faults in force; `fresh` reads D1 even when this isolate's copy is recent. */
export const listFaults = async (db: D1Database, { fresh = false } = {}): Promise<Fault[]> => {
  const now = Date.now();
  if (!fresh && cached && now - cached.at < FAULTS_TTL_MS) return cached.faults;
  const { results } = await db
    .prepare(
      'SELECT upstream, kind, path, delay_ms AS delayMs, updated_at AS updatedAt FROM upstream_faults ORDER BY upstream',
    )
    .all<Fault>();
  cached = { at: now, faults: results };
  return results;
};

export const setFault = async (db: D1Database, fault: Omit<Fault, 'updatedAt'>): Promise<Fault> => {
  const updatedAt = new Date().toISOString();
  await db
    .prepare(
      `INSERT INTO upstream_faults (upstream, kind, path, delay_ms, updated_at) VALUES (?1, ?2, ?3, ?4, ?5)
       ON CONFLICT (upstream) DO UPDATE SET kind = ?2, path = ?3, delay_ms = ?4, updated_at = ?5`,
    )
    .bind(fault.upstream, fault.kind, fault.path, fault.delayMs, updatedAt)
    .run();
  forgetFaults();
  return { ...fault, updatedAt };
};

/** Clears one upstream's fault, or every fault without one; answers how many were cleared. */
export const clearFaults = async (db: D1Database, upstream?: Upstream): Promise<number> => {
  const result = upstream
    ? await db.prepare('DELETE FROM upstream_faults WHERE upstream = ?').bind(upstream).run()
    : await db.prepare('DELETE FROM upstream_faults').run();
  forgetFaults();
  return result.meta.changes;
};
