/** Number formats of the operator dashboard (English only: it is for operators, not shoppers). */

export const ms = (value: number): string =>
  value >= 100 ? `${Math.round(value)} ms` : `${Math.round(value * 10) / 10} ms`;

export const percent = (value: number | null): string =>
  value === null ? 'no data' : `${Math.round(value * 1000) / 10} %`;

export const count = (value: number): string => Math.round(value).toLocaleString('en-US');

/** `14:05` in UTC: operators compare with logs, which are in UTC. */
export const clock = (epochMs: number): string => new Date(epochMs).toISOString().slice(11, 16);
