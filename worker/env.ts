/** Bindings and variables of the storefront worker (wrangler.toml). */

import type { Site } from '../shared/site';
import type { CartService } from './cart/service';
import type { CheckoutService } from './checkout/service';
import type { Preview } from './middleware/preview';
import type { Session } from './middleware/session';
import type { RefreshGate } from './middleware/session/refresh-gate';
import type { Logger } from './render/types';
import type { UpstreamClients } from './upstream';

export type Env = {
  ENVIRONMENT: 'development' | 'test' | 'production';
  /** "1" only under `npm run bench`: enables the `?render=string` comparison path. */
  BENCH?: string;
  /**
   * Secrets (wrangler.toml [vars] holds the sandbox's in development): without one the worker
   * refuses to serve (worker/middleware/context). Access key and server trust id go on every
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
  /** Real upstream bases; without them the SANDBOX service binding is used (never in production). */
  COMMERCE_API_BASE?: string;
  CONTENT_API_BASE?: string;
  SANDBOX?: Fetcher;
  ASSETS: Fetcher;
  ANALYTICS?: AnalyticsEngineDataset;
  /** One member-token renewal at a time per refresh token (worker/middleware/session/refresh-gate). */
  REFRESH_GATE?: DurableObjectNamespace<RefreshGate>;
};

export type RequestVars = {
  requestId: string;
  correlationId: string;
  log: Logger;
  site: Site;
  channel: 'ECOMM' | 'MAPP';
  session: Session;
  upstream: UpstreamClients;
  /** Content mode and cache bypass: published and cached unless an editor asks (preview middleware). */
  preview: Preview;
  /** The session's cart and checkout operations, built on first use (context middleware). */
  cart: CartService;
  checkout: CheckoutService;
  secureHeadersNonce?: string;
};

export type AppEnv = { Bindings: Env; Variables: RequestVars };
