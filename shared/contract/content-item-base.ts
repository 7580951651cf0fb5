/**
 * What every content item has (content spec section 3: the item frame) and the small shapes item
 * schemas share. Its own module so that the item-group modules (`content-items-a`, `-b`) and
 * `content.ts`, which lists them, do not import each other.
 */
import { z } from 'zod';

export const breakpointsOf = <T extends z.ZodType>(value: T) =>
  z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });

export const BREAKPOINTS = ['sm', 'md', 'lg'] as const;
export type Breakpoint = (typeof BREAKPOINTS)[number];

export const colorsSchema = z.object({ text: z.string().optional(), background: z.string().optional() });

export const promotionTrackingSchema = z.object({
  creativeName: z.string(),
  promotionId: z.string(),
  promotionName: z.string(),
});
export type PromotionTracking = z.infer<typeof promotionTrackingSchema>;

/** A CSS length an editor may set (margins, widths): nothing but a number and a unit. */
export const CSS_LENGTH = /^(?:0|\d{1,4}(?:\.\d{1,3})?(?:rem|px|%|vw))$/;
export const cssLengthSchema = z.string().regex(CSS_LENGTH, 'A length such as 2rem, 16px, 50% or 80vw');

/**
 * Site features content may promote (named as the storefront's feature flags): content that needs
 * one says so with `requiresFeature`, and a site whose flag is off never renders it (the loyalty
 * programme's points and sign-up offers on a site without the programme).
 */
export const CONTENT_FEATURES = ['loyalty'] as const;
export const contentFeatureSchema = z.enum(CONTENT_FEATURES);
export type ContentFeature = z.infer<typeof contentFeatureSchema>;

export const itemBase = {
  id: z.string(),
  /** Rendered only where this site feature is on (`shared/content/features.ts`). */
  requiresFeature: contentFeatureSchema.optional(),
  hideOnBreakpoint: z.array(z.enum(BREAKPOINTS)).optional(),
  /** Kept as text: a value that is not a CSS length is ignored by the frame, not a reason to drop the item. */
  bottomMargins: breakpointsOf(z.string()).optional(),
  isFullWidth: z.boolean().optional(),
  isSticky: z.boolean().optional(),
  promotionTracking: promotionTrackingSchema.optional(),
};

/**
 * Rich text arrives as a small, safe block list rather than raw HTML so that the storefront never
 * injects editor markup unescaped.
 */
export const richTextBlockSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('heading'), level: z.union([z.literal(2), z.literal(3)]), text: z.string() }),
  z.object({ kind: z.literal('paragraph'), text: z.string() }),
  z.object({ kind: z.literal('link'), text: z.string(), url: z.string() }),
  z.object({ kind: z.literal('list'), items: z.array(z.string()) }),
]);
export type RichTextBlock = z.infer<typeof richTextBlockSchema>;

/**
 * An item inside another item (a filter's components, a segment's targets). Kept loose here, as an
 * unknown top-level item is, and parsed as a content item when it renders: one bad nested item is
 * skipped without failing its parent.
 */
export const nestedItemSchema = z.looseObject({ id: z.string(), type: z.string() });
export type NestedItem = z.infer<typeof nestedItemSchema>;
