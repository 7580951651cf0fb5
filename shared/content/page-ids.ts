/**
 * What blocks read from the current path (content spec section 2): the product id of a product
 * page, the category id of a category page, and whether the page is a customs page. The
 * conditional filter and the gallery widgets use these.
 */
import { parseCategoryPath, parseProductPath } from '../routes';

export type PageIds = { productId?: string; styleId?: string; categoryId?: string };

export function pageIdsOf(path: string): PageIds {
  const [, , kind, segment] = path.split('/');
  if (!segment) return {};
  if (kind === 'p') {
    const product = parseProductPath(segment);
    return product ? { productId: product.productId, styleId: product.productId.slice(0, 8) } : {};
  }
  if (kind === 'c') {
    const category = parseCategoryPath(segment);
    return category ? { categoryId: category.categoryId } : {};
  }
  return {};
}

/** A path fragment containing `customs` suppresses the gallery heading. */
export const isCustomsPath = (path: string): boolean => path.includes('customs');

/**
 * Whether a conditional filter shows its components: `bySku` compares the product (style or full
 * id) of the page, `byCategory` its category; IN shows them on a listed page, NOT IN everywhere
 * else (a page without such an id is in no list).
 */
export function filterShows(
  filter: { variant: 'bySku' | 'byCategory'; filterBy: string[]; operator: 'IN' | 'NOT IN' },
  ids: PageIds,
): boolean {
  const candidates = filter.variant === 'bySku' ? [ids.productId, ids.styleId] : [ids.categoryId];
  const listed = candidates.some((id) => id !== undefined && filter.filterBy.includes(id));
  return filter.operator === 'IN' ? listed : !listed;
}

/** The first gallery widget's filter with PRODUCT_ID and CATEGORY filled from the page. */
export const fillGalleryFilter = (filter: string, ids: PageIds): string =>
  filter.replaceAll('PRODUCT_ID', ids.styleId ?? '').replaceAll('CATEGORY', ids.categoryId ?? '');
