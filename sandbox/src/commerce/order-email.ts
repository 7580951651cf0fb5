/**
 * The order confirmation e-mail, written in the order's language (the locale it was placed in):
 * its own sentences, the lines' names, colours and sizes (the order stores them in English, the
 * catalogue's source language), amounts through Intl in the site's language tag ("1 234,50 €"),
 * countries through Intl.DisplayNames. Methods and card brands as a shopper reads them, never ids.
 */
import { addressLines, countryName } from '../../../shared/contract/address-lines';
import { cardBrandName, type Order } from '../../../shared/contract/checkout';
import { presentedTotals } from '../../../shared/contract/totals';
import { langOf } from '../../seed/i18n/names';
import type { Lang } from '../../seed/i18n/words';
import { localMoney } from '../money';
import { LOCALES } from '../sites';
import { localizeOrder } from './localize-order';

type Text = {
  subject: string;
  thanks: string;
  items: string;
  discount: string;
  shipping: string;
  tax: string;
  /** Where the total already holds the tax (VAT sites). */
  taxIncluded: string;
  total: string;
  shipsTo: string;
  pickUpAt: string;
  shipsToStore: string;
  collectedBy: string;
  collectionPoint: string;
  delivery: string;
  /** An associate sold it in a store (`inStoreSalesInfo`): the store's name only. */
  soldInStore: string;
  paidWith: string;
  methods: Record<string, string>;
  deliveries: Record<string, string>;
};

// French puts a no-break space before ":" (U+00A0), as the storefront's French catalogue does.
const NBSP = '\u00a0';

export const ORDER_EMAIL_TEXT: Record<Lang, Text> = {
  en: {
    subject: 'Your Ridgeline order {n}',
    thanks: 'Thank you for your order {n}.',
    items: 'Items: ',
    discount: 'Discount: ',
    shipping: 'Shipping: ',
    tax: 'Tax: ',
    taxIncluded: 'Incl. VAT: ',
    total: 'Total: ',
    shipsTo: 'Ships to ({how}): ',
    pickUpAt: 'Pick up at: ',
    shipsToStore: 'Ships to store: ',
    collectedBy: 'collected by {name}',
    collectionPoint: 'Collection point: ',
    delivery: 'Delivery: ',
    soldInStore: 'Sold in store: ',
    paidWith: 'Paid with {method}: ',
    methods: {
      CREDIT_CARD: 'card',
      GIFT_CARD: 'gift card',
      REWARD_CODE: 'reward code',
      REWARD_CARD: 'reward card',
      KLARNA: 'Klarna',
      PAYPAL: 'PayPal',
      LOYALTY_POINTS: 'loyalty points',
      ATHLETES_PAYMENT: 'athlete credit',
    },
    deliveries: { standard: 'standard delivery', express: 'express delivery' },
  },
  fr: {
    subject: 'Votre commande Ridgeline {n}',
    thanks: 'Merci pour votre commande {n}.',
    items: `Articles${NBSP}: `,
    discount: `Remise${NBSP}: `,
    shipping: `Livraison${NBSP}: `,
    tax: `Taxes${NBSP}: `,
    taxIncluded: `TVA incluse${NBSP}: `,
    total: `Total${NBSP}: `,
    shipsTo: `Livraison ({how})${NBSP}: `,
    pickUpAt: `Retrait en magasin${NBSP}: `,
    shipsToStore: `Livraison en magasin${NBSP}: `,
    collectedBy: 'retrait par {name}',
    collectionPoint: `Point relais${NBSP}: `,
    delivery: `Livraison${NBSP}: `,
    soldInStore: `Vendu en magasin${NBSP}: `,
    paidWith: `Payé par {method}${NBSP}: `,
    methods: {
      CREDIT_CARD: 'carte',
      GIFT_CARD: 'carte-cadeau',
      REWARD_CODE: 'code de récompense',
      REWARD_CARD: 'carte de récompense',
      KLARNA: 'Klarna',
      PAYPAL: 'PayPal',
      LOYALTY_POINTS: 'points de fidélité',
      ATHLETES_PAYMENT: 'crédit athlète',
    },
    deliveries: { standard: 'livraison standard', express: 'livraison express' },
  },
  de: {
    subject: 'Ihre Ridgeline-Bestellung {n}',
    thanks: 'Vielen Dank für Ihre Bestellung {n}.',
    items: 'Artikel: ',
    discount: 'Rabatt: ',
    shipping: 'Versand: ',
    tax: 'Steuer: ',
    taxIncluded: 'inkl. MwSt.: ',
    total: 'Gesamt: ',
    shipsTo: 'Lieferung ({how}) an: ',
    pickUpAt: 'Abholung in: ',
    shipsToStore: 'Lieferung in die Filiale: ',
    collectedBy: 'abgeholt von {name}',
    collectionPoint: 'Abholstation: ',
    delivery: 'Lieferung: ',
    soldInStore: 'Im Geschäft verkauft: ',
    paidWith: 'Bezahlt mit {method}: ',
    methods: {
      CREDIT_CARD: 'Karte',
      GIFT_CARD: 'Geschenkkarte',
      REWARD_CODE: 'Prämiencode',
      REWARD_CARD: 'Prämienkarte',
      KLARNA: 'Klarna',
      PAYPAL: 'PayPal',
      LOYALTY_POINTS: 'Treuepunkten',
      ATHLETES_PAYMENT: 'Athletenguthaben',
    },
    deliveries: { standard: 'Standardversand', express: 'Expressversand' },
  },
  it: {
    subject: 'Il tuo ordine Ridgeline {n}',
    thanks: 'Grazie per il tuo ordine {n}.',
    items: 'Articoli: ',
    discount: 'Sconto: ',
    shipping: 'Spedizione: ',
    tax: 'Imposte: ',
    taxIncluded: 'IVA inclusa: ',
    total: 'Totale: ',
    shipsTo: 'Spedizione ({how}) a: ',
    pickUpAt: 'Ritiro presso: ',
    shipsToStore: 'Spedizione in negozio: ',
    collectedBy: 'ritira {name}',
    collectionPoint: 'Punto di ritiro: ',
    delivery: 'Consegna: ',
    soldInStore: 'Venduto in negozio: ',
    paidWith: 'Pagato con {method}: ',
    methods: {
      CREDIT_CARD: 'carta',
      GIFT_CARD: 'carta regalo',
      REWARD_CODE: 'codice premio',
      REWARD_CARD: 'carta premio',
      KLARNA: 'Klarna',
      PAYPAL: 'PayPal',
      LOYALTY_POINTS: 'punti fedeltà',
      ATHLETES_PAYMENT: 'credito atleta',
    },
    deliveries: { standard: 'spedizione standard', express: 'spedizione express' },
  },
};

