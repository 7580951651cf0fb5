/**
 * The product page's extras, generated deterministically from the catalogue: reviews (capped per
 * product; each product's rating score and count are then set from the reviews actually stored, so
 * the summary and the details always agree), questions and answers, stock per store and sku,
 * product sets and size charts per product type. Each product gets its own PRNG seeded from its id,
 * so adding a product never reshuffles another's reviews.
 */
import { type Catalog, PRODUCT_TYPES, type ProductRow } from './catalog';
import { createRng, hashString, type Rng } from './prng';

export type ReviewRow = {
  id: string;
  product_id: string;
  rating: number;
  title: string;
  text: string;
  nickname: string;
  location: string;
  locale: string;
  created_at: string;
  helpful_yes: number;
  helpful_no: number;
  flag_count: number;
  verified: number;
  consumer_no: string | null;
};
export type QuestionRow = {
  id: string;
  product_id: string;
  text: string;
  nickname: string;
  created_at: string;
  consumer_no: string | null;
};
export type AnswerRow = {
  id: string;
  question_id: string;
  text: string;
  nickname: string;
  is_brand: number;
  created_at: string;
  votes_up: number;
  votes_down: number;
};
export type StoreInventoryRow = { store_id: string; sku: string; quantity: number };
export type ProductSetRow = { id: string; name: string; description: string };
export type ProductSetItemRow = { set_id: string; product_id: string; sort: number };
export type SizeChartRow = { key: string; doc: string };

export type ProductExtras = {
  reviews: ReviewRow[];
  review_votes: never[];
  review_flags: never[];
  review_translations: never[];
  questions: QuestionRow[];
  answers: AnswerRow[];
  answer_votes: never[];
  store_inventory: StoreInventoryRow[];
  stock_notifications: never[];
  product_sets: ProductSetRow[];
  product_set_items: ProductSetItemRow[];
  size_charts: SizeChartRow[];
};

/** Stored reviews per product at most: the rating count of a product is what is stored. */
export const REVIEW_CAP = 12;
/** Beyond this many products (benchmark catalogues) only the first ones get reviews and store stock. */
const EXTRAS_PRODUCT_LIMIT = 1000;
/** Chance that a store carries a given style. */
const STORE_CARRIES = 0.15;
const BASE_DATE = Date.UTC(2026, 9, 1);
const DAY = 86_400_000;

const NICKNAMES = [
  'TrailRunner88',
  'SummitSeeker',
  'Alpenglow',
  'RidgeWalker',
  'CampCook',
  'MossyBoots',
  'NorthFace_Nina',
  'Switchback',
  'Peakbagger',
  'RainyDayRaj',
  'Scree Sam',
  'Kestrel',
  'Lupine',
  'Basecamp Bo',
];
const LOCATIONS = [
  'Boulder, CO',
  'Seattle, WA',
  'Toronto, ON',
  'Leeds, UK',
  'Munich',
  'Lyon',
  'Torino',
  'Bend, OR',
];
const REVIEW_LOCALES = ['en-us', 'en-us', 'en-us', 'en-ca', 'en-gb', 'fr-fr', 'de-de'];

const TITLES: Record<number, string[]> = {
  5: ['Best purchase this year', 'Exactly what I needed', 'Worth every penny', 'Outstanding'],
  4: ['Really good', 'Solid and comfortable', 'Great, with one small gripe', 'Very happy'],
  3: ['Does the job', 'Okay for the price', 'Mixed feelings', 'Fine, not great'],
  2: ['Disappointed', 'Not as described', 'Fit was off'],
  1: ['Would not buy again', 'Fell apart quickly', 'Poor quality'],
};
const BODIES: Record<number, string[]> = {
  5: [
    'I took the {name} on a week-long trip and it performed perfectly. Fit is true to size.',
    'Comfortable from day one and it still looks new after a season of heavy use.',
    'Light, well made and the colour is even better in person. I would buy it again.',
  ],
  4: [
    'Good quality and comfortable. Runs slightly large, so consider sizing down.',
    'The {name} is well made. I wish it came in more colours, otherwise great.',
    'Does everything I hoped. Took a couple of outings to break in.',
  ],
  3: [
    'It is fine for casual use, but I expected more at this price.',
    'Decent, although the fit is a little boxy on me.',
  ],
  2: ['The stitching came loose after a few weeks.', 'Sizing is inconsistent with my other Ridgeline gear.'],
  1: ['Returned it after the first wash.', 'The zip broke on the second hike.'],
};
const QUESTIONS = [
  'Does the {noun} run true to size?',
  'Is this suitable for wet weather?',
  'How does it wash? Machine or hand wash only?',
  'Would this work for travel?',
  'Is there a warranty on the {noun}?',
];
const ANSWERS = [
  'It runs true to size for me, I usually wear a medium.',
  'Machine wash cold and hang to dry, it has held up well.',
  'Yes, I have used it for a month of travel without problems.',
  'Every Ridgeline product has a lifetime warranty against defects.',
];

