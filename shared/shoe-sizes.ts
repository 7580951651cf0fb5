import { formatOneDecimal } from './pricing/format';

/** Sizes offered for the preferred shoe size: US sizes in North America, EU sizes elsewhere. */
export const shoeSizesFor = (country: string): string[] =>
  ['US', 'CA'].includes(country)
    ? Array.from({ length: 21 }, (_, i) => String(5 + i / 2))
    : Array.from({ length: 14 }, (_, i) => String(35 + i));

/** A size as the language writes numbers ("5,5" in French); the value posted stays "5.5". */
export const shoeSizeLabel = (size: string, locale: string): string => formatOneDecimal(Number(size), locale);
