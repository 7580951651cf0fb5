/**
 * An error the storefront itself raises with a status and an error id: bad input, CSRF, not found;
 * or a 502/503 where something of its own (the operators' data source) is missing or not answering.
 */
export class HttpError extends Error {
  readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 422 | 429 | 502 | 503;
  readonly errorId: string;
  /** Sent to the client as `errorDetails[0].details` (a validation failure's `fields`). */
  readonly details: Record<string, unknown> | undefined;

  constructor(
    status: HttpError['status'],
    errorId: string,
    message: string,
    options?: { cause?: unknown; details?: Record<string, unknown> },
  ) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
    this.errorId = errorId;
    this.details = options?.details;
  }
}
