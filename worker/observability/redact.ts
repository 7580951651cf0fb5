/**
 * Personal data never reaches a log line: fields whose name says they hold it (e-mail, names,
 * addresses, phone, card data, tokens, cookies, passwords, client addresses) are replaced, and
 * any string is scrubbed of e-mail addresses, bearer tokens and JWTs, and card numbers (digit runs
 * that pass the Luhn check, so order numbers and timestamps stay readable).
 */

import { passesLuhn } from '../../shared/contract/luhn';

export const REDACTED = '[redacted]';

/** Field names (lower case, letters and digits only) that hold personal data wherever they appear. */
const SENSITIVE_PARTS = [
  'email',
  'password',
  'token',
  'cookie',
  'secret',
  'authorization',
  'card',
  'cvv',
  'cvc',
  'securitycode',
  'iban',
  'phone',
  'address',
  'street',
  'postal',
  'zip',
  'birth',
  'firstname',
  'lastname',
  'fullname',
  'displayname',
  'holder',
];
// Not `name` alone: errors and components are logged by name; people's names are caught above.
const SENSITIVE_NAMES = new Set(['city', 'pan', 'ip', 'login', 'username', 'recipient']);

export const isSensitiveKey = (key: string): boolean => {
  const normal = key.toLowerCase().replace(/[^a-z0-9]/g, '');
  return SENSITIVE_NAMES.has(normal) || SENSITIVE_PARTS.some((part) => normal.includes(part));
};

const EMAIL = /[A-Za-z0-9._%+-]+@[A-Za-z0-9.-]+\.[A-Za-z]{2,}/g;
const BEARER = /\b(Bearer|Basic)\s+[A-Za-z0-9._~+/=-]+/gi;
const JWT = /\beyJ[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+(\.[A-Za-z0-9_-]*)?/g;
const DIGIT_RUN = /\b\d(?:[ -]?\d){12,18}\b/g;

export const scrubString = (text: string): string =>
  text
    .replace(EMAIL, '[email]')
    .replace(BEARER, '$1 [token]')
    .replace(JWT, '[token]')
    .replace(DIGIT_RUN, (run) => (passesLuhn(run.replace(/\D/g, '')) ? '[card]' : run));

const MAX_DEPTH = 6;

/** A copy of `value` safe to log (Errors become name, message and stack, each scrubbed). */
export const redact = (value: unknown, depth = 0): unknown => {
  if (typeof value === 'string') return scrubString(value);
  if (value === null || typeof value !== 'object') return value;
  if (depth >= MAX_DEPTH) return '[deep]';
  if (value instanceof Error) {
    return {
      name: value.name,
      message: scrubString(value.message),
      stack: value.stack && scrubString(value.stack),
    };
  }
  if (Array.isArray(value)) return value.map((item) => redact(item, depth + 1));
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) => [
      key,
      isSensitiveKey(key) ? REDACTED : redact(item, depth + 1),
    ]),
  );
};
