/**
 * A shared page's CSP nonce (`variant-cache.ts`): the copy is stored with a placeholder where each
 * answer's nonce goes, and the byte offsets of those places; an answer splices its own nonce in at
 * them. The copy is never decoded, searched and encoded again per answer: on the home page that was
 * about 0.4 ms of isolate CPU, more than the rest of serving the copy.
 */
import { escapeHtml } from '../../shared/html/escape';

const PLACEHOLDER = 'sf-shared-page-nonce';
const attribute = (nonce: string) => `nonce="${escapeHtml(nonce)}"`;
const encoder = new TextEncoder();
const PLACEHOLDER_BYTES = encoder.encode(attribute(PLACEHOLDER)).byteLength;

/** A page's HTML to store: its own nonce replaced by the placeholder, and where each one starts. */
export const withNoncePlaceholders = (html: string, nonce: string): { body: string; at: number[] } => {
  const parts = html.split(attribute(nonce));
  const at: number[] = [];
  let offset = 0;
  for (const part of parts.slice(0, -1)) {
    offset += encoder.encode(part).byteLength;
    at.push(offset);
    offset += PLACEHOLDER_BYTES;
  }
  return { body: parts.join(attribute(PLACEHOLDER)), at };
};

/** The offsets as a header keeps them; undefined unless each lies after the last placeholder. */
export const parseNonceOffsets = (header: string | null, size: number): number[] | undefined => {
  if (header === null) return undefined;
  const at = header === '' ? [] : header.split(',').map(Number);
  let end = 0;
  for (const offset of at) {
    if (!Number.isInteger(offset) || offset < end || offset + PLACEHOLDER_BYTES > size) return undefined;
    end = offset + PLACEHOLDER_BYTES;
  }
  return at;
};

/** The stored bytes with `nonce` in each placeholder's place (offsets from `parseNonceOffsets`). */
export const spliceNonce = (stored: Uint8Array, at: number[], nonce: string): Uint8Array => {
  const inserted = encoder.encode(attribute(nonce));
  const out = new Uint8Array(stored.byteLength + at.length * (inserted.byteLength - PLACEHOLDER_BYTES));
  let from = 0;
  let to = 0;
  for (const offset of at) {
    out.set(stored.subarray(from, offset), to);
    to += offset - from;
    out.set(inserted, to);
    to += inserted.byteLength;
    from = offset + PLACEHOLDER_BYTES;
  }
  out.set(stored.subarray(from), to);
  return out;
};
