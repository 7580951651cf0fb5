/**
 * Bindings and variables of the storefront worker (wrangler.toml). Written by hand because it says
 * more than the config can (why each binding exists, `test`, the bench's `--var`s, the Durable
 * Object's class), and checked at the end of this file against `worker-configuration.d.ts`, which
 * `wrangler types` generates from wrangler.toml (`npm test` fails when that file is stale).
 */

import type { Site } from '../shared/site';
import type { CartService } from './cart/service';
import type { CheckoutService } from './checkout/service';
import type { Channel } from './context/site';
import type { InStore } from './instore/session';
import type { RequestGate } from './middleware/doubled/gate';
import type { FormRefusal } from './middleware/errors/described';
import type { Preview } from './middleware/preview/mode';
import type { RateBudget } from './middleware/rate-limit/budget-object';
import type { Session } from './middleware/session';
import type { RefreshGate } from './middleware/session/refresh-gate';
import type { OpsStore } from './observability/local-store';
import type { Logger } from './observability/logger';
import type { RequestMetrics } from './observability/metrics';
import type { Chrome } from './render/types';
import type { UpstreamClients } from './upstream';
import type { PurgeLogStore } from './upstream/purge-log-store';
import type { FormBack } from './validation/form-back';

export type Env = {
  ENVIRONMENT: 'development' | 'test' | 'production';
  /**
   * The shop's public origin (`https://shop.example.com`, no path): the one base of every absolute
   * link the worker writes (`originOf`, worker/render/page-kit). Never the request's Host, which the
   * client chooses. Required everywhere (worker/context).
   */
  PUBLIC_ORIGIN: string;
  /** "1" only under `npm run bench`: enables the `?render=string` comparison path. */
  BENCH?: string;
  /**
   * Whose info-log sampling to use when it is not this environment's: the bench sets `production`
   * so that what it measures logs as production does (INFO_SAMPLE_RATE), not every line.
   */
  LOG_SAMPLING?: 'development' | 'test' | 'production';
  /**
   * Secrets (wrangler.toml [vars] holds the sandbox's in development): without one the worker
   * refuses to serve (worker/context). Access key and server trust id go on every
   * upstream call (spec section 7 headers).
   */
  SESSION_SECRET: string;
  COMMERCE_API_KEY?: string;
  SERVER_TRUST_ID?: string;
  /** Signs editor tokens (worker/middleware/preview); without it nobody can preview. */
  EDITOR_SECRET?: string;
  /** The CMS origin whose frame may sync scrolling with the preview viewer (default: this site). */
  EDITOR_PARENT_ORIGIN?: string;
  /** "on": the client performance beacon `POST /fapi/performance/ingest` exists (else 404). */
  CLIENT_INGEST?: string;
  /** The shared secret of `POST /fapi/cache/purge` (header `x-cache-purge-secret`); unset: no endpoint. */
  CACHE_PURGE_SECRET?: string;
  /** The network's one purge log, so a purge reaches every colo (worker/upstream/cache-tags.ts). */
  PURGE_LOG?: DurableObjectNamespace<PurgeLogStore>;
  /**
   * The zone the shop is served on and a token with Cache Purge there: a purge then reaches every
   * colo at once (worker/upstream/zone-purge.ts). Unset: within PURGE_LOG_COLO_TTL_S.
   */
  CACHE_PURGE_ZONE_ID?: string;
  CACHE_PURGE_API_TOKEN?: string;
  /** Real upstream bases; without them the SANDBOX service binding is used (never in production). */
  COMMERCE_API_BASE?: string;
  CONTENT_API_BASE?: string;
  /** The decision service's base (worker/upstream/decision.ts); unset: where content is. Gallery calls use the content base today. */
  DECISION_API_BASE?: string;
  /**
   * A decision's time budget in ms (default 150, at most 2000): past it the baseline renders and
   * the late answer is dropped and counted (`decisionTimeouts` on /ops).
   */
  DECISION_BUDGET_MS?: string;
  GALLERY_API_BASE?: string;
  SANDBOX?: Fetcher;
  /**
   * "true": the API bases above are the hosted demo sandbox's (sandbox/wrangler.toml [env.demo]),
   * so checkout names its test cards and demo codes (worker/upstream `resolveTargets`). Never set
   * with a real platform's bases: its shoppers would be shown codes that do not exist there.
   */
  UPSTREAM_IS_SANDBOX?: 'true' | 'false';
  ASSETS: Fetcher;
  ANALYTICS?: AnalyticsEngineDataset;
  /** One member-token renewal at a time per refresh token (worker/middleware/session/refresh-gate). */
  REFRESH_GATE?: DurableObjectNamespace<RefreshGate>;
  /** A doubled write gets the first one's answer (worker/middleware/doubled). */
  REQUEST_GATE?: DurableObjectNamespace<RequestGate>;
  /** Budgets that hold across isolates and deploys (worker/middleware/rate-limit/budget.ts). */
  RATE_BUDGET?: DurableObjectNamespace<RateBudget>;
  /**
   * Operators sign in to `/ops` with it (worker/routes/ops); without it the dashboard refuses, and
   * a production worker refuses to serve at all (a declared production secret).
   */
  OPS_SECRET?: string;
  /** Development and tests: the local store of every data point the dashboard reads (worker/observability). */
  OPS_STORE?: DurableObjectNamespace<OpsStore>;
  /** Production dashboard: Analytics Engine's SQL API (account id, a token with Account Analytics Read). */
  ANALYTICS_ACCOUNT_ID?: string;
  ANALYTICS_API_TOKEN?: string;
  /** The dataset ANALYTICS writes to (default `storefront_requests`). */
  ANALYTICS_DATASET?: string;
};

