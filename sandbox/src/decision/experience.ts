/**
 * What an experience is (sandbox/migrations/0023_decisions.sql) and how a shopper lands in one of
 * its variants: a hash of the service's identifier and the experience id picks a point in 0..9999,
 * and the split's cumulative weights say whose it is. The same identifier always gets the same
 * variant while the split stands (sticky without storage); a re-split moves only the shoppers
 * whose point changes side. An experience may be for an audience only (the cart's state, as the
 * call's cart event tells it): a shopper outside it gets the baseline.
 */
import { z } from 'zod';
import { type DecisionEvent, type DecisionEventOf, variantCode } from '../../../shared/contract/decision';

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

/**
 * Who an experience is for, decided from each call's events: `cart` is `with-lines` for a call whose
 * cart event has a line, `empty` for one whose cart event has none. A call without a cart event is
 * in neither (the service does not guess).
 */
export const audienceSchema = z.strictObject({ cart: z.enum(['with-lines', 'empty']) });
export type Audience = z.infer<typeof audienceSchema>;

/** What a call's events say of the shopper (`cart` undefined: no cart event came). */
export type AudienceFacts = { cart: Audience['cart'] | undefined };

export const audienceFactsOf = (events: readonly DecisionEvent[]): AudienceFacts => {
  const cart = events.find(
    (e): e is DecisionEventOf<'monetate:context:Cart'> => e.eventType === 'monetate:context:Cart',
  );
  return { cart: cart ? (cart.cartLines.length > 0 ? 'with-lines' : 'empty') : undefined };
};

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
  /** Null: everyone on the page. */
  audience: Audience | null;
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
  /** JSON of an `Audience`, or null (sandbox/migrations/0028_decision_audience.sql). */
  audience: string | null;
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
  audience: row.audience === null ? null : audienceSchema.parse(JSON.parse(row.audience)),
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

/** A split's baseline: the variant whose label maps to Baseline (section 3), else its first. */
export const baselineOf = (variants: readonly Variant[]): Variant =>
  variants.find((v) => variantCode(v.label) === 'Baseline') ?? variants[0]!;

/**
 * The variant a shopper sees: their sticky one inside the experience's audience, the baseline
 * outside it. The baseline is still a decision (reported like any other), so the page's slot shows
 * what the service chose and a change of audience (a first line in the cart) is a change of variant.
 */
export const variantFor = (
  monetateId: string,
  experience: Pick<Experience, 'id' | 'variants' | 'audience'>,
  facts: AudienceFacts,
): Variant =>
  experience.audience === null || experience.audience.cart === facts.cart
    ? assign(monetateId, experience)
    : baselineOf(experience.variants);

/** Does an experience run on the page a PageView describes? */
export const targets = (
  experience: Experience,
  page: { pageType: string; url: string } | undefined,
): boolean =>
  experience.status === 'running' &&
  page !== undefined &&
  experience.pageType === page.pageType &&
  (experience.urlContains === null || page.url.includes(experience.urlContains));
