/**
 * The dashboard's numbers from data-point rows, whichever source read them (Analytics Engine's SQL
 * API or the local store): weighted percentiles (a row stands for `_sample_interval` requests when
 * Analytics Engine sampled), error rate, cache hit ratio, upstream timings, counters, and a time
 * series for the charts. Pure functions: the math is unit-tested on its own.
 */
import type { ExperimentSummary, Percentiles, Summary, UpstreamName } from '../../shared/ops-summary';
import { type DataPoint, experimentsIn } from './data-point';

export type Row = DataPoint & { timestamp: number; weight: number };

/** Nearest-rank percentile of weighted values: the smallest value with at least `q` of the weight at or below it. */
export const weightedPercentile = (values: { value: number; weight: number }[], q: number): number => {
  const sorted = values.filter((v) => v.weight > 0).sort((a, b) => a.value - b.value);
  const total = sorted.reduce((sum, v) => sum + v.weight, 0);
  if (!total) return 0;
  const rank = q * total;
  let seen = 0;
  for (const v of sorted) {
    seen += v.weight;
    if (seen >= rank - 1e-9) return v.value;
  }
  return sorted[sorted.length - 1]!.value;
};

export const percentiles = (rows: Row[], pick: (row: Row) => number): Percentiles => {
  const values = rows.map((row) => ({ value: pick(row), weight: row.weight }));
  return {
    p50: weightedPercentile(values, 0.5),
    p95: weightedPercentile(values, 0.95),
    p99: weightedPercentile(values, 0.99),
  };
};

const weightOf = (rows: Row[]): number => rows.reduce((sum, row) => sum + row.weight, 0);
const sumOf = (rows: Row[], pick: (row: Row) => number): number =>
  rows.reduce((sum, row) => sum + pick(row) * row.weight, 0);

/** Share of `part` in `whole` (weights), or null when there is nothing to divide. */
const ratio = (part: Row[], whole: Row[]): number | null => {
  const w = weightOf(whole);
  return w ? weightOf(part) / w : null;
};

/** Cache statuses the edge cache answers with (worker/upstream/cache.ts `x-cache`). */
const CACHE_HITS = new Set(['HIT', 'STALE']);
const CACHE_LOOKUPS = new Set(['HIT', 'STALE', 'MISS']);

const UPSTREAMS: { name: UpstreamName; pick: (row: Row) => number }[] = [
  { name: 'commerce', pick: (row) => row.commerceMs },
  { name: 'content', pick: (row) => row.contentMs },
  { name: 'decision', pick: (row) => row.decisionMs },
];

const isServerError = (row: Row) => row.statusClass === '5xx';

/** Pages per experiment variant (the `experiments` blob), with each variant's share of its experiment. */
const experimentsOf = (rows: Row[]): ExperimentSummary[] => {
  const byVariant = new Map<string, { experienceId: number; variant: string; rows: Row[] }>();
  for (const row of rows) {
    for (const { experienceId, variant } of experimentsIn(row.experiments)) {
      const key = `${experienceId}:${variant}`;
      const entry = byVariant.get(key);
      if (entry) entry.rows.push(row);
      else byVariant.set(key, { experienceId, variant, rows: [row] });
    }
  }
  const perExperience = new Map<number, number>();
  for (const { experienceId, rows: shown } of byVariant.values())
    perExperience.set(experienceId, (perExperience.get(experienceId) ?? 0) + weightOf(shown));
  return [...byVariant.values()]
    .map(({ experienceId, variant, rows: shown }) => ({
      experienceId,
      variant,
      pages: weightOf(shown),
      share: weightOf(shown) / perExperience.get(experienceId)!,
      ...percentiles(shown, (row) => row.timeToHeadersMs),
    }))
    .sort((a, b) => a.experienceId - b.experienceId || a.variant.localeCompare(b.variant));
};

/** Everything the dashboard shows for the rows of one window [from, to), in `buckets` time slices. */
export const summarize = (all: Row[], window: { from: number; to: number; buckets: number }): Summary => {
  const rows = all.filter((row) => row.timestamp >= window.from && row.timestamp < window.to);
  const lookups = rows.filter((row) => CACHE_LOOKUPS.has(row.cacheStatus));
  const byRoute = new Map<string, Row[]>();
  for (const row of rows) {
    const list = byRoute.get(row.route);
    if (list) list.push(row);
    else byRoute.set(row.route, [row]);
  }
  const size = (window.to - window.from) / window.buckets;
  const slices: Row[][] = Array.from({ length: window.buckets }, () => []);
  for (const row of rows) {
    slices[Math.min(window.buckets - 1, Math.floor((row.timestamp - window.from) / size))]!.push(row);
  }
  return {
    requests: weightOf(rows),
    rows: rows.length,
    latency: percentiles(rows, (row) => row.timeToHeadersMs),
    complete: percentiles(rows, (row) => row.timeToHeadersMs + row.streamMs),
    errorRate: ratio(rows.filter(isServerError), rows),
    cacheHitRatio: ratio(
      lookups.filter((row) => CACHE_HITS.has(row.cacheStatus)),
      lookups,
    ),
    cacheLookups: weightOf(lookups),
    routes: [...byRoute]
      .map(([route, routeRows]) => ({
        route,
        requests: weightOf(routeRows),
        errorRate: ratio(routeRows.filter(isServerError), routeRows) ?? 0,
        ...percentiles(routeRows, (row) => row.timeToHeadersMs),
      }))
      .sort((a, b) => b.requests - a.requests),
    upstreams: UPSTREAMS.map(({ name, pick }) => {
      // Only requests that waited on this upstream: most pages never ask the decision service.
      const calling = rows.filter((row) => pick(row) > 0);
      return { upstream: name, requests: weightOf(calling), ...percentiles(calling, pick) };
    }),
    experiments: experimentsOf(rows),
    render: percentiles(
      rows.filter((row) => row.pageType !== ''),
      (row) => row.renderMs,
    ),
    decisionTimeouts: sumOf(rows, (row) => row.decisionTimeouts),
    variantCodesRefused: sumOf(rows, (row) => row.variantCodesRefused),
    recoveries401: sumOf(rows, (row) => row.recoveries401),
    refreshFailures: sumOf(rows, (row) => row.refreshFailures),
    series: slices.map((slice, i) => ({
      start: window.from + i * size,
      requests: weightOf(slice),
      errors: weightOf(slice.filter(isServerError)),
      ...percentiles(slice, (row) => row.timeToHeadersMs),
    })),
  };
};

export const WINDOWS = {
  hour: { ms: 3_600_000, buckets: 12 },
  day: { ms: 86_400_000, buckets: 24 },
} as const;
export type WindowName = keyof typeof WINDOWS;
