/**
 * The home page's hero experiment (decision service experience 1001) end to end in workerd
 * against the seeded sandbox: decided on the server within the budget, the baseline past it,
 * forced by the test context, sticky by `mt.v`, a customer id only for a member, impressions
 * counted once by the decision, and one shopper's variant never in another's HTML.
 */
import type { AnalyticsEngineDataPoint } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it } from 'vitest';
import { EDITOR_COOKIE, signEditorToken } from '../middleware/preview';
import { type DataPoint, fromAnalytics } from '../observability/data-point';
import { admin, countedImpressions, decisionEvents, experience } from '../test/decisions';
import { type Jar, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';
import { VARIANT_CODE_COOKIE } from './variant-cache';

const SEEDED_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10011 },
  { label: 'Experiment', weight: 50, actionId: 10012, json: { heroVariant: 'A' } },
];
/** Experience 1001 with everyone in one variant (weight 100 forces it). */
const seeded = experience(1001, SEEDED_SPLIT);
const forceHero = (label: 'Baseline' | 'Experiment') => seeded.force(label);

const eventsOf = decisionEvents;

const BASELINE_TITLE = 'Made for the long way up';
const LIFESTYLE_TITLE = 'Out the door by sunrise';
/** Generous for the sandbox in a busy test run; the budget test uses the default. */
const ROOMY = { DECISION_BUDGET_MS: '2000' };

const home = async (jar: Jar, init: Parameters<typeof storefront>[1] = {}, path = '/en-us') => {
  const response = await storefront(path, { envOverride: ROOMY, ...init, jar });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
};
const variantOf = (html: string) => /data-experience="1001" data-variant="([^"]+)"/.exec(html)?.[1];

afterEach(seeded.restore);

