/**
 * What every content item type shares (content spec section 3): the item frame fields, per-breakpoint
 * values, colours and the safe rich-text blocks. Its own module so that the item groups
 * (content-items-*.ts) and content.ts, which unites them, import it without a cycle.
 */
import { z } from 'zod';

export const breakpointsOf = <T extends z.ZodType>(value: T) =>
  z.object({ sm: value.optional(), md: value.optional(), lg: value.optional() });

export const colorsSchema = z.object({ text: z.string().optional(), background: z.string().optional() });

export const itemBase = {
  id: z.string(),
  hideOnBreakpoint: z.array(z.enum(['sm', 'md', 'lg'])).optional(),
  bottomMargins: breakpointsOf(z.string()).optional(),
  isFullWidth: z.boolean().optional(),
  isSticky: z.boolean().optional(),
  promotionTracking: z
    .object({ creativeName: z.string(), promotionId: z.string(), promotionName: z.string() })
    .optional(),
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
