/**
 * The one schema of the per-request Analytics Engine data point: which blob and double position
 * holds what. The request context writes with `toAnalytics`; the ops dashboard reads Analytics
 * Engine's SQL columns (`blob1`, `double1`, …) and the local store's rows back with `fromColumns`,
 * so writer and reader cannot disagree on a position.
 */

/**
 * Blob positions, in order (Analytics Engine `blob1` is the first). New ones go at the end: a
 * position, once written, keeps its meaning in the data already stored.
 */
export const BLOBS = [
  'statusClass',
  'cacheStatus',
  'site',
  'variant',
  'pageType',
  'method',
  /** The experiments the page was decided into (`experimentsBlob`); empty for an undecided page. */
  'experiments',
] as const;

/** Double positions, in order (`double1` is the first). Times in milliseconds. */
export const DOUBLES = [
  'status',
  'timeToHeadersMs',
  'streamMs',
  'commerceMs',
  'contentMs',
  'decisionMs',
  'renderMs',
  'recoveries401',
  'refreshFailures',
  'decisionTimeouts',
  /** A forged, foreign or stale variant code was refused (worker/content/variant-cache.ts). */
  'variantCodesRefused',
] as const;

export type BlobName = (typeof BLOBS)[number];
export type DoubleName = (typeof DOUBLES)[number];

/** One request as operators see it. `route` is the route template (the index). */
export type DataPoint = { route: string } & Record<BlobName, string> & Record<DoubleName, number>;

/** One experiment as a page showed it: the experience and its variant's code (`A`, `Baseline`…). */
export type PageExperiment = { experienceId: number; variant: string };

/** Analytics Engine keeps 16 KB of blobs per point: a page decides a handful of experiments. */
const EXPERIMENTS_MAX = 512;

/** `1001:A 1004:Baseline`: by experience id, so one set of variants is always the same text. */
export const experimentsBlob = (experiments: readonly PageExperiment[]): string =>
  [...experiments]
    .sort((a, b) => a.experienceId - b.experienceId)
    .map((e) => `${e.experienceId}:${e.variant.replace(/\s+/g, '_')}`)
    .join(' ')
    .slice(0, EXPERIMENTS_MAX);

/** The experiments an `experiments` blob names (anything malformed is left out). */
export const experimentsIn = (blob: string): PageExperiment[] =>
  blob.split(' ').flatMap((part) => {
    const match = /^(\d{1,12}):(\S+)$/.exec(part);
    return match ? [{ experienceId: Number(match[1]), variant: match[2]! }] : [];
  });

/** Analytics Engine limits an index to 96 bytes; route templates are far shorter, but never fail. */
const INDEX_MAX = 96;

/** `2xx` … `5xx` (anything else, such as a cancelled request's 0, is `other`). */
export const statusClass = (status: number): string =>
  status >= 100 && status < 600 ? `${Math.floor(status / 100)}xx` : 'other';

export const toAnalytics = (point: DataPoint): AnalyticsEngineDataPoint => ({
  indexes: [point.route.slice(0, INDEX_MAX)],
  blobs: BLOBS.map((name) => point[name]),
  doubles: DOUBLES.map((name) => point[name]),
});

/** Column name of a position as Analytics Engine's SQL API names it. */
export const blobColumn = (name: BlobName): string => `blob${BLOBS.indexOf(name) + 1}`;
export const doubleColumn = (name: DoubleName): string => `double${DOUBLES.indexOf(name) + 1}`;

/** Back from a written point (the local store keeps exactly what was written). */
export const fromAnalytics = (written: AnalyticsEngineDataPoint): DataPoint => {
  const columns: Record<string, unknown> = { index1: written.indexes?.[0] ?? '' };
  (written.blobs ?? []).forEach((value, i) => {
    columns[`blob${i + 1}`] = typeof value === 'string' ? value : '';
  });
  (written.doubles ?? []).forEach((value, i) => {
    columns[`double${i + 1}`] = value;
  });
  return fromColumns(columns);
};

/** A row of `index1`, `blobN` and `doubleN` columns (SQL API or local store) as a data point. */
export const fromColumns = (row: Record<string, unknown>): DataPoint => {
  const point = { route: String(row.index1 ?? '') } as DataPoint;
  for (const name of BLOBS) point[name] = String(row[blobColumn(name)] ?? '');
  for (const name of DOUBLES) {
    const value = Number(row[doubleColumn(name)] ?? 0);
    point[name] = Number.isFinite(value) ? value : 0;
  }
  return point;
};
