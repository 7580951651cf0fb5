/**
 * What every page route needs: the chrome (menu, footer), the shell (site, nonce, cart, notices)
 * and one way to answer with HTML. New page types build on these and `streamPage`.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import type { ReactNode } from 'react';
import type { InStoreBarView } from '../../client/island-kit/context';
import type { LocationPromptProps } from '../../client/islands/LocationPrompt';
import { BENEFIT_BAR_COOKIE } from '../../shared/benefit-bar';
import type { Cart } from '../../shared/contract';
import type { Popup } from '../../shared/contract/content-items-b';
import { messageForError } from '../../shared/errors';
import { SITES } from '../../shared/site';
import { identityOf } from '../auth/identity';
import { contentRequestOf } from '../content/request-facts';
import type { AppEnv } from '../env';
import { locationPromptProps } from '../locale/prompt';
import { PRIVATE_NO_STORE } from '../middleware/no-store';
import { favoriteStoreId } from '../stores/favorite';
import { ApiError } from '../upstream/errors';
import { type PageData, type PageKind, renderPageToString, renderWholePage, streamPage } from './pages';
import type { Chrome, PageShell, PageType } from './types';

/** Route segment matching only the locales we serve; any other first segment falls through to 404. */
export const LOCALE = `:locale{(?:${Object.keys(SITES).join('|')})}`;

const HTML_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  // Pages carry the shopper's cart: never in a shared cache.
  'cache-control': 'private, no-cache',
};

/**
 * A wrong slug's 301 to the canonical URL (category and product pages): the same for everyone, and
 * bounded, since a browser keeps a 301 without a lifetime for as long as it likes and a renamed
 * product's slug would then point at the old one.
 */
export const SLUG_REDIRECT_CACHE = 'public, max-age=3600';

/**
 * A member's pages greet them by name (and show their points): personal, so not even the browser
 * keeps them (`no-cache` would let it store and revalidate). A guest's carry only a cart count.
 */
const htmlHeaders = (c: Context<AppEnv>) =>
  c.get('session').isMember || c.get('inStore').active
    ? { ...HTML_HEADERS, 'cache-control': PRIVATE_NO_STORE }
    : HTML_HEADERS;

/** A part a page can do without: its failure is logged and it becomes null. */
export const soft = <T>(c: Context<AppEnv>, what: string, p: Promise<T>): Promise<T | null> =>
  p.catch((error: unknown) => {
    c.get('log').warn(`${what} unavailable`, { error: String(error) });
    return null;
  });

/**
 * Menu and footer never fail a page: a failure is logged and the page renders without them. Read
 * once per request and started with the shell's reads, so they share the request's upstream
 * budget from its start rather than from whenever the page is ready to render them.
 */
export const chrome = (c: Context<AppEnv>): Chrome => {
  let reads = c.get('chrome');
  if (!reads) {
    reads = {
      menu: soft(c, 'menu', c.get('upstream').content.menu()),
      footer: soft(c, 'footer', c.get('upstream').content.footer()),
    };
    c.set('chrome', reads);
  }
  return reads;
};

const cartForPage = async (c: Context<AppEnv>, inventoryCheck: boolean): Promise<Cart | null> => {
  try {
    return await c.get('cart').current({
      favStoreId: favoriteStoreId(c),
      inventoryCheck,
    });
  } catch (error) {
    c.get('log').warn('cart unavailable for page', { error: String(error) });
    if (!(error instanceof ApiError) || error.status >= 500) c.set('cartUnavailable', true);
    return null;
  }
};

/**
 * The shop's configured public origin (PUBLIC_ORIGIN): canonical, hreflang, JSON-LD, sitemap and
 * e-mailed links are absolute on it. Never the request's Host: a client chooses that header, and
 * these links reach shared caches (sitemaps, robots.txt) and other people's inboxes.
 */
export const originOf = (c: Context<AppEnv>): string => c.env.PUBLIC_ORIGIN;

/** The shopper's reads a shell waits for, started together (and early, to overlap a page's own). */
export type ShellReads = {
  locationPrompt: Promise<LocationPromptProps | undefined>;
  cart: Promise<Cart | null>;
  /** The site's pop-ups: not awaited by the shell, rendered after the footer (never rejects). */
  popups: Promise<Popup[] | null>;
};

/**
 * Pages without the site's pop-ups: checkout and its confirmation, the cart, the account and the
 * sign-in/sign-up pages (all `Account`). A promotion there competes with the task the shopper came
 * to finish, and a registration pop-up on the sign-in page is noise (docs/ARCHITECTURE.md).
 */
const NO_POPUP_PAGES: ReadonlySet<PageType> = new Set(['Checkout', 'Order Confirmation', 'Cart', 'Account']);

