/**
 * What a page says when an upstream it needs is failing (docs/ARCHITECTURE.md, "Upstream faults
 * and edge cache tags"): the shopper learns what is missing and that trying again is the remedy.
 * Kept apart from the main catalogues; every language has exactly the English keys (types).
 */
import type { Site } from '../../shared/site';

const en = {
  commerceUnavailable: "We can't show prices right now",
  commerceUnavailableText:
    'Our shop is having trouble reaching its product catalogue. Nothing was changed: please try again in a moment.',
  cartUnavailable: "We can't show your cart right now",
  cartUnavailableText: 'Your items are safe. Please try again in a moment.',
  listingUnavailable: "We can't show products right now",
  listingUnavailableText: 'Our catalogue is not answering. Please try again in a moment.',
  tryAgain: 'Try again',
};
export type DegradedText = typeof en;

const fr: DegradedText = {
  commerceUnavailable: 'Nous ne pouvons pas afficher les prix pour le moment',
  commerceUnavailableText:
    "Notre boutique n'arrive pas à joindre son catalogue. Rien n'a été modifié\u00a0: veuillez réessayer dans un instant.",
  cartUnavailable: 'Nous ne pouvons pas afficher votre panier pour le moment',
  cartUnavailableText: 'Vos articles sont en sécurité. Veuillez réessayer dans un instant.',
  listingUnavailable: 'Nous ne pouvons pas afficher les produits pour le moment',
  listingUnavailableText: 'Notre catalogue ne répond pas. Veuillez réessayer dans un instant.',
  tryAgain: 'Réessayer',
};

const de: DegradedText = {
  commerceUnavailable: 'Wir können gerade keine Preise anzeigen',
  commerceUnavailableText:
    'Unser Shop erreicht seinen Produktkatalog gerade nicht. Es wurde nichts geändert: Bitte versuchen Sie es gleich noch einmal.',
  cartUnavailable: 'Wir können Ihren Warenkorb gerade nicht anzeigen',
  cartUnavailableText: 'Ihre Artikel sind sicher. Bitte versuchen Sie es gleich noch einmal.',
  listingUnavailable: 'Wir können gerade keine Produkte anzeigen',
  listingUnavailableText: 'Unser Katalog antwortet nicht. Bitte versuchen Sie es gleich noch einmal.',
  tryAgain: 'Erneut versuchen',
};

const it: DegradedText = {
  commerceUnavailable: 'Al momento non possiamo mostrare i prezzi',
  commerceUnavailableText:
    'Il negozio non riesce a raggiungere il catalogo prodotti. Non è stato modificato nulla: riprova tra poco.',
  cartUnavailable: 'Al momento non possiamo mostrare il tuo carrello',
  cartUnavailableText: 'I tuoi articoli sono al sicuro. Riprova tra poco.',
  listingUnavailable: 'Al momento non possiamo mostrare i prodotti',
  listingUnavailableText: 'Il nostro catalogo non risponde. Riprova tra poco.',
  tryAgain: 'Riprova',
};

const TEXT: Record<Site['language'], DegradedText> = { en, fr, de, it };

export const degradedText = (language: Site['language']): DegradedText => TEXT[language] ?? en;
