/**
 * Category pages (`/{locale}/c/{slug}-{categoryId}`, page type PLP), search results
 * (`/{locale}/search?q=`, Search) and the search hub (`/{locale}/search`, SearchHub). A category
 * route awaits the category look-up (it decides 404 and the canonical slug); the search and the
 * content stream in as they resolve.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { UnavailableNotice } from '../../client/components/UnavailableNotice';
import { messagesFor, t } from '../../client/i18n';
import { pageTitles } from '../../client/i18n/page-titles';
import { ListingMain, SearchHubMain } from '../../client/pages/ListingPage';
import type { CatalogResponse, ProductSearchResult } from '../../shared/contract';
import type { ListingState } from '../../shared/listing-url';
import { parseCategoryPath } from '../../shared/routes';
import { breadcrumbLd } from '../../shared/seo/jsonld';
import { listingStateOf, searchQueryOf } from '../catalog/listing-query';
import { decidedPage, decideWithCart, withExperiments } from '../content/experiments';
import { trailNames } from '../content/page-events';
import { decidedCards, recList } from '../content/recommendations';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import {
  chrome,
  LOCALE,
  originOf,
  page,
  SLUG_REDIRECT_CACHE,
  shellFor,
  soft,
  startShellReads,
} from '../render/page-kit';
import { searchView } from '../upstream/decision';
import { ApiError } from '../upstream/errors';
import { safeRedirect } from '../validation/redirect';

/**
 * A page past the listing's last one is not found. Rendered, it answered 200 with the total
 * ("114 products") above "No products match these filters", a page no link leads to and a crawler
 * should drop. Only a later page waits for its search before the shell, as a category waits for
 * its look-up: page 1 without results is the no-results page, and a failed search still renders
 * the listing's notice.
 */
const assertPageExists = async (state: ListingState, search: Promise<ProductSearchResult | null>) => {
  if (state.page === 1) return;
  const result = await search;
  if (result && result.products.length === 0) throw new HttpError(404, 'API404', 'Page not found');
};

/** The decision's component a category page's recommendations read (experience 1002). */
const CATEGORY_RECS_COMPONENT = 'plp-recs';

const categoryOf = async (c: Context<AppEnv>, categoryId: string): Promise<CatalogResponse> => {
  try {
    return await c.get('upstream').search.catalog(categoryId);
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400))
      throw new HttpError(404, 'API404', 'Category not found');
    throw error;
  }
};

/** The listing's place when the catalogue is failing: its heading, and what to do. */
const unavailable = (c: Context<AppEnv>, heading: string) => {
  const url = new URL(c.req.url);
  return createElement(UnavailableNotice, { part: 'listing', heading, retryHref: url.pathname + url.search });
};