/**
 * What a request carries on `c.var`: declared here, once, and set in one place, the request
 * context (worker/context), which builds it before any route runs. A field typed present is
 * present for every route; an optional one is genuinely absent at times (and says when). The
 * services are named by type only, from modules that never import this file back (they take what
 * they need of the request as arguments), so this declaration ties no import circle.
 *
 * A built asset (`/assets/*`, `/favicon.svg`) is answered with only the first four set (`built`
 * false): its two handlers read nothing else, and the error handler answers it plainly.
 */
export interface RequestVars {
  requestId: string;
  correlationId: string;
  log: Logger;
  /** What this request measures for its Analytics Engine data point (worker/observability). */
  metrics: RequestMetrics;
  /** The whole context below is built: false only for a built asset (worker/context). */
  built: boolean;
  site: Site;
  channel: Channel;
  /** Content mode and cache bypass: published and cached unless an editor asks. */
  preview: Preview;
  upstream: UpstreamClients;
  /**
   * The upstream is the sandbox (development, tests, the hosted demo), never a real platform: only
   * then are its test cards and demo codes named to shoppers (worker/upstream `resolveTargets`).
   */
  upstreamIsSandbox: boolean;
  session: Session;
  /** The store associate's in-store session, when one is signed in on this device (worker/instore). */
  inStore: InStore;
  /** The session's cart and checkout operations, built on first use. */
  cart: CartService;
  checkout: CheckoutService;
  /** Set by `securityHeaders` for the routes after it (worker/middleware/security). */
  secureHeadersNonce?: string;
  // ── Set by a route's own middleware or a page's reads, for the one error handler or the page ──
  /** How a no-script form post answers a refusal (4xx): its form middleware (worker/validation). */
  formRefusal?: FormRefusal;
  /** Where a plain form post goes back to (set only for a form post to a route that takes one). */
  formBack?: FormBack;
  /** Menu and footer reads of this page, started once by its first reader (worker/render/page-kit). */
  chrome?: Chrome;
  /** The shopper's cart could not be read because commerce is failing (not: there is none). */
  cartUnavailable?: boolean;
}

export type AppEnv = { Bindings: Env; Variables: RequestVars };

// ── Checked against the generated configuration (worker-configuration.d.ts) ──────────────────────
type Production = Cloudflare.ProductionEnv;
type Development = Cloudflare.Env;
type Holds<T extends true> = T;

/** A production env (`[env.production]`) is an `Env`, and the local one (`wrangler dev`) too. */
export type ProductionIsEnv = Holds<Production extends Env ? true : false>;
export type DevelopmentIsEnv = Holds<Development extends Env ? true : false>;
/** Nothing production binds is missing here (a new binding is typed and documented above first). */
export type EveryProductionBindingTyped = Holds<
  Exclude<keyof Production, keyof Env> extends never ? true : false
>;

/** Production reaches real upstreams over https: no sandbox binding there (DESIGN.md, mock paths). */
export type ProductionHasNoSandbox = Holds<'SANDBOX' extends keyof Production ? false : true>;

/** The production secrets: the generated type gives them `string`, vars get their literal value. */
export type ProductionSecret = {
  [K in keyof Production]-?: string extends Production[K] ? K : never;
}[keyof Production];
