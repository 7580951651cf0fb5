/** Bindings and variables of the storefront worker (wrangler.toml). */

import type { Site } from '../shared/site';
import type { Session } from './middleware/session';
import type { Logger } from './render/types';
import type { UpstreamClients } from './upstream';

export type Env = {
  ENVIRONMENT: 'development' | 'test' | 'production';
  /** "1" only under `npm run bench`: enables the `?render=string` comparison path. */
  BENCH?: string;
  SESSION_SECRET: string;
  /** Access key and server trust id sent on every upstream call (spec section 7 headers). */
  COMMERCE_API_KEY?: string;
  SERVER_TRUST_ID?: string;
  /** Real upstream bases; without them the SANDBOX service binding is used (never in production). */
  COMMERCE_API_BASE?: string;
  CONTENT_API_BASE?: string;
  SANDBOX?: Fetcher;
  ASSETS: Fetcher;
  ANALYTICS?: AnalyticsEngineDataset;
};

export type RequestVars = {
  requestId: string;
  correlationId: string;
  log: Logger;
  site: Site;
  channel: 'ECOMM' | 'MAPP';
  session: Session;
  upstream: UpstreamClients;
  secureHeadersNonce?: string;
};

export type AppEnv = { Bindings: Env; Variables: RequestVars };
