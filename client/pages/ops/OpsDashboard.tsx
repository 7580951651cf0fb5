/**
 * The operator dashboard (`/ops`): for the last hour and the last day, route latency percentiles,
 * error rate, cache hit ratio, upstream timings, decision timeouts, 401 recoveries and refresh
 * failures, pages per experiment variant (section 7: labels go to analytics), with charts and the
 * tables behind them. Server-rendered; no script. English only.
 */
import type { OpsDashboardData, OpsWindow, Summary } from '../../../shared/ops-summary';
import { BarChart, COLORS, LineChart, RowsChart } from './charts';
import { clock, count, ms, percent } from './format';

const TITLES = { hour: 'Last hour', day: 'Last day' } as const;

const cell = { padding: '0.25rem 0.5rem', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const head = { ...cell, borderBottom: '1px solid #94a3b8' } as const;
const tableStyle = { borderCollapse: 'collapse', fontSize: '0.875rem', margin: '0.25rem 0 1rem' } as const;
const captionStyle = { textAlign: 'left', fontWeight: 600, padding: '0.25rem 0' } as const;

type Row = { key: string; label: string; values: string[] };

/** A table of numbers behind a chart: a caption, a header row, one row per label (scrolls on phones). */
const NumbersTable = ({
  caption,
  columns,
  rows,
  labelAlign = 'left',
}: {
  caption: string;
  /** The label column's heading first, then one per value. */
  columns: string[];
  rows: Row[];
  labelAlign?: 'left' | 'right';
}) => (
  <div style={{ overflowX: 'auto' }}>
    <table style={tableStyle}>
      <caption style={captionStyle}>{caption}</caption>
      <thead>
        <tr>
          {columns.map((column, i) => (
            <th key={column} scope="col" style={i === 0 ? { ...head, textAlign: labelAlign } : head}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key}>
            <th scope="row" style={{ ...cell, textAlign: labelAlign }}>
              {row.label}
            </th>
            {row.values.map((value, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: a row's columns are fixed and in order.
              <td key={i} style={cell}>
                {value}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  </div>
);

const Stats = ({ summary }: { summary: Summary }) => {
  const items: [string, string][] = [
    ['Requests', count(summary.requests)],
    ['Time to headers p50', ms(summary.latency.p50)],
    ['Time to headers p95', ms(summary.latency.p95)],
    ['Time to headers p99', ms(summary.latency.p99)],
    ['Complete response p95', ms(summary.complete.p95)],
    ['Error rate (5xx)', percent(summary.errorRate)],
    ['Cache hit ratio', percent(summary.cacheHitRatio)],
    ['Decision timeouts', count(summary.decisionTimeouts)],
    ['Variant codes refused', count(summary.variantCodesRefused)],
    ['401 recoveries', count(summary.recoveries401)],
    ['Refresh failures', count(summary.refreshFailures)],
  ];
  return (
    <dl
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(10rem, 1fr))',
        gap: '0.5rem',
        margin: '0.5rem 0 1rem',
      }}
    >
      {items.map(([label, value]) => (
        <div key={label} style={{ border: '1px solid #cbd5e1', borderRadius: 6, padding: '0.5rem' }}>
          <dt style={{ fontSize: '0.8rem', color: '#334155' }}>{label}</dt>
          <dd style={{ margin: 0, fontSize: '1.25rem', fontWeight: 600 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
};

const Window = ({ window }: { window: OpsWindow }) => {
  const { summary, name } = window;
  const labels = summary.series.map((b) => clock(b.start));
  const id = (what: string) => `${name}-${what}`;
  const title = TITLES[name];
  return (
    <section aria-labelledby={id('heading')} style={{ marginBottom: '2rem' }}>
      <h2 id={id('heading')}>{title}</h2>
      <p style={{ color: '#334155', margin: 0 }}>
        {clock(window.from)}–{clock(window.to)} UTC
        {window.capped ? ' · based on the newest requests only (the source’s row limit)' : ''}
      </p>
      <Stats summary={summary} />

      <h3>Latency over time</h3>
      <LineChart
        id={id('latency-chart')}
        title={`${title}: time to headers p50, p95 and p99 per slice`}
        labels={labels}
        unit=" ms"
        series={[
          { name: 'p50', color: COLORS.p50, values: summary.series.map((b) => b.p50) },
          { name: 'p95', color: COLORS.p95, values: summary.series.map((b) => b.p95) },
          { name: 'p99', color: COLORS.p99, values: summary.series.map((b) => b.p99) },
        ]}
      />
      <BarChart
        id={id('traffic-chart')}
        title={`${title}: requests and server errors per slice`}
        labels={labels}
        series={[
          { name: 'Requests', color: COLORS.requests, values: summary.series.map((b) => b.requests) },
          { name: 'Server errors', color: COLORS.p99, values: summary.series.map((b) => b.errors) },
        ]}
      />
      <details>
        <summary>Numbers behind the two charts</summary>
        <NumbersTable
          caption={`${title}: requests, server errors and time to headers per slice`}
          columns={['From (UTC)', 'Requests', 'Server errors', 'p50', 'p95', 'p99']}
          labelAlign="right"
          rows={summary.series.map((b) => ({
            key: String(b.start),
            label: clock(b.start),
            values: [count(b.requests), count(b.errors), ms(b.p50), ms(b.p95), ms(b.p99)],
          }))}
        />
      </details>

      <h3>Routes</h3>
      <RowsChart
        id={id('routes-chart')}
        title={`${title}: time to headers p50, p95 and p99 per route`}
        unit=" ms"
        series={[
          { name: 'p50', color: COLORS.p50 },
          { name: 'p95', color: COLORS.p95 },
          { name: 'p99', color: COLORS.p99 },
        ]}
        rows={summary.routes.slice(0, 12).map((r) => ({ label: r.route, values: [r.p50, r.p95, r.p99] }))}
      />
      <NumbersTable
        caption={`${title}: route latency (time to headers) and error rate`}
        columns={['Route', 'Requests', 'p50', 'p95', 'p99', 'Errors']}
        rows={summary.routes.map((r) => ({
          key: r.route,
          label: r.route,
          values: [count(r.requests), ms(r.p50), ms(r.p95), ms(r.p99), percent(r.errorRate)],
        }))}
      />

      <h3>Upstreams and rendering</h3>
      <RowsChart
        id={id('upstreams-chart')}
        title={`${title}: time waited on each upstream per request, p50, p95 and p99`}
        unit=" ms"
        series={[
          { name: 'p50', color: COLORS.p50 },
          { name: 'p95', color: COLORS.p95 },
          { name: 'p99', color: COLORS.p99 },
        ]}
        rows={[
          ...summary.upstreams.map((u) => ({ label: u.upstream, values: [u.p50, u.p95, u.p99] })),
          { label: 'page render', values: [summary.render.p50, summary.render.p95, summary.render.p99] },
        ]}
      />
      <NumbersTable
        caption={`${title}: upstream time per request and page render time`}
        columns={['Upstream', 'Requests that called it', 'p50', 'p95', 'p99']}
        rows={[
          ...summary.upstreams.map((u) => ({
            key: u.upstream,
            label: u.upstream,
            values: [count(u.requests), ms(u.p50), ms(u.p95), ms(u.p99)],
          })),
          {
            key: 'page render',
            label: 'page render',
            values: ['—', ms(summary.render.p50), ms(summary.render.p95), ms(summary.render.p99)],
          },
        ]}
      />

      <h3>Experiments</h3>
      {summary.experiments.length === 0 ? (
        <p>No page was decided into an experiment in this window.</p>
      ) : (
        <NumbersTable
          caption={`${title}: pages per experiment variant, its share of the experiment and time to headers`}
          columns={['Experiment · variant', 'Pages', 'Share', 'p50', 'p95']}
          rows={summary.experiments.map((e) => ({
            key: `${e.experienceId}:${e.variant}`,
            label: `${e.experienceId} · ${e.variant}`,
            values: [count(e.pages), percent(e.share), ms(e.p50), ms(e.p95)],
          }))}
        />
      )}
    </section>
  );
};

export const OpsDashboard = ({ data }: { data: OpsDashboardData }) => (
  <main style={{ maxWidth: 72 * 16, margin: '0 auto', padding: '1rem' }}>
    <div
      style={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', alignItems: 'baseline' }}
    >
      <h1 style={{ margin: '0.5rem 0' }}>Storefront operations</h1>
      <form method="post" action="/ops/sign-out">
        <button type="submit">Sign out</button>
      </form>
    </div>
    <p style={{ color: '#334155' }}>
      Read at {new Date(data.generatedAt).toISOString().slice(0, 19).replace('T', ' ')} UTC from{' '}
      {data.source === 'analytics-engine' ? 'Workers Analytics Engine' : 'the local data point store'}. Reload
      for fresh numbers.
    </p>
    {data.windows.map((window) => (
      <Window key={window.name} window={window} />
    ))}
  </main>
);
