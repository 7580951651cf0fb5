/**
 * The one logger: one JSON line per entry with the request's ids, personal data redacted
 * (redact.ts). Warnings and errors are always written; info entries are sampled per request
 * (all of a request's info lines or none, so a sampled request tells its whole story), and each
 * line carries the rate so counts can be scaled back.
 */
import { redact } from './redact';

const LEVELS = { info: 0, warn: 1, error: 2 } as const;
/** Structured JSON logging, one line per call (the request context, worker/context, builds it). */
export type Logger = {
  info(message: string, fields?: Record<string, unknown>): void;
  warn(message: string, fields?: Record<string, unknown>): void;
  error(message: string, fields?: Record<string, unknown>): void;
};

export type Level = keyof typeof LEVELS;

/**
 * Info sampling per environment: production keeps 1 request in 10 (an upstream line per call
 * otherwise dominates the log volume); development keeps every request; tests write errors only.
 */
export const INFO_SAMPLE_RATE = { production: 0.1, development: 1, test: 1 } as const;

export type LoggerOptions = {
  /** Entries below this level are never written. */
  minimum?: Level;
  /** Share of requests whose info entries are written (warn and error always are). */
  infoRate?: number;
  random?: () => number;
};

export const createLogger = (
  base: Record<string, unknown>,
  minimumOrOptions: Level | LoggerOptions = 'info',
): Logger => {
  const options = typeof minimumOrOptions === 'string' ? { minimum: minimumOrOptions } : minimumOrOptions;
  const minimum = options.minimum ?? 'info';
  const infoRate = options.infoRate ?? 1;
  const infoSampled = infoRate >= 1 || (options.random ?? Math.random)() < infoRate;
  const safeBase = redact(base) as Record<string, unknown>;
  const write = (level: Level, message: string, fields: Record<string, unknown> = {}) => {
    if (LEVELS[level] < LEVELS[minimum]) return;
    if (level === 'info' && !infoSampled) return;
    const sample = level === 'info' && infoRate < 1 ? { sampleRate: infoRate } : {};
    // A field never replaces the entry's level or message: a `message` field becomes `detail`.
    const { level: _level, message: detail, ...rest } = redact(fields) as Record<string, unknown>;
    const entry = {
      level,
      message: redact(message),
      ...safeBase,
      ...sample,
      ...rest,
      ...(detail === undefined ? {} : { detail }),
    };
    console.log(JSON.stringify(entry));
  };
  return {
    info: (m, f) => write('info', m, f),
    warn: (m, f) => write('warn', m, f),
    error: (m, f) => write('error', m, f),
  };
};
