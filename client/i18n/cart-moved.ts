/**
 * The notice of a cart carried over from another site (worker/cart/site.ts), in the four languages.
 * The server writes it into the cart's `customerNotifications`, which the cart view and the mini
 * cart show, so no island carries these strings. `{country}` and `{currencyName}` come from Intl in the
 * shopper's language; `{currency}` is the ISO code.
 */

import { countryName } from '../../shared/contract/address-lines';
import type { Site } from '../../shared/site';

/** The notification type of the notice, which the mini cart shows of a cart's notifications. */
export const CART_MOVED = 'CartMoved';

const en = {
  moved: 'Your cart was moved to our {country} site ({currency}): prices are in {currencyName}.',
  left_one: '1 item could not come along: it is not sold on this site.',
  left_other: '{count} items could not come along: they are not sold on this site.',
};
type CartMovedText = typeof en;

const fr: CartMovedText = {
  moved:
    'Votre panier a été transféré sur notre site {country} ({currency})\u00a0: les prix sont en {currencyName}.',
  left_one: '1 article n’a pas pu suivre\u00a0: il n’est pas vendu sur ce site.',
  left_other: '{count} articles n’ont pas pu suivre\u00a0: ils ne sont pas vendus sur ce site.',
};

const de: CartMovedText = {
  moved:
    'Ihr Warenkorb wurde auf unsere Website {country} ({currency}) übertragen: Preise in {currencyName}.',
  left_one: '1 Artikel konnte nicht übernommen werden: Er wird auf dieser Website nicht verkauft.',
  left_other:
    '{count} Artikel konnten nicht übernommen werden: Sie werden auf dieser Website nicht verkauft.',
};

const it: CartMovedText = {
  moved:
    'Il tuo carrello è stato trasferito sul nostro sito {country} ({currency}): i prezzi sono in {currencyName}.',
  left_one: '1 articolo non è stato trasferito: non è in vendita su questo sito.',
  left_other: '{count} articoli non sono stati trasferiti: non sono in vendita su questo sito.',
};

const TEXT: Record<Site['language'], CartMovedText> = { en, fr, de, it };

/** "prices are in Canadian dollars": the currency's plural name in the shopper's language. */
const currencyName = (site: Site): string =>
  new Intl.NumberFormat(site.languageTag, {
    style: 'currency',
    currency: site.currency,
    currencyDisplay: 'name',
  })
    .formatToParts(2)
    .find((p) => p.type === 'currency')?.value ?? site.currency;

/** The notice for a cart now on `site`, `left` lines having stayed behind. */
export const cartMovedMessage = (site: Site, left: number): string => {
  const text = TEXT[site.language] ?? en;
  const country = countryName(site.country, site.languageTag);
  const moved = text.moved
    .replace('{country}', country)
    .replace('{currency}', site.currency)
    .replace('{currencyName}', currencyName(site));
  if (left === 0) return moved;
  return `${moved} ${(left === 1 ? text.left_one : text.left_other).replace('{count}', String(left))}`;
};
