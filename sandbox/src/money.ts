/**
 * Money as the sandbox writes it: plainly on the payment provider's pages ("42.00 USD"), and in
 * the shopper's language in e-mails, documents and cart notifications (`localMoney`). Every
 * currency it sells in has 2 minor digits.
 */
import type { Currency } from '../../shared/contract/common';

/** "42.00 USD": the payment provider's pages. */
export const plainMoney = (minor: number, currency: string): string =>
  `${(minor / 100).toFixed(2)} ${currency}`;

const formatters = new Map<string, Intl.NumberFormat>();

/** "$42.00", "42,00 €", "CAD 42.00": in the language of a basket's locale. */
export const localMoney = (minor: number, currency: Currency, languageTag: string): string => {
  const key = `${languageTag}|${currency}`;
  let format = formatters.get(key);
  if (!format) {
    format = new Intl.NumberFormat(languageTag, {
      style: 'currency',
      currency,
      currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
      minimumFractionDigits: 2,
      maximumFractionDigits: 2,
    });
    formatters.set(key, format);
  }
  return format.format(minor / 100);
};
