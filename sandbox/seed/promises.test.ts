/**
 * Every seeded content document, in every site and language, promises only what the rules price:
 * an amount next to a shipping word is one of the shipping rule's amounts in the site's currency, a
 * free-shipping claim names the threshold, and a return window is `RETURN_DAYS`. The amounts come
 * from the constants the basket prices with (`promotions.ts`, `shipments.ts`); cart-changes.test.ts
 * holds the basket to the same threshold.
 */
import { describe, expect, it } from 'vitest';
import {
  EXPRESS_SHIPPING_FEE,
  FREE_SHIPPING_THRESHOLD,
  STANDARD_SHIPPING_FEE,
} from '../src/commerce/promotions';
import { PUDO_FEE } from '../src/commerce/shipments';
import { localMoney } from '../src/money';
import { LOCALES } from '../src/sites';
import { RETURN_DAYS } from './promises';
import { generateSeed } from './sql';

const SHIPPING = /shipping|deliver|\bship\b|livraison|livré|versand|liefer|spedizion|consegna/i;
const FREE_SHIPPING =
  /free (?:standard )?(?:shipping|delivery)|ship(?:s)? free|livraison (?:standard )?(?:offerte|gratuite)|livrés? gratuitement|kostenlose[rn]? (?:standard)?(?:versand|lieferung)|versandkostenfrei|(?:spedizione|consegna) (?:standard )?gratuita|livraison et retours gratuits|spedizione e resi gratuiti/i;
const RETURNS = /return|retour|rücksend|rückgabe|zurück|\bresi\b|restitu/i;
const DAYS = /^\s*(?:[-–]\s*\d+\s*)?-?\s*(?:days?|business|working|jours?|tage?n?|werktage?n?|giorni)\b/i;

/** Every string of a stored document, markup removed. */
const textsOf = (value: unknown): string[] => {
  if (typeof value === 'string') return [value.replace(/<[^>]*>/g, ' ')];
  if (Array.isArray(value)) return value.flatMap(textsOf);
  if (value && typeof value === 'object') return Object.values(value).flatMap(textsOf);
  return [];
};

/** What `text` promises that the rules do not keep, for a document of `locale`. */
const brokenPromises = (text: string, locale: string): string[] => {
  const site = LOCALES[locale]!;
  const money = (minor: number) => localMoney(minor, site.currency, site.languageTag);
  const threshold = money(FREE_SHIPPING_THRESHOLD);
  const faults: string[] = [];
  if (FREE_SHIPPING.test(text) && !text.includes(threshold))
    faults.push(`free shipping without ${threshold}`);
  if (SHIPPING.test(text)) {
    // A numbered step ("2. Print the label") is no amount.
    let rest = text.replace(/^\s*\d+\.\s/, '');
    for (const minor of [FREE_SHIPPING_THRESHOLD, STANDARD_SHIPPING_FEE, EXPRESS_SHIPPING_FEE, PUDO_FEE]) {
      rest = rest.split(money(minor)).join(' ¤ ');
    }
    for (const m of rest.matchAll(/\d[\d.,\u00a0\u202f]*/g)) {
      const after = rest.slice(m.index + m[0].length);
      if (!DAYS.test(after) && !/^\s*%/.test(after)) faults.push(`amount ${m[0].trim()} not the rule's`);
    }
  }
  if (RETURNS.test(text)) {
    for (const m of text.matchAll(/(\d+)(?=\s*-?\s*(?:days?|jours?|tage?n?|giorni)\b)/gi)) {
      if (Number(m[1]) !== RETURN_DAYS) faults.push(`return window ${m[1]} days, not ${RETURN_DAYS}`);
    }
  }
  return faults;
};

describe('seeded promises', () => {
  it('every content document, in every site and language, states the rules that price it', () => {
    const seed = generateSeed();
    const faults: string[] = [];
    let checked = 0;
    for (const row of [...seed.content, ...seed.content_versions]) {
      for (const text of textsOf(JSON.parse(row.doc))) {
        for (const fault of brokenPromises(text, row.locale)) {
          faults.push(`${row.locale} ${row.kind}/${row.key}: ${fault}: ${JSON.stringify(text.slice(0, 90))}`);
        }
        if (FREE_SHIPPING.test(text)) checked++;
      }
    }
    expect(faults).toEqual([]);
    // The check saw the seeded claims (benefit bar, fragment, campaign icons, segment) in every locale.
    expect(checked).toBeGreaterThanOrEqual(Object.keys(LOCALES).length * 4);
  });

  it('finds the promises the rules do not keep', () => {
    expect(brokenPromises('Free shipping over 100', 'en-us')).toEqual([
      'free shipping without $150.00',
      "amount 100 not the rule's",
    ]);
    expect(brokenPromises('Free shipping and free returns for members, on every order.', 'en-us')).toEqual([
      'free shipping without $150.00',
    ]);
    expect(brokenPromises('Livraison offerte dès 75 et retours gratuits sous 60 jours.', 'fr-fr')).toEqual([
      'free shipping without 150,00\u00a0€',
      "amount 75 not the rule's",
      `return window 60 days, not ${RETURN_DAYS}`,
    ]);
    expect(brokenPromises('Standard delivery: 3-5 business days, $7.95 below $150.00.', 'en-us')).toEqual([]);
  });
});
