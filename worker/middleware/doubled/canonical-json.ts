/**
 * One spelling of a JSON body, so that a retry whose client wrote the keys in another order (or
 * spaced them otherwise) is fingerprinted as the same write: object keys sorted at every depth,
 * arrays in their order, numbers and strings as `JSON.parse` reads them, which is what the route
 * reads too. Undefined for bytes that are not UTF-8 JSON, for an object naming a key twice
 * (`readJson` refuses it, and which value was meant is not ours to choose), or for nesting too
 * deep to walk: those keep their bytes as their fingerprint.
 */
import { repeatedKey } from '../../validation/repeated-key';

const byKey = ([a]: [string, unknown], [b]: [string, unknown]) => (a < b ? -1 : a > b ? 1 : 0);

const canonical = (value: unknown): string => {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value).sort(byKey);
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  // String, not JSON.stringify: 1e400 parses to Infinity, which JSON would write as null.
  return typeof value === 'number' ? String(value) : JSON.stringify(value);
};

export const canonicalJson = (body: Uint8Array): string | undefined => {
  try {
    const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(body);
    const parsed: unknown = JSON.parse(text);
    return repeatedKey(text) === undefined ? canonical(parsed) : undefined;
  } catch {
    // Not UTF-8, not JSON, or a stack overflow on deep nesting.
    return undefined;
  }
};
