/**
 * The product page's upsell, "complete the look" (decision service experience 1003) end to end in
 * workerd against the seeded sandbox: the page's one decision carries the product detail view,
 * the first 3 recommendations show with stock (kept 30 s), a sold-out size is left out, past
 * the budget the page shows none and is fine, what it showed is recorded once; and the BFF's
 * rec events endpoint, validated, recording for the shopper's `mt.v` (a customer id only for a
 * member).
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DecisionEvent } from '../../shared/contract/decision';
import type { Env } from '../env';
import { ADMIN, admin, countedImpressions, experience } from '../test/decisions';
import { env, findProduct, type Jar, jsonPost, storefront } from '../test/helpers';
import { memberSession } from '../test/member-session';

const SEEDED_SPLIT = [
  { label: 'Baseline', weight: 50, actionId: 10031, recs: { strategy: 'similar', count: 3 } },
  { label: 'Experiment', weight: 50, actionId: 10032, recs: { strategy: 'complete-the-look', count: 3 } },
];
/** Experience 1003 with everyone in one variant (weight 100 forces it). */
const seeded = experience(1003, SEEDED_SPLIT);
const forceUpsell = (label: 'Baseline' | 'Experiment') => seeded.force(label);

type Recorded = { monetateId: string; customerId: string | null; eventType: string; event: DecisionEvent };
const eventsOf = async (monetateId: string): Promise<Recorded[]> => {
  const response = await admin(`/__admin/decision/events?monetateId=${monetateId}`);
  return ((await response.json()) as { events: Recorded[] }).events;
};
/** The events of a type, once they are in (impressions go out after the page, in waitUntil). */
const eventually = async (monetateId: string, type: string, wanted = 1): Promise<Recorded[]> => {
  let found: Recorded[] = [];
  for (let i = 0; i < 20 && found.length < wanted; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    found = (await eventsOf(monetateId)).filter((e) => e.eventType === type);
  }
  return found;
};

const ROOMY = { DECISION_BUDGET_MS: '2000' };

/** The upsell's section of a page and the skus its add forms post. */
const upsellOf = (html: string) => {
  const start = html.indexOf('class="pdp-row upsell"');
  if (start < 0) return undefined;
  const section = html.slice(start, html.indexOf('</section>', start));
  return {
    section,
    skus: [...section.matchAll(/name="productId" value="([^"]+)"/g)].map((m) => m[1]!),
  };
};

let productPath: string;
const productPage = async (jar: Jar, init: Parameters<typeof storefront>[1] = {}) => {
  if (!productPath) {
    const { product } = await findProduct();
    productPath = `/en-us/p/${product.slug}-${product.colors[0]!.productId}`;
  }
  const response = await storefront(productPath, { envOverride: ROOMY, ...init, jar });
  expect(response.status).toBe(200);
  return { response, html: await response.text() };
};

const inventory = async (colourId: string) =>
  (
    (await (
      await admin(`/products/v2/products/${colourId}/inventory`, {
        headers: { ...ADMIN, 'x-api-key': env.TEST_ADMIN_KEY },
      })
    ).json()) as { variants?: Record<string, { quantity: number }> }
  ).variants;

/** What a catalogue change does: every kept catalogue read (stock for recommendations too) goes. */
const purgeCatalogue = async () => {
  const response = await storefront('/fapi/cache/purge', {
    ...jsonPost(JSON.stringify({ tags: ['catalog'] }), { 'x-cache-purge-secret': 'test-cache-purge-secret' }),
  });
  expect(response.status).toBe(200);
};

afterEach(seeded.restore);

