import { describe, expect, it } from 'vitest';
import { findProduct, storefront } from '../test/helpers';

describe('pages', () => {
  it('redirects / to a locale chosen from Accept-Language', async () => {
    const response = await storefront('/', { headers: { 'accept-language': 'fr-CA,fr;q=0.9' } });
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/fr-ca');
    expect(response.headers.get('vary')).toMatch(/accept-language/i);
    expect(response.headers.get('cache-control')).toContain('private');
  });

  it('renders the home page with header, sections and footer, private and with a CSP nonce', async () => {
    const response = await storefront('/en-us');
    const html = await response.text();
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('private');
    const csp = response.headers.get('content-security-policy') ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    // Every script that runs carries this response's nonce. Shared island props' data blocks never
    // run, and sit in HTML reused across responses, so they carry none.
    const scripts = html.match(/<script[^>]*>/g) ?? [];
    const running = scripts.filter((script) => !script.includes('data-sf-shared='));
    expect(running.length).toBeGreaterThan(0);
    for (const script of running) expect(script).toContain(`nonce="${nonce}"`);
    for (const block of scripts.filter((script) => !running.includes(script)))
      expect(block).toMatch(/^<script type="application\/json" data-sf-shared="s\w+">$/);
    expect(html).toContain('<header');
    expect(html).toContain('<footer');
    expect(html).toMatch(/<h1|<h2/);
  });

  it("reuses the home page's product carousels for the next shopper, impressions and islands replayed", async () => {
    const impressionsOf = (html: string) =>
      JSON.parse(/\}\)\(document,(\[[\s\S]*?\])\)<\/script>/.exec(html)![1]!) as { variant: string }[];
    const carousels = (html: string) =>
      [...html.matchAll(/<section class="carousel[^"]*"[^>]*data-carousel="[^"]*">[\s\S]*?<\/section>/g)].map(
        (m) => m[0],
      );
    const first = await (await storefront('/en-gb')).text();
    const second = await (await storefront('/en-gb')).text();
    const withCards = carousels(second).filter((html) => html.includes('class="card"'));
    expect(withCards.length).toBeGreaterThan(0);
    // The carousels' hearts and enhancers carry a shared list's prefixes (the renderer's shared path).
    for (const html of withCards)
      expect(html).toMatch(/<sf-island name="FavoriteToggle" strategy="interaction" prefix="l\d+_1-"/);
    expect(carousels(second)).toEqual(carousels(first));
    const impressions = impressionsOf(second);
    expect(impressions).toEqual(impressionsOf(first));
    const cards = [
      ...second.matchAll(
        /<h3 class="card__title"><a href="[^"]*-([A-Z0-9]{11})" data-sf-impression="(\d+)"/g,
      ),
    ];
    expect(cards.length).toBeGreaterThan(4);
    for (const [, variant, index] of cards) expect(impressions[Number(index)]!.variant).toBe(variant);
  });

  it('renders a product page and 301s a wrong slug to the canonical one', async () => {
    const { product } = await findProduct();
    const color = product.colors[0]!;
    const ok = await storefront(`/en-us/p/${product.slug}-${color.productId}`);
    expect(ok.status).toBe(200);
    const html = await ok.text();
    const escaped = product.name.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');
    expect(html).toContain(`<h1 class="pdp__title">${escaped}</h1>`);

    const moved = await storefront(`/en-us/p/wrong-slug-${color.productId}`);
    expect(moved.status).toBe(301);
    expect(moved.headers.get('location')).toBe(`/en-us/p/${product.slug}-${color.productId}`);
    expect(moved.headers.get('cache-control')).toBe('public, max-age=3600');
  });

  it("reuses a product page's card rows and reviews for the next shopper", async () => {
    const { product } = await findProduct();
    const path = `/en-us/p/${product.slug}-${product.colors[0]!.productId}`;
    const rows = (html: string) =>
      [...html.matchAll(/<section class="pdp-row"[\s\S]*?<\/section>/g)].map((m) => m[0]);
    const island = (html: string, name: string) => {
      const at = html.indexOf(`<sf-island name="${name}"`);
      return at === -1 ? '' : html.slice(at, html.indexOf('</sf-island>', at));
    };
    const first = await (await storefront(path)).text();
    const second = await (await storefront(path)).text();
    expect(rows(second).length).toBeGreaterThan(0);
    for (const row of rows(second)) expect(row).toMatch(/prefix="l\d+_1-"/);
    expect(rows(second)).toEqual(rows(first));
    expect(island(second, 'Reviews')).toContain('class="');
    expect(island(second, 'Reviews').replace(/prefix="i\d+-"/, '')).toBe(
      island(first, 'Reviews').replace(/prefix="i\d+-"/, ''),
    );
  });

  it.each([
    '/en-us/does-not-exist',
    '/xx-yy',
    '/en-us/p/not-a-product-id',
    '/en-us/p/anything-ZZZZZZZZ',
    '/en-us/p/anything-ZZZZZZZZZZZ',
  ])('answers %s with the error page and 404', async (path) => {
    const response = await storefront(path);
    expect(response.status).toBe(404);
    expect(response.headers.get('content-type')).toContain('text/html');
    const html = await response.text();
    expect(html).not.toMatch(/at \w+ \(|stack/i);
  });

  it('never starts a guest session for a reader of pages: a visitor id only, once', async () => {
    // A roomy decision budget: the home's mt.v must come for the next page to send it.
    const response = await storefront('/en-us', { envOverride: { DECISION_BUDGET_MS: '2000' } });
    // Besides the decision service's identifier of the shopper (`mt.v`, worker/content/experiments.ts)
    // and the signed code of the variants it gave (`sf_vc`, worker/content/variant-cache.ts).
    const cookies = response.headers
      .getSetCookie()
      .filter((c) => !c.startsWith('mt.v=') && !c.startsWith('sf_vc='));
    expect(cookies).toHaveLength(1);
    expect(cookies[0]).toMatch(
      /^__Host-sf_v=[0-9a-f-]{36}; Max-Age=86400; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );
    const visitor = cookies[0]!.split(';')[0]!;
    // A category page is decided too (its recommendations): the shopper's mt.v goes along.
    const monetate = response.headers
      .getSetCookie()
      .find((c) => c.startsWith('mt.v='))
      ?.split(';')[0];
    const next = await storefront('/en-us/c/men-1100', {
      headers: { cookie: [visitor, monetate].filter(Boolean).join('; ') },
    });
    expect(next.headers.getSetCookie()).toEqual([]);
    // Nothing shared carries one.
    for (const path of ['/robots.txt', '/sitemap.xml'])
      expect((await storefront(path)).headers.getSetCookie(), path).toEqual([]);
  });
});
