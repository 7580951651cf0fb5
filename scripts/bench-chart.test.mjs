import { describe, expect, it } from 'vitest';
import { benchChartSvg, niceCeil } from './bench-chart.mjs';

const load = [
  { connections: 1, rps: 180, p50: 4, p99: 9 },
  { connections: 50, rps: 900, p50: 48, p99: 120 },
  { connections: 200, rps: 950, p50: 190, p99: 400 },
];
const cpu = [
  { page: 'home', streamed: 1.6, renderToString: 1.5, floor: 0.3 },
  { page: 'pdp', streamed: 2.6, renderToString: 2.4, floor: 0.7 },
];
const chart = (extra = {}) => benchChartSvg({ load, cpu, caption: 'Run at abc1234', ...extra });
const points = (svg, color) =>
  new RegExp(`<polyline fill="none" stroke="${color}"[^>]*points="([^"]+)"`)
    .exec(svg)[1]
    .split(' ')
    .map((p) => p.split(',').map(Number));

describe('niceCeil', () => {
  it('rounds an axis top up to 1, 2 or 5 × 10ⁿ', () => {
    expect([0.3, 1, 1.2, 2.6, 7, 400, 401, 1999].map(niceCeil)).toEqual([0.5, 1, 2, 5, 10, 500, 500, 2000]);
    expect(niceCeil(0)).toBe(1);
  });
});

describe('benchChartSvg', () => {
  it('is one SVG document that names what it shows for screen readers', () => {
    const svg = chart();
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true);
    expect(svg.trimEnd().endsWith('</svg>')).toBe(true);
    expect(svg).toContain('role="img" aria-labelledby="chart-title"');
    expect(svg).toMatch(
      /<title id="chart-title">Run at abc1234\. Latency p50 and p99 at 1, 50, 200 connections; isolate CPU per page for home, pdp\.<\/title>/,
    );
  });

  it('draws latency rising with load, the highest p99 at the top of a round axis (500 ms)', () => {
    const svg = chart();
    const p99 = points(svg, '#b5432a');
    const p50 = points(svg, '#1f6f5c');
    expect(p99).toHaveLength(3);
    // x grows with the connection count; y falls (SVG y grows downwards) as latency grows.
    expect(p99.map(([x]) => x)).toEqual([...p99.map(([x]) => x)].sort((a, b) => a - b));
    expect(p99[2][1]).toBeCloseTo(340 - (400 / 500) * 270, 0);
    expect(p50[0][1]).toBeCloseTo(340 - (4 / 500) * 270, 0);
    expect(svg).toContain('>950 req/s<');
    expect(svg).toContain('>500<');
  });

  it('draws each page as three bars, streamed beside renderToString and the floor, on one scale', () => {
    const svg = chart();
    const bars = [
      ...svg.matchAll(
        /<rect x="[^"]+" y="([^"]+)" width="[^"]+" height="([^"]+)" fill="[^"]+"><title>([^<]+)<\/title>/g,
      ),
    ].map((m) => ({ top: Number(m[1]), height: Number(m[2]), title: m[3] }));
    expect(bars.map((b) => b.title)).toEqual([
      'home streamed: 1.60 ms',
      'home renderToString: 1.50 ms',
      'home floor: 0.30 ms',
      'pdp streamed: 2.60 ms',
      'pdp renderToString: 2.40 ms',
      'pdp floor: 0.70 ms',
    ]);
    // The axis tops at 5 ms: 270 px of plot height for 5 ms.
    expect(bars[3].height).toBeCloseTo((2.6 / 5) * 270, 0);
    expect(bars[2].height).toBeCloseTo((0.3 / 5) * 270, 0);
    for (const bar of bars) expect(bar.top + bar.height).toBeCloseTo(340);
  });

  it('draws the previous commit dashed on the same axis when it was measured', () => {
    const previous = load.map((r) => ({ ...r, p99: r.p99 * 2 }));
    const svg = chart({ previous });
    expect(svg).toContain('previous commit');
    expect(svg.match(/stroke-dasharray="6 4"/g)).toHaveLength(2);
    // Its 800 ms p99 sets the axis now (1000 ms) for both runs.
    expect(points(svg, '#b5432a').at(-1)[1]).toBeCloseTo(340 - (800 / 1000) * 270, 0);
    expect(points(svg, '#b5432a').length).toBe(3);
    expect(chart()).not.toContain('previous commit');
  });

  it('escapes names it writes as text', () => {
    const svg = chart({ cpu: [{ page: '<script>&', streamed: 1, renderToString: 1, floor: 1 }] });
    expect(svg).toContain('&lt;script&gt;&amp;');
    expect(svg).not.toContain('<script>');
  });

  it('refuses to draw without numbers rather than draw an empty chart', () => {
    expect(() => benchChartSvg({ load: [], cpu, caption: 'x' })).toThrow(/at least one/);
  });
});