const iso = (ms: number): string => new Date(ms).toISOString();
const fill = (template: string, vars: Record<string, string>): string =>
  template.replace(/\{(\w+)\}/g, (m, k: string) => vars[k] ?? m);

/** A rating of 1-5 drawn around the product's score (the seed's own target). */
const ratingNear = (rng: Rng, score: number): number => {
  const r = Math.round(score + (rng.next() - 0.5) * 2.4);
  return Math.min(5, Math.max(1, r));
};

const reviewsFor = (product: ProductRow): ReviewRow[] => {
  const count = Math.min(REVIEW_CAP, product.rating_count);
  const rng = createRng(hashString(`reviews:${product.id}`));
  const noun = PRODUCT_TYPES[product.product_type]?.noun.toLowerCase() ?? 'product';
  return Array.from({ length: count }, (_, i) => {
    const rating = ratingNear(rng, product.rating_score);
    return {
      id: `RV${product.id}${String(i + 1).padStart(2, '0')}`,
      product_id: product.id,
      rating,
      title: rng.pick(TITLES[rating]!),
      text: fill(rng.pick(BODIES[rating]!), { name: product.name, noun }),
      nickname: rng.pick(NICKNAMES),
      location: rng.pick(LOCATIONS),
      locale: rng.pick(REVIEW_LOCALES),
      created_at: iso(BASE_DATE - rng.int(1, 700) * DAY - rng.int(0, 86_399) * 1000),
      helpful_yes: rng.int(0, 40),
      helpful_no: rng.int(0, 6),
      flag_count: 0,
      verified: rng.chance(0.6) ? 1 : 0,
      consumer_no: null,
    };
  });
};

const SIZE_CHART_UNITS = { apparel: ['chest', 'waist', 'hip'], shoes: ['us', 'uk', 'eu', 'footLengthCm'] };

/** Size charts per product type (apparel measurements or shoe conversions) and the foot-size guide. */
export const sizeCharts = (): SizeChartRow[] => {
  const rows: SizeChartRow[] = [];
  const apparel = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((size, i) => ({
    size,
    chest: `${84 + i * 8}-${91 + i * 8} cm`,
    waist: `${68 + i * 8}-${75 + i * 8} cm`,
    hip: `${86 + i * 8}-${93 + i * 8} cm`,
  }));
  const shoes: Record<string, string>[] = [];
  for (let us = 5; us <= 13; us += 0.5)
    shoes.push({
      size: String(us),
      us: String(us),
      uk: String(us - 1),
      eu: String(Math.round((us + 33) * 10) / 10),
      footLengthCm: (22 + (us - 5) * 0.85).toFixed(1),
    });
  for (const [type, spec] of Object.entries(PRODUCT_TYPES)) {
    const kind = spec.sizes === 'shoes' ? 'shoes' : spec.sizes === 'apparel' ? 'apparel' : 'one';
    const doc =
      kind === 'one'
        ? { productType: type, kind, columns: ['size'], rows: [{ size: 'One Size' }] }
        : {
            productType: type,
            kind,
            columns: ['size', ...SIZE_CHART_UNITS[kind]],
            rows: kind === 'shoes' ? shoes : apparel,
          };
    rows.push({ key: `size-chart-${type}`, doc: JSON.stringify(doc) });
  }
  rows.push({
    key: 'foot-sizes',
    doc: JSON.stringify({
      steps: ['footStep1', 'footStep2', 'footStep3'],
      rows: shoes.map((s) => ({ footLengthCm: s.footLengthCm, us: s.us, uk: s.uk, eu: s.eu })),
    }),
  });
  return rows;
};

