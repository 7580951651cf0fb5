/**
 * The browser's and the page's context events of a decision (content spec section 3): each builder
 * sends only what the request knows, within the contract's schemas, and nothing for a bad value;
 * then in workerd against the seeded sandbox, what the service receives from the home, product,
 * category and search pages and from a recalculation (the customer id rule unchanged).
 */
import { describe, expect, it } from 'vitest';
import {
  coordinatesEventSchema,
  type DecisionEvent,
  pageViewEventSchema,
  referrerEventSchema,
  screenSizeEventSchema,
  userAgentEventSchema,
} from '../../shared/contract/decision';
import { productUrl } from '../../shared/routes';
import { decisionEvents } from '../test/decisions';
import { decodeEntities, findProduct, type Jar, jsonPost, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';
import {
  coordinatesEvents,
  referrerEvents,
  screenSizeEvents,
  trailNames,
  userAgentEvents,
} from './page-events';

describe('screen size', () => {
  it('the viewport in whole pixels', () => {
    const [event] = screenSizeEvents('1366', '768');
    expect(screenSizeEventSchema.parse(event)).toEqual({
      eventType: 'monetate:context:ScreenSize',
      width: 1366,
      height: 768,
    });
  });

  it('none for a missing, fractional, zero, negative or huge side', () => {
    for (const [w, h] of [
      [undefined, '768'],
      ['1366', undefined],
      ['', ''],
      ['13.5', '768'],
      ['0', '768'],
      ['-1', '768'],
      ['1366', '20001'],
      ['wide', '768'],
    ])
      expect(screenSizeEvents(w, h), `${w}×${h}`).toEqual([]);
  });
});

describe('user agent', () => {
  it('the header as sent, cut to the schema length', () => {
    const ua = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0';
    expect(userAgentEvents(ua)).toEqual([{ eventType: 'monetate:context:UserAgent', userAgent: ua }]);
    const [long] = userAgentEvents(`Mozilla/5.0 ${'x'.repeat(3000)}`);
    expect(userAgentEventSchema.parse(long).userAgent).toHaveLength(1000);
    expect((long as { userAgent: string }).userAgent.startsWith('Mozilla/5.0 x')).toBe(true);
  });

  it('none without one, or an empty one', () => {
    expect(userAgentEvents(undefined)).toEqual([]);
    expect(userAgentEvents('')).toEqual([]);
    expect(userAgentEvents('   ')).toEqual([]);
  });
});

describe('referrer', () => {
  const referrer = (header: string | undefined) =>
    referrerEvents(header).map((e) => referrerEventSchema.parse(e).referrer);

  it('origin and path only: never the query, the fragment or the user info', () => {
    expect(referrer('https://mail.example/inbox/read?to=jane%40mail.test&token=s3cr3t#message-4')).toEqual([
      'https://mail.example/inbox/read',
    ]);
    expect(referrer('http://user:password@blog.example:8080/best-boots')).toEqual([
      'http://blog.example:8080/best-boots',
    ]);
    expect(referrer('https://www.search.example')).toEqual(['https://www.search.example/']);
  });

  it('the origin alone when the path is too long for the schema', () => {
    expect(referrer(`https://blog.example/${'a'.repeat(2100)}?q=1`)).toEqual(['https://blog.example']);
  });

  it('none when absent, not a URL or not an http(s) one', () => {
    for (const header of [
      undefined,
      '',
      'not a url',
      '/en-us/search',
      'android-app://com.google.android.gm/',
      'file:///home/jane/boots.html',
      'javascript:alert(1)',
      'about:blank',
    ])
      expect(referrerEvents(header), String(header)).toEqual([]);
  });
});

describe('coordinates', () => {
  it("Cloudflare's degrees (strings) as numbers", () => {
    const [event] = coordinatesEvents({ latitude: '45.50884', longitude: '-73.58781' });
    expect(coordinatesEventSchema.parse(event)).toEqual({
      eventType: 'monetate:context:Coordinates',
      latitude: 45.50884,
      longitude: -73.58781,
    });
    expect(coordinatesEvents({ latitude: '-90', longitude: '180' })).toHaveLength(1);
    expect(coordinatesEvents({ latitude: 51.5, longitude: -0.12 })).toHaveLength(1);
  });

  it('none unless both parse as degrees in range', () => {
    for (const cf of [
      undefined,
      {},
      { latitude: '45.5' },
      { longitude: '-73.6' },
      { latitude: '', longitude: '' },
      { latitude: ' ', longitude: '-73.6' },
      { latitude: 'abc', longitude: '-73.6' },
      { latitude: '1e1', longitude: '-73.6' },
      { latitude: '0x10', longitude: '-73.6' },
      { latitude: '90.5', longitude: '-73.6' },
      { latitude: '45.5', longitude: '-180.01' },
      { latitude: Number.NaN, longitude: 0 },
      { latitude: Number.POSITIVE_INFINITY, longitude: 0 },
      { latitude: null, longitude: null },
    ])
      expect(coordinatesEvents(cf), JSON.stringify(cf)).toEqual([]);
  });
});

describe('a page view trail', () => {
  const valid = (names: string[]) =>
    pageViewEventSchema.parse({
      eventType: 'monetate:context:PageView',
      url: '/en-us',
      pageType: 'PDP',
      breadcrumbs: names,
      categories: [],
    }).breadcrumbs;

  it('the names root first', () => {
    expect(valid(trailNames([{ name: 'Men' }, { name: 'Footwear' }, { name: 'Hiking Boots' }]))).toEqual([
      'Men',
      'Footwear',
      'Hiking Boots',
    ]);
  });

  it("within the schema's caps: the deepest 20 levels, no empty or over-long name", () => {
    const deep = Array.from({ length: 25 }, (_, i) => ({ name: `Level ${i + 1}` }));
    const names = valid(trailNames(deep));
    expect(names).toHaveLength(20);
    expect(names.at(-1)).toBe('Level 25');
    expect(trailNames([{ name: 'Men' }, { name: '' }, { name: 'x'.repeat(201) }, { name: 'Boots' }])).toEqual(
      ['Men', 'Boots'],
    );
  });
});

// ── What the service receives ──────────────────────────────────────────────────────────────────

/** Generous for the sandbox in a busy test run. */
const ROOMY = { DECISION_BUDGET_MS: '2000' };
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) RidgelineTest/1.0';
const BROWSER = {
  'user-agent': USER_AGENT,
  referer: 'https://mail.example/inbox/read?to=jane%40mail.test&token=s3cr3t#message-4',
};
const MONTREAL = { latitude: '45.50884', longitude: '-73.58781' };

