/**
 * The enrollment BFF (`/api/enroll/*`, CSRF-checked like every mutating /api call). The dialog
 * island sends JSON and gets the next step with the member's values; the no-script page posts the
 * same endpoints as forms and gets a 303 to the next step's page (`/{locale}/enroll?step=`), or
 * on a refusal its own step's page again (with the refusal's status) showing what was typed.
 * `returnTo` always goes through `safePath`; every answer is `private, no-store`; none holds a token.
 *
 * | call                              | JSON answer (EnrollAnswer)            | form: 303 to                    |
 * | --------------------------------- | ------------------------------------- | ------------------------------- |
 * | POST /api/enroll/lookup           | step sign-in or sign-up, `exists`     | that step (e-mail in a cookie)  |
 * | POST /api/enroll/sign-in          | intro step, or `done`; `cartMerged`   | that step, or returnTo          |
 * | POST /api/enroll/sign-up          | 201 the intro step                    | that step                       |
 * | POST /api/enroll/forgot-password  | 202 step sign-in, `sent`              | sign-in step `?sent=1`          |
 * | POST /api/enroll/complete         | next step (joins loyalty when asked)  | next step                       |
 * | POST /api/enroll/welcome          | next step                             | next step                       |
 * | POST /api/enroll/mobile           | next step                             | next step                       |
 * | POST /api/enroll/profile          | next step                             | next step                       |
 * | POST /api/enroll/interests        | next step (success)                   | next step                       |
 *
 * The forgot step shares forgot-password's budget per client address (`reset-mail-budget.ts`): past
 * it, 429 API429 and no e-mail.
 */
import { type Context, Hono, type MiddlewareHandler } from 'hono';
import { every } from 'hono/combine';
import { createFactory } from 'hono/factory';
import { ECHOED_FIELDS } from '../../../client/pages/enroll/types';
import type { ConsumerProfile } from '../../../shared/contract';
import type { CartNotice } from '../../../shared/contract/auth-bff';
import {
  type EnrollAnswer,
  type EnrollStep,
  enrollForgotBodySchema,
  enrollInterestsBodySchema,
  enrollIntroBodySchema,
  enrollLookupBodySchema,
  enrollMobileBodySchema,
  enrollProfileBodySchema,
  enrollSignInBodySchema,
  enrollSignUpBodySchema,
} from '../../../shared/contract/enroll-bff';
import { returnPath, withParam } from '../../auth/form';
import { rememberEmail } from '../../enroll/email-cookie';
import { enrollPath } from '../../enroll/paths';
import { renderEnrollPage } from '../../enroll/render';
import { enrollService, viewOf } from '../../enroll/service';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { noStore } from '../../middleware/no-store';
import { resetMailLimit } from '../../middleware/rate-limit/reset-mail-budget';
import { originOf } from '../../render/page-kit';
import {
  formAnswer,
  formRoute,
  isFormPost,
  refusedFieldNames,
  typedFields,
  validateBody,
} from '../../validation';

/**
 * A form post of `step` (`formRoute`): any refusal (bad input, a field sent twice, the
 * upstream's AUT426, …) renders that step's page again with its status, the error, the fields to
 * mark and what was typed, through the one error handler.
 */
const enrollForm = (step: EnrollStep): MiddlewareHandler<AppEnv> =>
  formRoute((c, form) => ({
    back: form.returnTo,
    fallback: `/${c.get('site').locale}`,
    refused: ({ status, errorId }, error) =>
      renderEnrollPage(
        c,
        step,
        {
          errorId,
          fieldNames: refusedFieldNames(error),
          // ECHOED_FIELDS names no password.
          typed: typedFields(form, ECHOED_FIELDS),
          returnTo: form.returnTo,
        },
        status,
      ),
  }));

/** The JSON answer, or for a form the 303 to the next step (or to returnTo when done): `formAnswer`. */
const answer = (
  c: Context<AppEnv>,
  outcome: {
    step: EnrollStep | 'done';
    profile?: ConsumerProfile | undefined;
    cartMerged?: boolean;
    cartNotice?: CartNotice | undefined;
  },
  returnTo: string | undefined,
  extra: Partial<EnrollAnswer> = {},
  status: 200 | 201 | 202 = 200,
): Response => {
  const back = returnPath(c, returnTo);
  const notice = outcome.cartNotice;
  const to =
    outcome.step === 'done'
      ? notice
        ? withParam(back, 'signedIn', notice)
        : back
      : enrollPath(c.get('site').locale, outcome.step, {
          returnTo: back,
          ...(notice ? { signedIn: notice } : {}),
          ...(extra.sent ? { sent: '1' } : {}),
        });
  const json: EnrollAnswer = {
    step: outcome.step,
    returnTo: back,
    ...(outcome.cartMerged !== undefined ? { cartMerged: outcome.cartMerged } : {}),
    ...(outcome.cartNotice ? { cartNotice: outcome.cartNotice } : {}),
    ...extra,
    ...(outcome.profile ? { view: viewOf(c, outcome.profile) } : {}),
  };
  return formAnswer(c, { json, status, to });
};

const factory = createFactory<AppEnv>();

