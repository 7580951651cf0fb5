/** Mega menu rules (content spec 2 and 4), kept apart from the markup so they are tested alone. */
import type { MegaMenuNode } from '../../shared/contract/content';

export type MenuColumn = { id: string; title?: string | undefined; children: MegaMenuNode[] };

/** An L1's columns; an L1 with plain children gets them as one untitled column. */
export const columnsOf = (node: MegaMenuNode): MenuColumn[] =>
  node.columns?.length
    ? node.columns
    : node.children?.length
      ? [{ id: `${node.id}-col`, children: node.children }]
      : [];

/** "Shop all {title}" on an L1: only when it has column content and shop-all is not hidden on small screens. */
export const showL1ShopAll = (node: MegaMenuNode): boolean =>
  columnsOf(node).some((column) => column.children.length > 0) && !node.hideShopAll?.sm;

/** A mobile L2 accordion lists a shop-all L3 only with the feature showShopAllL3sOnMobile. */
export const showL2ShopAllOnMobile = (
  l2: MegaMenuNode,
  flags: { showShopAllL3sOnMobile: boolean },
): boolean => flags.showShopAllL3sOnMobile && (l2.children?.length ?? 0) > 0;
