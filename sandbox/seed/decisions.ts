/**
 * The decision service's seeded experiences (sandbox/src/decision): three on the home page (the
 * hero, the story, and a nudge to complete the order for shoppers whose cart has lines), one on
 * category pages and one on the product page, each a baseline against one or two variants, all
 * running; and the second recommendation vendor's schemes. Tests and demos start, stop and
 * re-split them with `PUT /__admin/decision/experiences/{id}`; a re-seed puts them back.
 */
import type { Audience, Variant } from '../src/decision/experience';

export type ExperienceSeedRow = {
  id: number;
  name: string;
  label: string;
  page_type: string;
  url_contains: string | null;
  component: string;
  status: 'running';
  variants: string;
  audience: string | null;
  updated_at: string;
};

export type RecSchemeRow = { scheme: string; strategy: string };

const SEEDED_AT = '2026-01-01T00:00:00.000Z';

const experience = (
  id: number,
  name: string,
  label: string,
  page: { pageType: string; urlContains?: string },
  component: string,
  variants: Variant[],
  audience: Audience | null = null,
): ExperienceSeedRow => ({
  id,
  name,
  label,
  page_type: page.pageType,
  url_contains: page.urlContains ?? null,
  component,
  status: 'running',
  variants: JSON.stringify(variants),
  audience: audience && JSON.stringify(audience),
  updated_at: SEEDED_AT,
});

export const generateDecisionExperiences = (): ExperienceSeedRow[] => [
  experience(1001, 'Home hero: lifestyle picture', 'home-hero-2026', { pageType: 'Home' }, 'home-hero', [
    { label: 'Baseline', weight: 50, actionId: 10011 },
    { label: 'Experiment', weight: 50, actionId: 10012, json: { heroVariant: 'A' } },
  ]),
  experience(1004, 'Home story: repairs for life', 'home-story-2026', { pageType: 'Home' }, 'home-story', [
    { label: 'Baseline', weight: 50, actionId: 10041 },
    { label: 'Experiment', weight: 50, actionId: 10042, json: { storyVariant: 'A' } },
  ]),
  // Only for a cart with lines (the decide call's cart event); everyone else gets the baseline.
  experience(
    1005,
    'Home cart nudge: complete your order',
    'home-cart-nudge-2026',
    { pageType: 'Home' },
    'home-cart-nudge',
    [
      { label: 'Baseline', weight: 50, actionId: 10051 },
      { label: 'Experiment', weight: 50, actionId: 10052, json: { nudge: 'complete-order' } },
    ],
    { cart: 'with-lines' },
  ),
  experience(
    1002,
    'Category page: recommended for you',
    'plp-recs-2026',
    { pageType: 'PLP', urlContains: '/c/' },
    'plp-recs',
    [
      { label: 'Baseline', weight: 34, actionId: 10021, recs: { strategy: 'category-popular', count: 12 } },
      {
        label: 'B-Top rated',
        weight: 33,
        actionId: 10022,
        recs: { strategy: 'category-top-rated', count: 12 },
      },
      { label: 'C-Trending', weight: 33, actionId: 10023, recs: { strategy: 'trending', count: 12 } },
    ],
  ),
  experience(1003, 'Product page: complete the look', 'pdp-upsell-2026', { pageType: 'PDP' }, 'pdp-upsell', [
    { label: 'Baseline', weight: 50, actionId: 10031, recs: { strategy: 'similar', count: 3 } },
    { label: 'Experiment', weight: 50, actionId: 10032, recs: { strategy: 'complete-the-look', count: 3 } },
  ]),
];

export const generateRecSchemes = (): RecSchemeRow[] => [
  { scheme: 'home_rr', strategy: 'trending' },
  { scheme: 'plp_rr', strategy: 'category-popular' },
  { scheme: 'pdp_rr1', strategy: 'similar' },
  { scheme: 'pdp_rr2', strategy: 'complete-the-look' },
];
