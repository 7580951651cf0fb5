/**
 * Seed rows for digital gift cards and customs products, appended after the generated catalogue
 * (so the PRNG sequence and every generated product stay exactly as they were). Fixed ids:
 *
 * - `RLGIFTCD`: the Ridgeline e-gift card, product type `giftcard` (digital), two designs, the
 *   "sizes" are the amounts 25/50/100/250 in the site's currency (same number in every currency).
 * - `RLCUSTCP` (cap) and `RLCUSTBT` (boot): customizable products with a `customs_products` row
 *   (text up to N characters, embroidery colours, placements, surcharge, longer delivery time).
 *
 * They are not in the search index: listings, facets and counts of the generated catalogue are
 * unchanged; the product pages, the cart and the orders know them.
 */
import { type Catalog, PALETTE, type PriceRow, type ProductRow, type VariantRow } from './catalog';

export const GIFT_CARD_PRODUCT_TYPE = 'giftcard';
export const GIFT_CARD_STYLE = 'RLGIFTCD';
export const GIFT_CARD_SLUG = 'ridgeline-e-gift-card';
/** The card's designs (its colours); the first is the one content links to. */
export const GIFT_CARD_DESIGNS = ['RED', 'FOR'] as const;
export const GIFT_CARD_AMOUNTS = [25, 50, 100, 250] as const;
export const CUSTOMS_STYLES = { cap: 'RLCUSTCP', boot: 'RLCUSTBT' } as const;
/** Digital goods are never out of stock; a large number keeps the stock arithmetic unchanged. */
export const DIGITAL_STOCK = 1_000_000;

export type CustomsColorOption = { code: string; name: string; hex: string };
export type CustomsProductRow = {
  product_id: string;
  max_text: number;
  colors: string;
  placements: string;
  surcharge: number;
  delivery_time: string;
  precreated: string;
};

/** Embroidery / print colours (their own codes: a thread colour is not a product colour). */
export const CUSTOMS_COLORS: readonly CustomsColorOption[] = [
  { code: 'WHT', name: 'White', hex: '#f5f3ee' },
  { code: 'GLD', name: 'Gold', hex: '#d4a437' },
  { code: 'RED', name: 'Red', hex: '#c0392b' },
  { code: 'BLU', name: 'Blue', hex: '#2e6db4' },
  { code: 'BLK', name: 'Black', hex: '#1f1f1f' },
];

export const GIFT_CUSTOMS_TABLES = ['customs_products'] as const;

type Rows = Pick<Catalog, 'products' | 'colors' | 'variants' | 'prices'> & {
  customs_products: CustomsProductRow[];
};

/** 12-digit UPCs in their own range (prefix 09), check digit as in the catalogue. */
const upcOf = (n: number): string => {
  const body = `09${String(n).padStart(9, '0')}`;
  let sum = 0;
  for (let i = 0; i < 11; i++) sum += Number(body[i]) * (i % 2 === 0 ? 3 : 1);
  return `${body}${(10 - (sum % 10)) % 10}`;
};

const CURRENCIES = ['USD', 'CAD', 'GBP', 'EUR'] as const;