/** The extras for a catalogue, and the catalogue's products with ratings matching the stored reviews. */
export const generateProductExtras = (
  catalog: Catalog,
): { products: ProductRow[]; extras: ProductExtras } => {
  const withExtras = new Set(catalog.products.slice(0, EXTRAS_PRODUCT_LIMIT).map((p) => p.id));
  const reviews: ReviewRow[] = [];
  const questions: QuestionRow[] = [];
  const answers: AnswerRow[] = [];
  const products = catalog.products.map((product): ProductRow => {
    if (!withExtras.has(product.id)) return product;
    const mine = reviewsFor(product);
    reviews.push(...mine);
    const rng = createRng(hashString(`questions:${product.id}`));
    const noun = PRODUCT_TYPES[product.product_type]?.noun.toLowerCase() ?? 'product';
    rng.sample(QUESTIONS, rng.int(0, 3)).forEach((q, qi) => {
      const id = `QU${product.id}${qi + 1}`;
      const asked = BASE_DATE - rng.int(10, 500) * DAY;
      questions.push({
        id,
        product_id: product.id,
        text: fill(q, { noun }),
        nickname: rng.pick(NICKNAMES),
        created_at: iso(asked),
        consumer_no: null,
      });
      rng.sample(ANSWERS, rng.int(0, 2)).forEach((a, ai) => {
        answers.push({
          id: `AN${product.id}${qi + 1}${ai + 1}`,
          question_id: id,
          text: a,
          nickname: a.startsWith('Every') ? 'Ridgeline Support' : rng.pick(NICKNAMES),
          is_brand: a.startsWith('Every') ? 1 : 0,
          created_at: iso(asked + rng.int(1, 9) * DAY),
          votes_up: rng.int(0, 15),
          votes_down: rng.int(0, 3),
        });
      });
    });
    if (mine.length === 0) return { ...product, rating_score: 0, rating_count: 0 };
    const mean = mine.reduce((sum, r) => sum + r.rating, 0) / mine.length;
    return { ...product, rating_score: Math.round(mean * 10) / 10, rating_count: mine.length };
  });

  const store_inventory: StoreInventoryRow[] = [];
  for (const store of catalog.stores) {
    const rng = createRng(hashString(`store:${store.id}`));
    const carried = new Set(
      catalog.products.filter((p) => withExtras.has(p.id) && rng.chance(STORE_CARRIES)).map((p) => p.id),
    );
    for (const v of catalog.variants) {
      if (!carried.has(v.product_id)) continue;
      store_inventory.push({
        store_id: store.id,
        sku: v.sku,
        quantity: rng.chance(0.2) ? 0 : rng.int(1, 12),
      });
    }
  }

  // Product sets: a "kit" of up to four styles from different product types of the same gender.
  const product_sets: ProductSetRow[] = [];
  const product_set_items: ProductSetItemRow[] = [];
  const rng = createRng(hashString('product-sets'));
  const pool = catalog.products.slice(0, EXTRAS_PRODUCT_LIMIT);
  for (let n = 0; n < 24 && pool.length > 0; n++) {
    const anchor = pool[(n * 13) % pool.length]!;
    const kit = [anchor];
    for (const p of rng.sample(pool, pool.length)) {
      if (kit.length >= 4) break;
      if (p.gender === anchor.gender && !kit.some((k) => k.product_type === p.product_type)) kit.push(p);
    }
    const id = `RS${String(100001 + n)}`;
    product_sets.push({
      id,
      name: `The ${anchor.name.replace(/^(Men's|Women's|Kids') /, '')} Kit`,
      description: `Everything that goes with the ${anchor.name}, picked by our gear team.`,
    });
    kit.forEach((p, sort) => {
      product_set_items.push({ set_id: id, product_id: p.id, sort });
    });
  }

  return {
    products,
    extras: {
      reviews,
      review_votes: [],
      review_flags: [],
      review_translations: [],
      questions,
      answers,
      answer_votes: [],
      store_inventory,
      stock_notifications: [],
      product_sets,
      product_set_items,
      size_charts: sizeCharts(),
    },
  };
};

/** The tables above in insertion order (after the catalogue's). */
export const EXTRAS_TABLES = [
  'reviews',
  'review_votes',
  'review_flags',
  'review_translations',
  'questions',
  'answers',
  'answer_votes',
  'store_inventory',
  'stock_notifications',
  'product_sets',
  'product_set_items',
  'size_charts',
] as const satisfies readonly (keyof ProductExtras)[];
