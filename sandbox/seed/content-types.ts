/**
 * What the seed's content modules share: the stored document shapes (a page, a fragment, a section
 * and its items as the content API stores them), a row of the `content` table, the seed context and
 * signature of a block module (content-blocks/), the languages and the content image. Its own module
 * so that `content.ts`, which imports the block and editorial modules, is never imported back by
 * them.
 */
import type {
  ArticleFields,
  ContentEntryKind,
  ContentSection,
  KnownContentItem,
  UnknownContentItem,
} from '../../shared/contract/content';
import type { Catalog, CategoryRow } from './catalog';

export type Lang = 'en' | 'fr' | 'de' | 'it';

export type StoredCarouselItem = Omit<Extract<KnownContentItem, { type: 'product-carousel' }>, 'products'> & {
  /** Style ids; resolved to cards in the site's currency at request time. */
  productIds: string[];
};
/** Items of types this contract does not know yet (a block module's) are stored as they are. */
export type StoredItem =
  | Exclude<KnownContentItem, { type: 'product-carousel' }>
  | StoredCarouselItem
  | UnknownContentItem;
export type StoredSection = Omit<ContentSection, 'items'> & { items: StoredItem[] };
export type StoredPage = {
  id: string;
  slug: string;
  /** Pages with a URL of their own below the locale (static, campaign, article pages). */
  path?: string;
  parent?: string;
  sort?: number;
  seo: { title: string; description: string };
  article?: ArticleFields;
  sections: StoredSection[];
};
/** A fragment or a product's content: named sections without a page around them. */
export type StoredFragment = { id: string; name: string; sections: StoredSection[] };
export type ContentRow = {
  site_id: string;
  locale: string;
  kind: ContentEntryKind;
  key: string;
  doc: string;
};

/** What a block module gets to build its seed items for one site locale. */
export type BlockSeedContext = {
  locale: string;
  lang: Lang;
  catalog: Catalog;
  /** Style ids of well-rated bestsellers and of new arrivals (for product-bearing items). */
  picks: ProductPicks;
  categoryPath: (row: Pick<CategoryRow, 'slug' | 'id'>) => string;
  /** A text with its `{money:…}` amounts written in the site's currency and language (promises.ts). */
  money: (text: string) => string;
};
/**
 * A block module's seed: sections to append to seeded pages, by page slug (`home`, `campaign`,
 * `stories`, `error-4xx`, article pages `stories-{slug}`). Block modules register in content-blocks/index.ts.
 */
export type BlockSeed = (context: BlockSeedContext) => Partial<Record<string, StoredSection[]>>;

export type ProductPicks = { newArrivals: string[]; bestsellers: string[] };

export const contentImage = (name: string, alt: string, width = 1600, height = 900) => ({
  url: `/images/content/${name}.svg`,
  alt,
  width,
  height,
});
