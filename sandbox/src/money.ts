/**
 * Money as the sandbox writes it: plainly on the payment provider's pages ("42.00 USD"), and in
 * the shopper's language in e-mails, documents and cart notifications (`localMoney`). Every
 * currency it sells in has 2 minor digits.
 */
import type { Currency } from '../../shared/contract/common';
import { memo } from '../../shared/contract/memo';

/** "42.00 USD": the payment provider's pages. */
export const plainMoney = (minor: number, currency: string): string =>
  `${(minor / 100).toFixed(2)} ${currency}`;

/** Per language tag and currency: about 7 × 4 in use. */
const formatters = memo<string, Intl.NumberFormat>({ name: 'sandbox/money-formats', max: 64 });

/** "$42.00", "42,00 €", "CAD 42.00": in the language of a basket's locale. */
export const localMoney = (minor: number, currency: Currency, languageTag: string): string => {
  const key = `${languageTag}|${currency}`;
  const format = formatters.getOrCreate(
    key,
    () =>
      new Intl.NumberFormat(languageTag, {
        style: 'currency',
        currency,
        currencyDisplay: currency === 'CAD' ? 'code' : 'symbol',
        minimumFractionDigits: 2,
        maximumFractionDigits: 2,
      }),
  );
  return format.format(minor / 100);
};
