import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server.edge';
import { describe, expect, it } from 'vitest';
import { messagesFor } from '../../client/i18n';
import { PageContext } from '../../client/island-kit/context';
import { Island } from '../../client/island-kit/Island';
import { ISLANDS, PROPS_ONLY_ISLANDS } from '../../client/island-kit/registry';
import { serializeProps, shareable } from '../../client/island-kit/shared-props';
import FavoriteToggle from '../../client/islands/FavoriteToggle';
import { ServerStateContext } from '../../client/state/app';
import { SITES } from '../../shared/site';
import { type PageRender, renderSegment } from './islands';
import { cartWith, pageRender as fixturePageRender, islandLookups } from './test/fixtures';

const pageRender = () =>
  fixturePageRender({
    stateMessages: { cartCount_one: 'Cart, {count} item', cartCount_other: 'Cart, {count} items' },
  });

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

describe('props-only islands', () => {
  const samples: Record<string, object> = {
    FavoriteToggle: {
      productId: 'NF0A5LXY',
      name: 'Trail Runner',
      locale: 'en-us',
      pressed: false,
      variant: 'compact',
      text: { add: 'Add to favorites', remove: 'Remove from favorites' },
    },
    Carousel: { id: 'home-new-arrivals', autoplay: { lg: 5 }, loop: { lg: true } },
    ContentEnhancer: {},
    YouTubePlayer: {
      videoId: 'dQw4w9WgXcQ',
      title: 'Summit season',
      playLabel: 'Play video: Summit season',
      poster: { url: '/images/content/campaign-video.svg', alt: 'A ridge at dawn' },
      width: 16,
      height: 9,
    },
    HostedVideo: {
      hls: '/hosted-video/ridgeline/video/summit/master.m3u8',
      mp4: '/hosted-video/ridgeline/video/summit/720.mp4',
      label: 'A ridge at dawn',
      poster: '/images/content/campaign-loop.svg',
      width: 16,
      height: 9,
    },
    UgcGallery: { containerId: 'campaign-gallery', locale: 'en-us', filter: 'summit' },
    UgcWidget: { containerId: 'summit', locale: 'en-us', productId: null },
    NewsletterForm: {
      locale: 'en-us',
      formId: 'campaign-newsletter',
      returnTo: '/en-us/campaign',
      placement: 'Block',
      text: {
        newsletterEmail: 'Email',
        newsletterPolicy: 'I agree to the privacy policy',
        newsletterPolicyLink: '/en-us/privacy',
        newsletterSubmit: 'Sign up',
        newsletterSubmitting: 'Signing up…',
        newsletterSuccess: 'You are on the list',
        newsletterError: 'Something went wrong',
        newsletterPolicyRequired: 'Please accept the policy',
        required: 'Required',
        emailInvalid: 'Email is not valid',
        dismiss: 'Dismiss',
      },
    },
    Reviews: {
      productId: 'RL000001BLK',
      locale: 'en-us',
      languageTag: 'en-US',
      basePath: '/en-us/p/trail-runner-RL000001BLK',
      initial: {
        productId: 'RL000001',
        summary: {
          average: 4.5,
          count: 2,
          histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: rating > 3 ? 1 : 0 })),
        },
        sort: 'mostRecent',
        page: 1,
        pageSize: 5,
        totalPages: 1,
        reviews: [
          {
            reviewId: 'RV000001',
            rating: 5,
            title: 'Dry all day',
            text: 'Kept me dry on a long wet ridge walk.',
            nickname: 'Sam',
            location: 'Denver',
            locale: 'en-us',
            createdAt: '2026-10-01T10:00:00.000Z',
            helpfulYes: 3,
            helpfulNo: 0,
            verified: true,
          },
        ],
      },
      text: messagesFor('en'),
    },
    Questions: {
      productId: 'RL000001BLK',
      locale: 'en-us',
      languageTag: 'en-US',
      initial: {
        productId: 'RL000001',
        total: 1,
        page: 1,
        pageSize: 5,
        questions: [
          {
            questionId: 'QU000001',
            text: 'Does it pack into its pocket?',
            nickname: 'Alex',
            createdAt: '2026-10-02T10:00:00.000Z',
            answers: [
              {
                answerId: 'AN000001',
                text: 'Yes, into the chest pocket.',
                nickname: 'Ridgeline',
                isBrand: true,
                createdAt: '2026-10-03T10:00:00.000Z',
                votesUp: 2,
                votesDown: 0,
              },
            ],
          },
        ],
      },
      text: messagesFor('en'),
    },
  };

  it('render the same HTML whatever the page, its state and the prefix', () => {
    for (const name of PROPS_ONLY_ISLANDS) {
      const props = samples[name];
      expect(props, `a sample of ${name}'s props`).toBeDefined();
      const Component = ISLANDS[name] as ComponentType<object>;
      const html = (render: PageRender, prefix: string) =>
        renderToString(
          <PageContext.Provider value={{ ...render.page, islands: { ...render.page.islands, inside: true } }}>
            <ServerStateContext.Provider value={render.page.islands.state}>
              <Component {...props} />
            </ServerStateContext.Provider>
          </PageContext.Provider>,
          { identifierPrefix: prefix },
        );
      const french = pageRender();
      french.page.site = SITES['fr-ca']!;
      french.page.messages = messagesFor('fr');
      french.page.islands.state = { ...french.page.islands.state, cart: cartWith('Parka') };
      expect(html(french, 'i9-'), name).toBe(html(pageRender(), 'i1-'));
      // The enhancers render nothing on the server; the others render what the shopper reads.
      if (name !== 'Carousel' && name !== 'ContentEnhancer')
        expect(html(pageRender(), 'i1-'), name).toMatch(/^<[a-z]/);
    }
  });

  it('are rendered once per distinct props and reused', () => {
    const looks = islandLookups('FavoriteToggle');
    const counting = looks.through;
    const heart = (productId: string) => (
      <Island
        name="FavoriteToggle"
        strategy="interaction"
        props={{ productId, name: productId, locale: 'en-gb', text: { add: 'Add', remove: 'Remove' } }}
      />
    );
    const unique = `P${Date.now()}`;
    const first = renderSegment(heart(unique), counting(pageRender()));
    const again = renderSegment(heart(unique), counting(pageRender()));
    expect(looks.count).toBe(1);
    expect(again).toBe(first);
    expect(first).toContain(`aria-label="Add"`);
    renderSegment(heart(`${unique}-other`), counting(pageRender()));
    expect(looks.count).toBe(2);
  });
});

