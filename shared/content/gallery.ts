/**
 * The second UGC gallery widget (content spec sections 2 and 7): its script comes from
 * `{base}/{containerId}/{locale}` (the storefront proxies the gallery host at `base`), tagged with
 * the product's masterId.
 */
export const GALLERY_SCRIPT_BASE = '/ugc-gallery';
export const GALLERY_DEFAULT_LOCALE = 'en-us';

/** Container ids and locales as the gallery host names them. */
export const GALLERY_CONTAINER = /^[A-Za-z0-9_-]{1,64}$/;
export const GALLERY_LOCALE = /^[a-z]{2}-[a-z]{2}$/;

export const galleryScriptUrl = (containerId: string, locale: string, base = GALLERY_SCRIPT_BASE): string =>
  `${base}/${encodeURIComponent(containerId)}/${GALLERY_LOCALE.test(locale) ? locale : GALLERY_DEFAULT_LOCALE}`;

/**
 * The first UGC gallery widget: its script from `{base}/{containerId}/{locale}?filter=` (proxied
 * like the second's), for the filter with PRODUCT_ID and CATEGORY filled from the page's path.
 */
export const GALLERY_EMBED_BASE = '/ugc-embed';
export const GALLERY_FILTER = /^[\p{L}\p{N} :;,._=&|/-]{0,200}$/u;

export const galleryEmbedUrl = (containerId: string, locale: string, filter: string): string =>
  `${galleryScriptUrl(containerId, locale, GALLERY_EMBED_BASE)}?filter=${encodeURIComponent(filter)}`;
