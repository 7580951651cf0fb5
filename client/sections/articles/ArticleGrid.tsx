/**
 * The article grid: tag facets, "clear all" with the count, "see more/less" past 4/10/20 facets,
 * the articles and "read more". Every control is a plain link to the next state of the page
 * (grid-state.ts), so it works with no script; the ArticleGridEnhancer island loads those states
 * in place. The storefront ran the search for this request (worker/content/article-grids.ts) and
 * put it in `item.resolved`.
 */
import type { CSSProperties } from 'react';
import type { ContentItemOf } from '../../../shared/contract/content';
import { GridFillTile } from '../../components/GridFillTile';
import { format } from '../../i18n';
import { blocksAText } from '../../i18n/content-blocks-a';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { ArticleCard } from './ArticleCard';
import { clearTagsHref, readMoreHref, showReadMore, toggleTagHref, VISIBLE_FACETS } from './grid-state';

export function ArticleGrid({ item }: { item: ContentItemOf<'article-grid'> }) {
  const { site, request } = usePage();
  const text = blocksAText(site.language);
  const data = item.resolved;
  const path = request?.path ?? `/${site.locale}`;
  const search = request?.search ?? '';
  const rootId = `article-grid-${item.id}`;
  const titleId = `${rootId}-title`;
  const toggleId = `${rootId}-more`;
  const results = data?.results;
  const facets = results?.facets ?? [];
  const selected = data?.selected ?? [];
  const loaded = results?.result.length ?? 0;
  const columns = {
    '--cols-sm': item.columns?.sm ?? 1,
    '--cols-md': item.columns?.md ?? 2,
    '--cols-lg': item.columns?.lg ?? 3,
  } as CSSProperties;
  const overflow = (['sm', 'md', 'lg'] as const).filter((bp) => facets.length > VISIBLE_FACETS[bp]);
  return (
    <section id={rootId} className="article-grid" aria-labelledby={titleId} data-article-grid={item.id}>
      <h2 id={titleId} className="section-title" tabIndex={-1}>
        {item.title ?? text.filterArticles}
      </h2>
      {item.showFilters && facets.length > 0 && (
        <nav className="article-grid__filters" aria-label={text.filterArticles}>
          {overflow.length > 0 && (
            <input id={toggleId} type="checkbox" className="article-grid__more-toggle visually-hidden" />
          )}
          <ul className="facets">
            {facets.map((facet, i) => {
              const on = selected.includes(facet.id);
              const over = (['sm', 'md', 'lg'] as const).filter((bp) => i >= VISIBLE_FACETS[bp]);
              return (
                <li key={facet.id} className={['facet', ...over.map((bp) => `facet--over-${bp}`)].join(' ')}>
                  <a
                    className={`chip${on ? ' chip--on' : ''}`}
                    href={toggleTagHref(path, search, item.id, facet.id)}
                    aria-current={on ? 'true' : undefined}
                    rel="nofollow"
                  >
                    {on && <span aria-hidden="true">✓ </span>}
                    {facet.label} ({facet.count})
                  </a>
                </li>
              );
            })}
          </ul>
          {overflow.length > 0 && (
            <label
              htmlFor={toggleId}
              className={`article-grid__more ${overflow.map((bp) => `show-${bp}`).join(' ')}`}
            >
              <span className="article-grid__more-label">{text.seeMore}</span>
              <span className="article-grid__less-label">{text.seeLess}</span>
            </label>
          )}
          {selected.length > 0 && (
            <a className="article-grid__clear" href={clearTagsHref(path, search, item.id)} rel="nofollow">
              {format(text.clearAll, { count: selected.length })}
            </a>
          )}
        </nav>
      )}
      {results && (
        <p className="article-grid__count" role="status">
          {results.numFound === 0
            ? text.noArticles
            : format(text.articlesShown, { loaded, count: results.numFound })}
        </p>
      )}
      <ul className="article-grid__list" style={columns}>
        {results?.result.map((article, i) => (
          <li key={article.id} id={`${rootId}-${i + 1}`}>
            <ArticleCard article={article} />
          </li>
        ))}
        <GridFillTile
          count={loaded}
          columns={{ sm: item.columns?.sm ?? 1, md: item.columns?.md ?? 2, lg: item.columns?.lg ?? 3 }}
        />
      </ul>
      {results && data && showReadMore(loaded, results.numFound) && (
        <p className="article-grid__read-more">
          <a
            className="button button--secondary"
            href={readMoreHref(path, search, item.id, data.offset, data.size)}
            rel="nofollow"
          >
            {text.readMore}
          </a>
        </p>
      )}
      <Island name="ArticleGridEnhancer" strategy="idle" props={{ id: item.id }} />
    </section>
  );
}
