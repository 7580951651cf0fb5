import { describe, expect, it } from 'vitest';
import {
  dateFormatFor,
  dateFormatFromIntl,
  dateFormatFromPattern,
  datePlaceholder,
  formatIsoDate,
  parseTypedDate,
} from './date-format';
import { SITES } from './site';

/** The country data's patterns (sandbox seed, utilities i18n `dateFormat`) of each site's country. */
const COUNTRY_PATTERN: Record<string, string> = {
  US: 'MM/DD/YYYY',
  CA: 'YYYY-MM-DD',
  GB: 'DD/MM/YYYY',
  DE: 'DD.MM.YYYY',
  FR: 'DD/MM/YYYY',
  IT: 'DD/MM/YYYY',
};

/** Per site: the placeholder in its letters, 25 December 2000 typed its way, and a look-alike it must refuse or read its way. */
const CASES = [
  { locale: 'en-us', letters: ['D', 'M', 'Y'], hint: 'MM/DD/YYYY', typed: '12/25/2000' },
  { locale: 'en-ca', letters: ['D', 'M', 'Y'], hint: 'YYYY-MM-DD', typed: '2000-12-25' },
  { locale: 'fr-ca', letters: ['J', 'M', 'A'], hint: 'AAAA-MM-JJ', typed: '2000-12-25' },
  { locale: 'en-gb', letters: ['D', 'M', 'Y'], hint: 'DD/MM/YYYY', typed: '25/12/2000' },
  { locale: 'fr-fr', letters: ['J', 'M', 'A'], hint: 'JJ/MM/AAAA', typed: '25/12/2000' },
  { locale: 'de-de', letters: ['T', 'M', 'J'], hint: 'TT.MM.JJJJ', typed: '25.12.2000' },
  { locale: 'it-it', letters: ['G', 'M', 'A'], hint: 'GG/MM/AAAA', typed: '25/12/2000' },
] as const;

describe('date format of each site', () => {
  it.each(CASES)('$locale: order, hint, its own format and ISO, impossible dates refused', (c) => {
    const site = SITES[c.locale]!;
    const format = dateFormatFor(site.languageTag, COUNTRY_PATTERN[site.country]);
    const [day, month, year] = c.letters;
    expect(datePlaceholder(format, { day, month, year })).toBe(c.hint);
    expect(parseTypedDate(c.typed, format)).toBe('2000-12-25');
    expect(formatIsoDate('2000-12-25', format)).toBe(c.typed);
    // ISO is unambiguous, so every site takes it.
    expect(parseTypedDate('2000-12-25', format)).toBe('2000-12-25');
    expect(parseTypedDate(' 1990-4-7 ', format)).toBe('1990-04-07');
    // Days that are not on the calendar, whichever way they are typed.
    for (const impossible of ['2001-02-29', '2000-13-01', '2000-00-10', '1990-04-31'])
      expect(parseTypedDate(impossible, format), impossible).toBeUndefined();
    expect(parseTypedDate(formatIsoDate('2001-02-28', format).replace('28', '30'), format)).toBeUndefined();
    for (const junk of ['', 'tomorrow', '25/12/00', '2000-12', '25 12 2000'])
      expect(parseTypedDate(junk, format), junk).toBeUndefined();
  });

  it('reads day and month in the site order only: 05/12/1990 is 12 May in the US, 5 December in Europe, refused in Canada', () => {
    const of = (locale: string) =>
      dateFormatFor(SITES[locale]!.languageTag, COUNTRY_PATTERN[SITES[locale]!.country]);
    expect(parseTypedDate('05/12/1990', of('en-us'))).toBe('1990-05-12');
    expect(parseTypedDate('05/12/1990', of('fr-fr'))).toBe('1990-12-05');
    expect(parseTypedDate('5.12.1990', of('de-de'))).toBe('1990-12-05');
    expect(parseTypedDate('05/12/1990', of('fr-ca'))).toBeUndefined();
    expect(parseTypedDate('25/12/2000', of('en-us'))).toBeUndefined();
  });

  it("Intl gives every site its country's pattern, so a page without the country data agrees with one that has it", () => {
    for (const site of Object.values(SITES))
      expect(dateFormatFromIntl(site.languageTag), site.locale).toEqual(
        dateFormatFromPattern(COUNTRY_PATTERN[site.country]),
      );
  });

  it('the country pattern wins over Intl, and a pattern it cannot read falls back to Intl', () => {
    expect(dateFormatFor('en-US', 'YYYY-MM-DD')).toEqual({ order: ['year', 'month', 'day'], separator: '-' });
    expect(dateFormatFor('fr-CA', 'nonsense')).toEqual({ order: ['year', 'month', 'day'], separator: '-' });
    expect(dateFormatFromPattern('DD/DD/YYYY')).toBeUndefined();
    expect(dateFormatFromPattern('DD.MM/YYYY')).toBeUndefined();
  });

  it('shows a stored value that is not an ISO date as it is', () => {
    expect(formatIsoDate(undefined, dateFormatFromIntl('en-US'))).toBe('');
    expect(formatIsoDate('soon', dateFormatFromIntl('en-US'))).toBe('soon');
  });
});
