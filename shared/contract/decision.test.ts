import { describe, expect, it } from 'vitest';
import {
  decisionEventSchema,
  decisionRequestSchema,
  recommendedItemSchema,
  secondVendorProductSchema,
  variantCode,
} from './decision';

describe('the decision contract', () => {
  it('maps variant labels as section 3 says', () => {
    expect(variantCode('Experiment')).toBe('A');
    expect(variantCode('Home Experiment 2')).toBe('A');
    expect(variantCode('Baseline')).toBe('Baseline');
    expect(variantCode('Control Baseline')).toBe('Baseline');
    expect(variantCode('B-Top rated')).toBe('B');
    expect(variantCode('Holdout')).toBe('Holdout');
  });

  it('takes a product detail view by style id or by path and query, nothing else', () => {
    const view = (productId: string) =>
      decisionEventSchema.safeParse({
        eventType: 'monetate:context:ProductDetailView',
        products: [{ productId }],
      }).success;
    expect(view('ABCD1234')).toBe(true);
    expect(view('/en-us/p/summit-jacket-ABCD1234XYZ?size=M')).toBe(true);
    expect(view('javascript:alert(1)')).toBe(false);
    expect(view('abcd1234')).toBe(false);
  });

  it('refuses more than five decision requests, or two with one requestId', () => {
    const request = (id: string) => ({
      eventType: 'monetate:decision:DecisionRequest',
      requestId: id,
      includeReporting: true,
    });
    const channel = 'a-7f3c9e21/d/localhost';
    expect(decisionRequestSchema.safeParse({ channel, events: ['1', '2'].map(request) }).success).toBe(true);
    expect(decisionRequestSchema.safeParse({ channel, events: ['1', '1'].map(request) }).success).toBe(false);
    expect(
      decisionRequestSchema.safeParse({ channel, events: ['1', '2', '3', '4', '5', '6'].map(request) })
        .success,
    ).toBe(false);
  });

  it('reads an EMEA item by its locale-keyed fields, and both forms of a second-vendor product', () => {
    const item = recommendedItemSchema.parse({
      itemGroupId: 'ABCD1234',
      id: 'ABCD1234XYZ-M',
      imageLink: '/images/products/ABCD1234XYZ/1.svg',
      stars: 4.5,
      recToken: 'rt:10031:ABCD1234XYZ-M:5.1.1767225600000',
      'link-de-de': '/de-de/p/x-ABCD1234XYZ',
      'price-DE': 12_999,
    });
    expect(item['price-DE']).toBe(12_999);
    for (const product of [
      { productId: 'ABCD1234XYZ', image: '/a.svg', title: 'A', price: 100, url: '/p', recommendationId: 'r' },
      {
        productId: 'ABCD1234XYZ',
        images: ['/a.svg'],
        name: 'A',
        lowCurrent: 90,
        url: '/p',
        recommendationId: 'r',
      },
    ])
      expect(secondVendorProductSchema.safeParse(product).success).toBe(true);
  });
});
