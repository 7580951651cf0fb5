/**
 * Localized catalogue attributes from the dictionary in `words.ts`. A generated product name is
 * built from parts (who it is for, a line name, an adjective, a noun); `composeName` writes the
 * parts in a language and `parseName` recovers them from the English name the catalogue stores,
 * so every read (cards, details, cart lines, search) can answer in the shopper's language.
 */
import { PALETTE } from '../catalog';
import {
  ADJECTIVES,
  CATEGORY_NAMES,
  COLOR_NAMES,
  FIXED_NAMES,
  GENDERS,
  type Lang,
  NOUNS,
  SET_NAME,
  SIZE_WORDS,
} from './words';

export type { Lang };

export type NameParts = {
  /** `men`, `women`, `kids` or '' (unisex: no phrase). */
  gender: string;
  /** Brand line words (proper names, never translated): "Summit Pro". */
  line: string;
  /** An English key of `ADJECTIVES`, or ''. */
  adjective: string;
  /** An English key of `NOUNS`. */
  noun: string;
};

/** A language of a locale (`fr-ca` → `fr`); unknown languages read English. */
export const langOf = (locale: string): Lang => {
  const l = locale.slice(0, 2).toLowerCase();
  return l === 'fr' || l === 'de' || l === 'it' ? l : 'en';
};

const nounPhrase = (parts: NameParts, lang: Exclude<Lang, 'en'>): string => {
  const [noun, gender] = NOUNS[parts.noun]![lang];
  const adjective = parts.adjective ? ADJECTIVES[parts.adjective]![lang] : undefined;
  if (!adjective) return noun;
  if ('compound' in adjective) return `${adjective.compound}${noun.toLowerCase()}`;
  const form = adjective[gender] ?? adjective.m;
  return lang === 'de' ? `${form} ${noun}` : `${noun} ${form}`;
};

/** The name in `lang`: English "Men's Summit Pro Insulated Jacket", French "Veste isolée Summit Pro pour homme". */
export const composeName = (parts: NameParts, lang: Lang): string => {
  const gender = parts.gender ? GENDERS[parts.gender] : undefined;
  if (lang === 'en') return [gender?.en, parts.line, parts.adjective, parts.noun].filter(Boolean).join(' ');
  return [nounPhrase(parts, lang), parts.line, gender?.[lang]].filter(Boolean).join(' ');
};

// Longest first, so "Base Layer" wins over a line word "Layer" and "Hip Pack" over "Pack".
const NOUN_KEYS = Object.keys(NOUNS).sort((a, b) => b.length - a.length);

/** The parts of a generated English name; undefined when the name was not generated from parts. */
export const parseName = (name: string): NameParts | undefined => {
  let rest = name;
  let gender = '';
  for (const [key, { en }] of Object.entries(GENDERS)) {
    if (rest.startsWith(`${en} `)) {
      gender = key;
      rest = rest.slice(en.length + 1);
      break;
    }
  }
  const noun = NOUN_KEYS.find((n) => rest.endsWith(` ${n}`));
  if (!noun) return undefined;
  rest = rest.slice(0, -(noun.length + 1));
  const adjective = Object.keys(ADJECTIVES).find((a) => rest.endsWith(` ${a}`)) ?? '';
  if (adjective) rest = rest.slice(0, -(adjective.length + 1));
  return rest ? { gender, line: rest, adjective, noun } : undefined;
};

/** A product's name in `lang`, from the English name the catalogue stores. */
export const productName = (english: string, lang: Lang): string => {
  if (lang === 'en') return english;
  const fixed = FIXED_NAMES[english];
  if (fixed) return fixed[lang];
  const parts = parseName(english);
  return parts ? composeName(parts, lang) : english;
};

// Cart lines keep the English colour name they were added with; the palette maps it back to a code.
const ENGLISH_COLOR_CODES = new Map(Object.entries(PALETTE).map(([code, { name }]) => [name, code]));

/** A colour's name in `lang`, by its code, else by its English name; the English name otherwise. */
export const colorName = (english: string, lang: Lang, code?: string): string => {
  if (lang === 'en') return english;
  const key = code && COLOR_NAMES[code] ? code : ENGLISH_COLOR_CODES.get(english);
  return (key && COLOR_NAMES[key]?.[lang]) || english;
};

/** A category's name in `lang`, by its English name. */
export const categoryName = (english: string, lang: Lang): string =>
  lang === 'en' ? english : (CATEGORY_NAMES[english]?.[lang] ?? english);

/** A size label in `lang`: "One Size" → "Taille unique", "Youth 3" → "Junior 3"; others as they are. */
export const sizeLabel = (label: string, lang: Lang): string => {
  if (lang === 'en') return label;
  const whole = SIZE_WORDS[label];
  if (whole) return whole[lang];
  const youth = /^Youth (\d+)$/.exec(label);
  return youth ? `${SIZE_WORDS.Youth![lang]} ${youth[1]}` : label;
};

const ENGLISH_SET = new RegExp(`^${SET_NAME.en.replace('{name}', '(.+)')}$`);
/** A product set's name in `lang` ("The Fjord Base Layer Kit" → "L’ensemble Sous-couche Fjord"). */
export const productSetName = (english: string, lang: Lang): string => {
  const inner = lang === 'en' ? undefined : ENGLISH_SET.exec(english)?.[1];
  return inner ? SET_NAME[lang].replace('{name}', productName(inner, lang)) : english;
};
