/**
 * What an experience is (sandbox/migrations/0023_decisions.sql) and how a shopper lands in one of
 * its variants: a hash of the service's identifier and the experience id picks a point in 0..9999,
 * and the split's cumulative weights say whose it is. The same identifier always gets the same
 * variant while the split stands (sticky without storage); a re-split moves only the shoppers
 * whose point changes side.
 */
import { z } from 'zod';

/** How a recommendation list is drawn (recommendations.ts). */
export const strategySchema = z.enum([
  /** The most popular styles overall. */
  'trending',
  /** The most popular styles of the page's category (or the viewed product's). */
  'category-popular',
  /** The best rated styles of the page's category (or the viewed product's). */
  'category-top-rated',
  /** Styles of the viewed product's category, the product itself left out. */
  'similar',
  /** Styles of the viewed product's gender in other product types: complete the look. */
  'complete-the-look',
]);
export type Strategy = z.infer<typeof strategySchema>;

export const variantSchema = z.strictObject({
  /** Reported as variant_label ('Baseline', 'Experiment', 'B-Top rated', …). */
  label: z.string().min(1).max(60),
  /** Percent of shoppers; a split's weights add up to 100. */
  weight: z.number().int().min(0).max(100),
  actionId: z.number().int().min(1),
  json: z.record(z.string(), z.unknown()).optional(),
  recs: z.strictObject({ strategy: strategySchema, count: z.number().int().min(1).max(24) }).optional(),
});
export type Variant = z.infer<typeof variantSchema>;

export const splitSchema = z
  .array(variantSchema)
  .min(1)
  .max(6)
  .refine((vs) => vs.reduce((sum, v) => sum + v.weight, 0) === 100, 'variant weights must add up to 100')
  .refine((vs) => new Set(vs.map((v) => v.label)).size === vs.length, 'variant labels must differ')
  .refine((vs) => new Set(vs.map((v) => v.actionId)).size === vs.length, 'variant actionIds must differ');

export type ExperienceStatus = 'running' | 'stopped';

export type Experience = {
  id: number;
  name: string;
  label: string;
  pageType: string;
  urlContains: string | null;
  component: string;
  status: ExperienceStatus;
  variants: Variant[];
  updatedAt: string;
};

export type ExperienceRow = {
  id: number;
  name: string;
  label: string;
  page_type: string;
  url_contains: string | null;
  component: string;
  status: ExperienceStatus;
  variants: string;
  updated_at: string;
};

export const experienceOf = (row: ExperienceRow): Experience => ({
  id: row.id,
  name: row.name,
  label: row.label,
  pageType: row.page_type,
  urlContains: row.url_contains,
  component: row.component,
  status: row.status,
  variants: splitSchema.parse(JSON.parse(row.variants)),
  updatedAt: row.updated_at,
});

/**
 * FNV-1a, 32 bits, then murmur3's finalizer: cheap and stable, and identifiers that differ in one
 * digit still land far apart (FNV's low bits alone cluster them).
 */
const hash32 = (text: string): number => {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  hash ^= hash >>> 16;
  hash = Math.imul(hash, 0x85ebca6b);
  hash ^= hash >>> 13;
  hash = Math.imul(hash, 0xc2b2ae35);
  hash ^= hash >>> 16;
  return hash >>> 0;
};

/** The shopper's point in 0..9999 for an experience. */
export const bucketOf = (monetateId: string, experienceId: number): number =>
  hash32(`${monetateId}:${experienceId}`) % 10_000;

/** The variant a shopper sees in an experience. */
export const assign = (monetateId: string, experience: Pick<Experience, 'id' | 'variants'>): Variant => {
  const point = bucketOf(monetateId, experience.id);
  let edge = 0;
  for (const variant of experience.variants) {
    edge += variant.weight * 100;
    if (point < edge) return variant;
  }
  // Weights add up to 100, so only a rounding slip could reach here: the last variant.
  return experience.variants[experience.variants.length - 1]!;
};

/** Does an experience run on the page a PageView describes? */
export const targets = (
  experience: Experience,
  page: { pageType: string; url: string } | undefined,
): boolean =>
  experience.status === 'running' &&
  page !== undefined &&
  experience.pageType === page.pageType &&
  (experience.urlContains === null || page.url.includes(experience.urlContains));
