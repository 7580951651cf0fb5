/**
 * Saved for later: under the cart's lines, and the account page's list. Each entry shows its
 * availability and offers "Move to cart" (an add to cart, then the entry deleted) and "Remove".
 * Plain forms first (the BFF answers 303 back to `returnTo`); hydrated, the same forms send JSON,
 * the cart store follows at once (the cart view and mini cart with it), and a line the cart view
 * saves for later appears here through `SAVED_EVENT`.
 */
import { type FormEvent, useEffect, useRef, useState } from 'react';
import type { Cart } from '../../shared/contract/cart';
import type { SavedForLater as SavedList, SavedResponse } from '../../shared/contract/wishlists';
import { formatMoney } from '../../shared/pricing/format';
import { bffFetch, withLocale } from '../api/bff';
import { format } from '../i18n';
import { labelled } from '../i18n/french-typography';
import type { ListsText } from '../i18n/lists';
import { useAppState } from '../state/app';
import { setCart } from '../state/cart';
import { SAVED_EVENT, savedItemPath } from '../ui/favorites/list-paths';
import { useFocusAfterRemoval } from '../ui/focus-after-removal';

export type SavedForLaterProps = {
  locale: string;
  list: SavedList;
  text: ListsText;
  returnTo: string;
  /** The cart page links to the whole list (members: /account/saved-for-later). */
  viewAllHref?: string;
  /** A no-script post's refusal (`?listError=`), shown above the list. */
  errorId?: string;
  /** The account page has its own heading; the cart page's section brings one. */
  heading?: boolean;
};

const errorText = (text: ListsText, errorId: string | undefined): string =>
  (errorId && (text as Record<string, string>)[`error_${errorId}`]) || text.listError;

export default function SavedForLater({
  locale,
  list: initial,
  text,
  returnTo,
  viewAllHref,
  errorId,
  heading = true,
}: SavedForLaterProps) {
  const { site } = useAppState();
  const [list, setList] = useState(initial);
  const [busy, setBusy] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(errorId ? errorText(text, errorId) : null);
  const [status, setStatus] = useState('');
  const section = useRef<HTMLElement>(null);
  const items = useRef<HTMLUListElement>(null);
  const removal = useFocusAfterRemoval(items, section);

  useEffect(() => {
    const onSaved = (event: Event) => setList((event as CustomEvent<SavedList>).detail);
    window.addEventListener(SAVED_EVENT, onSaved);
    return () => window.removeEventListener(SAVED_EVENT, onSaved);
  }, []);

  const run = async (
    event: FormEvent<HTMLFormElement>,
    key: string,
    call: () => Promise<unknown>,
    done?: string,
  ) => {
    event.preventDefault();
    if (busy) return;
    const place = removal.placeOf(event.currentTarget);
    setBusy(key);
    setStatus('');
    const answer = (await call().catch(() => null)) as Awaited<
      ReturnType<typeof bffFetch<SavedResponse>>
    > | null;
    setBusy(null);
    if (!answer?.ok) {
      setError(errorText(text, answer && !answer.ok ? answer.error?.errorId : undefined));
      return;
    }
    setError(null);
    removal.left(place);
    if (done) setStatus(done);
    setList(answer.data.saveForLater);
    if (answer.data.cart) setCart(answer.data.cart as Cart);
  };

  const money = (minor: number) => formatMoney(minor, site.currency, site.languageTag);
  return (
    <section
      ref={section}
      className="saved"
      aria-labelledby={heading ? 'saved-title' : undefined}
      aria-label={heading ? undefined : text.savedTitle}
      tabIndex={-1}
    >
      {heading && (
        <h2 id="saved-title" className="saved__title">
          {text.savedTitle}
        </h2>
      )}
      <p className="saved__error" role="alert">
        {error}
      </p>
      <p className="saved__status" role="status">
        {status}
      </p>
      {list.items.length === 0 ? (
        <p className="saved__empty">{text.savedEmpty}</p>
      ) : (
        <ul className="saved__items" ref={items}>
          {list.items.map((item) => {
            const action = withLocale(savedItemPath(item.itemId), locale);
            return (
              <li key={item.itemId} className="saved-line">
                <img
                  className="saved-line__image"
                  src={item.image}
                  alt=""
                  width={96}
                  height={96}
                  loading="lazy"
                />
                <div className="saved-line__info">
                  <h3 className="saved-line__name">
                    <a href={item.pageUrl}>{item.name}</a>
                  </h3>
                  <p className="saved-line__meta">
                    {labelled(site.language, text.color, item.color)} ·{' '}
                    {labelled(site.language, text.size, item.size)} · {format(text.qty, { qty: item.qty })}
                  </p>
                  {item.price && <p className="saved-line__price">{money(item.price.current)}</p>}
                  <p className={`saved-line__stock saved-line__stock--${item.available ? 'in' : 'out'}`}>
                    {item.available ? text.available : text.unavailable}
                  </p>
                  <div className="saved-line__actions">
                    <form
                      method="post"
                      action={withLocale(`${savedItemPath(item.itemId)}/move-to-cart`, locale)}
                      onSubmit={(event) =>
                        void run(
                          event,
                          `move:${item.itemId}`,
                          () =>
                            bffFetch<SavedResponse>(`${savedItemPath(item.itemId)}/move-to-cart`, {
                              method: 'POST',
                              locale,
                              body: { productId: item.productId, qty: item.qty },
                            }),
                          text.addedToCart,
                        )
                      }
                    >
                      <input type="hidden" name="productId" value={item.productId} />
                      <input type="hidden" name="qty" value={item.qty} />
                      <input type="hidden" name="returnTo" value={returnTo} />
                      <button
                        className="button button--secondary"
                        type="submit"
                        disabled={!item.available}
                        aria-label={format(text.moveNamed, { name: item.name })}
                        aria-busy={busy === `move:${item.itemId}` || undefined}
                      >
                        {text.moveToCart}
                      </button>
                    </form>
                    <form
                      method="post"
                      action={action}
                      onSubmit={(event) =>
                        void run(event, `rm:${item.itemId}`, () =>
                          bffFetch<SavedResponse>(savedItemPath(item.itemId), { method: 'DELETE', locale }),
                        )
                      }
                    >
                      <input type="hidden" name="_action" value="remove" />
                      <input type="hidden" name="returnTo" value={returnTo} />
                      <button
                        className="link-button"
                        type="submit"
                        aria-label={format(text.removeNamed, { name: item.name })}
                      >
                        {text.remove}
                      </button>
                    </form>
                  </div>
                </div>
              </li>
            );
          })}
        </ul>
      )}
      {viewAllHref && list.total > list.items.length && (
        <a className="saved__all" href={viewAllHref}>
          {text.viewAll}
        </a>
      )}
    </section>
  );
}
