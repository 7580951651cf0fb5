/**
 * The cart page's main content: the heading and the cart island (which is plain forms before
 * hydration). Its toast region comes with every page's notices (client/components/PageNotices.tsx).
 */

import { t } from '../i18n';
import { giftCustomsText, lineText } from '../i18n/giftcustoms';
import { listsText } from '../i18n/lists';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import type { CartNotice } from '../islands/CartView';
import type { SavedForLaterProps } from '../islands/SavedForLater';
import type { DeliveryViewProps } from '../ui/DeliveryChoice';

export function CartMain({
  notice,
  delivery,
  saved,
  favorites = [],
}: {
  notice: CartNotice;
  delivery?: DeliveryViewProps;
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
          lineText: lineText(giftCustomsText(site.language)),
          ...(delivery ? { delivery } : {}),
          ...(favorites.length > 0 ? { favorites } : {}),
          listText: {
            saveForLater: lists.saveForLater,
            saveNamed: lists.saveNamed,
            add: lists.addToFavorites,
            remove: lists.removeFromFavorites,
          },
        }}
      />
      {saved && (
        <Island name="SavedForLater" strategy="idle" props={{ ...saved, locale: site.locale, text: lists }} />
      )}
    </div>
  );
}
