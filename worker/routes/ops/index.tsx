/**
 * The operator dashboard and its sign-in (docs/ARCHITECTURE.md "Observability").
 *
 * | route                | operator (cookie)             | anyone else                                |
 * | -------------------- | ----------------------------- | ------------------------------------------ |
 * | `GET /ops`           | 200 dashboard                 | 401 sign-in form (503 without OPS_SECRET)  |
 * | `GET /ops/sign-in`   | 200 sign-in form              | 200 sign-in form (503 without OPS_SECRET)  |
 * | `POST /ops/sign-in`  | right secret: 303 to `/ops` with the cookie; wrong: 401 form again;   |
 * |                      | bad body: 400 `errorDetails`; cross-site: 403; over 10 a minute: 429  |
 * | `POST /ops/sign-out` | 303 to the sign-in form, cookie cleared                                |
 *
 * Every answer is `private, no-store` and `noindex`; pages need no script.
 */
import { type Context, Hono } from 'hono';
import { createMiddleware } from 'hono/factory';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { z } from 'zod';
import { OpsDashboard } from '../../../client/pages/ops/OpsDashboard';
import { OpsDocument } from '../../../client/pages/ops/OpsDocument';
import { OpsSignIn, type OpsSignInProps } from '../../../client/pages/ops/OpsSignIn';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import { rateLimit } from '../../middleware/rate-limit';
import { durableBudget } from '../../middleware/rate-limit/budget';
import { dashboardData } from '../../observability/dashboard';
import { isOperator, secretMatches, signInOperator, signOutOperator } from '../../observability/ops-auth';
import { sourceFor } from '../../observability/sources';
import { formAnswer, formRoute, validateBody, withQuery } from '../../validation';
import { safeRedirect } from '../../validation/redirect';

/** Sign-in attempts per client address: enough for a typo or two, far too few to guess a secret. */
export const OPS_SIGN_IN_LIMIT = { limit: 10, windowMs: 60_000 };

const signInBody = z.object({ secret: z.string().min(1).max(512) });

const document = (title: string, body: ReactElement): string =>
  `<!doctype html>${renderToString(<OpsDocument title={title}>{body}</OpsDocument>)}`;

const signInPage = (c: Context<AppEnv>, status: 200 | 401 | 503, problem?: OpsSignInProps['problem']) =>
  c.html(document('Operator sign-in', <OpsSignIn problem={problem} />), status);

export const opsRoutes = new Hono<AppEnv>();

// Bad input to these forms answers the error envelope: the one error handler does so for `/ops`.
const opsHeaders = createMiddleware<AppEnv>(async (c, next) => {
  await next();
  c.header('cache-control', 'private, no-store');
  c.header('x-robots-tag', 'noindex, nofollow');
});
// `/ops/*` matches `/ops` itself too.
opsRoutes.use('/ops/*', opsHeaders);
opsRoutes.post('/ops/*', csrfProtection());
opsRoutes.post('/ops/sign-in', rateLimit(durableBudget('ops-sign-in', OPS_SIGN_IN_LIMIT)));

opsRoutes.get('/ops', async (c) => {
  if (!c.env.OPS_SECRET) return signInPage(c, 503, 'not-configured');
  if (!(await isOperator(c))) return signInPage(c, 401);
  const source = sourceFor(c.env);
  // Answered by the one error handler: the envelope, as for every error on /ops.
  if (!source)
    throw new HttpError(
      503,
      'GEN500',
      'No data point source: set ANALYTICS_ACCOUNT_ID and ANALYTICS_API_TOKEN (production) or bind OPS_STORE.',
    );
  const data = await dashboardData(source).catch((error: unknown) => {
    throw new HttpError(502, 'GEN500', `The ${source.name} did not answer; try again.`, { cause: error });
  });
  return c.html(document('Storefront operations', <OpsDashboard data={data} />));
});

opsRoutes.get('/ops/sign-in', (c) =>
  c.env.OPS_SECRET
    ? signInPage(c, 200, c.req.query('signedOut') === '1' ? 'signed-out' : undefined)
    : signInPage(c, 503, 'not-configured'),
);

/**
 * The sign-in and sign-out forms (`formRoute`): a refusal of either is the error handler's
 * envelope, as for the JSON body; success is a 303 (`formAnswer`), for a JSON body too.
 */
const opsForm = formRoute(() => ({ back: undefined, fallback: '/ops', refused: () => undefined }));

/** The 303 of an ops form to `to`, whatever the body's type (`formAnswer` for a form post). */
const onTo = (c: Context<AppEnv>, to: string, query: Record<string, string> = {}) =>
  formAnswer(c, { json: () => safeRedirect(c, withQuery(to, query), 303), to, query });

opsRoutes.post('/ops/sign-in', opsForm, validateBody(signInBody), async (c) => {
  const secret = c.env.OPS_SECRET;
  if (!secret) return signInPage(c, 503, 'not-configured');
  if (!(await secretMatches(c.req.valid('json').secret, secret))) {
    c.get('log').warn('ops sign-in refused');
    return signInPage(c, 401, 'wrong-secret');
  }
  await signInOperator(c, secret);
  return onTo(c, '/ops');
});

opsRoutes.post('/ops/sign-out', opsForm, (c) => {
  signOutOperator(c);
  return onTo(c, '/ops/sign-in', { signedOut: '1' });
});
