/**
 * The one fetch from islands to this storefront's BFF (`/api/...`). It sends JSON to the same
 * origin (the browser adds `Origin` and `Sec-Fetch-Site`, which the BFF's CSRF check reads) with the
 * shopper's locale, and reads a refusal's `{ errorDetails }` envelope into a typed error. The BFF
 * already validated every upstream answer against the zod contract, so the browser checks only the
 * shape it relies on and ships no zod (25 KB gzip that the product page's budget cannot afford).
 */
import type { ErrorDetail } from '../../shared/contract';

export type BffRequest = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** The shopper's locale (`en-us`): the BFF takes the site context from it. */
  locale?: string;
  /** Sent as JSON. */
  body?: unknown;
  signal?: AbortSignal;
  /**
   * Finish the request even if the shopper leaves the page the moment they clicked (a heart tapped
   * on the way to another page must still count). For small bodies only: the browser caps them.
   */
  keepalive?: boolean;
};

/** A refusal: the first error detail (with its `details`, e.g. INV408's `maxQty`) and per-field codes. */
export type BffError = { status: number; error: ErrorDetail | undefined; fields: Record<string, string> };

export type BffAnswer<T> = ({ ok: true; data: T } | ({ ok: false } & BffError)) & { status: number };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null;

/** The first error detail of an `{ errorDetails }` body, or undefined for anything else. */
export const readError = (body: unknown): ErrorDetail | undefined => {
  const first =
    isRecord(body) && Array.isArray(body.errorDetails) ? (body.errorDetails[0] as unknown) : undefined;
  if (!isRecord(first) || typeof first.errorId !== 'string' || typeof first.message !== 'string')
    return undefined;
  return {
    errorId: first.errorId,
    message: first.message,
    ...(isRecord(first.details) ? { details: first.details } : {}),
  };
};

/** `details.fields` of the first error (field → code), which forms show next to their fields. */
const readFields = (error: ErrorDetail | undefined): Record<string, string> => {
  const fields = error?.details?.fields;
  if (!isRecord(fields)) return {};
  return Object.fromEntries(
    Object.entries(fields).filter((entry): entry is [string, string] => typeof entry[1] === 'string'),
  );
};

/** A BFF path with the shopper's locale (the BFF takes the site from it): every fetch, and every
 * plain form's action, so a refusal rendered at the `/api` address still knows its site. */
export const withLocale = (path: string, locale: string | undefined): string =>
  locale ? `${path}${path.includes('?') ? '&' : '?'}locale=${encodeURIComponent(locale)}` : path;

/** Settles once the page's first write is answered (and its cookies kept); unset until it is sent. */
let firstWrite: Promise<void> | undefined;

/**
 * A write waits for the page's first write to be answered, then goes at once. The first may be
 * the one that starts the shopper's session: a write sent beside it would carry no session
 * cookie and start another, and the browser keeps only one answer's cookies (a heart and an add
 * at once lost the heart). Reads never wait.
 */
const inTurn = (send: () => Promise<Response>): Promise<Response> => {
  if (firstWrite) return firstWrite.then(send);
  const sent = send();
  firstWrite = sent.then(
    () => undefined,
    () => undefined,
  );
  return sent;
};

/**
 * Calls the BFF. A refusal (any non-2xx) is an answer, not an exception; a network failure or an
 * abort rejects, as `fetch` does. `fetcher` is the browser's `fetch` (tests pass their own).
 */
export async function bffFetch<T = unknown>(
  path: string,
  { method = 'GET', locale, body, signal, keepalive }: BffRequest = {},
  fetcher: typeof fetch = fetch,
): Promise<BffAnswer<T>> {
  const send = () =>
    fetcher(withLocale(path, locale), {
      method,
      credentials: 'same-origin',
      headers: {
        accept: 'application/json',
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      ...(signal ? { signal } : {}),
      ...(keepalive ? { keepalive } : {}),
    });
  const response = await (method === 'GET' ? send() : inTurn(send));
  const json: unknown = await response.json().catch(() => null);
  if (response.ok) return { ok: true, status: response.status, data: json as T };
  const error = readError(json);
  return { ok: false, status: response.status, error, fields: readFields(error) };
}
