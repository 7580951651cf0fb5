/**
 * One context per request (STYLE.md 3, DESIGN.md Request context), built once. Required
 * configuration first: a worker without its secrets, or a production worker without real upstream
 * bases, refuses to serve and says what is missing. Then `c.var` gets the site and channel, the
 * upstream clients (targets resolved once, content mode and cache bypass from the preview
 * middleware), the session, and the cart and checkout services, each built on first use.
 */
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, siteForLocale } from '../../../shared/site';
import { createCartService } from '../../cart/service';
import { orderMemory } from '../../checkout/last-order';
import { createCheckoutService } from '../../checkout/service';
import type { AppEnv, Env } from '../../env';
import { createUpstreamClients, resolveTargets, type UpstreamTargets } from '../../upstream';
import { createCacheOutcomes } from '../../upstream/cache';
import { PAGE_UPSTREAM_BUDGET_MS } from '../../upstream/http';
import { errorEnvelope } from '../errors';
import { PUBLISHED } from '../preview';
import { session } from '../session';
import { channelFor, localeFromPath, siteForApiRequest } from './site';

export type Configuration = { apiKey: string; serverTrustId: string; targets: UpstreamTargets };

/** The configuration every request needs, or the names of what is missing. */
export const readConfiguration = (
  env: Env,
): { ok: true; configuration: Configuration } | { ok: false; missing: string[] } => {
  const { SESSION_SECRET, COMMERCE_API_KEY: apiKey, SERVER_TRUST_ID: serverTrustId } = env;
  const targets = resolveTargets(env);
  if (SESSION_SECRET && apiKey && serverTrustId && targets.ok) {
    return { ok: true, configuration: { apiKey, serverTrustId, targets: targets.targets } };
  }
  const secrets = { SESSION_SECRET, COMMERCE_API_KEY: apiKey, SERVER_TRUST_ID: serverTrustId };
  return {
    ok: false,
    missing: [
      ...Object.entries(secrets)
        .filter(([, value]) => !value)
        .map(([name]) => name),
      ...(targets.ok ? [] : targets.missing),
    ],
  };
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
      c.var.log.error('configuration incomplete', { missing: read.missing });
      c.header('cache-control', 'no-store');
      return c.json(errorEnvelope({ status: 503, errorId: 'GEN500', message }), 503);
    }
    const { apiKey, serverTrustId, targets } = read.configuration;
    const url = new URL(c.req.url);
    const site =
      localeFromPath(url.pathname) ??
      (/^\/(api|fapi)\//.test(url.pathname)
        ? siteForApiRequest(url, c.req.header('referer'))
        : siteForLocale(DEFAULT_LOCALE)!);
    const channel = channelFor(c.req.header('user-agent'), c.req.header('x-app-channel'));
    const preview = c.var.preview ?? PUBLISHED;
    const cacheOutcomes = createCacheOutcomes();
    const upstream = createUpstreamClients(
      targets,
      {
        site,
        channel,
        correlationId: c.var.correlationId,
        transactionId: c.var.requestId,
        apiKey,
        serverTrustId,
        log: c.var.log,
        // A page (any GET) answers in bounded time with what its upstreams gave by then.
        deadline: c.req.method === 'GET' ? Date.now() + PAGE_UPSTREAM_BUDGET_MS : undefined,
      },
      {
        waitUntil: (p) => c.executionCtx.waitUntil(p),
        bypass: preview.bypassCache,
        outcomes: cacheOutcomes,
      },
      preview,
    );
    c.set('site', site);
    c.set('channel', channel);
    c.set('upstream', upstream);
    // The session is set by openSession before any handler can read a service.
    c.set(
      'cart',
      lazy(() => createCartService(c.var.session, upstream, site)),
    );
    c.set(
      'checkout',
      lazy(() => createCheckoutService(c.var.session, upstream, site, orderMemory(c))),
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
