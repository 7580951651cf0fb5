/**
 * Data of the product page's extras, loaded while the head and header stream: reviews (sort and
 * page from `reviewsSort` / `reviewsPage`, so the no-script links work), questions, the first
 * product set, recommendations and the shopper's favourite store (cookie `sf_store`). Never
 * rejects: a failed part is logged and left out.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ProductExtrasData } from '../../client/pages/ProductExtras';
import { reviewSortSchema, type Store } from '../../shared/contract';
import type { AppEnv } from '../env';
import { listsOf } from './api/lists-service';
import { FAVORITE_STORE_COOKIE } from './api/stores';
import { wantsFreshUgc } from './ugc-freshness';

const soft = <T>(c: Context<AppEnv>, what: string, p: Promise<T>, fallback: T): Promise<T> =>
  p.catch((error: unknown) => {
    c.get('log').warn(`${what} unavailable`, { error: String(error) });
    return fallback;
  });

export const loadProductExtras = async (
  c: Context<AppEnv>,
  styleId: string,
  basePath: string,
): Promise<ProductExtrasData> => {
  const { ugc, merchandising } = c.get('upstream');
  const sort = reviewSortSchema.safeParse(c.req.query('reviewsSort')).data ?? 'mostRecent';
  const page = Math.min(10_000, Math.max(1, Number.parseInt(c.req.query('reviewsPage') ?? '1', 10) || 1));
  const fresh = wantsFreshUgc(c, styleId);
  const productSet = soft(
    c,
    'product set',
    merchandising.productSets(styleId).then(async (sets) => {
      const first = sets.productSets[0];
      return first ? merchandising.productSet(first.productSetId) : null;
    }),
    null,
  );
  const [reviews, questions, set, recommendations] = await Promise.all([
    soft(c, 'reviews', ugc.reviews(styleId, { sort, page }, fresh), null),
    soft(c, 'questions', ugc.questions(styleId, 1, fresh), null),
    productSet,
    soft(
      c,
      'recommendations',
      merchandising.recommendations(styleId).then((r) => r.products),
      [],
    ),
  ]);
  return {
    productId: styleId,
    basePath,
    reviews,
    questions,
    productSet: set
      ? { name: set.name, products: set.products.filter((p) => !p.id.startsWith(styleId)) }
      : null,
    recommendations,
  };
};

/**
 * Whether the shopper keeps this colour among their favorites, so the product page's heart starts
 * pressed. One read: the list's first page answers every entry. A shopper who never kept a
 * favorite (no list in the session, not a member) costs no read.
 */
export const isFavorite = async (c: Context<AppEnv>, productId: string): Promise<boolean> => {
  const session = c.get('session');
  if (!session.isMember && !session.favoriteId) return false;
  const list = await soft(c, 'favorites', listsOf(c).favorites({ count: 1 }), null);
  return list?.entries.some((entry) => entry.id === productId) ?? false;
};

export const favoriteStore = async (c: Context<AppEnv>): Promise<Store | null> => {
  const id = getCookie(c, FAVORITE_STORE_COOKIE);
  if (!id || !/^\d{4,6}$/.test(id)) return null;
  return soft(c, 'stores', c.get('upstream').stores.list(), []).then(
    (s) => s.find((x) => x.storeId === id) ?? null,
  );
};
