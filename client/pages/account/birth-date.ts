/**
 * Birth dates in the site's date format (shared/date-format.ts decides it: the country data of
 * spec section 5, e.g. YYYY-MM-DD in Canada) and back to the wire's ISO date. A typed date must
 * exist on the calendar (no 31/02) and lie between 1900 and today (the rule sign-up and the
 * sandbox share: shared/contract/birth-date.ts); anything else is refused rather than guessed.
 * The profile and enrollment forms and their handlers all come here.
 */
import { isPossibleBirthDate } from '../../../shared/contract/birth-date';
import { type DateFormat, dateFormatFor, formatIsoDate, parseTypedDate } from '../../../shared/date-format';

/** The format a birth-date field is typed in (the name forms.ts knows it by). */
export type DateOrder = DateFormat;

/**
 * The site's birth-date format: the country's pattern (utilities i18n `dateFormat`) when the caller
 * has it, else the locale's. The page and its handler pass the same two, so they agree.
 */
export const birthDateFormat = (site: { languageTag: string }, countryPattern?: string | null): DateOrder =>
  dateFormatFor(site.languageTag, countryPattern);

/** `1990-04-07` shown as `04/07/1990`, `07/04/1990`, `1990-04-07`…; anything that is not an ISO date as it is. */
export const formatBirthDate = (iso: string | undefined, format: DateOrder): string =>
  formatIsoDate(iso, format);

/** The ISO date of what the shopper typed (in `format`, or year-first), or undefined when it is no possible birth date. */
export const parseBirthDate = (typed: string, format: DateOrder, now = new Date()): string | undefined => {
  const iso = parseTypedDate(typed, format);
  return iso && isPossibleBirthDate(iso, now) ? iso : undefined;
};
