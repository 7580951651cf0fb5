/**
 * What one request measures while it runs, for its data point: upstream time per upstream, render
 * time, token recoveries and failures, decision timeouts, the page type, and when a streamed body
 * ends. One per request (`c.get('metrics')`); the upstream base, the session and the page renderer
 * report into it, the request context writes it out once.
 */
import type { UpstreamName } from '../../shared/ops-summary';
import type { PageType } from '../render/types';

export type { UpstreamName };
export type Counter = 'recoveries401' | 'refreshFailures' | 'decisionTimeouts' | 'variantCodesRefused';

/**
 * Which upstream a call path belongs to (spec section 7: content under `/{mode}/caas/`, decisions
 * under `/api/engine/`, and the second recommendation vendor beside them under `/api/recs/`).
 */
export const upstreamOf = (path: string): UpstreamName => {
  if (path.startsWith('/api/engine/') || path.startsWith('/api/recs/')) return 'decision';
  if (/^\/[a-z]+\/caas\//.test(path)) return 'content';
  return 'commerce';
};

/** A streamed body that never ends (a client that stops reading) still gets its point written. */
export const STREAM_WAIT_LIMIT_MS = 60_000;

export class RequestMetrics {
  readonly upstreamMs: Record<UpstreamName, number> = { commerce: 0, content: 0, decision: 0 };
  readonly counts: Record<Counter, number> = {
    recoveries401: 0,
    refreshFailures: 0,
    decisionTimeouts: 0,
    variantCodesRefused: 0,
  };
  renderMs = 0;
  pageType: PageType | '' = '';
  /** The short signed variant code of a shared page (personalization); empty until it exists. */
  variant = '';
  /** The experiments the page shows (`experimentsBlob`); empty until a decision or a copy names them. */
  experiments = '';
  #streaming = false;
  #streamEnded: () => void = () => undefined;
  readonly #streamEnd = new Promise<void>((resolve) => {
    this.#streamEnded = resolve;
  });

  /** One upstream call took `ms` (calls of one upstream add up: they are the request's wait on it). */
  upstream(path: string, ms: number): void {
    this.upstreamMs[upstreamOf(path)] += ms;
  }

  count(counter: Counter): void {
    this.counts[counter] += 1;
  }

  /** A page body that streams after the headers: its end is awaited before the point is written. */
  streamStarted(): void {
    this.#streaming = true;
  }

  streamEnded(): void {
    this.#streamEnded();
  }

  get streaming(): boolean {
    return this.#streaming;
  }

  /** Resolves when the stream ends, or after `limitMs` whichever comes first. */
  untilStreamEnds(limitMs = STREAM_WAIT_LIMIT_MS): Promise<void> {
    let timer: ReturnType<typeof setTimeout> | null = null;
    const limit = new Promise<void>((resolve) => {
      timer = setTimeout(resolve, limitMs);
    });
    return Promise.race([this.#streamEnd, limit]).finally(() => {
      if (timer !== null) clearTimeout(timer);
    });
  }
}
