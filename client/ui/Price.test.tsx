import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Price as PriceData } from '../../shared/contract/product';
import { SITES } from '../../shared/site';
import { messagesFor } from '../i18n';
import { Price } from './Price';

const sale: PriceData = {
  currency: 'EUR',
  lowCurrent: 7000,
  highCurrent: 7000,
  lowOriginal: 10000,
  highOriginal: 10000,
  historicBestPrice: 8000,
};

const render = (locale: string, price: PriceData) => {
  const site = SITES[locale]!;
  const html = renderToString(<Price price={price} ctx={site} messages={messagesFor(site.language)} />);
  return html.replace(/\u00a0|\u202f/g, ' ').replace(/&nbsp;/g, ' ');
};

describe('Price', () => {
  it('shows the percentage off signed where the site flag discountMinusSign is on (de-de), in words elsewhere', () => {
    expect(render('de-de', sale)).toContain('>-30 %<');
    expect(render('de-de', sale)).not.toContain('Rabatt');
    expect(render('en-us', { ...sale, currency: 'USD' })).toContain('30% off');
    expect(render('en-gb', { ...sale, currency: 'GBP' })).toContain('30% off');
  });

  it('shows the omnibus lowest price only in the EU', () => {
    expect(render('de-de', sale)).toContain('Niedrigster Preis der letzten 30 Tage: 80,00 €');
    expect(render('en-us', { ...sale, currency: 'USD' })).not.toContain('Lowest price');
  });
});
