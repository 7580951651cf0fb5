/**
 * Content item types, group B (content spec sections 3, 4, 6 and 9): CTA button collections,
 * dialogs, conditional filters, icon and text, multi-link image cards, the newsletter form,
 * pictures, pop-ups,
 * secondary navigation, audience segmentation, spacers, the two UGC gallery widgets and video.
 * content.ts adds `contentItemSchemasB` to its known item types.
 */
import { z } from 'zod';
import { imageSchema, targetSchema } from './common';
import {
  breakpointsOf,
  colorsSchema,
  contentFeatureSchema,
  itemBase,
  nestedItemSchema,
  richTextBlockSchema,
} from './content-item-base';

export const ctaSizeSchema = z.enum(['sm', 'md', 'lg']);
export type CtaSize = z.infer<typeof ctaSizeSchema>;

/** A button target; its size may differ per breakpoint (default sm, md, md). */
export const sizedTargetSchema = targetSchema.extend({ size: breakpointsOf(ctaSizeSchema).optional() });
export type SizedTarget = z.infer<typeof sizedTargetSchema>;

export const ctaCollectionItemSchema = z.object({
  ...itemBase,
  type: z.literal('cta-collection'),
  name: z.string().optional(),
  targets: z.array(sizedTargetSchema),
  breakpoints: breakpointsOf(
    z.object({ type: z.enum(['carousel', 'grid']), slidePadding: z.enum(['sm', 'md', 'lg']).optional() }),
  ).optional(),
});

export const alignmentSchema = z.enum(['left', 'center', 'right']);

/** Opened by links to `#modal-{id}` anywhere on the page. */
export const dialogItemSchema = z.object({
  ...itemBase,
  type: z.literal('dialog'),
  title: z.string(),
  subtitle: z.string().optional(),
  alignment: alignmentSchema.optional(),
  media: imageSchema.optional(),
  mediaPosition: z.enum(['top', 'body', 'left-normal', 'left-large']).optional(),
  newsletterForm: z.boolean().optional(),
  richText: z.array(richTextBlockSchema).optional(),
  richTextBelowTargets: z.array(richTextBlockSchema).optional(),
  targets: z.array(targetSchema).optional(),
});

export const conditionalFilterItemSchema = z.object({
  ...itemBase,
  type: z.literal('conditional-filter'),
  variant: z.enum(['bySku', 'byCategory']),
  filterBy: z.array(z.string()),
  operator: z.enum(['IN', 'NOT IN']),
  components: z.array(nestedItemSchema),
});

export const iconTextItemSchema = z.object({
  ...itemBase,
  type: z.literal('icon-text'),
  title: z.string().optional(),
  variant: z.enum(['icon-above-text', 'icon-left', 'one-column']),
  iconSize: z.enum(['small', 'medium', 'large']).optional(),
  entries: z.array(
    z.object({
      id: z.string(),
      /** An icon name of the storefront's icon set. */
      icon: z.string(),
      richText: z.array(richTextBlockSchema),
      target: targetSchema.optional(),
      backgroundColor: z.string().optional(),
      textColor: z.string().optional(),
    }),
  ),
});

export const multiLinkCardItemSchema = z.object({
  ...itemBase,
  type: z.literal('multi-link-card'),
  title: z.string(),
  titleTarget: z.object({ url: z.string() }).optional(),
  media: imageSchema,
  targets: z.array(z.object({ text: z.string(), url: z.string() })),
  alignment: alignmentSchema.optional(),
});

/** The newsletter sign-up form as a block of its own (it also sits in dialogs and pop-ups). */
export const newsletterFormItemSchema = z.object({
  ...itemBase,
  type: z.literal('newsletter-form'),
  title: z.string(),
  subtitle: z.string().optional(),
  alignment: alignmentSchema.optional(),
  colors: colorsSchema.optional(),
});

export const pictureItemSchema = z.object({
  ...itemBase,
  type: z.literal('picture'),
  url: z.string(),
  alt: z.string(),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
});

/**
 * A pop-up (content spec section 3), the one shape for both places it comes from: the site's
 * pop-ups (`popups/{siteId}`, rendered in the page chrome) and a `popup` section item. Unknown
 * fields of the content document are kept (loose), as for the other documents.
 */