type PageInit = { headers?: Record<string, string>; cf?: Record<string, unknown>; env?: Partial<Env> };

const visit = async (jar: Jar, path: string, init: PageInit = {}) => {
  const response = await storefront(path, {
    jar,
    headers: init.headers,
    envOverride: { ...ROOMY, ...init.env },
    ...(init.cf ? { cf: init.cf } : {}),
  } as Parameters<typeof storefront>[1]);
  expect(response.status, path).toBe(200);
  return response.text();
};

const received = async (jar: Jar) => decisionEvents(jar.get('mt.v')!);
const eventsOf = async (jar: Jar, type: DecisionEvent['eventType']) =>
  (await received(jar)).filter((e) => e.eventType === type).map((e) => e.event);

/** The browser's three events as the service must receive them from `BROWSER` and `MONTREAL`. */
const BROWSER_EVENTS = [
  { eventType: 'monetate:context:UserAgent', userAgent: USER_AGENT },
  { eventType: 'monetate:context:Referrer', referrer: 'https://mail.example/inbox/read' },
  { eventType: 'monetate:context:Coordinates', latitude: 45.50884, longitude: -73.58781 },
];
const browserEventsOf = async (jar: Jar) =>
  (await received(jar))
    .filter((e) => /:(UserAgent|Referrer|Coordinates)$/.test(e.eventType))
    .map((e) => e.event);

/** The names of a product page's breadcrumbs as it shows them (Home and the product left out). */
const shownTrail = (html: string): string[] => {
  const nav = /<nav class="breadcrumbs"[^>]*>([\s\S]*?)<\/nav>/.exec(html)?.[1] ?? '';
  return [...nav.matchAll(/<a [^>]*>([^<]+)<\/a>/g)].map((m) => decodeEntities(m[1]!)).slice(1);
};

/** A new shopper with a line of a seeded product in the cart. */
const shopperWithLine = async () => {
  const jar: Jar = new Map();
  const { product, sku } = await findProduct();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(added.status).toBe(200);
  return { jar, product, sku };
};

