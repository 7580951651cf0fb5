import { afterEach, describe, expect, it } from 'vitest';
import type { DecisionEvent, DecisionRequest } from '../../shared/contract/decision';
import { RequestMetrics } from '../observability/metrics';
import { testCallContext } from '../test/call-context';
import { env } from '../test/helpers';
import {
  createDecisionClient,
  DECISION_BUDGET_MS,
  type DecisionTarget,
  decisionBudget,
  decisionChannel,
  ipAddressEvents,
  productDetailView,
} from './decision';
import { resolveTargets } from './index';

/** The decision calls are never cached; the vendor's shared lists are, but not in these tests. */
const NO_CACHE = { bypass: true, waitUntil: () => undefined };

const ADMIN = { 'x-sandbox-admin': env.TEST_ADMIN_KEY, 'content-type': 'application/json' };
const sandbox = (path: string, init: RequestInit = {}) =>
  env.SANDBOX.fetch(`https://sandbox.internal${path}`, { ...init, headers: { ...ADMIN, ...init.headers } });
const slowDecisions = (delayMs: number) =>
  sandbox('/__admin/faults/decision', { method: 'PUT', body: JSON.stringify({ kind: 'slow', delayMs }) });

const CHANNEL = 'a-7f3c9e21/d/shop.test';
const sandboxTarget = (budgetMs: number): DecisionTarget => ({
  baseUrl: 'https://sandbox.internal',
  fetch: (request) => env.SANDBOX.fetch(request),
  budgetMs,
  channel: CHANNEL,
});
const context = (metrics = new RequestMetrics()) =>
  testCallContext({ apiKey: 'sandbox-access-key', serverTrustId: 'storefront-test', metrics });

const HOME: DecisionEvent[] = [
  {
    eventType: 'monetate:context:PageView',
    url: 'https://shop.test/en-us',
    pageType: 'Home',
    breadcrumbs: [],
    categories: [],
  },
  { eventType: 'monetate:decision:DecisionRequest', requestId: 'home', includeReporting: true },
];
const GUEST = { isMember: false, consumerNo: 'G0001' };

/** A target that records each request's payload and answers as `answer` says. */
const capturing = (answer: (request: Request) => Promise<Response>) => {
  const sent: DecisionRequest[] = [];
  const target: DecisionTarget = {
    baseUrl: 'https://decisions.test',
    fetch: async (request) => {
      sent.push((await request.clone().json()) as DecisionRequest);
      return answer(request);
    },
    budgetMs: 1000,
    channel: CHANNEL,
  };
  return { sent, target };
};
const answered = () =>
  Response.json({ meta: { code: 200, monetateId: '5.1234567890.1767225600000' }, responses: [] });

afterEach(async () => {
  await sandbox('/__admin/faults', { method: 'DELETE' });
});

