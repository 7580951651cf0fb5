/**
 * Per-site storefront configuration: the feature flags of commerce spec section 6 plus the content
 * flags the pages read (content spec sections 2 and 9). Typed, read with `featureFlags(site)`; a
 * site's entry overrides the defaults. Change a flag here (or per site) and every page follows.
 */
import type { ProductIdType } from './contract/decision';
import { memo } from './contract/memo';
import type { Site } from './site';

export type FeatureFlags = {
  /** Favorites (wishlist) on cards, product pages and the account. */
  favorites: boolean;
  /** Loyalty programme: points, vouchers, sign-up dialog. */
  loyalty: boolean;
  /** Pickup in store orders (pickup shipping method, store availability). */
  pickupOrders: boolean;
  /** Sign-in replaced by the simplified enrollment flow. */
  simplifiedEnrollment: boolean;
  /** Express checkout jumps to the summary with a default card and address (spec section 2). */
  expressCheckoutWithDefaults: boolean;
  /** Customised products (custom shipping method `customs`). */
  customs: boolean;
  /** Product links in cards are relative (`/en-us/p/...`); off: absolute on this host. */
  relativeProductUrls: boolean;
  /** Mobile mega menu: an L2 accordion also lists a "Shop all" L3 entry (content spec section 2). */
  showShopAllL3sOnMobile: boolean;
  /** Percentage off shown with a minus sign ("-25%") (content spec section 9). */
  discountMinusSign: boolean;
  /** Long hosted videos use the hosted (Cloudinary) player (content spec section 9). */
  enableCmsVideoCloudinaryPlayer: boolean;
};

export const DEFAULT_FLAGS: Readonly<FeatureFlags> = {
  favorites: true,
  loyalty: true,
  pickupOrders: true,
  simplifiedEnrollment: false,
  expressCheckoutWithDefaults: true,
  customs: false,
  relativeProductUrls: true,
  showShopAllL3sOnMobile: true,
  discountMinusSign: false,
  enableCmsVideoCloudinaryPlayer: false,
};

/** Per-site overrides, keyed by siteId. */
export const SITE_FLAGS: Readonly<Record<string, Partial<FeatureFlags>>> = {
  'RL-US': { customs: true, simplifiedEnrollment: true, enableCmsVideoCloudinaryPlayer: true },
  'RL-CA': { loyalty: false },
  'RL-GB': { pickupOrders: false },
  'RL-DE': { discountMinusSign: true, showShopAllL3sOnMobile: false },
  'RL-FR': { discountMinusSign: true },
  'RL-IT': { discountMinusSign: true, expressCheckoutWithDefaults: false },
};

/** Per site id: the six sites, a budget for more. */
const resolved = memo<string, FeatureFlags>({ name: 'config/feature-flags', max: 32 });

export const featureFlags = (site: Pick<Site, 'siteId'>): FeatureFlags =>
  resolved.getOrCreate(site.siteId, (siteId) => ({ ...DEFAULT_FLAGS, ...SITE_FLAGS[siteId] }));

/**
 * Locales where the collection point e-mail, mobile and contact name and the store pickup e-mail
 * are required (commerce spec section 5: "required only for configured locales"). Elsewhere the
 * pickup person's name and the chosen collection point are enough.
 */
export const DELIVERY_CONTACT_REQUIRED_LOCALES: readonly string[] = [
  'en-us',
  'en-ca',
  'fr-ca',
  'en-gb',
  'fr-fr',
];

export const deliveryContactRequired = (site: Pick<Site, 'locale'>): boolean =>
  DELIVERY_CONTACT_REQUIRED_LOCALES.includes(site.locale);

/**
 * Personalization settings (content spec sections 3, 4 and 9): what the product detail view
 * names the product by (`productIdType`), how many recommendations the product page's upsell
 * shows (`stackedCount`), and whether it skips the stock check of each (`skipInventoryCheck`:
 * off, so a sold-out size is never offered).
 */
export type PersonalizationSettings = {
  productIdType: ProductIdType;
  stackedCount: number;
  skipInventoryCheck: boolean;
};

/** Section 9: the upsell shows the first 3 recommendations unless configured otherwise. */
export const DEFAULT_STACKED_COUNT = 3;

export const DEFAULT_PERSONALIZATION: Readonly<PersonalizationSettings> = {
  productIdType: 'styleId',
  stackedCount: DEFAULT_STACKED_COUNT,
  skipInventoryCheck: false,
};

/** Per-site overrides, keyed by siteId (none yet: every site reports style ids). */
export const SITE_PERSONALIZATION: Readonly<Record<string, Partial<PersonalizationSettings>>> = {};

export const personalization = (site: Pick<Site, 'siteId'>): PersonalizationSettings => ({
  ...DEFAULT_PERSONALIZATION,
  ...SITE_PERSONALIZATION[site.siteId],
});
