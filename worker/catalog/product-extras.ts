/**
 * Data of the product page's extras, loaded while the head and header stream: reviews (sort and
 * page from `reviewsSort` / `reviewsPage`, so the no-script links work), questions, the first
 * product set, recommendations and the shopper's favourite store (cookie `sf_store`). Never
 * rejects: a failed part is logged and left out.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ProductExtrasData } from '../../client/pages/ProductExtras';
import { type ProductSet, reviewSortSchema, type Store } from '../../shared/contract';
import { memoPer } from '../../shared/contract/memo';
import type { AppEnv } from '../env';
import { listsOf } from '../lists/service';
import { FAVORITE_STORE_COOKIE } from '../stores/favorite';
import { wantsFreshUgc } from './ugc-freshness';

const soft = <T>(c: Context<AppEnv>, what: string, p: Promise<T>, fallback: T): Promise<T> =>
  p.catch((error: unknown) => {
    c.get('log').warn(`${what} unavailable`, { error: String(error) });
    return fallback;
  });

/** Per set object, by the style whose page shows it: a set's few products. */
const setRows = memoPer<ProductSet, string, NonNullable<ProductExtrasData['productSet']>>({
  name: 'product-extras/set-rows',
  max: 64,
});

/**
 * The set's row on the page of `styleId`: the set without the product's own colours. The same
 * object for as long as the upstream cache hands out the same set, because the row's cards are a
 * shared list keyed by it (a new array per page would render the row again on every page).
 */
export const productSetRow = (
  set: ProductSet,
  styleId: string,
): NonNullable<ProductExtrasData['productSet']> =>
  setRows.of(set).getOrCreate(styleId, () => ({
    name: set.name,
    products: set.products.filter((p) => !p.id.startsWith(styleId)),
  }));

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
    productSet: set ? productSetRow(set, styleId) : null,
    recommendations,
  };
};

/**
 * Whether the shopper keeps this colour among their favorites, so the product page's heart starts
 * pressed. One read: the list's first page answers every entry. A shopper who never kept a
 * favorite (no list in the session, not a member) costs no read.
 */
/**
 * The product ids (colours) the shopper keeps among favorites: one list read (its `entries` name
 * every id), none for a shopper who has no list; empty when the list cannot be read.
 */
export const favoriteIds = async (c: Context<AppEnv>): Promise<string[]> => {
  const session = c.get('session');
  if (!session.isMember && !session.favoriteId) return [];
  const list = await soft(c, 'favorites', listsOf(c).favorites({ count: 1 }), null);
  return list?.entries.map((entry) => entry.id) ?? [];
};

export const isFavorite = async (c: Context<AppEnv>, productId: string): Promise<boolean> =>
  (await favoriteIds(c)).includes(productId);

export const favoriteStore = async (c: Context<AppEnv>): Promise<Store | null> => {
  const id = getCookie(c, FAVORITE_STORE_COOKIE);
  if (!id || !/^\d{4,6}$/.test(id)) return null;
  return soft(c, 'stores', c.get('upstream').stores.list(), []).then(
    (s) => s.find((x) => x.storeId === id) ?? null,
  );
};
