import { describe, expect, it } from 'vitest';
import type { RecommendedItem, SecondVendorProduct } from '../contract/decision';
import { cardOfDecisionItem, cardOfSecondVendorProduct, recCards } from './recommendations';

const without = (item: RecommendedItem, key: string): RecommendedItem =>
  Object.fromEntries(Object.entries(item).filter(([k]) => k !== key)) as RecommendedItem;

const us = { locale: 'en-us', country: 'US', currency: 'USD', region: 'NA' } as const;
const gb = { locale: 'en-gb', country: 'GB', currency: 'GBP', region: 'EMEA' } as const;
const de = { locale: 'de-de', country: 'DE', currency: 'EUR', region: 'EMEA' } as const;

const base = {
  itemGroupId: 'AB12CD34',
  id: 'AB12CD34RED-M',
  imageLink: 'https://img.example/ab12.jpg',
  stars: 4.5,
  recToken: 'rt:10032:AB12CD34RED-M:5.1.1700000000000',
};

describe('cardOfDecisionItem', () => {
  it('North America: plain fields; the sale price is the current one', () => {
    const item: RecommendedItem = {
      ...base,
      title: 'Trail Jacket',
      link: '/en-us/p/trail-AB12CD34RED',
      price: 12000,
      salePrice: 9000,
    };
    expect(cardOfDecisionItem(item, us as never)).toEqual({
      id: 'AB12CD34RED',
      sku: 'AB12CD34RED-M',
      title: 'Trail Jacket',
      url: '/en-us/p/trail-AB12CD34RED',
      image: { url: 'https://img.example/ab12.jpg', alt: 'Trail Jacket' },
      rating: { showScore: true, score: 4.5 },
      price: {
        currency: 'USD',
        lowOriginal: 12000,
        highOriginal: 12000,
        lowCurrent: 9000,
        highCurrent: 9000,
      },
      recToken: base.recToken,
    });
  });

  it('EMEA: the site locale and country keys, not another site’s', () => {
    const item: RecommendedItem = {
      ...base,
      'link-en-gb': '/en-gb/p/trail-AB12CD34RED',
      'title-en-gb': 'Trail Jacket',
      'price-GB': 10000,
      'link-de-de': '/de-de/p/trail-AB12CD34RED',
      'title-de-de': 'Trailjacke',
      'price-DE': 11000,
      'salePrice-DE': 8000,
    };
    const uk = cardOfDecisionItem(item, gb as never)!;
    expect([uk.title, uk.url, uk.price.lowCurrent, uk.price.lowOriginal, uk.price.currency]).toEqual([
      'Trail Jacket',
      '/en-gb/p/trail-AB12CD34RED',
      10000,
      10000,
      'GBP',
    ]);
    const german = cardOfDecisionItem(item, de as never)!;
    expect([german.title, german.url, german.price.lowCurrent, german.price.lowOriginal]).toEqual([
      'Trailjacke',
      '/de-de/p/trail-AB12CD34RED',
      8000,
      11000,
    ]);
  });

  it('an item without the site’s title, link or price is left out; no stars hides the score', () => {
    const plain: RecommendedItem = {
      ...base,
      title: 'T',
      link: '/en-us/p/t-AB12CD34RED',
      price: 100,
      stars: 0,
    };
    expect(cardOfDecisionItem(plain, gb as never)).toBeUndefined();
    expect(cardOfDecisionItem(without(plain, 'price'), us as never)).toBeUndefined();
    expect(cardOfDecisionItem(plain, us as never)!.rating).toEqual({ showScore: false, score: 0 });
    expect(recCards([plain, without(plain, 'link')], (i) => cardOfDecisionItem(i, us as never))).toHaveLength(
      1,
    );
  });
});

describe('cardOfSecondVendorProduct', () => {
  const product: SecondVendorProduct = {
    productId: 'AB12CD34',
    url: '/en-us/p/trail-AB12CD34',
    recommendationId: 'rec-123456789',
  };
  it('image or images, title or name, one price or a range', () => {
    expect(
      cardOfSecondVendorProduct(
        { ...product, image: 'a.jpg', title: 'Trail', price: 5000, review_average: 3 },
        us,
      ),
    ).toMatchObject({
      id: 'AB12CD34',
      title: 'Trail',
      image: { url: 'a.jpg', alt: 'Trail' },
      rating: { showScore: true, score: 3 },
      price: { currency: 'USD', lowCurrent: 5000, highCurrent: 5000, lowOriginal: 5000, highOriginal: 5000 },
      recToken: 'rec-123456789',
    });
    expect(
      cardOfSecondVendorProduct(
        {
          ...product,
          images: ['b.jpg'],
          name: 'Named',
          lowCurrent: 4000,
          highCurrent: 6000,
          lowOriginal: 5000,
          highOriginal: 7000,
        },
        us,
      ),
    ).toMatchObject({
      title: 'Named',
      image: { url: 'b.jpg' },
      rating: { showScore: false },
      price: { lowCurrent: 4000, highCurrent: 6000, lowOriginal: 5000, highOriginal: 7000 },
    });
    expect(cardOfSecondVendorProduct({ ...product, title: 'No price', image: 'a.jpg' }, us)).toBeUndefined();
  });
});
