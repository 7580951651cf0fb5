/**
 * What the cart page's delivery choice needs besides the cart (worker/routes/cart-page.ts): the
 * delivery and store picker text, store names, the favourite store (`sf_store`), the site's
 * pickup flag, and what a no-script form left in the query: a store search for one line
 * (`?storeSearch=&item=`) or a refused delivery change (`?deliveryError=&item=`).
 */
import type { Context } from 'hono';
import { messagesFor } from '../../client/i18n';
import { deliveryText } from '../../client/i18n/delivery';
import { extrasText } from '../../client/pages/ProductExtras';
import type { DeliveryViewProps } from '../../client/ui/DeliveryChoice';
import { featureFlags } from '../../shared/config';
import type { Cart } from '../../shared/contract';
import type { AppEnv } from '../env';
import { describeError } from '../middleware/errors';
import { favoriteStoreId } from '../routes/api/delivery';
import { searchStoresWithStock } from '../routes/api/stores';

const ERROR_ID = /^[A-Z]{3}\d{3}$/;

export const deliveryViewFor = async (c: Context<AppEnv>, cart: Cart | null): Promise<DeliveryViewProps> => {
  const { site } = c.var;
  const stores = await c
    .get('upstream')
    .stores.list()
    .catch(() => []);
  const favId = favoriteStoreId(c);
  const fav = stores.find((s) => s.storeId === favId);
  const view: DeliveryViewProps = {
    text: deliveryText(site.language),
    storeText: extrasText(messagesFor(site.language, site.locale)),
    storeNames: Object.fromEntries(stores.map((s) => [s.storeId, s.name])),
    favorite: fav ? { storeId: fav.storeId, postalCode: fav.address.postalCode } : null,
    pickupEnabled: featureFlags(site).pickupOrders,
  };
  const itemId = c.req.query('item');
  const item = cart?.items.find((i) => i.id === itemId);
  const deliveryError = c.req.query('deliveryError');
  if (item && deliveryError && ERROR_ID.test(deliveryError))
    view.error = { itemId: item.id, errorId: deliveryError };
  const postalCode = c.req.query('storeSearch')?.trim().slice(0, 12);
  if (item && postalCode !== undefined && view.pickupEnabled) {
    view.search = { itemId: item.id, postalCode, stores: null };
    if (postalCode.length < 2) view.search.errorId = 'API400';
    else
      try {
        view.search.stores = (
          await searchStoresWithStock(c, { postalCode, productId: item.productId })
        ).stores.filter((s) => s.address.country === site.country);
      } catch (error) {
        const d = describeError(error);
        if (d.status >= 500) throw error;
        view.search.errorId = d.errorId;
      }
  }
  return view;
};
