/**
 * Shopper pages, streamed. Each route awaits only what decides its status (the product of a PDP),
 * hands the rest to the renderer as promises, and marks the HTML private: it may hold a cart.
 */
import { type Context, Hono } from 'hono';
import type { Cart, ContentPage } from '../../shared/contract';
import { messageForError } from '../../shared/errors';
import { parseProductPath, productUrl } from '../../shared/routes';
import { SITES } from '../../shared/site';
import { createCartService } from '../cart/service';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import {
  type PageData,
  type PageKind,
  renderPageToString,
  streamContentPage,
  streamHomePage,
  streamProductPage,
} from '../render/pages';
import type { Chrome, PageShell, PageType } from '../render/types';
import { ApiError } from '../upstream/errors';

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Pages carry the shopper's cart: never in a shared cache.
  'cache-control': 'private, no-cache',
};

/** Menu and footer never fail a page: a failure is logged and the page renders without them. */
const chrome = (c: Context<AppEnv>): Chrome => {
  const soft = <T>(name: string, p: Promise<T>): Promise<T | null> =>
    p.catch((error: unknown) => {
      c.var.log.warn(`${name} unavailable`, { error: String(error) });
      return null;
    });
  return {
    menu: soft('menu', c.var.upstream.content.menu()),
    footer: soft('footer', c.var.upstream.content.footer()),
  };
};

const cartForPage = async (c: Context<AppEnv>): Promise<Cart | null> => {
  // Static routes (assets, images) run without a session; their 404 page has no cart.
  if (!c.var.session) return null;
  try {
    return await createCartService(c.var.session, c.var.upstream, c.var.site).current();
  } catch (error) {
    c.var.log.warn('cart unavailable for page', { error: String(error) });
    return null;
  }
};

const shellFor = async (
  c: Context<AppEnv>,
  page: { pageType: PageType; title: string; description: string; canonicalPath: string },
): Promise<PageShell> => {
  const cartError = c.req.query('cartError');
  return {
    ...page,
    site: c.var.site,
    nonce: c.var.secureHeadersNonce ?? '',
    cart: await cartForPage(c),
    formError:
      cartError && /^[A-Z]{3}\d{3}$/.test(cartError)
        ? { errorId: cartError, message: messageForError(cartError) }
        : undefined,
    log: c.var.log,
  };
};

/**
 * The page, streamed; under `npm run bench` only, `?render=string` renders the same page with one
 * plain `renderToString` instead, so the bench can put the two side by side.
 */
const respond = async <K extends PageKind>(
  c: Context<AppEnv>,
  kind: K,
  shell: PageShell,
  data: PageData[K],
  stream: (shell: PageShell, data: PageData[K]) => ReadableStream<Uint8Array>,
  status = 200,
): Promise<Response> => {
  const body =
    c.env.BENCH === '1' && c.req.query('render') === 'string'
      ? await renderPageToString(kind, shell, data)
      : stream(shell, data);
  return new Response(body, { status, headers: HTML_HEADERS });
};

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

/** Only the locales we serve match; any other first segment falls through to the 404 page. */
const LOCALE = `:locale{(?:${Object.keys(SITES).join('|')})}`;

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
    });
    return respond(c, 'home', shell, { ...chrome(c), page }, streamHomePage);
  })
  .get(`/${LOCALE}/p/:segment`, async (c) => {
    const { site } = c.var;
    const parsed = parseProductPath(c.req.param('segment'));
    if (!parsed) throw new HttpError(404, 'API404', 'Product not found');
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
    const shell = await shellFor(c, {
      pageType: 'PDP',
      title: `${product.name} — ${color.name} | Ridgeline`,
      description: product.description.slice(0, 160),
      canonicalPath,
    });
    return respond(
      c,
      'product',
      shell,
      { ...chrome(c), product, selectedColorCode: color.code },
      streamProductPage,
    );
  });
