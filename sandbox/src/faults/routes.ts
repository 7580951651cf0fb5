/**
 * The fault switch (sandbox admin, header `x-sandbox-admin`, like every `/__admin` call):
 * `GET /__admin/faults` lists them; `PUT /__admin/faults/{commerce|content|decision}` with
 * `{ kind: slow|error|malformed|timeout, path?, delayMs? }` sets one (`delayMs`: how late a slow one answers) (replacing that upstream's previous
 * one); `DELETE /__admin/faults/{upstream}` clears one and `DELETE /__admin/faults` all.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../env';
import { validate } from '../errors';
import { clearFaults, faultKindSchema, listFaults, setFault, UPSTREAMS } from './store';

const upstreamParam = z.object({ upstream: z.enum(UPSTREAMS) });

const faultBody = z
  .object({
    kind: faultKindSchema,
    /** Only requests whose path starts with this (e.g. `/products/`) suffer the fault. */
    path: z
      .string()
      .regex(/^\/[\w\-./{}]*$/, 'path must be an absolute path prefix')
      .max(200)
      .optional(),
    /** How late a `slow` fault answers (default 2 s). */
    delayMs: z.number().int().min(1).max(10_000).optional(),
  })
  .refine((b) => b.delayMs === undefined || b.kind === 'slow', {
    message: 'delayMs goes only with kind slow',
    path: ['delayMs'],
  });

export const faultRoutes = new Hono<AppEnv>()
  .get('/__admin/faults', async (c) => c.json({ faults: await listFaults(c.env.DB, { fresh: true }) }))
  .put(
    '/__admin/faults/:upstream',
    validate('param', upstreamParam),
    validate('json', faultBody),
    async (c) => {
      const { upstream } = c.req.valid('param');
      const { kind, path, delayMs } = c.req.valid('json');
      return c.json({
        fault: await setFault(c.env.DB, { upstream, kind, path: path ?? null, delayMs: delayMs ?? null }),
      });
    },
  )
  .delete('/__admin/faults/:upstream', validate('param', upstreamParam), async (c) =>
    c.json({ cleared: await clearFaults(c.env.DB, c.req.valid('param').upstream) }),
  )
  .delete('/__admin/faults', async (c) => c.json({ cleared: await clearFaults(c.env.DB) }));
