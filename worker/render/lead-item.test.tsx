import { describe, expect, it } from 'vitest';
import { ListingMain } from '../../client/pages/ListingPage';
import { ContentSections } from '../../client/sections';
import type { ContentItemOf, ContentSection } from '../../shared/contract/content';
import { renderSegment } from './islands';
import { sectionsHtml } from './segments';
import { pageLists } from './shared-lists';
import { card, pageRender } from './test/fixtures';

const banner = (id: string): ContentItemOf<'image-banner'> => ({
  id,
  type: 'image-banner',
  title: `Banner ${id}`,
  media: { url: `/images/content/${id}.svg`, alt: id, width: 1600, height: 500 },
  targets: [],
});

/** The same banner object leads the page and appears again further down. */
const shared = banner('season');
const sections: ContentSection[] = [
  { name: 'top', items: [shared, banner('second')] },
  { name: 'below', items: [shared] },
];

const images = (html: string) => [...html.matchAll(/<img [^>]*>/g)].map(([tag]) => tag);
const eager = (tag: string) => tag.includes('loading="eager"') && tag.includes('fetchPriority="high"');

const withSharedItems = () => {
  const render = pageRender({ page: { tracking: { impressions: [], promotions: [] } } });
  const lists = pageLists();
  render.page.sharedItem = lists.deferItem;
  render.fillDeferred = (html) => lists.fill(html, render);
  return render;
};

describe("the page's lead item", () => {
  it('loads its image eagerly with high priority, and every other item lazily (streamed sections)', () => {
    for (let i = 0; i < 2; i++) {
      // The second page reuses each item's HTML: the lead's own copy, not the one further down.
      const tags = images(sectionsHtml(sections, withSharedItems()));
      expect(tags).toHaveLength(3);
      expect(eager(tags[0]!)).toBe(true);
      expect(
        tags.slice(1).every((tag) => tag.includes('loading="lazy"') && !tag.includes('fetchPriority')),
      ).toBe(true);
    }
  });

  it('is the same in a page component that places the sections (a listing, a content page)', () => {
    for (let i = 0; i < 2; i++) {
      const render = withSharedItems();
      const tags = images(
        render.fillDeferred!(renderSegment(<ContentSections sections={sections} />, render)),
      );
      expect(tags).toHaveLength(3);
      expect(eager(tags[0]!)).toBe(true);
      expect(tags.slice(1).some(eager)).toBe(false);
    }
  });
});

describe("a listing's first cards", () => {
  it('load their images eagerly, the rest of the grid lazily', () => {
    const cards = Array.from({ length: 6 }, (_, i) => card(`RL${String(i).padStart(6, '0')}BLK`));
    const html = renderSegment(
      <ListingMain
        kind="search"
        path="/en-us/search"
        heading="jacket"
        state={{ category: [], color: [], size: [], gender: [], activity: [], sort: 'featured', page: 1 }}
        result={{
          total: cards.length,
          start: 0,
          count: cards.length,
          products: cards,
          refinements: [],
          priceRange: null,
          applied: {} as never,
        }}
      />,
      pageRender(),
    );
    const tags = images(html).filter((tag) => tag.includes('card__img'));
    expect(tags.map(eager)).toEqual([true, true, true, true, false, false]);
  });
});
