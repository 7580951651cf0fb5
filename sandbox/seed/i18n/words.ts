/**
 * The catalogue's localized attributes: a small per-language dictionary of the words the generator
 * builds names from (product type nouns, the leaf adjectives, gender phrases), colour names,
 * category names and size labels. English is the source; fr, de and it are translations. Brand and
 * line names (Summit, Talus, Pro, Storm, ...) are proper names and stay as they are.
 */
export type Lang = 'en' | 'fr' | 'de' | 'it';
export type Translated = Record<Exclude<Lang, 'en'>, string>;
/** Grammatical gender of a noun where adjectives agree with it (fr, it: m/f; de: m/f/n). */
type Gender = 'm' | 'f' | 'n';

export const LANGS: readonly Lang[] = ['en', 'fr', 'de', 'it'];

/** Colour names by palette code (the seed's `PALETTE` holds the English names and swatches). */
export const COLOR_NAMES: Readonly<Record<string, Translated>> = {
  BLK: { fr: 'Noir', de: 'Schwarz', it: 'Nero' },
  NVY: { fr: 'Marine', de: 'Marineblau', it: 'Blu navy' },
  RED: { fr: 'Rouge sommet', de: 'Gipfelrot', it: 'Rosso vetta' },
  OLV: { fr: 'Olive', de: 'Oliv', it: 'Oliva' },
  SND: { fr: 'Sable', de: 'Sand', it: 'Sabbia' },
  SKY: { fr: 'Bleu ciel', de: 'Himmelblau', it: 'Azzurro cielo' },
  ORG: { fr: 'Orange braise', de: 'Glutorange', it: 'Arancio brace' },
  GRY: { fr: 'Gris granit', de: 'Granitgrau', it: 'Grigio granito' },
  FOR: { fr: 'Vert forêt', de: 'Waldgrün', it: 'Verde bosco' },
  PLM: { fr: 'Prune', de: 'Pflaume', it: 'Prugna' },
  WHT: { fr: 'Blanc craie', de: 'Kreideweiß', it: 'Bianco gesso' },
  YLW: { fr: 'Jaune glacier', de: 'Gletschergelb', it: 'Giallo ghiacciaio' },
  TEA: { fr: 'Bleu canard', de: 'Petrol', it: 'Verde acqua' },
  BRN: { fr: 'Brun écorce', de: 'Rindenbraun', it: 'Marrone corteccia' },
  PNK: { fr: 'Rose alpin', de: 'Alpenrosa', it: 'Rosa alpino' },
};

