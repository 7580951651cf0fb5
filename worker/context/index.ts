/**
 * The request context (STYLE.md 3, DESIGN.md Request context): everything a request carries on
 * `c.var` (declared once, `RequestVars` in worker/env.ts) is built here, once, in one middleware,
 * in an order that matters:
 *
 * 1. ids, logger and metrics (observe.ts), which also stamp and report the answer; a built asset
 *    gets only these and is answered before anything below;
 * 2. required configuration: a worker without its secrets or its public origin, or a production
 *    worker without real upstream bases, refuses to serve (503) and says what is missing;
 * 3. site and channel; then the content mode (preview only for a signed editor,
 *    worker/middleware/preview), which the upstream clients are built in;
 * 4. the upstream clients (targets resolved once, and whether they are the sandbox's) and the session, opened from its cookies with no
 *    upstream call: a guest token is fetched only when a call first needs one, so a crawler never
 *    causes one; the cart and checkout services are built on first use.
 *
 * On the way out: the session's cookies, `x-cache`, and `private, no-store` for a preview.
 */
import type { Context, Hono, Next } from 'hono';
import { createMiddleware } from 'hono/factory';
import { signOutMember } from '../auth/sign-in';
import { createCartService } from '../cart/service';
import { orderMemory } from '../checkout/last-order';
import { createCheckoutService } from '../checkout/service';
import type { AppEnv, Env, ProductionSecret } from '../env';
import { InStore } from '../instore/session';
import { HttpError } from '../middleware/errors';
import { grantedPreview, PUBLISHED } from '../middleware/preview';
import { Session } from '../middleware/session';
import { refreshGateOver } from '../middleware/session/refresh-gate';
import { createUpstreamClients, resolveTargets, type UpstreamTargets } from '../upstream';
import { createCacheOutcomes } from '../upstream/cache';
import { PAGE_UPSTREAM_BUDGET_MS } from '../upstream/http';
import { observe } from './observe';
import { channelFor, siteOfRequest } from './site';

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

/** Sets `cache-control` even on a response whose headers are immutable (Cache API, assets binding). */
const setCacheControl = (c: Context<AppEnv>, value: string) => {
  try {
    c.res.headers.set('cache-control', value);
  } catch {
    c.res = new Response(c.res.body, c.res);
    c.res.headers.set('cache-control', value);
  }
};

/** Everything after the ids and logger; a missing configuration is refused (503) before the rest. */
const build = async (c: Context<AppEnv>, next: Next): Promise<void> => {
  const read = readConfiguration(c.env);
  if (!read.ok) {
    c.get('log').error('configuration incomplete', { missing: read.missing });
    const message = `The storefront is not configured: ${read.missing.join(', ')} missing`;
    throw new HttpError(503, 'GEN500', message);
  }
  const { apiKey, serverTrustId, targets } = read.configuration;
  const log = c.get('log');
  const metrics = c.get('metrics');
  const url = new URL(c.req.url);
  const { site, named: siteNamed } = siteOfRequest(url, c.req.header('referer'));
  const channel = channelFor(c.req.header('user-agent'), c.req.header('x-app-channel'));
  const preview = await grantedPreview(c);
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
      log,
      metrics,
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
  // Reads its cookies only: the auth client is reached when a call first needs a token.
  const session = await Session.load(c, {
    secret: c.env.SESSION_SECRET,
    auth: () => upstream.auth,
    gate: refreshGateOver(c.env.REFRESH_GATE, log),
    siteId: site.siteId,
    metrics,
  });
  const inStore = await InStore.load(c, { secret: c.env.SESSION_SECRET, session, channel });
  c.set('site', site);
  c.set('channel', channel);
  c.set('preview', preview);
  c.set('upstream', upstream);
  c.set('upstreamIsSandbox', targets.sandbox);
  c.set('session', session);
  c.set('inStore', inStore);
  c.set(
    'cart',
    lazy(() => createCartService(session, upstream, site, { carryOver: siteNamed })),
  );
  c.set(
    'checkout',
    lazy(() => createCheckoutService(session, upstream, site, orderMemory(c), log, () => inStore.associate)),
  );
  c.set('built', true);
  // An in-store session that ended (idle, absolute, webview) takes the shopper it acted for along.
  if (inStore.shopperLeftBehind) await signOutMember(c);
  await next();
  // A streamed body is read only after the worker returns, so its headers are still ours here.
  await Promise.all([session.commit(c), inStore.commit(c)]);
  // How the cached reads started so far were served (observe.ts reports it). Their decisions are
  // look-ups, not fetches: waiting for them costs the page nothing it needs.
  await cacheOutcomes.decided();
  if (!c.res.headers.has('x-cache')) {
    try {
      c.res.headers.set('x-cache', cacheOutcomes.summary());
    } catch {
      // A fetched response (an upstream image) has immutable headers and no cached read.
    }
  }
  if (preview !== PUBLISHED) setCacheControl(c, 'private, no-store');
};

/**
 * The one context middleware, first in the app. `builtAssets` is the sub-app of the built files
 * (worker/routes/static.ts): a request one of its routes answers gets the ids, logger and data
 * point, and nothing else is built for it. `onError` is the app's one error handler: a failure
 * of the context itself (a missing configuration) is answered by it inside `observe`, so the
 * refusal still carries its ids and writes its data point; a route's failure never reaches here
 * (Hono answers it at the route).
 */
export const context = ({
  builtAssets,
  onError,
}: {
  builtAssets: Hono<AppEnv>;
  onError: (error: Error, c: Context<AppEnv>) => Promise<Response>;
}) => {
  const assetRoutes = new Set(builtAssets.routes.map((route) => `${route.method} ${route.path}`));
  const isBuiltAsset = (c: Context<AppEnv>) =>
    c.req.matchedRoutes.some((route) => assetRoutes.has(`${route.method} ${route.path}`));
  return createMiddleware<AppEnv>((c, next) =>
    observe(c, async () => {
      if (isBuiltAsset(c)) return next();
      try {
        await build(c, next);
      } catch (error) {
        c.res = await onError(error instanceof Error ? error : new Error(String(error)), c);
      }
    }),
  );
};
