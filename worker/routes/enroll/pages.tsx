/**
 * `/{locale}/enroll?step=&returnTo=`: the enrollment flow as pages (no script needed). Each step is
 * a plain form posting to the page itself (`POST /{locale}/enroll?step=`, the same handlers as
 * `/api/enroll/{step}`), answered with a 303 to the next step's page; a refusal renders the step
 * again at the page's own URL, so a reload or a bookmark answers the page, never a 405. The
 * step is kept in the URL and judged here: guest steps only signed out, profile steps only signed
 * in, otherwise the spec's initial step (lookup; mobile without a phone; profile with one).
 * `private, no-store`, never indexed. Every site has the page (the partial-profile prompt leads
 * here); the simplified-enrollment flag only decides what the header's "Sign in" opens.
 */
import { Hono } from 'hono';
import { enrollStepSchema } from '../../../shared/contract/enroll-bff';
import { renderEnrollPage } from '../../enroll/render';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { noStore } from '../../middleware/no-store';
import { LOCALE } from '../../render/page-kit';
import { enrollPagePost } from './api';

export const enrollPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/enroll`, noStore)
  .get(`/${LOCALE}/enroll`, async (c) => {
    const asked = enrollStepSchema.safeParse(c.req.query('step'));
    return renderEnrollPage(c, asked.success ? asked.data : undefined, { sent: c.req.query('sent') === '1' });
  })
  // A step's no-script form posts to the page itself (csrf-checked like every page form).
  .post(`/${LOCALE}/enroll`, csrfProtection(), enrollPagePost);
