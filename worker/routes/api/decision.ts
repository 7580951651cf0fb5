/**
 * What the browser tells the decision service (content spec sections 3 and 9), through the BFF:
 * the browser never calls the service, and `mt.v` is HttpOnly.
 *
 * | POST /api/decision/events `{ kind: 'click', recTokens: [token] }`     → `{ recorded }` |
 * | POST /api/decision/events `{ kind: 'impression', recTokens: [...] }`  → `{ recorded }` |
 * | POST /api/decision/recalculate `{ path }`  → `{ slots: [{ item, html }], dataLayer }`    |
 *
 * Recorded once for the shopper's `mt.v` (a customer id only for a member), never retried: the
 * service would count a repeat twice (the doubled-request guard answers a doubled post with the
 * first's answer). A failed record is `{ recorded: false }`: a lost click is no reason to fail
 * the shopper's navigation, and the browser sends it with `keepalive` and reads nothing anyway.
 *
 * A recalculation decides again the page's slots that depend on the browser's state (the cart) and
 * answers their HTML and labels (worker/content/recalculate.ts); the shopper's own, never kept.
 */
import { Hono } from 'hono';
import {
  type DecisionEvent,
  recalculateBodySchema,
  recEventBodySchema,
} from '../../../shared/contract/decision';
import { monetateIdOf } from '../../content/experiments';
import { recalculate } from '../../content/recalculate';
import type { AppEnv } from '../../env';
import { shopperOf } from '../../upstream/decision';
import { validateBody } from '../../validation';

export const decisionApi = new Hono<AppEnv>()
  .post('/recalculate', validateBody(recalculateBodySchema), async (c) => {
    const answer = await recalculate(c, c.req.valid('json').path);
    c.header('cache-control', 'private, no-store');
    return c.json(answer);
  })
  .post('/events', validateBody(recEventBodySchema), async (c) => {
    const body = c.req.valid('json');
    const session = c.get('session');
    const event: DecisionEvent =
      body.kind === 'click'
        ? { eventType: 'monetate:record:RecClicks', recClicks: body.recTokens }
        : { eventType: 'monetate:record:RecImpressions', recImpressions: body.recTokens };
    const monetateId = await c.get('upstream').decision.record({
      events: [event],
      shopper: shopperOf(session),
      monetateId: monetateIdOf(c),
    });
    c.header('cache-control', 'private, no-store');
    return c.json({ recorded: monetateId !== undefined });
  });
