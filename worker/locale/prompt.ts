/**
 * Whether a page asks the location confirmation: the request's country differs from the site's,
 * the country list names another site for it, and the shopper has not chosen yet (cookie).
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import { messagesFor, t } from '../../client/i18n';
import type { LocationPromptProps } from '../../client/islands/LocationPrompt';
import {
  LOCATION_COOKIE,
  locationCookieValue,
  locationPromptFor,
  safeReturnPath,
} from '../../shared/location';
import type { AppEnv } from '../env';

/** Header a test can send (never read in production) to stand in for `request.cf.country`. */
export const TEST_COUNTRY_HEADER = 'x-sf-country';

/**
 * In production, Cloudflare's `request.cf.country`. Elsewhere only the test header: a local
 * `wrangler dev` fills `cf` with placeholder data (always the same country), which would put the
 * dialog in front of every journey on another site.
 */
export const requestCountry = (c: Context<AppEnv>): string | null =>
  c.env.ENVIRONMENT === 'production'
    ? ((c.req.raw.cf?.country as string | undefined) ?? null)
    : (c.req.header(TEST_COUNTRY_HEADER) ?? null);

export const locationPromptProps = async (
  c: Context<AppEnv>,
  pageType: string,
): Promise<LocationPromptProps | undefined> => {
  if (pageType === 'Error' || getCookie(c, LOCATION_COOKIE)) return undefined;
  const country = requestCountry(c);
  const { site } = c.var;
  if (!country || country.toUpperCase() === site.country) return undefined;
  try {
    const list = await c.get('upstream').utilities.countryList();
    const prompt = locationPromptFor(list, site, country, safeReturnPath(new URL(c.req.url).pathname, site));
    if (!prompt) return undefined;
    const messages = messagesFor(site.language, site.locale);
    return {
      title: t(messages, 'locationPromptTitle', { country: prompt.countryName }),
      text: [
        t(messages, 'locationPromptText', { site: prompt.siteCountryName }),
        // A country served by another country's store (Ireland, from the UK in pounds) says so before the choice.
        prompt.servedFrom &&
          t(messages, 'locationServedFrom', {
            country: prompt.countryName,
            site: prompt.servedFrom.storeName,
            currency: prompt.servedFrom.currencyLabel,
          }),
      ]
        .filter(Boolean)
        .join(' '),
      stayLabel: t(messages, 'locationStay', { site: prompt.siteCountryName }),
      goLabel: t(messages, 'locationGo', { country: prompt.countryName }),
      stayUrl: prompt.stayUrl,
      goUrl: prompt.goUrl,
      remember: locationCookieValue(site.country, site.locale),
    };
  } catch (error) {
    c.get('log').warn('location prompt unavailable', { error: String(error) });
    return undefined;
  }
};
