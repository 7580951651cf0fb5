/**
 * The cart in the basket's language: product names, colours and sizes of its lines, shipping
 * method names and delivery times, promotion names and callouts (amounts through Intl in the
 * site's language and the cart's currency). The basket computes in English, the catalogue's
 * source language; this is the one place its answer is localized, as a platform's localized
 * attributes are applied when a response is written. English sites get the cart unchanged.
 */

import type { CheckoutCart } from '../../../shared/contract/checkout';
import type { Currency } from '../../../shared/contract/common';
import { PROMOTION_TEXT, SHIPPING_METHOD_TEXT } from '../../seed/i18n/commerce';
import { colorName, type Lang, langOf, productName, sizeLabel } from '../../seed/i18n/names';
import { LOCALES } from '../sites';
import { leadTimeIn } from './lead-time';
import { writeMoney } from './promotions';

type Method = { code: string; label: string; deliveryTime: string };
const methodIn = <M extends Method>(m: M, lang: Exclude<Lang, 'en'>): M => {
  const text = SHIPPING_METHOD_TEXT[m.code];
  if (!text) return m;
  // Made to order promises its products' own lead time (`lead-time.ts`), written in the language.
  const deliveryTime = m.code === 'customs' ? leadTimeIn(m.deliveryTime, lang) : text.deliveryTime[lang];
  return { ...m, label: text.label[lang], deliveryTime };
};

type Item = CheckoutCart['items'][number];
type Promotion = { promotionId: string; promotionName: string };
type Described = Promotion & { calloutMessage: string };

/** How one language writes a cart's parts; undefined for English (the source language). */
export const cartWriter = (locale: string, currency: Currency) => {
  const lang = langOf(locale);
  if (lang === 'en') return undefined;
  const languageTag = LOCALES[locale]?.languageTag ?? locale;
  const promo = (id: string, field: 'name' | 'callout', english: string): string => {
    const text = PROMOTION_TEXT[id]?.[field][lang];
    return text ? writeMoney(text, currency, languageTag) : english;
  };
  const named = <P extends Promotion>(p: P): P => ({
    ...p,
    promotionName: promo(p.promotionId, 'name', p.promotionName),
  });
  const described = <P extends Described>(p: P): P => ({
    ...named(p),
    calloutMessage: promo(p.promotionId, 'callout', p.calloutMessage),
  });
  const item = (i: Item): Item => ({
    ...i,
    name: productName(i.name, lang),
    color: colorName(i.color, lang),
    size: sizeLabel(i.size, lang),
    ...(i.isCustoms && i.deliveryTime ? { deliveryTime: leadTimeIn(i.deliveryTime, lang) } : {}),
    ...(i.shippingOptions
      ? {
          shippingOptions: i.shippingOptions.map((o) => ({
            ...o,
            shippingMethod: methodIn(o.shippingMethod, lang),
          })),
        }
      : {}),
    ...(i.itemPromotions ? { itemPromotions: i.itemPromotions.map(named) } : {}),
  });
  return { lang, named, described, item };
};

export const localizeCart = (cart: CheckoutCart, locale: string): CheckoutCart => {
  const write = cartWriter(locale, cart.currency);
  if (!write) return cart;
  const { lang, named, described } = write;
  return {
    ...cart,
    items: cart.items.map(write.item),
    ...(cart.couponItems ? { couponItems: cart.couponItems.map(named) } : {}),
    ...(cart.orderPromotions ? { orderPromotions: cart.orderPromotions.map(described) } : {}),
    ...(cart.promoSummary ? { promoSummary: cart.promoSummary.map(described) } : {}),
    ...(cart.shippingMethods
      ? {
          shippingMethods: cart.shippingMethods.map((s) => ({
            ...s,
            applicableShippingMethods: s.applicableShippingMethods.map((m) => methodIn(m, lang)),
          })),
        }
      : {}),
  };
};
