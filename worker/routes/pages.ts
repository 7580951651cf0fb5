/**
 * Shopper pages, streamed. Each route awaits only what decides its status (the product of a PDP),
 * hands the rest to the renderer as promises, and marks the HTML private: it may hold a cart.
 */
import { type Context, Hono } from 'hono';
import { messagesFor } from '../../client/i18n';
import { degradedText } from '../../client/i18n/degraded';
import { pageTitles } from '../../client/i18n/page-titles';
import { personalization } from '../../shared/config';
import { type ContentPage, quantitySchema } from '../../shared/contract';
import { DEFAULT_MAX_QTY, DEFAULT_QTY } from '../../shared/contract/constants';
import { type DecisionEvent, productDetailViewEventSchema } from '../../shared/contract/decision';
import { categoryUrl, parseProductPath, productUrl } from '../../shared/routes';
import { breadcrumbLd, organizationLd, productLd, websiteLd } from '../../shared/seo/jsonld';
import { productDetailEvent } from '../../shared/tracking';
import { favoriteStore, isFavorite, loadProductExtras } from '../catalog/product-extras';
import { withArticleGrids } from '../content/article-grids';
import { decidedPage, decideWithCart, personalizationOff, withExperiments } from '../content/experiments';
import { trailNames } from '../content/page-events';
import { recordUpsellImpressions, upsellCards } from '../content/upsell';
import { sharedHome } from '../content/variant-cache';
import { withVendorRecommendations } from '../content/vendor-recommendations';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import {
  chrome,
  LOCALE,
  originOf,
  respond,
  SLUG_REDIRECT_CACHE,
  shellFor,
  startShellReads,
} from '../render/page-kit';
import { streamContentPage, streamHomePage, streamProductPage } from '../render/pages';
import type { SizeChoice } from '../render/types';
import type { UpstreamClients } from '../upstream';
import { productDetailView } from '../upstream/decision';
import { ApiError } from '../upstream/errors';
import { withQuery } from '../validation/form-route';
import { safeRedirect } from '../validation/redirect';

/**
 * The product detail view the decision hears of, by the site's `productIdType`: the style id, or
 * the page's path and query (the path alone when the query is not one the service takes).
 */
const productViewed = (c: Context<AppEnv>, productId: string): DecisionEvent => {
  const url = new URL(c.req.url);
  const type = personalization(c.get('site')).productIdType;
  const withQuery = productDetailView(type, {
    styleId: productId.slice(0, 8),
    pathAndQuery: url.pathname + url.search,
  });
  return productDetailViewEventSchema.safeParse(withQuery).success
    ? withQuery
    : productDetailView(type, { styleId: productId.slice(0, 8), pathAndQuery: url.pathname });
};

/** `?added=` (the cart took the size) or `?sku=` (a refused add): the size stays chosen either way. */
const sizeChoice = (added: string | undefined, refused: string | undefined): SizeChoice | undefined =>
  added ? { sku: added, added: true } : refused ? { sku: refused, added: false } : undefined;

/** A quantity the shopper typed, as a form sends it (plain digits, 1 to the maximum), else none. */
const typedQty = (qty: string | undefined): number | undefined => {
  const n = qty && /^\d{1,6}$/.test(qty) ? Number(qty) : Number.NaN;
  return quantitySchema(DEFAULT_MAX_QTY).safeParse(n).data;
};

/** A chosen size with the quantity typed beside it (`?qty=`, from the no-script price check). */
const withTypedQty = (choice: SizeChoice | undefined, qty: string | undefined): SizeChoice | undefined => {
  const typed = typedQty(qty);
  return choice && typed !== undefined ? { ...choice, qty: typed } : choice;
};

/**
 * The buy box's no-script "See the price of this size" (a GET of the add form, `?productId=` the
 * chosen size among its other fields): a 303 to the colour's page with only that size (`?sku=`),
 * which shows it chosen and its price. One URL per size, shareable; a value that is no size of
 * this colour (an edited URL) chooses none. Answered per request: nothing about it is worth keeping.
 */
