/**
 * The sandbox's HTTP API (the worker itself is `index.ts`): every route of the commerce, content,
 * decision and gallery APIs, the API key check, fault injection and the admin calls.
 */
import { Hono } from 'hono';
import { adminRoutes } from './admin';
import { agentRoutes } from './auth/agent';
import { identityRoutes } from './auth/identity-routes';
import { requireApiKey } from './auth/middleware';
import { authRoutes } from './auth/routes';
import { adjustRoutes } from './commerce/adjust-routes';
import { cartRoutes } from './commerce/cart';
import { checkoutRoutes } from './commerce/checkout';
import { deliveryRoutes } from './commerce/delivery-routes';
import { productRoutes } from './commerce/products';
import { questionRoutes } from './commerce/questions';
import { recipeRoutes } from './commerce/recipe-routes';
import { reviewRoutes } from './commerce/reviews';
import { searchRoutes } from './commerce/search-routes';
import { storeRoutes } from './commerce/stores';
import { consumerRoutes } from './consumer/routes';
import { contentAdminRoutes } from './content/admin';
import { articleRoutes } from './content/articles';
import { childrenRoutes } from './content/children';
import { documentRoutes } from './content/documents';
import { listingContentRoutes } from './content/listing';
import { contentRoutes } from './content/routes';
import { showcaseRoutes } from './content/showcase';
import { decisionRoutes } from './decision/routes';
import type { AppEnv } from './env';
import { onError, onNotFound } from './errors';
import { injectFaults } from './faults/middleware';
import { galleryRoutes } from './gallery/routes';
import { imageRoutes } from './images/routes';
import { loyaltyRoutes } from './loyalty/routes';
import { orderRoutes } from './orders/routes';
import { outboxRoutes } from './outbox';
import { captchaRoutes } from './payments/captcha';
import { paymentInstrumentRoutes } from './payments/instruments';
import { paymentRoutes } from './payments/provider';
import { serviceRoutes } from './service/routes';
import { utilityRoutes } from './utilities/routes';
import { hostedVideoRoutes } from './video/routes';
import { wishlistRoutes } from './wishlists/routes';

const INDEX = {
  name: 'storefront-sandbox',
  description: 'Reference upstream of the Ridgeline storefront (commerce and content APIs).',
  headers: {
    'x-api-key': 'required on every API call (env API_KEY)',
    authorization: 'Bearer <access token> on /cart/* (from POST /token/v2/auth/token)',
    siteId: 'RL-US | RL-CA | RL-GB | RL-DE | RL-FR | RL-IT: picks currency and tax country',
  },
  endpoints: [
    'POST /token/v2/auth/token',
    'POST /consumers-v3/auth/signin | signup',
    'GET /consumers-v3/consumer/lookup?email=',
    'POST /consumers-v3/consumer/agent/login {type: Agent, storeId, storeEmployeeId, password} | {type: OnBehalf, email?} (bearer: agent token)',
    'GET /consumers-v3/utilities/stores; GET /consumers-v3/utilities/stores/{storeId}/employees',
    'POST /consumers-v3/consumer/auth/signout | changepassword | resetpassword; POST /consumers-v3/confirmforgotpassword',
    'GET|PUT|POST /consumers-v3/consumer[/subscription]; /consumers-v3/consumer/address[/{addressId}]; /consumers-v3/consumer/payment_instruments[/{id}]',
    'GET /products/v2/products/{productId}/details?locale=',
    'POST /cart/v1/cart',
    'GET /cart/v1/cart/{basketId}',
    'POST /cart/v1/item',
    'GET|POST /wishlists/v2/favorites?start=&count=',
    'GET /wishlists/v2/saveForLater?start=&count=',
    'GET /{publish|preview}/caas/v1/canvas/augmentedpage/{siteId}/{page}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/page/{siteId}/{page}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/children/{siteId}/{parentPageSlug}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/menu/{siteId}?locale=',
    'GET /consumers-v3/utilities/countryList?locale=',
    'GET /consumers-v3/utilities/i18n/{countryCode}',
    'GET /{publish|preview}/caas/v1/canvas/footer/{siteId}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/fragment/{fragmentId}?locale= (header siteId)',
    'GET /{publish|preview}/caas/v1/canvas/popups/{siteId}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/product/{siteId}/{productId}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/showcase/{siteId}/{docType}?layoutVariant=&limit=10|20|50&locale=',
    'GET /{publish|preview}/caas/v1/canvas/search/{siteId}/article?offset=&limit=&tagId=&exclude=&locale=',
    'preview mode: ?previewDateTime=<ISO 8601> reads what will be live then; drafts are preview only',
    'POST /__admin/content/{siteId}/{locale}/{kind}/{key}/versions {status, doc, liveFrom?, liveUntil?}',
    'POST /__admin/content/{siteId}/{locale}/{kind}/{key}/versions/{version}/publish {liveFrom?, liveUntil?}',
    'GET /__admin/content/purges (cache tags due for purging); POST /__admin/content/purges/deliver (also every minute by cron)',
    'GET /products/v2/search/productSearch?q=&categoryId=&category=&color=&size=&gender=&activity=&priceMin=&priceMax=&sort=&start=&count=',
    'GET /products/v2/search/autoSuggest?q=',
    'GET /products/v2/catalog?categoryId=',
    'GET /{publish|preview}/caas/v1/canvas/category/{siteId}/{categoryId}?locale=',
    'GET /{publish|preview}/caas/v1/canvas/search/{siteId}/{results|no-results|hub}?locale=',
    'GET /images/products/{colourProductId}/{n}.svg',
    'GET /images/content/{name}.svg',
    'POST /consumers-v3/consumer/purchasehistory',
    'GET /consumers-v3/consumer/purchase/{orderId}?email=',
    'POST /consumers-v3/consumer/TrackOrder',
    'POST /consumers-v3/consumer/CancelOrder',
    'POST /consumers-v3/consumer/purchase/invoice/download',
    'POST /consumers-v3/consumer/return/{orderId}/returnLabel',
    'POST /consumers-v3/consumer/resendGiftCardEmail',
    'GET /consumers-v3/contactus/categorySubject; POST /consumers-v3/contactus (guest or member)',
    'GET|POST /consumers-v3/consumer/warranty; POST /consumers-v3/consumer/retrieveUserData; GET|PUT /consumers-v3/consumer/notification',
    'GET /gallery/widgets/{containerId}/{locale}',
    'GET /gallery/embed/{containerId}/{locale}?filter=',
    'GET /hosted-video/{cloudName}/video/upload/{publicId}.mp4 | sp_auto/{publicId}.m3u8 | sp_auto/{publicId}/{init.mp4|n.m4s}',
    'POST /__admin/seed (header x-sandbox-admin)',
    'GET /__outbox?to=&ref= (header x-sandbox-admin): the e-mails the sandbox sent, newest first',
    'POST /__admin/orders/{orderNumber}/advance {stage} (header x-sandbox-admin)',
    'GET /__admin/faults; PUT /__admin/faults/{commerce|content|decision} {kind: slow|error|malformed|timeout, path?, delayMs?}; DELETE /__admin/faults[/{upstream}] (header x-sandbox-admin)',
    'POST /api/engine/v1/decide/{brand} {customerId?, channel, events, monetateId?}: responses[].actions, meta.monetateId',
    'GET /api/recs/v1/{brand}/recommendations?schemes=&productId=&visitorId=&count= (the second recommendation vendor)',
    'GET /__admin/decision/experiences; PUT /__admin/decision/experiences/{id} {status?, variants?}; GET /__admin/decision/events?monetateId=&customerId=&eventType=&limit= (header x-sandbox-admin)',
  ],
};

