/**
 * The performance beacon (content spec section 7): `POST /fapi/performance/ingest` with
 * `measureBatch`, only while the client-ingest flag is on (`CLIENT_INGEST = "on"`); otherwise the
 * route does not exist (404). Each measure becomes a Workers Analytics Engine data point.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import type { AppEnv } from '../../env';
import { bodyLimitOf } from '../../middleware/body-limit';
import { HttpError } from '../../middleware/errors';
import { validateBody } from '../../validation';

export const measureSchema = z.object({
  name: z.string().regex(/^[A-Za-z][\w.-]{0,63}$/, 'name is not valid'),
  /** Milliseconds (timings) or a unitless score (CLS); at most ten minutes. */
  value: z.number().finite().min(0).max(600_000),
  page: z.string().max(200).optional(),
  rating: z.enum(['good', 'needs-improvement', 'poor']).optional(),
});

export const measureBatchBodySchema = z.object({ measureBatch: z.array(measureSchema).min(1).max(50) });

const MAX_BODY_BYTES = 32 * 1024;

export const fapiPerformance = new Hono<AppEnv>().post(
  '/fapi/performance/ingest',
  async (c, next) => {
    if (c.env.CLIENT_INGEST !== 'on') throw new HttpError(404, 'API404', 'Not found');
    await next();
  },
  bodyLimitOf(MAX_BODY_BYTES, 'The batch is too large'),
  validateBody(measureBatchBodySchema),
  (c) => {
    const { measureBatch } = c.req.valid('json');
    const analytics = c.env.ANALYTICS;
    for (const measure of measureBatch) {
      analytics?.writeDataPoint({
        indexes: [measure.name],
        blobs: [
          'client-measure',
          measure.name,
          measure.page ?? '',
          measure.rating ?? '',
          c.get('site').siteId,
        ],
        doubles: [measure.value],
      });
    }
    return c.body(null, 204);
  },
);
