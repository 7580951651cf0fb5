/**
 * The decision service's admin calls (behind `x-sandbox-admin`, like every `/__admin` call):
 * - `GET /__admin/decision/experiences`: the experiences, running or not;
 * - `PUT /__admin/decision/experiences/{id}` `{ status?: running|stopped, variants?, audience? }`:
 *   starts or stops one, gives it a new split (weights adding up to 100) or a new audience
 *   (`{ cart: 'with-lines' | 'empty' }`, null for everyone), so tests and demos can;
 * - `GET /__admin/decision/events?monetateId=&customerId=&eventType=&limit=`: the events decide
 *   calls recorded, oldest first (the latest `limit`, default 100);
 * - `GET /__admin/decision/impressions?monetateId=&experienceId=&limit=`: the impressions counted
 *   (reported decisions and impression page events), oldest first, the same way.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { monetateIdSchema } from '../../../shared/contract/decision';
import type { AppEnv } from '../env';
import { notFound, validate } from '../errors';
import { readEvents, readImpressions } from './events';
import { audienceSchema, type ExperienceRow, experienceOf, splitSchema } from './experience';
import { forgetExperiences, listExperiences } from './store';

const idParam = z.object({ id: z.coerce.number().int().min(1) });

const changeBody = z
  .strictObject({
    status: z.enum(['running', 'stopped']).optional(),
    variants: splitSchema.optional(),
    audience: audienceSchema.nullable().optional(),
  })
  .refine(
    (b) => b.status !== undefined || b.variants !== undefined || b.audience !== undefined,
    'status, variants or audience is required',
  );

const impressionsQuery = z.strictObject({
  monetateId: monetateIdSchema.optional(),
  experienceId: z.coerce.number().int().min(1).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

const eventsQuery = z.strictObject({
  monetateId: monetateIdSchema.optional(),
  customerId: z.string().max(64).optional(),
  eventType: z.string().max(60).optional(),
  limit: z.coerce.number().int().min(1).max(1000).default(100),
});

export const decisionAdminRoutes = new Hono<AppEnv>()
  .get('/__admin/decision/experiences', async (c) =>
    c.json({ experiences: await listExperiences(c.env.DB, { fresh: true }) }, 200, {
      'cache-control': 'no-store',
    }),
  )
  .put(
    '/__admin/decision/experiences/:id',
    validate('param', idParam),
    validate('json', changeBody),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status, variants, audience } = c.req.valid('json');
      // An audience left out stays; null clears it (everyone).
      const row = await c.env.DB.prepare(
        `UPDATE decision_experiences SET status = COALESCE(?1, status), variants = COALESCE(?2, variants), updated_at = ?3,
           audience = CASE WHEN ?5 THEN ?6 ELSE audience END
         WHERE id = ?4 RETURNING *`,
      )
        .bind(
          status ?? null,
          variants ? JSON.stringify(variants) : null,
          new Date().toISOString(),
          id,
          audience === undefined ? 0 : 1,
          audience ? JSON.stringify(audience) : null,
        )
        .first<ExperienceRow>();
      forgetExperiences();
      if (!row) throw notFound(`No experience ${id}`);
      return c.json({ experience: experienceOf(row) });
    },
  )
  .get('/__admin/decision/events', validate('query', eventsQuery), async (c) =>
    c.json({ events: await readEvents(c.env.DB, c.req.valid('query')) }, 200, {
      'cache-control': 'no-store',
    }),
  )
  .get('/__admin/decision/impressions', validate('query', impressionsQuery), async (c) =>
    c.json({ impressions: await readImpressions(c.env.DB, c.req.valid('query')) }, 200, {
      'cache-control': 'no-store',
    }),
  );
