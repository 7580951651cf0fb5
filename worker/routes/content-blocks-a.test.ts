import { describe, expect, it } from 'vitest';
import { contentItemSchemasA } from '../../shared/contract/content-items-a';
import { formPost, type Jar, jsonPost, storefront } from '../test/helpers';

const GROUP_A_TYPES = contentItemSchemasA.map((schema) => schema.shape.type.value);
const typesOn = (html: string) =>
  new Set([...html.matchAll(/class="item item--([a-z-]+)/g)].map((m) => m[1]));

describe('content blocks A on seeded pages', () => {
  it('the home, stories and campaign pages render every group A type, in every language', async () => {
    for (const locale of ['en-us', 'fr-fr', 'de-de', 'it-it']) {
      const seen = new Set<string | undefined>();
      for (const path of ['', '/stories', '/campaign']) {
        const response = await storefront(`/${locale}${path}`);
        expect(response.status, `${locale}${path}`).toBe(200);
        for (const type of typesOn(await response.text())) seen.add(type);
      }
      for (const type of GROUP_A_TYPES) expect(seen.has(type), `${locale}: ${type}`).toBe(true);
    }
  }, 60_000);

  it("the benefit bar shows its logo whole: the size it declares is the image's own", async () => {
    const home = await (await storefront('/en-us')).text();
    const img =
      /<img class="benefit-bar__logo" src="([^"]+)" alt="([^"]*)" width="(\d+)" height="(\d+)"/.exec(home);
    expect(img).not.toBeNull();
    const [, src, alt, width, height] = img!;
    expect(alt).toBe('Ridgeline');
    const svg = await (await storefront(src!)).text();
    const own = /<svg[^>]* width="(\d+)" height="(\d+)"/.exec(svg);
    expect(own).not.toBeNull();
    // Squeezed into a box of another shape, the 5-to-1 wordmark rendered as a dash.
    expect(Number(width) / Number(height)).toBeCloseTo(Number(own![1]) / Number(own![2]), 2);
  });

  it("the footer's social links are drawn icons named by the network, not two-letter badges", async () => {
    const home = await (await storefront('/en-us')).text();
    const social = home.slice(home.indexOf('class="social-links"', home.indexOf('site-footer')));
    const links = [...social.matchAll(/<a class="social-links__link[^>]*>([\s\S]*?)<\/a>/g)].map(
      (m) => m[1]!,
    );
    expect(links.length).toBe(3);
    for (const inner of links) {
      expect(inner).toMatch(/^<svg class="social-links__icon" aria-hidden="true"[^>]*>.*<\/svg>/);
      expect(inner).toMatch(/<span class="visually-hidden">(Instagram|Facebook|Pinterest)<\/span>$/);
      expect(inner).not.toMatch(/>(in|fa|pi)</i);
    }
  });

  it('the stories hub lists its articles once, in the grid, not again as child pages below it', async () => {
    const hub = await (await storefront('/en-us/stories')).text();
    const cards = [...hub.matchAll(/class="article-card" href="(\/en-us\/stories\/[a-z0-9-]+)"/g)];
    expect(cards.length).toBe(6);
    for (const [, href] of cards) expect(hub.split(`href="${href}"`).length - 1, href).toBe(1);
    // The 26 articles past the grid's first page are reached by its "read more" link, not a list.
    const links = new Set([...hub.matchAll(/href="(\/en-us\/stories\/[a-z0-9-]+)"/g)].map((m) => m[1]));
    expect(links.size).toBe(6);
    expect(hub).not.toContain('static-page__children');
    // A page without a grid still lists its children.
    expect(await (await storefront('/en-us/help')).text()).toContain('static-page__children');
  });

  it('article grid: filtered by a tag in component{id}[tagId], then read further with the offset', async () => {
    const first = await (await storefront('/en-us/stories')).text();
    expect(first).toMatch(/6 of 32 articles/);
    const filtered = await (
      await storefront('/en-us/stories?componentstories-grid%5BtagId%5D=repair')
    ).text();
    const count = Number(/(\d+) of (\d+) articles/.exec(filtered)?.[2]);
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(32);
    expect(filtered).toContain('Clear all (1)');
    const further = await (
      await storefront(
        '/en-us/stories?componentstories-grid%5BtagId%5D=hiking&componentstories-grid%5Boffset%5D=6',
      )
    ).text();
    expect(further).toMatch(/(\d+) of \1 articles|12 of \d+ articles/);
  });

  it('article pages: header, the date unless hidePageDate, narrow width, up to 4 related stories', async () => {
    const hub = await (await storefront('/en-us/stories')).text();
    const hrefs = [...hub.matchAll(/class="article-card" href="(\/en-us\/stories\/[a-z0-9-]+)"/g)].map(
      (m) => m[1]!,
    );
    expect(hrefs.length).toBeGreaterThanOrEqual(3);
    const pages = await Promise.all(hrefs.slice(0, 3).map(async (href) => (await storefront(href)).text()));
    for (const html of pages) {
      expect(html).toMatch(/<h1 class="article-page__title">/);
      const related = (html.split('article-page__related')[1] ?? '').match(/class="article-card"/g) ?? [];
      expect(related.length).toBeGreaterThan(0);
      expect(related.length).toBeLessThanOrEqual(4);
    }
    // The seed hides the date on one article in eight and narrows every other one.
    expect(pages.some((html) => /<time dateTime="\d{4}-\d{2}-\d{2}"/i.test(html))).toBe(true);
    expect(pages.some((html) => !html.includes('<time'))).toBe(true);
    expect(pages.some((html) => html.includes('article-page article-page--narrow'))).toBe(true);
  });

  it('closing the benefit bar by plain form sets benefitBarClosed, goes back, and the bar stays closed', async () => {
    const jar: Jar = new Map();
    expect(await (await storefront('/en-us', { jar })).text()).toContain('item--benefit-bar');
    const closed = await storefront('/api/content/benefit-bar/close', {
      ...formPost({ returnTo: '/en-us?x=1' }),
      jar,
    });
    expect(closed.status).toBe(303);
    expect(closed.headers.get('location')).toBe('/en-us?x=1');
    expect(jar.get('benefitBarClosed')).toBe('1');
    const html = await (await storefront('/en-us', { jar })).text();
    expect(html).not.toContain('item--benefit-bar');
    expect(html).toContain('item--thin-banner');
  });

  it('the close sends an unsafe returnTo home, and answers an island with JSON', async () => {
    const form = await storefront(
      '/api/content/benefit-bar/close',
      formPost({ returnTo: 'https://evil.example/' }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/en-us');
    const json = await storefront('/api/content/benefit-bar/close', jsonPost(''));
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ closed: true });
    expect(json.headers.get('set-cookie')).toContain('benefitBarClosed=1');
  });
});
