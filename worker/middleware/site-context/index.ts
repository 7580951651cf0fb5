/** Sets `site` and `channel` for every request, and builds the request's upstream clients. */
import { createMiddleware } from 'hono/factory';
import { DEFAULT_LOCALE, siteForLocale } from '../../../shared/site';
import type { AppEnv } from '../../env';
import { createUpstreamClients, resolveTargets } from '../../upstream';
import { channelFor, localeFromPath, siteForApiRequest } from './parse';

const SANDBOX_API_KEY = 'sandbox-access-key';

export const siteContext = () =>
  createMiddleware<AppEnv>(async (c, next) => {
    const url = new URL(c.req.url);
    const site =
      localeFromPath(url.pathname) ??
      (/^\/(api|fapi)\//.test(url.pathname)
        ? siteForApiRequest(url, c.req.header('referer'))
        : siteForLocale(DEFAULT_LOCALE)!);
    const channel = channelFor(c.req.header('user-agent'), c.req.header('x-app-channel'));
    c.set('site', site);
    c.set('channel', channel);
    c.set(
      'upstream',
      createUpstreamClients(
        resolveTargets(c.env),
        {
          site,
          channel,
          correlationId: c.var.correlationId,
          transactionId: c.var.requestId,
          apiKey: c.env.COMMERCE_API_KEY ?? SANDBOX_API_KEY,
          serverTrustId: c.env.SERVER_TRUST_ID ?? 'storefront-local',
          log: c.var.log,
        },
        { waitUntil: (p) => c.executionCtx.waitUntil(p), bypass: false },
        'publish',
      ),
    );
    await next();
  });