/** How long a page waits for the pop-ups before it ends without them (they are not worth a slow page). */
export const POPUPS_READ_TIMEOUT_MS = 1500;

/** The site's pop-ups for a page: null (logged) when the read fails or takes too long. */
const sitePopups = (c: Context<AppEnv>, pageType: PageType): Promise<Popup[] | null> => {
  if (NO_POPUP_PAGES.has(pageType)) return Promise.resolve(null);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`timed out after ${POPUPS_READ_TIMEOUT_MS} ms`)),
      POPUPS_READ_TIMEOUT_MS,
    );
  });
  const read = (async () => (await c.get('upstream').content.popups()).popups)();
  return soft(c, 'popups', Promise.race([read, timeout])).finally(() => {
    if (timer !== undefined) clearTimeout(timer);
  });
};

export const startShellReads = (c: Context<AppEnv>, pageType: PageType): ShellReads => {
  chrome(c);
  return shellReads(c, pageType);
};

const shellReads = (c: Context<AppEnv>, pageType: PageType): ShellReads => ({
  locationPrompt: locationPromptProps(c, pageType),
  // The cart page checks stock now: lines that ran out show what happened and what to do.
  cart: cartForPage(c, pageType === 'Cart'),
  popups: sitePopups(c, pageType),
});

export const shellFor = async (
  c: Context<AppEnv>,
  page: { pageType: PageType; title: string; description: string; canonicalPath: string } & Pick<
    PageShell,
    'indexable' | 'jsonLd' | 'dataLayer'
  >,
  reads: ShellReads = startShellReads(c, page.pageType),
): Promise<PageShell> => {
  const cartError = c.req.query('cartError');
  // The page type is a blob of the request's data point (worker/observability).
  c.get('metrics').pageType = page.pageType;
  const [locationPrompt, cart] = await Promise.all([reads.locationPrompt, reads.cart]);
  return {
    origin: originOf(c),
    benefitBarClosed: getCookie(c, BENEFIT_BAR_COOKIE) === '1',
    locationPrompt,
    ...page,
    site: c.get('site'),
    nonce: c.get('secureHeadersNonce') ?? '',
    cart,
    contentRequest: contentRequestOf(c, cart),
    popups: reads.popups,
    // Read after the cart: a refused cart is replaced during that read. The query is checkout's
    // redirect after the same happened there.
    cartReset: c.get('session').cartWasReset || cartError === 'AUT498',
    formError:
      cartError && /^[A-Z]{3}\d{3}$/.test(cartError)
        ? { errorId: cartError, message: messageForError(cartError) }
        : undefined,
    identity: identityOf(c, page.canonicalPath),
    inStore: inStoreBar(c),
    log: c.get('log'),
    metrics: c.get('metrics'),
  };
};

/** The in-store bar of this page, when an associate's session is on (its time left as of now). */
const inStoreBar = (c: Context<AppEnv>): InStoreBarView | undefined => {
  const view = c.get('inStore').view;
  return (
    view && {
      storeName: view.storeName,
      storeEmployeeName: view.storeEmployeeName,
      left: view.endsAt - Date.now(),
    }
  );
};

/** An HTML answer for a page stream (private: it may hold the shopper's cart). */
export const html = (
  c: Context<AppEnv>,
  body: ReadableStream<Uint8Array> | Uint8Array | string,
  status = 200,
): Response => new Response(body, { status, headers: htmlHeaders(c) });

/** Under `npm run bench` only: `?render=string` asks for the one-`renderToString` baseline. */
const benchAsString = (c: Context<AppEnv>): boolean =>
  c.env.BENCH === '1' && c.req.query('render') === 'string';

/**
 * Any page: header and navigation flush first, then `main` once its data resolves (DESIGN.md
 * Streaming); under the bench, `?render=string` renders the same page in one pass instead.
 */
export const page = async (
  c: Context<AppEnv>,
  shell: PageShell,
  name: string,
  main: () => Promise<ReactNode> | ReactNode,
  status = 200,
): Promise<Response> =>
  html(
    c,
    benchAsString(c)
      ? await renderWholePage(shell, chrome(c), main)
      : streamPage(shell, chrome(c), name, main),
    status,
  );

/** `page` for the kinds with their own stream functions (home, product, content). */
export const respond = async <K extends PageKind>(
  c: Context<AppEnv>,
  kind: K,
  shell: PageShell,
  data: PageData[K],
  stream: (shell: PageShell, data: PageData[K]) => ReadableStream<Uint8Array>,
  status = 200,
): Promise<Response> => {
  const body = benchAsString(c) ? await renderPageToString(kind, shell, data) : stream(shell, data);
  return html(c, body, status);
};
