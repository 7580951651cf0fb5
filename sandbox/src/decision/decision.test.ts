import { afterEach, describe, expect, it } from 'vitest';
import {
  decisionResponseSchema,
  emeaItemKeys,
  secondVendorResponseSchema,
} from '../../../shared/contract/decision';
import { generateDecisionExperiences } from '../../seed/decisions';
import { call, env, expectError } from '../../test/helpers';
import { assign, type ExperienceRow, experienceOf } from './experience';

const admin = { 'x-sandbox-admin': env.ADMIN_KEY };
const adminCall = (path: string, init: { method?: string; body?: unknown } = {}) =>
  call(path, { ...init, headers: admin, apiKey: null });
const CHANNEL = 'a-1b2c3d4e/p/shop.example.com';
const DECIDE = '/api/engine/v1/decide/ridgeline';

const pageView = (pageType: string, url: string, categories: string[] = []) => ({
  eventType: 'monetate:context:PageView',
  url,
  pageType,
  breadcrumbs: [],
  categories,
});
const decisionRequest = (requestId = 'r1', includeReporting = true) => ({
  eventType: 'monetate:decision:DecisionRequest',
  requestId,
  includeReporting,
});
const HOME = pageView('Home', 'https://shop.example.com/en-us');

const decide = async (body: Record<string, unknown>, siteId = 'RL-US') => {
  const response = await call(DECIDE, { body: { channel: CHANNEL, ...body }, siteId });
  expect(response.status).toBe(200);
  return decisionResponseSchema.parse(await response.json());
};

/** A fresh identifier of the service's shape, unique per test run. */
let serial = 0;
const freshId = () => `5.${Math.floor(Math.random() * 1e9)}${serial++}.${Date.now()}`;

const events = async (query: string) => {
  const response = await adminCall(`/__admin/decision/events?${query}`);
  expect(response.status).toBe(200);
  return (
    (await response.json()) as {
      events: {
        callId: string;
        seq: number;
        eventType: string;
        event: Record<string, unknown>;
        customerId: string | null;
      }[];
    }
  ).events;
};

const experience = async (id: number) =>
  experienceOf(
    (await env.DB.prepare('SELECT * FROM decision_experiences WHERE id = ?')
      .bind(id)
      .first<ExperienceRow>())!,
  );

/** The most popular style in stock, with its category. */
const popularStyle = () =>
  env.DB.prepare(
    `SELECT p.id, p.slug, p.category_id FROM products p
     WHERE EXISTS (SELECT 1 FROM variants v WHERE v.product_id = p.id AND v.stock > 0) AND p.product_type != 'giftcard'
     ORDER BY p.popularity DESC LIMIT 1`,
  ).first<{ id: string; slug: string; category_id: string }>();

afterEach(async () => {
  // The seeded experiences again, running with their own split.
  for (const row of generateDecisionExperiences())
    await adminCall(`/__admin/decision/experiences/${row.id}`, {
      method: 'PUT',
      body: {
        status: 'running',
        variants: JSON.parse(row.variants),
        audience: row.audience === null ? null : JSON.parse(row.audience),
      },
    });
  await call('/__admin/faults', { method: 'DELETE', headers: admin, apiKey: null });
});

