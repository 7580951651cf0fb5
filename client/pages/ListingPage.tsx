/**
 * Category and search result pages (page types PLP and Search): heading, refinements with counts,
 * sorting, the product grid and paging. Every state is a plain link or a GET form, so the page
 * works with scripts off; the ListingEnhancer island swaps `#listing` in place when they run.
 */
import type { Breadcrumb, ContentSection } from '../../shared/contract';
import type { ProductSearchResult, Refinement, SearchContent } from '../../shared/contract/search';
import { SEARCH_SORTS } from '../../shared/contract/search';
import {
  clearRefinements,
  hasRefinements,
  LISTING_LISTS,
  LISTING_PAGE_SIZE,
  type ListingState,
  listingHref,
  toggleRefinement,
} from '../../shared/listing-url';
import { formatMoney } from '../../shared/pricing/format';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { usePage } from '../components/context';
import { Island } from '../components/Island';
import { ProductCard } from '../components/ProductCard';
import { type MessageKey, plural, t } from '../i18n';
import { ContentSections } from '../sections';

export type ListingProps = {
  kind: 'category' | 'search';
  /** Path of the page without its query (links and forms keep the filters in the query). */
  path: string;
  state: ListingState;
  heading: string;
  intro?: string | undefined;
  breadcrumbs?: { items: Breadcrumb[]; current: string } | undefined;
  sections?: ContentSection[] | undefined;
  result: ProductSearchResult;
  /** Search page help shown when nothing matches. */
  noResults?: SearchContent | null | undefined;
};

/** Hidden inputs carrying the state into a GET form, minus the fields the form itself sets. */
function StateFields({ state, omit }: { state: ListingState; omit: string[] }) {
  const fields: [string, string][] = [];
  if (state.q && !omit.includes('q')) fields.push(['q', state.q]);
  for (const key of LISTING_LISTS) if (!omit.includes(key)) for (const v of state[key]) fields.push([key, v]);
  if (state.min !== undefined && !omit.includes('min')) fields.push(['min', String(state.min)]);
  if (state.max !== undefined && !omit.includes('max')) fields.push(['max', String(state.max)]);
  if (state.sort !== 'featured' && !omit.includes('sort')) fields.push(['sort', state.sort]);
  return (
    <>
      {fields.map(([name, value]) => (
        <input key={`${name}=${value}`} type="hidden" name={name} value={value} />
      ))}
    </>
  );
}

function Facet({ refinement, path, state }: { refinement: Refinement; path: string; state: ListingState }) {
  const { messages } = usePage();
  if (refinement.values.length === 0) return null;
  const anySelected = refinement.values.some((v) => v.selected);
  const label = t(messages, `refine_${refinement.id}` as MessageKey);
  return (
    <details className="facet" open={anySelected || refinement.id === 'category'}>
      <summary className="facet__title">{label}</summary>
      <ul className={`facet__list facet__list--${refinement.id}`} aria-label={label}>
        {refinement.values.map((v) => (
          <li key={v.value}>
            <a
              className={`facet__link${v.selected ? ' is-selected' : ''}`}
              href={listingHref(path, toggleRefinement(state, refinement.id, v.value))}
              aria-current={v.selected ? 'true' : undefined}
              rel="nofollow"
              data-listing-link=""
              data-key={`${refinement.id}:${v.value}`}
            >
              <span className="facet__check" aria-hidden="true" />
              {v.swatch && (
                <span className="facet__swatch" aria-hidden="true" style={{ background: v.swatch }} />
              )}
              <span className="facet__label">{v.label}</span>
              <span className="facet__count">({v.count})</span>
              {v.selected && <span className="visually-hidden">, {t(messages, 'selected')}</span>}
            </a>
          </li>
        ))}
      </ul>
    </details>
  );
}

function PriceFacet({
  path,
  state,
  result,
}: {
  path: string;
  state: ListingState;
  result: ProductSearchResult;
}) {
  const { site, messages } = usePage();
  const range = result.priceRange;
  const label = t(messages, 'refine_price');
  const major = (minor: number) => Math.floor(minor / 100);
  return (
    <details className="facet" open={state.min !== undefined || state.max !== undefined}>
      <summary className="facet__title">{label}</summary>
      <form className="price-form" method="get" action={path} data-listing-form="">
        <StateFields state={state} omit={['min', 'max']} />
        <label className="price-form__field">
          <span>
            {t(messages, 'priceMin')} ({site.currency})
          </span>
          <input
            type="number"
            name="min"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={state.min}
            placeholder={range ? String(major(range.min)) : undefined}
          />
        </label>
        <label className="price-form__field">
          <span>
            {t(messages, 'priceMax')} ({site.currency})
          </span>
          <input
            type="number"
            name="max"
            min={0}
            step={1}
            inputMode="numeric"
            defaultValue={state.max}
            placeholder={range ? String(Math.ceil(range.max / 100)) : undefined}
          />
        </label>
        <button className="button price-form__apply" type="submit">
          {t(messages, 'apply')}
        </button>
      </form>
      {range && (
        <p className="price-form__range">
          {formatMoney(range.min, site.currency, site.languageTag)} –{' '}
          {formatMoney(range.max, site.currency, site.languageTag)}
        </p>
      )}
    </details>
  );
}

