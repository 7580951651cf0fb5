/**
 * Recommended products as the project's product card (content spec section 3: the normalised
 * product card). One shape whichever vendor recommended them: the decision service's items (plain
 * fields in North America, locale- and country-keyed ones in EMEA) and the second vendor's
 * products. Each card keeps the token its vendor reports impressions and clicks with.
 *
 * An item that lacks what a card needs for this site (no title, link or price in its locale) is
 * left out: a card without a price or a link is no recommendation.
 */
import type { Image } from '../contract/common';
import { emeaItemKeys, type RecommendedItem, type SecondVendorProduct } from '../contract/decision';
import type { ProductCard } from '../contract/product';
import type { Site } from '../site';

/** A recommended product: the project's card, its sku and the vendor's token for reporting. */
export type RecCard = ProductCard & { sku: string; recToken: string };

/**
 * Recommended cards as a page shows them: the cards without their tokens (the same for every
 * shopper shown the same products, so their HTML can be too) and the tokens by card position,
 * the shopper's own, reported from the browser.
 */
export type RecList = { cards: (ProductCard & { sku: string })[]; tokens: string[] };

type CardSite = Pick<Site, 'locale' | 'country' | 'currency' | 'region'>;

const COLOR_PRODUCT_OF_SKU = /^([A-Z0-9]{11})-[A-Z0-9]{1,6}$/;
const STYLE_ID = /^[A-Z0-9]{8,11}$/;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value.trim().length > 0 ? value : undefined;
const money = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isInteger(value) && value >= 0 ? value : undefined;

const priceOf = (currency: CardSite['currency'], original: number, current: number) => ({
  currency,
  lowOriginal: original,
  highOriginal: original,
  lowCurrent: current,
  highCurrent: current,
});

const imageOf = (src: string, alt: string): Image => ({ url: src, alt });

/** A decision service item for a site: plain fields, or in EMEA `link-{locale}`, `price-{country}`… */
export const cardOfDecisionItem = (item: RecommendedItem, site: CardSite): RecCard | undefined => {
  const keys =
    site.region === 'EMEA'
      ? emeaItemKeys(site.locale, site.country)
      : { link: 'link', title: 'title', price: 'price', salePrice: 'salePrice' };
  const title = text(item[keys.title]);
  const url = text(item[keys.link]);
  const price = money(item[keys.price]);
  if (!title || !url || price === undefined) return undefined;
  const sale = money(item[keys.salePrice]);
  // The colour the sku belongs to, so the card opens the colour recommended; else the style.
  const id = COLOR_PRODUCT_OF_SKU.exec(item.id)?.[1] ?? item.itemGroupId;
  if (!STYLE_ID.test(id)) return undefined;
  return {
    id,
    sku: item.id,
    title,
    url,
    image: imageOf(item.imageLink, title),
    rating: { showScore: item.stars > 0, score: item.stars },
    price: priceOf(site.currency, price, sale !== undefined && sale < price ? sale : price),
    recToken: item.recToken,
  };
};

/** A second vendor product: `image` or `images[0]`, `title` or `name`, one price or a range. */
export const cardOfSecondVendorProduct = (
  product: SecondVendorProduct,
  site: Pick<Site, 'currency'>,
): RecCard | undefined => {
  const title = text(product.title) ?? text(product.name);
  const image = text(product.image) ?? text(product.images?.[0]);
  const lowCurrent = product.lowCurrent ?? product.price;
  if (!title || !image || lowCurrent === undefined || !STYLE_ID.test(product.productId)) return undefined;
  const highCurrent = product.highCurrent ?? lowCurrent;
  const lowOriginal = product.lowOriginal ?? lowCurrent;
  return {
    id: product.productId,
    sku: product.productId,
    title,
    url: product.url,
    image: imageOf(image, title),
    rating: {
      showScore: (product.review_average ?? 0) > 0,
      score: product.review_average ?? 0,
    },
    price: {
      currency: site.currency,
      lowCurrent,
      highCurrent,
      lowOriginal,
      highOriginal: product.highOriginal ?? Math.max(lowOriginal, highCurrent),
    },
    recToken: product.recommendationId,
  };
};

/** The cards of a list, in order, the unusable items left out. */
export const recCards = <T>(items: readonly T[], card: (item: T) => RecCard | undefined): RecCard[] =>
  items.flatMap((item) => card(item) ?? []);
