/**
 * The frame every content item renders in (content spec section 3): hidden per breakpoint, bottom
 * margin per breakpoint, full width, sticky, an anchor id for in-page links, and the promotion
 * tracking data the page's tracking script reads for impressions and clicks.
 */
import type { CSSProperties } from 'react';
import { featureAllows } from '../../shared/content/features';
import type { KnownContentItem } from '../../shared/contract/content';
import { BREAKPOINTS, CSS_LENGTH } from '../../shared/contract/content-item-base';
import type { Site } from '../../shared/site';

/** The id of an item's frame, for anchors (`#item-{id}`); item ids are editor text, so it is cleaned. */
export const itemAnchor = (itemId: string): string => `item-${itemId.replace(/[^A-Za-z0-9_-]/g, '-')}`;

/**
 * Items not rendered at all: those the shopper dismissed for good (the closed benefit bar) and those
 * promoting a feature this site has off (`requiresFeature`, shared/content/features.ts).
 */
export const isItemHidden = (
  item: KnownContentItem,
  page: { benefitBarClosed?: boolean | undefined; site: Pick<Site, 'siteId'> },
): boolean =>
  (item.type === 'benefit-bar' && page.benefitBarClosed === true) || !featureAllows(item, page.site);

/** Items that span the viewport whatever the editor set. */
const ALWAYS_FULL = new Set<string>(['hero', 'benefit-bar', 'thin-banner']);

export const frameClass = (item: KnownContentItem): string => {
  const classes = ['item', `item--${item.type}`];
  if (item.isFullWidth || ALWAYS_FULL.has(item.type)) classes.push('item--full');
  if (item.isSticky) classes.push('item--sticky');
  for (const bp of item.hideOnBreakpoint ?? []) classes.push(`hide-${bp}`);
  return classes.join(' ');
};

/** Bottom margins as `--mb-sm|md|lg` (the CSS applies each at its breakpoint); non-lengths are ignored. */
export const frameStyle = (item: KnownContentItem): CSSProperties | undefined => {
  const margins = item.bottomMargins;
  if (!margins) return undefined;
  const style: Record<string, string> = {};
  for (const bp of BREAKPOINTS) {
    const value = margins[bp];
    if (value !== undefined && CSS_LENGTH.test(value)) style[`--mb-${bp}`] = value;
  }
  return Object.keys(style).length ? (style as CSSProperties) : undefined;
};
