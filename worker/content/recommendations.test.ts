/**
 * A category page's recommendations (decision service experience 1002) in workerd against the
 * seeded sandbox: the decided variant's cards as a carousel under the results, each link carrying
 * its position and the page its shopper's tokens for the reports; none past the budget.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { DecisionEvent } from '../../shared/contract/decision';
import { admin, countedImpressions, experience } from '../test/decisions';
import { type Jar, storefront } from '../test/helpers';

const SEEDED_SPLIT = [
  { label: 'Baseline', weight: 34, actionId: 10021, recs: { strategy: 'category-popular', count: 12 } },
  { label: 'B-Top rated', weight: 33, actionId: 10022, recs: { strategy: 'category-top-rated', count: 12 } },
  { label: 'C-Trending', weight: 33, actionId: 10023, recs: { strategy: 'trending', count: 12 } },
];
const seeded = experience(1002, SEEDED_SPLIT);
const force = (label: string) => seeded.force(label);

type Recorded = { eventType: string; event: DecisionEvent };
const eventsOf = async (monetateId: string): Promise<Recorded[]> =>
  (
    (await (await admin(`/__admin/decision/events?monetateId=${monetateId}`)).json()) as {
      events: Recorded[];
    }
  ).events;

const PATH = '/en-us/c/men-1100';
const ROOMY = { DECISION_BUDGET_MS: '2000' };
/** The carousel's cards, from its block to the island that reports them. */
const carouselOf = (html: string) => {
  const start = html.indexOf('data-recs=""');
  return start < 0 ? undefined : html.slice(start, html.indexOf('<sf-island name="RecEvents"', start));
};
/** The page's tokens, by card position: the props of its RecEvents island. */
const tokensOf = (html: string): string[] | undefined => {
  const props = /<sf-island name="RecEvents"[^>]* props="([^"]*)"/.exec(html)?.[1];
  return props === undefined
    ? undefined
    : (JSON.parse(props.replaceAll('&quot;', '"').replaceAll('&amp;', '&')) as { tokens: string[] }).tokens;
};

afterEach(seeded.restore);

describe('the category page recommendations', () => {
  it('shows the decided variant as a carousel under the results; its impressions are the browser’s to report', async () => {
    await force('B-Top rated');
    const jar: Jar = new Map();
    const response = await storefront(PATH, { envOverride: ROOMY, jar });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('Recommended for you');
    expect(html.indexOf('data-recs=""')).toBeGreaterThan(html.indexOf('id="listing-results"'));
    const tokens = tokensOf(html)!;
    expect(tokens).toHaveLength(12);
    expect(tokens.every((t) => t.startsWith('rt:10022:'))).toBe(true);
    expect(html).toContain('"variantLabel":"B-Top rated","variant":"B"');
    const monetateId = jar.get('mt.v')!;
    // The page itself makes one call, its decision: the shopper may never scroll to the carousel,
    // so its impressions come from the browser once it is seen (RecEvents, POST /api/decision/events).
    await new Promise((resolve) => setTimeout(resolve, 150));
    const all = await eventsOf(monetateId);
    expect(all.filter((e) => e.eventType === 'monetate:record:RecImpressions')).toEqual([]);
    expect(html).toMatch(/<sf-island name="RecEvents" strategy="visible" plain=""/);
    // The experience's impression is its decision's, counted once; the page records none of it.
    expect(all.filter((e) => e.eventType === 'monetate:record:PageEvents')).toEqual([]);
    expect((await countedImpressions(monetateId)).filter((i) => i.experienceId === 1002)).toEqual([
      { experienceId: 1002, variantLabel: 'B-Top rated', source: 'decision' },
    ]);
    // The page view named the category.
    expect(all.find((e) => e.eventType === 'monetate:context:PageView')?.event).toMatchObject({
      pageType: 'PLP',
      url: PATH,
      categories: ['1100'],
    });
  });

  it("is one carousel for every shopper shown the same cards; each page carries only its own shopper's tokens", async () => {
    await force('B-Top rated');
    const pages = [];
    for (let i = 0; i < 2; i++) {
      const jar: Jar = new Map();
      const html = await (await storefront(PATH, { envOverride: ROOMY, jar })).text();
      pages.push({ html, monetateId: jar.get('mt.v')! });
    }
    const [a, b] = pages as [(typeof pages)[0], (typeof pages)[0]];
    expect(a.monetateId).not.toBe(b.monetateId);
    // The same cards, positions for tokens: one render kept for both (a shared list's islands are
    // numbered per render, `l{n}_`), with no token in it.
    expect(carouselOf(a.html)).toMatch(/prefix="l\d+_/);
    expect(carouselOf(a.html)).toBe(carouselOf(b.html));
    expect(carouselOf(a.html)).not.toContain('rt:');
    expect([...carouselOf(a.html)!.matchAll(/data-rec="(\d+)"/g)].map((m) => Number(m[1]))).toContain(11);
    for (const [own, other] of [
      [a, b],
      [b, a],
    ] as const) {
      const tokens = tokensOf(own.html)!;
      expect(tokens).toHaveLength(12);
      expect(tokens.every((t) => t.endsWith(`:${own.monetateId}`))).toBe(true);
      expect(own.html).not.toContain(other.monetateId);
    }
  });

  it('shows none past the decision budget, and the listing is whole', async () => {
    await force('C-Trending');
    await admin('/__admin/faults/decision', {
      method: 'PUT',
      body: JSON.stringify({ kind: 'slow', delayMs: 300 }),
    });
    const response = await storefront(PATH, { jar: new Map() });
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(tokensOf(html)).toBeUndefined();
    expect(html).toContain('id="listing-results"');
  });
});
