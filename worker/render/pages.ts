/**
 * Page renderers the worker's routes call (DESIGN.md Streaming). Each returns a `ReadableStream`
 * that enqueues the document head at once, then awaits each segment in document order (header ←
 * menu + cart; main ← page sections or product; footer ← footer), renders it with `renderToString`
 * and enqueues it with one `TextEncoder` call, then the state snapshot and the island loader.
 * React's `renderToReadableStream` is avoided on purpose: in workerd it costs several times the CPU.
 *
 * `renderPageToString` renders the same page in one `renderToString` call, for the bench.
 */
import { createElement, type ReactNode } from 'react';
import { islandMessages, messagesFor, t } from '../../client/i18n';
import type { PageContextValue } from '../../client/island-kit/context';
import { ContentMain } from '../../client/pages/ContentPage';
import { ProductMain } from '../../client/pages/ProductPage';
import { type StateSnapshot, siteInfo } from '../../client/state/snapshot';
import type { ContentPage, Footer, Menu } from '../../shared/contract';
import { assets as builtAssets } from './assets';
import { documentEnd, documentStart, preloadLinks } from './document';
import { createIslandRegistry, type PageRender, renderSegment } from './islands';
import type { Assets } from './manifest';
import {
  contentMainSegment,
  footerSegment,
  headerSegment,
  mainSegment,
  popupSegment,
  productBuyBoxSegment,
  productExtrasSegment,
  settle,
  wholeBody,
} from './segments';
import { pageLists } from './shared-lists';
import type {
  Chrome,
  ContentPageData,
  HomePageData,
  PageShell,
  ProductPageData,
  ProductPageExtras,
} from './types';

export type RenderOptions = { assets?: Assets };

function createRender(shell: PageShell): { render: PageRender; state: StateSnapshot } {
  const messages = messagesFor(shell.site.language, shell.site.locale);
  const state: StateSnapshot = {
    cart: shell.cart,
    site: siteInfo(shell.site),
    messages: islandMessages(messages),
  };
  const lists = pageLists();
  const page: PageContextValue = {
    site: shell.site,
    messages,
    islands: createIslandRegistry(state),
    tracking: { impressions: [], promotions: [] },
    ...(shell.origin ? { origin: shell.origin } : {}),
    ...(shell.locationPrompt ? { locationPrompt: shell.locationPrompt } : {}),
    ...(shell.identity ? { identity: shell.identity } : {}),
    ...(shell.inStore ? { inStore: shell.inStore } : {}),
    ...(shell.contentRequest ? { request: shell.contentRequest } : {}),
    ...(shell.benefitBarClosed ? { benefitBarClosed: true } : {}),
    sharedList: lists.defer,
    sharedItem: lists.deferItem,
  };
  const render: PageRender = { page, log: shell.log, segments: 0, metrics: shell.metrics };
  render.fillDeferred = (html) => lists.fill(html, render);
  return { render, state };
}

type SegmentFn = (render: PageRender) => Promise<string> | string;

/** The streaming core: head first, then each segment in order as its data resolves, then the tail. */
export function streamDocument(
  shell: PageShell,
  segments: SegmentFn[],
  options: RenderOptions = {},
): ReadableStream<Uint8Array> {
  const assets = options.assets ?? builtAssets;
  const { render, state } = createRender(shell);
  const encoder = new TextEncoder();
  const preloaded = new Set<string>();
  let cancelled = false;

  // Modulepreload the chunks of islands that hydrate on load, in the segment that first uses them.
  const withPreloads = (html: string): string => {
    const urls: string[] = [];
    for (const [name, strategy] of render.page.islands.used) {
      if (strategy !== 'load') continue;
      for (const url of assets.islandPreloads(name)) {
        if (!preloaded.has(url)) {
          preloaded.add(url);
          urls.push(url);
        }
      }
    }
    return urls.length ? preloadLinks(urls) + html : html;
  };

  const run = async (controller: ReadableStreamDefaultController<Uint8Array>) => {
    shell.metrics?.streamStarted();
    for (const segment of segments) {
      let html: string;
      try {
        html = await segment(render);
      } catch (error) {
        shell.log.error('page segment failed', { error });
        html = '';
      }
      if (cancelled) return;
      if (html) controller.enqueue(encoder.encode(withPreloads(html)));
    }
    const hasIslands = render.page.islands.used.size > 0;
    controller.enqueue(
      encoder.encode(
        documentEnd(
          shell,
          assets,
          state,
          hasIslands,
          render.page.tracking?.impressions,
          render.page.tracking?.promotions,
        ),
      ),
    );
    controller.close();
  };

  return new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(
        encoder.encode(documentStart(shell, assets, t(render.page.messages, 'skipToContent'))),
      );
      run(controller)
        .catch((error) => {
          shell.log.error('page stream failed', { error });
          try {
            controller.close();
          } catch {
            // already closed or cancelled
          }
        })
        .finally(() => shell.metrics?.streamEnded());
    },
    cancel() {
      cancelled = true;
    },
  });
}

/**
 * Any page: the header, then `main` (a component tree built once its data resolves, logged as
 * `name` if it fails), then the footer. New page types need nothing more than this.
 */
