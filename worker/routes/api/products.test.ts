import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, reviewsResponseSchema } from '../../../shared/contract';
import { REVIEW_TEXT_MAX } from '../../../shared/contract/ugc';
import { env, type Jar, ORIGIN, sandboxJson, storefront } from '../../test/helpers';

const send = (method: string, body: unknown, extra: Record<string, string> = {}): RequestInit => ({
  method,
  headers: { 'content-type': 'application/json', origin: ORIGIN, ...extra },
  body: JSON.stringify(body),
});

const styleWithReviews = async () =>
  (await env.DB.prepare(
    'SELECT product_id AS id FROM reviews GROUP BY product_id HAVING count(*) >= 6 ORDER BY product_id LIMIT 1',
  ).first<{ id: string }>())!.id;

const errorOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!;

const review = {
  rating: 5,
  title: 'Great',
  text: 'Comfortable on a long day in the hills.',
  nickname: 'Tester',
};

describe('product page BFF', () => {
  it('lists, sorts and pages reviews', async () => {
    const id = await styleWithReviews();
    const response = await storefront(`/api/products/${id}/reviews?sort=highestRating&page=2`);
    expect(response.status).toBe(200);
    const body = reviewsResponseSchema.parse(await response.json());
    expect(body).toMatchObject({ sort: 'highestRating', page: 2 });
    expect((await storefront(`/api/products/${id}/reviews?sort=nope`)).status).toBe(400);
    expect((await storefront('/api/products/bad!/reviews')).status).toBe(400);
  });

  it('writes a review with the session token; REV410 and API400 carry the field', async () => {
    const id = await styleWithReviews();
    const jar: Jar = new Map();
    const tooLong = await storefront(`/api/products/${id}/reviews`, {
      ...send('POST', { ...review, text: 'x'.repeat(REVIEW_TEXT_MAX + 1) }),
      jar,
    });
    expect(tooLong.status).toBe(400);
    expect(await errorOf(tooLong)).toMatchObject({
      errorId: 'REV410',
      details: { fields: { text: 'tooLong' } },
    });
    const bad = await storefront(`/api/products/${id}/reviews`, {
      ...send('POST', { ...review, nickname: '<i>' }),
      jar,
    });
    expect(await errorOf(bad)).toMatchObject({
      errorId: 'API400',
      details: { fields: { nickname: 'markupNotAllowed' } },
    });
    const ok = await storefront(`/api/products/${id}/reviews`, { ...send('POST', review), jar });
    expect(ok.status).toBe(201);
    const list = await sandboxJson(`/products/v1/products/${id}/reviews`);
    expect(reviewsResponseSchema.parse(list.body).reviews[0]!.title).toBe('Great');
  });

  it('caches reviews for everyone, but the writer reads them fresh and refreshes the copy', async () => {
    const id = await styleWithReviews();
    const list = async (jar: Jar) =>
      reviewsResponseSchema.parse(await (await storefront(`/api/products/${id}/reviews`, { jar })).json());
    const reader: Jar = new Map();
    const writer: Jar = new Map();
    const before = await list(reader);
    const title = `Fresh ${crypto.randomUUID().slice(0, 8)}`;
    const written = await storefront(`/api/products/${id}/reviews`, {
      ...send('POST', { ...review, title }),
      jar: writer,
    });
    expect(written.status).toBe(201);
    // Another shopper still gets the cached page (the write is not in it yet) …
    expect((await list(reader)).reviews).toEqual(before.reviews);
    // … even one claiming to have written, with a cookie of their own making (the mark is sealed
    // in the writer's session) …
    const forger: Jar = new Map([['sf_ugc', id]]);
    expect((await list(forger)).reviews).toEqual(before.reviews);
    // … while the writer sees their review at once, and their read refreshes the shared copy.
    expect((await list(writer)).reviews.map((r) => r.title)).toContain(title);
    expect((await list(reader)).reviews.map((r) => r.title)).toContain(title);
  });

  it('takes one helpful vote per shopper (session)', async () => {
    const id = await styleWithReviews();
    const list = reviewsResponseSchema.parse(await (await storefront(`/api/products/${id}/reviews`)).json());
    const reviewId = list.reviews[0]!.reviewId;
    const jar: Jar = new Map();
    const vote = () =>
      storefront(`/api/products/${id}/reviews/${reviewId}/vote`, { ...send('POST', { helpful: true }), jar });
    expect((await vote()).status).toBe(200);
    const again = await vote();
    expect(again.status).toBe(409);
    expect((await errorOf(again)).errorId).toBe('REV409');
  });

  it('refuses a cross-site mutation', async () => {
    const id = await styleWithReviews();
    const response = await storefront(`/api/products/${id}/reviews`, {
      ...send('POST', review, { origin: 'https://evil.example' }),
    });
    expect(response.status).toBe(403);
  });

  it('stores a stock notification and validates the email', async () => {
    const { sku } = (await env.DB.prepare(
      'SELECT sku FROM variants WHERE stock = 0 ORDER BY sku LIMIT 1',
    ).first<{
      sku: string;
    }>())!;
    const bad = await storefront('/api/products/notifications', send('PUT', { email: 'nope', sku }));
    expect(await errorOf(bad)).toMatchObject({
      errorId: 'API400',
      details: { fields: { email: 'emailInvalid' } },
    });
    const ok = await storefront(
      '/api/products/notifications',
      send('PUT', { email: 'bff@example.com', sku }),
    );
    expect(await ok.json()).toMatchObject({ subscribed: true, created: true });
  });

  it('searches stores with stock and remembers the favourite store', async () => {
    const row = (await env.DB.prepare(
      `SELECT i.sku, i.quantity FROM store_inventory i WHERE i.store_id = '4001' AND i.quantity > 0 ORDER BY i.sku LIMIT 1`,
    ).first<{ sku: string; quantity: number }>())!;
    const found = await storefront(`/api/stores/search?postalCode=80302&productId=${row.sku}`);
    const body = (await found.json()) as { stores: { storeId: string; quantity: number }[] };
    expect(body.stores[0]).toMatchObject({ storeId: '4001', quantity: row.quantity });
    expect((await storefront('/api/stores/search')).status).toBe(400);
    // A store picked on a site takes that site's orders: Paris's 500 km reach London, not fr-fr's.
    const paris = (await (await storefront('/api/stores/search?postalCode=75001&locale=fr-fr')).json()) as {
      stores: { address: { country: string } }[];
    };
    expect(paris.stores.length).toBeGreaterThan(0);
    expect(paris.stores.map((s) => s.address.country)).toEqual(paris.stores.map(() => 'FR'));
    expect((await errorOf(await storefront('/api/stores/search?postalCode=%21%21%21'))).errorId).toBe(
      'STR404',
    );
    const fav = await storefront('/api/stores/favorite', send('PUT', { storeId: '4001' }));
    expect(fav.status).toBe(200);
    expect(fav.headers.get('set-cookie')).toMatch(/sf_store=4001/);
    expect((await storefront('/api/stores/favorite', send('PUT', { storeId: '9999' }))).status).toBe(404);
  });
});

