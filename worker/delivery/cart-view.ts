/**
 * What the cart page's delivery choice needs besides the cart (worker/routes/cart-page.ts): the
 * delivery and store picker text, store names, the favourite store (`sf_store`), the site's
 * pickup flag, and what a no-script form left in the query: a store search for one line
 * (`?storeSearch=&item=`: stores to pick up at, with the line's stock; with `&delivery=sts`, every
 * store to ship to, whose own stock does not matter) or a refused delivery change
 * (`?deliveryError=&item=`).
 */
import type { Context } from 'hono';
import { messagesFor } from '../../client/i18n';
import { deliveryText } from '../../client/i18n/delivery';
import { shareable } from '../../client/island-kit/shared-props';
import { extrasText } from '../../client/pages/ProductExtras';
import type { DeliveryViewProps, DeliveryWords, StoreDelivery } from '../../client/ui/DeliveryChoice';
import { featureFlags } from '../../shared/config';
import { type Cart, type DeliveryAction, deliveryActionSchema, type Store } from '../../shared/contract';
import { memoPer } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';
import type { AppEnv } from '../env';
import { describeError } from '../middleware/errors';
import { favoriteStoreId } from '../stores/favorite';
import { searchStoresWithStock } from '../stores/search';

const ERROR_ID = /^[A-Z]{3}\d{3}$/;
/** What a no-script store search is for (`&delivery=`, pickup when absent); anything else searches nothing. */
const storeDeliveryOf = (asked = 'pickup'): StoreDelivery | undefined =>
  asked === 'pickup' || asked === 'sts' ? asked : undefined;

/** The kind a refused no-script change tried (`&delivery=`), when it is one. */
const deliveryTried = (asked: string | undefined): { delivery?: DeliveryAction } => {
  const kind = deliveryActionSchema.safeParse(asked);
  return kind.success ? { delivery: kind.data } : {};
};

/** Per store list, by locale: seven sites. */
const wordsKept = memoPer<readonly Store[], string, DeliveryWords>({ name: 'delivery/words', max: 16 });

/**
 * The words for a store list and locale, made once while the list is the isolate's cached one
 * (`upstream.stores.list()` answers the same array until it goes stale).
 */
const deliveryWords = (stores: readonly Store[], site: Site): DeliveryWords =>
  wordsKept.of(stores).getOrCreate(site.locale, () =>
    shareable({
      text: deliveryText(site.language),
      storeText: extrasText(messagesFor(site.language, site.locale)),
      storeNames: Object.fromEntries(stores.map((s) => [s.storeId, s.name])),
    }),
  );

export const deliveryViewFor = async (
  c: Context<AppEnv>,
  cart: Cart | null,
): Promise<{ words: DeliveryWords; view: DeliveryViewProps }> => {
  const { site } = c.var;
  const stores = await c
    .get('upstream')
    .stores.list()
    .catch((): Store[] => []);
  const favId = favoriteStoreId(c);
  const fav = stores.find((s) => s.storeId === favId);
  const view: DeliveryViewProps = {
    favorite: fav ? { storeId: fav.storeId, postalCode: fav.address.postalCode } : null,
    pickupEnabled: featureFlags(site).pickupOrders,
  };
  const itemId = c.req.query('item');
  const item = cart?.items.find((i) => i.id === itemId);
  const deliveryError = c.req.query('deliveryError');
  if (item && deliveryError && ERROR_ID.test(deliveryError))
    view.error = { itemId: item.id, errorId: deliveryError, ...deliveryTried(c.req.query('delivery')) };
  const postalCode = c.req.query('storeSearch')?.trim().slice(0, 12);
  const delivery = storeDeliveryOf(c.req.query('delivery'));
  if (item && postalCode !== undefined && delivery && (delivery === 'sts' || view.pickupEnabled)) {
    const search: NonNullable<DeliveryViewProps['search']> = {
      itemId: item.id,
      delivery,
      postalCode,
      stores: null,
    };
    view.search = search;
    if (postalCode.length < 2) search.errorId = 'API400';
    else
      try {
        search.stores = (
          await searchStoresWithStock(
            c,
            delivery === 'pickup' ? { postalCode, productId: item.productId } : { postalCode },
          )
        ).stores.filter((s) => s.address.country === site.country);
      } catch (error) {
        const d = describeError(error);
        if (d.status >= 500) throw error;
        search.errorId = d.errorId;
      }
  }
  return { words: deliveryWords(stores, site), view };
};