describe('the decision client', () => {
  it('decides within the budget: the actions of responses[0] and the identifier to keep', async () => {
    const metrics = new RequestMetrics();
    const decision = await createDecisionClient(sandboxTarget(2000), context(metrics), NO_CACHE).decide({
      events: HOME,
      shopper: GUEST,
    });
    expect(decision.outcome).toBe('decided');
    expect(decision.monetateId).toMatch(/^5\.\d+\.\d+$/);
    // The home page's three experiences: the hero, the story and the cart nudge.
    expect(decision.actions).toEqual([
      expect.objectContaining({
        component: 'home-hero',
        impressionReporting: [expect.objectContaining({ experience_id: 1001 })],
      }),
      expect.objectContaining({ component: 'home-story' }),
      expect.objectContaining({ component: 'home-cart-nudge' }),
    ]);
    expect(metrics.counts.decisionTimeouts).toBe(0);
  });

  it('past the budget (the sandbox slowed to 300 ms): the baseline at once, counted for /ops', async () => {
    await slowDecisions(300);
    const metrics = new RequestMetrics();
    const started = Date.now();
    const decision = await createDecisionClient(
      sandboxTarget(DECISION_BUDGET_MS),
      context(metrics),
      NO_CACHE,
    ).decide({
      events: HOME,
      shopper: GUEST,
      monetateId: '5.1234567890.1767225600000',
    });
    const ms = Date.now() - started;
    expect(decision).toEqual({ outcome: 'timeout', actions: [] });
    expect(ms).toBeGreaterThanOrEqual(DECISION_BUDGET_MS - 10);
    expect(ms).toBeLessThan(290);
    expect(metrics.counts.decisionTimeouts).toBe(1);
  });

  it('drops the late answer unread', async () => {
    let cancelled = false;
    const late: DecisionTarget = {
      baseUrl: 'https://decisions.test',
      budgetMs: 30,
      channel: CHANNEL,
      fetch: async () => {
        await new Promise((resolve) => setTimeout(resolve, 80));
        const body = new ReadableStream({
          pull: () => undefined,
          cancel: () => {
            cancelled = true;
          },
        });
        return new Response(body, { headers: { 'content-type': 'application/json' } });
      },
    };
    const metrics = new RequestMetrics();
    const decision = await createDecisionClient(late, context(metrics), NO_CACHE).decide({
      events: HOME,
      shopper: GUEST,
    });
    expect(decision.outcome).toBe('timeout');
    expect(cancelled).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(cancelled).toBe(true);
    expect(metrics.counts.decisionTimeouts).toBe(1);
  });

  it('a failing service is no decision either, not an error page', async () => {
    await sandbox('/__admin/faults/decision', { method: 'PUT', body: JSON.stringify({ kind: 'error' }) });
    const decision = await createDecisionClient(sandboxTarget(2000), context(), NO_CACHE).decide({
      events: HOME,
      shopper: GUEST,
    });
    expect(decision).toEqual({ outcome: 'failed', actions: [] });
  });

  it('sends a customer id only for a signed-in member, and the identifier it was given', async () => {
    const { sent, target } = capturing(async () => answered());
    const client = createDecisionClient(target, context(), NO_CACHE);
    await client.decide({ events: HOME, shopper: GUEST });
    await client.decide({
      events: HOME,
      shopper: { isMember: true, consumerNo: 'C0042' },
      monetateId: '5.1.1767225600000',
    });
    await client.decide({ events: HOME, shopper: GUEST, showcase: true });
    expect(sent[0]).toEqual({ channel: CHANNEL, events: HOME });
    expect(sent[1]).toEqual({
      customerId: 'C0042',
      channel: CHANNEL,
      events: HOME,
      monetateId: '5.1.1767225600000',
    });
    expect(sent[2]!.channel).toBe('a-7f3c9e21/d/showcase');
  });

  it('records events once, never retried, and says when they did not go through', async () => {
    const { sent, target } = capturing(async () =>
      Response.json({ errorDetails: [{ errorId: 'GEN500', message: 'down' }] }, { status: 503 }),
    );
    const client = createDecisionClient(target, context(), NO_CACHE);
    const clicks: DecisionEvent[] = [
      { eventType: 'monetate:record:RecClicks', recClicks: ['rt:10031:ABCD1234XYZ-M:x'] },
    ];
    expect(await client.record({ events: clicks, shopper: GUEST })).toBeUndefined();
    expect(sent.length).toBe(1);
    await expect(client.record({ events: HOME, shopper: GUEST })).rejects.toThrow(/decide/);
    // Against the service: recorded, with the customer only for a member.
    const live = createDecisionClient(sandboxTarget(2000), context(), NO_CACHE);
    const monetateId = await live.record({ events: clicks, shopper: GUEST });
    expect(monetateId).toMatch(/^5\./);
    const read = await sandbox(`/__admin/decision/events?monetateId=${monetateId}`);
    const { events } = (await read.json()) as { events: { eventType: string; customerId: string | null }[] };
    expect(events).toEqual([
      expect.objectContaining({ eventType: 'monetate:record:RecClicks', customerId: null }),
    ]);
  });

  it('asks the second vendor for its lists within the budget', async () => {
    const client = createDecisionClient(sandboxTarget(2000), context(), NO_CACHE);
    const lists = await client.recommendations({ schemes: ['home_rr', 'plp_rr'], count: 4 });
    expect(lists?.recommendations.map((r) => r.scheme)).toEqual(['home_rr', 'plp_rr']);
    expect(lists!.recommendations[0]!.products.length).toBe(4);
    await slowDecisions(300);
    const slow = createDecisionClient(sandboxTarget(100), context(), NO_CACHE);
    expect(await slow.recommendations({ schemes: ['home_rr'] })).toBeUndefined();
  });
});

describe('decision settings', () => {
  it('the budget: 150 ms unless set to a sane number', () => {
    expect(decisionBudget(undefined)).toBe(150);
    expect(decisionBudget('300')).toBe(300);
    for (const bad of ['0', '-5', '1.5', 'soon', '60000']) expect(decisionBudget(bad), bad).toBe(150);
  });

  it('the channel says production only in production, and names the public host', () => {
    expect(decisionChannel('production', 'https://shop.example.com')).toBe('a-7f3c9e21/p/shop.example.com');
    expect(decisionChannel('development', 'http://localhost:8787')).toBe('a-7f3c9e21/d/localhost');
  });

  it('the product detail view by productIdType; a dummy address only off production', () => {
    const product = { styleId: 'ABCD1234', pathAndQuery: '/en-us/p/summit-jacket-ABCD1234XYZ?size=M' };
    expect(productDetailView('styleId', product)).toMatchObject({ products: [{ productId: 'ABCD1234' }] });
    expect(productDetailView('pathAndQuery', product)).toMatchObject({
      products: [{ productId: product.pathAndQuery }],
    });
    expect(ipAddressEvents('production')).toEqual([]);
    expect(ipAddressEvents('development')).toEqual([
      { eventType: 'monetate:context:IpAddress', ipAddress: '0.0.0.0' },
    ]);
  });

  it('the target: its own base when set, else where content is', () => {
    const own = resolveTargets({
      ENVIRONMENT: 'production',
      COMMERCE_API_BASE: 'https://c.test',
      CONTENT_API_BASE: 'https://k.test',
      DECISION_API_BASE: 'https://d.test',
      PUBLIC_ORIGIN: 'https://shop.example.com',
      DECISION_BUDGET_MS: '120',
    });
    expect(own.ok && own.targets.decision).toMatchObject({
      baseUrl: 'https://d.test',
      budgetMs: 120,
      channel: 'a-7f3c9e21/p/shop.example.com',
    });
    const shared = resolveTargets({
      ENVIRONMENT: 'production',
      COMMERCE_API_BASE: 'https://c.test',
      CONTENT_API_BASE: 'https://k.test',
    });
    expect(shared.ok && shared.targets.decision).toMatchObject({ baseUrl: 'https://k.test', budgetMs: 150 });
  });
});
