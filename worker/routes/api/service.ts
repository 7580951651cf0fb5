/**
 * The contact form's island call (the page's no-script form is `routes/contact-us.tsx`; both run
 * the same rules, budget and upstream call):
 *
 * | POST /api/service/contact?locale= | JSON fields as the form names them → 201 `{ caseNumber }`;    |
 * |                                   | fields to fix 422 `details.fields`; past the budget 429        |
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { contactFromForm } from '../../customer-service/forms';
import type { AppEnv } from '../../env';
import { CONTACT_BUDGET, takeServiceTry } from '../../middleware/rate-limit/service-budget';
import { checked, readJson } from '../../validation';

const contactFields = z
  .object({
    topic: z.string().max(100),
    firstName: z.string().max(200),
    lastName: z.string().max(200),
    email: z.string().max(300),
    orderNumber: z.string().max(40).optional(),
    message: z.string().max(2200),
  })
  .strict();

export const serviceApi = new Hono<AppEnv>().post('/contact', async (c) => {
  const body = contactFromForm(checked(contactFields, await readJson(c)));
  await takeServiceTry(c, CONTACT_BUDGET);
  const { caseNumber } = await c
    .get('session')
    .withToken((token) => c.get('upstream').service.contact(token, body));
  c.header('cache-control', 'private, no-store');
  return c.json({ caseNumber }, 201);
});