export const listingPages = new Hono<AppEnv>()
  .get(`/${LOCALE}/c/:segment`, async (c) => {
    const { site } = c.var;
    const parsed = parseCategoryPath(c.req.param('segment'));
    if (!parsed) throw new HttpError(404, 'API404', 'Category not found');
    const state = listingStateOf(c);
    // The menu and footer start with the page's own reads (they share its upstream budget).
    chrome(c);
    const search = soft(
      c,
      'category products',
      c.get('upstream').search.productSearch(searchQueryOf(state, parsed.categoryId)),
    );
    const content = soft(c, 'category content', c.get('upstream').search.categoryContent(parsed.categoryId));
    const catalog = await categoryOf(c, parsed.categoryId);
    const category = catalog.category!;
    const path = `/${site.locale}/c/${category.slug}-${category.id}`;
    if (parsed.slug !== category.slug) {
      c.header('cache-control', SLUG_REDIRECT_CACHE);
      return safeRedirect(c, path + new URL(c.req.url).search, 301);
    }
    // The page's one decision (the recommendations' variant) goes out beside the listing's reads,
    // once the category (a kept read) names its trail for the page view and the header's cart read
    // is in (none without a basket); a redirect asks none.
    const reads = startShellReads(c, 'PLP');
    const decided = decideWithCart(c, reads.cart, {
      pageType: 'PLP',
      breadcrumbs: trailNames(catalog.breadcrumbs ?? []),
      categories: [parsed.categoryId],
    });
    await assertPageExists(state, search);
    const shell = await shellFor(
      c,
      {
        pageType: 'PLP',
        title: `${category.name} | Ridgeline`,
        description: `${category.name} — Ridgeline`,
        canonicalPath: path,
        jsonLd: [
          breadcrumbLd(originOf(c), [
            { name: messagesFor(site.language, site.locale).home, url: `/${site.locale}` },
            ...(catalog.breadcrumbs ?? []).map((b) => ({ name: b.name, url: b.url })),
          ]),
        ],
      },
      reads,
    );
    const crumbs = (catalog.breadcrumbs ?? [])
      .slice(0, -1)
      .map((b) => ({ id: b.id, name: b.name, slug: b.slug }));
    const experiments = await decided;
    // Their impressions are the browser's to report, once seen (client/islands/RecEvents.tsx).
    const recommendations = recList(decidedCards(c, experiments, CATEGORY_RECS_COMPONENT));
    const response = await page(c, withExperiments(shell, experiments), 'ListingMain', async () => {
      const [result, doc] = await Promise.all([search, content]);
      if (!result) return unavailable(c, doc?.heading ?? category.name);
      return createElement(ListingMain, {
        kind: 'category',
        path,
        state,
        heading: doc?.heading ?? category.name,
        intro: doc?.intro,
        sections: doc?.sections,
        breadcrumbs: { items: crumbs, current: category.name },
        result,
        recommendations,
      });
    });
    return decidedPage(response, experiments);
  })
  .get(`/${LOCALE}/search`, async (c) => {
    const { site } = c.var;
    const state = listingStateOf(c);
    const path = `/${site.locale}/search`;
    if (!state.q) {
      const hub = soft(c, 'search hub content', c.get('upstream').search.searchContent('hub'));
      const catalog = soft(c, 'catalog', c.get('upstream').search.catalog());
      const shell = await shellFor(c, {
        pageType: 'SearchHub',
        title: pageTitles(site.language).searchTitle,
        description: pageTitles(site.language).searchDescription,
        canonicalPath: path,
      });
      return page(c, shell, 'SearchHubMain', async () => {
        const [doc, cat] = await Promise.all([hub, catalog]);
        // Level 2 names repeat under each root (Clothing, Footwear): they carry their parent's name.
        const byId = new Map((cat?.categories ?? []).map((x) => [x.id, x]));
        const categories = (cat?.categories ?? [])
          .filter((x) => x.level <= 2)
          .sort((a, b) => b.productCount - a.productCount)
          .slice(0, 8)
          .map((x) => {
            const parent = x.parentId ? byId.get(x.parentId) : undefined;
            return parent ? { ...x, name: `${parent.name} › ${x.name}` } : x;
          });
        return createElement(SearchHubMain, {
          heading: doc?.heading ?? t(messagesFor(site.language, site.locale), 'searchHubTitle'),
          intro: doc?.intro ?? '',
          categories,
          terms: doc?.popularTerms ?? [],
        });
      });
    }
    const search = soft(c, 'search results', c.get('upstream').search.productSearch(searchQueryOf(state)));
    // The decision hears the search (section 3's search view) beside the results read, and the cart
    // once the header's cart read is in (none without a basket).
    const viewed = searchView(state.q);
    const reads = startShellReads(c, 'Search');
    const decided = decideWithCart(c, reads.cart, {
      pageType: 'Search',
      breadcrumbs: [],
      categories: [],
      context: [viewed],
    });
    await assertPageExists(state, search);
    const shell = await shellFor(
      c,
      {
        pageType: 'Search',
        // "veste | Recherche | Ridgeline": the query, then the search page's own title.
        title: `${state.q} | ${pageTitles(site.language).searchTitle}`,
        description: pageTitles(site.language).searchDescription,
        canonicalPath: path,
      },
      reads,
    );
    const experiments = await decided;
    const response = await page(c, withExperiments(shell, experiments), 'ListingMain', async () => {
      const result = await search;
      if (!result)
        return unavailable(
          c,
          t(messagesFor(site.language, site.locale), 'searchResultsFor', { q: state.q ?? '' }),
        );
      const noResults =
        result.total === 0
          ? await soft(c, 'no-results content', c.get('upstream').search.searchContent('no-results'))
          : null;
      const key = result.total === 0 ? 'noResultsFor' : 'searchResultsFor';
      return createElement(ListingMain, {
        kind: 'search',
        path,
        state,
        heading: t(messagesFor(site.language, site.locale), key, { q: state.q ?? '' }),
        result,
        noResults,
      });
    });
    return decidedPage(response, experiments);
  });
