/**
 * The cart page's main content: the heading and the cart island (which is plain forms before
 * hydration). Its toast region comes with every page's notices (client/components/PageNotices.tsx).
 */

import { oncePerCatalogue, t } from '../i18n';
import { type GiftCustomsText, giftCustomsText, type LineText, lineText } from '../i18n/giftcustoms';
import { type ListsText, listsText } from '../i18n/lists';
import { type LoyaltyText, loyaltyText } from '../i18n/loyalty';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { shareable } from '../island-kit/shared-props';
import type { CartNotice } from '../islands/CartView';
import type { SavedForLaterProps } from '../islands/SavedForLater';
import type { CartLoyalty } from '../ui/cart/CartVoucher';
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

/** The voucher's words and the REW messages, picked once per language and shared. */
const voucherText = oncePerCatalogue((text: LoyaltyText) => ({
  text: shareable({
    cartVoucherTitle: text.cartVoucherTitle,
    cartPoints: text.cartPoints,
    cartVoucherOption: text.cartVoucherOption,
    applyVoucher: text.applyVoucher,
    appliedVoucher: text.appliedVoucher,
    removeVoucher: text.removeVoucher,
    cartNoVoucher: text.cartNoVoucher,
  }),
  errors: shareable(
    Object.fromEntries(
      Object.entries(text)
        .filter(([k]) => k.startsWith('error_'))
        .map(([k, v]) => [k.slice('error_'.length), v]),
    ),
  ),
}));

export function CartMain({
  notice,
  delivery,
  saved,
  favorites = [],
  loyalty,
}: {
  notice: CartNotice;
  /** Each line's delivery choice: the shared words and the shopper's own part. */
  delivery?: { words: DeliveryWords; view: DeliveryViewProps };
  /** The colours the shopper keeps among favorites: those lines' hearts start pressed. */
  favorites?: string[];
  /** The saved-for-later section under the lines (client/islands/SavedForLater.tsx). */
  saved?: Omit<SavedForLaterProps, 'text' | 'locale'>;
  /** A member of the loyalty programme: points and the vouchers they buy. */
  loyalty?: Pick<CartLoyalty, 'points' | 'vouchers'>;
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
          ...(loyalty ? { loyalty: { ...loyalty, ...voucherText(loyaltyText(site.language)) } } : {}),
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