function Texted({ text, n }: { text: { greeting: string }; n: number }) {
  return (
    <p>
      {text.greeting} {n}
    </p>
  );
}

describe('the favorites heart', () => {
  it('names the product in its title with the language’s colon', () => {
    const heart = (locale: string) =>
      renderToString(
        <FavoriteToggle
          productId="RL1"
          name="Polaire Storm"
          locale={locale}
          text={{ add: 'Ajouter aux favoris', remove: 'Retirer des favoris' }}
        />,
      );
    expect(heart('fr-ca')).toContain('title="Ajouter aux favoris\u00a0: Polaire Storm"');
    expect(heart('en-us')).toContain('title="Ajouter aux favoris: Polaire Storm"');
  });
});

describe('shareable props', () => {
  const withTexted = () => {
    const render = pageRender();
    render.page.islands.components = { ...render.page.islands.components, Texted } as never;
    return render;
  };
  const texted = (text: object, n: number) => (
    <Island name={'Texted' as 'MiniCart'} strategy="visible" props={{ text, n } as never} />
  );
  const blocks = (html: string) =>
    [...html.matchAll(/<script type="application\/json" data-sf-shared="(s\w+)">(.*?)<\/script>/g)].map(
      (m) => ({ id: m[1] ?? '', json: m[2] ?? '' }),
    );

  it('travel once per page, in a data block before the first island that needs them', () => {
    const text = shareable({ greeting: 'Hello </script><b>' });
    const other = shareable({ greeting: 'Bonjour' });
    const render = withTexted();
    const first = renderSegment(
      <div>
        {texted(text, 1)}
        {texted(text, 2)}
      </div>,
      render,
    );
    const second = renderSegment(
      <div>
        {texted(text, 3)}
        {texted(other, 4)}
      </div>,
      render,
    );
    const [block, ...more] = blocks(first);
    expect(more).toEqual([]);
    expect(first.indexOf('data-sf-shared')).toBeLessThan(first.indexOf('<sf-island'));
    // The block cannot close its script element, and reads back as the value.
    expect(block!.json).not.toContain('</script>');
    expect(JSON.parse(block!.json)).toEqual(text);
    // Markers carry a reference; each island rendered on the server from the value itself.
    const props = [...attrs(first), ...attrs(second)].map((m) => JSON.parse(decodeAttr(m.props)));
    expect(props.map((p) => p.text)).toEqual([
      { 'sf:shared': block!.id },
      { 'sf:shared': block!.id },
      { 'sf:shared': block!.id },
      { 'sf:shared': blocks(second)[0]!.id },
    ]);
    expect(first).toContain('<p>Hello &lt;/script&gt;&lt;b&gt;<!-- --> <!-- -->2</p>');
    expect(blocks(second).map((b) => JSON.parse(b.json))).toEqual([other]);
  });

  it('are named by their content: equal values share an id, different ones do not', () => {
    const ids = [{ greeting: 'Hi' }, { greeting: 'Hi' }, { greeting: 'Ho' }].map(
      (text) => blocks(renderSegment(texted(shareable(text), 1), withTexted()))[0]!.id,
    );
    expect(ids[0]).toBe(ids[1]);
    expect(ids[2]).not.toBe(ids[0]);
  });

  it('are written again after a segment that wrote them failed (its HTML is dropped)', () => {
    const text = shareable({ greeting: 'Hi' });
    const render = withTexted();
    expect(() =>
      renderSegment(
        <div>
          {texted(text, 1)}
          <Boom />
        </div>,
        render,
      ),
    ).toThrow('boom');
    expect(blocks(renderSegment(texted(text, 2), render))).toHaveLength(1);
  });

  it('key kept HTML by the value itself, not by its id: equal content in two objects keys apart', () => {
    const one = serializeProps({ text: shareable({ greeting: 'Hi' }), n: 1 });
    const again = serializeProps({ text: one.shared[0]!.value, n: 1 });
    const twin = serializeProps({ text: shareable({ greeting: 'Hi' }), n: 1 });
    expect(twin.json).toBe(one.json);
    expect(again.key).toBe(one.key);
    expect(twin.key).not.toBe(one.key);
    expect(serializeProps({ n: 1 }).key).toBe(JSON.stringify({ n: 1 }));
  });

  it('are plain props for values never marked shareable, and for shareable values inside a prop', () => {
    const html = renderSegment(texted({ greeting: 'Hey' }, 1), withTexted());
    expect(blocks(html)).toEqual([]);
    expect(JSON.parse(decodeAttr(attrs(html)[0]!.props))).toEqual({ text: { greeting: 'Hey' }, n: 1 });
    const inside = { greeting: 'Hey', more: shareable({ word: 'there' }) };
    const nested = renderSegment(texted(inside, 2), withTexted());
    expect(blocks(nested)).toEqual([]);
    expect(JSON.parse(decodeAttr(attrs(nested)[0]!.props)).text).toEqual(inside);
  });
});