function AppliedFilters({
  path,
  state,
  result,
}: {
  path: string;
  state: ListingState;
  result: ProductSearchResult;
}) {
  const { site, messages } = usePage();
  if (!hasRefinements(state)) return null;
  const chips: { label: string; href: string }[] = [];
  for (const refinement of result.refinements)
    for (const v of refinement.values)
      if (v.selected)
        chips.push({
          label: v.label,
          href: listingHref(path, toggleRefinement(state, refinement.id, v.value)),
        });
  if (state.min !== undefined || state.max !== undefined) {
    const money = (n: number | undefined) =>
      n === undefined ? '…' : formatMoney(Math.round(n * 100), site.currency, site.languageTag);
    chips.push({
      label: `${money(state.min)} – ${money(state.max)}`,
      href: listingHref(path, { ...state, min: undefined, max: undefined, page: 1 }),
    });
  }
  return (
    <ul className="chips" aria-label={t(messages, 'filters')}>
      {chips.map((chip) => (
        <li key={chip.href}>
          <a className="chip" href={chip.href} rel="nofollow" data-listing-link="">
            <span className="visually-hidden">{t(messages, 'removeFilter', { label: '' })}</span>
            {chip.label}
            <span aria-hidden="true"> ×</span>
          </a>
        </li>
      ))}
      <li>
        <a
          className="chip chip--clear"
          href={listingHref(path, clearRefinements(state))}
          data-listing-link=""
        >
          {t(messages, 'clearAll')}
        </a>
      </li>
    </ul>
  );
}

function SortForm({ path, state }: { path: string; state: ListingState }) {
  const { messages } = usePage();
  return (
    <form className="sort" method="get" action={path} data-listing-form="" data-autosubmit="">
      <StateFields state={state} omit={['sort']} />
      <label className="sort__label" htmlFor="listing-sort">
        {t(messages, 'sortBy')}
      </label>
      <select id="listing-sort" name="sort" className="sort__select" defaultValue={state.sort}>
        {SEARCH_SORTS.map((s) => (
          <option key={s} value={s}>
            {t(messages, `sort_${s}` as MessageKey)}
          </option>
        ))}
      </select>
      <button className="button sort__apply" type="submit">
        {t(messages, 'apply')}
      </button>
    </form>
  );
}

function Pagination({ path, state, total }: { path: string; state: ListingState; total: number }) {
  const { messages } = usePage();
  const pages = Math.ceil(total / LISTING_PAGE_SIZE);
  if (pages <= 1) return null;
  const page = Math.min(state.page, pages);
  const near = [...new Set([1, page - 1, page, page + 1, pages])].filter((p) => p >= 1 && p <= pages);
  const href = (p: number) => listingHref(path, { ...state, page: p });
  return (
    <nav className="pagination" aria-label={t(messages, 'pagination')}>
      {page > 1 && (
        <a className="pagination__step" href={href(page - 1)} rel="prev" data-listing-link="">
          {t(messages, 'previousPage')}
        </a>
      )}
      <ol className="pagination__pages">
        {near.map((p, i) => (
          <li key={p}>
            {i > 0 && p - near[i - 1]! > 1 && <span aria-hidden="true">… </span>}
            <a
              className="pagination__page"
              href={href(p)}
              aria-current={p === page ? 'page' : undefined}
              aria-label={t(messages, 'pageOf', { page: p, pages })}
              data-listing-link=""
            >
              {p}
            </a>
          </li>
        ))}
      </ol>
      {page < pages && (
        <a className="pagination__step" href={href(page + 1)} rel="next" data-listing-link="">
          {t(messages, 'nextPage')}
        </a>
      )}
    </nav>
  );
}

function NoResults({ props }: { props: ListingProps }) {
  const { site, messages } = usePage();
  const { result, noResults, kind, path, state } = props;
  const searchHref = (q: string) => `/${site.locale}/search?q=${encodeURIComponent(q)}`;
  const didYouMean = result.suggestions?.didYouMean ?? [];
  const popular = noResults?.popularTerms.length
    ? noResults.popularTerms
    : (result.suggestions?.popular ?? []);
  return (
    <div className="no-results">
      {kind === 'search' && noResults ? (
        <>
          <h2 className="no-results__title">{noResults.heading}</h2>
          <p>{noResults.intro}</p>
          <ul className="no-results__tips">
            {noResults.tips.map((tip) => (
              <li key={tip}>{tip}</li>
            ))}
          </ul>
        </>
      ) : (
        <p className="no-results__title">{t(messages, 'noProducts')}</p>
      )}
      {hasRefinements(state) && (
        <p>
          <a className="button" href={listingHref(path, clearRefinements(state))}>
            {t(messages, 'clearAll')}
          </a>
        </p>
      )}
      {didYouMean.length > 0 && (
        <p className="no-results__dym">
          {t(messages, 'didYouMean')}{' '}
          {didYouMean.map((q) => (
            <a key={q} href={searchHref(q)}>
              {q}
            </a>
          ))}
          ?
        </p>
      )}
      {kind === 'search' && popular.length > 0 && <PopularTerms terms={popular} />}
    </div>
  );
}

