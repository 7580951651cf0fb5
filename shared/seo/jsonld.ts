/**
 * JSON-LD builders (schema.org): Product with offers and aggregate rating, BreadcrumbList,
 * Organization and WebSite with a SearchAction. `jsonLdScript` writes one
 * `<script type="application/ld+json">` with the CSP nonce, escaped so that no string in the data
 * can close the element.
 */
import { BRAND_NAME } from '../constants';
import type { Color, Price, ProductDetails } from '../contract/product';
import { escapeHtml, jsonForScript } from '../html/escape';

type Thing = Record<string, unknown>;
const CONTEXT = 'https://schema.org';

/** Minor units to the decimal string schema.org wants ("129.95"). */
export const ldPrice = (minor: number): string => (minor / 100).toFixed(2);

const absolute = (origin: string, url: string): string =>
  /^https?:\/\//.test(url) ? url : `${origin}${url}`;

const offers = (price: Price, inStock: boolean, url: string): Thing => {
  const availability = `${CONTEXT}/${inStock ? 'InStock' : 'OutOfStock'}`;
  return price.lowCurrent === price.highCurrent
    ? {
        '@type': 'Offer',
        url,
        price: ldPrice(price.lowCurrent),
        priceCurrency: price.currency,
        availability,
      }
    : {
        '@type': 'AggregateOffer',
        url,
        lowPrice: ldPrice(price.lowCurrent),
        highPrice: ldPrice(price.highCurrent),
        priceCurrency: price.currency,
        availability,
      };
};

export const productLd = (product: ProductDetails, color: Color, origin: string, url: string): Thing => ({
  '@context': CONTEXT,
  '@type': 'Product',
  name: product.name,
  description: product.description,
  sku: color.productId,
  productID: product.masterId,
  color: color.name,
  brand: { '@type': 'Brand', name: product.brand || BRAND_NAME },
  image: color.images.map((image) => absolute(origin, image.url)),
  offers: offers(
    color.price,
    color.variants.some((v) => v.stock > 0),
    url,
  ),
  ...(product.rating.count > 0
    ? {
        aggregateRating: {
          '@type': 'AggregateRating',
          ratingValue: product.rating.score,
          reviewCount: product.rating.count,
          bestRating: 5,
          worstRating: 1,
        },
      }
    : {}),
});

export const breadcrumbLd = (origin: string, items: { name: string; url: string }[]): Thing => ({
  '@context': CONTEXT,
  '@type': 'BreadcrumbList',
  itemListElement: items.map((item, index) => ({
    '@type': 'ListItem',
    position: index + 1,
    name: item.name,
    item: absolute(origin, item.url),
  })),
});

export const organizationLd = (origin: string): Thing => ({
  '@context': CONTEXT,
  '@type': 'Organization',
  name: BRAND_NAME,
  url: origin,
  logo: `${origin}/favicon.svg`,
});

export const websiteLd = (origin: string, locale: string): Thing => ({
  '@context': CONTEXT,
  '@type': 'WebSite',
  name: BRAND_NAME,
  url: `${origin}/${locale}`,
  potentialAction: {
    '@type': 'SearchAction',
    target: { '@type': 'EntryPoint', urlTemplate: `${origin}/${locale}/search?q={search_term_string}` },
    'query-input': 'required name=search_term_string',
  },
});

export const jsonLdScript = (data: unknown, nonce: string): string =>
  `<script type="application/ld+json" nonce="${escapeHtml(nonce)}">${jsonForScript(data)}</script>`;
