/**
 * The home page's cart nudge (decision service experience 1005, for carts with lines) in workerd
 * against the seeded sandbox: the page's decision hears the cart (the sandbox receives its lines and
 * totals), the slot is marked as depending on it, and `POST /api/decision/recalculate` decides that
 * slot alone again with the cart as it is now: its HTML and labels, private, refused whole on bad
 * input or from another origin.
 */
import type { AnalyticsEngineDataPoint } from '@cloudflare/workers-types';
import { afterEach, describe, expect, it } from 'vitest';
import { type DataPoint, fromAnalytics } from '../../observability/data-point';
import { admin, countedImpressions, decisionEvents, experience } from '../../test/decisions';
import { findProduct, type Jar, jsonPost, ORIGIN, storefront } from '../../test/helpers';

const nudge = experience(1005, [
  { label: 'Baseline', weight: 50, actionId: 10051 },
  { label: 'Experiment', weight: 50, actionId: 10052, json: { nudge: 'complete-order' } },
]);
afterEach(nudge.restore);

/** Generous for the sandbox in a busy test run (the page's own budget; a recalculation has its own). */
const ROOMY = { DECISION_BUDGET_MS: '2000' };
const NUDGE = 'Your cart is waiting for you';
const RETURNS_LINE = 'Free returns within 30 days';
const SLOT = /<div class="experiment" data-experience="1005" data-variant="([^"]+)" data-depends="cart">/;

const home = async (jar: Jar) => {
  const response = await storefront('/en-us', { jar, envOverride: ROOMY });
  expect(response.status).toBe(200);
  return response.text();
};

const recalculate = (jar: Jar, body: unknown, headers: Record<string, string> = {}) =>
  storefront('/api/decision/recalculate?locale=en-us', {
    ...jsonPost(typeof body === 'string' ? body : JSON.stringify(body), headers),
    jar,
  });

type Answer = { slots: { item: string; html: string }[]; dataLayer: Record<string, unknown>[] };

/** A new shopper (their `mt.v` known) with `qty` of a seeded product in the cart; answers the line. */
const shopperWithLine = async (qty = 2) => {
  const jar: Jar = new Map();
  await home(jar);
  const { sku } = await findProduct();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty })),
    jar,
  });
  expect(added.status).toBe(200);
  const { cart } = (await added.json()) as {
    cart: {
      items: { id: string; productId: string; masterId: string; qty: number; price: { rowTotal: number } }[];
      totals: { total: number };
    };
  };
  const line = cart.items.find((item) => item.productId === sku)!;
  return { jar, sku, line, items: cart.items, total: cart.totals.total };
};

const eventsOf = async (jar: Jar, type: string) =>
  (await decisionEvents(jar.get('mt.v')!)).filter((e) => e.eventType === type).map((e) => e.event);

describe("the home page's decision hears the cart", () => {
  it('an empty cart without a read, then the lines and totals of the cart the page reads', async () => {
    await nudge.force('Experiment');
    const guest: Jar = new Map();
    const first = await home(guest);
    // No cart: the nudge's audience is not this shopper's, the baseline shows (marked as the
    // cart's to decide again).
    expect(SLOT.exec(first)?.[1]).toBe('Baseline');
    expect(first).toContain(RETURNS_LINE);
    expect(first).not.toContain(NUDGE);
    expect(await eventsOf(guest, 'monetate:context:Cart')).toEqual([
      { eventType: 'monetate:context:Cart', cartLines: [] },
    ]);

    const { jar, sku, line, items, total } = await shopperWithLine(2);
    const page = await home(jar);
    expect(SLOT.exec(page)?.[1]).toBe('A');
    expect(page).toContain(NUDGE);
    expect(page).not.toContain(RETURNS_LINE);
    // Only the hero's slot and the story's are none of the cart's business.
    expect(page.match(/data-depends=/g)).toHaveLength(1);
    const carts = await eventsOf(jar, 'monetate:context:Cart');
    // Every line of the cart (a promotion may add a bonus line beside the shopper's own).
    expect(carts.at(-1)).toEqual({
      eventType: 'monetate:context:Cart',
      cartLines: items.map((item) => ({
        sku: item.productId,
        pid: item.masterId,
        quantity: item.qty,
        currency: 'USD',
        value: item.price.rowTotal,
      })),
    });
    expect(carts.at(-1)).toMatchObject({
      cartLines: expect.arrayContaining([
        { sku, pid: sku.slice(0, 8), quantity: 2, currency: 'USD', value: line.price.rowTotal },
      ]),
    });
    expect((await eventsOf(jar, 'monetate:context:CustomVariables')).at(-1)).toEqual({
      eventType: 'monetate:context:CustomVariables',
      customVariables: [
        { variable: 'total-cart', value: total },
        { variable: 'sub-total', value: expect.any(Number) },
      ],
    });
  });
});

