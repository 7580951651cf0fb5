/**
 * The cart in the basket's language: product names, colours and sizes of its lines, shipping
 * method names and delivery times, promotion names and callouts (amounts through Intl in the
 * site's language and the cart's currency). The basket computes in English, the catalogue's
 * source language; this is the one place its answer is localized, as a platform's localized
 * attributes are applied when a response is written. English sites get the cart unchanged.
 */
import type { CheckoutCart } from '../../../shared/contract/checkout';
import { PROMOTION_TEXT, SHIPPING_METHOD_TEXT } from '../../seed/i18n/commerce';
import { colorName, type Lang, langOf, productName, sizeLabel } from '../../seed/i18n/names';
import { LOCALES } from '../sites';
import { writeMoney } from './promotions';

type Method = { code: string; label: string; deliveryTime: string };
const methodIn = <M extends Method>(m: M, lang: Exclude<Lang, 'en'>): M => {
  const text = SHIPPING_METHOD_TEXT[m.code];
  return text ? { ...m, label: text.label[lang], deliveryTime: text.deliveryTime[lang] } : m;
};

export const localizeCart = (cart: CheckoutCart, locale: string): CheckoutCart => {
  const lang = langOf(locale);
  if (lang === 'en') return cart;
  const languageTag = LOCALES[locale]?.languageTag ?? locale;
  const promo = (id: string, field: 'name' | 'callout', english: string): string => {
    const text = PROMOTION_TEXT[id]?.[field][lang];
    return text ? writeMoney(text, cart.currency, languageTag) : english;
  };
  const named = <P extends { promotionId: string; promotionName: string }>(p: P): P => ({
    ...p,
    promotionName: promo(p.promotionId, 'name', p.promotionName),
  });
  const described = <P extends { promotionId: string; promotionName: string; calloutMessage: string }>(
    p: P,
  ): P => ({ ...named(p), calloutMessage: promo(p.promotionId, 'callout', p.calloutMessage) });
  return {
    ...cart,
    items: cart.items.map((item) => ({
      ...item,
      name: productName(item.name, lang),
      color: colorName(item.color, lang),
      size: sizeLabel(item.size, lang),
      ...(item.shippingOptions
        ? {
            shippingOptions: item.shippingOptions.map((o) => ({
              ...o,
              shippingMethod: methodIn(o.shippingMethod, lang),
            })),
          }
        : {}),
      ...(item.itemPromotions ? { itemPromotions: item.itemPromotions.map(named) } : {}),
    })),
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
