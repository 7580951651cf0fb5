/**
 * Content API (caas) shapes: content spec sections 3 and 7. Items are a discriminated union on
 * `type`; an item of a type this storefront does not know still parses (as `unknownItemSchema`) so
 * that one new CMS component never breaks a page: the renderer logs and skips it.
 */
import { z } from 'zod';
import { imageSchema, targetSchema } from './common';
import { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from './content-constants';
import {
  colorsSchema,
  itemBase,
  nestedItemSchema,
  type RichTextBlock,
  richTextBlockSchema,
} from './content-item-base';
import { experimentItemSchema } from './content-item-experiment';
import { collectionBreakpointsSchema, contentItemSchemasA } from './content-items-a';
import { contentItemSchemasB, popupSchema } from './content-items-b';
import { productCardSchema } from './product';

export { colorsSchema, type RichTextBlock, richTextBlockSchema };

export const heroItemSchema = z.object({
  ...itemBase,
  type: z.literal('hero'),
  eyebrow: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  media: imageSchema,
  targets: z.array(targetSchema),
  colors: colorsSchema.optional(),
});

export const imageBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('image-banner'),
  title: z.string(),
  subtitle: z.string().optional(),
  media: imageSchema,
  targets: z.array(targetSchema),
  alignment: z.enum(['left', 'center', 'right']).optional(),
});

export const splitBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('split-banner'),
  title: z.string(),
  richText: z.string().optional(),
  media: imageSchema,
  mediaPosition: z.enum(['left', 'right']),
  targets: z.array(targetSchema),
  colors: colorsSchema.optional(),
});

export const richTextItemSchema = z.object({
  ...itemBase,
  type: z.literal('rich-text'),
  title: z.string().optional(),
  blocks: z.array(richTextBlockSchema),
  alignment: z.enum(['left', 'center']).optional(),
});

/**
 * A carousel that names the second recommendation vendor (content spec section 3): its schemes, one
 * list each, and the index of the list it shows (`SECOND_VENDOR_DEFAULT_INDEX` unless given).
 */
export const vendorRecommendationsSchema = z.object({
  vendor: z.literal('second'),
  schemes: z
    .array(z.string().regex(/^[a-z0-9_]{1,40}$/))
    .min(1)
    .max(5),
  index: z.number().int().min(0).max(4).optional(),
});

/**
 * A product carousel ("collection"): the content API resolves its products into normalised cards.
 * One naming a recommendation vendor shows that vendor's list when it answers in time, and its own
 * products otherwise.
 */
export const productCarouselItemSchema = z.object({
  ...itemBase,
  type: z.literal('product-carousel'),
  title: z.string(),
  subtitle: z.string().optional(),
  target: targetSchema.optional(),
  breakpoints: collectionBreakpointsSchema.optional(),
  showPagination: z.boolean().optional(),
  products: z.array(productCardSchema),
  recommendations: vendorRecommendationsSchema.optional(),
});

export const categoryCardsItemSchema = z.object({
  ...itemBase,
  type: z.literal('category-cards'),
  title: z.string().optional(),
  cards: z.array(z.object({ id: z.string(), title: z.string(), media: imageSchema, target: targetSchema })),
});

export const knownItemSchemas = [
  heroItemSchema,
  imageBannerItemSchema,
  splitBannerItemSchema,
  richTextItemSchema,
  productCarouselItemSchema,
  categoryCardsItemSchema,
  ...contentItemSchemasA,
  ...contentItemSchemasB,
  experimentItemSchema,
] as const;

export const knownItemSchema = z.discriminatedUnion('type', knownItemSchemas);
export type KnownContentItem = z.infer<typeof knownItemSchema>;
export type ContentItemType = KnownContentItem['type'];
export type ContentItemOf<T extends ContentItemType> = Extract<KnownContentItem, { type: T }>;

const KNOWN_TYPES: ReadonlySet<string> = new Set(knownItemSchemas.map((schema) => schema.shape.type.value));

/**
 * An item of a type this storefront does not know. One of a known type that does not parse as
 * that type lands here too (its section and the other items stand) and is flagged `malformed`: the
 * renderer skips it as it skips an unknown type, instead of handing its component what it cannot
 * render (a throw and an error log on every request of the page).
 */
export const unknownItemSchema = z
  .looseObject({ id: z.string(), type: z.string() })
  .transform((item) => (KNOWN_TYPES.has(item.type) ? { ...item, malformed: true as const } : item));
