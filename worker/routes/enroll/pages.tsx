/**
 * `/{locale}/enroll?step=&returnTo=`: the enrollment flow as pages (no script needed). Each step is
 * a plain form posting `/api/enroll/{step}`, which answers with a 303 to the next step's page. The
 * step is kept in the URL and judged here: guest steps only signed out, profile steps only signed
 * in, otherwise the spec's initial step (lookup; mobile without a phone; profile with one).
 * `private, no-store`, never indexed. Every site has the page (the partial-profile prompt leads
 * here); the simplified-enrollment flag only decides what the header's "Sign in" opens.
 */
import { Hono } from 'hono';
import { enrollStepSchema } from '../../../shared/contract/enroll-bff';
import { renderEnrollPage } from '../../enroll/render';
import type { AppEnv } from '../../env';
import { noStore } from '../../middleware/no-store';
import { LOCALE } from '../../render/page-kit';

export const enrollPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/enroll`, noStore)
  .get(`/${LOCALE}/enroll`, async (c) => {
    const asked = enrollStepSchema.safeParse(c.req.query('step'));
    return renderEnrollPage(c, asked.success ? asked.data : undefined, { sent: c.req.query('sent') === '1' });
  });
