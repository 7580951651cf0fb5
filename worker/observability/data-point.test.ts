import { describe, expect, it } from 'vitest';
import {
  BLOBS,
  blobColumn,
  type DataPoint,
  DOUBLES,
  doubleColumn,
  experimentsBlob,
  experimentsIn,
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
  experiments: '1001:A 1004:Baseline',
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
    expect(written.blobs).toEqual(['2xx', 'HIT', 'RL-US', '', 'PDP', 'GET', '1001:A 1004:Baseline']);
    expect(written.doubles).toEqual([200, 12, 30, 8, 4, 0, 1.5, 1, 0, 0, 0]);
    expect(fromAnalytics(written)).toEqual(point);
  });

  it('names the SQL columns of each position', () => {
    expect(blobColumn('statusClass')).toBe('blob1');
    expect(blobColumn('method')).toBe('blob6');
    expect(blobColumn('experiments')).toBe(`blob${BLOBS.length}`);
    expect(doubleColumn('timeToHeadersMs')).toBe('double2');
    expect(doubleColumn('variantCodesRefused')).toBe(`double${DOUBLES.length}`);
  });

  it("writes a page's experiments by experience id, and reads back only well-formed ones", () => {
    const blob = experimentsBlob([
      { experienceId: 1005, variant: 'Baseline' },
      { experienceId: 1001, variant: 'A' },
      { experienceId: 1004, variant: 'été 2' },
    ]);
    expect(blob).toBe('1001:A 1004:été_2 1005:Baseline');
    expect(experimentsIn(blob)).toEqual([
      { experienceId: 1001, variant: 'A' },
      { experienceId: 1004, variant: 'été_2' },
      { experienceId: 1005, variant: 'Baseline' },
    ]);
    expect(experimentsIn('')).toEqual([]);
    expect(experimentsIn('x:A 1001: 1002:B')).toEqual([{ experienceId: 1002, variant: 'B' }]);
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
