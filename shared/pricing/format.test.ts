import { describe, expect, it } from 'vitest';
import type { Price } from '../contract/product';
import {
  formatDate,
  formatDistance,
  formatMoney,
  formatMoneyRange,
  formatPercent,
  formatScore,
  percentOff,
  priceDisplay,
  showsOmnibus,
} from './format';

const nbsp = (s: string) => s.replace(/[\u00a0\u202f]/g, ' ');
const price = (p: Partial<Price>): Price => ({
  currency: 'EUR',
  lowOriginal: 10000,
  highOriginal: 10000,
  lowCurrent: 10000,
  highCurrent: 10000,
  ...p,
});

describe('formatMoney', () => {
  it('shows CAD as a code and other currencies as a symbol', () => {
    expect(nbsp(formatMoney(12995, 'CAD', 'en-CA'))).toBe('CAD 129.95');
    expect(nbsp(formatMoney(12995, 'CAD', 'fr-CA'))).toBe('129,95 CAD');
    expect(formatMoney(12995, 'USD', 'en-US')).toBe('$129.95');
    expect(formatMoney(12995, 'GBP', 'en-GB')).toBe('£129.95');
    expect(nbsp(formatMoney(12995, 'EUR', 'de-DE'))).toBe('129,95 €');
    expect(nbsp(formatMoney(123400, 'EUR', 'fr-FR'))).toBe('1 234,00 €');
  });

  it('formats ranges with an en dash and collapses equal ends', () => {
    expect(formatMoneyRange(5000, 8000, 'USD', 'en-US')).toBe('$50.00–$80.00');
    expect(formatMoneyRange(5000, 5000, 'USD', 'en-US')).toBe('$50.00');
  });
});

describe('percentages', () => {
  it('rounds the discount to 1 decimal from original vs current', () => {
    expect(percentOff(30000, 20000)).toBe(33.3);
    expect(percentOff(10000, 7450)).toBe(25.5);
    expect(percentOff(10000, 10000)).toBe(0);
    expect(percentOff(0, 0)).toBe(0);
  });

  it('formats with at most 1 decimal in the site language', () => {
    expect(formatPercent(33.333, 'en-US')).toBe('33.3%');
    expect(formatPercent(25, 'en-US')).toBe('25%');
    expect(nbsp(formatPercent(25.55, 'de-DE'))).toBe('25,6 %');
  });
});

describe('omnibus rule', () => {
  const sale = price({ lowCurrent: 7000, highCurrent: 7000, historicBestPrice: 8000 });

  it('shows the lowest price only in EMEA when current < original and current < historic best', () => {
    expect(showsOmnibus(sale, 'EMEA')).toBe(true);
    expect(showsOmnibus(sale, 'NORA')).toBe(false);
    expect(showsOmnibus(price({ lowCurrent: 7000, historicBestPrice: 6000 }), 'EMEA')).toBe(false);
    expect(showsOmnibus(price({ lowCurrent: 7000, historicBestPrice: 7000 }), 'EMEA')).toBe(false);
    expect(showsOmnibus(price({ historicBestPrice: 12000 }), 'EMEA')).toBe(false);
    expect(showsOmnibus(price({ lowCurrent: 7000 }), 'EMEA')).toBe(false);
  });

  it('priceDisplay puts it together', () => {
    const d = priceDisplay(sale, { languageTag: 'de-DE', region: 'EMEA' });
    expect(nbsp(d.current)).toBe('70,00 €');
    expect(nbsp(d.original ?? '')).toBe('100,00 €');
    expect(nbsp(d.percentOff ?? '')).toBe('30 %');
    expect(nbsp(d.lowestPrice ?? '')).toBe('80,00 €');
    const signed = priceDisplay(sale, { languageTag: 'de-DE', region: 'EMEA', minusSign: true });
    expect(nbsp(signed.percentOff ?? '')).toBe('-30 %');
    const odd = priceDisplay(price({ lowCurrent: 7450, highCurrent: 7450 }), {
      languageTag: 'en-US',
      region: 'NORA',
    });
    expect(odd.percentOff).toBe('26%');
    const us = priceDisplay({ ...sale, currency: 'USD' }, { languageTag: 'en-US', region: 'NORA' });
    expect(us.lowestPrice).toBeUndefined();
    const full = priceDisplay(
      price({ currency: 'CAD', lowCurrent: 5000, highCurrent: 9000, lowOriginal: 5000, highOriginal: 9000 }),
      {
        languageTag: 'en-CA',
        region: 'NORA',
      },
    );
    expect(nbsp(full.current)).toBe('CAD 50.00–CAD 90.00');
    expect(full.onSale).toBe(false);
    expect(full.original).toBeUndefined();
  });
});

describe('review dates and scores', () => {
  it('writes review dates in the page language, the same day everywhere (UTC)', () => {
    const late = '2026-09-11T23:30:00.000Z';
    expect(formatDate(late, 'en-US')).toBe('Sep 11, 2026');
    expect(formatDate(late, 'fr-FR')).toBe('11 sept. 2026');
    expect(formatDate(late, 'fr-CA')).toBe('11 sept. 2026');
    expect(formatDate(late, 'de-DE')).toBe('11.09.2026');
    expect(formatDate(late, 'it-IT')).toBe('11 set 2026');
  });

  it('writes scores with the language decimal separator', () => {
    expect(formatScore(4.46, 'en-US')).toBe('4.5');
    expect(formatScore(4.46, 'fr-FR')).toBe('4,5');
    expect(formatScore(4.46, 'de-DE')).toBe('4,5');
    expect(formatScore(4.46, 'it-IT')).toBe('4,5');
  });

  it('writes distances in the language and the unit of a locale or language tag', () => {
    // Miles where road signs use them (US, UK), kilometres elsewhere; the unit kept to its number.
    expect(formatDistance(0.84, 'en-us')).toBe('0.5 mi');
    expect(formatDistance(37.9, 'en-US')).toBe('23.5 mi');
    expect(formatDistance(2.4, 'en-gb')).toBe('1.5 mi');
    expect(formatDistance(3, 'en-ca')).toBe('3 km');
    expect(formatDistance(0.84, 'fr-ca')).toBe('0,8\u00a0km');
    expect(formatDistance(1142.3, 'de-DE')).toBe('1.142,3 km');
    expect(formatDistance(12, 'fr-FR')).toBe('12\u202fkm');
  });
});
