/**
 * What a page route hands the renderer. Routes await only the data that decides the status code
 * (critical); everything else arrives as promises that the stream renders as they resolve.
 */

import type { InStoreBarView, PageIdentity } from '../../client/island-kit/context';
import type { LocationPromptProps } from '../../client/islands/LocationPrompt';
import type { ProductExtrasData } from '../../client/pages/ProductExtras';
import type { ProductPageExtras, SizeChoice } from '../../client/pages/ProductPage';

export type { ProductPageExtras, SizeChoice };

import type { ContentRequest } from '../../shared/content/request';
import type { Cart, ContentPage, Footer, Menu, ProductDetails, Store } from '../../shared/contract';
import type { Popup } from '../../shared/contract/content-items-b';
import type { Site } from '../../shared/site';
import type { DataLayerEvent } from '../../shared/tracking';
import type { Logger } from '../observability/logger';

export type PageType =
  | 'PDP'
  | 'PLP'
  | 'Cart'
  | 'Account'
  | 'Search'
  | 'SearchHub'
  | 'Home'
  | 'Order Confirmation'
  | 'Checkout'
  | 'Error'
  | 'Other';

/** What the renderer reports for the request's data point (worker/observability/metrics.ts). */
export type RenderMetrics = { renderMs: number; streamStarted(): void; streamEnded(): void };

export type PageShell = {
  site: Site;
  /** Per-response CSP nonce: every inline or module script tag carries it. */
  nonce: string;
  pageType: PageType;
  title: string;
  description: string;
  /** Path (no origin) of the canonical URL of this page. */
  canonicalPath: string;
  /** `https://{host}`: canonical, hreflang and JSON-LD URLs are absolute on it. */
  origin?: string | undefined;
  /** False: `noindex` and no hreflang alternates (error pages, private pages). Default true. */
  indexable?: boolean | undefined;
  /** schema.org objects written as JSON-LD in the head. */
  jsonLd?: unknown[] | undefined;
  /** The location confirmation dialog, on a first visit from another country. */
  locationPrompt?: LocationPromptProps | undefined;
  /** Data layer events of this page besides the page view (which every page has). */
  dataLayer?: DataLayerEvent[] | undefined;
  /** The shopper closed the benefit bar (its cookie): no bar is rendered. */
  benefitBarClosed?: boolean | undefined;
  /** The shopper's cart, or null when there is none yet. Personal: the page is `private`. */
  cart: Cart | null;
  /** Query-string error id from a no-script form post that failed (e.g. INV408), shown on the page. */
  formError?: { errorId: string; message: string } | undefined;
  /** The upstream refused the shopper's cart (AUT498) and a new one replaced it: the page says so. */
  cartReset?: boolean | undefined;
  /** Signed-in state for the header and the sign-in notice (worker/auth/identity.ts). */
  identity?: PageIdentity | undefined;
  /** The in-store session's bar (worker/instore); a page with it is `private, no-store`. */
  inStore?: InStoreBarView | undefined;
  /** What content blocks read from the request (`#modal` links, segmentation, pop-ups). */
  contentRequest?: ContentRequest | undefined;
  /**
   * The site's pop-ups (`popups/{siteId}`), in priority order: the first not dismissed renders
   * after the footer unless the page already placed one. Deferred; null when none or unavailable.
   */
  popups?: Promise<Popup[] | null> | undefined;
  log: Logger;
  /** The request's measurements: render time and when the stream ends (worker/observability). */
  metrics?: RenderMetrics | undefined;
};

/** Deferred data never rejects into the stream: a failed menu renders a minimal header. */
export type Chrome = { menu: Promise<Menu | null>; footer: Promise<Footer | null> };

export type HomePageData = Chrome & { page: Promise<ContentPage> };
export type ProductPageData = Chrome & {
  product: ProductDetails;
  selectedColorCode: string;
  /** The size a plain-form add just posted: added (`?added=`, said so) or refused (`?sku=`). */
  choice?: SizeChoice | undefined;
  /** The shopper's favourite store (pickup in the buy box): deferred, never rejects. */
  favoriteStore?: Promise<Store | null>;
  /** The shopper keeps this colour among their favorites (the heart starts pressed): deferred, never rejects. */
  favorite?: Promise<boolean>;
  /** Reviews, questions, sets, recommendations: their own segment after the buy box; never rejects. */
  extras?: Promise<ProductExtrasData | null>;
};
export type ContentPageData = Chrome & { page: Promise<ContentPage | null> };
