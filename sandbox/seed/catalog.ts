/**
 * The deterministic catalogue of the fictional brand Ridgeline: a four-level category tree, styles
 * with colours, sizes, variants, prices per currency (minor units), stock and stores. Same input,
 * same output: everything comes from one seeded PRNG.
 */
import { createRng, type Rng, slugify } from './prng';

export const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;
export type SeedCurrency = (typeof CURRENCIES)[number];

export type CategoryRow = {
  id: string;
  parent_id: string | null;
  level: number;
  name: string;
  slug: string;
  /** Ancestor ids from the root down to this category, joined by '/'. */
  path: string;
  sort: number;
};
export type ProductRow = {
  id: string;
  name: string;
  slug: string;
  brand: string;
  description: string;
  features: string;
  product_type: string;
  gender: string;
  category_id: string;
  rating_score: number;
  rating_count: number;
  popularity: number;
  sort: number;
};
export type ColorRow = {
  id: string;
  product_id: string;
  code: string;
  name: string;
  swatch: string;
  image_count: number;
  sort: number;
};
export type VariantRow = {
  sku: string;
  product_id: string;
  color_id: string;
  size: string;
  size_code: string;
  sort: number;
  upc: string;
  stock: number;
};
export type PriceRow = {
  sku: string;
  currency: SeedCurrency;
  original: number;
  current: number;
  historic_best: number;
};
export type StoreRow = {
  id: string;
  name: string;
  address_line1: string;
  city: string;
  postal_code: string;
  /** State or province, where the country's addresses name one. */
  region: string | null;
  country: string;
  lat: number;
  lng: number;
  phone: string;
  hours: string;
};
export type Catalog = {
  categories: CategoryRow[];
  products: ProductRow[];
  colors: ColorRow[];
  variants: VariantRow[];
  prices: PriceRow[];
  stores: StoreRow[];
};

/** The fixed colour palette: 3-character codes, names and swatches. */
export const PALETTE: Readonly<Record<string, { name: string; swatch: string }>> = {
  BLK: { name: 'Black', swatch: '#1f1f1f' },
  NVY: { name: 'Navy', swatch: '#1d2a44' },
  RED: { name: 'Summit Red', swatch: '#b3261e' },
  OLV: { name: 'Olive', swatch: '#5b6b3a' },
  SND: { name: 'Sand', swatch: '#c8b68e' },
  SKY: { name: 'Sky Blue', swatch: '#6aa6d8' },
  ORG: { name: 'Ember Orange', swatch: '#e0662d' },
  GRY: { name: 'Granite Grey', swatch: '#6b6e70' },
  FOR: { name: 'Forest', swatch: '#2f5d3a' },
  PLM: { name: 'Plum', swatch: '#6b3a5b' },
  WHT: { name: 'Chalk White', swatch: '#eeeae0' },
  YLW: { name: 'Glacier Yellow', swatch: '#e8c547' },
  TEA: { name: 'Teal', swatch: '#2a7f7f' },
  BRN: { name: 'Bark Brown', swatch: '#6a4a33' },
  PNK: { name: 'Alpenglow Pink', swatch: '#e58fa0' },
};
const COLOR_CODES = Object.keys(PALETTE);

type SizeSet = readonly (readonly [code: string, label: string])[];
const APPAREL: SizeSet = ['XS', 'S', 'M', 'L', 'XL', 'XXL'].map((s) => [s, s] as const);
const KIDS_APPAREL: SizeSet = ['XS', 'S', 'M', 'L', 'XL'].map((s) => [s, s] as const);
const half = (from: number, to: number): SizeSet => {
  const out: (readonly [string, string])[] = [];
  for (let s = from; s <= to; s += 0.5) out.push([String(Math.round(s * 10)).padStart(3, '0'), String(s)]);
  return out;
};
const MENS_SHOES = half(7, 13);
const WOMENS_SHOES = half(5, 11);
const KIDS_SHOES: SizeSet = ['1', '2', '3', '4', '5', '6'].map((s) => [`Y${s}`, `Youth ${s}`] as const);
const ONE_SIZE: SizeSet = [['OS', 'One Size']];
const SOCKS: SizeSet = [
  ['SM', 'S/M'],
  ['LXL', 'L/XL'],
];
const GLOVES: SizeSet = ['S', 'M', 'L', 'XL'].map((s) => [s, s] as const);