describe('the decided pages tell the service about the browser', () => {
  it('home: the user agent, the referrer without its query, the coordinates', async () => {
    const jar: Jar = new Map();
    const html = await visit(jar, '/en-us', { headers: BROWSER, cf: MONTREAL });
    expect(await browserEventsOf(jar)).toEqual(BROWSER_EVENTS);
    // Nothing of the referrer's query reaches the service.
    const sent = JSON.stringify(await received(jar));
    expect(sent).not.toContain('s3cr3t');
    expect(sent).not.toContain('jane');
    expect(html).not.toContain('s3cr3t');
  });

  it('none of them from bad values, and the decision still made', async () => {
    const jar: Jar = new Map();
    await visit(jar, '/en-us', {
      headers: { referer: 'android-app://com.google.android.gm/' },
      cf: { latitude: 'unknown', longitude: '-73.58781' },
    });
    expect(await eventsOf(jar, 'monetate:decision:DecisionRequest')).toHaveLength(1);
    expect(await browserEventsOf(jar)).toEqual([]);
  });

  it('no coordinates under wrangler dev, whose request.cf is a stand-in place', async () => {
    const jar: Jar = new Map();
    await visit(jar, '/en-us', { headers: BROWSER, cf: MONTREAL, env: { ENVIRONMENT: 'development' } });
    expect(await browserEventsOf(jar)).toEqual(BROWSER_EVENTS.slice(0, 2));
  });

  it('a recalculation sends no referrer: its Referer is the page, not where the shopper came from', async () => {
    const jar: Jar = new Map();
    await visit(jar, '/en-us', { headers: { 'user-agent': USER_AGENT } });
    const answer = await storefront('/api/decision/recalculate?locale=en-us', {
      ...jsonPost(JSON.stringify({ path: '/en-us' }), {
        'user-agent': USER_AGENT,
        referer: 'https://shop.test/en-us',
      }),
      jar,
      envOverride: ROOMY,
    });
    expect(answer.status).toBe(200);
    // Two decisions, both with the browser's user agent, neither with a referrer.
    expect(await eventsOf(jar, 'monetate:decision:DecisionRequest')).toHaveLength(2);
    expect(await eventsOf(jar, 'monetate:context:UserAgent')).toHaveLength(2);
    expect(await eventsOf(jar, 'monetate:context:Referrer')).toEqual([]);
  });
});

describe('the product, category and search pages', () => {
  it("product: its trail as the page shows it, its category, the browser's events; a member's id", async () => {
    const { product } = await findProduct();
    const path = productUrl('en-us', product.slug, product.colors[0]!.productId);
    const guest: Jar = new Map();
    const html = await visit(guest, path, { headers: BROWSER, cf: MONTREAL });
    const trail = shownTrail(html);
    expect(trail.length).toBeGreaterThan(0);
    expect(await eventsOf(guest, 'monetate:context:PageView')).toEqual([
      {
        eventType: 'monetate:context:PageView',
        url: path,
        pageType: 'PDP',
        breadcrumbs: trail,
        categories: [product.categories.at(-1)!.id],
      },
    ]);
    expect(await browserEventsOf(guest)).toEqual(BROWSER_EVENTS);
    expect((await received(guest)).every((e) => e.customerId === null)).toBe(true);

    const member = await memberSession();
    await visit(member.jar, path);
    const sent = await received(member.jar);
    expect(sent.some((e) => e.eventType === 'monetate:context:PageView')).toBe(true);
    expect(sent.every((e) => typeof e.customerId === 'string' && e.customerId.length > 0)).toBe(true);
  });

  it('an empty cart without a basket, known without a read', async () => {
    const { product } = await findProduct();
    const pdp = productUrl('en-us', product.slug, product.colors[0]!.productId);
    for (const path of [pdp, '/en-us/c/men-1100', '/en-us/search?q=boots']) {
      const jar: Jar = new Map();
      await visit(jar, path, { headers: BROWSER, cf: MONTREAL });
      expect(await eventsOf(jar, 'monetate:context:Cart'), path).toEqual([
        { eventType: 'monetate:context:Cart', cartLines: [] },
      ]);
      expect(await eventsOf(jar, 'monetate:context:CustomVariables'), path).toEqual([
        {
          eventType: 'monetate:context:CustomVariables',
          customVariables: [
            { variable: 'total-cart', value: 0 },
            { variable: 'sub-total', value: 0 },
          ],
        },
      ]);
      expect(await browserEventsOf(jar), path).toEqual(BROWSER_EVENTS);
    }
  });

  it("the cart's lines and totals, from the header's cart read", async () => {
    const { jar, product, sku } = await shopperWithLine();
    const pages = [
      productUrl('en-us', product.slug, product.colors[0]!.productId),
      '/en-us/c/men-1100',
      '/en-us/search?q=boots',
    ];
    // The fullest payloads (the browser's events beside the cart's and the page's own): within the
    // contract's caps, or the service would have refused them whole and recorded nothing.
    for (const path of pages) await visit(jar, path, { headers: BROWSER, cf: MONTREAL });
    expect(await browserEventsOf(jar)).toEqual(pages.flatMap(() => BROWSER_EVENTS));
    const carts = await eventsOf(jar, 'monetate:context:Cart');
    expect(carts).toHaveLength(pages.length);
    for (const cart of carts)
      expect(cart).toMatchObject({
        cartLines: expect.arrayContaining([
          expect.objectContaining({ sku, pid: sku.slice(0, 8), quantity: 1 }),
        ]),
      });
    const totals = await eventsOf(jar, 'monetate:context:CustomVariables');
    expect(totals).toHaveLength(pages.length);
    for (const variables of totals)
      expect(variables).toMatchObject({
        customVariables: [
          { variable: 'total-cart', value: expect.any(Number) },
          { variable: 'sub-total', value: expect.any(Number) },
        ],
      });
    expect((totals[0] as { customVariables: { value: number }[] }).customVariables[0]!.value).toBeGreaterThan(
      0,
    );
  });
});
