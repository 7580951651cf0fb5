/**
 * One error type for every failure the sandbox reports, and the one handler that turns it into the
 * upstream error envelope `{ errorDetails: [{ errorId, message, details? }] }`. Anything else is
 * logged and answered with a plain GEN500, never a stack trace.
 */
import { zValidator } from '@hono/zod-validator';
import type { Context, ErrorHandler, NotFoundHandler, ValidationTargets } from 'hono';
import { HTTPException } from 'hono/http-exception';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { validator } from 'hono/validator';
import type { z } from 'zod';
import type { ErrorEnvelope } from '../../shared/contract/common';

export type ErrorPayload = {
  status: ContentfulStatusCode;
  errorId: string;
  message: string;
  details?: Record<string, unknown> | undefined;
};

export class SandboxError extends Error {
  readonly status: ContentfulStatusCode;
  readonly errorId: string;
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: ContentfulStatusCode,
    errorId: string,
    message: string,
    details?: Record<string, unknown>,
    cause?: unknown,
  ) {
    super(message, cause === undefined ? undefined : { cause });
    this.name = 'SandboxError';
    this.status = status;
    this.errorId = errorId;
    this.details = details;
  }

  static from(payload: ErrorPayload): SandboxError {
    return new SandboxError(payload.status, payload.errorId, payload.message, payload.details);
  }
}

export const badRequest = (message: string, details?: Record<string, unknown>) =>
  new SandboxError(400, 'API400', message, details);
export const notFound = (message: string) => new SandboxError(404, 'API404', message);
export const unauthorized = (message: string) => new SandboxError(401, 'AUT401', message);

export const envelope = (
  errorId: string,
  message: string,
  details?: Record<string, unknown>,
): ErrorEnvelope => ({
  errorDetails: [{ errorId, message, ...(details ? { details } : {}) }],
});

export const formatZodError = (error: z.ZodError): string =>
  error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'value'}: ${issue.message}`)
    .join('; ');

export const errorResponse = (c: Context, error: SandboxError) =>
  c.json(envelope(error.errorId, error.message, error.details), error.status);

export const onError: ErrorHandler = (err, c) => {
  if (err instanceof SandboxError) return errorResponse(c, err);
  if (err instanceof HTTPException) {
    // Hono raises these for malformed JSON and similar request problems: all client errors.
    const status = err.status as ContentfulStatusCode;
    return c.json(envelope(`API${status}`, err.message || 'Bad request'), status);
  }
  console.error(
    JSON.stringify({ level: 'error', msg: 'unhandled error', path: c.req.path, error: String(err) }),
  );
  return c.json(envelope('GEN500', 'Internal error'), 500);
};

export const onNotFound: NotFoundHandler = (c) =>
  c.json(envelope('API404', `No route for ${c.req.method} ${c.req.path}`), 404);

/** zValidator whose failure is an API400 carrying the zod message. */
export const validate = <Target extends keyof ValidationTargets, Schema extends z.ZodType>(
  target: Target,
  schema: Schema,
) =>
  zValidator(target, schema, (result) => {
    if (!result.success) throw badRequest(formatZodError(result.error as unknown as z.ZodError));
  });

const JSON_TYPE = /^application\/([\w.-]+\+)?json$/i;

/**
 * The one way the sandbox reads a posted form (urlencoded or multipart; with `json`, also a JSON
 * body where the caller declares one), checked by `schema` into `c.req.valid('form')`. Hono's form
 * parsing throws a 400 HTTPException for a body it cannot read (a wrong or missing boundary, a
 * truncated part, JSON labelled multipart); `onError` answers it as API400 before the handler runs,
 * so a refused body never changes anything.
 */
export const validateForm = <Schema extends z.ZodType>(schema: Schema, options: { json?: boolean } = {}) =>
  validator('form', async (fields, c): Promise<z.output<Schema>> => {
    const mediaType = c.req.header('content-type')?.split(';')[0]?.trim() ?? '';
    const body =
      options.json === true && JSON_TYPE.test(mediaType)
        ? await c.req.json<unknown>().catch(() => {
            throw badRequest('Malformed JSON in request body');
          })
        : fields;
    const parsed = await schema.safeParseAsync(body);
    if (!parsed.success) throw badRequest(formatZodError(parsed.error));
    return parsed.data;
  });
