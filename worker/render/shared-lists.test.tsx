import { describe, expect, it } from 'vitest';
import { ProductCard } from '../../client/components/ProductCard';
import { SharedList } from '../../client/components/SharedList';
import { usePage } from '../../client/island-kit/context';
import { Island } from '../../client/island-kit/Island';
import { ListingMain, type ListingProps } from '../../client/pages/ListingPage';
import { NO_REQUEST } from '../../shared/content/request';
import type { ProductSearchResult } from '../../shared/contract/search';
import { SITES, type Site } from '../../shared/site';
import { cardTracking } from '../../shared/tracking';
import { renderSegment } from './islands';
import { pageLists, sharedItem, URL_KEYS_PER_ITEM } from './shared-lists';
import { card, pageRender as fixturePageRender } from './test/fixtures';

type Options = { site?: Site; origin?: string; shared?: boolean };

/** A page render as `createRender` wires it (tracking, origin, the page's shared lists), or inline. */
const pageRender = ({
  site = SITES['en-us']!,
  origin = 'https://shop.example',
  shared = true,
}: Options = {}) => {
  const render = fixturePageRender({ site, page: { tracking: { impressions: [], promotions: [] }, origin } });
  if (shared) {
    const lists = pageLists();
    render.page.sharedList = lists.defer;
    render.page.sharedItem = lists.deferItem;
    render.fillDeferred = (html) => lists.fill(html, render);
  }
  return render;
};

const result = (count = 5): ProductSearchResult => ({
  total: count,
  start: 0,
  count,
  products: Array.from({ length: count }, (_, i) => card(`RL${String(i).padStart(6, '0')}BLK`)),
  refinements: [],
  priceRange: null,
  applied: {} as ProductSearchResult['applied'],
});

const listing = (searchResult: ProductSearchResult): ListingProps => ({
  kind: 'category',
  path: '/en-us/c/men-1100',
  state: { category: [], color: [], size: [], gender: [], activity: [], sort: 'featured', page: 1 },
  heading: 'Men',
  result: searchResult,
});

/**
 * Island prefixes differ by design: `l{n}-` in a shared list, and the page's `i{n}-` (and the ids
 * made from them) no longer count the list's islands.
 */
const samePrefixes = (html: string) =>
  html.replace(/prefix="(i|l\d+_)\d+-"/g, 'prefix="…"').replace(/_i\d+-/g, '_…-');

type Card = ReturnType<typeof card>;
const items = (cards: Card[], list: string) =>
  cards.map((c) => (
    <li key={c.id}>
      <ProductCard card={c} list={list} />
    </li>
  ));
/** Two lists on one page, the second with a list inside it. */
function TwoLists({ one, two }: { one: Card[]; two: Card[] }) {
  return (
    <>
      <ul>
        <SharedList of={one} name="one">
          {() => items(one, 'One')}
        </SharedList>
      </ul>
      <ul>
        <SharedList of={two} name="two">
          {() => (
            <>
              {items(two, 'Two')}
              <SharedList of={one} name="inner">
                {() => <li>Inner list</li>}
              </SharedList>
            </>
          )}
        </SharedList>
      </ul>
    </>
  );
}

let withCartRenders = 0;
/** A list with a card and the mini cart, whose HTML depends on the shopper's cart. */
function WithCart() {
  withCartRenders += 1;
  return (
    <>
      <ProductCard card={card('RL000001BLK')} list="PLP" />
      <Island name="MiniCart" strategy="idle" props={{ locale: 'en-us' }} />
    </>
  );
}

/** Renders of the components below, counted per test. */
let renders = 0;
const promoted = (name: string) => ({ id: name, name, creative: name, position: name });

function Greeting() {
  renders += 1;
  return <li>{usePage().identity?.member?.name ?? 'guest'}</li>;
}

function Banner() {
  renders += 1;
  usePage().tracking?.promotions.push(promoted('spring'));
  return <p>Spring</p>;
}

function Closable() {
  renders += 1;
  return <p>{usePage().benefitBarClosed ? 'closed' : 'open'}</p>;
}