export const popupSchema = z.looseObject({
  id: z.string(),
  /** `newsletter` reports as Newsletter in tracking; anything else as Account/Registration. */
  name: z.string(),
  /** Milliseconds before the minimized pop-up expands (default 2000). */
  delay: z.number().int().nonnegative().optional(),
  title: z.string(),
  minimizedTitle: z.string(),
  maximizedTitle: z.string().optional(),
  richText: z.array(richTextBlockSchema).optional(),
  logo: imageSchema.optional(),
  logoSize: z.enum(['small', 'large']).optional(),
  newsletterForm: z.boolean().optional(),
  targets: z.array(targetSchema).optional(),
  disclaimer: z.string().optional(),
  colors: colorsSchema.optional(),
  baselines: z.array(z.object({ name: z.string(), minimizedTitle: z.string().optional() })).optional(),
  /** Shown only where this site feature is on, as an item's `requiresFeature`. */
  requiresFeature: contentFeatureSchema.optional(),
});
export type Popup = z.infer<typeof popupSchema>;

export const popupItemSchema = z.object({ ...itemBase, type: z.literal('popup'), popup: popupSchema });

export const secondaryNavItemSchema = z.object({
  ...itemBase,
  type: z.literal('secondary-nav'),
  title: z.string(),
  targets: z.array(targetSchema.extend({ text: z.string() })),
  alignment: alignmentSchema.optional(),
  colors: colorsSchema.optional(),
});

/** Audience conditions of content spec section 6. */
export const audienceConditionSchema = z.enum([
  'loggedout',
  'loggedin',
  'loyalty-loggedin',
  'non-loyalty-loggedin',
  'employee-loggedin',
  'non-employee-loggedin',
  'cart-empty',
  'cart-not-empty',
  'ipa-wranx-loggedin',
  'non-ipa-wranx-loggedin',
  'wranx-loggedin',
  'non-wranx-loggedin',
  'ipa-loggedin',
  'non-ipa-loggedin',
  'athletes-loggedin',
  'non-athletes-loggedin',
]);
export type AudienceCondition = z.infer<typeof audienceConditionSchema>;

export const segmentationItemSchema = z.object({
  ...itemBase,
  type: z.literal('segmentation'),
  segments: z.array(
    z.object({ id: z.string(), condition: audienceConditionSchema, targets: z.array(nestedItemSchema) }),
  ),
  baselines: z.array(nestedItemSchema),
});

export const spacerItemSchema = z.object({
  ...itemBase,
  type: z.literal('spacer'),
  backgroundColor: z.string().optional(),
});

/** First widget service: a container whose filter names PRODUCT_ID and CATEGORY placeholders. */
export const ugcGalleryItemSchema = z.object({
  ...itemBase,
  type: z.literal('ugc-gallery'),
  title: z.string().optional(),
  containerId: z.string(),
  filter: z.string(),
});

/** Second widget service: its script comes from `{base}/{containerId}/{locale}`. */
export const ugcWidgetItemSchema = z.object({
  ...itemBase,
  type: z.literal('ugc-widget'),
  title: z.string().optional(),
  containerId: z.string(),
});

export const videoItemSchema = z.object({
  ...itemBase,
  type: z.literal('video'),
  media: breakpointsOf(z.object({ url: z.string() })),
  poster: imageSchema.optional(),
  playerSettings: z
    .object({
      autoplay: z.boolean().optional(),
      hideControls: z.boolean().optional(),
      loop: z.boolean().optional(),
      muted: z.boolean().optional(),
    })
    .optional(),
  cloudinaryAsset: z.object({ cloudName: z.string(), publicId: z.string() }).optional(),
  /** Seconds. */
  duration: z.number().nonnegative().optional(),
  seoTitle: z.string(),
  seoDescription: z.string().optional(),
  width: z.number().int().positive().optional(),
  height: z.number().int().positive().optional(),
});
export type VideoItem = z.infer<typeof videoItemSchema>;

export const contentItemSchemasB = [
  ctaCollectionItemSchema,
  dialogItemSchema,
  conditionalFilterItemSchema,
  iconTextItemSchema,
  multiLinkCardItemSchema,
  newsletterFormItemSchema,
  pictureItemSchema,
  popupItemSchema,
  secondaryNavItemSchema,
  segmentationItemSchema,
  spacerItemSchema,
  ugcGalleryItemSchema,
  ugcWidgetItemSchema,
  videoItemSchema,
] as const;
