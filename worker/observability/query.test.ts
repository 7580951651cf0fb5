import { describe, expect, it } from 'vitest';
import type { DataPoint } from './data-point';
import { percentiles, type Row, summarize, weightedPercentile } from './query';

const point = (over: Partial<DataPoint> = {}): DataPoint => ({
  route: '/:locale',
  statusClass: '2xx',
  cacheStatus: 'none',
  site: 'RL-US',
  variant: '',
  pageType: 'Home',
  method: 'GET',
  experiments: '',
  status: 200,
  timeToHeadersMs: 10,
  streamMs: 0,
  commerceMs: 0,
  contentMs: 0,
  decisionMs: 0,
  renderMs: 0,
  recoveries401: 0,
  refreshFailures: 0,
  decisionTimeouts: 0,
  variantCodesRefused: 0,
  ...over,
});
const row = (over: Partial<Row> = {}): Row => ({ timestamp: 1_000, weight: 1, ...point(over), ...over });

describe('weightedPercentile', () => {
  it('is the nearest rank of 1..100', () => {
    const values = Array.from({ length: 100 }, (_, i) => ({ value: i + 1, weight: 1 }));
    expect(weightedPercentile(values, 0.5)).toBe(50);
    expect(weightedPercentile(values, 0.95)).toBe(95);
    expect(weightedPercentile(values, 0.99)).toBe(99);
    expect(weightedPercentile(values, 1)).toBe(100);
  });

  it('does not depend on order and handles one value and none', () => {
    expect(
      weightedPercentile(
        [3, 1, 2].map((value) => ({ value, weight: 1 })),
        0.5,
      ),
    ).toBe(2);
    expect(weightedPercentile([{ value: 7, weight: 1 }], 0.99)).toBe(7);
    expect(weightedPercentile([], 0.5)).toBe(0);
  });

  it('counts a sampled row as the requests it stands for', () => {
    // One fast request written as is, one slow one sampled 1 in 9: nine slow requests in truth.
    const values = [
      { value: 5, weight: 1 },
      { value: 500, weight: 9 },
    ];
    expect(weightedPercentile(values, 0.5)).toBe(500);
    expect(weightedPercentile(values, 0.1)).toBe(5);
  });
});

describe('summarize', () => {
  const window = { from: 0, to: 12_000, buckets: 12 };

  it('computes error rate, cache hit ratio, counters and per-route percentiles', () => {
    const rows = [
      row({ timestamp: 500, timeToHeadersMs: 10, cacheStatus: 'HIT' }),
      row({ timestamp: 1500, timeToHeadersMs: 20, cacheStatus: 'MISS', recoveries401: 1 }),
      row({ timestamp: 2500, timeToHeadersMs: 30, cacheStatus: 'STALE', decisionTimeouts: 1 }),
      row({
        timestamp: 11_500,
        route: '/api/cart/items',
        statusClass: '5xx',
        status: 502,
        timeToHeadersMs: 400,
        refreshFailures: 1,
        commerceMs: 350,
      }),
      row({ timestamp: 20_000, timeToHeadersMs: 9_999 }),
    ];
    const summary = summarize(rows, window);
    expect(summary.requests).toBe(4);
    expect(summary.errorRate).toBe(0.25);
    expect(summary.cacheHitRatio).toBeCloseTo(2 / 3);
    expect(summary.cacheLookups).toBe(3);
    expect(summary).toMatchObject({ recoveries401: 1, refreshFailures: 1, decisionTimeouts: 1 });
    expect(summary.latency).toEqual({ p50: 20, p95: 400, p99: 400 });
    expect(summary.routes.map((r) => [r.route, r.requests, r.p50, r.errorRate])).toEqual([
      ['/:locale', 3, 20, 0],
      ['/api/cart/items', 1, 400, 1],
    ]);
    expect(summary.upstreams.find((u) => u.upstream === 'commerce')).toMatchObject({ requests: 1, p50: 350 });
    expect(summary.upstreams.find((u) => u.upstream === 'decision')).toMatchObject({ requests: 0, p50: 0 });
    expect(summary.series).toHaveLength(12);
    expect(summary.series.map((b) => b.requests)).toEqual([1, 1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 1]);
    expect(summary.series[11]).toMatchObject({ errors: 1, p99: 400 });
  });

  it('has no ratios without requests', () => {
    const summary = summarize([], window);
    expect(summary).toMatchObject({ requests: 0, errorRate: null, cacheHitRatio: null });
    expect(summary.latency).toEqual({ p50: 0, p95: 0, p99: 0 });
  });

  it("counts pages per experiment variant, weighted, with each variant's share of its experiment", () => {
    const rows = [
      row({ experiments: '1001:A 1005:Baseline', timeToHeadersMs: 20 }),
      row({ experiments: '1001:Baseline 1005:Baseline', timeToHeadersMs: 40, weight: 3 }),
      row({ experiments: '1001:A', timeToHeadersMs: 30 }),
      // Undecided pages and a malformed blob count in no experiment.
      row({ experiments: '' }),
      row({ experiments: 'garbage' }),
    ];
    expect(summarize(rows, window).experiments).toEqual([
      { experienceId: 1001, variant: 'A', pages: 2, share: 0.4, p50: 20, p95: 30, p99: 30 },
      { experienceId: 1001, variant: 'Baseline', pages: 3, share: 0.6, p50: 40, p95: 40, p99: 40 },
      { experienceId: 1005, variant: 'Baseline', pages: 4, share: 1, p50: 40, p95: 40, p99: 40 },
    ]);
    expect(summarize([], window).experiments).toEqual([]);
  });

  it('weights sampled rows in every number', () => {
    const rows = [row({ timeToHeadersMs: 10 }), row({ timeToHeadersMs: 900, statusClass: '5xx', weight: 3 })];
    const summary = summarize(rows, window);
    expect(summary.requests).toBe(4);
    expect(summary.errorRate).toBe(0.75);
    expect(percentiles(rows, (r) => r.timeToHeadersMs).p50).toBe(900);
  });
});
