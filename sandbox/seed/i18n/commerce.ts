/**
 * Localized commerce texts of the sandbox: shipping method names and delivery times (by method
 * code) and promotion names and callouts (by promotion id). English lives beside the definitions
 * (`src/commerce/shipments.ts`, `src/commerce/promotions.ts`); amounts are `{money:<minor units>}`
 * and are written in the cart's currency and language when the cart is answered.
 */
import type { Translated } from './words';

type MethodText = { label: Translated; deliveryTime: Translated };

export const SHIPPING_METHOD_TEXT: Readonly<Record<string, MethodText>> = {
  standard: {
    label: { fr: 'Livraison standard', de: 'Standardversand', it: 'Spedizione standard' },
    deliveryTime: { fr: '3 à 5 jours ouvrables', de: '3–5 Werktage', it: '3-5 giorni lavorativi' },
  },
  express: {
    label: { fr: 'Livraison express', de: 'Expressversand', it: 'Spedizione express' },
    deliveryTime: { fr: '1 à 2 jours ouvrables', de: '1–2 Werktage', it: '1-2 giorni lavorativi' },
  },
  pickup: {
    label: { fr: 'Retrait en magasin', de: 'Abholung im Geschäft', it: 'Ritiro in negozio' },
    deliveryTime: { fr: 'Prêt en 2 heures', de: 'In 2 Stunden abholbereit', it: 'Pronto in 2 ore' },
  },
  sts: {
    label: { fr: 'Expédition en magasin', de: 'Lieferung ins Geschäft', it: 'Spedizione in negozio' },
    deliveryTime: { fr: '5 à 8 jours ouvrables', de: '5–8 Werktage', it: '5-8 giorni lavorativi' },
  },
  pudo: {
    label: { fr: 'Point relais', de: 'Abholstation', it: 'Punto di ritiro' },
    deliveryTime: { fr: '3 à 6 jours ouvrables', de: '3–6 Werktage', it: '3-6 giorni lavorativi' },
  },
  digital: {
    label: { fr: 'Envoyé par e-mail', de: 'Per E-Mail zugestellt', it: 'Inviato via e-mail' },
    deliveryTime: { fr: 'En quelques minutes', de: 'Innerhalb von Minuten', it: 'In pochi minuti' },
  },
  customs: {
    label: { fr: 'Fabriqué sur commande', de: 'Auf Bestellung gefertigt', it: 'Realizzato su ordinazione' },
    deliveryTime: { fr: '2 à 3 semaines', de: '2–3 Wochen', it: '2-3 settimane' },
  },
};

type PromotionText = { name: Translated; callout: Translated };

