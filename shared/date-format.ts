/**
 * The one place that decides how a site's shoppers write a date: the order of day, month and year,
 * the separator, the placeholder in their letters, and reading a typed date back to ISO. The
 * profile and enrollment forms (client) and their handlers (worker) all call it with the same
 * inputs, so the hint a field shows and the parse its handler applies cannot disagree.
 *
 * Source: the country data of commerce spec section 5 (utilities i18n `dateFormat`, e.g.
 * `MM/DD/YYYY` for the US, `YYYY-MM-DD` for Canada, `DD.MM.YYYY` for Germany) wherever it is at
 * hand. Where it is not (the enrollment dialog is built from the site alone), the locale's own
 * `Intl.DateTimeFormat(...).formatToParts` is read instead: in Node 22 (ICU 78), workerd and current
 * browsers it gives the same pattern as the country data for every site (fr-CA and en-CA
 * `2000-11-22`, en-US `11/22/2000`, de-DE `22.11.2000`, en-GB/fr-FR/it-IT `22/11/2000`), which
 * date-format.test.ts checks so the two sources cannot drift apart unnoticed. The old code kept
 * only the day/month order of Intl and lost the leading year, which is how fr-ca became
 * month-first.
 *
 * Reading is strict about the order and lenient about the separator (`/`, `.`, `-`), and always
 * takes a year-first date (`2000-12-25`, ISO): it is unambiguous in every locale. An order other
 * than the site's (`05/12/1990` on fr-ca) is refused, never guessed.
 */

import { memo } from './contract/memo';

export type DatePart = 'day' | 'month' | 'year';
export type DateSeparator = '/' | '.' | '-';
export type DateFormat = { order: readonly [DatePart, DatePart, DatePart]; separator: DateSeparator };

const TOKENS: Record<string, DatePart> = { DD: 'day', MM: 'month', YYYY: 'year' };
const PATTERN = /^(DD|MM|YYYY)([/.-])(DD|MM|YYYY)\2(DD|MM|YYYY)$/;

/** `YYYY-MM-DD` → year, month, day with `-`; undefined for anything that is not such a pattern. */
export const dateFormatFromPattern = (pattern: string | null | undefined): DateFormat | undefined => {
  const m = PATTERN.exec((pattern ?? '').trim().toUpperCase());
  if (!m) return undefined;
  const order = [TOKENS[m[1]!]!, TOKENS[m[3]!]!, TOKENS[m[4]!]!] as const;
  if (new Set(order).size !== 3) return undefined;
  return { order, separator: m[2] as DateSeparator };
};

/** Per language tag (the sites' few, a budget for more). */
const fromIntl = memo<string, DateFormat>({ name: 'date-format/from-intl', max: 64 });

/** The locale's short numeric date as Intl writes it (22 November 2000 as the probe). */
export const dateFormatFromIntl = (languageTag: string): DateFormat => {
  return fromIntl.getOrCreate(languageTag, () => {
    const parts = new Intl.DateTimeFormat(languageTag, {
      day: '2-digit',
      month: '2-digit',
      year: 'numeric',
    }).formatToParts(new Date(Date.UTC(2000, 10, 22, 12)));
    const order = parts
      .map((p) => p.type)
      .filter((t): t is DatePart => t === 'day' || t === 'month' || t === 'year');
    const literal = parts.find((p) => p.type === 'literal')?.value.trim();
    const separator: DateSeparator = literal === '.' || literal === '-' ? literal : '/';
    return order.length === 3 && new Set(order).size === 3
      ? { order: [order[0]!, order[1]!, order[2]!], separator }
      : { order: ['month', 'day', 'year'], separator: '/' };
  });
};

/** The site's date format: its country's pattern when known, else its locale's Intl pattern. */
export const dateFormatFor = (languageTag: string, countryPattern?: string | null): DateFormat =>
  dateFormatFromPattern(countryPattern) ?? dateFormatFromIntl(languageTag);

const ISO = /^(\d{4})-(\d{2})-(\d{2})$/;
const pad = (n: string) => n.padStart(2, '0');

/** `1990-04-07` as the shopper writes it (`04/07/1990`, `07.04.1990`, `1990-04-07`); anything else as it is. */
export const formatIsoDate = (iso: string | undefined, format: DateFormat): string => {
  const m = ISO.exec(iso ?? '');
  if (!m) return iso ?? '';
  const values: Record<DatePart, string> = { year: m[1]!, month: m[2]!, day: m[3]! };
  return format.order.map((part) => values[part]).join(format.separator);
};

/** The placeholder in the shopper's letters: `MM/DD/YYYY`, `JJ/MM/AAAA`, `AAAA-MM-JJ`, `TT.MM.JJJJ`. */
export const datePlaceholder = (
  format: DateFormat,
  letters: { day: string; month: string; year: string },
): string =>
  format.order
    .map((part) => (part === 'year' ? letters.year.repeat(4) : letters[part].repeat(2)))
    .join(format.separator);

const YEAR_FIRST = /^(\d{4})[/.-](\d{1,2})[/.-](\d{1,2})$/;
const YEAR_LAST = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/;

/** The ISO date of what was typed, or undefined when it is not a real calendar day in this format (or year-first). */
export const parseTypedDate = (typed: string, format: DateFormat): string | undefined => {
  const text = typed.trim();
  let year: number;
  let month: number;
  let day: number;
  const first = YEAR_FIRST.exec(text);
  if (first) {
    [year, month, day] = [Number(first[1]), Number(first[2]), Number(first[3])];
  } else {
    const last = YEAR_LAST.exec(text);
    // Two short fields then the year: only a format that ends with the year reads them.
    if (!last || format.order[2] !== 'year') return undefined;
    const [a, b] = [Number(last[1]), Number(last[2])];
    year = Number(last[3]);
    [month, day] = format.order[0] === 'month' ? [a, b] : [b, a];
  }
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${String(year).padStart(4, '0')}-${pad(String(month))}-${pad(String(day))}`;
};