export function PopularTerms({ terms }: { terms: string[] }) {
  const { site, messages } = usePage();
  return (
    <section className="popular-terms" aria-labelledby="popular-terms-title">
      <h2 id="popular-terms-title" className="popular-terms__title">
        {t(messages, 'popularSearches')}
      </h2>
      <ul className="chips">
        {terms.map((term) => (
          <li key={term}>
            <a className="chip" href={`/${site.locale}/search?q=${encodeURIComponent(term)}`}>
              {term}
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}

export function ListingMain(props: ListingProps) {
  const { site, messages } = usePage();
  const { path, state, result, heading } = props;
  const countText = plural(messages, site.languageTag, 'resultCount', result.total);
  return (
    <>
      <div className="listing" id="listing" data-listing-path={path}>
        {props.breadcrumbs && (
          <Breadcrumbs items={props.breadcrumbs.items} current={props.breadcrumbs.current} />
        )}
        <header className="listing__head">
          <h1 className="listing__title" id="listing-title" tabIndex={-1}>
            {heading}
          </h1>
          {props.intro && <p className="listing__intro">{props.intro}</p>}
        </header>
        {props.sections && props.sections.length > 0 && <ContentSections sections={props.sections} />}
        <div className="listing__bar">
          <p className="listing__count" id="listing-count">
            {countText}
          </p>
          <SortForm path={path} state={state} />
        </div>
        <AppliedFilters path={path} state={state} result={result} />
        <div className="listing__body">
          <aside className="refinements" aria-label={t(messages, 'filters')}>
            <h2 className="refinements__title">{t(messages, 'filters')}</h2>
            {result.refinements.map((r) => (
              <Facet key={r.id} refinement={r} path={path} state={state} />
            ))}
            <PriceFacet path={path} state={state} result={result} />
          </aside>
          <div className="listing__results">
            {result.products.length > 0 ? (
              <ul className="grid" aria-label={countText}>
                {result.products.map((card) => (
                  <li key={card.id} className="grid__item">
                    <ProductCard card={card} list={props.kind === 'category' ? 'PLP' : 'Search'} />
                    <a className="quickshop-link" href={card.url} data-quickshop={card.id}>
                      {t(messages, 'quickShop', { name: card.title })}
                    </a>
                  </li>
                ))}
              </ul>
            ) : (
              <NoResults props={props} />
            )}
            <Pagination path={path} state={state} total={result.total} />
          </div>
        </div>
      </div>
      <Island name="ListingEnhancer" strategy="idle" props={{}} />
      <Island name="QuickShop" strategy="idle" props={{}} />
    </>
  );
}

export type SearchHubProps = {
  heading: string;
  intro: string;
  categories: { id: string; name: string; url: string; productCount: number }[];
  terms: string[];
};

/** The search hub (`/search` without a term): a search form, popular categories and terms. */
export function SearchHubMain({ heading, intro, categories, terms }: SearchHubProps) {
  const { site, messages } = usePage();
  return (
    <div className="search-hub">
      <h1 className="listing__title">{heading}</h1>
      <p className="listing__intro">{intro}</p>
      <search>
        <form className="search-hub__form" method="get" action={`/${site.locale}/search`}>
          <label className="visually-hidden" htmlFor="hub-search">
            {t(messages, 'search')}
          </label>
          <input
            id="hub-search"
            className="search__input"
            type="search"
            name="q"
            maxLength={200}
            placeholder={t(messages, 'searchPlaceholder')}
          />
          <button className="button button--primary" type="submit">
            {t(messages, 'search')}
          </button>
        </form>
      </search>
      <section aria-labelledby="popular-categories-title">
        <h2 id="popular-categories-title" className="popular-terms__title">
          {t(messages, 'popularCategories')}
        </h2>
        <ul className="hub-categories">
          {categories.map((c) => (
            <li key={c.id}>
              <a className="hub-categories__link" href={c.url}>
                <span>{c.name}</span>
                <span className="facet__count">
                  {plural(messages, site.languageTag, 'resultCount', c.productCount)}
                </span>
              </a>
            </li>
          ))}
        </ul>
      </section>
      {terms.length > 0 && <PopularTerms terms={terms} />}
    </div>
  );
}
