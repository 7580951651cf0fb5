/**
 * The storefront worker: middleware in order, then routes; one error handler; unknown paths 404,
 * a known path asked with a method it does not serve 405.
 */
import { Hono } from 'hono';
import { getCookie } from 'hono/cookie';
import { safePathOr } from '../shared/contract';
import { LOCATION_COOKIE, readLocationCookie } from '../shared/location';
import { bestLocale, DEFAULT_LOCALE } from '../shared/site';
import { DIALOG_RETURN_PATH } from '../shared/three-ds';
import { context } from './context';
import type { AppEnv } from './env';
import { requestCountry } from './locale/prompt';
import { canonicalPaths } from './middleware/canonical-path';
import { csrfProtection } from './middleware/csrf';
import { doubledRequests } from './middleware/doubled';
import { createErrorHandler } from './middleware/errors';
import { createNotFoundHandler } from './middleware/errors/not-found';
import { rateLimit } from './middleware/rate-limit';
import { securityHeaders } from './middleware/security';
import { clubPages } from './routes/account/club';
import { accountOrderPages } from './routes/account/orders';
import { accountPages } from './routes/account/pages';
import { accountServicePages } from './routes/account/service';
import { accountApi } from './routes/api/account';
import { authApi } from './routes/api/auth';
import { cartApi } from './routes/api/cart';
import { checkoutApi, paymentsProxy } from './routes/api/checkout';
import { contentBlocksApi } from './routes/api/content-blocks';
import { customsApi } from './routes/api/customs';
import { decisionApi } from './routes/api/decision';
import { deliveryApi } from './routes/api/delivery';
import { favoritesApi } from './routes/api/favorites';
import { giftOptionsApi } from './routes/api/gift-options';
import { membersApi } from './routes/api/members';
import { newsletterApi, popupsApi } from './routes/api/newsletter';
import { ordersApi } from './routes/api/orders';
import { paymentsApi } from './routes/api/payments';
import { productsApi } from './routes/api/products';
import { savedForLaterApi } from './routes/api/saved-for-later';
import { searchApi } from './routes/api/search';
import { serviceApi } from './routes/api/service';
import { storesApi } from './routes/api/stores';
import { associatePages } from './routes/associate/pages';
import { authPages } from './routes/auth/pages';
import { cartPage } from './routes/cart-page';
import { checkoutPages } from './routes/checkout';
import { contactUsPages } from './routes/contact-us';
import { enrollApi } from './routes/enroll/api';
import { enrollPages } from './routes/enroll/pages';
import { fapiCachePurge } from './routes/fapi/cache-purge';
import { fapiComponents } from './routes/fapi/components';
import { fapiEditor } from './routes/fapi/editor';
import { fapiPages } from './routes/fapi/pages';
import { fapiPerformance } from './routes/fapi/performance';
import { serverTimeRoute } from './routes/fapi/server-time';
import { fapiValidateResponse } from './routes/fapi/validate-response';
import { favoritesPages } from './routes/favorites';
import { galleryRoutes } from './routes/gallery';
import { hostedVideoFiles } from './routes/hosted-video';
import { listingPages } from './routes/listing';
import { locationSelector } from './routes/location-selector';
import { opsRoutes } from './routes/ops';
import { orderStatusPages } from './routes/order-status';
import { pages, renderErrorPage } from './routes/pages';
import { paymentPages } from './routes/payments';
import { previewViewer } from './routes/preview-viewer';
import { robotsRoute } from './routes/robots';
import { sitemapRoutes } from './routes/sitemaps';
import { assetFiles, upstreamImages } from './routes/static';
import { staticPages } from './routes/static-pages';
import { storePages } from './routes/stores';
import { threeDSReturnPage } from './routes/three-ds-return';

export const app = new Hono<AppEnv>();

