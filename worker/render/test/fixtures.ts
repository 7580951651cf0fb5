/** Test data for the render layer. */
import { messagesFor } from '../../../client/i18n';
import type { PageContextValue } from '../../../client/island-kit/context';
import { siteInfo } from '../../../client/state/snapshot';
import type { Cart, ContentPage, Footer, Menu, ProductDetails } from '../../../shared/contract';
import { SITES, type Site } from '../../../shared/site';
import type { Logger } from '../../observability/logger';
import { createIslandRegistry, type PageRender } from '../islands';
import type { Manifest } from '../manifest';
import type { PageShell } from '../types';

export type LogEntry = {
  level: 'info' | 'warn' | 'error';
  message: string;
  fields?: Record<string, unknown> | undefined;
};

export const collectingLogger = (): Logger & { entries: LogEntry[] } => {
  const entries: LogEntry[] = [];
  return {
    entries,
    info: (message, fields) => entries.push({ level: 'info', message, fields }),
    warn: (message, fields) => entries.push({ level: 'warn', message, fields }),
    error: (message, fields) => entries.push({ level: 'error', message, fields }),
  };
};

export const manifest: Manifest = {
  'client/entry.ts': { file: 'assets/entry-abc.js', isEntry: true, src: 'client/entry.ts' },
  'client/styles/main.css': {
    file: 'assets/main-abc.css',
    isEntry: true,
    src: 'client/styles/main.css',
    assets: ['assets/inter-abc.woff2'],
  },
  'client/hydrate.tsx': { file: 'assets/hydrate-abc.js', isDynamicEntry: true, imports: ['_react-abc.js'] },
  'client/islands/AddToCart.tsx': {
    file: 'assets/AddToCart-abc.js',
    isDynamicEntry: true,
    imports: ['_react-abc.js', '_app-abc.js'],
  },
  'client/islands/MiniCart.tsx': {
    file: 'assets/MiniCart-abc.js',
    isDynamicEntry: true,
    imports: ['_react-abc.js'],
  },
  '_react-abc.js': { file: 'assets/react-abc.js' },
  '_app-abc.js': { file: 'assets/app-abc.js', imports: ['_react-abc.js'] },
};

export const shell = (
  overrides: Partial<PageShell> = {},
): PageShell & { log: ReturnType<typeof collectingLogger> } => {
  const log = collectingLogger();
  return {
    site: SITES['en-us']!,
    nonce: 'n0nce',
    pageType: 'Home',
    title: 'Ridgeline | Outdoor gear',
    description: 'Boots & jackets',
    canonicalPath: '/en-us',
    cart: null,
    log,
    ...overrides,
  } as PageShell & { log: ReturnType<typeof collectingLogger> };
};

const price = (current: number, original = current) => ({
  currency: 'USD' as const,
  lowCurrent: current,
  highCurrent: current,
  lowOriginal: original,
  highOriginal: original,
});

export const menu: Menu = {
  id: 'main',
  items: [
    {
      id: 'men',
      title: 'Men',
      target: { url: '/en-us/c/men-1000' },
      columns: [
        {
          id: 'men-c1',
          title: 'Footwear',
          children: [
            {
              id: 'men-boots',
              title: 'Boots',
              target: { url: '/en-us/c/men-boots-1001' },
              children: [
                { id: 'men-hiking', title: 'Hiking boots', target: { url: '/en-us/c/hiking-1002' } },
              ],
            },
          ],
        },
      ],
    },
    { id: 'sale', title: 'Sale', target: { url: '/en-us/c/sale-2000' } },
  ],
};

export const footer: Footer = {
  id: 'footer',
  columns: [
    { id: 'help', title: 'Help', links: [{ text: 'Returns', url: '/en-us/help/returns/how-to-return' }] },
  ],
  legalLinks: [{ text: 'Privacy', url: '/privacy' }],
  copyright: '© 2026 Ridgeline',
};

export const card = (id: string) => ({
  id,
  title: `Trail Runner ${id}`,
  url: `/en-us/p/trail-runner-${id}`,
  image: { url: `/images/${id}.svg`, alt: `Trail Runner ${id}` },
  rating: { showScore: true, score: 4.3 },
  price: price(7000, 10000),
  swatches: [{ code: '001', name: 'Black', swatch: '#000000' }],
});

export const homePage = (extraItems: ContentPage['sections'][number]['items'] = []): ContentPage => ({
  id: 'home',
  slug: 'home',
  seo: { title: 'Home', description: 'Home' },
  sections: [
    {
      name: 'top',
      items: [
        {
          id: 'hero-1',
          type: 'hero',
          title: 'Into the hills',
          media: { url: '/images/hero.svg', alt: 'Mountains', width: 1600, height: 800 },
          targets: [{ text: 'Shop now', url: '/en-us/c/men-1000' }],
        },
        ...extraItems,
        {
          id: 'carousel-1',
          type: 'product-carousel',
          title: 'New arrivals',
          products: [card('ABCDEFGH001'), card('ABCDEFGH002')],
        },
      ],
    },
  ],
});

