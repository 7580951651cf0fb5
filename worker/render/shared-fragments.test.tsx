import { describe, expect, it } from 'vitest';
import { Footer } from '../../client/components/Footer';
import { Header } from '../../client/components/Header';
import { messagesFor } from '../../client/i18n';
import { usePage } from '../../client/island-kit/context';
import { Island } from '../../client/island-kit/Island';
import type { Footer as FooterData, Menu } from '../../shared/contract';
import { SITES, type Site } from '../../shared/site';
import { renderSegment } from './islands';
import { footerSegment, headerSegment } from './segments';
import { fillSlots, sharedFragment, slotTag } from './shared-fragments';
import { pageRender as fixturePageRender, footer, menu } from './test/fixtures';

/** A page render as a signed-in shopper with tracking and an origin would have it. */
const pageRender = (site: Site = SITES['en-us']!) =>
  fixturePageRender({
    site,
    page: {
      tracking: { impressions: [], promotions: [] },
      origin: 'https://shop.example',
      identity: { member: { name: 'Alex Shopper' }, returnTo: '/en-us' },
    },
  });

/** What `Peek` saw of the page context, render by render. */
const seen: unknown[] = [];
function Peek() {
  const { identity, tracking, origin, locationPrompt, site } = usePage();
  seen.push({ identity, tracking, origin, locationPrompt, site: site.locale });
  return <p>{identity?.member?.name ?? 'nobody'}</p>;
}

const copy = <T,>(value: T): T => structuredClone(value);

describe('shared fragments', () => {
  it('fill the header with the same HTML the header renders inline', () => {
    const shared = headerSegment(menu, pageRender());
    const inline = renderSegment(<Header menu={menu} />, pageRender());
    expect(shared).toBe(inline);
    expect(shared).not.toContain('sf-slot');
    expect(shared).toContain('Hiking boots');
  });

  it('are reused for the same content object and rendered again for a new one', () => {
    const version1 = copy(menu);
    expect(headerSegment(version1, pageRender())).toContain('>Men<');
    // The same object (the upstream cache's isolate tier hands it out again): the HTML is reused,
    // which shows as the old title even though the object was changed behind the cache's back.
    version1.items[0]!.title = 'Changed in place';
    expect(headerSegment(version1, pageRender())).not.toContain('Changed in place');
    // A refreshed or purged entry is a new object: rendered again.
    const version2: Menu = copy(version1);
    expect(headerSegment(version2, pageRender())).toContain('Changed in place');
  });

  it('are kept per site: the same menu reads French on fr-ca', () => {
    const content = copy(menu);
    const english = headerSegment(content, pageRender(SITES['en-us']));
    const french = headerSegment(content, pageRender(SITES['fr-ca']));
    expect(english).toContain('>Shop all Men</a>');
    expect(french).not.toContain('Shop all');
    expect(french).toContain(`aria-label="${messagesFor('fr').mainNav}"`);
    expect(messagesFor('fr').mainNav).not.toBe(messagesFor('en').mainNav);
  });

  it('see the site and nothing of the shopper', () => {
    seen.length = 0;
    const html = sharedFragment({}, 'peek', () => <Peek />, pageRender());
    expect(html).toBe('<p>nobody</p>');
    expect(seen).toEqual([
      {
        identity: undefined,
        tracking: undefined,
        origin: undefined,
        locationPrompt: undefined,
        site: 'en-us',
      },
    ]);
  });

  it('that place an island are logged, rendered for the page and never stored', () => {
    const content = {};
    let renders = 0;
    const withIsland = () => {
      renders += 1;
      return <Island name="MiniCart" strategy="idle" props={{ locale: 'en-us' }} />;
    };
    const first = pageRender();
    const html = sharedFragment(content, 'bad', withIsland, first);
    expect(html).toContain('<sf-island name="MiniCart"');
    expect(first.page.islands.used.get('MiniCart')).toBe('idle');
    expect(first.log.entries).toContainEqual(
      expect.objectContaining({ level: 'error', message: 'shared fragment placed an island: not reused' }),
    );
    sharedFragment(content, 'bad', withIsland, pageRender());
    // Twice per page (the shared attempt, then the page's own render): nothing was reused.
    expect(renders).toBe(4);
  });

  it('render the footer, and the brand line alone when the footer could not be read', () => {
    expect(footerSegment(copy(footer), pageRender())).toContain('>Returns</a>');
    const none = footerSegment(null, pageRender());
    expect(none).toContain('site-footer__copyright');
    expect(none).not.toContain('Returns');
  });

  it("leave the footer's own content items to each page, rendered as the footer renders them inline", () => {
    const withItems = {
      ...copy(footer),
      items: [
        {
          id: 'footer-social',
          type: 'social-links',
          title: 'Ridgeline on social media',
          links: [{ network: 'instagram', url: 'https://www.instagram.com/', text: 'Instagram' }],
        },
      ],
    } as FooterData;
    const shared = footerSegment(withItems, pageRender());
    expect(shared).toContain('Instagram');
    expect(shared).not.toContain('sf-slot');
    expect(shared).toBe(renderSegment(<Footer footer={withItems} />, pageRender()));
  });

  it('fill only their own slot', () => {
    const html = `<a>${slotTag('one')}</a><b>${slotTag('two')}</b>`;
    expect(fillSlots(html, { one: '<i>1</i>' })).toBe(`<a><i>1</i></a><b>${slotTag('two')}</b>`);
  });

  it('fill every slot in place, whatever order they are given in', () => {
    const html = `<a>${slotTag('one')}</a><b>${slotTag('two')}</b><c></c>`;
    expect(fillSlots(html, { two: '<i>2</i>', missing: '<i>?</i>', one: '<i>1</i>' })).toBe(
      '<a><i>1</i></a><b><i>2</i></b><c></c>',
    );
  });
});
