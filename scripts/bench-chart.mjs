// The bench's chart: a pure function from the numbers the bench measured to an SVG document.
// Left, latency against load (p50 and p99 of the mixed load run at each connection count, the
// previous report's commit dashed beside it when it was measured); right, isolate CPU per page
// for the streamed path beside its renderToString and the static floor.
import { escapeHtml } from '../shared/html/escape.ts';

const WIDTH = 1000;
const HEIGHT = 420;
const PLOT = { top: 70, bottom: 340 };
const LEFT = { x0: 70, x1: 460 };
const RIGHT = { x0: 560, x1: 970 };
const COLORS = {
  p50: '#1f6f5c',
  p99: '#b5432a',
  streamed: '#1f6f5c',
  renderToString: '#7a9cc6',
  floor: '#b9b9b9',
};

/** The smallest 1, 2 or 5 × 10ⁿ at or above `value`: a round top for an axis. */
export const niceCeil = (value) => {
  if (!(value > 0)) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  const step = [1, 2, 5, 10].find((m) => m * power >= value * (1 - 1e-9));
  return step * power;
};

const fmt = (n) => (Number.isInteger(n) ? String(n) : n.toFixed(n < 10 ? 2 : 1));
const y = (value, top) => PLOT.bottom - (value / top) * (PLOT.bottom - PLOT.top);
const text = (x, yy, content, attrs = '') =>
  `<text x="${fmt(x)}" y="${fmt(yy)}" ${attrs}>${escapeHtml(String(content))}</text>`;

/** Gridlines at round values: a top of 1 or 5 × 10ⁿ in fifths, of 2 × 10ⁿ in quarters. */
const yAxis = ({ x0, x1 }, top) => {
  const parts = Math.round(top / 10 ** Math.floor(Math.log10(top))) === 2 ? 4 : 5;
  const ticks = Array.from({ length: parts + 1 }, (_, i) => (top * i) / parts);
  return [
    ...ticks.map(
      (tick) =>
        `<line x1="${x0}" x2="${x1}" y1="${fmt(y(tick, top))}" y2="${fmt(y(tick, top))}" stroke="#e3e3e3"/>` +
        text(x0 - 8, y(tick, top) + 4, fmt(tick), 'text-anchor="end"'),
    ),
  ].join('');
};

const legend = (x, entries) =>
  entries
    .map(
      ([label, color, dash], i) =>
        `<line x1="${x + i * 150}" x2="${x + i * 150 + 22}" y1="52" y2="52" stroke="${color}" stroke-width="6"${dash ? ' stroke-dasharray="4 3"' : ''}/>` +
        text(x + i * 150 + 28, 56, label),
    )
    .join('');

/** One line of a latency series through its points, each value written above (or below) its dot. */
const series = (points, color, dashed, below) =>
  `<polyline fill="none" stroke="${color}" stroke-width="2.5"${dashed ? ' stroke-dasharray="6 4"' : ''} points="${points
    .map((p) => `${fmt(p.x)},${fmt(p.y)}`)
    .join(' ')}"/>` +
  points
    .map(
      (p) =>
        `<circle cx="${fmt(p.x)}" cy="${fmt(p.y)}" r="4" fill="${color}"/>` +
        (dashed ? '' : text(p.x + 8, below ? p.y + 16 : p.y - 9, fmt(p.value), 'text-anchor="start"')),
    )
    .join('');

const latencyPanel = (load, previous) => {
  const runs = [load, previous ?? []];
  const top = niceCeil(Math.max(...runs.flat().map((r) => r.p99)));
  const levels = [...new Set(load.map((r) => r.connections))].sort((a, b) => a - b);
  const step = (LEFT.x1 - LEFT.x0) / levels.length;
  const xOf = (connections) => LEFT.x0 + step * (levels.indexOf(connections) + 0.5);
  const line = (rows, key, dashed) =>
    series(
      rows
        .filter((r) => levels.includes(r.connections))
        .map((r) => ({ x: xOf(r.connections), y: y(r[key], top), value: r[key] })),
      COLORS[key],
      dashed,
      key === 'p50',
    );
  return [
    text(LEFT.x0, 28, 'Latency against load (mixed pages, ms)', 'font-weight="600" font-size="15"'),
    legend(LEFT.x0, [
      ['p50', COLORS.p50],
      ['p99', COLORS.p99],
      ...(previous?.length ? [['previous commit', '#777', true]] : []),
    ]),
    yAxis(LEFT, top),
    ...levels.map((c) => {
      const row = load.find((r) => r.connections === c);
      return (
        text(xOf(c), PLOT.bottom + 20, `${c} conn.`, 'text-anchor="middle"') +
        text(xOf(c), PLOT.bottom + 38, `${Math.round(row.rps)} req/s`, 'text-anchor="middle" fill="#555"')
      );
    }),
    previous?.length ? line(previous, 'p50', true) + line(previous, 'p99', true) : '',
    line(load, 'p50', false),
    line(load, 'p99', false),
  ].join('');
};

const cpuPanel = (cpu) => {
  const keys = ['streamed', 'renderToString', 'floor'];
  const top = niceCeil(Math.max(...cpu.flatMap((row) => keys.map((k) => row[k]))));
  const group = (RIGHT.x1 - RIGHT.x0) / cpu.length;
  const bar = Math.min(22, (group * 0.8) / keys.length);
  return [
    text(RIGHT.x0, 28, 'Isolate CPU per page (ms)', 'font-weight="600" font-size="15"'),
    legend(RIGHT.x0 - 20, [
      ['streamed', COLORS.streamed],
      ['renderToString', COLORS.renderToString],
      ['static floor', COLORS.floor],
    ]),
    yAxis(RIGHT, top),
    ...cpu.map((row, i) => {
      const x0 = RIGHT.x0 + group * i + (group - bar * keys.length) / 2;
      return (
        keys
          .map((k, j) => {
            const barTop = y(row[k], top);
            return `<rect x="${fmt(x0 + j * bar)}" y="${fmt(barTop)}" width="${fmt(bar - 2)}" height="${fmt(PLOT.bottom - barTop)}" fill="${COLORS[k]}"><title>${escapeHtml(`${row.page} ${k}: ${fmt(row[k])} ms`)}</title></rect>`;
          })
          .join('') + text(RIGHT.x0 + group * (i + 0.5), PLOT.bottom + 20, row.page, 'text-anchor="middle"')
      );
    }),
  ].join('');
};

/**
 * The chart as a standalone SVG document.
 * - `load`: `[{ connections, rps, p50, p99 }]`, one per load level;
 * - `previous`: the same for the previous report's commit, or nothing;
 * - `cpu`: `[{ page, streamed, renderToString, floor }]` in ms.
 */
export const benchChartSvg = ({ load, previous, cpu, caption }) => {
  if (!load.length || !cpu.length) throw new Error('the chart needs at least one load level and one page');
  const summary = `${caption}. Latency p50 and p99 at ${load.map((r) => r.connections).join(', ')} connections; isolate CPU per page for ${cpu.map((r) => r.page).join(', ')}.`;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="${WIDTH}" height="${HEIGHT}" role="img" aria-labelledby="chart-title" font-family="system-ui, sans-serif" font-size="12" fill="#222">`,
    `<title id="chart-title">${escapeHtml(summary)}</title>`,
    `<rect width="${WIDTH}" height="${HEIGHT}" fill="#fff"/>`,
    latencyPanel(load, previous),
    cpuPanel(cpu),
    text(WIDTH / 2, HEIGHT - 12, caption, 'text-anchor="middle" fill="#555"'),
    '</svg>',
    '',
  ].join('\n');
};