type TypeSpec = {
  noun: string;
  basePrice: [number, number];
  sizes: 'apparel' | 'shoes' | 'one' | 'socks' | 'gloves';
};
/** Product types: the noun in the name, the USD price band and the size set. */
export const PRODUCT_TYPES: Readonly<Record<string, TypeSpec>> = {
  jacket: { noun: 'Jacket', basePrice: [150, 380], sizes: 'apparel' },
  fleece: { noun: 'Fleece', basePrice: [80, 150], sizes: 'apparel' },
  tee: { noun: 'Tee', basePrice: [28, 45], sizes: 'apparel' },
  shirt: { noun: 'Shirt', basePrice: [55, 95], sizes: 'apparel' },
  baselayer: { noun: 'Base Layer', basePrice: [60, 110], sizes: 'apparel' },
  pants: { noun: 'Pant', basePrice: [70, 140], sizes: 'apparel' },
  shorts: { noun: 'Short', basePrice: [45, 75], sizes: 'apparel' },
  boot: { noun: 'Boot', basePrice: [150, 260], sizes: 'shoes' },
  shoe: { noun: 'Shoe', basePrice: [110, 180], sizes: 'shoes' },
  sandal: { noun: 'Sandal', basePrice: [45, 90], sizes: 'shoes' },
  sneaker: { noun: 'Sneaker', basePrice: [80, 130], sizes: 'shoes' },
  beanie: { noun: 'Beanie', basePrice: [25, 45], sizes: 'one' },
  cap: { noun: 'Cap', basePrice: [25, 40], sizes: 'one' },
  gloves: { noun: 'Glove', basePrice: [35, 90], sizes: 'gloves' },
  socks: { noun: 'Sock', basePrice: [18, 28], sizes: 'socks' },
  pack: { noun: 'Pack', basePrice: [70, 280], sizes: 'one' },
  duffel: { noun: 'Duffel', basePrice: [90, 170], sizes: 'one' },
  hippack: { noun: 'Hip Pack', basePrice: [35, 60], sizes: 'one' },
  bottle: { noun: 'Bottle', basePrice: [22, 40], sizes: 'one' },
};

const FOOTWEAR_TYPES = new Set(['boot', 'shoe', 'sandal', 'sneaker']);
export const isFootwear = (productType: string): boolean => FOOTWEAR_TYPES.has(productType);

type Node = { name: string; type?: string; children?: Node[] };
const leaf = (name: string, type: string): Node => ({ name, type });
const apparelAndShoes = (): Node[] => [
  {
    name: 'Clothing',
    children: [
      {
        name: 'Jackets',
        children: [
          leaf('Insulated', 'jacket'),
          leaf('Rain', 'jacket'),
          leaf('Softshell', 'jacket'),
          leaf('Fleece', 'fleece'),
        ],
      },
      {
        name: 'Tops',
        children: [leaf('T-Shirts', 'tee'), leaf('Shirts', 'shirt'), leaf('Base Layers', 'baselayer')],
      },
      { name: 'Bottoms', children: [leaf('Pants', 'pants'), leaf('Shorts', 'shorts')] },
    ],
  },
  {
    name: 'Footwear',
    children: [
      { name: 'Hiking', children: [leaf('Boots', 'boot'), leaf('Shoes', 'shoe')] },
      { name: 'Trail Running', children: [leaf('Cushioned', 'shoe'), leaf('Lightweight', 'shoe')] },
      { name: 'Casual', children: [leaf('Sandals', 'sandal'), leaf('Sneakers', 'sneaker')] },
    ],
  },
  {
    name: 'Accessories',
    children: [
      { name: 'Headwear', children: [leaf('Beanies', 'beanie'), leaf('Caps', 'cap')] },
      { name: 'Gloves & Socks', children: [leaf('Gloves', 'gloves'), leaf('Socks', 'socks')] },
    ],
  },
];

