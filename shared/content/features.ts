/**
 * Content that promotes a site feature (`requiresFeature`, shared/contract/content-item-base.ts) is
 * rendered only where the site's feature flag is on: one rule for every item, nested item and
 * pop-up, so content an editor adds later for the loyalty programme stays off the sites without it
 * whatever the content service sends.
 */
import type { FeatureFlags } from '../config';
import { featureFlags } from '../config';
import { CONTENT_FEATURES, type ContentFeature } from '../contract/content-item-base';
import type { Site } from '../site';

// Every content feature is a storefront flag (a new name in the contract fails here).
CONTENT_FEATURES satisfies readonly (keyof FeatureFlags)[];

/** Whether `content` may render on `site`: true unless it requires a feature the site has off. */
export const featureAllows = (
  content: { requiresFeature?: ContentFeature | undefined } | object,
  site: Pick<Site, 'siteId'>,
): boolean => {
  const feature = (content as { requiresFeature?: unknown }).requiresFeature;
  if (feature === undefined) return true;
  // An unknown feature name (a newer content model) is not known to be on: not rendered.
  return (CONTENT_FEATURES as readonly unknown[]).includes(feature)
    ? featureFlags(site)[feature as ContentFeature]
    : false;
};