type Noun = { fr: [string, Gender]; de: [string, Gender]; it: [string, Gender] };
/** Product type nouns (English singular as the generator writes it). */
export const NOUNS: Readonly<Record<string, Noun>> = {
  Jacket: { fr: ['Veste', 'f'], de: ['Jacke', 'f'], it: ['Giacca', 'f'] },
  Fleece: { fr: ['Polaire', 'f'], de: ['Fleecejacke', 'f'], it: ['Pile', 'm'] },
  Tee: { fr: ['T-shirt', 'm'], de: ['T-Shirt', 'n'], it: ['Maglietta', 'f'] },
  Shirt: { fr: ['Chemise', 'f'], de: ['Hemd', 'n'], it: ['Camicia', 'f'] },
  'Base Layer': { fr: ['Sous-couche', 'f'], de: ['Funktionsshirt', 'n'], it: ['Maglia termica', 'f'] },
  Pant: { fr: ['Pantalon', 'm'], de: ['Hose', 'f'], it: ['Pantalone', 'm'] },
  Short: { fr: ['Short', 'm'], de: ['Kurze Hose', 'f'], it: ['Pantaloncino', 'm'] },
  Boot: { fr: ['Botte', 'f'], de: ['Stiefel', 'm'], it: ['Scarpone', 'm'] },
  Shoe: { fr: ['Chaussure', 'f'], de: ['Schuh', 'm'], it: ['Scarpa', 'f'] },
  Sandal: { fr: ['Sandale', 'f'], de: ['Sandale', 'f'], it: ['Sandalo', 'm'] },
  Sneaker: { fr: ['Basket', 'f'], de: ['Sneaker', 'm'], it: ['Sneaker', 'f'] },
  Beanie: { fr: ['Bonnet', 'm'], de: ['Mütze', 'f'], it: ['Berretto', 'm'] },
  Cap: { fr: ['Casquette', 'f'], de: ['Kappe', 'f'], it: ['Cappellino', 'm'] },
  Glove: { fr: ['Gant', 'm'], de: ['Handschuh', 'm'], it: ['Guanto', 'm'] },
  Sock: { fr: ['Chaussette', 'f'], de: ['Socke', 'f'], it: ['Calza', 'f'] },
  Pack: { fr: ['Sac à dos', 'm'], de: ['Rucksack', 'm'], it: ['Zaino', 'm'] },
  Duffel: { fr: ['Sac de voyage', 'm'], de: ['Reisetasche', 'f'], it: ['Borsone', 'm'] },
  'Hip Pack': { fr: ['Sac banane', 'm'], de: ['Hüfttasche', 'f'], it: ['Marsupio', 'm'] },
  Bottle: { fr: ['Gourde', 'f'], de: ['Trinkflasche', 'f'], it: ['Borraccia', 'f'] },
};

/**
 * The leaf adjectives the generator puts before the noun. An adjective agrees with the noun's
 * gender (`m`, `f`, `n`); a German `compound` joins the noun instead ("Regen" + "jacke").
 */
type Adjective = {
  fr: Partial<Record<Gender, string>> & { m: string; f: string };
  it: Partial<Record<Gender, string>> & { m: string; f: string };
  de: { m: string; f: string; n: string } | { compound: string };
};
export const ADJECTIVES: Readonly<Record<string, Adjective>> = {
  Insulated: {
    fr: { m: 'isolé', f: 'isolée' },
    de: { compound: 'Isolations' },
    it: { m: 'imbottito', f: 'imbottita' },
  },
  Rain: {
    fr: { m: 'de pluie', f: 'de pluie' },
    de: { compound: 'Regen' },
    it: { m: 'antipioggia', f: 'antipioggia' },
  },
  Softshell: {
    fr: { m: 'softshell', f: 'softshell' },
    de: { compound: 'Softshell' },
    it: { m: 'softshell', f: 'softshell' },
  },
  Cushioned: {
    fr: { m: 'amorti', f: 'amortie' },
    de: { m: 'Gedämpfter', f: 'Gedämpfte', n: 'Gedämpftes' },
    it: { m: 'ammortizzato', f: 'ammortizzata' },
  },
  Lightweight: {
    fr: { m: 'léger', f: 'légère' },
    de: { m: 'Leichter', f: 'Leichte', n: 'Leichtes' },
    it: { m: 'leggero', f: 'leggera' },
  },
  Fast: {
    fr: { m: 'rapide', f: 'rapide' },
    de: { m: 'Schneller', f: 'Schnelle', n: 'Schnelles' },
    it: { m: 'veloce', f: 'veloce' },
  },
  Waterproof: {
    fr: { m: 'imperméable', f: 'imperméable' },
    de: { m: 'Wasserdichter', f: 'Wasserdichte', n: 'Wasserdichtes' },
    it: { m: 'impermeabile', f: 'impermeabile' },
  },
};

/** Who a style is for, as the English name's prefix and as each language's phrase after the name. */
export const GENDERS: Readonly<Record<string, { en: string } & Translated>> = {
  men: { en: "Men's", fr: 'pour homme', de: 'für Herren', it: 'da uomo' },
  women: { en: "Women's", fr: 'pour femme', de: 'für Damen', it: 'da donna' },
  kids: { en: "Kids'", fr: 'pour enfant', de: 'für Kinder', it: 'da bambino' },
};