const sizePriceAnswer = (
  c: Context<AppEnv>,
  canonicalPath: string,
  color: { variants: readonly { sku: string }[] },
  sku: string,
  qty: string | undefined,
): Response => {
  c.header('cache-control', PRIVATE_NO_STORE);
  const size = color.variants.find((v) => v.sku === sku);
  // The quantity the shopper typed goes along, so the add that follows adds what they asked for.
  const typed = typedQty(qty);
  const kept = typed !== undefined && typed !== DEFAULT_QTY ? String(typed) : undefined;
  return safeRedirect(c, size ? withQuery(canonicalPath, { sku: size.sku, qty: kept }) : canonicalPath, 303);
};

/**
 * A page for a refused (4xx) or failed (5xx) request other than "not found": the error-4xx
 * content page says the page does not exist, which would be wrong here, so the heading comes from
 * the interface text and says what kind of failure it was.
 */
const problemPage = (
  c: Context<AppEnv>,
  status: number,
  problem?: 'unavailable',
  said?: PageProblem,
): ContentPage => {
  const { site } = c.var;
  const messages = messagesFor(site.language, site.locale);
  const degraded = degradedText(site.language);
  const [heading, text] = said
    ? [said.heading, said.text]
    : problem
      ? [degraded.commerceUnavailable, degraded.commerceUnavailableText]
      : status < 500
        ? [messages.requestInvalid, messages.requestInvalidText]
        : [messages.serverError, messages.serverErrorText];
  const url = new URL(c.req.url);
  // Trying again is the remedy for an outage; elsewhere the way on is the home page.
  const link = problem
    ? { kind: 'link' as const, text: degraded.tryAgain, url: `${url.pathname}${url.search}` }
    : { kind: 'link' as const, text: messages.home, url: `/${site.locale}` };
  return {
    id: `error-${status}`,
    slug: `error-${status}`,
    seo: { title: heading, description: text },
    sections: [
      {
        name: 'message',
        items: [
          {
            id: `error-${status}-message`,
            type: 'rich-text',
            alignment: 'center',
            blocks: [{ kind: 'heading', level: 2, text: heading }, { kind: 'paragraph', text }, link],
          },
        ],
      },
    ],
  };
};

/** What a refusal that knows its cause says instead of the generic "request refused" (translated). */
export type PageProblem = { heading: string; text: string };

/**
 * The error page with the given status: the error-4xx content page for a 404, else `problemPage`
 * (saying `said` when the caller knows better than the status what went wrong).
 */
export const renderErrorPage = async (
  c: Context<AppEnv>,
  status: number,
  kind?: 'unavailable',
  said?: PageProblem,
): Promise<Response> => {
  const problem = status === 404 && !said ? null : problemPage(c, status, kind, said);
  const shell = await shellFor(c, {
    pageType: 'Error',
    title: problem ? problem.seo.title : messagesFor(c.var.site.language, c.var.site.locale).pageNotFound,
    description: '',
    canonicalPath: new URL(c.req.url).pathname,
  });
  const page: Promise<ContentPage | null> = problem
    ? Promise.resolve(problem)
    : c
        .get('upstream')
        .content.page('error-4xx')
        .catch((error: unknown) => {
          c.get('log').warn('error page content unavailable', { error: String(error) });
          return null;
        });
  const response = await respond(c, 'content', shell, { ...chrome(c), page }, streamContentPage, status);
  // An outage page is no page to keep: the next request may well succeed.
  if (kind) response.headers.set('cache-control', 'private, no-store');
  return response;
};