describe('decide', () => {
  it('gives a first caller an identifier, keeps the one sent, and records a call without decisions', async () => {
    const first = await decide({ events: [HOME, decisionRequest()] });
    expect(first.meta.monetateId).toMatch(/^5\.\d{10}\.\d{13}$/);
    expect(first.responses.map((r) => r.requestId)).toEqual(['r1']);
    const again = await decide({ monetateId: first.meta.monetateId, events: [HOME] });
    expect(again).toEqual({ meta: { code: 200, monetateId: first.meta.monetateId }, responses: [] });
    const recorded = await events(`monetateId=${first.meta.monetateId}`);
    expect(recorded.map((e) => e.eventType)).toEqual([
      'monetate:context:PageView',
      'monetate:decision:DecisionRequest',
      'monetate:context:PageView',
    ]);
  });

  it('answers each decision request with the sticky variant and its impression reporting', async () => {
    const monetateId = freshId();
    const answers = await Promise.all(
      [1, 2, 3].map(() =>
        decide({ monetateId, events: [HOME, decisionRequest('a'), decisionRequest('b', false)] }),
      ),
    );
    const expected = assign(monetateId, await experience(1001));
    for (const answer of answers) {
      const [reported, plain] = answer.responses;
      // The home page's three experiences, by id: the hero first.
      expect(reported!.actions.map((a) => a.component)).toEqual([
        'home-hero',
        'home-story',
        'home-cart-nudge',
      ]);
      expect(reported!.actions.slice(0, 1)).toEqual([
        expect.objectContaining({
          actionId: expected.actionId,
          component: 'home-hero',
          items: [],
          impressionReporting: [
            {
              experience_id: 1001,
              experience_name: 'Home hero: lifestyle picture',
              experience_label: 'home-hero-2026',
              variant_label: expected.label,
            },
          ],
        }),
      ]);
      expect(plain!.actions[0]!.actionId).toBe(expected.actionId);
      expect(plain!.actions[0]!.impressionReporting).toBeUndefined();
    }
  });

  it('counts a reported decision as its impressions, and impression page events; nothing else', async () => {
    const monetateId = freshId();
    const impressions = async () => {
      const response = await adminCall(`/__admin/decision/impressions?monetateId=${monetateId}`);
      expect(response.status).toBe(200);
      return ((await response.json()) as { impressions: Record<string, unknown>[] }).impressions.map(
        ({ experienceId, variantLabel, actionId, source }) => ({
          experienceId,
          variantLabel,
          actionId,
          source,
        }),
      );
    };
    // A decision without reporting counts nothing; a page event naming no impression neither.
    await decide({
      monetateId,
      events: [
        HOME,
        decisionRequest('q', false),
        { eventType: 'monetate:record:PageEvents', pageEvents: ['newsletter-signup'] },
      ],
    });
    expect(await impressions()).toEqual([]);
    const answer = await decide({ monetateId, events: [HOME, decisionRequest('r')] });
    const counted = answer.responses[0]!.actions.map((a) => ({
      experienceId: a.impressionReporting![0]!.experience_id,
      variantLabel: a.impressionReporting![0]!.variant_label,
      actionId: a.actionId,
      source: 'decision',
    }));
    expect(counted.map((i) => i.experienceId)).toEqual([1001, 1004, 1005]);
    expect(await impressions()).toEqual(counted);
    // A page served without a decision names what it showed; a bad experience id is no impression.
    await decide({
      monetateId,
      events: [
        {
          eventType: 'monetate:record:PageEvents',
          pageEvents: ['impression:1001:Experiment', 'impression:x:A'],
        },
      ],
    });
    expect((await impressions()).slice(3)).toEqual([
      { experienceId: 1001, variantLabel: 'Experiment', actionId: null, source: 'page-event' },
    ]);
    const refused = await adminCall('/__admin/decision/impressions?experienceId=zero');
    await expectError(refused, 400, 'API400');
  });

  it('splits shoppers as the weights say, and the answer follows the split', async () => {
    const plp = await experience(1002);
    const counts = new Map<string, number>();
    const N = 6000;
    for (let i = 0; i < N; i++) {
      const label = assign(`5.${1_000_000 + i}.1767225600000`, plp).label;
      counts.set(label, (counts.get(label) ?? 0) + 1);
    }
    for (const variant of plp.variants)
      expect(
        Math.abs((counts.get(variant.label) ?? 0) / N - variant.weight / 100),
        variant.label,
      ).toBeLessThan(0.03);
    // The service answers what the split says, for shoppers of every variant.
    const seen = new Set<string>();
    for (let i = 0; i < 12; i++) {
      const monetateId = freshId();
      const answer = await decide({
        monetateId,
        events: [pageView('PLP', 'https://shop.example.com/en-us/c/men-1100'), decisionRequest()],
      });
      const label = answer.responses[0]!.actions[0]!.impressionReporting![0]!.variant_label;
      expect(label).toBe(assign(monetateId, plp).label);
      seen.add(label);
    }
    expect(seen.size).toBeGreaterThan(1);
  });

  it('no action is a normal answer: a page no experience runs on, or a stopped experience', async () => {
    const cart = await decide({
      events: [pageView('Cart', 'https://shop.example.com/en-us/cart'), decisionRequest()],
    });
    expect(cart.responses).toEqual([{ requestId: 'r1', actions: [] }]);
    const noPage = await decide({ events: [decisionRequest()] });
    expect(noPage.responses[0]!.actions).toEqual([]);
  });

  it('admin: stops and starts an experiment, and re-splits it; only with the admin key', async () => {
    const monetateId = freshId();
    const stop = await adminCall('/__admin/decision/experiences/1001', {
      method: 'PUT',
      body: { status: 'stopped' },
    });
    expect(stop.status).toBe(200);
    expect(
      (await decide({ monetateId, events: [HOME, decisionRequest()] })).responses[0]!.actions.map(
        (a) => a.component,
      ),
    ).toEqual(['home-story', 'home-cart-nudge']);
    await adminCall('/__admin/decision/experiences/1001', {
      method: 'PUT',
      body: {
        status: 'running',
        variants: [
          { label: 'Baseline', weight: 0, actionId: 10011 },
          { label: 'Experiment', weight: 100, actionId: 10012, json: { heroVariant: 'A' } },
        ],
      },
    });
    const action = (await decide({ monetateId, events: [HOME, decisionRequest()] })).responses[0]!
      .actions[0]!;
    expect(action).toMatchObject({ actionId: 10012, json: { heroVariant: 'A' } });
    expect(action.impressionReporting![0]!.variant_label).toBe('Experiment');
    await expectError(
      await call('/__admin/decision/experiences/1001', {
        method: 'PUT',
        body: { status: 'stopped' },
        apiKey: null,
      }),
      404,
      'API404',
    );
    await expectError(
      await adminCall('/__admin/decision/experiences/1001', {
        method: 'PUT',
        body: { variants: [{ label: 'Baseline', weight: 60, actionId: 1 }] },
      }),
      400,
      'API400',
    );
    await expectError(
      await adminCall('/__admin/decision/experiences/9999', { method: 'PUT', body: { status: 'stopped' } }),
      404,
      'API404',
    );
    const list = (await (await adminCall('/__admin/decision/experiences')).json()) as {
      experiences: { id: number }[];
    };
    expect(list.experiences.map((e) => e.id)).toEqual([1001, 1002, 1003, 1004, 1005]);
  });
});