describe('shared lists', () => {
  it('render the listing grid as the page renders it inline, with the same impressions and islands', () => {
    const data = result();
    const inline = pageRender({ shared: false });
    const shared = pageRender();
    const inlineHtml = renderSegment(<ListingMain {...listing(data)} />, inline);
    const sharedHtml = renderSegment(<ListingMain {...listing(data)} />, shared);
    expect(sharedHtml).not.toContain('sf-slot');
    expect(samePrefixes(sharedHtml)).toBe(samePrefixes(inlineHtml));
    expect(sharedHtml).toMatch(/prefix="l\d+_1-"/);
    expect(shared.page.tracking).toEqual(inline.page.tracking);
    expect(shared.page.tracking?.impressions).toHaveLength(5);
    expect(shared.page.islands.used).toEqual(inline.page.islands.used);
    expect(shared.page.islands.used.get('FavoriteToggle')).toBe('interaction');
  });

  it('are reused for the same search result object and rendered again for a new one', () => {
    const version1 = result();
    renderSegment(<ListingMain {...listing(version1)} />, pageRender());
    // Changed behind the cache's back: the isolate's HTML is reused, so the old title shows...
    version1.products[0]!.title = 'Changed in place';
    const again = pageRender();
    const reused = renderSegment(<ListingMain {...listing(version1)} />, again);
    expect(reused).not.toContain('Changed in place');
    expect(reused).toContain('Trail Runner RL000000BLK');
    // ...and the reuse still tells this page its impressions and its islands.
    expect(again.page.tracking?.impressions.map((p) => p.variant)).toEqual(
      version1.products.map((p) => p.id),
    );
    expect(again.page.islands.used.get('FavoriteToggle')).toBe('interaction');
    // A refreshed or purged entry is a new object: rendered again.
    const version2 = structuredClone(version1);
    expect(renderSegment(<ListingMain {...listing(version2)} />, pageRender())).toContain('Changed in place');
  });

  it("reuse a listing's facets for the same result and URL, and render them again for another URL", () => {
    const data = result();
    data.refinements = [
      { id: 'color', values: [{ value: 'BLK', label: 'Black', count: 5, selected: false, swatch: '#000' }] },
    ];
    renderSegment(<ListingMain {...listing(data)} />, pageRender());
    // Changed behind the cache's back: the same URL reuses the isolate's facets...
    data.refinements[0]!.values[0]!.label = 'Changed in place';
    const reused = renderSegment(<ListingMain {...listing(data)} />, pageRender());
    expect(reused).toContain('<span class="facet__label">Black</span>');
    expect(reused).toContain('href="/en-us/c/men-1100?color=BLK"');
    // ...another URL has other links, so it renders its own.
    const sorted = listing(data);
    sorted.state = { ...sorted.state, sort: 'rating' };
    const other = renderSegment(<ListingMain {...sorted} />, pageRender());
    expect(other).toContain('<span class="facet__label">Changed in place</span>');
    expect(other).toContain('href="/en-us/c/men-1100?color=BLK&amp;sort=rating"');
  });

  it("are kept per site: words and prices are the locale's", () => {
    const data = result();
    const english = renderSegment(<ListingMain {...listing(data)} />, pageRender());
    const french = renderSegment(<ListingMain {...listing(data)} />, pageRender({ site: SITES['fr-ca']! }));
    expect(english).toContain('Add to favorites');
    expect(french).not.toContain('Add to favorites');
    expect(french).toContain('70,00');
  });

  it('count what the page tracked before them: indexes and positions follow a carousel above', () => {
    const data = result(3);
    const plain = pageRender();
    renderSegment(<ListingMain {...listing(data)} />, plain);
    const withCarousel = pageRender();
    const site = withCarousel.page.site;
    withCarousel.page.tracking!.impressions.push(cardTracking(card('RL999999RED'), site, 'Carousel', 1));
    const html = renderSegment(<ListingMain {...listing(data)} />, withCarousel);
    // The grid's first card is the page's second impression (index 1), still first of its list.
    expect(html).toContain('data-sf-impression="1"');
    expect(html).not.toContain('data-sf-impression="0"');
    expect(withCarousel.page.tracking!.impressions.slice(1)).toEqual(plain.page.tracking!.impressions);
  });

  it('give each list its own island prefixes, and render a list inside a list inline', () => {
    const one = [card('RL000001BLK'), card('RL000002BLK')];
    const two = [card('RL000003BLK'), card('RL000004BLK')];
    for (const render of [pageRender(), pageRender()]) {
      const html = renderSegment(<TwoLists one={one} two={two} />, render);
      const prefixes = [...html.matchAll(/<sf-island name="FavoriteToggle"[^>]* prefix="([^"]+)"/g)].map(
        (m) => m[1],
      );
      expect(prefixes).toHaveLength(4);
      expect(new Set(prefixes).size).toBe(4);
      expect(html).toContain('<li>Inner list</li>');
      expect(html).not.toContain('sf-slot');
    }
  });

  it('that place an island other than a props-only one are logged, rendered for the page and never stored', () => {
    const content = {};
    withCartRenders = 0;
    const defer = (render: ReturnType<typeof pageRender>) => {
      const slot = render.page.sharedList!(content, 'bad', () => <WithCart />);
      return render.fillDeferred!(`<ul><sf-slot name="${slot}"></sf-slot></ul>`);
    };
    const first = pageRender();
    expect(defer(first)).toContain('<sf-island name="MiniCart"');
    expect(first.page.islands.used.get('MiniCart')).toBe('idle');
    expect(first.log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        message: 'shared list depends on the shopper: not reused',
        fields: expect.objectContaining({ islands: ['MiniCart'] }),
      }),
    );
    defer(pageRender());
    expect(withCartRenders).toBe(2);
  });

  it("that read the shopper's part of the page context are logged, rendered for the page and never stored", () => {
    const content = {};
    renders = 0;
    const defer = (render: ReturnType<typeof pageRender>) => {
      const slot = render.page.sharedList!(content, 'greeting', () => <Greeting />);
      return render.fillDeferred!(`<ul><sf-slot name="${slot}"></sf-slot></ul>`);
    };
    const member = pageRender();
    member.page.identity = { member: { name: 'Ada' }, returnTo: '/en-us' };
    expect(defer(member)).toContain('<li>Ada</li>');
    expect(member.log.entries).toContainEqual(
      expect.objectContaining({
        level: 'error',
        fields: expect.objectContaining({ personal: ['identity'], islands: [] }),
      }),
    );
    expect(defer(pageRender())).toContain('<li>guest</li>');
    expect(renders).toBe(2);
  });
});

