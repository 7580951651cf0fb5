/**
 * The one validation path of the storefront (as in the sandbox's `src/errors.ts`): a zod failure
 * is thrown as a 400 `HttpError` into the one error handler (`app.onError`), which answers JSON
 * `errorDetails` on `/api`, the error page on pages, and a redirect back for a plain form post
 * that declared where it came from (worker/middleware/errors `formRefusal`).
 */
import { zValidator } from '@hono/zod-validator';
import type { MiddlewareHandler, ValidationTargets } from 'hono';
import { z } from 'zod';
import { itemIdSchema } from '../../shared/contract';
import type { AppEnv } from '../env';
import { checked, invalidInput, queryRefusal } from './checked';
import { isFormPost, readForm, readJson } from './form';
import { malformedQuery } from './query';

/**
 * `zValidator` whose failure throws into the error handler. A `json` body is first read through
 * `readJson`: one labelled anything but JSON is a 415 (zValidator alone would read it as `{}`), and
 * one that is not JSON a 400. A `query` says what a parameter must be rather than what zod found
 * (`query.ts`): a query that is not valid percent-encoding, or a parameter given twice where one
 * is taken, is a 400 saying so.
 */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) => {
  const query = target === 'query';
  const check = zValidator(target, schema, (result) => {
    if (result.success) return;
    if (!query) throw invalidInput(result.error);
    // The hook's `data` is the query as read (a parameter given twice is a list).
    throw queryRefusal(schema, result.data as Record<string, unknown>, result.error);
  });
  if (query) {
    const readableQuery: typeof check = async (c, next) => {
      const malformed = malformedQuery(c.req.url);
      if (malformed) throw malformed;
      return check(c, next);
    };
    return readableQuery;
  }
  if (target !== 'json') return check;
  const jsonOnly: typeof check = async (c, next) => {
    await readJson(c);
    return check(c, next);
  };
  return jsonOnly;
};

/** Each field of an object schema (through unions, intersections, defaults and pipes) that expects a number. */
const numberFields = (schema: z.core.$ZodType, found = new Set<string>()): Set<string> => {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  switch (def.type) {
    case 'object':
      for (const [key, field] of Object.entries(def.shape)) if (expectsNumber(field)) found.add(key);
      break;
    case 'union':
      for (const option of def.options) numberFields(option, found);
      break;
    case 'intersection':
      numberFields(def.left, found);
      numberFields(def.right, found);
      break;
    case 'pipe':
      numberFields(pipeInput(def), found);
      break;
  }
  return found;
};

/** The schema a pipe's input meets: its `in`, or for a preprocess (a transform first) its `out`. */
const pipeInput = (def: z.core.$ZodPipeDef): z.core.$ZodType =>
  def.in._zod.def.type === 'transform' ? def.out : def.in;

/** Whether a field's schema takes a number (through optional, default, nullable and pipes). */
const expectsNumber = (schema: z.core.$ZodType): boolean => {
  const def = (schema as z.core.$ZodTypes)._zod.def;
  if (def.type === 'number') return true;
  if (def.type === 'pipe') return expectsNumber(pipeInput(def));
  if (def.type === 'union') return def.options.some(expectsNumber);
  return 'innerType' in def ? expectsNumber(def.innerType) : false;
};

/** A form's number: plain decimal digits; anything else stays text, which the schema refuses. */
const DECIMAL = /^\d+$/;

/**
 * A form's fields as the schema's JSON reads them: where the schema expects a number, a field of
 * plain decimal digits is that number (`"12"`, never `"0x10"`, `"1e1"` or `" 5 "`). A JSON body
 * gets no such help: its numbers are JSON numbers.
 */
const formInput = (fields: Record<string, string>, numbers: ReadonlySet<string>): Record<string, unknown> =>
  Object.fromEntries(
    Object.entries(fields).map(([key, value]) => [
      key,
      numbers.has(key) && DECIMAL.test(value) ? Number(value) : value,
    ]),
  );

/**
 * The body of a BFF call an island sends as JSON and a no-script page posts as a form: either is
 * read (an unreadable one is a 400), checked with `schema` and available as `c.req.valid('json')`.
 * A form is taken only where the route declared it takes one (its form middleware set
 * `formRefusal`, as `formRoute` does); elsewhere, as for any body that is not JSON, it is a 415.
 * `optional`: no body (or an empty one) is read as `{}`.
 */
export const validateBody = <Schema extends z.ZodType>(
  schema: Schema,
  { optional = false }: { optional?: boolean } = {},
): MiddlewareHandler<AppEnv, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> => {
  const numbers = numberFields(schema);
  return async (c, next) => {
    const takesForm = c.get('formRefusal') !== undefined;
    const body =
      takesForm && isFormPost(c)
        ? formInput(await readForm(c), numbers)
        : optional
          ? ((await readJson(c, { optional })) ?? {})
          : await readJson(c);
    c.req.addValidatedData('json', checked(schema, body) as object);
    await next();
  };
};

/** The `{itemId}` of a cart line route. */
export const itemParam = validate('param', z.object({ itemId: itemIdSchema }));