describe('audiences', () => {
  const NUDGE = '/__admin/decision/experiences/1005';
  const cart = (lines: number) => ({
    eventType: 'monetate:context:Cart',
    cartLines: Array.from({ length: lines }, (_, i) => ({
      sku: `AB12CD34EF5-${i + 1}`,
      pid: 'AB12CD34',
      quantity: 1,
      currency: 'USD',
      value: 4999,
    })),
  });
  const actionFor = async (component: string, monetateId: string, events: unknown[]) =>
    (await decide({ monetateId, events: [HOME, decisionRequest(), ...events] })).responses[0]!.actions.find(
      (a) => a.component === component,
    );
  const everyoneIn = (id: number, label: string) =>
    experience(id).then((e) =>
      adminCall(`/__admin/decision/experiences/${id}`, {
        method: 'PUT',
        body: { variants: e.variants.map((v) => ({ ...v, weight: v.label === label ? 100 : 0 })) },
      }),
    );

  it('decides the cart nudge only for a cart with lines; any other shopper gets its baseline', async () => {
    expect((await experience(1005)).audience).toEqual({ cart: 'with-lines' });
    expect((await everyoneIn(1005, 'Experiment')).status).toBe(200);
    const monetateId = freshId();
    expect(await actionFor('home-cart-nudge', monetateId, [cart(2)])).toMatchObject({
      actionId: 10052,
      json: { nudge: 'complete-order' },
      impressionReporting: [{ experience_id: 1005, variant_label: 'Experiment' }],
    });
    // An empty cart, or a call that says nothing of the cart: outside the audience, the baseline
    // (still a decision, reported as one).
    for (const events of [[cart(0)], []])
      expect(await actionFor('home-cart-nudge', monetateId, events)).toMatchObject({
        actionId: 10051,
        impressionReporting: [{ experience_id: 1005, variant_label: 'Baseline' }],
      });
    // An experience without an audience does not look at the cart.
    const hero = await actionFor('home-hero', monetateId, []);
    expect((await actionFor('home-hero', monetateId, [cart(3)]))!.actionId).toBe(hero!.actionId);
  });

  it('admin: sets, keeps, changes and clears an audience, and refuses one it does not know', async () => {
    await everyoneIn(1001, 'Experiment');
    const set = await adminCall('/__admin/decision/experiences/1001', {
      method: 'PUT',
      body: { audience: { cart: 'empty' } },
    });
    expect(set.status).toBe(200);
    expect(((await set.json()) as { experience: { audience: unknown } }).experience.audience).toEqual({
      cart: 'empty',
    });
    const monetateId = freshId();
    expect((await actionFor('home-hero', monetateId, [cart(0)]))!.actionId).toBe(10012);
    expect((await actionFor('home-hero', monetateId, [cart(1)]))!.actionId).toBe(10011);
    // A change of status or split leaves the audience as it was.
    await adminCall('/__admin/decision/experiences/1001', { method: 'PUT', body: { status: 'running' } });
    expect((await experience(1001)).audience).toEqual({ cart: 'empty' });
    await adminCall('/__admin/decision/experiences/1001', { method: 'PUT', body: { audience: null } });
    expect((await experience(1001)).audience).toBeNull();
    expect((await actionFor('home-hero', monetateId, [cart(1)]))!.actionId).toBe(10012);
    for (const audience of [{ cart: 'full' }, { cart: 'empty', loggedIn: true }, 'cart', {}])
      await expectError(await adminCall(NUDGE, { method: 'PUT', body: { audience } }), 400, 'API400');
    // Refused whole: the nudge's audience is still its own.
    expect((await experience(1005)).audience).toEqual({ cart: 'with-lines' });
  });
});