/** Level 1 nodes with the gender of their products. Every leaf sits at level 4. */
const TREE: (Node & { gender: string })[] = [
  { name: 'Men', gender: 'men', children: apparelAndShoes() },
  { name: 'Women', gender: 'women', children: apparelAndShoes() },
  {
    name: 'Kids',
    gender: 'kids',
    children: [
      {
        name: 'Clothing',
        children: [
          { name: 'Jackets', children: [leaf('Insulated', 'jacket'), leaf('Rain', 'jacket')] },
          { name: 'Tops', children: [leaf('T-Shirts', 'tee'), leaf('Fleece', 'fleece')] },
        ],
      },
      {
        name: 'Footwear',
        children: [
          { name: 'Boots', children: [leaf('Snow Boots', 'boot'), leaf('Hiking Boots', 'boot')] },
          { name: 'Shoes', children: [leaf('Sneakers', 'sneaker'), leaf('Sandals', 'sandal')] },
        ],
      },
      { name: 'Accessories', children: [{ name: 'Headwear', children: [leaf('Beanies', 'beanie')] }] },
    ],
  },
  {
    name: 'Footwear',
    gender: 'unisex',
    children: [
      {
        name: 'Hiking',
        children: [{ name: 'Boots', children: [leaf('Waterproof', 'boot'), leaf('Lightweight', 'boot')] }],
      },
      {
        name: 'Running',
        children: [{ name: 'Trail', children: [leaf('Cushioned', 'shoe'), leaf('Fast', 'shoe')] }],
      },
      { name: 'Winter', children: [{ name: 'Snow Boots', children: [leaf('Insulated', 'boot')] }] },
    ],
  },
  {
    name: 'Packs & Gear',
    gender: 'unisex',
    children: [
      {
        name: 'Packs',
        children: [
          { name: 'Daypacks', children: [leaf('Under 20L', 'pack'), leaf('20-35L', 'pack')] },
          { name: 'Backpacking', children: [leaf('35-50L', 'pack'), leaf('50L Plus', 'pack')] },
        ],
      },
      {
        name: 'Bags',
        children: [
          { name: 'Duffels', children: [leaf('Travel', 'duffel')] },
          { name: 'Hip Packs', children: [leaf('Everyday', 'hippack')] },
        ],
      },
      { name: 'Gear', children: [{ name: 'Drinkware', children: [leaf('Bottles', 'bottle')] }] },
    ],
  },
];

type Leaf = { category: CategoryRow; type: string; gender: string };

const buildCategories = (): { categories: CategoryRow[]; leaves: Leaf[] } => {
  const categories: CategoryRow[] = [];
  const leaves: Leaf[] = [];
  const walk = (node: Node, id: string, parent: CategoryRow | null, gender: string, sort: number) => {
    const row: CategoryRow = {
      id,
      parent_id: parent?.id ?? null,
      level: (parent?.level ?? 0) + 1,
      name: node.name,
      slug: parent ? `${parent.slug}-${slugify(node.name)}` : slugify(node.name),
      path: parent ? `${parent.path}/${id}` : id,
      sort,
    };
    categories.push(row);
    if (node.type) leaves.push({ category: row, type: node.type, gender });
    node.children?.forEach((child, i) => {
      walk(child, `${id}${i + 1}`, row, gender, i);
    });
  };
  // Level 1 ids have 4 digits (1100, 1200, ...); each level below appends one digit: 4 to 7 digits.
  TREE.forEach((root, i) => {
    walk(root, String(1000 + (i + 1) * 100), null, root.gender, i);
  });
  return { categories, leaves };
};

