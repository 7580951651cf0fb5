/**
 * The cart page `/{locale}/cart` (page type Cart). The shell already loads the shopper's cart; the
 * query string carries what a no-script form post left behind (`cartError`, `item`, `maxQty`,
 * `couponError`, `voucherError`), which the cart view shows next to the line, the coupon input or
 * the club voucher. A member of the loyalty programme also gets the vouchers their points buy.
 */
import { Hono } from 'hono';
import { createElement } from 'react';
import { UnavailableNotice } from '../../client/components/UnavailableNotice';
import { messagesFor } from '../../client/i18n';
import { pageTitles } from '../../client/i18n/page-titles';
import type { CartNotice } from '../../client/islands/CartView';
import { CartMain } from '../../client/pages/CartPage';
import { SAVED_FOR_LATER_PAGE_SIZE } from '../../shared/contract/wishlists';
import { favoriteIds } from '../catalog/product-extras';
import { deliveryViewFor } from '../delivery/cart-view';
import type { AppEnv } from '../env';
import { listsOf } from '../lists/service';
import { loyaltyService } from '../loyalty/service';
import { noStore } from '../middleware/no-store';
import { LOCALE, page, shellFor, soft } from '../render/page-kit';

const ERROR_ID = /^[A-Z]{3}\d{3}$/;

export const cartPage = new Hono<AppEnv>()
  .use(`/${LOCALE}/cart`, noStore)
  .get(`/${LOCALE}/cart`, async (c) => {
    const { site } = c.var;
    const shell = await shellFor(c, {
      pageType: 'Cart',
      title: pageTitles(site.language).cartTitle,
      description: '',
      canonicalPath: `/${site.locale}/cart`,
    });
    // A shopper who never saved anything has no list: no call for it.
    const saved = c.get('session').saveForLaterId
      ? soft(c, 'saved for later', listsOf(c).savedForLater())
      : Promise.resolve(null);
    const q = (key: string) => c.req.query(key);
    const cartError = q('cartError');
    const couponError = q('couponError');
    const voucherError = q('voucherError');
    const maxQty = Number(q('maxQty'));
    const itemId = q('item');
    const notice: CartNotice = {
      // AUT498 (the cart was reset) is the page's toast (PageNotices), not a message in the cart.
      ...(cartError && ERROR_ID.test(cartError) && cartError !== 'AUT498' ? { errorId: cartError } : {}),
      ...(itemId && /^[\w-]{1,64}$/.test(itemId) ? { itemId } : {}),
      ...(Number.isInteger(maxQty) && maxQty > 0 ? { maxQty } : {}),
      ...(couponError && ERROR_ID.test(couponError) ? { couponError } : {}),
      ...(voucherError && ERROR_ID.test(voucherError) ? { voucherError } : {}),
    };
    // The cart view shows form errors in place (next to the line or the coupon input).
    const pageShell = { ...shell, formError: undefined };
    // Commerce is failing: an empty cart would be a lie, so the page says what happened instead.
    if (c.get('cartUnavailable')) {
      const heading = messagesFor(site.language, site.locale).cartPageTitle;
      return page(c, pageShell, 'CartUnavailable', () =>
        createElement(UnavailableNotice, { part: 'cart', heading, retryHref: `/${site.locale}/cart` }),
      );
    }
    // A member of the club: the vouchers their points buy (nothing asked elsewhere). Asked only
    // once the page will show them: a read left running after the answer would renew the token
    // on its own, beside the next request's renewal (the refresh gate's one-at-a-time).
    const loyalty = loyaltyService(c);
    const vouchers = loyalty.offered()
      ? soft(c, 'loyalty vouchers', loyalty.vouchers())
      : Promise.resolve(null);
    // The shell's cart carries a carry-over's notice (worker/cart/site.ts): shown here, told once.
    if (shell.cart) c.get('cart').movedNoticeShown();
    const listError = q('listError');
    return page(c, pageShell, 'CartMain', async () => {
      const [delivery, list, favorites, club] = await Promise.all([
        deliveryViewFor(c, shell.cart),
        saved,
        shell.cart?.items.length ? favoriteIds(c) : [],
        vouchers,
      ]);
      return createElement(CartMain, {
        notice,
        delivery,
        favorites,
        ...(club
          ? { loyalty: { points: club.currentLoyaltyPoints, vouchers: club.applicableLoyaltyVouchers } }
          : {}),
        saved: {
          list: list ?? { total: 0, start: 0, count: SAVED_FOR_LATER_PAGE_SIZE, items: [] },
          returnTo: `/${site.locale}/cart`,
          ...(c.get('session').isMember ? { viewAllHref: `/${site.locale}/account/saved-for-later` } : {}),
          ...(listError && ERROR_ID.test(listError) ? { errorId: listError } : {}),
        },
      });
    });
  });
