/**
 * The one place errors become responses. API paths get `{ errorDetails: [{ errorId, message }] }`;
 * pages get the error page; a plain form post whose route said how to answer it (`formRefusal`)
 * gets that answer (a redirect back, or its page rendered again) for any 4xx, whether validation
 * or the upstream refused; `/ops` answers any error with the envelope too (its forms and JSON, its
 * dashboard's data source failing).
 * Upstream 4xx keep their status and id; anything unexpected is logged and becomes a plain 500
 * with no stack and no token.
 */
import type { Context } from 'hono';
import { HTTPException } from 'hono/http-exception';
import { ZodError } from 'zod';
import type { ErrorEnvelope } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { ApiError } from '../../upstream/errors';
import type { Described } from './described';
import { HttpError } from './http-error';
import { StageRefusal } from './stage-refusal';

export type { Described, FormRefusal } from './described';
export { HttpError } from './http-error';
export { StageRefusal } from './stage-refusal';

export const describeError = (error: unknown): Described => {
  if (error instanceof HttpError)
    return { status: error.status, errorId: error.errorId, message: error.message };
  // Hono's own 4xx (a body that is not JSON, for one) keep their status and say what was wrong.
  if (error instanceof HTTPException && error.status < 500) {
    return {
      status: error.status,
      errorId: `API${error.status}`,
      message: error.message || 'Invalid request',
    };
  }
  if (error instanceof ZodError) {
    const issue = error.issues[0];
    const where = issue?.path.length ? `${issue.path.join('.')}: ` : '';
    return { status: 400, errorId: 'API400', message: `${where}${issue?.message ?? 'Invalid input'}` };
  }
  if (error instanceof ApiError) {
    // Upstream 4xx are the shopper's to see (INV408 and friends); upstream 5xx are ours to hide.
    if (error.status >= 400 && error.status < 500) {
      return { status: error.status, errorId: error.errorId, message: error.message };
    }
    return {
      status: 502,
      errorId: 'GEN500',
      message: 'A service we depend on is not answering. Please try again.',
    };
  }
  return { status: 500, errorId: 'GEN500', message: 'Something went wrong on our side. Please try again.' };
};

export const errorEnvelope = (d: Described, details?: Record<string, unknown>): ErrorEnvelope => ({
  errorDetails: [{ errorId: d.errorId, message: d.message, ...(details ? { details } : {}) }],
});

/** The envelope for a status when no page can be rendered. */
const plainError = (status: number): Described =>
  status >= 500 || status < 400
    ? { status: 500, errorId: 'GEN500', message: 'Something went wrong on our side. Please try again.' }
    : status === 404
      ? { status, errorId: 'API404', message: 'Not found' }
      : status === 405
        ? { status, errorId: 'API405', message: 'Method not allowed' }
        : { status, errorId: 'API400', message: 'The request could not be served.' };

/**
 * Renders a page's error. `unavailable`: an upstream the page needs failed (5xx, timeout, a broken
 * answer); the page says what is missing and to try again, and is not a 5xx (docs/ARCHITECTURE.md,
 * "Upstream faults and edge cache tags").
 */
export type PageErrorRenderer = (
  c: Context<AppEnv>,
  status: number,
  problem?: 'unavailable',
) => Promise<Response>;

const asError = (thrown: unknown): Error => (thrown instanceof Error ? thrown : new Error(String(thrown)));

export const createErrorHandler = (renderPage: PageErrorRenderer) => {
  /**
   * The page needs the request context (site, upstream clients): a failure before it was built (a
   * built asset), or while rendering the error page itself, is answered with the plain envelope.
   */
  const renderErrorPage: PageErrorRenderer = async (c, status, problem) => {
    const plain = () => {
      const described = plainError(status);
      c.header('cache-control', 'no-store');
      return c.json(errorEnvelope(described), described.status as 400);
    };
    if (!c.get('built')) return plain();
    try {
      return await renderPage(c, status, problem);
    } catch (error) {
      c.get('log').error('error page failed', { status, error: String(error) });
      return plain();
    }
  };
  /**
   * `refusals`: a form's refusal (`formRefusal`) may answer. It is not asked again when answering
   * it failed (a page rendered again needs the upstream too): that failure is answered instead,
   * as for any request, as it was when a route rendered its refused form itself.
   */
  const answer = async (thrown: Error, c: Context<AppEnv>, refusals: boolean): Promise<Response> => {
    // A refusal of one stage of a form is answered as its error, the form told which stage.
    const staged = thrown instanceof StageRefusal ? thrown : undefined;
    const error = staged ? asError(staged.error) : thrown;
    const described = describeError(error);
    const log = c.get('log');
    const path = new URL(c.req.url).pathname;
    const api = /^\/(api|fapi)\//.test(path);
    // The operator pages (no script) answer any error with the envelope, never the shop's page.
    const ops = /^\/ops(\/|$)/.test(path);
    const fields = {
      errorId: described.errorId,
      status: described.status,
      name: error.name,
      message: error.message,
      correlationId: error instanceof ApiError ? error.correlationId : c.get('correlationId'),
    };
    // An upstream outage on a page is expected weather, not our bug: the page degrades. (A form
    // post keeps its 502: whether the write happened is not ours to say.)
    if (!api && c.req.method === 'GET' && error instanceof ApiError && error.status >= 500) {
      log.warn('page degraded: upstream unavailable', fields);
      return renderErrorPage(c, 200, 'unavailable');
    }
    // A failure raised as one of ours (a data source that did not answer) logs what it wraps too.
    if (described.status >= 500)
      log.error('request failed', {
        ...fields,
        stack: error.stack,
        ...(error.cause === undefined ? {} : { cause: error.cause }),
      });
    else log.warn('request rejected', fields);
    const refusal = refusals && described.status < 500 ? c.get('formRefusal') : undefined;
    if (refusal) {
      let refused: Response | undefined;
      try {
        refused = await refusal(described, error, staged?.stage);
      } catch (failure) {
        return answer(asError(failure), c, false);
      }
      // No answer: not a refusal this form answers; answered as for any request.
      if (refused) return refused;
    }
    // Without the request context (a missing configuration) no page can be rendered: the
    // envelope says what was refused.
    if (api || ops || !c.get('built')) {
      const details =
        api && (error instanceof ApiError || error instanceof HttpError) ? error.details : undefined;
      // A refusal answers this request only (who asked, what they sent): no cache keeps it, and
      // a 404 would otherwise be heuristically cacheable by a shared one.
      c.header('cache-control', 'private, no-store');
      return c.json(errorEnvelope(described, details), described.status as 400);
    }
    return renderErrorPage(c, described.status);
  };
  return (error: Error, c: Context<AppEnv>): Promise<Response> => answer(error, c, true);
};