describe('product page, store locator and size charts', () => {
  it('renders reviews with no-script sort links and the store locator results', async () => {
    const id = await styleWithReviews();
    const details = (await sandboxJson(`/products/v2/products/${id}/details`)).body as {
      slug: string;
      colors: { productId: string }[];
    };
    const html = await (
      await storefront(
        `/en-us/p/${details.slug}-${details.colors[0]!.productId}?reviewsSort=lowestRating&reviewsPage=2`,
      )
    ).text();
    expect(html).toContain('reviewsSort=highestRating&amp;reviewsPage=1#reviews');
    expect(html).toMatch(/aria-current="true"[^>]*>Lowest rating|Lowest rating/);
    expect(html).toContain('Page 2 of');
    // Pick up in store follows the site's pickupOrders flag (off in en-gb); buttons that need
    // script are marked so, and the locator is linked for readers without it.
    expect(html).toContain('>Check store stock</button>');
    expect(html).toContain('class="link-button needs-script"');
    expect(html).toContain(`/en-us/store-locator?productId=${details.colors[0]!.productId}`);
    const gb = await (await storefront(`/en-gb/p/${details.slug}-${details.colors[0]!.productId}`)).text();
    expect(gb).toContain('>Size chart</button>');
    expect(gb).not.toContain('>Check store stock</button>');
    const locator = await (await storefront('/en-us/store-locator?postalCode=80302')).text();
    expect(locator).toContain('Ridgeline Boulder');
    // Addresses in the country's order and phones in its national format, dialled in E.164.
    expect(locator).toContain('1320 Pearl St, Boulder, CO 80302');
    expect(locator).toContain('<a href="tel:+13035550114">(303) 555-0114</a>');
    // The editors' content page `store-locator` heads the locator, in the locale's language.
    expect(locator).toContain('<h1>Store locator</h1>');
    expect(locator).toContain('Search by postal code or use your location to see the nearest stores.');
    const french = await (await storefront('/fr-ca/store-locator')).text();
    expect(french).toContain('<title>Trouver un magasin | Ridgeline</title>');
    // Distances in the page's language and unit: "0,8 km" on fr-ca, never "0.8 km"; miles on en-us.
    expect(locator).toMatch(/1550 Wynkoop St, Denver, CO 80202(<!-- -->)? · 23\.5 mi/);
    const montreal = await (await storefront('/fr-ca/store-locator?postalCode=H2X%201K4')).text();
    expect(montreal).toMatch(/ · \d+,\d\u00a0km/);
    expect(montreal).not.toMatch(/ · \d+\.\d km/);
    expect(montreal).toContain('1500 Rue Sainte-Catherine O, Montréal QC  H3G 1S8');
    expect(montreal).toContain('(514) 555-0184');
    const chart = await storefront('/fapi/components/size-chart/boot');
    expect(((await chart.json()) as { kind: string }).kind).toBe('shoes');
    expect((await storefront('/fapi/components/size-chart/NOPE')).status).toBe(404);
    expect((await storefront('/fapi/components/foot-sizes')).status).toBe(200);
  });
});