describe('the product page upsell', () => {
  it('shows the decided variant’s first 3 in-stock recommendations, each with its own add form', async () => {
    await forceUpsell('Experiment');
    const jar: Jar = new Map();
    const { response, html } = await productPage(jar);
    const upsell = upsellOf(html)!;
    expect(upsell, 'the upsell renders').toBeDefined();
    expect(upsell.section).toMatch(/<h2 class="pdp__subtitle" id="[^"]+">Complete the look<\/h2>/);
    // Named by what it shows and the product, never "Add to cart" (the buy box's button).
    expect(upsell.section.match(/aria-label="Add [^"]+"/g)).toHaveLength(3);
    expect(upsell.section).not.toContain('aria-label="Add to cart');
    expect(upsell.skus).toHaveLength(3);
    expect(upsell.section.match(/action="\/api\/cart\/items\?locale=en-us"/g)).toHaveLength(3);
    expect(upsell.section).toContain(`name="returnTo" value="${productPath}"`);
    for (const sku of upsell.skus) {
      const stock = await inventory(sku.split('-')[0]!);
      if (stock) expect(stock[sku]?.quantity ?? 0, sku).toBeGreaterThan(0);
    }
    // The one decision named the product viewed, by style id (the configured productIdType).
    const monetateId = jar.get('mt.v')!;
    const detail = (await eventsOf(monetateId)).find(
      (e) => e.eventType === 'monetate:context:ProductDetailView',
    );
    expect(detail?.event).toEqual({
      eventType: 'monetate:context:ProductDetailView',
      products: [{ productId: productPath.slice(-11, -3) }],
    });
    expect(html).toContain('"experienceId":1003');
    expect(response.headers.get('cache-control')).toMatch(/^private, no-(cache|store)$/);
  });

  it('leaves out a size a fresh inventory read says is sold out; an unreadable colour keeps its last stock', async () => {
    await forceUpsell('Experiment');
    const jar: Jar = new Map();
    const first = upsellOf((await productPage(jar)).html)!.skus;
    expect(first).toHaveLength(3);
    const [soldOut, unreadable] = first as [string, string, string];
    // The stock the upsell read is kept 30 s; a catalogue purge (or the time) brings a fresh read.
    await purgeCatalogue();
    // The storefront's inventory read of the first says 0 for its sku; the second's fails.
    const SANDBOX = {
      fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        const path = new URL(request.url).pathname;
        if (path === `/products/v2/products/${unreadable.split('-')[0]}/inventory`)
          return Response.json({ errors: [{ errorId: 'API500', message: 'down' }] }, { status: 500 });
        const answer = await env.SANDBOX.fetch(request);
        if (path !== `/products/v2/products/${soldOut.split('-')[0]}/inventory`) return answer;
        const body = (await answer.json()) as {
          productId: string;
          variants: Record<string, { quantity: number }>;
        };
        return Response.json({ ...body, variants: { ...body.variants, [soldOut]: { quantity: 0 } } });
      },
    } as unknown as Fetcher;
    const { html } = await productPage(jar, { envOverride: { ...ROOMY, SANDBOX } as Partial<Env> });
    // The sold-out sku goes; the colour that cannot be read now keeps the stock last read (a kept
    // read is served while its upstream fails), as the buy box's own fresh read has the last word.
    expect(upsellOf(html)!.skus).toEqual([unreadable, first[2]]);
  });

  it('keeps the stock it read for a while: the next product page reads no inventory', async () => {
    await forceUpsell('Experiment');
    await purgeCatalogue();
    const reads: string[] = [];
    const SANDBOX = {
      fetch: (input: RequestInfo | URL, init?: RequestInit) => {
        const request = new Request(input, init);
        if (new URL(request.url).pathname.endsWith('/inventory')) reads.push(request.url);
        return env.SANDBOX.fetch(request);
      },
    } as unknown as Fetcher;
    const envOverride = { ...ROOMY, SANDBOX } as Partial<Env>;
    const first = upsellOf((await productPage(new Map(), { envOverride })).html)!.skus;
    expect(first).toHaveLength(3);
    const firstReads = reads.length;
    expect(firstReads).toBeGreaterThan(0);
    const again = upsellOf((await productPage(new Map(), { envOverride })).html)!.skus;
    expect(again).toEqual(first);
    expect(reads).toHaveLength(firstReads);
  });

  it('shows no upsell past the decision budget, and the page is whole', async () => {
    await forceUpsell('Experiment');
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 300 }),
    });
    const { html } = await productPage(new Map(), { envOverride: {} });
    expect(upsellOf(html)).toBeUndefined();
    expect(html).toContain('Add to cart');
    expect(html).toContain('</main>');
  });

  it('records what it showed once: the rec tokens (the decision counted the experiment’s impression)', async () => {
    await forceUpsell('Experiment');
    const jar: Jar = new Map();
    const skus = upsellOf((await productPage(jar)).html)!.skus;
    const monetateId = jar.get('mt.v')!;
    const recs = await eventually(monetateId, 'monetate:record:RecImpressions');
    // Give a second record the time to arrive, were there one.
    await new Promise((resolve) => setTimeout(resolve, 150));
    expect(
      (await eventsOf(monetateId)).filter((e) => e.eventType === 'monetate:record:RecImpressions'),
    ).toHaveLength(1);
    expect(recs[0]!.event).toEqual({
      eventType: 'monetate:record:RecImpressions',
      recImpressions: skus.map((sku) => `rt:10032:${sku}:${monetateId}`),
    });
    expect((await eventsOf(monetateId)).filter((e) => e.eventType === 'monetate:record:PageEvents')).toEqual(
      [],
    );
    expect((await countedImpressions(monetateId)).filter((i) => i.experienceId === 1003)).toEqual([
      { experienceId: 1003, variantLabel: 'Experiment', source: 'decision' },
    ]);
  });
});

