/**
 * Fills the article grids of a content page for this request (content spec 2, 4 and 8): the
 * shopper's tag filters and read-more offset come from the page URL (`component{id}[…]`), and the
 * article search answers everything up to that offset in one call, so the grid renders whole on the
 * server and works without script. A failed search is logged and the grid renders without results.
 */
import { gridStateOf, pageSize, searchFor } from '../../client/sections/articles/grid-state';
import type { ArticleSearch, ContentItem, ContentPage } from '../../shared/contract';
import type { Logger } from '../observability/logger';

type Search = (query: {
  offset: number;
  limit: number;
  tagId: string[];
  exclude?: string;
}) => Promise<ArticleSearch>;

/** Content spec 9: related articles limit. */
export const RELATED_LIMIT = 4;

const resolveItem = async (item: ContentItem, params: URLSearchParams, search: Search, log: Logger) => {
  if (item.type !== 'article-grid' || !('id' in item)) return item;
  const grid = item as Extract<ContentItem, { type: 'article-grid' }>;
  const state = gridStateOf(params, grid.id);
  const size = pageSize(grid.rowsToLoad, grid.columns?.sm);
  const results = await search(searchFor(grid.query, state, size)).catch((error: unknown) => {
    log.error('article search failed', { component: 'article-grid', id: grid.id, error });
    return null;
  });
  return { ...grid, resolved: { results, selected: state.selected, offset: state.offset, size } };
};

/** Whether `page` lists articles itself (an article grid): its child pages need no list of their own. */
export const hasArticleGrid = (page: ContentPage): boolean =>
  page.sections.some((s) => s.items.some((i) => i.type === 'article-grid'));

export const withArticleGrids = async (
  page: ContentPage,
  params: URLSearchParams,
  search: Search,
  log: Logger,
): Promise<ContentPage> => {
  if (!hasArticleGrid(page)) return page;
  const sections = await Promise.all(
    page.sections.map(async (section) => ({
      ...section,
      items: await Promise.all(section.items.map((item) => resolveItem(item, params, search, log))),
    })),
  );
  return { ...page, sections };
};

/** Up to 4 articles related to an article page (its relatedQuery), itself left out; none on failure. */
export const relatedArticles = async (
  page: ContentPage,
  search: Search,
  log: Logger,
): Promise<ArticleSearch['result']> => {
  const query = page.article?.relatedQuery;
  if (!query) return [];
  try {
    return (await search({ offset: 0, limit: RELATED_LIMIT, tagId: query.tagId, exclude: page.id })).result;
  } catch (error) {
    log.error('related articles failed', { component: 'article-page', id: page.id, error });
    return [];
  }
};