export const product: ProductDetails = {
  masterId: 'ABCDEFGH',
  name: 'Summit GTX Boot',
  slug: 'summit-gtx-boot',
  brand: 'Ridgeline',
  description: 'A waterproof hiking boot.',
  features: ['Waterproof membrane', 'Vibram sole'],
  productType: 'footwear',
  gender: 'men',
  categories: [{ id: '1001', name: 'Boots', slug: 'men-boots' }],
  price: price(15000),
  rating: { score: 4.34, count: 120 },
  defaultColor: '001',
  colors: [
    {
      productId: 'ABCDEFGH001',
      code: '001',
      name: 'Black',
      swatch: '#111111',
      images: [{ url: '/images/boot-001-1.svg', alt: 'Summit GTX Boot in black' }],
      price: price(15000),
      variants: [
        { sku: 'ABCDEFGH001-9', upc: '1', size: '9', stock: 3, price: price(15000) },
        { sku: 'ABCDEFGH001-10', upc: '2', size: '10', stock: 0, price: price(15000) },
      ],
    },
    {
      productId: 'ABCDEFGH002',
      code: '002',
      name: 'Moss',
      swatch: '#4a6b3a',
      images: [{ url: '/images/boot-002-1.svg', alt: 'Summit GTX Boot in moss' }],
      price: price(12000, 15000),
      variants: [{ sku: 'ABCDEFGH002-9', upc: '3', size: '9', stock: 5, price: price(12000, 15000) }],
    },
  ],
};

export const cartWith = (name: string): Cart => ({
  id: 'cart-1',
  currency: 'USD',
  totalItems: 2,
  flash: [],
  customerNotifications: [],
  totals: {
    total: 30000,
    totalDiscount: 0,
    itemTotal: 30000,
    totalWithoutTax: 30000,
    shipping: 0,
    tax: 0,
    totalDiscountPercentage: 0,
    remainingToPay: 30000,
    currency: 'USD',
    totalUnits: 2,
    itemSubTotal: 30000,
    netAmount: 30000,
    taxAmount: 0,
    appliedRewards: 0,
  },
  items: [
    {
      id: 'line-1',
      productId: 'ABCDEFGH001-9',
      masterId: 'ABCDEFGH',
      masterId2: 'ABCDEFGH001',
      name,
      color: 'Black',
      size: '9',
      qty: 2,
      maxQty: 999999,
      upc: '1',
      price: {
        current: 15000,
        original: 15000,
        highCurrent: 15000,
        highOriginal: 15000,
        amount: 15000,
        rowTotal: 30000,
        priceAfterItemDiscount: 30000,
        priceAfterOrderDiscount: 30000,
      },
      taxTotal: 0,
      pdpUrl: '/en-us/p/summit-gtx-boot-ABCDEFGH001',
      slug: 'summit-gtx-boot',
      bonus: false,
      isCustoms: false,
      isDigitalProduct: false,
      productImageURL: '/images/boot-001-1.svg',
      selectedShippingOption: 'standard',
    },
  ],
});

/**
 * One page render of `site` for segment tests: its messages, an island registry whose state holds
 * `stateMessages`, and any other page context fields (`page`: tracking, identity, origin…).
 */
export const pageRender = ({
  site = SITES['en-gb']!,
  stateMessages = {},
  page = {},
}: {
  site?: Site | undefined;
  stateMessages?: Record<string, string>;
  page?: Partial<PageContextValue>;
} = {}): PageRender & { log: ReturnType<typeof collectingLogger> } => ({
  page: {
    site,
    messages: messagesFor(site.language),
    islands: createIslandRegistry({
      cart: null,
      site: siteInfo(site),
      messages: stateMessages,
    }),
    ...page,
  },
  log: collectingLogger(),
  segments: 0,
});

/**
 * Counts how often `render` looks up the island `name` to render it: a kept island's HTML is
 * reused without a lookup. `looks.count` adds up over every render passed through `looks.through`.
 */
export const islandLookups = (name: string) => {
  const looks = {
    count: 0,
    through: (render: PageRender): PageRender => {
      render.page.islands.components = new Proxy(render.page.islands.components, {
        get: (target, key) => {
          if (key === name) looks.count += 1;
          return Reflect.get(target, key);
        },
      });
      return render;
    },
  };
  return looks;
};