describe('POST /api/decision/events', () => {
  const post = (body: unknown, jar: Jar, extra: Record<string, string> = {}) =>
    storefront('/api/decision/events?locale=en-us', { ...jsonPost(JSON.stringify(body), extra), jar });

  it('records a rec click for the shopper’s mt.v, a customer id only for a member', async () => {
    const guest: Jar = new Map();
    await productPage(guest);
    const monetateId = guest.get('mt.v')!;
    const token = `rt:10032:TESTSKU0001-M:${monetateId}`;
    const answer = await post({ kind: 'click', recTokens: [token] }, guest);
    expect(answer.status).toBe(200);
    expect(await answer.json()).toEqual({ recorded: true });
    const clicks = await eventsOf(monetateId);
    const click = clicks.filter((e) => e.eventType === 'monetate:record:RecClicks');
    expect(click.map((e) => [e.event, e.customerId])).toEqual([
      [{ eventType: 'monetate:record:RecClicks', recClicks: [token] }, null],
    ]);

    const member = await memberSession();
    await productPage(member.jar);
    const memberId = member.jar.get('mt.v')!;
    expect((await post({ kind: 'impression', recTokens: [token, `${token}x`] }, member.jar)).status).toBe(
      200,
    );
    const seen = (await eventsOf(memberId)).filter((e) => e.eventType === 'monetate:record:RecImpressions');
    expect(seen.some((e) => typeof e.customerId === 'string' && e.customerId.length > 0)).toBe(true);
  });

  it('refuses bad input with errorDetails and records nothing; a cross-site post is refused', async () => {
    const jar: Jar = new Map();
    await productPage(jar);
    const monetateId = jar.get('mt.v')!;
    // The page's own impressions first (they go out after it, in waitUntil).
    await eventually(monetateId, 'monetate:record:RecImpressions');
    const before = (await eventsOf(monetateId)).length;
    const token = `rt:10032:TESTSKU0001-M:${monetateId}`;
    for (const body of [
      { kind: 'click', recTokens: [token, token] },
      { kind: 'click', recTokens: ['<script>'] },
      { kind: 'hover', recTokens: [token] },
      { kind: 'impression', recTokens: [] },
      { kind: 'click', recTokens: [token], extra: 1 },
    ]) {
      const answer = await post(body, jar);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      const json = (await answer.json()) as { errorDetails?: { errorId: string }[] };
      expect(json.errorDetails?.[0]?.errorId).toBe('API400');
    }
    const crossSite = await post({ kind: 'click', recTokens: [token] }, jar, {
      origin: 'https://evil.example',
    });
    expect(crossSite.status).toBe(403);
    expect((await eventsOf(monetateId)).length).toBe(before);
  });
});
