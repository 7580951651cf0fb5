/**
 * The operator dashboard (`/ops`): for the last hour and the last day, route latency percentiles,
 * error rate, cache hit ratio, upstream timings, decision timeouts, 401 recoveries and refresh
 * failures, with charts and the tables behind them. Server-rendered; no script. English only.
 */
import type { OpsDashboardData, OpsWindow, Summary } from '../../../shared/ops-summary';
import { BarChart, COLORS, LineChart, RowsChart } from './charts';
import { clock, count, ms, percent } from './format';

const TITLES = { hour: 'Last hour', day: 'Last day' } as const;

const cell = { padding: '0.25rem 0.5rem', textAlign: 'right', whiteSpace: 'nowrap' } as const;
const head = { ...cell, borderBottom: '1px solid #94a3b8' } as const;
const tableStyle = { borderCollapse: 'collapse', fontSize: '0.875rem', margin: '0.25rem 0 1rem' } as const;
const captionStyle = { textAlign: 'left', fontWeight: 600, padding: '0.25rem 0' } as const;

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
        <table style={tableStyle}>
          <caption style={captionStyle}>
            {title}: requests, server errors and time to headers per slice
          </caption>
          <thead>
            <tr>
              <th scope="col" style={head}>
                From (UTC)
              </th>
              <th scope="col" style={head}>
                Requests
              </th>
              <th scope="col" style={head}>
                Server errors
              </th>
              <th scope="col" style={head}>
                p50
              </th>
              <th scope="col" style={head}>
                p95
              </th>
              <th scope="col" style={head}>
                p99
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.series.map((b) => (
              <tr key={b.start}>
                <th scope="row" style={cell}>
                  {clock(b.start)}
                </th>
                <td style={cell}>{count(b.requests)}</td>
                <td style={cell}>{count(b.errors)}</td>
                <td style={cell}>{ms(b.p50)}</td>
                <td style={cell}>{ms(b.p95)}</td>
                <td style={cell}>{ms(b.p99)}</td>
              </tr>
            ))}
          </tbody>
        </table>
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
      <div style={{ overflowX: 'auto' }}>
        <table style={tableStyle}>
          <caption style={captionStyle}>{title}: route latency (time to headers) and error rate</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...head, textAlign: 'left' }}>
                Route
              </th>
              <th scope="col" style={head}>
                Requests
              </th>
              <th scope="col" style={head}>
                p50
              </th>
              <th scope="col" style={head}>
                p95
              </th>
              <th scope="col" style={head}>
                p99
              </th>
              <th scope="col" style={head}>
                Errors
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.routes.map((r) => (
              <tr key={r.route}>
                <th scope="row" style={{ ...cell, textAlign: 'left', fontFamily: 'monospace' }}>
                  {r.route}
                </th>
                <td style={cell}>{count(r.requests)}</td>
                <td style={cell}>{ms(r.p50)}</td>
                <td style={cell}>{ms(r.p95)}</td>
                <td style={cell}>{ms(r.p99)}</td>
                <td style={cell}>{percent(r.errorRate)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>

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
      <div style={{ overflowX: 'auto' }}>
        <table style={tableStyle}>
          <caption style={captionStyle}>{title}: upstream time per request and page render time</caption>
          <thead>
            <tr>
              <th scope="col" style={{ ...head, textAlign: 'left' }}>
                Upstream
              </th>
              <th scope="col" style={head}>
                Requests that called it
              </th>
              <th scope="col" style={head}>
                p50
              </th>
              <th scope="col" style={head}>
                p95
              </th>
              <th scope="col" style={head}>
                p99
              </th>
            </tr>
          </thead>
          <tbody>
            {summary.upstreams.map((u) => (
              <tr key={u.upstream}>
                <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                  {u.upstream}
                </th>
                <td style={cell}>{count(u.requests)}</td>
                <td style={cell}>{ms(u.p50)}</td>
                <td style={cell}>{ms(u.p95)}</td>
                <td style={cell}>{ms(u.p99)}</td>
              </tr>
            ))}
            <tr>
              <th scope="row" style={{ ...cell, textAlign: 'left' }}>
                page render
              </th>
              <td style={cell}>—</td>
              <td style={cell}>{ms(summary.render.p50)}</td>
              <td style={cell}>{ms(summary.render.p95)}</td>
              <td style={cell}>{ms(summary.render.p99)}</td>
            </tr>
          </tbody>
        </table>
      </div>
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
