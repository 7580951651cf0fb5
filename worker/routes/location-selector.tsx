/**
 * The location selector page and the choice endpoint that remembers the country and lands on the
 * equivalent page of the chosen site. Its JSON twin is `/fapi/pages/location-selector` (fapi-pages).
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { messagesFor, t } from '../../client/i18n';
import { LocationSelectorMain } from '../../client/pages/LocationSelectorPage';
import {
  LOCATION_COOKIE,
  LOCATION_COOKIE_MAX_AGE,
  landingPath,
  locationCookieValue,
  safeReturnPath,
} from '../../shared/location';
import { siteForLocale } from '../../shared/site';
import type { AppEnv } from '../env';
import { selectorFor } from '../locale/selector';
import { HttpError } from '../middleware/errors';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { safeRedirect } from '../validation/redirect';

export const locationSelector = new Hono<AppEnv>()
  .get(`/${LOCALE}/location-selector`, async (c) => {
    const { site } = c.var;
    const selector = selectorFor(c);
    // Fail before streaming when the country list is down: the error page says so with a 502.
    await selector;
    const messages = messagesFor(site.language, site.locale);
    const shell = await shellFor(c, {
      pageType: 'Other',
      title: `${t(messages, 'locationSelector')} | Ridgeline`,
      description: t(messages, 'locationSelectorIntro'),
      canonicalPath: `/${site.locale}/location-selector`,
    });
    return page(c, shell, 'LocationSelector', async () => <LocationSelectorMain selector={await selector} />);
  })
  .get(`/${LOCALE}/location-selector/go`, (c) => {
    const to = c.req.query('to') ?? '';
    const target = siteForLocale(to);
    if (!target || to !== to.toLowerCase()) throw new HttpError(400, 'API400', 'to: unknown locale');
    const country = (c.req.query('country') ?? target.country).toUpperCase();
    if (!/^[A-Z]{2}$/.test(country)) throw new HttpError(400, 'API400', 'country: two letters expected');
    setCookie(c, LOCATION_COOKIE, locationCookieValue(country, target.locale), {
      path: '/',
      maxAge: LOCATION_COOKIE_MAX_AGE,
      sameSite: 'Lax',
      secure: new URL(c.req.url).protocol === 'https:',
    });
    c.header('cache-control', 'private, no-store');
    return safeRedirect(
      c,
      landingPath(target.locale, safeReturnPath(c.req.query('path'), c.get('site'))),
      303,
    );
  });
