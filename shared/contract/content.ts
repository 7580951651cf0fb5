/**
 * Content API (caas) shapes: content spec sections 3 and 7. Items are a discriminated union on
 * `type`; an item of a type this storefront does not know still parses (as `unknownItemSchema`) so
 * that one new CMS component never breaks a page: the renderer logs and skips it.
 */
import { z } from 'zod';
import { imageSchema, targetSchema } from './common';
import {
  breakpointsOf,
  colorsSchema,
  itemBase,
  type RichTextBlock,
  richTextBlockSchema,
} from './content-item-base';
import { contentItemSchemasB } from './content-items-b';
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

export const collectionBreakpointSchema = z.object({
  type: z.enum(['carousel', 'grid']),
  slideWidth: z.string().optional(),
  showArrows: z.boolean().optional(),
  showIndicators: z.boolean().optional(),
  loop: z.boolean().optional(),
});

/** A product carousel ("collection"): the content API resolves its products into normalised cards. */
export const productCarouselItemSchema = z.object({
  ...itemBase,
  type: z.literal('product-carousel'),
  title: z.string(),
  subtitle: z.string().optional(),
  target: targetSchema.optional(),
  breakpoints: breakpointsOf(collectionBreakpointSchema).optional(),
  showPagination: z.boolean().optional(),
  products: z.array(productCardSchema),
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
  ...contentItemSchemasB,
] as const;

export const knownItemSchema = z.discriminatedUnion('type', knownItemSchemas);
export type KnownContentItem = z.infer<typeof knownItemSchema>;
export type ContentItemType = KnownContentItem['type'];
export type ContentItemOf<T extends ContentItemType> = Extract<KnownContentItem, { type: T }>;

export const unknownItemSchema = z.looseObject({ id: z.string(), type: z.string() });
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

export const menuSchema = z.object({ id: z.string(), items: z.array(megaMenuNodeSchema) });
export type Menu = z.infer<typeof menuSchema>;

export const footerSchema = z.object({
  id: z.string(),
  columns: z.array(z.object({ id: z.string(), title: z.string(), links: z.array(targetSchema) })),
  legalLinks: z.array(targetSchema),
  copyright: z.string(),
});
export type Footer = z.infer<typeof footerSchema>;
