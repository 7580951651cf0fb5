/**
 * Shopper pages, streamed. Each route awaits only what decides its status (the product of a PDP),
 * hands the rest to the renderer as promises, and marks the HTML private: it may hold a cart.
 */
import { type Context, Hono } from 'hono';
import { messagesFor } from '../../client/i18n';
import type { ContentPage } from '../../shared/contract';
import { categoryUrl, parseProductPath, productUrl } from '../../shared/routes';
import { breadcrumbLd, organizationLd, productLd, websiteLd } from '../../shared/seo/jsonld';
import { productDetailEvent } from '../../shared/tracking';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { streamContentPage, streamHomePage, streamProductPage } from '../render/pages';
import { ApiError } from '../upstream/errors';
import { chrome, LOCALE, originOf, respond, shellFor, startShellReads } from './page-kit';
import { favoriteStore, loadProductExtras } from './product-extras';

/** The error-4xx content page (spec content page key), with the given status. */
export const renderErrorPage = async (c: Context<AppEnv>, status: number): Promise<Response> => {
  const shell = await shellFor(c, {
    pageType: 'Error',
    title: status === 404 ? 'Page not found' : 'Something went wrong',
    description: '',
    canonicalPath: new URL(c.req.url).pathname,
  });
  const page: Promise<ContentPage | null> = c.var.upstream.content
    .page('error-4xx')
    .catch((error: unknown) => {
      c.var.log.warn('error page content unavailable', { error: String(error) });
      return null;
    });
  return respond(c, 'content', shell, { ...chrome(c), page }, streamContentPage, status);
};

export const pages = new Hono<AppEnv>()
  .get(`/${LOCALE}`, async (c) => {
    const { site } = c.var;
    const page = c.var.upstream.content.augmentedPage('home');
    // The head flushes before the page content arrives, so its title cannot wait for it.
    const shell = await shellFor(c, {
      pageType: 'Home',
      title: 'Ridgeline — Outdoor clothing, footwear and gear',
      description: 'Jackets, footwear, packs and gear for every trail.',
      canonicalPath: `/${site.locale}`,
      jsonLd: [organizationLd(originOf(c)), websiteLd(originOf(c), site.locale)],
    });
    return respond(c, 'home', shell, { ...chrome(c), page }, streamHomePage);
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
    let product: Awaited<ReturnType<typeof c.var.upstream.products.details>>;
    try {
      product = await c.var.upstream.products.details(parsed.productId);
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
    if (parsed.slug !== product.slug) return c.redirect(canonicalPath + new URL(c.req.url).search, 301);
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
            { name: messagesFor(site.language).home, url: `/${site.locale}` },
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
    return respond(
      c,
      'product',
      shell,
      {
        ...frame,
        product,
        selectedColorCode: color.code,
        favoriteStore: favoriteStoreRead,
        extras: loadProductExtras(c, product.masterId, canonicalPath),
      },
      streamProductPage,
    );
  });