/** Interest keys of a form (`interest_{key}=on`) or of JSON (`interests`). */
const interestKeysOf = (body: Record<string, unknown>): string[] =>
  Array.isArray(body.interests)
    ? (body.interests as string[])
    : Object.keys(body)
        .filter((key) => key.startsWith('interest_') && body[key] === 'on')
        .map((key) => key.slice('interest_'.length));

/**
 * Each step's handlers, once: `/api/enroll/{step}` for the island, and the enrollment page's own
 * URL (`POST /{locale}/enroll?step=`, worker/routes/enroll/pages.tsx) for its no-script form, so a
 * refused form renders its step again at the page's URL, which answers a reload.
 */
const STEP_HANDLERS = {
  lookup: factory.createHandlers(enrollForm('lookup'), validateBody(enrollLookupBodySchema), async (c) => {
    const { email, returnTo } = c.req.valid('json');
    const outcome = await enrollService(c).lookup(email);
    // The page of the next step prefills the e-mail from a sealed cookie, never from the URL.
    if (isFormPost(c)) await rememberEmail(c, email);
    return answer(c, outcome, returnTo, { exists: outcome.exists });
  }),
  'sign-in': factory.createHandlers(
    enrollForm('sign-in'),
    validateBody(enrollSignInBodySchema),
    async (c) => {
      const { email, password, returnTo } = c.req.valid('json');
      if (isFormPost(c)) await rememberEmail(c, email);
      return answer(c, await enrollService(c).signIn(email, password), returnTo);
    },
  ),
  'sign-up': factory.createHandlers(
    enrollForm('sign-up'),
    validateBody(enrollSignUpBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      if (isFormPost(c)) await rememberEmail(c, body.email);
      return answer(c, await enrollService(c).signUp(body), body.returnTo, {}, 201);
    },
  ),
  'forgot-password': factory.createHandlers(
    enrollForm('forgot-password'),
    validateBody(enrollForgotBodySchema),
    resetMailLimit,
    async (c) => {
      const { email, returnTo } = c.req.valid('json');
      // The e-mail links to this storefront's reset page on its configured origin (never the
      // request's Host: see /api/auth/forgot-password); the sandbox adds `?token=`.
      const resetUrl = `${originOf(c)}/${c.get('site').locale}/reset-password`;
      await c.get('upstream').consumerAuth.forgotPassword({ email, resetUrl });
      if (isFormPost(c)) await rememberEmail(c, email);
      return answer(c, { step: 'sign-in' }, returnTo, { sent: true }, 202);
    },
  ),
  complete: factory.createHandlers(enrollForm('complete'), validateBody(enrollIntroBodySchema), async (c) => {
    const { join, returnTo } = c.req.valid('json');
    return answer(c, await enrollService(c).intro('complete', join === true), returnTo);
  }),
  welcome: factory.createHandlers(enrollForm('welcome'), validateBody(enrollIntroBodySchema), async (c) => {
    const { returnTo } = c.req.valid('json');
    return answer(c, await enrollService(c).intro('welcome', false), returnTo);
  }),
  mobile: factory.createHandlers(enrollForm('mobile'), validateBody(enrollMobileBodySchema), async (c) => {
    const { country, phone, returnTo } = c.req.valid('json');
    return answer(c, await enrollService(c).mobile(country, phone), returnTo);
  }),
  profile: factory.createHandlers(enrollForm('profile'), validateBody(enrollProfileBodySchema), async (c) => {
    const { returnTo, ...details } = c.req.valid('json');
    return answer(c, await enrollService(c).details(details), returnTo);
  }),
  interests: factory.createHandlers(
    enrollForm('interests'),
    validateBody(enrollInterestsBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const outcome = await enrollService(c).interests(
        interestKeysOf(body),
        body.preferredShoeSize || undefined,
      );
      return answer(c, outcome, body.returnTo);
    },
  ),
} as const;

/** A step whose form posts (every enrollment step but the last, `success`). */
export type PostedStep = keyof typeof STEP_HANDLERS;
const isPostedStep = (step: string | undefined): step is PostedStep =>
  step !== undefined && Object.hasOwn(STEP_HANDLERS, step);

export const enrollApi = new Hono<AppEnv>()
  // Every answer, refusals from the error handler included, is the shopper's own.
  .use('*', noStore)
  .post('/lookup', ...STEP_HANDLERS.lookup)
  .post('/sign-in', ...STEP_HANDLERS['sign-in'])
  .post('/sign-up', ...STEP_HANDLERS['sign-up'])
  .post('/forgot-password', ...STEP_HANDLERS['forgot-password'])
  .post('/complete', ...STEP_HANDLERS.complete)
  .post('/welcome', ...STEP_HANDLERS.welcome)
  .post('/mobile', ...STEP_HANDLERS.mobile)
  .post('/profile', ...STEP_HANDLERS.profile)
  .post('/interests', ...STEP_HANDLERS.interests);

/**
 * `POST /{locale}/enroll?step=`: the enrollment page's no-script form, posted to the page itself and
 * answered by its step's handlers. A step no form posts is no page's form: 404.
 */
export const enrollPagePost: MiddlewareHandler<AppEnv> = async (c, next) => {
  const step = c.req.query('step');
  if (!isPostedStep(step)) throw new HttpError(404, 'API404', 'No enrollment step takes this form');
  await every(...(STEP_HANDLERS[step] as MiddlewareHandler<AppEnv>[]))(c, next);
  return c.res;
};