/** Category names (every level) by their English name. */
export const CATEGORY_NAMES: Readonly<Record<string, Translated>> = {
  Men: { fr: 'Homme', de: 'Herren', it: 'Uomo' },
  Women: { fr: 'Femme', de: 'Damen', it: 'Donna' },
  Kids: { fr: 'Enfant', de: 'Kinder', it: 'Bambini' },
  Footwear: { fr: 'Chaussures', de: 'Schuhe', it: 'Calzature' },
  'Packs & Gear': { fr: 'Sacs et équipement', de: 'Rucksäcke & Ausrüstung', it: 'Zaini e attrezzatura' },
  Clothing: { fr: 'Vêtements', de: 'Bekleidung', it: 'Abbigliamento' },
  Accessories: { fr: 'Accessoires', de: 'Accessoires', it: 'Accessori' },
  Hiking: { fr: 'Randonnée', de: 'Wandern', it: 'Escursionismo' },
  Running: { fr: 'Course', de: 'Laufen', it: 'Corsa' },
  Winter: { fr: 'Hiver', de: 'Winter', it: 'Inverno' },
  Packs: { fr: 'Sacs à dos', de: 'Rucksäcke', it: 'Zaini' },
  Bags: { fr: 'Sacs', de: 'Taschen', it: 'Borse' },
  Gear: { fr: 'Équipement', de: 'Ausrüstung', it: 'Attrezzatura' },
  Jackets: { fr: 'Vestes', de: 'Jacken', it: 'Giacche' },
  Tops: { fr: 'Hauts', de: 'Oberteile', it: 'Top' },
  Bottoms: { fr: 'Bas', de: 'Hosen', it: 'Pantaloni' },
  'Trail Running': { fr: 'Trail', de: 'Trailrunning', it: 'Trail running' },
  Casual: { fr: 'Détente', de: 'Freizeit', it: 'Tempo libero' },
  Headwear: { fr: 'Couvre-chefs', de: 'Kopfbedeckungen', it: 'Cappelli' },
  'Gloves & Socks': { fr: 'Gants et chaussettes', de: 'Handschuhe & Socken', it: 'Guanti e calze' },
  Boots: { fr: 'Bottes', de: 'Stiefel', it: 'Scarponi' },
  Shoes: { fr: 'Chaussures basses', de: 'Halbschuhe', it: 'Scarpe' },
  Trail: { fr: 'Sentier', de: 'Trail', it: 'Sentiero' },
  Insulated: { fr: 'Isolées', de: 'Isoliert', it: 'Imbottite' },
  Rain: { fr: 'Pluie', de: 'Regen', it: 'Pioggia' },
  Softshell: { fr: 'Softshell', de: 'Softshell', it: 'Softshell' },
  Fleece: { fr: 'Polaires', de: 'Fleece', it: 'Pile' },
  'T-Shirts': { fr: 'T-shirts', de: 'T-Shirts', it: 'T-shirt' },
  Shirts: { fr: 'Chemises', de: 'Hemden', it: 'Camicie' },
  'Base Layers': { fr: 'Sous-couches', de: 'Funktionswäsche', it: 'Strati base' },
  Pants: { fr: 'Pantalons', de: 'Lange Hosen', it: 'Pantaloni lunghi' },
  Shorts: { fr: 'Shorts', de: 'Kurze Hosen', it: 'Pantaloncini' },
  Cushioned: { fr: 'Amorties', de: 'Gedämpft', it: 'Ammortizzate' },
  Lightweight: { fr: 'Légères', de: 'Leicht', it: 'Leggere' },
  Fast: { fr: 'Rapides', de: 'Schnell', it: 'Veloci' },
  Waterproof: { fr: 'Imperméables', de: 'Wasserdicht', it: 'Impermeabili' },
  Sandals: { fr: 'Sandales', de: 'Sandalen', it: 'Sandali' },
  Sneakers: { fr: 'Baskets', de: 'Sneaker', it: 'Sneaker' },
  Beanies: { fr: 'Bonnets', de: 'Mützen', it: 'Berretti' },
  Caps: { fr: 'Casquettes', de: 'Kappen', it: 'Cappellini' },
  Gloves: { fr: 'Gants', de: 'Handschuhe', it: 'Guanti' },
  Socks: { fr: 'Chaussettes', de: 'Socken', it: 'Calze' },
  'Snow Boots': { fr: 'Bottes de neige', de: 'Schneestiefel', it: 'Doposci' },
  'Hiking Boots': { fr: 'Chaussures de randonnée', de: 'Wanderschuhe', it: 'Scarponi da trekking' },
  Daypacks: { fr: 'Sacs de jour', de: 'Tagesrucksäcke', it: 'Zaini da giorno' },
  Backpacking: { fr: 'Trekking', de: 'Trekking', it: 'Trekking' },
  'Under 20L': { fr: 'Moins de 20 L', de: 'Unter 20 L', it: 'Meno di 20 L' },
  '20-35L': { fr: '20 à 35 L', de: '20–35 L', it: '20-35 L' },
  '35-50L': { fr: '35 à 50 L', de: '35–50 L', it: '35-50 L' },
  '50L Plus': { fr: '50 L et plus', de: 'Ab 50 L', it: '50 L e oltre' },
  Duffels: { fr: 'Sacs de voyage', de: 'Reisetaschen', it: 'Borsoni' },
  'Hip Packs': { fr: 'Sacs bananes', de: 'Hüfttaschen', it: 'Marsupi' },
  Everyday: { fr: 'Quotidien', de: 'Alltag', it: 'Tutti i giorni' },
  Travel: { fr: 'Voyage', de: 'Reisen', it: 'Viaggio' },
  Drinkware: { fr: 'Gourdes et tasses', de: 'Trinkgefäße', it: 'Borracce e tazze' },
  Bottles: { fr: 'Gourdes', de: 'Trinkflaschen', it: 'Borracce' },
};

