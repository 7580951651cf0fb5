/** Site context of a sandbox call: the `siteId` header (or path segment) picks currency, country and languages. */
import { badRequest } from './errors';
import { SANDBOX_SITES, type SandboxSite } from './sites';

export const DEFAULT_SITE_ID = 'RL-US';

/** The site of a request's `siteId` header; absent means RL-US, unknown is a 400. */
export const siteFromHeader = (value: string | undefined): SandboxSite => {
  const site = SANDBOX_SITES.get(value ?? DEFAULT_SITE_ID);
  if (!site) throw badRequest(`Unknown siteId ${value}`);
  return site;
};

/** The locale to use for a site: the requested one when the site has it, else its first. */
export const localeFor = (site: SandboxSite, requested: string | undefined): string => {
  const wanted = requested?.toLowerCase();
  return wanted && site.locales.includes(wanted) ? wanted : site.locales[0]!;
};
