/**
 * The sandbox's bindings (wrangler.toml) and the Hono environment typed once for every route.
 *
 * The Durable Object classes are named here by type only, and none of them imports this file back:
 * each declares the few bindings it reads (`BasketEnv`, `ConsumerEnv`) and the modules they use
 * take what they need as arguments or import narrower types (the shopper is `auth/shopper.ts`; the
 * basket's store and gift-card helpers are apart from their routes), so this file ties no import
 * circle (`npm run circles`).
 */
import type { Shopper } from './auth/shopper';
import type { Basket } from './commerce/basket/basket';
import type { Consumer } from './consumer/consumer';

export type SandboxEnv = {
  DB: D1Database;
  BASKET: DurableObjectNamespace<Basket>;
  /** One object per member (`idFromName(consumerNo)`): profile, credentials, addresses, cards, sessions. */
  CONSUMER: DurableObjectNamespace<Consumer>;
  /** Signs access and refresh tokens (HS256). */
  TOKEN_SECRET: string;
  /** Every commerce and content call sends it as `x-api-key`. */
  API_KEY: string;
  /**
   * The storefront's server trust id (its `x-server-trust-id`): only a caller that sends it may
   * name the shopper's address in `x-forwarded-for`.
   */
  SERVER_TRUST_ID: string;
  /** Guards the test-only `/__admin/*` endpoints (header `x-sandbox-admin`). */
  ADMIN_KEY: string;
  /** Where a publish's cache purge goes (the storefront's `POST /fapi/cache/purge`) and its secret. */
  PURGE_WEBHOOK_URL?: string;
  PURGE_WEBHOOK_SECRET?: string;
};

export type AppEnv = { Bindings: SandboxEnv; Variables: { shopper: Shopper } };
