/**
 * The one serialized state snapshot of a page (`<script type="application/json" id="sf-state">`):
 * cart, site info and the interface text islands need. The server writes it with
 * `serializeSnapshot`; stores in the browser seed themselves from `readSnapshot`. No React here.
 */
import type { Cart } from '../../shared/contract/cart';
import { jsonForScript, jsonForScriptOnce } from '../../shared/html/escape';
import type { Site } from '../../shared/site';
import type { MessageSource } from '../i18n';

export type SiteInfo = Pick<
  Site,
  'siteId' | 'locale' | 'languageTag' | 'language' | 'region' | 'country' | 'currency'
>;

export type StateSnapshot = { cart: Cart | null; site: SiteInfo; messages: MessageSource };

export const STATE_ELEMENT_ID = 'sf-state';

/**
 * The snapshot as JSON that no string in the data can close early (`</script>`, `<!--`). The
 * interface text is the same object for every page of a language: its JSON is made once.
 */
export const serializeSnapshot = ({ cart, site, messages }: StateSnapshot): string =>
  `{"cart":${jsonForScript(cart)},"site":${jsonForScript(site)},"messages":${jsonForScriptOnce(messages)}}`;

export const siteInfo = (site: Site): SiteInfo => ({
  siteId: site.siteId,
  locale: site.locale,
  languageTag: site.languageTag,
  language: site.language,
  region: site.region,
  country: site.country,
  currency: site.currency,
});

let cached: StateSnapshot | null | undefined;

/** Reads the page's snapshot once (browser only); null on the server or when it is missing/broken. */
export const readSnapshot = (): StateSnapshot | null => {
  if (cached !== undefined) return cached;
  cached = null;
  if (typeof document === 'undefined') return cached;
  const text = document.getElementById(STATE_ELEMENT_ID)?.textContent;
  if (text) {
    try {
      cached = JSON.parse(text) as StateSnapshot;
    } catch (error) {
      console.error('[sf] state snapshot unreadable', error);
    }
  }
  return cached;
};
