import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Price as PriceData } from '../../shared/contract/product';
import { formatMoney } from '../../shared/pricing/format';
import { ownPrice, type PricedColor } from '../../shared/pricing/size-price';
import { SITES } from '../../shared/site';
import { islandMessages, messagesFor } from '../i18n';
import { BuyBoxPrice, SizePriceButton } from './BuyBoxPrice';

const price = (currency: PriceData['currency'], low: number, high: number, sale = 1): PriceData => ({
  currency,
  lowOriginal: low,
  highOriginal: high,
  lowCurrent: Math.round(low * sale),
  highCurrent: Math.round(high * sale),
  historicBestPrice: low,
});

/** A colour whose XS costs 84 and XL 99, 20% off when `sale` is 0.8. */
const fleece = (currency: PriceData['currency'], sale = 1): PricedColor & { url: string } => {
  const range = price(currency, 8400, 9900, sale);
  return {
    url: '/en-us/p/womens-traverse-storm-fleece-ABCDEFGHNVY',
    price: range,
    variants: [
      { sku: 'ABCDEFGHNVY-XS', price: ownPrice(price(currency, 8400, 8400, sale), range) },
      {
        sku: 'ABCDEFGHNVY-XL',
        price: ownPrice({ ...price(currency, 9900, 9900, sale), historicBestPrice: 9900 }, range),
      },
    ],
  };
};

const plain = (html: string) => html.replace(/\u00a0|\u202f/g, ' ').replace(/&nbsp;/g, ' ');

/** The live price (the status region) and the whole area, sizers included. */
const render = (locale: string, color: PricedColor, sku: string | null) => {
  const site = SITES[locale]!;
  const html = plain(
    renderToString(
      <BuyBoxPrice
        color={color}
        sku={sku}
        ctx={site}
        messages={islandMessages(messagesFor(site.language, site.locale))}
      />,
    ),
  );
  const live = html.slice(html.indexOf('role="status"'));
  return { html, live };
};

const money = (minor: number, currency: PriceData['currency'], locale: string) =>
  plain(formatMoney(minor, currency, SITES[locale]!.languageTag));

describe('BuyBoxPrice', () => {
  it("shows the chosen size's price, and the colour's range while none is chosen, in each site's format", () => {
    for (const [locale, currency] of [
      ['en-us', 'USD'],
      ['fr-ca', 'CAD'],
      ['de-de', 'EUR'],
    ] as const) {
      const xl = render(locale, fleece(currency), 'ABCDEFGHNVY-XL').live;
      expect(xl).toContain(`>${money(9900, currency, locale)}<`);
      expect(xl).not.toContain(money(8400, currency, locale));
      const none = render(locale, fleece(currency), null).live;
      expect(none).toContain(`${money(8400, currency, locale)}–${money(9900, currency, locale)}`);
    }
    expect(render('en-us', fleece('USD'), 'ABCDEFGHNVY-XL').live).toContain('>$99.00<');
    expect(render('de-de', fleece('EUR'), 'ABCDEFGHNVY-XL').live).toContain('>99,00 €<');
  });

  it("strikes through the chosen size's original price and discloses its own 30-day lowest price in the EU", () => {
    const xs = render('de-de', fleece('EUR', 0.8), 'ABCDEFGHNVY-XS').live;
    expect(xs).toContain('>67,20 €<');
    expect(xs).toMatch(/<s class="price__original">.*84,00 €<\/s>/);
    expect(xs).toContain('Niedrigster Preis der letzten 30 Tage: 84,00 €');
    const xl = render('de-de', fleece('EUR', 0.8), 'ABCDEFGHNVY-XL').live;
    expect(xl).toContain('>79,20 €<');
    expect(xl).toContain('Niedrigster Preis der letzten 30 Tage: 99,00 €');
    expect(render('en-us', fleece('USD', 0.8), 'ABCDEFGHNVY-XL').live).not.toContain('Lowest price');
  });

  it('is a status region named Price, with every other price a size can show hidden beside it to size the area', () => {
    const { html } = render('en-us', fleece('USD'), 'ABCDEFGHNVY-XL');
    expect(html).toContain('role="status" aria-label="Price"');
    expect(html.match(/class="buy__price-sizer" aria-hidden="true"/g)).toHaveLength(3);
    const uniform: PricedColor = { price: price('USD', 8400, 8400), variants: [{ sku: 'ABCDEFGHNVY-S' }] };
    expect(render('en-us', uniform, 'ABCDEFGHNVY-S').html).not.toContain('buy__price-sizer');
  });
});

describe('SizePriceButton', () => {
  const text = islandMessages(messagesFor('fr', 'fr-ca'));
  it("is a no-script GET of the buy box's form to the colour's page, only where sizes differ in price", () => {
    const html = renderToString(<SizePriceButton color={fleece('CAD')} messages={text} />);
    expect(html).toMatch(/^<noscript><button type="submit"/);
    expect(html).toContain('formMethod="get"');
    expect(html).toContain('formAction="/en-us/p/womens-traverse-storm-fleece-ABCDEFGHNVY"');
    expect(html).toContain('Voir le prix de cette taille');
    const uniform = { url: '/x', price: price('CAD', 8400, 8400), variants: [{ sku: 'ABCDEFGHNVY-S' }] };
    expect(renderToString(<SizePriceButton color={uniform} messages={text} />)).toBe('');
  });
});
