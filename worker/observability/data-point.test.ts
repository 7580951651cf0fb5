import { describe, expect, it } from 'vitest';
import {
  BLOBS,
  blobColumn,
  type DataPoint,
  DOUBLES,
  doubleColumn,
  fromAnalytics,
  statusClass,
  toAnalytics,
} from './data-point';
import { analyticsSql } from './sources';

const point: DataPoint = {
  route: '/:locale/p/:slug',
  statusClass: '2xx',
  cacheStatus: 'HIT',
  site: 'RL-US',
  variant: '',
  pageType: 'PDP',
  method: 'GET',
  status: 200,
  timeToHeadersMs: 12,
  streamMs: 30,
  commerceMs: 8,
  contentMs: 4,
  decisionMs: 0,
  renderMs: 1.5,
  recoveries401: 1,
  refreshFailures: 0,
  decisionTimeouts: 0,
  variantCodesRefused: 0,
};

describe('the data point schema', () => {
  it('writes the route as the index and every field in its position, and reads it back', () => {
    const written = toAnalytics(point);
    expect(written.indexes).toEqual(['/:locale/p/:slug']);
    expect(written.blobs).toEqual(['2xx', 'HIT', 'RL-US', '', 'PDP', 'GET']);
    expect(written.doubles).toEqual([200, 12, 30, 8, 4, 0, 1.5, 1, 0, 0, 0]);
    expect(fromAnalytics(written)).toEqual(point);
  });

  it('names the SQL columns of each position', () => {
    expect(blobColumn('statusClass')).toBe('blob1');
    expect(blobColumn('method')).toBe(`blob${BLOBS.length}`);
    expect(doubleColumn('timeToHeadersMs')).toBe('double2');
    expect(doubleColumn('variantCodesRefused')).toBe(`double${DOUBLES.length}`);
  });

  it('classes statuses', () => {
    expect([200, 303, 404, 503, 0].map(statusClass)).toEqual(['2xx', '3xx', '4xx', '5xx', 'other']);
  });

  it('asks Analytics Engine for every column since a time, newest first, and refuses a bad dataset name', () => {
    const sql = analyticsSql('storefront_requests', 1_700_000_000_999, 500);
    expect(sql).toContain('FROM storefront_requests');
    expect(sql).toContain('WHERE timestamp >= toDateTime(1700000000)');
    expect(sql).toContain(`blob${BLOBS.length}, double1`);
    expect(sql).toContain(`double${DOUBLES.length}, _sample_interval`);
    expect(sql).toMatch(/ORDER BY timestamp DESC\nLIMIT 500\nFORMAT JSON$/);
    expect(() => analyticsSql('x; DROP TABLE y', 0)).toThrow();
  });
});
