/**
 * Input a route reads itself, checked with a zod schema: its output, or the 400 the one error
 * handler answers. Imports nothing that names the request context, so a service may use it.
 */
import type { z } from 'zod';
import { HttpError } from '../middleware/errors/http-error';
import { queryIssueMessage, repeatedQuery } from './query';

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

/**
 * The 400 for a query `schema` refused (`error`): a parameter given twice says so, else the
 * query's wording where the schema has none (parsed again, on a refusal only). For a route that
 * reads its query itself, as a listing does with its repeatable filters.
 */
export const queryRefusal = (
  schema: z.ZodType,
  input: Record<string, unknown>,
  error: z.core.$ZodError,
): HttpError => {
  const repeated = repeatedQuery(input, error.issues);
  if (repeated) return repeated;
  const worded = schema.safeParse(input, { error: queryIssueMessage });
  return invalidInput(worded.error ?? error);
};

/**
 * `input`, read by the route itself (a listing's repeatable filters, an optional body, a form
 * field), checked with `schema`: its output, or the 400 thrown into the one error handler (a
 * `query`'s worded as `validate('query')` words it).
 */
export const checked = <Schema extends z.ZodType>(
  schema: Schema,
  input: unknown,
  { query = false }: { query?: boolean } = {},
): z.output<Schema> => {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  throw query
    ? queryRefusal(schema, input as Record<string, unknown>, parsed.error)
    : invalidInput(parsed.error);
};