describe('POST /api/decision/recalculate', () => {
  it('decides the cart-dependent slot again with the cart as it is now: its HTML and labels only', async () => {
    await nudge.force('Experiment');
    const { jar, sku, line } = await shopperWithLine(1);
    const decisionsBefore = (await eventsOf(jar, 'monetate:decision:DecisionRequest')).length;

    const withLine = await recalculate(jar, { path: '/en-us' });
    expect(withLine.status).toBe(200);
    expect(withLine.headers.get('cache-control')).toBe('private, no-store');
    const answer = (await withLine.json()) as Answer;
    expect(answer.slots.map((s) => s.item)).toEqual(['home-cart-nudge']);
    const [slot] = answer.slots;
    // The slot's frame as the page renders it, and nothing else of the page.
    expect(slot!.html).toMatch(/^<div [^>]*data-item="home-cart-nudge"/);
    expect(SLOT.exec(slot!.html)?.[1]).toBe('A');
    expect(slot!.html).toContain(NUDGE);
    expect(slot!.html).toContain('href="/en-us/cart"');
    expect(slot!.html).not.toContain('Made for the long way up');
    expect(answer.dataLayer).toEqual([
      {
        event: 'experiments',
        experiments: [
          {
            experienceId: 1005,
            experienceName: 'Home cart nudge: complete your order',
            experienceLabel: 'home-cart-nudge-2026',
            variantLabel: 'Experiment',
            variant: 'A',
          },
        ],
      },
    ]);
    // One decision more, for the page's path, with the cart's line.
    expect(await eventsOf(jar, 'monetate:decision:DecisionRequest')).toHaveLength(decisionsBefore + 1);
    expect((await eventsOf(jar, 'monetate:context:PageView')).at(-1)).toMatchObject({
      url: '/en-us',
      pageType: 'Home',
    });
    expect((await eventsOf(jar, 'monetate:context:Cart')).at(-1)).toMatchObject({
      cartLines: expect.arrayContaining([expect.objectContaining({ sku, quantity: 1 })]),
    });

    // The line removed: the slot is the baseline again, its label says so.
    const removed = await storefront(`/api/cart/items/${line.id}?locale=en-us`, {
      method: 'DELETE',
      headers: { origin: ORIGIN, accept: 'application/json' },
      jar,
    });
    expect(removed.status).toBe(200);
    const empty = (await (await recalculate(jar, { path: '/en-us' })).json()) as Answer;
    expect(SLOT.exec(empty.slots[0]!.html)?.[1]).toBe('Baseline');
    expect(empty.slots[0]!.html).toContain(RETURNS_LINE);
    expect(empty.dataLayer).toEqual([
      {
        event: 'experiments',
        experiments: [expect.objectContaining({ experienceId: 1005, variant: 'Baseline' })],
      },
    ]);
    expect((await eventsOf(jar, 'monetate:context:Cart')).at(-1)).toEqual({
      eventType: 'monetate:context:Cart',
      cartLines: [],
    });
  });

  it('counts the impressions of the recalculated decision, once, and records nothing after it', async () => {
    await nudge.force('Experiment');
    const { jar } = await shopperWithLine(1);
    const monetateId = jar.get('mt.v')!;
    const nudges = async () =>
      (await countedImpressions(monetateId))
        .filter((i) => i.experienceId === 1005)
        .map((i) => i.variantLabel);
    // The page before the line was the baseline's; only the recalculation shows the nudge.
    const before = await nudges();
    await recalculate(jar, { path: '/en-us' });
    await new Promise((resolve) => setTimeout(resolve, 100));
    expect(await nudges()).toEqual([...before, 'Experiment']);
    expect(await eventsOf(jar, 'monetate:record:PageEvents')).toEqual([]);
  });

  it('is no page view to analytics: its data point names no experiments', async () => {
    await nudge.force('Experiment');
    const { jar } = await shopperWithLine(1);
    const written: DataPoint[] = [];
    const ANALYTICS = {
      writeDataPoint: (p: AnalyticsEngineDataPoint) => void written.push(fromAnalytics(p)),
    };
    const response = await storefront('/api/decision/recalculate?locale=en-us', {
      ...jsonPost(JSON.stringify({ path: '/en-us' })),
      jar,
      envOverride: { ...ROOMY, ANALYTICS, OPS_STORE: undefined } as unknown as Partial<Env>,
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as Answer).slots).toHaveLength(1);
    await new Promise((resolve) => setTimeout(resolve, 50));
    const point = written.find((p) => p.route.includes('recalculate'));
    expect(point).toBeDefined();
    expect(point?.experiments).toBe('');
  });

  it('refuses bad input with errorDetails, and decides nothing', async () => {
    const jar: Jar = new Map();
    await home(jar);
    const decisions = async () => (await eventsOf(jar, 'monetate:decision:DecisionRequest')).length;
    const before = await decisions();
    for (const body of [
      {},
      { path: 'en-us' },
      { path: '/en-us?p13n_testcontext=x' },
      { path: '/en-us', slots: ['home-hero-experiment'] },
      { path: 42 },
      { path: `/en-us/${'a'.repeat(400)}` },
      '{"path":',
      // A page of another site than the call's.
      { path: '/fr-ca' },
    ]) {
      const response = await recalculate(jar, body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      const refusal = (await response.json()) as { errorDetails: { errorId: string }[] };
      expect(refusal.errorDetails[0]!.errorId, JSON.stringify(body)).toBe('API400');
    }
    const text = await storefront('/api/decision/recalculate?locale=en-us', {
      ...jsonPost('path=/en-us', { 'content-type': 'text/plain' }),
      jar,
    });
    expect(text.status).toBe(415);
    expect(await decisions()).toBe(before);
  });

  it('refuses a post from another origin (CSRF)', async () => {
    const jar: Jar = new Map();
    await home(jar);
    const response = await recalculate(jar, { path: '/en-us' }, { origin: 'https://elsewhere.test' });
    expect(response.status).toBe(403);
    expect(
      ((await response.json()) as { errorDetails: { errorId: string }[] }).errorDetails[0]!.errorId,
    ).toBe('CSRF403');
  });

  it('answers no slot for a page without dependent slots, or when the decision does not come in its budget', async () => {
    const { jar } = await shopperWithLine(1);
    const decisions = async () => (await eventsOf(jar, 'monetate:decision:DecisionRequest')).length;
    const before = await decisions();
    const other = await recalculate(jar, { path: '/en-us/help/returns' });
    expect([other.status, await other.json()]).toEqual([200, { slots: [], dataLayer: [] }]);
    expect(await decisions()).toBe(before);
    // Its own budget (no first paint waits for it): a decision slower than a page's still comes.
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 400 }),
    });
    const slow = (await (await recalculate(jar, { path: '/en-us' })).json()) as Answer;
    expect(slow.slots.map((s) => s.item)).toEqual(['home-cart-nudge']);
    // Past the recalculation's budget the page keeps what it shows (no baseline it did not show).
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 1300 }),
    });
    const late = await recalculate(jar, { path: '/en-us' });
    expect([late.status, await late.json()]).toEqual([200, { slots: [], dataLayer: [] }]);
  });
});