// The one request context (worker/context): everything on `c.var`, built once. Built assets get
// only its ids, logger and data point: they need nothing more and are answered right after it.
const onError = createErrorHandler(renderErrorPage);
app.use(context({ builtAssets: assetFiles, onError }));
app.route('/', assetFiles);
app.route('/', upstreamImages);
app.route('/', hostedVideoFiles);
// The card provider's 3DS challenge and the page it returns to run in the place-order dialog's iframe.
// The editors' preview viewer runs in a frame of the CMS (same site by default; EDITOR_PARENT_ORIGIN).
app.use(
  securityHeaders({
    framedBySelf: [
      /^\/payments\/v1\/challenge\//,
      DIALOG_RETURN_PATH,
      /^\/[a-z]{2}-[a-z]{2}\/preview-viewer$/,
    ],
  }),
);
app.use('/api/*', csrfProtection());
// A doubled write (double click, retry) gets the first one's answer instead of running twice.
app.use(doubledRequests());
// Internal endpoints answer anyone who asks: one client address gets a bounded share.
app.use('/fapi/*', rateLimit());
app.use(canonicalPaths);

app.get('/', (c) => {
  const remembered = readLocationCookie(getCookie(c, LOCATION_COOKIE));
  // The answer depends on the shopper's choice, language and country: no cache may share it.
  c.header('vary', 'accept-language, cookie');
  c.header('cache-control', 'private, no-store');
  const locale = bestLocale(
    c.req.header('accept-language') ?? null,
    remembered?.country ?? requestCountry(c),
    remembered?.locale,
  );
  return c.redirect(safePathOr(`/${locale}`, `/${DEFAULT_LOCALE}`), 302);
});
app.route('/api/account', accountApi);
app.route('/api/members', membersApi);
app.route('/api/orders', ordersApi);
app.route('/api/auth', authApi);
app.route('/api/enroll', enrollApi);
app.route('/api/cart', cartApi);
app.route('/api/cart', deliveryApi);
app.route('/api/checkout/payments', paymentsApi);
app.route('/api/checkout', checkoutApi);
app.route('/api/content', contentBlocksApi);
app.route('/api/customs', customsApi);
app.route('/api/gift-options', giftOptionsApi);
app.route('/', paymentsProxy);
app.route('/api/products', productsApi);
app.route('/api/stores', storesApi);
app.route('/api/favorites', favoritesApi);
app.route('/api/saved-for-later', savedForLaterApi);
app.route('/api/search', searchApi);
app.route('/api/service', serviceApi);
app.route('/api/decision', decisionApi);
app.route('/api/newsletter', newsletterApi);
app.route('/api/popups', popupsApi);
app.route('/', galleryRoutes);
app.route('/', serverTimeRoute);
app.route('/', listingPages);
app.route('/', robotsRoute);
app.route('/', sitemapRoutes);
app.route('/', fapiPages);
app.route('/', fapiComponents);
app.route('/', fapiEditor);
app.route('/', fapiPerformance);
app.route('/', fapiValidateResponse);
// The content platform's publish webhook (or an operator) purges cached reads by tag.
app.route('/', fapiCachePurge);
app.route('/', previewViewer);
app.route('/', locationSelector);
app.route('/', authPages);
app.route('/', enrollPages);
app.route('/', cartPage);
app.route('/', favoritesPages);
app.route('/', paymentPages);
app.route('/', checkoutPages);
app.route('/', accountPages);
app.route('/', clubPages);
app.route('/', accountOrderPages);
app.route('/', associatePages);
app.route('/', orderStatusPages);
app.route('/', accountServicePages);
app.route('/', contactUsPages);
app.route('/', threeDSReturnPage);
app.route('/', storePages);
// The operators' dashboard (its own sign-in; never a shopper's session).
app.route('/', opsRoutes);
app.route('/', pages);
// Static content pages match any `/{locale}/{path}`: after every other page route.
app.route('/', staticPages);

app.notFound(createNotFoundHandler(app, onError));
app.onError(onError);

export { RequestGate } from './middleware/doubled/gate';
export { RateBudget } from './middleware/rate-limit/budget-object';
export { RefreshGate } from './middleware/session/refresh-gate';
export { OpsStore } from './observability/local-store';
export { PurgeLogStore } from './upstream/purge-log-store';
export default app;