describe('recommendations', () => {
  it('draws in-stock products of the viewed product category, with plain fields in North America', async () => {
    const style = (await popularStyle())!;
    await adminCall('/__admin/decision/experiences/1003', {
      method: 'PUT',
      body: {
        variants: [
          { label: 'Baseline', weight: 100, actionId: 10031, recs: { strategy: 'similar', count: 3 } },
        ],
      },
    });
    const answer = await decide({
      events: [
        pageView('PDP', `https://shop.example.com/en-us/p/${style.slug}-${style.id}`),
        {
          eventType: 'monetate:context:ProductDetailView',
          products: [{ productId: `/en-us/p/${style.slug}-${style.id}?size=M` }],
        },
        decisionRequest(),
      ],
    });
    const action = answer.responses[0]!.actions[0]!;
    expect(action).toMatchObject({
      actionType: 'monetate:action:OmniChannelRecommendation',
      component: 'pdp-upsell',
    });
    expect(action.items.length).toBe(3);
    for (const item of action.items) {
      expect(item.itemGroupId).not.toBe(style.id);
      const row = await env.DB.prepare(
        `SELECT v.stock, p.category_id FROM variants v JOIN products p ON p.id = v.product_id WHERE v.sku = ?`,
      )
        .bind(item.id)
        .first<{ stock: number; category_id: string }>();
      expect(row).toMatchObject({ category_id: style.category_id });
      expect(row!.stock).toBeGreaterThan(0);
      expect(item).toMatchObject({
        link: expect.stringMatching(/^\/en-us\/p\//),
        title: expect.any(String),
        price: expect.any(Number),
      });
      expect(item.recToken).toContain(item.id);
    }
  });

  it('in EMEA keys link and title by locale and prices by country, for every EMEA site', async () => {
    await adminCall('/__admin/decision/experiences/1002', {
      method: 'PUT',
      body: {
        variants: [
          { label: 'Baseline', weight: 100, actionId: 10021, recs: { strategy: 'trending', count: 4 } },
        ],
      },
    });
    const answer = await decide(
      {
        events: [
          pageView('PLP', 'https://shop.example.com/de-de/c/herren-1100', ['1100']),
          decisionRequest(),
        ],
      },
      'RL-DE',
    );
    const items = answer.responses[0]!.actions[0]!.items;
    expect(items.length).toBe(4);
    for (const item of items) {
      expect(item.link).toBeUndefined();
      expect(item.title).toBeUndefined();
      expect(item.price).toBeUndefined();
      for (const [locale, country] of [
        ['de-de', 'DE'],
        ['en-gb', 'GB'],
        ['fr-fr', 'FR'],
        ['it-it', 'IT'],
      ] as const) {
        const keys = emeaItemKeys(locale, country);
        expect(item[keys.link], keys.link).toMatch(new RegExp(`^/${locale}/p/`));
        expect(typeof item[keys.title], keys.title).toBe('string');
        expect(typeof item[keys.price], keys.price).toBe('number');
      }
    }
  });

  it('the second vendor: one list per scheme in order, drawn from the catalogue', async () => {
    const style = (await popularStyle())!;
    const response = await call(
      `/api/recs/v1/ridgeline/recommendations?schemes=home_rr,pdp_rr1&productId=${style.id}&count=5&locale=fr-ca`,
      { siteId: 'RL-CA' },
    );
    expect(response.status).toBe(200);
    const body = secondVendorResponseSchema.parse(await response.json());
    expect(body.recommendations.map((r) => r.scheme)).toEqual(['home_rr', 'pdp_rr1']);
    const [home, similar] = body.recommendations;
    expect(home!.products.length).toBe(5);
    for (const product of similar!.products) {
      expect(product.productId.slice(0, 8)).not.toBe(style.id);
      expect(product.url).toMatch(/^\/fr-ca\/p\//);
      expect(product.recommendationId).toBe(similar!.recommendationId);
      expect(product.images!.length).toBeGreaterThan(0);
    }
    await expectError(await call('/api/recs/v1/ridgeline/recommendations?schemes=nope'), 404, 'API404');
    await expectError(await call('/api/recs/v1/ridgeline/recommendations?schemes=Home%20rr'), 400, 'API400');
    await expectError(await call('/api/recs/v1/other/recommendations?schemes=home_rr'), 404, 'API404');
  });
});

describe('events', () => {
  it('records every event of section 3 as sent', async () => {
    const monetateId = freshId();
    const sent = [
      { ...HOME, breadcrumbs: ['Home'], categories: ['1100'] },
      decisionRequest(),
      { eventType: 'monetate:context:ScreenSize', height: 800, width: 1280 },
      { eventType: 'monetate:context:Language', language: 'en-US' },
      { eventType: 'monetate:context:UserAgent', userAgent: 'Mozilla/5.0' },
      { eventType: 'monetate:context:IpAddress', ipAddress: '0.0.0.0' },
      { eventType: 'monetate:context:ProductDetailView', products: [{ productId: 'ABCD1234' }] },
      { eventType: 'monetate:context:Referrer', referrer: 'https://search.example/' },
      { eventType: 'monetate:context:Coordinates', latitude: 45.5, longitude: -73.6 },
      {
        eventType: 'monetate:context:SearchView',
        searchTerm: 'jacket',
        searchTermType: 'text',
        searchType: 'site',
      },
      {
        eventType: 'monetate:context:Cart',
        cartLines: [{ sku: 'ABCD1234XYZ-M', pid: 'ABCD1234', quantity: 2, currency: 'USD', value: 25_000 }],
      },
      {
        eventType: 'monetate:context:CustomVariables',
        customVariables: [
          { variable: 'userInterest', value: 'hiking' },
          { variable: 'total-cart', value: 250 },
          { variable: 'sub-total', value: '250.00' },
        ],
      },
      { eventType: 'monetate:record:PageEvents', pageEvents: ['newsletter-signup'] },
      { eventType: 'monetate:record:RecImpressions', recImpressions: ['rt:10031:ABCD1234XYZ-M:x'] },
      { eventType: 'monetate:record:RecClicks', recClicks: ['rt:10031:ABCD1234XYZ-M:x'] },
    ];
    await decide({ monetateId, customerId: 'C0001', events: sent });
    const recorded = await events(`monetateId=${monetateId}`);
    expect(recorded.map((e) => e.event)).toEqual(sent);
    expect(new Set(recorded.map((e) => e.customerId))).toEqual(new Set(['C0001']));
  });

  it('a malformed event refuses the whole call with errorDetails and records nothing', async () => {
    const monetateId = freshId();
    for (const bad of [
      { eventType: 'monetate:context:ScreenSize', height: 800, width: -1 },
      { eventType: 'monetate:context:Teleport', where: 'moon' },
      {
        eventType: 'monetate:context:SearchView',
        searchTerm: 'x',
        searchTermType: 'text',
        searchType: 'site',
        extra: 1,
      },
      { eventType: 'monetate:record:RecClicks', recClicks: ['<script>'] },
    ]) {
      const response = await call(DECIDE, {
        body: { channel: CHANNEL, monetateId, events: [HOME, decisionRequest(), bad] },
      });
      const detail = await expectError(response, 400, 'API400');
      expect(detail.message).toMatch(/events/);
    }
    for (const body of [
      { channel: CHANNEL, monetateId: 'guess-me', events: [HOME] },
      { channel: 'not a channel', events: [HOME] },
      { channel: CHANNEL, events: [] },
      { channel: CHANNEL, events: [decisionRequest('same'), decisionRequest('same')] },
    ])
      await expectError(await call(DECIDE, { body }), 400, 'API400');
    await expectError(await call(DECIDE, { body: '{"channel":' }), 400, 'API400');
    expect(await events(`monetateId=${monetateId}`)).toEqual([]);
  });

  it('concurrent calls: every event recorded once', async () => {
    const monetateId = freshId();
    const CALLS = 20;
    await Promise.all(
      Array.from({ length: CALLS }, (_, i) =>
        decide({
          monetateId,
          events: [
            { eventType: 'monetate:record:RecImpressions', recImpressions: [`rt:1:call-${i}:a`] },
            { eventType: 'monetate:record:RecClicks', recClicks: [`rt:1:call-${i}:b`] },
          ],
        }),
      ),
    );
    const recorded = await events(`monetateId=${monetateId}&limit=1000`);
    expect(recorded.length).toBe(CALLS * 2);
    const tokens = recorded.map((e) => JSON.stringify(e.event));
    expect(new Set(tokens).size).toBe(CALLS * 2);
    expect(new Set(recorded.map((e) => `${e.callId}/${e.seq}`)).size).toBe(CALLS * 2);
  });
});

describe('fault switch', () => {
  it('slows the decision endpoint by the delay it is given', async () => {
    await expectError(
      await call('/__admin/faults/decision', {
        method: 'PUT',
        body: { kind: 'error', delayMs: 300 },
        headers: admin,
        apiKey: null,
      }),
      400,
      'API400',
    );
    const set = await call('/__admin/faults/decision', {
      method: 'PUT',
      body: { kind: 'slow', delayMs: 300 },
      headers: admin,
      apiKey: null,
    });
    expect(set.status).toBe(200);
    const started = Date.now();
    const response = await call(DECIDE, { body: { channel: CHANNEL, events: [HOME, decisionRequest()] } });
    expect(response.status).toBe(200);
    expect(response.headers.get('x-sandbox-fault')).toBe('decision:slow');
    const ms = Date.now() - started;
    expect(ms).toBeGreaterThanOrEqual(290);
    expect(ms).toBeLessThan(1900);
  });
});
