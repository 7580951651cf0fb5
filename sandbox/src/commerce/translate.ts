/**
 * The sandbox's "machine translation": deterministic, offline. Known words are swapped through a
 * small glossary and the result is tagged with the target language, so a shopper (and a test) can
 * see that a translation happened. Same input, same output.
 */
const GLOSSARY: Record<string, Record<string, string>> = {
  fr: {
    great: 'super',
    good: 'bon',
    comfortable: 'confortable',
    quality: 'qualité',
    size: 'taille',
    the: 'le',
    and: 'et',
    is: 'est',
    it: 'il',
    very: 'très',
    happy: 'content',
    colour: 'couleur',
    worth: 'vaut',
    would: 'voudrais',
    buy: 'acheter',
    again: 'encore',
    trip: 'voyage',
    fit: 'coupe',
  },
  de: {
    great: 'toll',
    good: 'gut',
    comfortable: 'bequem',
    quality: 'Qualität',
    size: 'Größe',
    the: 'die',
    and: 'und',
    is: 'ist',
    it: 'es',
    very: 'sehr',
    happy: 'zufrieden',
    colour: 'Farbe',
    worth: 'wert',
    would: 'würde',
    buy: 'kaufen',
    again: 'wieder',
    trip: 'Reise',
    fit: 'Passform',
  },
  it: {
    great: 'ottimo',
    good: 'buono',
    comfortable: 'comodo',
    quality: 'qualità',
    size: 'taglia',
    the: 'il',
    and: 'e',
    is: 'è',
    it: 'esso',
    very: 'molto',
    happy: 'contento',
    colour: 'colore',
    worth: 'vale',
    would: 'vorrei',
    buy: 'comprare',
    again: 'ancora',
    trip: 'viaggio',
    fit: 'vestibilità',
  },
  en: {
    super: 'great',
    bon: 'good',
    confortable: 'comfortable',
    qualité: 'quality',
    taille: 'size',
    toll: 'great',
    gut: 'good',
    bequem: 'comfortable',
    qualität: 'quality',
    größe: 'size',
    et: 'and',
    und: 'and',
  },
};

const languageOf = (locale: string): string => locale.slice(0, 2).toLowerCase();

export const translateText = (text: string, fromLocale: string, toLocale: string): string => {
  const to = languageOf(toLocale);
  if (languageOf(fromLocale) === to) return text;
  const words = GLOSSARY[to] ?? {};
  const swapped = text.replace(/\p{L}+/gu, (word) => {
    const hit = words[word.toLowerCase()];
    if (!hit) return word;
    return word[0] === word[0]!.toUpperCase() ? hit[0]!.toUpperCase() + hit.slice(1) : hit;
  });
  return `[${to.toUpperCase()}] ${swapped}`;
};
