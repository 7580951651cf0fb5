/**
 * The shopper's favorites (`/{locale}/favorites`, paged) and a shared list
 * (`/{locale}/favorites/shared/{shareId}`, read-only). Server-rendered: each entry is a product card
 * (its heart pressed on the shopper's own list), a size choice and "Add to cart" as a plain form;
 * the share button is the one island of the page besides the hearts.
 */

import type { FavoriteItem, Favorites, SharedFavorites } from '../../shared/contract/wishlists';
import { AccountLayout } from '../components/account/AccountNav';
import { GridFillTile } from '../components/GridFillTile';
import { ProductCard } from '../components/ProductCard';
import { format, plural } from '../i18n';
import { type ListsText, listErrorText, listsText } from '../i18n/lists';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { FOCUS_ON_LOAD } from '../ui/focus-on-load';
import { FAVORITES_COLUMNS } from '../ui/grid-fill';

export type Paging = { page: number; pages: number; href: (page: number) => string };

export const pagingOf = (list: Pick<Favorites, 'total' | 'count'>, page: number, base: string): Paging => ({
  page,
  pages: Math.max(1, Math.ceil(list.total / list.count)),
  href: (n) => (n <= 1 ? base : `${base}?page=${n}`),
});

export function Pager({ paging, text }: { paging: Paging; text: ListsText }) {
  if (paging.pages <= 1) return null;
  const { page, pages, href } = paging;
  return (
    <nav className="pager" aria-label={text.pages}>
      {page > 1 && (
        <a className="pager__link" href={href(page - 1)} rel="prev">
          {text.previous}
        </a>
      )}
      <span className="pager__status">{format(text.pageOf, { page, pages })}</span>
      {page < pages && (
        <a className="pager__link" href={href(page + 1)} rel="next">
          {text.next}
        </a>
      )}
    </nav>
  );
}

/** A size and "Add to cart" for one favorite: the cart's own plain form, back to this page. */
function AddFavoriteToCart({
  item,
  text,
  returnTo,
}: {
  item: FavoriteItem;
  text: ListsText;
  returnTo: string;
}) {
  const { site } = usePage();
  const variants = item.variants ?? [];
  const name = item.product?.title ?? item.id;
  if (!variants.some((v) => v.available)) return null;
  const selectId = `size-${item.itemId}`;
  return (
    <form className="favorite__buy" method="post" action={`/api/cart/items?locale=${site.locale}`}>
      <input type="hidden" name="qty" value="1" />
      <input type="hidden" name="returnTo" value={returnTo} />
      <label htmlFor={selectId} className="visually-hidden">
        {format(text.sizeFor, { name })}
      </label>
      <select id={selectId} name="productId" className="favorite__size" required defaultValue="">
        <option value="" disabled>
          {text.chooseSize}
        </option>
        {variants.map((v) => (
          <option key={v.sku} value={v.sku} disabled={!v.available}>
            {v.available ? v.size : `${v.size} (${text.soldOut})`}
          </option>
        ))}
      </select>
      <button className="button button--primary" type="submit">
        {text.addToCart}
      </button>
    </form>
  );
}

export function FavoritesMain({
  favorites,
  paging,
  shareUrl,
  errorId,
  added,
}: {
  favorites: Favorites;
  paging: Paging;
  shareUrl?: string | undefined;
  errorId?: string | undefined;
  added?: boolean;
}) {
  const { site } = usePage();
  const text = listsText(site.language, site.locale);
  const returnTo = paging.href(paging.page);
  return (
    <AccountLayout current="favorites" title={text.favoritesTitle}>
      {favorites.total > 0 && (
        <p className="lists-page__count">
          {plural(text, site.languageTag, 'favoritesCount', favorites.total)}
        </p>
      )}
      {errorId && (
        <p className="form-error" role="alert" {...FOCUS_ON_LOAD}>
          {listErrorText(text, errorId)}
        </p>
      )}
      {added && (
        <p className="notice notice--info" role="status">
          {text.addedToCart}
        </p>
      )}
      {favorites.total === 0 ? (
        <p className="lists-page__empty">{text.favoritesEmpty}</p>
      ) : (
        <>
          <Island
            name="FavoritesShare"
            strategy="interaction"
            props={{
              locale: site.locale,
              returnTo,
              ...(shareUrl ? { url: shareUrl } : {}),
              text: {
                share: text.share,
                shareLink: text.shareLink,
                shareCopied: text.shareCopied,
                shareHint: text.shareHint,
                listError: text.listError,
                error_FAV409: text.error_FAV409,
              },
            }}
          />
          <ul className="favorites-grid">
            {favorites.items.map((item) => (
              <li key={item.itemId} className="favorite">
                {item.product ? (
                  <ProductCard card={{ ...item.product, id: item.id }} list="Favorites" favorited />
                ) : null}
                <AddFavoriteToCart item={item} text={text} returnTo={returnTo} />
              </li>
            ))}
            <GridFillTile count={favorites.items.length} columns={FAVORITES_COLUMNS} />
          </ul>
          <Pager paging={paging} text={text} />
        </>
      )}
    </AccountLayout>
  );
}

export function SharedFavoritesMain({ list, paging }: { list: SharedFavorites; paging: Paging }) {
  const { site } = usePage();
  const text = listsText(site.language, site.locale);
  return (
    <div className="page lists-page">
      <h1 className="lists-page__title">{text.sharedTitle}</h1>
      <p className="lists-page__intro">{text.sharedIntro}</p>
      {list.total === 0 ? (
        <p className="lists-page__empty">{text.sharedEmpty}</p>
      ) : (
        <>
          <ul className="favorites-grid">
            {list.items.map((item) =>
              item.product ? (
                <li key={item.itemId} className="favorite">
                  <ProductCard card={item.product} list="Shared favorites" />
                </li>
              ) : null,
            )}
            <GridFillTile
              count={list.items.filter((item) => item.product).length}
              columns={FAVORITES_COLUMNS}
            />
          </ul>
          <Pager paging={paging} text={text} />
        </>
      )}
    </div>
  );
}
