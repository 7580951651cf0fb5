/** The header's islands, kept per isolate, site and state key (`SITE_KEYED_ISLANDS`). */
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { authText } from '../../client/i18n/auth';
import { PageContext } from '../../client/island-kit/context';
import { Island } from '../../client/island-kit/Island';
import { ISLANDS, SITE_KEYED_ISLANDS } from '../../client/island-kit/registry';
import { SIGN_IN_KEYS } from '../../client/islands/SignIn';
import { enrollConfig } from '../../client/pages/enroll/config';
import { enrollFormText } from '../../client/pages/enroll/text';
import { ServerStateContext } from '../../client/state/app';
import { SITES } from '../../shared/site';
import { type PageRender, renderSegment } from './islands';
import { cartWith, pageRender as fixturePageRender, islandLookups } from './test/fixtures';

describe("site-keyed islands (the header's)", () => {
  const colors = [
    {
      code: 'BLK',
      name: 'Black',
      swatch: '#111111',
      url: '/en-gb/p/parka-RL0000AABLK',
      price: { currency: 'GBP', lowOriginal: 120, highOriginal: 120, lowCurrent: 120, highCurrent: 120 },
      variants: [
        { sku: 'RL0000AABLK-M', size: 'M', stock: 3 },
        { sku: 'RL0000AABLK-L', size: 'L', stock: 0 },
      ],
      images: [{ url: '/images/products/RL0000AABLK/1.svg', alt: 'Parka, front', width: 800, height: 1000 }],
    },
  ];
  const samples: Record<string, object> = {
    SearchBox: { locale: 'en-gb' },
    MenuKeys: {},
    MiniCart: { locale: 'en-gb' },
    SignIn: {
      locale: 'en-gb',
      returnTo: '/en-gb/c/men-1100',
      text: Object.fromEntries(SIGN_IN_KEYS.map((key) => [key, authText('en')[key]])),
    },
    Enroll: {
      locale: 'en-gb',
      returnTo: '/en-gb/c/men-1100',
      label: 'Sign in',
      text: enrollFormText('en'),
      config: enrollConfig(SITES['en-gb']!),
    },
    ProductGallery: { colors, selectedColorCode: 'BLK' },
    AddToCart: { colors, selectedColorCode: 'BLK', maxQty: 10 },
    ProductExtrasBar: {
      locale: 'en-gb',
      productType: 'jacket',
      footwear: false,
      colors,
      selectedColorCode: 'BLK',
      favoriteStore: null,
      pickup: true,
      text: { sizeChart: 'Size chart', checkStoreStock: 'Check store stock', notifyMe: 'Notify me' },
    },
  };
  const messages = {
    cartCount_one: 'Cart, {count} item',
    cartCount_other: 'Cart, {count} items',
    search: 'Search',
    searchPlaceholder: 'Search products',
  };
  const alone = (name: string, render: PageRender, prefix: string) => {
    const Component = ISLANDS[name as keyof typeof ISLANDS] as ComponentType<object>;
    return renderToString(
      <PageContext.Provider value={{ ...render.page, islands: { ...render.page.islands, inside: true } }}>
        <ServerStateContext.Provider value={render.page.islands.state}>
          <Component {...samples[name]} />
        </ServerStateContext.Provider>
      </PageContext.Provider>,
      { identifierPrefix: prefix },
    );
  };

  it('render the same HTML, ids aside, for one site and key whatever else the page and state hold', () => {
    for (const name of Object.keys(SITE_KEYED_ISLANDS)) {
      expect(samples[name], `a sample of ${name}'s props`).toBeDefined();
      const plain = fixturePageRender({ stateMessages: messages });
      const other = fixturePageRender({
        stateMessages: messages,
        page: { identity: { signedIn: true, firstName: 'Kim' } as never, origin: 'https://elsewhere.test' },
      });
      // The same count (two units) of another product, and a different search term on the page.
      other.page.islands.state = {
        ...other.page.islands.state,
        cart: { ...cartWith('Parka'), id: 'cart-2' },
        open: true,
      } as never;
      plain.page.islands.state = { ...plain.page.islands.state, cart: cartWith('Boot') };
      const key = SITE_KEYED_ISLANDS[name as keyof typeof SITE_KEYED_ISLANDS]!;
      expect(key(other.page.islands.state), name).toBe(key(plain.page.islands.state));
      const mine = alone(name, plain, 'i1-');
      expect(alone(name, other, 'i9-').split('_i9-R_').join('_i1-R_'), name).toBe(mine);
    }
  });

  it("are reused with the reusing page's ids, and rendered again for another count or site", () => {
    const header = (locale: string) => (
      <>
        <Island name="SearchBox" strategy="interaction" props={{ locale }} />
        <Island name="MiniCart" strategy="idle" props={{ locale }} />
      </>
    );
    const first = renderSegment(header('en-gb'), fixturePageRender({ stateMessages: messages }));
    const next = fixturePageRender({ stateMessages: messages });
    next.page.islands.prefix = 'j';
    const again = renderSegment(header('en-gb'), next);
    expect(again).toContain('aria-controls="_j1-R_0_list"');
    expect(again).not.toContain('_i1-');
    expect(again.split('_j1-R_').join('_i1-R_').split('prefix="j').join('prefix="i')).toBe(first);
    const withCart = fixturePageRender({ stateMessages: messages });
    withCart.page.islands.state = { ...withCart.page.islands.state, cart: cartWith('Boot') };
    expect(renderSegment(header('en-gb'), withCart)).toContain('aria-label="Cart, 2 items"');
    expect(first).toContain('aria-label="Cart, 0 items"');
    const french = fixturePageRender({
      site: SITES['fr-ca']!,
      stateMessages: {
        ...messages,
        cartCount_other: 'Panier, {count} articles',
        cartCount_one: 'Panier, {count} article',
      },
    });
    expect(renderSegment(header('fr-ca'), french)).toContain('aria-label="Panier, 0 article"');
  });

  it('keep an island that renders nothing on the server (the menu keys) like any other', () => {
    const looks = islandLookups('MenuKeys');
    const counting = () => looks.through(fixturePageRender({ stateMessages: messages }));
    const keys = <Island name="MenuKeys" strategy="idle" props={{}} />;
    const first = renderSegment(keys, counting());
    expect(renderSegment(keys, counting())).toBe(first);
    expect(first).toContain('<sf-island name="MenuKeys"');
    expect(looks.count).toBe(1);
  });
});
