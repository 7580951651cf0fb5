/**
 * Lines priced differently from the catalogue now: a sale started or ended after the shopper added
 * them. The cart read that consults the catalogue (`inventorySupplyCheck=true`, the cart page)
 * reprices such lines and tells the shopper once, as a customer notification (commerce spec: Cart
 * `customerNotifications` with type and message), in the basket's language. Prepare and place
 * order do not reprice: they refuse with PRC409 (`BasketCore.priceChanged`) and the shopper reviews
 * the new prices in the cart, so an order is never charged a price its summary did not show.
 */

import type { CustomerNotification } from '../../../shared/contract/cart';
import type { Currency } from '../../../shared/contract/common';
import { PRICE_CHANGED } from '../../../shared/contract/constants';
import { localMoney } from '../money';
import { LOCALES } from '../sites';
import type { SkuInfo } from './catalog';

type PricedLine = {
  id: string;
  sku: string;
  name: string;
  color: string;
  size: string;
  current: number;
  original: number;
};

export type Repricing = { lineId: string; current: number; original: number };

type Words = { name: string; from: string; to: string };
const MESSAGES: Record<string, (w: Words) => string> = {
  en: (w) => `The price of ${w.name} has changed from ${w.from} to ${w.to}.`,
  fr: (w) => `Le prix de ${w.name} est passé de ${w.from} à ${w.to}.`,
  de: (w) => `Der Preis von ${w.name} hat sich von ${w.from} auf ${w.to} geändert.`,
  it: (w) => `Il prezzo di ${w.name} è cambiato da ${w.from} a ${w.to}.`,
};

/** The new prices of `lines` (plain lines only) whose catalogue price moved, and what to tell. */
export const repriceLines = (
  lines: readonly PricedLine[],
  catalogue: ReadonlyMap<string, Pick<SkuInfo, 'current' | 'original'>>,
  currency: Currency,
  locale: string,
): { changes: Repricing[]; notifications: CustomerNotification[] } => {
  const languageTag = LOCALES[locale]?.languageTag ?? 'en-US';
  const say = MESSAGES[languageTag.slice(0, 2)] ?? MESSAGES.en!;
  const changes: Repricing[] = [];
  const notifications: CustomerNotification[] = [];
  for (const line of lines) {
    const now = catalogue.get(line.sku);
    if (!now || (now.current === line.current && now.original === line.original)) continue;
    changes.push({ lineId: line.id, current: now.current, original: now.original });
    if (now.current === line.current) continue; // only the crossed-out price moved
    notifications.push({
      type: PRICE_CHANGED,
      message: say({
        name: `${line.name} (${line.color}, ${line.size})`,
        from: localMoney(line.current, currency, languageTag),
        to: localMoney(now.current, currency, languageTag),
      }),
    });
  }
  return { changes, notifications };
};
