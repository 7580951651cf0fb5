/**
 * One context per request (STYLE.md 3, DESIGN.md Request context), built once. Required
 * configuration first: a worker without its secrets or its public origin, or a production worker
 * without real upstream bases, refuses to serve and says what is missing. Then `c.var` gets the
 * site and channel, the upstream clients (targets resolved once, content mode and cache bypass from
 * the preview middleware), the session, and the cart and checkout services, each built on first use.
 */
import { createMiddleware } from 'hono/factory';
import { type CartService, createCartService } from '../../cart/service';
import { orderMemory } from '../../checkout/last-order';
import { type CheckoutService, createCheckoutService } from '../../checkout/service';
import type { AppEnv, Env, ProductionSecret } from '../../env';
import {
  createUpstreamClients,
  resolveTargets,
  type UpstreamClients,
  type UpstreamTargets,
} from '../../upstream';
import { createCacheOutcomes } from '../../upstream/cache';
import { PAGE_UPSTREAM_BUDGET_MS } from '../../upstream/http';
import { errorEnvelope } from '../errors';
import { PUBLISHED } from '../preview';
import { session } from '../session';
import { channelFor, siteOfRequest } from './site';

declare module '../../env' {
  interface RequestVars {
    upstream: UpstreamClients;
    /** The session's cart and checkout operations, built on first use (this middleware). */
    cart: CartService;
    checkout: CheckoutService;
  }
}

export type Configuration = { apiKey: string; serverTrustId: string; targets: UpstreamTargets };

/** Needed in every environment: development and tests declare them in their vars. */
const ALWAYS_REQUIRED = ['SESSION_SECRET', 'COMMERCE_API_KEY', 'SERVER_TRUST_ID'] as const;

/**
 * Every secret `[env.production.secrets]` declares in wrangler.toml: a production worker refuses to
 * serve until each is set, even those only one page reads (editor preview, the operators' page), so
 * a forgotten secret shows on the first request after a deploy, not weeks later on that page.
 */
export const PRODUCTION_SECRETS = [
  ...ALWAYS_REQUIRED,
  'EDITOR_SECRET',
  'OPS_SECRET',
] as const satisfies readonly ProductionSecret[];

type Holds<T extends true> = T;
/** The type check fails when wrangler.toml declares a production secret this list does not check. */
export type EveryProductionSecretChecked = Holds<
  Exclude<ProductionSecret, (typeof PRODUCTION_SECRETS)[number]> extends never ? true : false
>;

/**
 * PUBLIC_ORIGIN, when it is a bare origin (scheme and host, nothing after): links in e-mails and
 * in shared caches (sitemaps, robots.txt) are built on it rather than on the request's Host header,
 * so a worker without a usable one refuses to serve instead of falling back to that header.
 * Production's must be https.
 */
const publicOriginProblem = (env: Env): string | undefined => {
  const value = env.PUBLIC_ORIGIN;
  if (!value) return 'PUBLIC_ORIGIN';
  const url = URL.parse(value);
  const https = url?.protocol === 'https:';
  if (url?.origin === value && (https || (url.protocol === 'http:' && env.ENVIRONMENT !== 'production')))
    return undefined;
  return `PUBLIC_ORIGIN (an ${env.ENVIRONMENT === 'production' ? 'https' : 'http(s)'} origin, no path)`;
};

/** The configuration every request needs, or the names of what is missing. */
export const readConfiguration = (
  env: Env,
): { ok: true; configuration: Configuration } | { ok: false; missing: string[] } => {
  const required = env.ENVIRONMENT === 'production' ? PRODUCTION_SECRETS : ALWAYS_REQUIRED;
  const missing: string[] = required.filter((name) => !env[name]);
  const origin = publicOriginProblem(env);
  if (origin) missing.push(origin);
  const targets = resolveTargets(env);
  if (!targets.ok) missing.push(...targets.missing);
  const { COMMERCE_API_KEY: apiKey, SERVER_TRUST_ID: serverTrustId } = env;
  if (missing.length || !apiKey || !serverTrustId || !targets.ok) return { ok: false, missing };
  return { ok: true, configuration: { apiKey, serverTrustId, targets: targets.targets } };
};

/** A service object built by `make` the first time any of its members is read. */
const lazy = <T extends object>(make: () => T): T => {
  let built: T | undefined;
  return new Proxy({} as T, {
    get: (_, key) => {
      built ??= make();
      return Reflect.get(built, key);
    },
  });
};

const openSession = session();

export const context = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const read = readConfiguration(c.env);
    if (!read.ok) {
      const message = `The storefront is not configured: ${read.missing.join(', ')} missing`;
      c.get('log').error('configuration incomplete', { missing: read.missing });
      c.header('cache-control', 'no-store');
      return c.json(errorEnvelope({ status: 503, errorId: 'GEN500', message }), 503);
    }
    const { apiKey, serverTrustId, targets } = read.configuration;
    const url = new URL(c.req.url);
    const { site, named: siteNamed } = siteOfRequest(url, c.req.header('referer'));
    const channel = channelFor(c.req.header('user-agent'), c.req.header('x-app-channel'));
    const preview = c.get('preview') ?? PUBLISHED;
    const cacheOutcomes = createCacheOutcomes();
    const upstream = createUpstreamClients(
      targets,
      {
        site,
        channel,
        correlationId: c.get('correlationId'),
        transactionId: c.get('requestId'),
        apiKey,
        serverTrustId,
        clientAddress: c.req.header('cf-connecting-ip'),
        log: c.get('log'),
        metrics: c.get('metrics'),
        // A page (any GET) answers in bounded time with what its upstreams gave by then.
        deadline: c.req.method === 'GET' ? Date.now() + PAGE_UPSTREAM_BUDGET_MS : undefined,
      },
      {
        waitUntil: (p) => c.executionCtx.waitUntil(p),
        bypass: preview.bypassCache,
        outcomes: cacheOutcomes,
        purgeLogStore: c.env.PURGE_LOG,
      },
      preview,
    );
    c.set('site', site);
    c.set('channel', channel);
    c.set('upstream', upstream);
    // The session is set by openSession before any handler can read a service.
    c.set(
      'cart',
      lazy(() => createCartService(c.get('session'), upstream, site, { carryOver: siteNamed })),
    );
    c.set(
      'checkout',
      lazy(() => createCheckoutService(c.get('session'), upstream, site, orderMemory(c), c.get('log'))),
    );
    await openSession(c, next);
    // How the cached reads started so far were served (the request context reports it). Their
    // decisions are look-ups, not fetches: waiting for them costs the page nothing it needs.
    await cacheOutcomes.decided();
    if (!c.res.headers.has('x-cache')) {
      try {
        c.res.headers.set('x-cache', cacheOutcomes.summary());
      } catch {
        // A fetched response (an upstream image) has immutable headers and no cached read.
      }
    }
  });
