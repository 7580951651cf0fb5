/** The one error type for upstream failures (DESIGN.md Errors; spec section 8). */
import { type ErrorDetail, errorEnvelopeSchema } from '../../shared/contract';

export class ApiError extends Error {
  readonly status: number;
  readonly errorId: string;
  readonly correlationId: string | undefined;
  readonly details: ErrorDetail['details'];

  constructor(init: {
    status: number;
    errorId: string;
    message: string;
    correlationId?: string | undefined;
    details?: ErrorDetail['details'];
    cause?: unknown;
  }) {
    super(init.message, { cause: init.cause });
    this.name = 'ApiError';
    this.status = init.status;
    this.errorId = init.errorId;
    this.correlationId = init.correlationId;
    this.details = init.details;
  }
}

/**
 * Reads `errorDetails[0]` of a failed upstream response. A body that is not the envelope still
 * becomes an ApiError (with a generic id by status) so callers handle one shape.
 */
export const apiErrorFromResponse = async (response: Response, correlationId?: string): Promise<ApiError> => {
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    body = undefined;
  }
  const parsed = errorEnvelopeSchema.safeParse(body);
  const first = parsed.success ? parsed.data.errorDetails[0] : undefined;
  return new ApiError({
    status: response.status,
    errorId: first?.errorId ?? (response.status >= 500 ? 'GEN500' : `API${response.status}`),
    message: first?.message ?? `Upstream answered ${response.status}`,
    correlationId: response.headers.get('x-correlation-id') ?? correlationId,
    details: first?.details,
  });
};

/** Whether `error` is the upstream's refusal `errorId`. */
export const hasId = (error: unknown, errorId: string): boolean =>
  error instanceof ApiError && error.errorId === errorId;