export type UnknownContentItem = z.infer<typeof unknownItemSchema>;

/** A known item parses strictly; anything else is kept as an unknown item so the renderer can skip it. */
export const contentItemSchema = z.union([knownItemSchema, unknownItemSchema]);
export type ContentItem = z.infer<typeof contentItemSchema>;

export const contentSectionSchema = z.object({
  name: z.string(),
  lazy: z.boolean().optional(),
  items: z.array(contentItemSchema),
});
export type ContentSection = z.infer<typeof contentSectionSchema>;

export const contentPageSchema = z.object({
  id: z.string(),
  slug: z.string(),
  /** Static pages: path below the locale (`help/returns`) and the parent page's slug. */
  path: z.string().optional(),
  parent: z.string().optional(),
  seo: z.object({ title: z.string(), description: z.string() }),
  sections: z.array(contentSectionSchema),
  /** Set on article pages (`stories/{slug}`); defined below with the article search shapes. */
  article: z.lazy(() => articleFieldsSchema).optional(),
});
export type ContentPage = z.infer<typeof contentPageSchema>;

export type MegaMenuNode = {
  id: string;
  title: string;
  menuStyle?: string | undefined;
  menuIcon?: { icon: string } | undefined;
  target: { url: string; targetAttribute?: string | undefined };
  columns?: { id: string; title?: string | undefined; children: MegaMenuNode[] }[] | undefined;
  children?: MegaMenuNode[] | undefined;
  hideShopAll?: { sm?: boolean | undefined } | undefined;
  overrideShopAll?: string | undefined;
};

export const megaMenuNodeSchema: z.ZodType<MegaMenuNode> = z.lazy(() =>
  z.object({
    id: z.string(),
    title: z.string(),
    menuStyle: z.string().optional(),
    menuIcon: z.object({ icon: z.string() }).optional(),
    target: z.object({ url: z.string(), targetAttribute: z.string().optional() }),
    columns: z
      .array(
        z.object({ id: z.string(), title: z.string().optional(), children: z.array(megaMenuNodeSchema) }),
      )
      .optional(),
    children: z.array(megaMenuNodeSchema).optional(),
    hideShopAll: z.object({ sm: z.boolean().optional() }).optional(),
    overrideShopAll: z.string().optional(),
  }),
);

export const menuSchema = z.object({
  id: z.string(),
  /** Content spec 4: L1 panels open on hover, or on click when the menu is configured so. */
  trigger: z.enum(['hover', 'click']).optional(),
  items: z.array(megaMenuNodeSchema),
});
export type Menu = z.infer<typeof menuSchema>;

export const footerSchema = z.object({
  id: z.string(),
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(targetSchema) })),
  legalLinks: z.array(targetSchema),
  copyright: z.string(),
  /** The footer call's own content items (footer links, social links, …), each parsed when it renders. */
  items: z.array(nestedItemSchema).optional(),
});
export type Footer = z.infer<typeof footerSchema>;

/* ---------- Content platform envelopes (content spec sections 3 and 7) ---------- */

/** A reusable content snippet: `fragment/{fragmentId}` (site from the `siteId` header). */
export const fragmentSchema = z.object({
  id: z.string(),
  name: z.string(),
  sections: z.array(contentSectionSchema),
});
export type Fragment = z.infer<typeof fragmentSchema>;

/** A pop-up as the content API sends it: the same schema as the `popup` section item's pop-up. */
export const popupDocumentSchema = popupSchema;
export type PopupDocument = z.infer<typeof popupDocumentSchema>;

/** `popups/{siteId}`: the site's pop-ups in priority order (the first not dismissed opens). */
export const popupsResponseSchema = z.object({ popups: z.array(popupDocumentSchema) });
export type PopupsResponse = z.infer<typeof popupsResponseSchema>;

/** `product/{siteId}/{productId}`: editorial sections of one product (none: an empty list). */
export const productContentSchema = z.object({
  productId: z.string(),
  sections: z.array(contentSectionSchema),
});
export type ProductContent = z.infer<typeof productContentSchema>;

export { SHOWCASE_DEFAULT_LIMIT, SHOWCASE_LIMITS } from './content-constants';
export const showcaseLimitSchema = z.coerce
  .number()
  .int()
  .refine((n) => (SHOWCASE_LIMITS as readonly number[]).includes(n), 'Limit must be 10, 20 or 50');

