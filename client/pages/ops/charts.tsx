/**
 * Server-rendered inline SVG charts (no script, no chart library). Each chart is an image with a
 * title for assistive technology, followed by a table with a caption holding the same numbers.
 */
import type { ReactNode } from 'react';

export const COLORS = { p50: '#2563eb', p95: '#b45309', p99: '#b91c1c', requests: '#475569' } as const;

const WIDTH = 640;
const HEIGHT = 220;
const PAD = { left: 56, right: 12, top: 12, bottom: 28 };

export type Series = { name: string; color: string; values: number[] };

/** A round upper bound for the y axis (1, 2 or 5 times a power of ten). */
export const niceMax = (max: number): number => {
  if (max <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(max));
  for (const step of [1, 2, 5, 10]) if (step * power >= max) return step * power;
  return 10 * power;
};

const Legend = ({ series }: { series: Series[] }) => (
  <ul style={{ display: 'flex', gap: '1rem', listStyle: 'none', padding: 0, margin: '0.25rem 0' }}>
    {series.map((s) => (
      <li key={s.name}>
        <span
          aria-hidden="true"
          style={{ display: 'inline-block', width: 12, height: 12, background: s.color, marginRight: 4 }}
        />
        {s.name}
      </li>
    ))}
  </ul>
);

const Frame = ({
  id,
  title,
  max,
  unit,
  labels,
  children,
}: {
  id: string;
  title: string;
  max: number;
  unit: string;
  labels: string[];
  children: ReactNode;
}) => {
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const plotW = WIDTH - PAD.left - PAD.right;
  const every = Math.max(1, Math.ceil(labels.length / 6));
  return (
    <svg
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title`}
      style={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
    >
      <title id={`${id}-title`}>{title}</title>
      {[0, 0.5, 1].map((f) => {
        const y = PAD.top + plotH * (1 - f);
        return (
          <g key={f}>
            <line x1={PAD.left} x2={WIDTH - PAD.right} y1={y} y2={y} stroke="#cbd5e1" strokeWidth={1} />
            <text x={PAD.left - 6} y={y + 4} textAnchor="end" fontSize={11} fill="#334155">
              {`${Math.round(max * f * 10) / 10}${unit}`}
            </text>
          </g>
        );
      })}
      {labels.map((label, i) =>
        i % every === 0 ? (
          <text
            key={label}
            x={PAD.left + (plotW * (i + 0.5)) / labels.length}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize={11}
            fill="#334155"
          >
            {label}
          </text>
        ) : null,
      )}
      {children}
    </svg>
  );
};

/** Lines over time slices (latency percentiles). */
export const LineChart = ({
  id,
  title,
  labels,
  series,
  unit,
}: {
  id: string;
  title: string;
  labels: string[];
  series: Series[];
  unit: string;
}) => {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const plotW = WIDTH - PAD.left - PAD.right;
  const x = (i: number) => PAD.left + (plotW * (i + 0.5)) / labels.length;
  const y = (v: number) => PAD.top + plotH * (1 - v / max);
  return (
    <figure style={{ margin: '0.5rem 0' }}>
      <Frame id={id} title={title} max={max} unit={unit} labels={labels}>
        {series.map((s) => (
          <polyline
            key={s.name}
            fill="none"
            stroke={s.color}
            strokeWidth={2}
            points={s.values.map((v, i) => `${x(i).toFixed(1)},${y(v).toFixed(1)}`).join(' ')}
          />
        ))}
      </Frame>
      <Legend series={series} />
    </figure>
  );
};

/** Bars per time slice (requests), with an overlay series drawn on top (server errors). */
export const BarChart = ({
  id,
  title,
  labels,
  series,
}: {
  id: string;
  title: string;
  labels: string[];
  series: Series[];
}) => {
  const max = niceMax(Math.max(0, ...series.flatMap((s) => s.values)));
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const plotW = WIDTH - PAD.left - PAD.right;
  const slot = plotW / labels.length;
  return (
    <figure style={{ margin: '0.5rem 0' }}>
      <Frame id={id} title={title} max={max} unit="" labels={labels}>
        {series.map((s, n) =>
          s.values.map((v, i) => {
            const h = (plotH * v) / max;
            const inset = slot * (0.15 + n * 0.15);
            return (
              <rect
                key={`${s.name}-${labels[i]}`}
                x={PAD.left + slot * i + inset}
                y={PAD.top + plotH - h}
                width={Math.max(1, slot - 2 * inset)}
                height={h}
                fill={s.color}
              />
            );
          }),
        )}
      </Frame>
      <Legend series={series} />
    </figure>
  );
};

/** Horizontal bars, one group per row (routes, upstreams), one bar per series. */
export const RowsChart = ({
  id,
  title,
  rows,
  series,
  unit,
}: {
  id: string;
  title: string;
  rows: { label: string; values: number[] }[];
  series: Omit<Series, 'values'>[];
  unit: string;
}) => {
  const max = niceMax(Math.max(0, ...rows.flatMap((r) => r.values)));
  const label = 180;
  const barH = 8;
  const groupH = barH * series.length + 10;
  const height = PAD.top + groupH * rows.length + 8;
  const plotW = WIDTH - label - PAD.right - 60;
  return (
    <figure style={{ margin: '0.5rem 0' }}>
      <svg
        viewBox={`0 0 ${WIDTH} ${height}`}
        role="img"
        aria-labelledby={`${id}-title`}
        style={{ width: '100%', maxWidth: WIDTH, height: 'auto', display: 'block' }}
      >
        <title id={`${id}-title`}>{title}</title>
        {rows.map((row, r) => {
          const top = PAD.top + r * groupH;
          return (
            <g key={row.label}>
              <text
                x={label - 6}
                y={top + (barH * series.length) / 2 + 4}
                textAnchor="end"
                fontSize={11}
                fill="#334155"
              >
                {row.label.length > 28 ? `${row.label.slice(0, 27)}…` : row.label}
              </text>
              {series.map((s, i) => {
                const w = (plotW * (row.values[i] ?? 0)) / max;
                return (
                  <g key={s.name}>
                    <rect
                      x={label}
                      y={top + i * barH}
                      width={Math.max(0.5, w)}
                      height={barH - 1}
                      fill={s.color}
                    />
                    {i === series.length - 1 ? (
                      <text x={label + w + 4} y={top + i * barH + 7} fontSize={10} fill="#334155">
                        {`${Math.round((row.values[i] ?? 0) * 10) / 10}${unit}`}
                      </text>
                    ) : null}
                  </g>
                );
              })}
            </g>
          );
        })}
      </svg>
      <Legend series={series.map((s) => ({ ...s, values: [] }))} />
    </figure>
  );
};
