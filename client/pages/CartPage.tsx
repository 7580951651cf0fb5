/**
 * The cart page's main content: the heading and the cart island (which is plain forms before
 * hydration). Its toast region comes with every page's notices (client/components/PageNotices.tsx).
 */

import { oncePerCatalogue, t } from '../i18n';
import { type GiftCustomsText, giftCustomsText, type LineText, lineText } from '../i18n/giftcustoms';
import { type ListsText, listsText } from '../i18n/lists';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { shareable } from '../island-kit/shared-props';
import type { CartNotice } from '../islands/CartView';
import type { SavedForLaterProps } from '../islands/SavedForLater';
import type { DeliveryViewProps, DeliveryWords } from '../ui/DeliveryChoice';
import type { CartListText } from '../ui/favorites/CartLineLists';

/** The lines' gift card and customs words, picked once per catalogue and shared. */
const cartLineText = oncePerCatalogue((text: GiftCustomsText): LineText => shareable(lineText(text)));

/** The lines' list words, picked once per catalogue and shared, not stringified per request. */
const cartListText = oncePerCatalogue(
  (lists: ListsText): CartListText =>
    shareable({
      saveForLater: lists.saveForLater,
      saveNamed: lists.saveNamed,
      add: lists.addToFavorites,
      remove: lists.removeFromFavorites,
    }),
);

export function CartMain({
  notice,
  delivery,
  saved,
  favorites = [],
}: {
  notice: CartNotice;
  /** Each line's delivery choice: the shared words and the shopper's own part. */
  delivery?: { words: DeliveryWords; view: DeliveryViewProps };
  /** The colours the shopper keeps among favorites: those lines' hearts start pressed. */
  favorites?: string[];
  /** The saved-for-later section under the lines (client/islands/SavedForLater.tsx). */
  saved?: Omit<SavedForLaterProps, 'text' | 'locale'>;
}) {
  const { site, messages } = usePage();
  const lists = listsText(site.language, site.locale);
  return (
    <div className="page cart-page">
      <h1 className="cart-page__title">{t(messages, 'cartPageTitle')}</h1>
      <Island
        name="CartView"
        strategy="idle"
        props={{
          locale: site.locale,
          notice,
          lineText: cartLineText(giftCustomsText(site.language)),
          ...(delivery ? { delivery: delivery.view, deliveryWords: delivery.words } : {}),
          ...(favorites.length > 0 ? { favorites } : {}),
          listText: cartListText(lists),
        }}
      />
      {saved && (
        <Island
          name="SavedForLater"
          strategy="idle"
          props={{ ...saved, locale: site.locale, text: shareable(lists) }}
        />
      )}
    </div>
  );
}