/** Callouts keep the spec's three pipe-separated parts: headline | details | terms. */
export const PROMOTION_TEXT: Readonly<Record<string, PromotionText>> = {
  'PROMO-FOOTWEAR-20': {
    name: {
      fr: '20 % de réduction sur les chaussures',
      de: '20 % Rabatt auf Schuhe',
      it: '20% di sconto sulle calzature',
    },
    callout: {
      fr: '20 % de réduction sur les chaussures|Bottes, chaussures et sandales|Appliqué automatiquement',
      de: '20 % Rabatt auf Schuhe|Stiefel, Schuhe und Sandalen|Wird automatisch abgezogen',
      it: '20% di sconto sulle calzature|Scarponi, scarpe e sandali|Applicato automaticamente',
    },
  },
  'PROMO-ORDER-250': {
    name: {
      fr: '{money:2000} de réduction dès {money:25000} d’achat',
      de: '{money:2000} Rabatt ab {money:25000} Bestellwert',
      it: '{money:2000} di sconto su ordini da {money:25000}',
    },
    callout: {
      fr: '{money:2000} de réduction sur votre commande|Dès {money:25000} d’achat|Appliqué automatiquement',
      de: '{money:2000} Rabatt auf Ihre Bestellung|Ab {money:25000} Bestellwert|Wird automatisch abgezogen',
      it: '{money:2000} di sconto sul tuo ordine|Su ordini da {money:25000}|Applicato automaticamente',
    },
  },
  'PROMO-FREESHIP-150': {
    name: {
      fr: 'Livraison standard gratuite dès {money:15000}',
      de: 'Kostenloser Standardversand ab {money:15000}',
      it: 'Spedizione standard gratuita da {money:15000}',
    },
    callout: {
      fr: 'Livraison standard gratuite|Dès {money:15000} d’achat|Appliqué automatiquement',
      de: 'Kostenloser Standardversand|Ab {money:15000} Bestellwert|Wird automatisch abgezogen',
      it: 'Spedizione standard gratuita|Su ordini da {money:15000}|Applicata automaticamente',
    },
  },
  'PROMO-GWP-120': {
    name: {
      fr: 'Une gourde offerte dès {money:12000} d’achat',
      de: 'Gratis-Trinkflasche ab {money:12000} Bestellwert',
      it: 'Borraccia in omaggio per ordini da {money:12000}',
    },
    callout: {
      fr: 'Une gourde offerte|Dès {money:12000} d’achat|Ajoutée automatiquement à votre panier',
      de: 'Eine Trinkflasche gratis|Ab {money:12000} Bestellwert|Wird automatisch in den Warenkorb gelegt',
      it: 'Una borraccia in omaggio|Su ordini da {money:12000}|Aggiunta automaticamente al carrello',
    },
  },
  'COUPON-SAVE10': {
    name: {
      fr: '10 % de réduction sur votre commande',
      de: '10 % Rabatt auf Ihre Bestellung',
      it: '10% di sconto sul tuo ordine',
    },
    callout: {
      fr: '10 % de réduction|Sur toute votre commande|Avec le code SAVE10',
      de: '10 % Rabatt|Auf Ihre gesamte Bestellung|Mit dem Code SAVE10',
      it: '10% di sconto|Su tutto l’ordine|Con il codice SAVE10',
    },
  },
  'COUPON-TAKE15': {
    name: {
      fr: '{money:1500} de réduction dès {money:10000} d’achat',
      de: '{money:1500} Rabatt ab {money:10000} Bestellwert',
      it: '{money:1500} di sconto su ordini da {money:10000}',
    },
    callout: {
      fr: '{money:1500} de réduction|Dès {money:10000} d’achat|Avec le code TAKE15',
      de: '{money:1500} Rabatt|Ab {money:10000} Bestellwert|Mit dem Code TAKE15',
      it: '{money:1500} di sconto|Su ordini da {money:10000}|Con il codice TAKE15',
    },
  },
  'COUPON-FREESHIP': {
    name: {
      fr: 'Livraison standard gratuite',
      de: 'Kostenloser Standardversand',
      it: 'Spedizione standard gratuita',
    },
    callout: {
      fr: 'Livraison gratuite|Livraison standard|Avec le code FREESHIP',
      de: 'Kostenloser Versand|Standardversand|Mit dem Code FREESHIP',
      it: 'Spedizione gratuita|Spedizione standard|Con il codice FREESHIP',
    },
  },
  'COUPON-SUMMER2020': {
    name: {
      fr: '25 % de réduction été 2020',
      de: '25 % Rabatt Sommer 2020',
      it: '25% di sconto estate 2020',
    },
    callout: {
      fr: '25 % de réduction|Soldes d’été|Avec le code SUMMER2020',
      de: '25 % Rabatt|Sommerschlussverkauf|Mit dem Code SUMMER2020',
      it: '25% di sconto|Saldi estivi|Con il codice SUMMER2020',
    },
  },
  'MEMBER-ASSOCIATE_DISCOUNT': {
    name: { fr: 'Remise employé', de: 'Mitarbeiterrabatt', it: 'Sconto dipendenti' },
    callout: {
      fr: 'Remise employé|Votre avantage membre|Dans la limite de votre plafond annuel',
      de: 'Mitarbeiterrabatt|Ihr Mitgliedervorteil|Bis zu Ihrem Jahreslimit',
      it: 'Sconto dipendenti|Il tuo vantaggio membro|Fino al tuo limite annuale',
    },
  },
  'MEMBER-IPA_DISCOUNT': {
    name: { fr: 'Remise IPA', de: 'IPA-Rabatt', it: 'Sconto IPA' },
    callout: {
      fr: 'Remise IPA|Votre avantage membre|Dans la limite de votre plafond annuel',
      de: 'IPA-Rabatt|Ihr Mitgliedervorteil|Bis zu Ihrem Jahreslimit',
      it: 'Sconto IPA|Il tuo vantaggio membro|Fino al tuo limite annuale',
    },
  },
  'MEMBER-WRANX_DISCOUNT': {
    name: { fr: 'Remise WRANX', de: 'WRANX-Rabatt', it: 'Sconto WRANX' },
    callout: {
      fr: 'Remise WRANX|Votre avantage membre|Dans la limite de votre plafond annuel',
      de: 'WRANX-Rabatt|Ihr Mitgliedervorteil|Bis zu Ihrem Jahreslimit',
      it: 'Sconto WRANX|Il tuo vantaggio membro|Fino al tuo limite annuale',
    },
  },
};
