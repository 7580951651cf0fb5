/**
 * Section item types, group A (content spec sections 1, 3, 4, 9): the banners beyond image and
 * split, accordions, anchors, the article grid, the benefit bar, generic
 * collections and carousels, sanitised HTML rich text, footer link lists and the vertical link list.
 * `contentItemSchemasA` is spread into `knownItemSchemas` (content.ts).
 */
import { z } from 'zod';
import { imageSchema, targetSchema } from './common';
import { breakpointsOf, colorsSchema, itemBase } from './content-item-base';

const alignmentSchema = z.enum(['left', 'center', 'right']);

/** A one-line strip: a short message and its links. */
export const thinBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('thin-banner'),
  title: z.string(),
  subtitle: z.string().optional(),
  targets: z.array(targetSchema),
  colors: colorsSchema.optional(),
  alignment: alignmentSchema.optional(),
});

/** Content spec section 9: gradient height full 35%, focused 50%, off 0%. */
export const GRADIENT_HEIGHTS = { full: '35%', focused: '50%', off: '0%' } as const;

/** Text over the image, on a gradient whose height the editor picks. */
export const overlayBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('overlay-banner'),
  eyebrow: z.string().optional(),
  title: z.string(),
  subtitle: z.string().optional(),
  media: imageSchema,
  targets: z.array(targetSchema),
  alignment: alignmentSchema.optional(),
  gradient: z.enum(['full', 'focused', 'off']).optional(),
  colors: colorsSchema.optional(),
});

/** The image, then the text block below it (never over it). */
export const blockBelowBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('block-below-banner'),
  title: z.string(),
  subtitle: z.string().optional(),
  media: imageSchema,
  targets: z.array(targetSchema),
  alignment: alignmentSchema.optional(),
  colors: colorsSchema.optional(),
});

/** A small promotional spot: thumbnail, two lines and one link, the whole spot clickable. */
export const espotBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('espot-banner'),
  title: z.string(),
  subtitle: z.string().optional(),
  media: imageSchema.optional(),
  target: targetSchema,
  colors: colorsSchema.optional(),
});

/** An image with a title and a menu of links beside it (a landing page's table of contents). */
export const menuBannerItemSchema = z.object({
  ...itemBase,
  type: z.literal('menu-banner'),
  title: z.string(),
  media: imageSchema,
  targets: z.array(targetSchema).min(1),
  colors: colorsSchema.optional(),
});

/** Questions and answers as `<details>`; each answer is editor HTML, sanitised when rendered. */
export const accordionItemSchema = z.object({
  ...itemBase,
  type: z.literal('accordion'),
  title: z.string().optional(),
  entries: z.array(
    z.object({ id: z.string(), title: z.string(), richText: z.string(), open: z.boolean().optional() }),
  ),
});

/** In-page links to other items of the page (by item id). */
export const anchorsItemSchema = z.object({
  ...itemBase,
  type: z.literal('anchors'),
  title: z.string().optional(),
  links: z.array(z.object({ text: z.string(), itemId: z.string() })).min(1),
});

/** The article query an editor sets on a grid (tags to search within; none: every article). */
export const articleQuerySchema = z.object({ tagId: z.array(z.string()).optional() });
export type ArticleQuery = z.infer<typeof articleQuerySchema>;

/** The article search answer as a grid shows it (content spec 3 Article and 7: result, facets, numFound). */
export const articleGridResultsSchema = z.object({
  result: z.array(
    z.object({
      id: z.string(),
      url: z.string(),
      picture: z.object({ url: z.string(), alt: z.string() }),
      title: z.string(),
      eyebrow: z.string().optional(),
      date: z.string().optional(),
      tags: z.array(z.object({ id: z.string(), label: z.string() })),
    }),
  ),
  facets: z.array(z.object({ id: z.string(), label: z.string(), count: z.number().int().min(0) })),
  numFound: z.number().int().min(0),
});
export type ArticleGridResults = z.infer<typeof articleGridResultsSchema>;

/**
 * The article grid (content spec 2 and 4). The storefront runs the article search for the request
 * (the shopper's tag filters `component{id}[tagId]` and how far they read come from the page URL)
 * and puts the answer in `resolved`, so the grid renders whole on the server and works as links.
 */
