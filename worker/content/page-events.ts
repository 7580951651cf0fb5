/**
 * What a request tells the decision service about the shopper's browser and the page's place
 * (content spec section 3's context events): the screen size, the user agent, the referrer, the
 * coordinates and a page view's trail. Each only when the request knows it: an absent or malformed
 * value sends no event rather than a guess, and never one the contract's schema would refuse (the
 * service refuses the whole call for one malformed event, so a bad header would cost the decision).
 */
import type { Context } from 'hono';
import {
  type DecisionEvent,
  MAX_PAGE_VIEW_TRAIL,
  pageViewEventSchema,
  referrerEventSchema,
  userAgentEventSchema,
} from '../../shared/contract/decision';
import type { AppEnv } from '../env';

// The contract's own caps (a schema without one would mean no cap).
const USER_AGENT_MAX = userAgentEventSchema.shape.userAgent.maxLength ?? Number.POSITIVE_INFINITY;
const REFERRER_MAX = referrerEventSchema.shape.referrer.maxLength ?? Number.POSITIVE_INFINITY;
const TRAIL_NAME_MAX = pageViewEventSchema.shape.breadcrumbs.element.maxLength ?? Number.POSITIVE_INFINITY;

/** The viewport a browser reports in its client hints (`SCREEN_HINTS`), whole pixels in range. */
export const screenSizeEvents = (width: string | undefined, height: string | undefined): DecisionEvent[] => {
  const w = Number(width);
  const h = Number(height);
  const ok = (n: number) => Number.isInteger(n) && n >= 1 && n <= 20_000;
  return ok(w) && ok(h) ? [{ eventType: 'monetate:context:ScreenSize', width: w, height: h }] : [];
};

/** The `User-Agent` header, cut to the schema's length (its start names the browser). */
export const userAgentEvents = (header: string | undefined): DecisionEvent[] => {
  const userAgent = header?.trim().slice(0, USER_AGENT_MAX);
  return userAgent ? [{ eventType: 'monetate:context:UserAgent', userAgent }] : [];
};

/**
 * The `Referer` header reduced to origin and path: its query or fragment may carry an e-mail or a
 * token (why the page view sends the path only), its user info a password. Only an http(s) URL (an
 * app's `android-app:` referrer names no page); a path too long for the schema leaves the origin.
 */
export const referrerEvents = (header: string | undefined): DecisionEvent[] => {
  if (!header || !URL.canParse(header)) return [];
  const url = new URL(header);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return [];
  const page = url.origin + url.pathname;
  const referrer = page.length <= REFERRER_MAX ? page : url.origin;
  return [{ eventType: 'monetate:context:Referrer', referrer }];
};

/** A decimal degree as Cloudflare writes one ("45.50884"): a number, never "" or "1e2" read as one. */
const degrees = (value: unknown): number | undefined => {
  if (typeof value === 'number') return Number.isFinite(value) ? value : undefined;
  return typeof value === 'string' && /^-?\d{1,3}(?:\.\d+)?$/.test(value) ? Number(value) : undefined;
};

/** Cloudflare's geolocation of the request (`request.cf`), when both degrees are valid and in range. */
export const coordinatesEvents = (
  cf: { latitude?: unknown; longitude?: unknown } | undefined,
): DecisionEvent[] => {
  const latitude = degrees(cf?.latitude);
  const longitude = degrees(cf?.longitude);
  return latitude !== undefined &&
    longitude !== undefined &&
    Math.abs(latitude) <= 90 &&
    Math.abs(longitude) <= 180
    ? [{ eventType: 'monetate:context:Coordinates', latitude, longitude }]
    : [];
};

/**
 * The browser's events of a decision. `ownPage`: the request is the page's own. A recalculation is
 * the page's fetch, whose `Referer` is the page itself, and the page's own referrer is not known
 * to it (the body names only the path): it sends no referrer rather than the wrong one. Under
 * `wrangler dev` (`development`) `request.cf` is a fixed stand-in place, no shopper's: no coordinates.
 */
export const browserEvents = (c: Context<AppEnv>, { ownPage }: { ownPage: boolean }): DecisionEvent[] => [
  ...screenSizeEvents(c.req.header('sec-ch-viewport-width'), c.req.header('sec-ch-viewport-height')),
  ...userAgentEvents(c.req.header('user-agent')),
  ...(ownPage ? referrerEvents(c.req.header('referer')) : []),
  ...(c.env.ENVIRONMENT === 'development'
    ? []
    : coordinatesEvents({ latitude: c.req.raw.cf?.latitude, longitude: c.req.raw.cf?.longitude })),
];

/**
 * A page view's breadcrumbs: the names of the trail the page shows, root first, within the
 * schema's caps (a deeper trail keeps its deepest levels, the page's own last; a name too long for
 * the schema or empty is left out rather than cut into one the page does not show).
 */
export const trailNames = (trail: readonly { name: string }[]): string[] =>
  trail
    .map((crumb) => crumb.name)
    .filter((name) => name.length >= 1 && name.length <= TRAIL_NAME_MAX)
    .slice(-MAX_PAGE_VIEW_TRAIL);