export function streamPage(
  shell: PageShell,
  chrome: Chrome,
  name: string,
  main: () => Promise<ReactNode> | ReactNode,
  options?: RenderOptions,
): ReadableStream<Uint8Array> {
  return streamDocument(
    shell,
    chromeSegments(shell, chrome, async (render) => mainSegment(name, await main(), shell, render)),
    options,
  );
}

const chromeSegments = (shell: PageShell, chrome: Chrome, ...main: SegmentFn[]): SegmentFn[] => [
  async (render) => headerSegment(await settle(chrome.menu, 'menu', shell), render),
  ...main,
  async (render) => footerSegment(await settle(chrome.footer, 'footer', shell), render),
  async (render) => popupSegment(await settled(shell.popups, 'popups', shell), render),
];

const settled = <T>(promise: Promise<T | null> | undefined, what: string, shell: PageShell) =>
  promise ? settle(promise, what, shell) : Promise.resolve(null);

export function streamHomePage(
  shell: PageShell,
  data: HomePageData,
  options?: RenderOptions,
): ReadableStream<Uint8Array> {
  return streamDocument(
    shell,
    chromeSegments(shell, data, async (render) =>
      contentMainSegment(await settle(data.page, 'home page content', shell), false, shell, render),
    ),
    options,
  );
}

/** What the buy box shows of the shopper: the favourite store and whether the colour is a favorite. */
const personalBuyBox = async (
  data: ProductPageData,
  shell: PageShell,
): Promise<Omit<ProductPageExtras, 'data'>> => {
  const [favoriteStore, favorite] = await Promise.all([
    settled(data.favoriteStore, 'favourite store', shell),
    settled(data.favorite, 'favorite', shell),
  ]);
  return { favoriteStore, favorite: favorite === true };
};

/** The buy box streams as soon as the product is known; the extras follow as their own segment. */
export function streamProductPage(
  shell: PageShell,
  data: ProductPageData,
  options?: RenderOptions,
): ReadableStream<Uint8Array> {
  return streamDocument(
    shell,
    chromeSegments(
      shell,
      data,
      async (render) =>
        productBuyBoxSegment(
          data.product,
          data.selectedColorCode,
          await personalBuyBox(data, shell),
          shell,
          render,
          data.choice,
        ),
      async (render) => productExtrasSegment(await settled(data.extras, 'product extras', shell), render),
    ),
    options,
  );
}

/** Content pages, including error-4xx (a null page renders the "page not found" fallback). */
export function streamContentPage(
  shell: PageShell,
  data: ContentPageData,
  options?: RenderOptions,
): ReadableStream<Uint8Array> {
  return streamDocument(
    shell,
    chromeSegments(shell, data, async (render) =>
      contentMainSegment(
        await settle(data.page, 'content page', shell),
        shell.pageType === 'Error',
        shell,
        render,
      ),
    ),
    options,
  );
}

export type PageKind = 'home' | 'product' | 'content';
export type PageData = { home: HomePageData; product: ProductPageData; content: ContentPageData };

/**
 * The same page as `streamPage`, but with all data awaited first and the whole body rendered in
 * one `renderToString` call (no streaming, no per-item isolation): the bench's baseline.
 */
export async function renderWholePage(
  shell: PageShell,
  chrome: Chrome,
  main: () => Promise<ReactNode> | ReactNode,
  options: RenderOptions = {},
): Promise<string> {
  const assets = options.assets ?? builtAssets;
  const { render, state } = createRender(shell);
  const [menu, footer, tree, popups] = await Promise.all([
    settle<Menu>(chrome.menu, 'menu', shell),
    settle<Footer>(chrome.footer, 'footer', shell),
    main(),
    settled(shell.popups, 'popups', shell),
  ]);
  const body =
    renderSegment(wholeBody({ menu, footer, main: tree }, shell), render) + popupSegment(popups, render);
  return (
    documentStart(shell, assets, t(render.page.messages, 'skipToContent')) +
    body +
    documentEnd(
      shell,
      assets,
      state,
      render.page.islands.used.size > 0,
      render.page.tracking?.impressions,
      render.page.tracking?.promotions,
    )
  );
}

/** `renderWholePage` for the page kinds with their own stream functions (home, product, content). */
export function renderPageToString<K extends PageKind>(
  kind: K,
  shell: PageShell,
  data: PageData[K],
  options: RenderOptions = {},
): Promise<string> {
  const main = async (): Promise<ReactNode> => {
    if (kind === 'product') {
      const d = data as ProductPageData;
      const [extras, personal] = await Promise.all([
        settled(d.extras, 'product extras', shell),
        personalBuyBox(d, shell),
      ]);
      return createElement(ProductMain, {
        product: d.product,
        selectedColorCode: d.selectedColorCode,
        choice: d.choice,
        extras: { data: extras, ...personal },
      });
    }
    const page = await settle<ContentPage>((data as ContentPageData).page, 'page', shell);
    return createElement(ContentMain, { page, notFound: shell.pageType === 'Error' });
  };
  return renderWholePage(shell, data, main, options);
}

/** Reads a page stream to a string (tests, bench). */
export async function streamToString(stream: ReadableStream<Uint8Array>): Promise<string> {
  return new Response(stream).text();
}
