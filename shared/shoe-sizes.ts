/** Sizes offered for the preferred shoe size: US sizes in North America, EU sizes elsewhere. */
export const shoeSizesFor = (country: string): string[] =>
  ['US', 'CA'].includes(country)
    ? Array.from({ length: 21 }, (_, i) => String(5 + i / 2))
    : Array.from({ length: 14 }, (_, i) => String(35 + i));