export const articleGridItemSchema = z.object({
  ...itemBase,
  type: z.literal('article-grid'),
  title: z.string().optional(),
  query: articleQuerySchema.optional(),
  showFilters: z.boolean().optional(),
  rowsToLoad: z.number().int().positive().optional(),
  columns: breakpointsOf(z.number().int().min(1).max(6)).optional(),
  /** Filled by the storefront for the request; null results: the search failed (logged, list stays). */
  resolved: z
    .object({
      results: articleGridResultsSchema.nullable(),
      selected: z.array(z.string()),
      offset: z.number().int().min(0),
      size: z.number().int().positive(),
    })
    .optional(),
});

/** The benefit bar above the page; `showCloseButton` lets the shopper hide it for good. */
export const benefitBarItemSchema = z.object({
  ...itemBase,
  type: z.literal('benefit-bar'),
  title: z.string(),
  subtitle: z.string().optional(),
  logo: imageSchema.optional(),
  backgroundImage: imageSchema.optional(),
  targets: z.array(targetSchema),
  /** The text behind the (i) button. */
  infoIcon: z.object({ text: z.string() }).optional(),
  showCloseButton: z.boolean().optional(),
  alignment: alignmentSchema.optional(),
  colors: colorsSchema.optional(),
});

/** One breakpoint of a collection (content spec section 3: collection/carousel). */
export const collectionBreakpointSchema = z.object({
  type: z.enum(['carousel', 'grid']),
  slideWidth: z.string().optional(),
  slideMaxWidth: z.string().optional(),
  margin: z.string().optional(),
  slidePadding: z.string().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  showProgress: z.boolean().optional(),
  loop: z.boolean().optional(),
  autoplay: z.boolean().optional(),
  /** Seconds between slides when autoplaying. */
  autorotateTime: z.number().positive().optional(),
});
export type CollectionBreakpoint = z.infer<typeof collectionBreakpointSchema>;
export const collectionBreakpointsSchema = breakpointsOf(collectionBreakpointSchema);
export type CollectionBreakpoints = z.infer<typeof collectionBreakpointsSchema>;

/** A collection of content cards, a carousel or a grid per breakpoint. */
export const collectionItemSchema = z.object({
  ...itemBase,
  type: z.literal('collection'),
  title: z.string(),
  subtitle: z.string().optional(),
  target: targetSchema.optional(),
  breakpoints: collectionBreakpointsSchema.optional(),
  layoutVariant: z.enum(['default', 'threeCardGrid']).optional(),
  cards: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        subtitle: z.string().optional(),
        media: imageSchema,
        target: targetSchema,
      }),
    )
    .min(1),
});

/** Editor rich text as HTML: sanitised on the server before it is rendered. */
export const richTextHtmlItemSchema = z.object({
  ...itemBase,
  type: z.literal('rich-text-html'),
  title: z.string().optional(),
  html: z.string(),
  alignment: z.enum(['left', 'center']).optional(),
  colors: colorsSchema.optional(),
});

/** A titled column of links, as the footer call places them (and any page may). */
export const footerLinksItemSchema = z.object({
  ...itemBase,
  type: z.literal('footer-links'),
  title: z.string(),
  links: z.array(targetSchema),
});

/** The brand's social accounts: icon links. */
export const socialLinksItemSchema = z.object({
  ...itemBase,
  type: z.literal('social-links'),
  title: z.string().optional(),
  links: z.array(
    z.object({
      network: z.enum(['instagram', 'facebook', 'youtube', 'tiktok', 'x', 'pinterest']),
      url: z.string(),
      text: z.string(),
    }),
  ),
});

/** A list of links whose hovered or focused entry shows its image in the preview beside it. */
export const verticalLinkListItemSchema = z.object({
  ...itemBase,
  type: z.literal('vertical-link-list'),
  title: z.string().optional(),
  items: z
    .array(
      z.object({
        id: z.string(),
        title: z.string(),
        mediaTarget: z.object({ url: z.string() }),
        media: imageSchema,
      }),
    )
    .min(1),
});

export const contentItemSchemasA = [
  thinBannerItemSchema,
  overlayBannerItemSchema,
  blockBelowBannerItemSchema,
  espotBannerItemSchema,
  menuBannerItemSchema,
  accordionItemSchema,
  anchorsItemSchema,
  articleGridItemSchema,
  benefitBarItemSchema,
  collectionItemSchema,
  richTextHtmlItemSchema,
  footerLinksItemSchema,
  socialLinksItemSchema,
  verticalLinkListItemSchema,
] as const;
