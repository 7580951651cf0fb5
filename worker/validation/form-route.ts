/**
 * The one way a BFF route serves both an island (JSON) and a plain HTML form (no script ran).
 *
 * - `formRoute(declare)`: the route takes a plain form. The form is read first, then the route
 *   says where the post goes back to (`back`, made safe against `fallback` here) and how a refusal
 *   answers (`refused`): the query carried back with a 303, or a page rendered again. Only then is
 *   anything refused, so every refusal of a form post (a field sent twice, a body that cannot be
 *   read or is too large, a bad value, the upstream's 4xx) reaches the shopper that way through
 *   the one error handler (worker/middleware/errors `formRefusal`).
 * - `formReturn(declare)`: the same for a provider's way back to a form (a GET from 3-D Secure or
 *   a wallet's approval page), its query taken as the form's fields.
 * - `inStage(stage, run)`: where one form's refusals answer differently by what was refused (the
 *   checkout's billing form: a refused address renders the step, a refused wallet session is the
 *   step's notice), the route names the stage a call belongs to; `refused` is handed it.
 * - `formAnswer(c, { json, query, to })`: the success. JSON for an island; for a plain form a 303
 *   back (or to `to`) with `query`. Every target goes through `safePath`; every answer is
 *   `private, no-store`.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { safePathOr } from '../../shared/contract';
import type { AppEnv } from '../env';
import { type Described, type FormRefusal, HttpError, StageRefusal } from '../middleware/errors';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import { isFormPost, readFormFields, repeatedFields } from './form';

/** Query parameters an answer sets (a value) or removes (`undefined` or empty). */
export type Query = Record<string, string | undefined>;

import type { FormBack } from './form-back';

export type { FormBack };

/**
 * How a route takes its plain form: from the form's fields (`formRoute`). `Stage`: the stages the
 * route names with `inStage`, when its refusals answer differently by stage.
 */
export type PlainForm<Stage = never> = {
  /** Where the post goes back to (the form's `returnTo`, …): made safe here, else `fallback`. */
  back: string | undefined;
  /** A trusted path: where the post goes when `back` is missing or not a safe path. */
  fallback: string;
  /** Query keys an earlier answer may have left on the page: every answer replaces them. */
  owns?: readonly string[];
  /**
   * How a refusal (any 4xx) answers: the query a 303 back carries, or (a promise of) the form's
   * page rendered again, at the status of that response (the error handler answers it as it is).
   * `undefined`: not a refusal this form answers (a page the form's route could not find, say):
   * the error handler answers it as for any request (the error page). `stage`: the stage the
   * refused call ran in (`inStage`), `undefined` outside one.
   */
  refused: (
    described: Described,
    error: unknown,
    stage: Stage | undefined,
  ) => Query | Promise<Response> | undefined;
  /**
   * A body no form of ours sends (unreadable, over the size cap, a field sent twice): `'refused'`
   * (the default) answers it through `refused`, like any refusal; `'error page'` (a page's own
   * form: checkout, order lookup) leaves it to the error handler, as any bad request (the 400 page).
   */
  badBody?: 'refused' | 'error page';
};

/** `path` with `params` set (a value) or removed (none); parameters given first keep their place. */
export const withQuery = (path: string, params: Query): string => {
  const url = new URL(path, 'http://x');
  for (const [key, value] of Object.entries(params)) {
    if (value) url.searchParams.set(key, value);
    else url.searchParams.delete(key);
  }
  return url.pathname + url.search + url.hash;
};

/**
 * The 303 of a plain form to `to` (a safe path) with `query`, the keys `owns` cleared first; the
 * target, query added, goes through the safe-path check again.
 */
const redirectTo = (c: Context<AppEnv>, to: string, owns: readonly string[], query: Query): Response => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const cleared: Query = Object.fromEntries(owns.map((key) => [key, undefined]));
  return c.redirect(safePathOr(withQuery(to, { ...cleared, ...query }), to), 303);
};

/** Longest value a refused form shows again: any real field fits, a pasted page does not. */
const TYPED_MAX = 100;

/**
 * What a refused form renders again (sign-in, sign-up, the enrollment steps): the named text
 * fields as the shopper typed them, each cut short. Callers never name a password.
 */