describe('the home hero experiment', () => {
  it('renders the decided variant on the server, keeps mt.v (HttpOnly) and is never shared', async () => {
    await forceHero('Experiment');
    const jar: Jar = new Map();
    const { response, html } = await home(jar);
    expect(variantOf(html)).toBe('A');
    expect(html).toContain(LIFESTYLE_TITLE);
    expect(html).not.toContain(BASELINE_TITLE);
    const cookie = response.headers.getSetCookie().find((c) => c.startsWith('mt.v='));
    expect(cookie).toMatch(/^mt\.v=5\.\d+\.\d+; Max-Age=31536000; Path=\/; HttpOnly; Secure; SameSite=Lax$/);
    // The shopper's own: never in a shared cache (a member's page is no-store besides).
    expect(response.headers.get('cache-control')).toMatch(/^private, no-(cache|store)$/);
    // The labels are in the page's data layer (section 7).
    expect(html).toContain('"event":"experiments"');
    expect(html).toContain('"experienceId":1001');
    expect(html).toContain('"variantLabel":"Experiment","variant":"A"');
  });

  it('asks nothing with personalization switched off under the bench, and ignores the switch elsewhere', async () => {
    await forceHero('Experiment');
    const off = await home(
      new Map(),
      { envOverride: { ...ROOMY, BENCH: '1' } },
      '/en-us?personalization=off',
    );
    expect(variantOf(off.html)).toBe('Baseline');
    expect(off.html).not.toContain('"event":"experiments"');
    expect(off.response.headers.getSetCookie().some((c) => c.startsWith('mt.v='))).toBe(false);
    const ignored = await home(new Map(), {}, '/en-us?personalization=off');
    expect(variantOf(ignored.html)).toBe('A');
  });

  it('sends the page events, a customer id only for a member', async () => {
    const guest: Jar = new Map();
    await home(guest, { headers: { 'sec-ch-viewport-width': '1366', 'sec-ch-viewport-height': '768' } });
    const guestEvents = await eventsOf(guest.get('mt.v')!);
    const types = guestEvents.map((e) => e.eventType);
    expect(types).toEqual(
      expect.arrayContaining([
        'monetate:context:PageView',
        'monetate:decision:DecisionRequest',
        'monetate:context:Language',
        'monetate:context:ScreenSize',
        'monetate:context:IpAddress',
      ]),
    );
    const event = (type: string) => guestEvents.find((e) => e.eventType === type)?.event;
    expect(event('monetate:context:PageView')).toEqual({
      eventType: 'monetate:context:PageView',
      url: '/en-us',
      pageType: 'Home',
      breadcrumbs: [],
      categories: [],
    });
    expect(event('monetate:context:Language')).toEqual({
      eventType: 'monetate:context:Language',
      language: 'en-US',
    });
    expect(event('monetate:context:ScreenSize')).toEqual({
      eventType: 'monetate:context:ScreenSize',
      width: 1366,
      height: 768,
    });
    expect(event('monetate:context:IpAddress')).toEqual({
      eventType: 'monetate:context:IpAddress',
      ipAddress: '0.0.0.0',
    });
    expect(guestEvents.every((e) => e.customerId === null)).toBe(true);

    const member = await memberSession();
    await home(member.jar, {}, '/fr-ca');
    const memberEvents = await eventsOf(member.jar.get('mt.v')!);
    expect(memberEvents.length).toBeGreaterThan(0);
    expect(memberEvents.every((e) => typeof e.customerId === 'string' && e.customerId.length > 0)).toBe(true);
    expect(memberEvents.find((e) => e.eventType === 'monetate:context:Language')?.event).toEqual({
      eventType: 'monetate:context:Language',
      language: 'fr-CA',
    });
  });

  it('keeps a shopper in their variant across requests with the same mt.v', async () => {
    const jar: Jar = new Map();
    const first = variantOf((await home(jar)).html);
    const monetateId = jar.get('mt.v');
    expect(monetateId).toBeDefined();
    for (let i = 0; i < 3; i++) {
      // Decided every time: with its variant code the shopper may get the shared copy unasked
      // (variant-cache.test.ts).
      jar.delete(VARIANT_CODE_COOKIE);
      const { response, html } = await home(jar);
      expect(variantOf(html)).toBe(first);
      // Known already: not set again.
      expect(response.headers.getSetCookie().some((c) => c.startsWith('mt.v='))).toBe(false);
    }
    expect(jar.get('mt.v')).toBe(monetateId);
    const sent = await eventsOf(monetateId!);
    expect(sent.filter((e) => e.eventType === 'monetate:decision:DecisionRequest')).toHaveLength(4);
  });

  it('names the decided variants to analytics (the dashboard counts pages per variant); a timeout none', async () => {
    await forceHero('Experiment');
    const written: DataPoint[] = [];
    const ANALYTICS = {
      writeDataPoint: (p: AnalyticsEngineDataPoint) => void written.push(fromAnalytics(p)),
    };
    const envOverride = { ...ROOMY, ANALYTICS, OPS_STORE: undefined } as unknown as Partial<Env>;
    await home(new Map(), { envOverride });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.find((p) => p.pageType === 'Home')?.experiments).toMatch(
      /^1001:A 1004:(A|Baseline) 1005:Baseline$/,
    );
    await admin('/__admin/faults/decision', { method: 'PUT', body: JSON.stringify({ kind: 'error' }) });
    written.length = 0;
    await home(new Map(), { envOverride });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.find((p) => p.pageType === 'Home')?.experiments).toBe('');
  });

  it('renders the baseline past the decision budget, and counts it', async () => {
    await forceHero('Experiment');
    // The bestsellers' vendor list, the same for everyone, is kept from a first page: only the
    // decision is late below.
    await home(new Map());
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 300 }),
    });
    const written: DataPoint[] = [];
    const ANALYTICS = {
      writeDataPoint: (p: AnalyticsEngineDataPoint) => void written.push(fromAnalytics(p)),
    };
    const jar: Jar = new Map();
    const { response, html } = await home(jar, {
      envOverride: { ANALYTICS, OPS_STORE: undefined } as unknown as Partial<Env>,
    });
    expect(variantOf(html)).toBe('Baseline');
    expect(html).toContain(BASELINE_TITLE);
    expect(html).not.toContain(LIFESTYLE_TITLE);
    expect(html).not.toContain('"event":"experiments"');
    // No answer, no identifier to keep.
    expect(response.headers.getSetCookie().some((c) => c.startsWith('mt.v='))).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(written.find((p) => p.pageType === 'Home')?.decisionTimeouts).toBe(1);
  });

  it('shows the variant the test context forces, from the query or the cookie, raw or URL-encoded', async () => {
    await forceHero('Baseline');
    const context = JSON.stringify({ variants: { '1001': 'Experiment' } });
    const forced = [
      { path: `/en-us?p13n_testcontext=${encodeURIComponent(context)}` },
      { path: `/en-us?p13n_testcontext=${context}` },
      { headers: { cookie: `p13n_testcontext=${encodeURIComponent(context)}` } },
      { headers: { cookie: `p13n_testcontext=${context}` } },
    ];
    for (const { path, headers } of forced) {
      const jar: Jar = new Map();
      const { html } = await home(jar, headers ? { headers } : {}, path ?? '/en-us');
      expect(variantOf(html), path ?? headers?.cookie).toBe('A');
      expect(html).toContain(LIFESTYLE_TITLE);
      // A tester's view: decided without reporting, so the service counts no impression and the
      // data layer carries no label; the slots it does not force show their baseline.
      const monetateId = jar.get('mt.v')!;
      const [request] = (await eventsOf(monetateId)).filter(
        (e) => e.eventType === 'monetate:decision:DecisionRequest',
      );
      expect(request?.event).toMatchObject({ includeReporting: false });
      expect(await countedImpressions(monetateId)).toEqual([]);
      expect(html).not.toContain('"event":"experiments"');
    }
    // Forced by code too, and a malformed context forces nothing.
    const byCode = await home(
      new Map(),
      {},
      `/en-us?p13n_testcontext=${encodeURIComponent('{"variants":{"1001":"A"}}')}`,
    );
    expect(variantOf(byCode.html)).toBe('A');
    const malformed = await home(new Map(), {}, '/en-us?p13n_testcontext=%7Bnot-json');
    expect(variantOf(malformed.html)).toBe('Baseline');
  });

  it('counts the impressions of the decided variants once, by the decision: no second call', async () => {
    await forceHero('Experiment');
    const jar: Jar = new Map();
    await home(jar);
    const monetateId = jar.get('mt.v')!;
    // The decision reported every experience the page decides (the cart nudge's baseline for a
    // shopper without a cart, the story's variant, whichever it is), and that counted them.
    expect(await countedImpressions(monetateId)).toEqual([
      { experienceId: 1001, variantLabel: 'Experiment', source: 'decision' },
      {
        experienceId: 1004,
        variantLabel: expect.stringMatching(/^(Baseline|Experiment)$/),
        source: 'decision',
      },
      { experienceId: 1005, variantLabel: 'Baseline', source: 'decision' },
    ]);
    // Nothing recorded after the page: the shopper's only call is the decision.
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect((await eventsOf(monetateId)).map((e) => e.eventType)).not.toContain('monetate:record:PageEvents');
    expect(await countedImpressions(monetateId)).toHaveLength(3);
  });

  it('never shows one shopper the other variant’s hero, however their requests interleave', async () => {
    // Two shoppers the seeded 50/50 split puts in different variants.
    const shoppers = new Map<string, Jar>();
    for (let i = 0; i < 40 && shoppers.size < 2; i++) {
      const jar: Jar = new Map();
      const variant = variantOf((await home(jar)).html)!;
      if (!shoppers.has(variant)) shoppers.set(variant, jar);
    }
    expect([...shoppers.keys()].sort()).toEqual(['A', 'Baseline']);
    for (let round = 0; round < 3; round++) {
      for (const [variant, jar] of shoppers) {
        const { html } = await home(jar);
        expect(variantOf(html)).toBe(variant);
        expect(html).toContain(variant === 'A' ? LIFESTYLE_TITLE : BASELINE_TITLE);
        expect(html).not.toContain(variant === 'A' ? BASELINE_TITLE : LIFESTYLE_TITLE);
      }
    }
  });

  it("shows an editor's preview the baseline and asks the service nothing", async () => {
    await forceHero('Experiment');
    const SECRET = 'editor-secret-0123456789abcdef0123456789abcdef';
    const token = await signEditorToken(SECRET, Math.floor(Date.now() / 1000) + 300);
    const { response, html } = await home(
      new Map(),
      {
        envOverride: { ...ROOMY, EDITOR_SECRET: SECRET },
        headers: { cookie: `__Host-${EDITOR_COOKIE}=${token}` },
      },
      '/en-us?preview=true',
    );
    expect(variantOf(html)).toBe('Baseline');
    expect(response.headers.getSetCookie().some((c) => c.startsWith('mt.v='))).toBe(false);
  });
});

