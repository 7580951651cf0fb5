/** One item of every group A type, as the content API sends them (render tests). */
import type { ContentItemOf, KnownContentItem } from '../../../shared/contract/content';

const img = (name: string) => ({ url: `/images/content/${name}.svg`, alt: name, width: 800, height: 600 });

export const articleGridItem: ContentItemOf<'article-grid'> = {
  id: 'grid-1',
  type: 'article-grid',
  title: 'Stories',
  showFilters: true,
  rowsToLoad: 3,
  columns: { sm: 1, md: 2, lg: 3 },
  resolved: {
    results: {
      result: [1, 2, 3].map((n) => ({
        id: `a${n}`,
        url: `/en-us/stories/a${n}`,
        picture: img(`a${n}`),
        title: `Article ${n}`,
        tags: [{ id: 'hiking', label: 'Hiking' }],
      })),
      facets: Array.from({ length: 12 }, (_, i) => ({ id: `tag-${i}`, label: `Tag ${i}`, count: i + 1 })),
      numFound: 9,
    },
    selected: ['tag-1'],
    offset: 0,
    size: 3,
  },
};

export const groupAItems: KnownContentItem[] = [
  {
    id: 'bb',
    type: 'benefit-bar',
    title: 'Free shipping over $50',
    infoIcon: { text: 'Details here' },
    showCloseButton: true,
    targets: [{ text: 'Learn more', url: '/en-us/help' }],
  },
  {
    id: 'thin',
    type: 'thin-banner',
    title: 'Members get 10% off',
    targets: [{ text: 'Join', url: '/en-us/sign-up' }],
  },
  {
    id: 'overlay',
    type: 'overlay-banner',
    title: 'Overlay title',
    media: img('overlay'),
    targets: [{ text: 'Shop', url: '/en-us/c/men-1000' }],
    gradient: 'focused',
    promotionTracking: { creativeName: 'overlay', promotionId: 'P-OVL', promotionName: 'Overlay promo' },
  },
  { id: 'below', type: 'block-below-banner', title: 'Below title', media: img('below'), targets: [] },
  { id: 'espot', type: 'espot-banner', title: 'Espot title', target: { text: 'Go', url: '/en-us/x' } },
  {
    id: 'menu',
    type: 'menu-banner',
    title: 'Menu title',
    media: img('menu'),
    targets: [{ text: 'Menu link', url: '/en-us/m' }],
  },
  {
    id: 'acc',
    type: 'accordion',
    title: 'Questions',
    entries: [
      { id: 'q1', title: 'Question one', richText: '<p>Answer <b>one</b><script>alert(1)</script></p>' },
    ],
  },
  { id: 'anchors', type: 'anchors', links: [{ text: 'To the questions', itemId: 'acc' }] },
  articleGridItem,
  {
    id: 'col',
    type: 'collection',
    title: 'Collection title',
    layoutVariant: 'threeCardGrid',
    breakpoints: {
      sm: { type: 'carousel', showIndicators: true },
      lg: { type: 'carousel', showArrows: true, autoplay: true, autorotateTime: 4 },
    },
    cards: [1, 2, 3, 4].map((n) => ({
      id: `c${n}`,
      title: `Card ${n}`,
      media: img(`c${n}`),
      target: { url: `/en-us/c${n}` },
    })),
    bottomMargins: { sm: '1rem', lg: 'url(x)' },
  },
  {
    id: 'html',
    type: 'rich-text-html',
    html: '<h2>Html title</h2><p onclick="x()">Safe <a href="javascript:alert(1)">link</a></p>',
  },
  {
    id: 'fl',
    type: 'footer-links',
    title: 'Help links',
    links: [{ text: 'Returns', url: '/en-us/help/returns' }],
  },
  {
    id: 'social',
    type: 'social-links',
    links: [{ network: 'instagram', url: 'https://instagram.example/rl', text: 'Instagram' }],
  },
  {
    id: 'vlist',
    type: 'vertical-link-list',
    title: 'Explore',
    items: [
      { id: 'v1', title: 'Hike', mediaTarget: { url: '/en-us/hike' }, media: img('v1') },
      { id: 'v2', title: 'Climb', mediaTarget: { url: '/en-us/climb' }, media: img('v2') },
    ],
    isSticky: true,
  },
];
