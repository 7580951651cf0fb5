/**
 * The location selector's data: countries and languages with links back to the equivalent page,
 * for the selector page and its JSON twin `/fapi/pages/location-selector`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  buildLocationSelector,
  LOCATION_COOKIE,
  readLocationCookie,
  safeReturnPath,
} from '../../shared/location';
import type { AppEnv } from '../env';

/** Where the selector sends the shopper back to: `?path=`, else the same-origin Referer, else home. */
const returnPathOf = (c: Context<AppEnv>): string => {
  const { site } = c.var;
  const query = c.req.query('path');
  if (query) return safeReturnPath(query, site);
  const referer = c.req.header('referer');
  if (referer) {
    try {
      const ref = new URL(referer);
      if (ref.host === new URL(c.req.url).host) return safeReturnPath(ref.pathname, site);
    } catch {
      // An unparsable Referer is no return path.
    }
  }
  return `/${site.locale}`;
};

/** Countries and languages, with links back to the equivalent page (page and `/fapi`). */
export const selectorFor = async (c: Context<AppEnv>) =>
  buildLocationSelector(
    await c.get('upstream').utilities.countryList(),
    c.get('site'),
    returnPathOf(c),
    readLocationCookie(getCookie(c, LOCATION_COOKIE))?.country,
  );
