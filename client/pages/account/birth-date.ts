/**
 * Birth dates in the locale's format (spec section 5: DD/MM/YYYY, MM/DD/YYYY in North America) and
 * back to the wire's ISO date. A typed date must exist on the calendar (no 31/02) and lie between
 * 1900 and today (the rule sign-up and the sandbox share: shared/contract/birth-date.ts); anything
 * else is refused rather than guessed.
 */
import { isPossibleBirthDate } from '../../../shared/contract/birth-date';
import { NORTH_AMERICA } from '../../../shared/validation/address';

export type DateOrder = 'MM/DD/YYYY' | 'DD/MM/YYYY';

export const dateOrder = (country: string): DateOrder =>
  NORTH_AMERICA.has(country.toUpperCase()) ? 'MM/DD/YYYY' : 'DD/MM/YYYY';

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;

/** `1990-04-07` shown as `04/07/1990` or `07/04/1990`; anything that is not an ISO date as it is. */
export const formatBirthDate = (iso: string | undefined, order: DateOrder): string => {
  const m = ISO.exec(iso ?? '');
  if (!m) return iso ?? '';
  const [, y, mo, d] = m;
  return order === 'MM/DD/YYYY' ? `${mo}/${d}/${y}` : `${d}/${mo}/${y}`;
};

/** The ISO date of what the shopper typed in `order`, or undefined when it is not a real date. */
export const parseBirthDate = (typed: string, order: DateOrder, now = new Date()): string | undefined => {
  const m = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(typed.trim());
  if (!m) return undefined;
  const [a, b, year] = [Number(m[1]), Number(m[2]), Number(m[3])];
  const [month, day] = order === 'MM/DD/YYYY' ? [a, b] : [b, a];
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  const iso = date.toISOString().slice(0, 10);
  return isPossibleBirthDate(iso, now) ? iso : undefined;
};
