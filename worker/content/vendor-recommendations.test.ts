/**
 * Carousels naming the second recommendation vendor: the list at the carousel's index (0 unless
 * given) as product cards; the content's own products when the vendor is late, fails or has no
 * card; and on the home page in workerd against the seeded sandbox.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { ContentItemOf, ContentPage } from '../../shared/contract/content';
import type { SecondVendorProduct, SecondVendorResponse } from '../../shared/contract/decision';
import { admin } from '../test/decisions';
import { sandboxJson, storefront } from '../test/helpers';
import { withVendorList, withVendorRecommendations } from './vendor-recommendations';

const SITE = { currency: 'USD' } as const;
const product = (productId: string, name: string): SecondVendorProduct => ({
  productId,
  images: [`https://img.example/${productId}.svg`],
  name,
  review_average: 4.5,
  lowCurrent: 12_000,
  highCurrent: 12_000,
  lowOriginal: 15_000,
  highOriginal: 15_000,
  url: `/en-us/p/x-${productId}`,
  recommendationId: `home_rr.${productId}`,
});
const answer: SecondVendorResponse = {
  recommendations: [
    { scheme: 'home_rr', recommendationId: 'r0', products: [product('AAAA0001BLK', 'First list')] },
    { scheme: 'plp_rr', recommendationId: 'r1', products: [product('BBBB0002RED', 'Second list')] },
  ],
};
const own = { id: 'OWN00001GRN', title: 'Own pick' } as ContentItemOf<'product-carousel'>['products'][number];
const carousel = (recommendations?: ContentItemOf<'product-carousel'>['recommendations']) =>
  ({
    id: 'c1',
    type: 'product-carousel',
    title: 'Bestsellers',
    products: [own],
    ...(recommendations ? { recommendations } : {}),
  }) as ContentItemOf<'product-carousel'>;

describe('a carousel naming the second vendor', () => {
  it('shows the list at its index, the first unless it names another', () => {
    const first = withVendorList(
      carousel({ vendor: 'second', schemes: ['home_rr', 'plp_rr'] }),
      answer,
      SITE,
    );
    expect(first.products.map((p) => p.title)).toEqual(['First list']);
    expect(first.products[0]).toMatchObject({ id: 'AAAA0001BLK', recToken: 'home_rr.AAAA0001BLK' });
    const second = withVendorList(
      carousel({ vendor: 'second', schemes: ['home_rr', 'plp_rr'], index: 1 }),
      answer,
      SITE,
    );
    expect(second.products.map((p) => p.title)).toEqual(['Second list']);
  });

  it('keeps its own products without an answer, without the list it names, or with no usable card', () => {
    const named = carousel({ vendor: 'second', schemes: ['home_rr'], index: 3 });
    expect(withVendorList(named, undefined, SITE).products).toEqual([own]);
    expect(withVendorList(named, answer, SITE).products).toEqual([own]);
    const broken = {
      recommendations: [
        { scheme: 'home_rr', recommendationId: 'r', products: [{ ...product('x', 'Bad id') }] },
      ],
    };
    expect(
      withVendorList(carousel({ vendor: 'second', schemes: ['home_rr'] }), broken, SITE).products,
    ).toEqual([own]);
  });

  it('asks the vendor only for carousels that name it, once each, without the shopper', async () => {
    const asked: unknown[] = [];
    const decision = {
      recommendations: async (query: unknown) => {
        asked.push(query);
        return answer;
      },
    };
    const page = {
      sections: [{ name: 's', items: [carousel(), carousel({ vendor: 'second', schemes: ['home_rr'] })] }],
    } as unknown as ContentPage;
    const filled = await withVendorRecommendations(page, decision, SITE);
    expect(asked).toEqual([{ schemes: ['home_rr'] }]);
    const [plain, named] = filled.sections[0]!.items as ContentItemOf<'product-carousel'>[];
    expect(plain!.products).toEqual([own]);
    expect(named!.products.map((p) => p.title)).toEqual(['First list']);
    const without = { sections: [{ name: 's', items: [carousel()] }] } as unknown as ContentPage;
    expect(await withVendorRecommendations(without, decision, SITE)).toBe(without);
  });
});

describe('the home page bestsellers (the seeded carousel naming the vendor)', () => {
  afterEach(() => admin('/__admin/faults', { method: 'DELETE' }));

  /** The card titles of the bestsellers carousel in the home page's HTML. */
  const bestsellers = async (budget: string, path = '/en-us') => {
    const response = await storefront(path, { envOverride: { DECISION_BUDGET_MS: budget } });
    expect(response.status).toBe(200);
    const html = await response.text();
    const start = html.indexOf('data-carousel="home-bestsellers"');
    expect(start).toBeGreaterThan(0);
    const block = html.slice(start, html.indexOf('</section>', start));
    return [...block.matchAll(/class="card__title"[^>]*>\s*<a[^>]*>([^<]+)</g)].map((m) =>
      m[1]!.replaceAll('&#x27;', "'"),
    );
  };

  it("shows the vendor's trending list, keeps it for every shopper, and the content's own picks without it", async () => {
    const vendor = await sandboxJson('/api/recs/v1/ridgeline/recommendations?schemes=home_rr&locale=en-us');
    const { recommendations } = vendor.body as SecondVendorResponse;
    const trending = recommendations[0]!.products.map((p) => p.name);
    expect(await bestsellers('2000')).toEqual(trending);
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 300 }),
    });
    // Asked without a shopper, the list is the same for everyone: kept, it needs no call.
    expect(await bestsellers('100')).toEqual(trending);
    // A site whose list is not kept yet waits no longer than the budget: its own picks.
    const own = await bestsellers('100', '/en-gb');
    expect(own.length).toBeGreaterThan(0);
    const british = await sandboxJson('/api/recs/v1/ridgeline/recommendations?schemes=home_rr&locale=en-gb', {
      headers: { siteId: 'RL-GB' },
    });
    expect(own).not.toEqual(
      (british.body as SecondVendorResponse).recommendations[0]!.products.map((p) => p.name),
    );
  });
});