/** Products whose names are not generated from parts (the gift card and the customs products). */
export const FIXED_NAMES: Readonly<Record<string, Translated>> = {
  'Ridgeline E-Gift Card': {
    fr: 'Carte cadeau électronique Ridgeline',
    de: 'Ridgeline E-Geschenkkarte',
    it: 'Carta regalo digitale Ridgeline',
  },
  'Custom Summit Cap': {
    fr: 'Casquette Summit personnalisée',
    de: 'Summit Kappe mit Wunschdruck',
    it: 'Cappellino Summit personalizzato',
  },
  'Custom Talus Hiking Boot': {
    fr: 'Chaussure de randonnée Talus personnalisée',
    de: 'Talus Wanderschuh mit Wunschdruck',
    it: 'Scarpone da trekking Talus personalizzato',
  },
};

/** Size labels that are words; numbers and letter sizes read the same everywhere. */
export const SIZE_WORDS: Readonly<Record<string, Translated>> = {
  'One Size': { fr: 'Taille unique', de: 'Einheitsgröße', it: 'Taglia unica' },
  Youth: { fr: 'Junior', de: 'Junior', it: 'Junior' },
};

/** A product image's alternative text. */
export const IMAGE_ALT: Readonly<Record<Lang, string>> = {
  en: '{name} in {color}, view {n}',
  fr: '{name}, coloris {color}, vue {n}',
  de: '{name} in {color}, Ansicht {n}',
  it: '{name}, colore {color}, vista {n}',
};

/** A product set ("kit") built around a style: `{name}` is the style's name without its gender. */
export const SET_NAME: Readonly<Record<Lang, string>> = {
  en: 'The {name} Kit',
  fr: 'L’ensemble {name}',
  de: 'Das Set {name}',
  it: 'Il kit {name}',
};