export const pages = new Hono<AppEnv>()
  .get(`/${LOCALE}`, async (c) => {
    const { site } = c.var;
    // A shopper with nothing personal about them may get the page another shopper's variants made.
    const shared = sharedHome(c);
    const kept = await shared?.fromCode();
    if (kept) return kept;
    const content = c.get('upstream').content;
    const page = content
      .augmentedPage('home')
      .then((home) => withArticleGrids(home, new URL(c.req.url).searchParams, content.articles, c.get('log')))
      .then((home) =>
        personalizationOff(c) ? home : withVendorRecommendations(home, c.get('upstream').decision, site),
      );
    // Handled by the renderer once the shell is out; until then a failing read is not unhandled.
    page.catch(() => {});
    // Decided beside the shell's reads, within its budget: the hero's variant is in the first paint.
    // It hears the cart the header reads anyway: at once without a basket (nothing to read), after
    // that read with one (no read of its own).
    const reads = startShellReads(c, 'Home');
    const decided = decideWithCart(c, reads.cart, { pageType: 'Home', breadcrumbs: [], categories: [] });
    // The head flushes before the page content arrives, so its title cannot wait for it.
    const shell = await shellFor(
      c,
      {
        pageType: 'Home',
        title: pageTitles(site.language).homeTitle,
        description: pageTitles(site.language).homeDescription,
        canonicalPath: `/${site.locale}`,
        jsonLd: [organizationLd(originOf(c)), websiteLd(originOf(c), site.locale)],
      },
      reads,
    );
    const experiments = await decided;
    const sameVariants = await shared?.afterDecision(experiments);
    if (sameVariants) return sameVariants;
    const decidedShell = withExperiments(shell, experiments);
    const response = decidedPage(
      await respond(c, 'home', decidedShell, { ...chrome(c), page }, streamHomePage),
      experiments,
    );
    return shared ? shared.keep(response, experiments, decidedShell, page) : response;
  })
  .get(`/${LOCALE}/p/:segment`, async (c) => {
    const { site } = c.var;
    const parsed = parseProductPath(c.req.param('segment'));
    if (!parsed) throw new HttpError(404, 'API404', 'Product not found');
    // What does not depend on the product starts with it: the first byte waits for the slowest
    // read, not for their sum.
    const personal = startShellReads(c, 'PDP');
    const frame = chrome(c);
    const favoriteStoreRead = favoriteStore(c);
    let product: Awaited<ReturnType<UpstreamClients['products']['details']>>;
    try {
      product = await c.get('upstream').products.details(parsed.productId);
    } catch (error) {
      if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
        throw new HttpError(404, 'API404', 'Product not found');
      }
      throw error;
    }
    const colorCode = parsed.productId.length === 11 ? parsed.productId.slice(8) : product.defaultColor;
    const color = product.colors.find((candidate) => candidate.code === colorCode);
    if (!color) throw new HttpError(404, 'API404', 'Product not found');
    const canonicalPath = productUrl(site.locale, product.slug, color.productId);
    if (parsed.slug !== product.slug) {
      c.header('cache-control', SLUG_REDIRECT_CACHE);
      return safeRedirect(c, canonicalPath + new URL(c.req.url).search, 301);
    }
    const sizeForPrice = c.req.query('productId');
    if (sizeForPrice !== undefined)
      return sizePriceAnswer(c, canonicalPath, color, sizeForPrice, c.req.query('qty'));
    // The page's one decision (the upsell's recommendations) goes out once the product (a kept read)
    // names its trail and the header's cart read is in (none without a basket); a redirect asks none.
    const decided = decideWithCart(c, personal.cart, {
      pageType: 'PDP',
      breadcrumbs: trailNames(product.categories),
      // The product's own category, as a category page names its own (the trail's last).
      categories: product.categories.slice(-1).map((category) => category.id),
      context: [productViewed(c, parsed.productId)],
    });
    const origin = originOf(c);
    const shell = await shellFor(
      c,
      {
        pageType: 'PDP',
        title: `${product.name} — ${color.name} | Ridgeline`,
        description: product.description.slice(0, 160),
        canonicalPath,
        jsonLd: [
          productLd(product, color, origin, `${origin}${canonicalPath}`),
          breadcrumbLd(origin, [
            { name: messagesFor(site.language, site.locale).home, url: `/${site.locale}` },
            ...product.categories.map((cat) => ({
              name: cat.name,
              url: categoryUrl(site.locale, cat.slug, cat.id),
            })),
            { name: product.name, url: canonicalPath },
          ]),
        ],
        dataLayer: [productDetailEvent(product, color, site)],
      },
      personal,
    );
    const experiments = await decided;
    const upsell = upsellCards(c, experiments).catch((error: unknown) => {
      c.get('log').warn('upsell unavailable', { error: String(error) });
      return [];
    });
    recordUpsellImpressions(c, experiments, upsell);
    const extras = Promise.all([loadProductExtras(c, product.masterId, canonicalPath), upsell]).then(
      ([data, cards]) => ({ ...data, upsell: cards }),
    );
    const response = await respond(
      c,
      'product',
      withExperiments(shell, experiments),
      {
        ...frame,
        product,
        selectedColorCode: color.code,
        choice: withTypedQty(sizeChoice(c.req.query('added'), c.req.query('sku')), c.req.query('qty')),
        favoriteStore: favoriteStoreRead,
        favorite: isFavorite(c, color.productId),
        extras,
      },
      streamProductPage,
    );
    return decidedPage(response, experiments);
  });