/** A link back to this page's URL, as a CTA or a dialog link keeps the query. */
function HereLink() {
  renders += 1;
  const { path, search } = usePage().request ?? NO_REQUEST;
  return <a href={`${path}${search}#more`}>More</a>;
}

/** Reads the URL, then the shopper's audience. */
function ForMembers() {
  renders += 1;
  const request = usePage().request ?? NO_REQUEST;
  return <a href={request.path}>{request.audience.loggedIn ? 'Welcome back' : 'Join'}</a>;
}

const at = (path: string, search = '') => {
  const render = pageRender();
  render.page.request = { ...NO_REQUEST, path, search };
  return render;
};

describe('shared content items', () => {
  it('that read only the URL are kept per path, and rendered per page for a URL with a query', () => {
    const item = {};
    renders = 0;
    expect(sharedItem(item, () => <HereLink />, at('/en-us/campaign'), false)).toBe(
      '<a href="/en-us/campaign#more">More</a>',
    );
    expect(sharedItem(item, () => <HereLink />, at('/en-us/campaign'), false)).toBe(
      '<a href="/en-us/campaign#more">More</a>',
    );
    expect(renders).toBe(1);
    expect(sharedItem(item, () => <HereLink />, at('/en-us/sale'), false)).toBe(
      '<a href="/en-us/sale#more">More</a>',
    );
    expect(renders).toBe(2);
    // A query is this page's own: rendered each time, never kept.
    for (const query of ['?utm=mail', '?utm=mail'])
      expect(sharedItem(item, () => <HereLink />, at('/en-us/campaign', query), false)).toBe(
        `<a href="/en-us/campaign${query}#more">More</a>`,
      );
    expect(renders).toBe(4);
    expect(sharedItem(item, () => <HereLink />, at('/en-us/campaign'), false)).toBe(
      '<a href="/en-us/campaign#more">More</a>',
    );
    expect(renders).toBe(4);
  });

  it(`that read only the URL are kept for at most ${URL_KEYS_PER_ITEM} paths`, () => {
    const item = {};
    renders = 0;
    const paths = Array.from({ length: URL_KEYS_PER_ITEM + 1 }, (_, i) => `/en-us/p${i}`);
    for (const path of paths) sharedItem(item, () => <HereLink />, at(path), false);
    expect(renders).toBe(paths.length);
    sharedItem(item, () => <HereLink />, at(paths[0]!), false);
    expect(renders).toBe(paths.length);
    // The one past the bound was rendered for its page and not kept.
    expect(sharedItem(item, () => <HereLink />, at(paths.at(-1)!), false)).toBe(
      `<a href="${paths.at(-1)}#more">More</a>`,
    );
    expect(renders).toBe(paths.length + 1);
  });

  it("that read the URL and the shopper's audience are the page's, as any read of the shopper", () => {
    const item = {};
    renders = 0;
    const member = at('/en-us/campaign');
    member.page.request = { ...member.page.request!, audience: { loggedIn: true, cartEmpty: null } };
    expect(sharedItem(item, () => <ForMembers />, member, false)).toBe(
      '<a href="/en-us/campaign">Welcome back</a>',
    );
    expect(renders).toBe(2);
    expect(sharedItem(item, () => <ForMembers />, at('/en-us/campaign'), false)).toBeUndefined();
  });

  it('render once per item object and site, and replay their promotions into each page', () => {
    const item = {};
    renders = 0;
    const pages = [pageRender(), pageRender(), pageRender()];
    const html = pages.map((render) => sharedItem(item, () => <Banner />, render, false));
    expect(html[0]).toBe('<p>Spring</p>');
    expect(html[1]).toBe(html[0]);
    expect(html[2]).toBe(html[0]);
    expect(renders).toBe(1);
    for (const render of pages) expect(render.page.tracking?.promotions).toEqual([promoted('spring')]);
    sharedItem(item, () => <Banner />, pageRender({ site: SITES['fr-ca']! }), false);
    expect(renders).toBe(2);
  });

  it("that read the request or the shopper are rendered in the page's context, and left to the caller after the first", () => {
    const item = {};
    renders = 0;
    const closed = pageRender();
    closed.page.benefitBarClosed = true;
    expect(sharedItem(item, () => <Closable />, closed, false)).toBe('<p>closed</p>');
    expect(closed.log.entries).toEqual([]);
    // Rendered again in the page's own context, as the caller renders it from now on.
    expect(renders).toBe(2);
    expect(sharedItem(item, () => <Closable />, pageRender(), false)).toBeUndefined();
    expect(renders).toBe(2);
  });

  it('placed by a page component get a slot, filled after the segment, until one is known to read the shopper', () => {
    const banner = {};
    const closable = {};
    renders = 0;
    const place = (render: ReturnType<typeof pageRender>) => {
      const slots = [
        render.page.sharedItem!(banner, () => <Banner />, false),
        render.page.sharedItem!(closable, () => <Closable />, false),
      ];
      const html = slots.map((slot) => (slot ? `<sf-slot name="${slot}"></sf-slot>` : 'in place')).join('|');
      return render.fillDeferred!(html);
    };
    const first = pageRender();
    first.page.benefitBarClosed = true;
    // Banner once; the closable item twice (watched, then in the page's context).
    expect(place(first)).toBe('<p>Spring</p>|<p>closed</p>');
    expect(renders).toBe(3);
    const second = pageRender();
    expect(place(second)).toBe('<p>Spring</p>|in place');
    expect(renders).toBe(3);
    expect(second.page.tracking?.promotions).toEqual([promoted('spring')]);
  });

  it('that place an island other than a props-only one are left to the caller after the first', () => {
    const item = {};
    withCartRenders = 0;
    const first = pageRender();
    expect(sharedItem(item, () => <WithCart />, first, false)).toContain('<sf-island name="MiniCart"');
    expect(first.page.islands.used.get('MiniCart')).toBe('idle');
    expect(first.page.islands.pending).toEqual([]);
    expect(sharedItem(item, () => <WithCart />, pageRender(), false)).toBeUndefined();
    expect(withCartRenders).toBe(2);
  });
});
