/**
 * What a query string's refusal says. zod's own wording ("page: Invalid input: expected number,
 * received NaN") describes the parser, not the link: a refused query parameter is named with what
 * it must be ("page: must be a whole number"), a parameter given twice says so (`?page=1&page=2`:
 * which one was meant is not ours to guess, as for a form field), and a query that is not valid
 * percent-encoding (`?q=%E0%A4%A`) is refused as such instead of being taken as typed text (Hono
 * keeps an escape it cannot decode as it is, so the shopper saw "%E0%A4%A" as their search).
 * A schema's own message (`'Limit must be 10, 20 or 50'`) is kept: it is more precise.
 */
import type { z } from 'zod';
import { decodeQueryPart } from '../../shared/query-string';
import { HttpError } from '../middleware/errors/http-error';
import { repeatedFields } from './form';

type Issue = z.core.$ZodRawIssue;

const isNumberType = (expected: unknown) => expected === 'number' || expected === 'int';

/** The message for an issue of a query parameter; undefined keeps zod's (or the schema's own). */
export const queryIssueMessage = (issue: Issue): string | undefined => {
  switch (issue.code) {
    case 'invalid_type':
      if (issue.expected === 'int') return 'must be a whole number';
      if (isNumberType(issue.expected)) return 'must be a number';
      if (issue.expected === 'string') return 'must be a single text value';
      return undefined;
    case 'too_small':
      if (issue.origin === 'number')
        return issue.inclusive === false
          ? `must be more than ${String(issue.minimum)}`
          : `must be at least ${String(issue.minimum)}`;
      if (issue.origin === 'string')
        return Number(issue.minimum) <= 1
          ? 'must not be empty'
          : `must be at least ${String(issue.minimum)} characters`;
      return undefined;
    case 'too_big':
      if (issue.origin === 'number')
        return issue.inclusive === false
          ? `must be less than ${String(issue.maximum)}`
          : `must be at most ${String(issue.maximum)}`;
      if (issue.origin === 'string') return `must be at most ${String(issue.maximum)} characters`;
      if (issue.origin === 'array') return `may be given at most ${String(issue.maximum)} times`;
      return undefined;
    case 'invalid_value':
      return issue.values.length <= 10 ? `must be one of: ${issue.values.map(String).join(', ')}` : undefined;
    default:
      return undefined;
  }
};

/**
 * The 400 for a query string that is not valid percent-encoding (a `%` not followed by two hex
 * digits, or escapes that are not UTF-8), naming the parameter; undefined when it reads.
 */
export const malformedQuery = (url: string): HttpError | undefined => {
  const search = new URL(url).search.slice(1);
  if (!search.includes('%')) return undefined;
  for (const pair of search.split('&')) {
    const at = pair.indexOf('=');
    const [name, value] = at < 0 ? [pair, ''] : [pair.slice(0, at), pair.slice(at + 1)];
    const readName = decodeQueryPart(name);
    if (readName === undefined || decodeQueryPart(value) === undefined) {
      const shown = (readName ?? name).slice(0, 64) || 'query';
      return new HttpError(400, 'API400', `${shown}: the link's text is not valid URL encoding`, {
        details: { fields: { [shown]: 'invalid' } },
      });
    }
  }
  return undefined;
};

/**
 * The 400 for a refused query whose refused parameters include one given more than once (Hono
 * hands such a parameter over as a list, which a single-value schema refuses as "NaN" or "array");
 * undefined when the refusal is about something else. A parameter the schema takes as a list is
 * never refused for being repeated.
 */
export const repeatedQuery = (
  input: Record<string, unknown>,
  issues: readonly z.core.$ZodIssue[],
): HttpError | undefined => {
  // Refused as a whole, not as a list: a list's own issues are about its items (path [key, i]) or
  // its length (origin 'array').
  const refused = new Set(
    issues
      .filter((issue) => issue.path.length === 1 && !('origin' in issue && issue.origin === 'array'))
      .map((issue) => String(issue.path[0])),
  );
  const repeated = Object.keys(input).filter((key) => Array.isArray(input[key]) && refused.has(key));
  return repeated.length > 0 ? repeatedFields(repeated, 'parameter') : undefined;
};
