import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../client/i18n';
import { Island } from '../../client/island-kit/Island';
import { SITES } from '../../shared/site';
import { createIslandRegistry, type PageRender, renderSegment } from './islands';
import { collectingLogger } from './test/fixtures';

const pageRender = (): PageRender => {
  const site = SITES['en-gb']!;
  const messages = messagesFor(site.language);
  return {
    page: {
      site,
      messages,
      islands: createIslandRegistry({
        cart: null,
        site: {
          siteId: site.siteId,
          locale: site.locale,
          languageTag: site.languageTag,
          language: site.language,
          region: site.region,
          currency: site.currency,
        },
        messages: { cartCount_one: 'Cart, {count} item', cartCount_other: 'Cart, {count} items' },
      }),
    },
    log: collectingLogger(),
    segments: 0,
  };
};

const attrs = (html: string) =>
  [...html.matchAll(/<sf-island name="([^"]*)" strategy="([^"]*)" prefix="([^"]*)" props="([^"]*)">/g)].map(
    (m) => ({
      name: m[1] ?? '',
      strategy: m[2] ?? '',
      prefix: m[3] ?? '',
      props: m[4] ?? '',
    }),
  );

const decodeAttr = (s: string) =>
  s
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

function Outer() {
  return (
    <section>
      <Island name="MiniCart" strategy="idle" props={{ locale: 'en-gb' }} />
    </section>
  );
}

function Boom(): never {
  throw new Error('boom');
}

describe('island markers', () => {
  it('carry name, strategy, a unique prefix and attribute-escaped JSON props', () => {
    const render = pageRender();
    const nasty = 'en-gb"\' onload=alert(1) </script><b>&amp;';
    const html = renderSegment(
      <div>
        <Island name="MiniCart" strategy="idle" props={{ locale: nasty }} />
        <Island name="MiniCart" strategy="interaction" props={{ locale: 'en-gb' }} />
      </div>,
      render,
    );
    const markers = attrs(html);
    expect(markers.map((m) => [m.name, m.strategy, m.prefix])).toEqual([
      ['MiniCart', 'idle', 'i1-'],
      ['MiniCart', 'interaction', 'i2-'],
    ]);
    expect(markers[0]!.props).not.toMatch(/["<>]/);
    expect(JSON.parse(decodeAttr(markers[0]!.props))).toEqual({ locale: nasty });
    // The island's own HTML sits inside the marker, the placeholder is gone.
    expect(html).toContain('aria-label="Cart, 0 items"');
    expect(html).not.toContain('<!--sf-island:');
    expect(render.page.islands.used.get('MiniCart')).toBe('idle');
  });

  it('render nested islands plainly, inside the outer marker', () => {
    const render = pageRender();
    // Put a component that itself renders an island into the registry, as an island.
    render.page.islands.components = { ...render.page.islands.components, Outer } as never;
    const html = renderSegment(
      <Island name={'Outer' as 'MiniCart'} strategy="load" props={{} as never} />,
      render,
    );
    expect(attrs(html).map((m) => m.name)).toEqual(['Outer']);
    expect(html).toContain('<section><a class="icon-button cart-button" href="/en-gb/cart"');
  });

  it('numbers islands per page render', () => {
    const render = pageRender();
    render.page.islands.counter = 6;
    const html = renderSegment(
      <Island name="MiniCart" strategy="idle" props={{ locale: 'en-gb' }} />,
      render,
    );
    expect(attrs(html)[0]!.prefix).toBe('i7-');
  });

  it('drops islands of a segment that failed to render', () => {
    const render = pageRender();
    expect(() =>
      renderSegment(
        <>
          <Island name="MiniCart" strategy="idle" props={{ locale: 'en-gb' }} />
          <Boom />
        </>,
        render,
      ),
    ).toThrow('boom');
    expect(render.page.islands.pending).toEqual([]);
  });
});
