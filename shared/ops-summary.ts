/**
 * What the operator dashboard shows for one time window: computed by the worker
 * (worker/observability/query.ts) and rendered by client/pages/OpsDashboard.tsx.
 */

export type UpstreamName = 'commerce' | 'content' | 'decision';

export type Percentiles = { p50: number; p95: number; p99: number };

export type RouteSummary = { route: string; requests: number; errorRate: number } & Percentiles;
export type UpstreamSummary = { upstream: UpstreamName; requests: number } & Percentiles;
/**
 * One variant of one experiment: the pages shown in it, its share of the experiment's pages (the
 * split as traffic sees it) and their time to headers.
 */
export type ExperimentSummary = {
  experienceId: number;
  variant: string;
  pages: number;
  share: number;
} & Percentiles;
/** One time slice of a window: requests, server errors and time-to-headers percentiles. */
export type Bucket = { start: number; requests: number; errors: number } & Percentiles;

export type Summary = {
  requests: number;
  /** Rows read (fewer than `requests` when Analytics Engine sampled). */
  rows: number;
  /** Time to headers. */
  latency: Percentiles;
  /** Time to headers plus the streamed body. */
  complete: Percentiles;
  /** Server errors (5xx) among all requests; null without requests. */
  errorRate: number | null;
  /** Hits (fresh or stale) among responses that went through the edge cache; null without any. */
  cacheHitRatio: number | null;
  cacheLookups: number;
  routes: RouteSummary[];
  upstreams: UpstreamSummary[];
  /** Pages per experiment variant, by experience id then variant. */
  experiments: ExperimentSummary[];
  /** renderToString time of pages (the CPU-heavy part). */
  render: Percentiles;
  decisionTimeouts: number;
  /** Variant codes refused (forged, foreign or stale): someone is trying codes. */
  variantCodesRefused: number;
  recoveries401: number;
  refreshFailures: number;
  series: Bucket[];
};

export type OpsWindow = {
  name: 'hour' | 'day';
  from: number;
  to: number;
  summary: Summary;
  /** The source handed back its row limit: the oldest part of the window may be missing. */
  capped: boolean;
};

export type OpsDashboardData = {
  generatedAt: number;
  source: 'analytics-engine' | 'local-store';
  windows: OpsWindow[];
};
