/**
 * French typography of interface text: a no-break space before the high punctuation marks
 * ":" ";" "!" "?" (U+00A0, or the narrow U+202F before ";" "!" "?") and inside « ». What the
 * fr catalogues' test checks, and what code composing French text ("Total :") writes with.
 */

/** The space French writes before ":" (and inside « »). */
export const FR_COLON_SPACE = '\u00a0';

/** Where a French text breaks the rule, as short excerpts around each fault ([] when it follows it). */
export const frenchTypographyFaults = (text: string): string[] => {
  const faults: string[] = [];
  const around = (i: number) => JSON.stringify(text.slice(Math.max(0, i - 12), i + 6));
  for (let i = 0; i < text.length; i++) {
    const c = text[i]!;
    const before = text[i - 1];
    const after = text[i + 1];
    if (c === ':' || c === ';' || c === '!' || c === '?') {
      // Times and ratios (10:30), URLs and query strings (https:, /search?q), marks doubled (?!).
      if (c === ':' && /\d/.test(before ?? '') && /\d/.test(after ?? '')) continue;
      if (c === ':' && after === '/') continue;
      if (c === '?' && /[\w/]/.test(before ?? '') && /\w/.test(after ?? '') && text.includes('/')) continue;
      if (before !== undefined && ':;!?'.includes(before)) continue;
      const ok = before === '\u00a0' || before === '\u202f';
      if (!ok) faults.push(around(i));
    } else if (c === '«') {
      if (after !== '\u00a0' && after !== '\u202f') faults.push(around(i));
    } else if (c === '»') {
      if (before !== '\u00a0' && before !== '\u202f') faults.push(around(i));
    }
  }
  return faults;
};

/**
 * "Label: value" as the language writes it ("Couleur : Noir" in French, with the no-break space);
 * without a value, the label and its colon ("Trier par : ") for a value that follows in markup.
 */
export const labelled = (language: string, label: string, value = ''): string =>
  `${label}${language === 'fr' ? `${FR_COLON_SPACE}:` : ':'} ${value}`;