// The card provider's browser endpoints are public (like a provider's client API). `/__admin/` and
// `/__outbox` skip the API key only to answer the admin key instead (admin.ts): the outbox holds
// live reset links and gift card PINs.
const PUBLIC_PREFIXES = ['/images/', '/gallery/', '/__admin/', '/payments/', '/__outbox', '/hosted-video/'];

export const app = new Hono<AppEnv>()
  .get('/', (c) => c.json(INDEX))
  // Before the key check: an injected fault hits a call whatever it carries, as an outage would.
  .use('*', injectFaults())
  .use('*', async (c, next) => {
    if (c.req.path === '/' || PUBLIC_PREFIXES.some((p) => c.req.path.startsWith(p))) return next();
    return requireApiKey(c, next);
  })
  .route('/', imageRoutes)
  .route('/', galleryRoutes)
  .route('/', hostedVideoRoutes)
  .route('/', adminRoutes)
  .route('/', outboxRoutes)
  .route('/', contentAdminRoutes)
  .route('/', authRoutes)
  .route('/', identityRoutes)
  .route('/', agentRoutes)
  .route('/', consumerRoutes)
  .route('/', loyaltyRoutes)
  .route('/', serviceRoutes)
  .route('/', productRoutes)
  .route('/', recipeRoutes)
  .route('/', reviewRoutes)
  .route('/', questionRoutes)
  .route('/', storeRoutes)
  .route('/', cartRoutes)
  .route('/', adjustRoutes)
  .route('/', checkoutRoutes)
  .route('/', orderRoutes)
  .route('/', deliveryRoutes)
  .route('/', paymentRoutes)
  .route('/', paymentInstrumentRoutes)
  .route('/', captchaRoutes)
  .route('/', contentRoutes)
  .route('/', articleRoutes)
  .route('/', documentRoutes)
  .route('/', showcaseRoutes)
  .route('/', listingContentRoutes)
  .route('/', searchRoutes)
  .route('/', childrenRoutes)
  .route('/', utilityRoutes)
  .route('/', wishlistRoutes)
  .route('/', decisionRoutes);

app.onError(onError);
app.notFound(onNotFound);