export const generateGiftCustoms = (startSort: number): Rows => {
  const rows: Rows = { products: [], colors: [], variants: [], prices: [], customs_products: [] };
  let upc = 1;
  const product = (p: Omit<ProductRow, 'brand' | 'rating_score' | 'rating_count' | 'popularity' | 'sort'>) =>
    rows.products.push({
      ...p,
      brand: 'Ridgeline',
      rating_score: 0,
      rating_count: 0,
      popularity: 0,
      sort: startSort + rows.products.length,
    });
  const colour = (productId: string, code: string, sort: number) =>
    rows.colors.push({
      id: `${productId}${code}`,
      product_id: productId,
      code,
      name: PALETTE[code]!.name,
      swatch: PALETTE[code]!.swatch,
      image_count: 2,
      sort,
    });
  const variant = (
    productId: string,
    code: string,
    size: string,
    sizeCode: string,
    sort: number,
    stock: number,
    price: (currency: (typeof CURRENCIES)[number]) => number,
  ) => {
    const sku = `${productId}${code}-${sizeCode}`;
    const row: VariantRow = {
      sku,
      product_id: productId,
      color_id: `${productId}${code}`,
      size,
      size_code: sizeCode,
      sort,
      upc: upcOf(upc++),
      stock,
    };
    rows.variants.push(row);
    for (const currency of CURRENCIES) {
      const amount = price(currency);
      rows.prices.push({
        sku,
        currency,
        original: amount,
        current: amount,
        historic_best: amount,
      } satisfies PriceRow);
    }
  };

  // The e-gift card: designs are colours, amounts are sizes.
  product({
    id: GIFT_CARD_STYLE,
    name: 'Ridgeline E-Gift Card',
    slug: GIFT_CARD_SLUG,
    description:
      'Send a Ridgeline e-gift card by e-mail: the recipient gets the card number and PIN within minutes and can spend it on anything in the store.',
    features: JSON.stringify([
      'Delivered by e-mail within minutes',
      'Add a personal message',
      'Never expires',
    ]),
    product_type: GIFT_CARD_PRODUCT_TYPE,
    gender: 'unisex',
    // Packs & Gear > Gear
    category_id: '15003',
  });
  GIFT_CARD_DESIGNS.forEach((code, ci) => {
    colour(GIFT_CARD_STYLE, code, ci);
    GIFT_CARD_AMOUNTS.forEach((amount, si) => {
      variant(
        GIFT_CARD_STYLE,
        code,
        String(amount),
        String(amount).padStart(3, '0'),
        si,
        DIGITAL_STOCK,
        () => amount * 100,
      );
    });
  });

  // Customizable cap (one size) and boot (whole sizes).
  const money = (usd: number) => (currency: (typeof CURRENCIES)[number]) =>
    currency === 'USD' || currency === 'CAD' ? usd * 100 : usd * 100 - 5;
  product({
    id: CUSTOMS_STYLES.cap,
    name: 'Custom Summit Cap',
    slug: 'custom-summit-cap',
    description:
      'Make it yours: the Summit cap with your own embroidered text, in the thread colour and on the side you choose.',
    features: JSON.stringify(['Embroidered to order', 'Curved brim', 'Snapback closure']),
    product_type: 'cap',
    gender: 'unisex',
    // Packs & Gear > Gear, beside the gift card (the generated men's and women's listings stay as they were)
    category_id: '15003',
  });
  ['BLK', 'NVY'].forEach((code, ci) => {
    colour(CUSTOMS_STYLES.cap, code, ci);
    variant(CUSTOMS_STYLES.cap, code, 'One Size', 'OS', 0, 80, money(35));
  });
  product({
    id: CUSTOMS_STYLES.boot,
    name: 'Custom Talus Hiking Boot',
    slug: 'custom-talus-hiking-boot',
    description:
      'The Talus waterproof hiking boot with your initials or a name printed on the collar, made to order.',
    features: JSON.stringify(['Printed to order', 'Waterproof membrane', 'Lugged outsole']),
    product_type: 'boot',
    gender: 'unisex',
    // Footwear > Hiking > Boots > Waterproof
    category_id: '1400111',
  });
  ['BRN', 'BLK'].forEach((code, ci) => {
    colour(CUSTOMS_STYLES.boot, code, ci);
    ['8', '9', '10', '11', '12'].forEach((size, si) => {
      variant(CUSTOMS_STYLES.boot, code, size, size.padStart(3, '0'), si, 40, money(210));
    });
  });

  rows.customs_products.push(
    {
      product_id: CUSTOMS_STYLES.cap,
      max_text: 12,
      colors: JSON.stringify(CUSTOMS_COLORS),
      placements: JSON.stringify(['front', 'left', 'right', 'back']),
      surcharge: 1000,
      delivery_time: '10-14 business days',
      precreated: JSON.stringify([
        { code: 'CAP-SUMMIT', name: 'Summit', text: 'SUMMIT', color: 'WHT', placement: 'front' },
        { code: 'CAP-TRAIL', name: 'Trail crew', text: 'TRAIL CREW', color: 'GLD', placement: 'back' },
      ]),
    },
    {
      product_id: CUSTOMS_STYLES.boot,
      max_text: 8,
      colors: JSON.stringify(CUSTOMS_COLORS.filter((c) => c.code !== 'BLK')),
      placements: JSON.stringify(['left', 'right']),
      surcharge: 1500,
      delivery_time: '3-4 weeks',
      precreated: JSON.stringify([
        { code: 'BOOT-PEAK', name: 'Peak', text: 'PEAK', color: 'RED', placement: 'left' },
      ]),
    },
  );
  return rows;
};