export const fill = (template: string, values: Record<string, string>) =>
  template.replace(/\{(\w+)\}/g, (_, key: string) => values[key] ?? '');

/** The confirmation e-mail of `order` in the language of `locale` (the order's own). */
/**
 * How a payment is named in the mail: the card's brand and last digits, else the method and its
 * masked number. A wallet's masked number is its own name ("Klarna"), so only one holding a
 * digit is printed ("Klarna", not "Klarna Klarna"; "Gift card •••• 0002").
 */
export const paymentLabel = (p: Order['payments'][number], methods: Record<string, string>): string =>
  p.card
    ? `${cardBrandName(p.card.brand)} •••• ${p.card.last4}`
    : `${methods[p.payment_method_id] ?? p.payment_method_id} ${/\d/.test(p.maskedNumber ?? '') ? p.maskedNumber : ''}`.trim();

export const confirmationEmail = (order: Order, locale: string): { subject: string; body: string } => {
  const site = LOCALES[locale];
  const tag = site?.languageTag ?? 'en-US';
  const t = ORDER_EMAIL_TEXT[langOf(locale)];
  const money = (minor: number) => localMoney(minor, order.currency, tag);
  const local = localizeOrder(order, locale);
  const { promotions, taxIncluded } = presentedTotals(order.totals);

  const payment = (p: Order['payments'][number]): string => paymentLabel(p, t.methods);

  const shipmentLine = (s: Order['shipments'][number]): string => {
    const a = s.shippingAddress;
    if (a)
      return `${fill(t.shipsTo, { how: t.deliveries[s.shippingMethod] ?? s.shippingMethod })}${[
        `${a.recipientFirstName} ${a.recipientLastName}`,
        ...addressLines(a),
        countryName(a.country, tag),
      ].join(', ')}`;
    if (s.store) {
      const who = s.pickupPerson
        ? ` (${fill(t.collectedBy, { name: `${s.pickupPerson.firstName} ${s.pickupPerson.lastName}` })})`
        : '';
      return `${s.shippingMethod === 'pickup' ? t.pickUpAt : t.shipsToStore}${s.store.name}, ${s.store.address.line1}, ${s.store.address.city}${who}`;
    }
    if (s.collectionPoint)
      return `${t.collectionPoint}${s.collectionPoint.name}, ${s.collectionPoint.address.line1}, ${s.collectionPoint.address.city} (${s.collectionPoint.carrier})`;
    return `${t.delivery}${t.deliveries[s.shippingMethod] ?? s.shippingMethod}`;
  };

  const lines = [
    fill(t.thanks, { n: order.orderNumber }),
    '',
    ...local.items.map((i) => `${i.qty} × ${i.name} (${i.color}, ${i.size})  ${money(i.price.rowTotal)}`),
    '',
    `${t.items}${money(order.totals.itemTotal)}`,
    // The order page's and the invoice's rows: sale prices are in the lines, promotions are not.
    ...(promotions > 0 ? [`${t.discount}-${money(promotions)}`] : []),
    `${t.shipping}${money(order.totals.shipping)}`,
    `${taxIncluded ? t.taxIncluded : t.tax}${money(order.totals.tax)}`,
    `${t.total}${money(order.totals.total)}`,
    '',
    ...order.shipments.map(shipmentLine),
    ...order.payments.map((p) => `${fill(t.paidWith, { method: payment(p) })}${money(p.amount)}`),
    ...(order.inStoreSalesInfo ? [`${t.soldInStore}${order.inStoreSalesInfo.storeName}`] : []),
  ];
  return { subject: fill(t.subject, { n: order.orderNumber }), body: lines.join('\n') };
};
