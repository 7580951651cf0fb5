import { createElement } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { contentItemSchema } from '../../shared/contract';
import { SITES } from '../../shared/site';
import { createAssets } from './manifest';
import {
  renderPageToString,
  renderWholePage,
  streamContentPage,
  streamHomePage,
  streamPage,
  streamProductPage,
  streamToString,
} from './pages';
import { cartWith, footer, homePage, manifest, menu, product, shell } from './test/fixtures';

vi.mock('./assets', async () => {
  const { createAssets: create } = await import('./manifest');
  const { manifest: m } = await import('./test/fixtures');
  return { assets: create(m) };
});

const decoder = new TextDecoder();
const never = <T>() => new Promise<T>(() => {});
const later = <T>(value: T, ms: number) => new Promise<T>((resolve) => setTimeout(() => resolve(value), ms));
function Broken(): never {
  throw new Error('listing exploded');
}
const timeout = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms));

describe('streamed pages', () => {
  it('flushes the head before any data resolves', async () => {
    const s = shell();
    const stream = streamHomePage(s, { menu: never(), footer: never(), page: never() });
    const reader = stream.getReader();
    const first = await Promise.race([reader.read(), timeout(200)]);
    expect(first).not.toBe('timeout');
    const html = decoder.decode((first as ReadableStreamReadResult<Uint8Array>).value);
    expect(html).toMatch(/^<!doctype html><html lang="en-US"><head>/);
    expect(html).toContain('<title>Ridgeline | Outdoor gear</title>');
    expect(html).toContain('<link rel="stylesheet" href="/assets/main-abc.css"/>');
    expect(html).toContain('</head><body');
    // Nothing else can come while the menu never resolves.
    expect(await Promise.race([reader.read(), timeout(50)])).toBe('timeout');
    await reader.cancel();
  });

  it('renders segments in document order whatever order the data arrives in', async () => {
    const s = shell({ cart: cartWith('Summit GTX Boot') });
    const html = await streamToString(
      streamHomePage(s, {
        menu: later(menu, 30),
        footer: Promise.resolve(footer),
        page: later(homePage(), 10),
      }),
    );
    const header = html.indexOf('<header');
    const main = html.indexOf('<main');
    const foot = html.indexOf('<footer');
    const state = html.indexOf('id="sf-state"');
    expect(header).toBeGreaterThan(0);
    expect(main).toBeGreaterThan(header);
    expect(foot).toBeGreaterThan(main);
    expect(state).toBeGreaterThan(foot);
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(html).toContain('Into the hills');
    expect(html).toContain('New arrivals');
    expect(html).toContain('Cart, 2 items');
    expect(html).toContain('<script type="module" nonce="n0nce" src="/assets/entry-abc.js"></script>');
    expect(s.log.entries.filter((e) => e.level === 'error')).toEqual([]);
  });

  it('logs a failing content item with its type and id and keeps going; skips unknown types', async () => {
    const s = shell();
    const broken = { id: 'hero-broken', type: 'hero', title: 'Broken', media: null, targets: [] } as never;
    const unknown = { id: 'x-1', type: 'holo-banner', title: 'Future' };
    const html = await streamToString(
      streamHomePage(s, {
        menu: Promise.resolve(menu),
        footer: Promise.resolve(footer),
        page: Promise.resolve(homePage([broken, unknown])),
      }),
    );
    expect(html).toContain('Into the hills');
    expect(html).toContain('New arrivals');
    expect(html).not.toContain('Broken');
    expect(html).not.toContain('Future');
    expect(html).toContain('<footer');
    const failed = s.log.entries.find((e) => e.message === 'content item failed');
    expect(failed?.level).toBe('error');
    expect(failed?.fields).toMatchObject({ component: 'hero', id: 'hero-broken' });
    expect(failed?.fields?.error).toBeInstanceOf(Error);
    const skipped = s.log.entries.find((e) => e.message === 'unknown content item skipped');
    expect(skipped).toMatchObject({ level: 'warn', fields: { component: 'holo-banner', id: 'x-1' } });
  });

  it('skips an item of a known type that did not parse as one, before its component, with a warning', async () => {
    const s = shell();
    const broken = contentItemSchema.parse({ id: 'hero-broken', type: 'hero', title: 'Broken', media: null });
    const html = await streamToString(
      streamHomePage(s, {
        menu: Promise.resolve(menu),
        footer: Promise.resolve(footer),
        page: Promise.resolve(homePage([broken])),
      }),
    );
    expect(html).toContain('Into the hills');
    expect(html).not.toContain('Broken');
    expect(s.log.entries.filter((e) => e.level === 'error')).toEqual([]);
    const skipped = s.log.entries.find((e) => e.message === 'malformed content item skipped');
    expect(skipped).toMatchObject({ level: 'warn', fields: { component: 'hero', id: 'hero-broken' } });
  });

  it('survives menu, footer and page promises that reject anyway', async () => {
    const s = shell();
    const html = await streamToString(
      streamHomePage(s, {
        menu: Promise.reject(new Error('m')),
        footer: Promise.reject(new Error('f')),
        page: Promise.reject(new Error('p')),
      }),
    );
    expect(html).toContain('<header');
    expect(html).toContain('This content is not available right now.');
    expect(html).toContain('<footer');
    expect(html.endsWith('</body></html>')).toBe(true);
    expect(s.log.entries.map((e) => e.message)).toEqual([
      'menu failed',
      'home page content failed',
      'footer failed',
    ]);
  });

  it('escapes the state snapshot against </script> injection', async () => {
    const s = shell({ cart: cartWith('</script><script>alert(1)</script>') });
    const html = await streamToString(
      streamContentPage(s, {
        menu: Promise.resolve(null),
        footer: Promise.resolve(null),
        page: Promise.resolve(null),
      }),
    );
    const start = html.indexOf('<script type="application/json" id="sf-state"');
    const end = html.indexOf('</script>', start);
    const json = html.slice(html.indexOf('>', start) + 1, end);
    expect(JSON.parse(json).cart.items[0].name).toBe('</script><script>alert(1)</script>');
    expect(html).not.toContain('<script>alert(1)');
  });

  it('renders the error-4xx fallback and the form error', async () => {
    const s = shell({ pageType: 'Error', formError: { errorId: 'INV700', message: 'Out of stock' } });
    const html = await streamToString(
      streamContentPage(s, {
        menu: Promise.resolve(menu),
        footer: Promise.resolve(footer),
        page: Promise.resolve(null),
      }),
    );
    expect(html).toContain('<h1 class="visually-hidden">Page not found</h1>');
    expect(html).toContain(
      'role="alert" data-focus-on-load="" tabindex="-1">This item is out of stock.</div>',
    );
  });

  it('product page: the colour label in the site’s spelling and typography', async () => {
    const label = async (locale: string) => {
      const s = shell({
        pageType: 'PDP',
        site: SITES[locale]!,
        canonicalPath: `/${locale}/p/summit-gtx-boot-ABCDEFGH001`,
      });
      const html = await streamToString(
        streamProductPage(s, {
          menu: Promise.resolve(menu),
          footer: Promise.resolve(footer),
          product,
          selectedColorCode: '002',
        }),
      );
      return /<p class="buy__label"[^>]*>(.*?)<span class="buy__value">Moss<\/span>/.exec(html)?.[1];
    };
    // French puts a no-break space before the colon, as quick shop and the cart do.
    expect(await label('fr-ca')).toBe('Couleur\u00a0: ');
    // US English spells "Color"; British and Canadian English keep "Colour".
    expect(await label('en-us')).toBe('Color: ');
    expect(await label('en-gb')).toBe('Colour: ');
    expect(await label('en-ca')).toBe('Colour: ');
  });

  it('product page: islands with unique prefixes, a no-script form, and no preload for islands that wait', async () => {
    const s = shell({ pageType: 'PDP', canonicalPath: '/en-us/p/summit-gtx-boot-ABCDEFGH001' });
    const html = await streamToString(
      streamProductPage(s, {
        menu: Promise.resolve(menu),
        footer: Promise.resolve(footer),
        product,
        selectedColorCode: '002',
      }),
    );
    const prefixes = [
      ...html.matchAll(/<sf-island name="(\w+)" strategy="(\w+)"[^>]*? prefix="([\w-]+)"/g),
    ].map((m) => `${m[1]}:${m[2]}:${m[3]}`);
    expect(prefixes).toEqual([
      'SearchBox:interaction:i1-',
      'Enroll:interaction:i2-',
      'MiniCart:companion:i3-',
      'MenuKeys:interaction:i4-',
      'Toasts:companion:i5-',
      'ProductGallery:companion:i6-',
      'AddToCart:companion:i7-',
      'FavoriteToggle:interaction:i8-',
      'ProductExtrasBar:interaction:i9-',
    ]);
    expect(html).toContain('<form class="buy" action="/api/cart/items?locale=en-us" method="post">');
    expect(html).toContain('name="returnTo" value="/en-us/p/summit-gtx-boot-ABCDEFGH002"');
    // Moss comes in one size: it is chosen for the shopper, so the plain form posts it as it is.
    expect(html).toContain(
      '<input type="radio" required="" name="productId" checked="" value="ABCDEFGH002-9"/>',
    );
    expect(html).toContain('<h1 class="pdp__title">Summit GTX Boot</h1>');
    // useId inside an island uses the island's prefix (the same one the browser hydrates with).
    expect(html).toMatch(/id="_i7-[^"]*colour"/);
    expect(html).toContain('Rated 4.3 out of 5, 120 reviews');
    expect(html).toContain('/images/boot-002-1.svg');
    // No React resource hints inside islands: they would not hydrate (the head preloads the font).
    expect(html.slice(html.indexOf('<body'))).not.toContain('rel="preload"');
    expect(html).toContain(
      '<link rel="preload" href="/assets/inter-abc.woff2" as="font" type="font/woff2" crossorigin=""/>',
    );
    // The buy box waits for the shopper (holding only its submit, for its early half): nothing but
    // the loader is fetched before the load event.
    expect(html).toMatch(/<sf-island name="AddToCart" strategy="companion" hold="button\[type=submit\]"/);
    expect(html).not.toContain('href="/assets/AddToCart-abc.js"');
    expect(html).not.toContain('href="/assets/react-abc.js"');
  });

  it("product page: the buy box's islands carry the colours once, and a second shopper's is the same", async () => {
    const pdp = (identity?: object, cart?: ReturnType<typeof cartWith>) =>
      streamToString(
        streamProductPage(
          shell({
            pageType: 'PDP',
            canonicalPath: '/en-us/p/summit-gtx-boot-ABCDEFGH001',
            ...(identity ? { identity: identity as never } : {}),
            ...(cart ? { cart } : {}),
          }),
          { menu: Promise.resolve(menu), footer: Promise.resolve(footer), product, selectedColorCode: '002' },
        ),
      );
    const html = await pdp();
    const blocks = [
      ...html.matchAll(/<script type="application\/json" data-sf-shared="(s\w+)">(.*?)<\/script>/g),
    ];
    const colours = blocks.filter((m) => m[2]!.includes('ABCDEFGH002-9'));
    expect(colours).toHaveLength(1);
    const value = JSON.parse(colours[0]![2]!);
    expect(value.map((c: { code: string }) => c.code)).toEqual(product.colors.map((c) => c.code));
    expect(value[1].images[0].url).toBe('/images/boot-002-1.svg');
    const reference = `{&quot;sf:shared&quot;:&quot;${colours[0]![1]}&quot;}`;
    for (const name of ['ProductGallery', 'AddToCart', 'ProductExtrasBar'])
      expect(
        new RegExp(`<sf-island name="${name}"[^>]*props="[^"]*colors&quot;:${reference}`).test(html),
        name,
      ).toBe(true);
    // Nothing of the shopper is in the buy box: a member with a cart gets the same one.
    const buyBox = (page: string) =>
      page.slice(page.indexOf('<div class="pdp__layout">'), page.indexOf('pdp__details'));
    const member = await pdp({ signedIn: true, firstName: 'Kim' }, cartWith('Parka'));
    expect(buyBox(member)).toBe(buyBox(html));
    expect(buyBox(html)).toContain('name="productId" checked="" value="ABCDEFGH002-9"');
  });

  it('streamPage puts any main tree between header and footer; a failing one becomes the fallback', async () => {
    const s = shell({ pageType: 'Other' });
    const chrome = { menu: Promise.resolve(menu), footer: Promise.resolve(footer) };
    const ok = await streamToString(
      streamPage(s, chrome, 'Listing', async () => createElement('p', null, 'forty-eight cards')),
    );
    expect(ok.indexOf('<header')).toBeLessThan(ok.indexOf('<p>forty-eight cards</p>'));
    expect(ok.indexOf('<p>forty-eight cards</p>')).toBeLessThan(ok.indexOf('<footer'));
    expect(ok).toContain('<main id="main"');

    const failed = await streamToString(streamPage(s, chrome, 'Listing', () => createElement(Broken)));
    expect(s.log.entries).toContainEqual(
      expect.objectContaining({ level: 'error', fields: expect.objectContaining({ component: 'Listing' }) }),
    );
    expect(failed).toContain('<footer');
    expect(failed).toMatch(/<\/html>$/);
  });

  it('renderPageToString renders the same page in one pass', async () => {
    const s = shell();
    const data = {
      menu: Promise.resolve(menu),
      footer: Promise.resolve(footer),
      page: Promise.resolve(homePage()),
    };
    const whole = await renderPageToString('home', s, data, { assets: createAssets(manifest) });
    const streamed = await streamToString(streamHomePage(shell(), data));
    for (const fragment of [
      'Into the hills',
      'New arrivals',
      'Cart, 0 items',
      '© 2026 Ridgeline',
      'id="sf-state"',
    ]) {
      expect(whole).toContain(fragment);
      expect(streamed).toContain(fragment);
    }
  });

  it('renderWholePage is the one-pass twin of streamPage (bench baseline for any page)', async () => {
    const chrome = { menu: Promise.resolve(menu), footer: Promise.resolve(footer) };
    const main = async () => createElement('section', { 'aria-label': 'Results' }, 'Forty-eight cards');
    const whole = await renderWholePage(shell(), chrome, main, { assets: createAssets(manifest) });
    const streamed = await streamToString(
      streamPage(shell(), chrome, 'ListingMain', main, { assets: createAssets(manifest) }),
    );
    const body = (html: string) => html.slice(html.indexOf('<main'), html.indexOf('</main>') + 7);
    expect(body(whole)).toBe(body(streamed));
    expect(body(whole)).toContain('Forty-eight cards');
    for (const html of [whole, streamed]) expect(html).toContain('© 2026 Ridgeline');
  });
});