const NAME_WORDS = [
  'Summit',
  'Talus',
  'Cirque',
  'Scree',
  'Arete',
  'Cornice',
  'Basin',
  'Tarn',
  'Moraine',
  'Couloir',
  'Serac',
  'Larch',
  'Alpenglow',
  'Switchback',
  'Traverse',
  'Crag',
  'Granite',
  'Saddle',
  'Notch',
  'Cairn',
  'Spindrift',
  'Windward',
  'Headwall',
  'Bivy',
  'Timberline',
  'Fjord',
  'Boulder',
  'Glacier',
  'Ridge',
  'Pinnacle',
];
const MODIFIERS = ['', '', '', 'Pro', 'Lite', 'Trek', 'Storm', 'Flex', 'Trail', 'Alpine', 'Peak', 'Thermal'];
const GENDER_PREFIX: Record<string, string> = { men: "Men's", women: "Women's", kids: "Kids'", unisex: '' };
const FEATURES: Record<string, string[]> = {
  jacket: [
    'Waterproof, breathable shell',
    'Adjustable storm hood',
    'Pit zips for venting',
    'Packs into its own pocket',
    'Recycled insulation',
  ],
  fleece: [
    'Grid fleece for warmth without weight',
    'Zippered hand pockets',
    'Stretch cuffs',
    'Recycled polyester',
  ],
  tee: ['Organic cotton blend', 'Quick-drying fabric', 'Odour control', 'Relaxed fit'],
  shirt: ['UPF 40 sun protection', 'Roll-up sleeves with tabs', 'Two chest pockets', 'Lightweight nylon'],
  baselayer: ['Merino wool blend', 'Flatlock seams', 'Naturally odour resistant', 'Thumb loops'],
  pants: ['Four-way stretch', 'Articulated knees', 'Zippered thigh pocket', 'Water-repellent finish'],
  shorts: ['Quick-drying nylon', 'Integrated belt', 'Seven-inch inseam', 'Zippered pocket'],
  boot: [
    'Waterproof membrane',
    'Vibram-style lugged outsole',
    'Cushioned midsole',
    'Protective rubber toe cap',
  ],
  shoe: ['Breathable mesh upper', 'Rock plate', 'Responsive foam midsole', 'Sticky rubber outsole'],
  sandal: ['Adjustable straps', 'Contoured footbed', 'Quick-drying webbing', 'Grippy outsole'],
  sneaker: ['Suede and canvas upper', 'Padded collar', 'Gum rubber outsole', 'Removable insole'],
  beanie: ['Soft merino blend', 'Fold-over cuff', 'Knit logo patch'],
  cap: ['Curved brim', 'Snapback closure', 'Moisture-wicking sweatband'],
  gloves: ['Touchscreen-compatible fingertips', 'Insulated', 'Grippy palm'],
  socks: ['Merino wool', 'Cushioned heel and toe', 'Seamless toe'],
  pack: ['Adjustable torso length', 'Hydration sleeve', 'Ventilated back panel', 'Rain cover included'],
  duffel: ['Water-resistant fabric', 'Stowable backpack straps', 'End pockets'],
  hippack: ['Two-way zip', 'Padded waist belt', 'Key clip'],
  bottle: ['Double-wall vacuum insulation', 'Keeps drinks cold 24 hours', 'Leak-proof lid'],
};

const ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
const RATES: Record<SeedCurrency, number> = { USD: 1, CAD: 1.35, GBP: 0.8, EUR: 0.95 };

/** A major amount in USD to minor units in `currency`: round whole amounts, .95 endings in Europe. */
const toMinor = (usd: number, currency: SeedCurrency): number => {
  const major = Math.round(usd * RATES[currency]);
  return currency === 'USD' || currency === 'CAD' ? major * 100 : major * 100 - 5;
};
const salePrice = (original: number, discount: number): number =>
  Math.max(95, Math.round((original * (1 - discount)) / 100) * 100 - 5);

