/**
 * Applies the injected fault of the upstream a request belongs to (see `classify.ts`):
 * - `slow`: answers as usual, 2 s late, or `delayMs` late when the switch says (the decision
 *   service slowed to 300 ms for the storefront's time budget);
 * - `error`: 503 with the error envelope (`GEN500`);
 * - `malformed`: 200 whose body is cut-off JSON;
 * - `timeout`: answers nothing until the caller gives up (its abort), or after 30 s, longer than
 *   any storefront timeout.
 * A fault with a path only hits requests whose path starts with it.
 */
import { createMiddleware } from 'hono/factory';
import type { AppEnv } from '../env';
import { envelope } from '../errors';
import { upstreamOf } from './classify';
import { type Fault, listFaults } from './store';

export const SLOW_MS = 2000;
export const HANG_MS = 30_000;

const wait = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((resolve) => {
    const timer = setTimeout(resolve, ms);
    signal?.addEventListener('abort', () => {
      clearTimeout(timer);
      resolve();
    });
  });

export const faultFor = (faults: Fault[], path: string): Fault | undefined => {
  const upstream = upstreamOf(path);
  if (!upstream) return undefined;
  return faults.find((f) => f.upstream === upstream && (!f.path || path.startsWith(f.path)));
};

export const injectFaults = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const path = c.req.path;
    if (!upstreamOf(path)) return next();
    const fault = faultFor(await listFaults(c.env.DB), path);
    if (!fault) return next();
    c.header('x-sandbox-fault', `${fault.upstream}:${fault.kind}`);
    switch (fault.kind) {
      case 'slow':
        await wait(fault.delayMs ?? SLOW_MS);
        return next();
      case 'error':
        return c.json(envelope('GEN500', `Injected fault: the ${fault.upstream} service failed`), 503);
      case 'malformed':
        return c.body('{"injected":"malformed","items":[{"id":', 200, {
          'content-type': 'application/json',
        });
      case 'timeout':
        await wait(HANG_MS, c.req.raw.signal);
        return c.json(envelope('GEN504', `Injected fault: the ${fault.upstream} service timed out`), 504);
    }
  });
