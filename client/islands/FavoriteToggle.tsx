/**
 * The heart on product cards, the product page's buy box and cart lines: "Add to favorites" or
 * "Remove from favorites" (`aria-pressed`). Before any script it is a plain form posting to the BFF,
 * which answers with a 303 back to `returnTo`. It hydrates on interaction (the loader replays the
 * first click), then toggles with a JSON call and no reload.
 *
 * Listings render it unpressed: their grid is reused for every shopper of the locale. A product
 * page starts it as the shopper's list has it. A click does what the button said (adding twice
 * keeps one favorite), so an unpressed heart never removes what the shopper asked to add.
 */
import { type FormEvent, useState } from 'react';
import { bffFetch, withLocale } from '../api/bff';
import { labelled } from '../i18n/french-typography';
import { favoriteProductPath, type HeartText } from '../ui/favorites/list-paths';

export type FavoriteToggleProps = {
  productId: string;
  /** Product name, for a label that says which product on a page of many. */
  name: string;
  locale: string;
  returnTo?: string;
  pressed?: boolean;
  text: HeartText;
  /** `compact`: the small heart over a card's image. */
  variant?: 'compact' | 'inline';
};

export default function FavoriteToggle({
  productId,
  name,
  locale,
  returnTo,
  pressed: initial = false,
  text,
  variant = 'inline',
}: FavoriteToggleProps) {
  const [pressed, setPressed] = useState(initial);
  const [busy, setBusy] = useState(false);
  const label = pressed ? text.remove : text.add;

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setBusy(true);
    const next = !pressed;
    // Shown at once; put back if the BFF refuses.
    setPressed(next);
    const answer = await bffFetch(favoriteProductPath(productId), {
      method: next ? 'PUT' : 'DELETE',
      locale,
      keepalive: true,
    }).catch(() => null);
    if (!answer?.ok) setPressed(!next);
    setBusy(false);
  };

  return (
    <form
      className={`heart heart--${variant}`}
      method="post"
      action={withLocale(favoriteProductPath(productId), locale)}
      onSubmit={(event) => void onSubmit(event)}
    >
      <input type="hidden" name="_action" value={pressed ? 'remove' : 'add'} />
      {returnTo && <input type="hidden" name="returnTo" value={returnTo} />}
      <button
        className="heart__button"
        type="submit"
        aria-pressed={pressed}
        aria-label={label}
        title={labelled(locale.slice(0, 2), label, name)}
        aria-busy={busy || undefined}
      >
        <svg
          className="heart__icon"
          viewBox="0 0 24 24"
          width="22"
          height="22"
          aria-hidden="true"
          focusable="false"
        >
          <path d="M12 21s-7.5-4.6-9.6-9.3C.9 8.2 3 4.5 6.6 4.5c2.1 0 3.5 1.1 4.4 2.5.9-1.4 2.3-2.5 4.4-2.5 3.6 0 5.7 3.7 4.2 7.2C19.5 16.4 12 21 12 21z" />
        </svg>
        {variant === 'inline' && <span className="heart__text">{label}</span>}
      </button>
    </form>
  );
}
