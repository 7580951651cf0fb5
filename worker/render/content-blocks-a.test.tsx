import { describe, expect, it, vi } from 'vitest';
import { groupAItems } from '../../client/sections/test/group-a-items';
import { streamHomePage, streamToString } from './pages';
import { footer, homePage, menu, shell } from './test/fixtures';

vi.mock('./assets', async () => {
  const { createAssets } = await import('./manifest');
  const { manifest } = await import('./test/fixtures');
  return { assets: createAssets(manifest) };
});

const render = (items = groupAItems, overrides = {}) => {
  const s = shell(overrides);
  const html = streamToString(
    streamHomePage(s, {
      menu: Promise.resolve(menu),
      footer: Promise.resolve(footer),
      page: Promise.resolve(homePage(items)),
    }),
  );
  return { s, html };
};

describe('group A content items', () => {
  it('renders every type in its frame', async () => {
    const html = await render().html;
    for (const item of groupAItems) expect(html, item.type).toContain(`data-item="${item.id}"`);
    for (const text of [
      'Free shipping over $50',
      'Members get 10% off',
      'Overlay title',
      'Below title',
      'Espot title',
      'Menu link',
      'Question one',
      'To the questions',
      'Article 1',
      'Card 4',
      'Html title',
      'Help links',
      'Instagram',
      'Climb',
    ]) {
      expect(html, text).toContain(text);
    }
  });

  it('sanitises HTML rich text and accordion answers', async () => {
    const html = await render().html;
    expect(html).toContain('Answer <b>one</b>');
    expect(html).not.toContain('alert(1)');
    expect(html).not.toContain('onclick');
  });

  it('frames items: anchors, sticky, per-breakpoint bottom margins (lengths only)', async () => {
    const html = await render().html;
    expect(html).toContain('href="#item-acc"');
    expect(html).toContain('id="item-acc"');
    expect(html).toMatch(/class="item item--vertical-link-list item--sticky"/);
    expect(html).toContain('--mb-sm:1rem');
    expect(html).not.toContain('url(x)');
  });

  it('tracks promotion impressions in the data layer', async () => {
    const html = await render().html;
    expect(html).toContain('data-sf-promotion="0"');
    expect(html).toMatch(
      /promoView.*"id":"P-OVL","name":"Overlay promo","creative":"overlay","position":"1"/,
    );
  });

  it('renders no benefit bar once the shopper closed it', async () => {
    const html = await render(groupAItems, { benefitBarClosed: true }).html;
    expect(html).not.toContain('Free shipping over $50');
    expect(html).toContain('Members get 10% off');
  });

  it('carousel dots are links named "Go to slide N"; the island only enhances', async () => {
    const html = await render().html;
    expect(html).toContain('href="#carousel-col-slide-2"');
    expect(html).toContain('Go to slide 2');
    expect(html).toContain('name="Carousel"');
    expect(html).toMatch(/<button[^>]*data-carousel-next=""[^>]*hidden/);
  });

  it('logs a throwing group A item with its type and id, drops its promotion, and keeps going', async () => {
    const broken = { ...groupAItems[2], id: 'overlay-broken', media: null } as never;
    const { s, html } = render([broken, groupAItems[1]!]);
    const out = await html;
    expect(out).toContain('Members get 10% off');
    expect(out).not.toContain('promoView');
    expect(s.log.entries.find((e) => e.message === 'content item failed')?.fields).toMatchObject({
      component: 'overlay-banner',
      id: 'overlay-broken',
    });
  });

  it('article grid: facets past 4/10/20 marked, clear all with count, read more while loaded < found', async () => {
    const html = await render().html;
    expect(html).toContain('Clear all (1)');
    expect(html).toContain('facet facet--over-sm facet--over-md');
    expect(html).toContain('Read more');
    expect(html).toContain('3 of 9 articles');
    expect(html).toContain('componentgrid-1%5Boffset%5D=3#article-grid-grid-1-4');
  });
});