export const showcaseQuerySchema = z.object({
  layoutVariant: z.string().trim().min(1).max(60).optional(),
  limit: showcaseLimitSchema.default(SHOWCASE_DEFAULT_LIMIT),
});
export type ShowcaseQuery = { layoutVariant?: string | undefined; limit?: number | undefined };

/** A doc type is a content item type (`hero`) or a document kind (`article`, `popup`, `fragment`, `page`). */
export const docTypeSchema = z.string().regex(/^[a-z][a-z0-9-]{0,59}$/, 'Doc type is not valid');

/** `showcase/{siteId}/{docType}`: entries of one doc type, each labelled with its id and name. */
export const showcaseSchema = z.object({
  docType: z.string(),
  layoutVariant: z.string().optional(),
  limit: z.number().int(),
  numFound: z.number().int().min(0),
  results: z.array(
    z.object({
      id: z.string(),
      name: z.string(),
      docType: z.string(),
      layoutVariant: z.string().optional(),
      /** Where the entry lives: the page, fragment or pop-up list holding it. */
      source: z.string(),
      content: z.looseObject({}),
    }),
  ),
});
export type Showcase = z.infer<typeof showcaseSchema>;

export const articleTagSchema = z.object({ id: z.string(), label: z.string() });

/** An article card (spec section 3: id, url, picture, title, tags, eyebrow). */
export const articleSummarySchema = z.object({
  id: z.string(),
  url: z.string(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  title: z.string(),
  subtitle: z.string().optional(),
  eyebrow: z.string().optional(),
  date: z.string().optional(),
  tags: z.array(articleTagSchema),
});
export type ArticleSummary = z.infer<typeof articleSummarySchema>;

export const ARTICLE_SEARCH_MAX_LIMIT = 50;
export const articleTagIdSchema = z.string().regex(/^[a-z0-9-]{1,60}$/, 'Tag id is not valid');

/** Article search query: `tagId` may repeat (an article matches any of them). */
export const articleSearchQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(10_000).default(0),
  limit: z.coerce.number().int().min(1).max(ARTICLE_SEARCH_MAX_LIMIT).default(12),
  tagId: z.array(articleTagIdSchema).max(20).default([]),
  /** An article id to leave out (related articles of that article). */
  exclude: z.string().max(120).optional(),
});
export type ArticleSearchQuery = {
  offset?: number | undefined;
  limit?: number | undefined;
  tagId?: string[] | undefined;
  exclude?: string | undefined;
};

/** `search/{siteId}/article`: a page of articles, tag facets with counts, and the total found. */
export const articleSearchSchema = z.object({
  result: z.array(articleSummarySchema),
  facets: z.array(articleTagSchema.extend({ count: z.number().int().min(0) })),
  numFound: z.number().int().min(0),
});
export type ArticleSearch = z.infer<typeof articleSearchSchema>;

/**
 * Article fields of a page that is an article (`stories/{slug}`): the page call serves it, article
 * search lists it. `relatedQuery` names the tags of up to 4 related articles.
 */
export const articleFieldsSchema = z.object({
  title: z.string(),
  subtitle: z.string().optional(),
  eyebrow: z.string().optional(),
  date: z.string(),
  hidePageDate: z.boolean().optional(),
  width: z.enum(['narrow', 'wide']).optional(),
  picture: z.object({ url: z.string(), alt: z.string() }),
  tags: z.array(articleTagSchema),
  relatedQuery: z.object({ tagId: z.array(z.string()) }).optional(),
});
export type ArticleFields = z.infer<typeof articleFieldsSchema>;

/** Content versions: what an editor publishes and schedules (sandbox admin; ops purge by `purgeTags`). */
export const contentVersionStatusSchema = z.enum(['draft', 'published']);
export const contentEntryKindSchema = z.enum([
  'page',
  'menu',
  'footer',
  'category',
  'search',
  'fragment',
  'popups',
  'product',
]);
export type ContentEntryKind = z.infer<typeof contentEntryKindSchema>;

/** What the storefront adds to a section in an editor's preview (never sent by the upstream). */
export type SectionEditorMeta = { contentId: string; contentType: string };
export type ContentSectionInPreview = ContentSection & { editor?: SectionEditorMeta | undefined };
