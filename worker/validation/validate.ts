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
import { HttpError } from '../middleware/errors';
import { isFormPost, readForm, readJson } from './form';

type Issue = z.core.$ZodIssue & { params?: { code?: string; errorId?: string } };

/**
 * A 400 naming what was wrong: the message of the first issue (one carrying its own error id,
 * such as the review text's REV410, wins), and `details.fields` with every field's message key
 * (a shared validator's `params.code`, else `invalid`) for forms that show them in place.
 */
export const invalidInput = (error: z.core.$ZodError): HttpError => {
  const issues = error.issues as Issue[];
  const first = issues.find((i) => i.params?.errorId) ?? issues[0];
  const where = first?.path.length ? `${first.path.join('.')}: ` : '';
  return new HttpError(
    400,
    first?.params?.errorId ?? 'API400',
    `${where}${first?.message ?? 'Invalid input'}`,
    {
      cause: error,
      details: {
        fields: Object.fromEntries(
          issues.map((i) => [i.path.join('.') || 'value', i.params?.code ?? 'invalid']),
        ),
      },
    },
  );
};

/** `zValidator` whose failure throws into the error handler. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw invalidInput(result.error);
  });

/**
 * The body of a BFF call an island sends as JSON and a no-script page posts as a form: either is
 * read (an unreadable one is a 400), checked with `schema` and available as `c.req.valid('json')`.
 */
export const validateBody =
  <Schema extends z.ZodType>(
    schema: Schema,
  ): MiddlewareHandler<AppEnv, string, { in: { json: z.input<Schema> }; out: { json: z.output<Schema> } }> =>
  async (c, next) => {
    const parsed = schema.safeParse(isFormPost(c) ? await readForm(c) : await readJson(c));
    if (!parsed.success) throw invalidInput(parsed.error);
    c.req.addValidatedData('json', parsed.data as object);
    await next();
  };

/** The `{itemId}` of a cart line route. */
export const itemParam = validate('param', z.object({ itemId: itemIdSchema }));
