/**
 * The islands' client for the product-page BFF (`/api/products/...`, `/api/stores/...`). Like the
 * cart client it ships no zod: the BFF validated the upstream answer already; this only reads the
 * error envelope (errorId, message and per-field codes) the dialogs show next to their fields.
 */
import type { ErrorDetail } from '../../shared/contract';
import { readError } from './cart';

export type ApiResult<T> =
  | { ok: true; data: T }
  | { ok: false; error: ErrorDetail | undefined; fields: Record<string, string> };

const fieldsOf = (body: unknown): Record<string, string> => {
  const first = (body as { errorDetails?: { details?: { fields?: unknown } }[] } | null)?.errorDetails?.[0];
  const fields = first?.details?.fields;
  return fields && typeof fields === 'object' ? (fields as Record<string, string>) : {};
};

export async function api<T>(
  locale: string,
  method: string,
  path: string,
  body?: unknown,
): Promise<ApiResult<T>> {
  const sep = path.includes('?') ? '&' : '?';
  const response = await fetch(`${path}${sep}locale=${encodeURIComponent(locale)}`, {
    method,
    headers: {
      accept: 'application/json',
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json: unknown = await response.json().catch(() => null);
  if (!response.ok) return { ok: false, error: readError(json), fields: fieldsOf(json) };
  return { ok: true, data: json as T };
}
