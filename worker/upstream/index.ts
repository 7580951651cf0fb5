/**
 * Builds the typed upstream clients for one request. An upstream is reached through the sandbox
 * service binding by default, or `fetch` against a configured base URL when a real one exists;
 * production refuses to start without real bases rather than fall back to the sandbox.
 */
import type { Env } from '../env';
import type { CacheControl } from './cache';
import { createAdjustmentsClient } from './commerce/adjustments';
import { createAuthClient } from './commerce/auth';
import { createCartClient } from './commerce/cart';
import { createCheckoutClient } from './commerce/checkout';
import { createCustomsClient } from './commerce/customs';
import { createDeliveryClient } from './commerce/delivery';
import { createPaymentsClient } from './commerce/payments';
import { createProductExtrasClient } from './commerce/product-extras';
import { createProductsClient } from './commerce/products';
import { createSearchClient } from './commerce/search';
import { createUtilitiesClient } from './commerce/utilities';
import { type ContentMode, createContentClient } from './content';
import type { CallContext, UpstreamTarget } from './http';

export class ConfigurationError extends Error {
  override name = 'ConfigurationError';
}

const SANDBOX_ORIGIN = 'https://sandbox.internal';

export const resolveTargets = (env: Env): { commerce: UpstreamTarget; content: UpstreamTarget } => {
  const viaFetch = (baseUrl: string): UpstreamTarget => ({ baseUrl, fetch: (request) => fetch(request) });
  if (env.ENVIRONMENT === 'production' && (!env.COMMERCE_API_BASE || !env.CONTENT_API_BASE)) {
    throw new ConfigurationError('COMMERCE_API_BASE and CONTENT_API_BASE are required in production');
  }
  const sandbox = env.SANDBOX;
  const viaSandbox = (): UpstreamTarget => {
    if (!sandbox)
      throw new ConfigurationError('No upstream: set COMMERCE_API_BASE/CONTENT_API_BASE or bind SANDBOX');
    return { baseUrl: SANDBOX_ORIGIN, fetch: (request) => sandbox.fetch(request) };
  };
  return {
    commerce: env.COMMERCE_API_BASE ? viaFetch(env.COMMERCE_API_BASE) : viaSandbox(),
    content: env.CONTENT_API_BASE ? viaFetch(env.CONTENT_API_BASE) : viaSandbox(),
  };
};

export const createUpstreamClients = (
  targets: ReturnType<typeof resolveTargets>,
  ctx: CallContext,
  cache: CacheControl,
  mode: ContentMode,
) => ({
  auth: createAuthClient(targets.commerce, ctx),
  products: createProductsClient(targets.commerce, ctx, cache),
  productExtras: createProductExtrasClient(targets.commerce, targets.content, ctx, cache),
  cart: createCartClient(targets.commerce, ctx),
  adjustments: createAdjustmentsClient(targets.commerce, ctx),
  checkout: createCheckoutClient(targets.commerce, ctx),
  delivery: createDeliveryClient(targets.commerce, ctx),
  payments: createPaymentsClient(targets.commerce, ctx),
  customs: createCustomsClient(targets.commerce, ctx),
  utilities: createUtilitiesClient(targets.commerce, ctx, cache),
  content: createContentClient(targets.content, ctx, cache, mode),
  search: createSearchClient(targets, ctx, cache, mode),
  /** Public, immutable images served by the upstream (the sandbox generates them). */
  image: (path: string): Promise<Response> =>
    targets.commerce.fetch(new Request(new URL(path, targets.commerce.baseUrl))),
});
export type UpstreamClients = ReturnType<typeof createUpstreamClients>;

export { ApiError } from './errors';
