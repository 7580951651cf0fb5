/**
 * Builds the typed upstream clients for one request. An upstream is reached through the sandbox
 * service binding by default, or `fetch` against a configured base URL when a real one exists;
 * production never falls back to the sandbox: without real bases it has no targets.
 */
import type { Preview } from '../middleware/preview/mode';
import type { CacheControl } from './cache';
import { createAdjustmentsClient } from './commerce/adjustments';
import { createAuthClient } from './commerce/auth';
import { createConsumerAuthClient } from './commerce/auth-consumer';
import { createCartClient } from './commerce/cart';
import { createCheckoutClient } from './commerce/checkout';
import { createConsumerClient } from './commerce/consumer';
import { createCustomsClient } from './commerce/customs';
import { createDeliveryClient } from './commerce/delivery';
import { createLoyaltyClient } from './commerce/loyalty';
import { createMerchandisingClient } from './commerce/merchandising';
import { createNewsletterClient } from './commerce/newsletter';
import { createOrdersClient } from './commerce/orders';
import { createPaymentsClient } from './commerce/payments';
import { createProductsClient } from './commerce/products';
import { createSearchClient } from './commerce/search';
import { createServiceClient } from './commerce/service';
import { createStockClient } from './commerce/stock';
import { createStoresClient } from './commerce/stores';
import { createUgcClient } from './commerce/ugc';
import { createUtilitiesClient } from './commerce/utilities';
import { createWishlistsClient } from './commerce/wishlists';
import { createContentClient } from './content';
import { createDecisionClient, type DecisionTarget, decisionBudget, decisionChannel } from './decision';
import { createGalleryClient } from './gallery';
import type { CallContext, UpstreamTarget } from './http';
import { createSizingClient } from './sizing';

const SANDBOX_ORIGIN = 'https://sandbox.internal';

export type UpstreamTargets = {
  commerce: UpstreamTarget;
  content: UpstreamTarget;
  decision: DecisionTarget;
  /**
   * The upstream is the sandbox (its SANDBOX binding, or bases the environment declares to be the
   * hosted demo sandbox's with `UPSTREAM_IS_SANDBOX`): its test cards and demo codes exist, so
   * checkout may name them. A real platform's bases never are.
   */
  sandbox: boolean;
};

/**
 * The settings that say where the upstreams are (worker/env.ts `Env` has them): named here rather
 * than imported so that the request context's declaration can name these clients without a circle.
 */
export type TargetSettings = {
  ENVIRONMENT: string;
  SANDBOX?: Fetcher;
  UPSTREAM_IS_SANDBOX?: string;
  COMMERCE_API_BASE?: string;
  CONTENT_API_BASE?: string;
  DECISION_API_BASE?: string;
  DECISION_BUDGET_MS?: string;
  PUBLIC_ORIGIN?: string;
};

/** Where each upstream is, or the names of the settings that are missing to know it. */
export const resolveTargets = (
  env: TargetSettings,
): { ok: true; targets: UpstreamTargets } | { ok: false; missing: string[] } => {
  const sandbox = env.ENVIRONMENT === 'production' ? undefined : env.SANDBOX;
  const missing: string[] = [];
  const target = (name: 'COMMERCE_API_BASE' | 'CONTENT_API_BASE'): UpstreamTarget => {
    const baseUrl = env[name];
    if (baseUrl) return { baseUrl, fetch: (request) => fetch(request) };
    if (sandbox) return { baseUrl: SANDBOX_ORIGIN, fetch: (request) => sandbox.fetch(request) };
    missing.push(env.ENVIRONMENT === 'production' ? name : `${name} (or the SANDBOX binding)`);
    return { baseUrl: SANDBOX_ORIGIN, fetch: () => Promise.reject(new Error(`${name} missing`)) };
  };
  const commerce = target('COMMERCE_API_BASE');
  const content = target('CONTENT_API_BASE');
  const decisionBase = env.DECISION_API_BASE;
  const throughBinding = commerce.baseUrl === SANDBOX_ORIGIN;
  const targets = {
    commerce,
    content,
    // The decision service's own base, else where content is (the sandbox serves both; a
    // platform without its own decision host proxies it there).
    decision: {
      ...(decisionBase ? { baseUrl: decisionBase, fetch: (request: Request) => fetch(request) } : content),
      budgetMs: decisionBudget(env.DECISION_BUDGET_MS),
      channel: decisionChannel(env.ENVIRONMENT, env.PUBLIC_ORIGIN),
    },
    sandbox: throughBinding || env.UPSTREAM_IS_SANDBOX === 'true',
  };
  return missing.length ? { ok: false, missing } : { ok: true, targets };
};

export const createUpstreamClients = (
  targets: UpstreamTargets,
  ctx: CallContext,
  cache: CacheControl,
  preview: Preview,
) => ({
  auth: createAuthClient(targets.commerce, ctx),
  /** Sign-in, sign-up, sign-out and the password journeys. */
  consumerAuth: createConsumerAuthClient(targets.commerce, ctx),
  products: createProductsClient(targets.commerce, ctx, cache),
  /** Reviews and questions. */
  ugc: createUgcClient(targets.commerce, ctx, cache),
  stock: createStockClient(targets.commerce, ctx, cache),
  stores: createStoresClient(targets.commerce, ctx, cache),
  /** Product sets and recommendations. */
  merchandising: createMerchandisingClient(targets.commerce, ctx, cache),
  /** Size charts and foot sizes (content fragments). */
  sizing: createSizingClient(targets.content, ctx, cache),
  cart: createCartClient(targets.commerce, ctx),
  adjustments: createAdjustmentsClient(targets.commerce, ctx),
  checkout: createCheckoutClient(targets.commerce, ctx),
  /** Purchase history, tracking, cancellation and order documents. */
  orders: createOrdersClient(targets.commerce, ctx),
  /** The member's profile, subscriptions, addresses and saved cards. */
  consumer: createConsumerClient(targets.commerce, ctx),
  /** Points, vouchers, the welcome promotion and the loyalty token. */
  loyalty: createLoyaltyClient(targets.commerce, ctx),
  /** Contact us, warranty cases, the member's data export and notification preferences. */
  service: createServiceClient(targets.commerce, ctx, cache),
  delivery: createDeliveryClient(targets.commerce, ctx),
  payments: createPaymentsClient(targets.commerce, ctx),
  customs: createCustomsClient(targets.commerce, ctx),
  newsletter: createNewsletterClient(targets.commerce, ctx),
  utilities: createUtilitiesClient(targets.commerce, ctx, cache),
  /** Favorites and saved for later. */
  wishlists: createWishlistsClient(targets.commerce, ctx),
  content: createContentClient(targets.content, ctx, cache, preview),
  /** The decision service and the second recommendation vendor, within the decision budget. */
  decision: createDecisionClient(targets.decision, ctx, cache),
  /** The UGC gallery widget host. */
  gallery: createGalleryClient(targets.content),
  search: createSearchClient(targets, ctx, cache, preview.mode),
  /** Public, immutable images served by the upstream (the sandbox generates them). */
  image: (path: string): Promise<Response> =>
    targets.commerce.fetch(new Request(new URL(path, targets.commerce.baseUrl))),
  /** The hosted-video delivery host's files (playlist, segments, mp4); the path is checked by the caller. */
  hostedVideo: (path: string): Promise<Response> =>
    targets.content.fetch(new Request(new URL(path, targets.content.baseUrl))),
});
export type UpstreamClients = ReturnType<typeof createUpstreamClients>;

export { ApiError } from './errors';