const upcOf = (n: number): string => {
  const body = `08${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const sizesFor = (type: string, gender: string): SizeSet => {
  const spec = PRODUCT_TYPES[type]!;
  switch (spec.sizes) {
    case 'apparel':
      return gender === 'kids' ? KIDS_APPAREL : APPAREL;
    case 'shoes':
      return gender === 'kids' ? KIDS_SHOES : gender === 'women' ? WOMENS_SHOES : MENS_SHOES;
    case 'socks':
      return SOCKS;
    case 'gloves':
      return GLOVES;
    default:
      return ONE_SIZE;
  }
};

/**
 * City, street, postal code, state or province where the country's addresses name one, country,
 * coordinates, and a phone of the city's own plan in ranges set aside for fiction (NANP 555-01xx,
 * Ofcom's drama numbers) or, where a country has none, a number that is valid but made up.
 */
const STORES: [string, string, string, string | null, string, number, number, string][] = [
  ['Boulder', '1320 Pearl St', '80302', 'CO', 'US', 40.0182, -105.2797, '+13035550114'],
  ['Denver', '1550 Wynkoop St', '80202', 'CO', 'US', 39.7527, -105.0005, '+13035550151'],
  ['Seattle', '1400 5th Ave', '98101', 'WA', 'US', 47.6101, -122.3344, '+12065550188'],
  ['Portland', '910 NW Davis St', '97209', 'OR', 'US', 45.5247, -122.6795, '+15035550125'],
  ['San Francisco', '180 Post St', '94108', 'CA', 'US', 37.7887, -122.4059, '+14155550162'],
  ['Salt Lake City', '50 S Main St', '84101', 'UT', 'US', 40.7685, -111.891, '+18015550199'],
  ['New York', '620 Broadway', '10012', 'NY', 'US', 40.725, -73.997, '+12125550136'],
  ['Chicago', '540 N Michigan Ave', '60611', 'IL', 'US', 41.892, -87.6243, '+13125550173'],
  ['Vancouver', '1025 Robson St', 'V6E 1A9', 'BC', 'CA', 49.2847, -123.1244, '+16045550110'],
  ['Toronto', '220 Yonge St', 'M5B 2H1', 'ON', 'CA', 43.6544, -79.3807, '+14165550147'],
  ['Montréal', '1500 Rue Sainte-Catherine O', 'H3G 1S8', 'QC', 'CA', 45.497, -73.579, '+15145550184'],
  ['Calgary', '317 7 Ave SW', 'T2P 2Y9', 'AB', 'CA', 51.0462, -114.07, '+14035550121'],
  ['London', '24 Long Acre', 'WC2E 9LY', null, 'GB', 51.5123, -0.1246, '+442079460318'],
  ['Manchester', '12 King St', 'M2 6AG', null, 'GB', 53.4814, -2.2444, '+441614960427'],
  ['Edinburgh', '101 Princes St', 'EH2 3AA', null, 'GB', 55.9522, -3.1985, '+441314960536'],
  ['Munich', 'Kaufingerstrasse 9', '80331', null, 'DE', 48.1374, 11.5733, '+49892318450'],
  ['Berlin', 'Tauentzienstrasse 15', '10789', null, 'DE', 52.5022, 13.34, '+49302184560'],
  ['Paris', '45 Rue de Rivoli', '75001', null, 'FR', 48.859, 2.347, '+33142601875'],
  ['Chamonix', '88 Rue Joseph Vallot', '74400', null, 'FR', 45.9237, 6.8694, '+33450532164'],
  ['Milan', 'Corso Buenos Aires 21', '20124', 'MI', 'IT', 45.478, 9.205, '+390229517340'],
];

/** A seeded store's id: its place in `STORES` after 4001. */
const storeIdAt = (i: number) => String(4001 + i);

/** Each seeded store's state or province by id (`null` where the country names none). */
export const SEED_STORE_REGIONS: ReadonlyMap<string, string | null> = new Map(
  STORES.map(([, , , region], i) => [storeIdAt(i), region]),
);

export type CatalogOptions = { seed?: number; productCount?: number };

export const DEFAULT_SEED = 20261121;
export const DEFAULT_PRODUCT_COUNT = 320;

/** Generates the whole catalogue. `productCount` scales it (benchmarks use tens of thousands). */
export const generateCatalog = (options: CatalogOptions = {}): Catalog => {
  const rng: Rng = createRng(options.seed ?? DEFAULT_SEED);
  const productCount = options.productCount ?? DEFAULT_PRODUCT_COUNT;
  const { categories, leaves } = buildCategories();
  const products: ProductRow[] = [];
  const colors: ColorRow[] = [];
  const variants: VariantRow[] = [];
  const prices: PriceRow[] = [];
  const ids = new Set<string>();
  let upcCounter = 1;

  for (let n = 0; n < productCount; n++) {
    // Round-robin over the leaves so every leaf category has products.
    const { category, type, gender } = leaves[n % leaves.length]!;
    let id: string;
    do {
      id = `RL${Array.from({ length: 6 }, () => rng.pick([...ID_ALPHABET])).join('')}`;
    } while (ids.has(id));
    ids.add(id);
    const spec = PRODUCT_TYPES[type]!;
    const modifier = rng.pick(MODIFIERS);
    const prefix = GENDER_PREFIX[gender] ?? '';
    const name = [
      prefix,
      rng.pick(NAME_WORDS),
      modifier,
      category.name === spec.noun ? '' : leafAdjective(category.name, spec.noun),
      spec.noun,
    ]
      .filter(Boolean)
      .join(' ');
    const features = rng.sample(FEATURES[type] ?? [], 3);
    const ratingCount = rng.chance(0.08) ? 0 : rng.int(1, 1200);
    products.push({
      id,
      name,
      slug: slugify(name),
      brand: 'Ridgeline',
      description: `The ${name} is built for long days outside: ${features.join(', ').toLowerCase()}. Designed and tested in the mountains by Ridgeline.`,
      features: JSON.stringify(features),
      product_type: type,
      gender,
      category_id: category.id,
      rating_score: ratingCount === 0 ? 0 : Math.round((3.2 + rng.next() * 1.8) * 10) / 10,
      rating_count: ratingCount,
      popularity: rng.int(0, 100_000),
      sort: n,
    });

    const basePrice = rng.int(spec.basePrice[0], spec.basePrice[1]);
    const sizes = sizesFor(type, gender);
    // Some styles cost more in the largest sizes, so the product's low and high prices differ.
    const ranged = sizes.length > 3 && rng.chance(0.2);
    const styleOnSale = rng.chance(0.3);
    const colorCodes = rng.sample(COLOR_CODES, rng.int(2, 5));
    colorCodes.forEach((code, ci) => {
      const colorId = `${id}${code}`;
      const swatch = PALETTE[code]!;
      colors.push({
        id: colorId,
        product_id: id,
        code,
        name: swatch.name,
        swatch: swatch.swatch,
        image_count: rng.int(2, 4),
        sort: ci,
      });
      const discount = styleOnSale && (ci === 0 || rng.chance(0.5)) ? rng.pick([0.2, 0.25, 0.3, 0.4]) : 0;
      const earlierPromo = rng.chance(0.3);
      sizes.forEach(([sizeCode, label], si) => {
        const sku = `${colorId}-${sizeCode}`;
        const roll = rng.next();
        const stock = roll < 0.1 ? 0 : roll < 0.25 ? rng.int(1, 3) : rng.int(10, 200);
        variants.push({
          sku,
          product_id: id,
          color_id: colorId,
          size: label,
          size_code: sizeCode,
          sort: si,
          upc: upcOf(upcCounter++),
          stock,
        });
        const usd = ranged && si >= sizes.length - 2 ? basePrice + 15 : basePrice;
        for (const currency of CURRENCIES) {
          const original = toMinor(usd, currency);
          const current = discount > 0 ? salePrice(original, discount) : original;
          // Omnibus: the lowest price of the 30 days before the current one.
          const historicBest = earlierPromo ? Math.min(original, salePrice(original, 0.15)) : original;
          prices.push({ sku, currency, original, current, historic_best: historicBest });
        }
      });
    });
  }

  const stores: StoreRow[] = STORES.map(([city, street, postal, region, country, lat, lng, phone], i) => ({
    id: storeIdAt(i),
    name: `Ridgeline ${city}`,
    address_line1: street,
    city,
    postal_code: postal,
    region,
    country,
    lat,
    lng,
    phone,
    hours: JSON.stringify({
      mon_fri: '10:00-20:00',
      sat: '10:00-19:00',
      sun: i % 3 === 0 ? 'closed' : '11:00-17:00',
    }),
  }));

  return { categories, products, colors, variants, prices, stores };
};

/** "Insulated" + "Jacket" reads well; "Boots" + "Boot" does not, so plural leaf names are dropped. */
const leafAdjective = (leafName: string, noun: string): string => {
  const singular = leafName.replace(/s$/, '');
  if (singular.toLowerCase() === noun.toLowerCase() || leafName.includes(noun)) return '';
  if (
    /^\d|Under|Plus|Everyday|Travel|Bottles|Beanies|Caps|Gloves|Socks|Shorts|Pants|Sandals|Sneakers|T-Shirts|Shirts|Base Layers|Shoes|Boots/.test(
      leafName,
    )
  )
    return '';
  return leafName;
};
