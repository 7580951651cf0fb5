/** The dashboard's data: one read of the last day from the source, summarized for the hour and the day. */
import type { OpsDashboardData } from '../../shared/ops-summary';
import { READ_LIMIT } from './local-store';
import { summarize, WINDOWS, type WindowName } from './query';
import type { Source } from './sources';

export const dashboardData = async (source: Source, now = Date.now()): Promise<OpsDashboardData> => {
  const rows = await source.rows(now - WINDOWS.day.ms);
  // Rows come newest first up to the limit: a full read may lack the oldest part of the day.
  const capped = rows.length >= READ_LIMIT;
  const oldest = capped ? Math.min(...rows.map((row) => row.timestamp)) : 0;
  const names: WindowName[] = ['hour', 'day'];
  return {
    generatedAt: now,
    source: source.name,
    windows: names.map((name) => {
      const from = now - WINDOWS[name].ms;
      return {
        name,
        from,
        to: now,
        capped: capped && oldest > from,
        summary: summarize(rows, { from, to: now + 1, buckets: WINDOWS[name].buckets }),
      };
    }),
  };
};