describe('the decision of other pages', () => {
  it('hears a search: the search view with the term, the page view of type Search', async () => {
    const jar: Jar = new Map();
    const response = await storefront('/en-us/search?q=rain%20jacket', { envOverride: ROOMY, jar });
    expect(response.status).toBe(200);
    await response.text();
    const recorded = await eventsOf(jar.get('mt.v')!);
    const event = (type: string) => recorded.find((e) => e.eventType === type)?.event;
    expect(event('monetate:context:SearchView')).toEqual({
      eventType: 'monetate:context:SearchView',
      searchTerm: 'rain jacket',
      searchTermType: 'text',
      searchType: 'site',
    });
    expect(event('monetate:context:PageView')).toMatchObject({ pageType: 'Search', url: '/en-us/search' });
    expect(response.headers.get('cache-control')).toMatch(/^private/);
  });

  it("names a category page's trail in its page view", async () => {
    const jar: Jar = new Map();
    const response = await storefront('/en-us/c/men-1100', { envOverride: ROOMY, jar });
    expect(response.status).toBe(200);
    await response.text();
    const recorded = await eventsOf(jar.get('mt.v')!);
    const view = recorded.find((e) => e.eventType === 'monetate:context:PageView')?.event as {
      breadcrumbs: string[];
    };
    expect(view).toMatchObject({ pageType: 'PLP', categories: ['1100'] });
    expect(view.breadcrumbs.at(-1)).toBe('Men');
  });
});
