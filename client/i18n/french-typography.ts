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

/** The space French wants before `mark`: no-break before ":", narrow no-break before ";" "!" "?". */
const spaceBefore = (mark: string): string => (mark === ':' ? FR_COLON_SPACE : '\u202f');

const MARKS = ':;!?';

/** One run of plain text (no markup) in French typography. */
const frenchRun = (run: string): string => {
  let out = '';
  for (let i = 0; i < run.length; i++) {
    const c = run[i]!;
    const prev = out[out.length - 1];
    if (MARKS.includes(c) && prev !== undefined) {
      // A space typed before the mark becomes the no-break one. Without one, only a mark that ends
      // a phrase gets it: "https://", "10:30", "?q=" and the second of "?!" stay as they are.
      if (prev === ' ') {
        out = `${out.slice(0, -1)}${spaceBefore(c)}${c}`;
        continue;
      }
      const after = run[i + 1];
      if ((after === undefined || /\s/.test(after)) && !/[\s\u00a0\u202f:;!?]/.test(prev)) {
        out += `${spaceBefore(c)}${c}`;
        continue;
      }
    }
    out += c;
  }
  return out
    .replace(/«[ \u00a0\u202f]?/g, `«${FR_COLON_SPACE}`)
    .replace(/[ \u00a0\u202f]?»/g, `${FR_COLON_SPACE}»`);
};

/**
 * Content text in French typography, as the interface's own text is written (`labelled`, the fr
 * catalogues): a no-break space replaces or joins the space before ":" ";" "!" "?" and inside « »,
 * so no line starts with the mark. `text` may be rich-text HTML: only its text changes, never a
 * tag, an attribute or an entity (`&amp;`), and a URL's ":" or "?" has no space to move.
 */
export const frenchTypography = (text: string): string => {
  if (!/[:;!?«»]/.test(text)) return text;
  // Tags and entities are kept whole; the text between them is typeset run by run.
  return text
    .split(/(<[^>]*>|&(?:#\d+|#x[\da-f]+|[a-z][a-z\d]*);)/i)
    .map((part, i) => (i % 2 === 1 ? part : frenchRun(part)))
    .join('');
};
