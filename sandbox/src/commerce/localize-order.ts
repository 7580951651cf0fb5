/**
 * An order in the language of the request that reads it. Orders store their lines in English, the
 * catalogue's source language (the basket's source render), and are localized when an answer is
 * written, like products and carts: a Canadian order reads French on fr-ca and English on en-ca,
 * and a name fixed in the dictionary later reaches past orders too. English gets the order as stored.
 */
import type { Order } from '../../../shared/contract/checkout';
import { localeFor, siteFromHeader } from '../site';
import { cartWriter } from './localize-cart';

export const localizeOrder = (order: Order, locale: string): Order => {
  const write = cartWriter(locale, order.currency);
  if (!write) return order;
  return {
    ...order,
    items: order.items.map(write.item),
    promoSummary: order.promoSummary.map(write.described),
  };
};

type RequestLike = {
  req: { header(name: string): string | undefined; query(name: string): string | undefined };
};

/** `order` in the locale of the request (its `locale` query on its site, else the site's first). */
/** The locale a request reads in (its site, and the `locale` query where the site has several). */
export const requestLocale = (c: RequestLike): string =>
  localeFor(siteFromHeader(c.req.header('siteId')), c.req.query('locale'));

export const orderForRequest = (c: RequestLike, order: Order): Order =>
  localizeOrder(order, requestLocale(c));