export const typedFields = <Name extends string>(
  form: Record<string, string>,
  names: readonly Name[],
): Partial<Record<Name, string>> =>
  Object.fromEntries(
    names
      .filter((name) => typeof form[name] === 'string')
      .map((name) => [name, form[name]!.slice(0, TYPED_MAX)]),
  ) as Partial<Record<Name, string>>;

/** The names of the fields a refusal marks (`details.fields` of a validation or profile-rule 400). */
export const refusedFieldNames = (error: unknown): string[] => {
  const fields = error instanceof HttpError ? error.details?.fields : undefined;
  return fields && typeof fields === 'object' ? Object.keys(fields) : [];
};

/** Makes `form` how this request's refusals answer (through the one error handler). */
const declareRefusal = <Stage>(c: Context<AppEnv>, form: PlainForm<Stage>): void => {
  const back: FormBack = { to: safePathOr(form.back, form.fallback), owns: form.owns ?? [] };
  c.set('formBack', back);
  const refusal: FormRefusal = (described, error, stage) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    // The stage is one this route named (`inStage`), so of its `Stage`.
    const answer = form.refused(described, error, stage as Stage | undefined);
    if (answer === undefined || answer instanceof Promise) return answer;
    return redirectTo(c, back.to, back.owns, answer);
  };
  c.set('formRefusal', refusal);
};

/**
 * Declares that a route also takes a plain form. `declare(c, fields)` reads the form's fields
 * (its `returnTo`, …). A field sent twice is not among `fields` (a repeated `returnTo` falls back
 * like a missing one), and a form that could not be read has none: either way it is refused (400,
 * or 413) through `refused`, and nothing runs after. A request that is not a form post passes by.
 */
export const formRoute =
  <Stage = never>(
    declare: (c: Context<AppEnv>, fields: Record<string, string>) => PlainForm<Stage>,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!isFormPost(c)) return next();
    /** `taken`: the body was read and no field was sent twice. */
    const take = (fields: Record<string, string>, taken: boolean) => {
      const form = declare(c, fields);
      if (!taken && form.badBody === 'error page') return;
      declareRefusal(c, form);
    };
    let read: Awaited<ReturnType<typeof readFormFields>>;
    try {
      read = await readFormFields(c);
    } catch (error) {
      take({}, false);
      throw error;
    }
    take(read.fields, read.repeated.length === 0);
    if (read.repeated.length > 0) throw repeatedFields(read.repeated);
    await next();
  };

/**
 * Declares a provider's way back to a form (a GET: the card's 3-D Secure challenge, a wallet's
 * approval page): `declare(c, query)` as for `formRoute`, and its refusals answer as the form's
 * would, through the one error handler. Another method passes by.
 */
export const formReturn =
  <Stage = never>(
    declare: (c: Context<AppEnv>, query: Record<string, string>) => PlainForm<Stage>,
  ): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (c.req.method === 'GET') declareRefusal(c, declare(c, c.req.query()));
    await next();
  };

/**
 * Runs `run` as the form's `stage`: a refusal it throws reaches the form's `refused` with `stage`
 * (the one error handler answers the error itself as if thrown alone). For a route whose form
 * answers one call's refusal differently from another's; nothing else is caught.
 */
export const inStage = async <T>(stage: unknown, run: () => Promise<T>): Promise<T> => {
  try {
    return await run();
  } catch (error) {
    throw new StageRefusal(stage, error);
  }
};

/**
 * The answer of a route that serves both: for an island `json` (an object answered at `status`,
 * or the response it makes); for a plain form (`formRoute`) a 303 to `to`, else back where the
 * form came from, with `query`. Never kept by a cache.
 */
export const formAnswer = (
  c: Context<AppEnv>,
  {
    json,
    status = 200,
    query = {},
    to,
  }: { json: object | (() => Response); status?: 200 | 201 | 202; query?: Query; to?: string },
): Response => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const back = c.get('formBack');
  if (back === undefined) return typeof json === 'function' ? json() : c.json(json, status);
  return redirectTo(c, safePathOr(to, back.to), back.owns, query);
};
