/**
 * Tracking data layer (commerce spec sections 2 and 3, content spec section 7): the page view with
 * the page type, product impressions and clicks with the product tracking data (ids, brand,
 * category, list, position, colour, sizes, ratings). Brand is the tracking brand prefix: upper-case
 * brand plus country. The server writes the events as inline JSON into `window.dataLayer`; a few
 * hundred bytes of inline script push a product click when a tracked link is followed.
 */
import { BRAND } from './constants';
import type { Color, ProductCard, ProductDetails } from './contract/product';
import { escapeHtml, jsonForScript } from './html/escape';
import { type Site, trackingBrandPrefix } from './site';

export type TrackedProduct = {
  /** Style id (8 characters). */
  id: string;
  /** Colour product id (11 characters). */
  variant: string;
  name: string;
  brand: string;
  category: string;
  list: string;
  position: number;
  colour: string;
  sizes: string[];
  rating: number;
  /** Current (lowest) price in major units. */
  price: number;
};

export type DataLayerEvent = Record<string, unknown> & { event: string };

export const pageViewEvent = (pageType: string, site: Site, path: string): DataLayerEvent => ({
  event: 'pageView',
  page: {
    type: pageType,
    path,
    locale: site.locale,
    language: site.language,
    country: site.country,
    siteId: site.siteId,
    currency: site.currency,
  },
});

export const cardTracking = (
  card: ProductCard,
  site: Pick<Site, 'country'>,
  list: string,
  position: number,
): TrackedProduct => {
  const code = card.id.length === 11 ? card.id.slice(8) : undefined;
  return {
    id: card.id.slice(0, 8),
    variant: card.id,
    name: card.title,
    brand: trackingBrandPrefix(BRAND, site),
    category: card.category ?? '',
    list,
    position,
    colour: card.swatches?.find((s) => s.code === code)?.name ?? '',
    sizes: card.sizes ?? [],
    rating: card.rating.score,
    price: card.price.lowCurrent / 100,
  };
};

export const productDetailEvent = (product: ProductDetails, color: Color, site: Site): DataLayerEvent => ({
  event: 'productDetail',
  ecommerce: {
    currencyCode: color.price.currency,
    detail: {
      products: [
        {
          id: product.masterId,
          variant: color.productId,
          name: product.name,
          brand: trackingBrandPrefix(BRAND, site),
          category: product.categories.map((c) => c.name).join('/') || product.productType,
          list: 'PDP',
          position: 1,
          colour: color.name,
          sizes: color.variants.map((v) => v.size),
          rating: product.rating.score,
          price: color.price.lowCurrent / 100,
        } satisfies TrackedProduct,
      ],
    },
  },
});

/** Seeds `window.dataLayer` with the given events (inline, nonced, safe against `</script>`). */
export const dataLayerScript = (events: DataLayerEvent[], nonce: string): string =>
  `<script nonce="${escapeHtml(nonce)}">(window.dataLayer=window.dataLayer||[]).push.apply(window.dataLayer,${jsonForScript(events)})</script>`;

/** Attribute on a product link: the index of its product in the page's impressions. */
export const IMPRESSION_ATTRIBUTE = 'data-sf-impression';

/**
 * The impressions of the page and the click listener: a click on a link carrying
 * `data-sf-impression` pushes that product as a `productClick` before the browser follows it.
 */
export const impressionsScript = (impressions: TrackedProduct[], currency: string, nonce: string): string =>
  impressions.length === 0
    ? ''
    : `<script nonce="${escapeHtml(nonce)}">(function(d,p){var l=window.dataLayer=window.dataLayer||[];l.push({event:"productImpressions",ecommerce:{currencyCode:${jsonForScript(currency)},impressions:p}});d.addEventListener("click",function(e){var a=e.target&&e.target.closest&&e.target.closest("[${IMPRESSION_ATTRIBUTE}]"),x=a&&p[+a.getAttribute("${IMPRESSION_ATTRIBUTE}")];x&&l.push({event:"productClick",ecommerce:{click:{actionField:{list:x.list},products:[x]}}})},true)})(document,${jsonForScript(impressions)})</script>`;
