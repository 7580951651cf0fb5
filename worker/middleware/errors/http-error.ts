/** An error the storefront itself raises with a status and an error id (bad input, CSRF, not found). */
export class HttpError extends Error {
  readonly status: 400 | 403 | 404 | 405 | 409 | 413 | 415 | 422;
  readonly errorId: string;

  constructor(status: HttpError['status'], errorId: string, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'HttpError';
    this.status = status;
    this.errorId = errorId;
  }
}
