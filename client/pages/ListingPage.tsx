/**
 * Category and search result pages (page types PLP and Search): heading, refinements with counts,
 * sorting, the product grid and paging. Every state is a plain link or a GET form, so the page
 * works with scripts off; the ListingEnhancer island swaps `#listing` in place when they run.
 */
import type { RecList } from '../../shared/content/recommendations';
import type { Breadcrumb, ContentSection } from '../../shared/contract';
import { REC_ATTRIBUTE } from '../../shared/contract/constants';
import type { ProductCard as ProductCardData } from '../../shared/contract/product';
import type { ProductSearchResult, SearchContent } from '../../shared/contract/search';
import {
  activeFilterCount,
  clearRefinements,
  hasRefinements,
  type ListingState,
  listingHref,
} from '../../shared/listing-url';
import { Breadcrumbs } from '../components/Breadcrumbs';
import { GridFillTile } from '../components/GridFillTile';
import { ProductCard } from '../components/ProductCard';
import { SharedList } from '../components/SharedList';
import { plural, t } from '../i18n';
import { usePage } from '../island-kit/context';
import { Island } from '../island-kit/Island';
import { ContentSections } from '../sections';
import { CarouselFrame } from '../sections/carousel/CarouselFrame';
import { LISTING_COLUMNS } from '../ui/grid-fill';
import { Pagination, SortForm } from './listing/Paging';
import { AppliedFilters, Facet, PriceFacet } from './listing/Refinements';

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
  /** The decided recommendations (a category page's experience 1002), under the results. */
  recommendations?: RecList | undefined;
};

/**
 * The decided recommendations as the one carousel frame, below the results (nothing above moves
 * when it arrives); its impressions once in view and a click on a card are reported (RecEvents).
 * The cards carry their position, not their token: the carousel is the same HTML for every
 * shopper shown the same products (a shared list), and this shopper's tokens go to RecEvents.
 */
function Recommendations({ recs }: { recs: RecList }) {
  const { messages, site } = usePage();
  const title = t(messages, 'recommendedForYou');
  return (
    <div className="listing-recs" data-recs="">
      <SharedList of={recs.cards} name="recs">
        {() => (
          <CarouselFrame
            id="plp-recs"
            title={title}
            breakpoints={undefined}
            slides={recs.cards.map((card, i) => ({
              key: card.sku,
              node: <ProductCard card={card} list="Recommendations" recIndex={i} />,
            }))}
          />
        )}
      </SharedList>
      {/* No React: in view, its impressions are reported; a click on a card is held until then. */}
      <Island
        name="RecEvents"
        strategy="visible"
        wake="[data-recs]"
        hold={`[data-recs] a[${REC_ATTRIBUTE}]`}
        props={{ locale: site.locale, tokens: recs.tokens }}
      />
    </div>
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
            {/* Only a search narrowed by filters can be widened by removing them. */}
            {hasRefinements(state) && <li>{t(messages, 'noResultsTipFilters')}</li>}
          </ul>
        </>
      ) : (
        <p className="no-results__title">{t(messages, 'noProducts')}</p>
      )}
      {hasRefinements(state) && (
        <p>
          <a className="button button--secondary" href={listingHref(path, clearRefinements(state))}>
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
      {!hasRefinements(state) && (
        <p>
          <a className="button button--secondary" href={`/${site.locale}`}>
            {t(messages, 'continueShopping')}
          </a>
        </p>
      )}
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

/**
 * Cards whose image loads eagerly: the grid's first row on a desktop, the first two rows on a
 * phone, where a listing's largest first-viewport image is often a card's (search has no banner).
 */
const LEAD_CARDS = 4;
/** Each card's quick shop link: reaching one wakes `QuickShop`, and its click waits for it. */
const QUICKSHOP_LINK = 'a[data-quickshop]';

/** The grid's cards and its fill tile: the same for every shopper, so the renderer may reuse them. */
function GridItems({ cards, list }: { cards: ProductCardData[]; list: string }) {
  const { messages } = usePage();
  return (
    <>
      {cards.map((card, i) => (
        <li key={card.id} className="grid__item">
          <ProductCard card={card} list={list} priority={i < LEAD_CARDS} />
          <a className="quickshop-link" href={card.url} data-quickshop={card.id}>
            <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
              <path
                d="M5 8h14l-1.2 11.1a1 1 0 0 1-1 .9H7.2a1 1 0 0 1-1-.9L5 8Zm4 0V6.5a3 3 0 0 1 6 0V8M12 11v6M9 14h6"
                stroke="currentColor"
                strokeWidth="1.8"
                strokeLinecap="round"
                strokeLinejoin="round"
              />
            </svg>
            <span className="visually-hidden">{t(messages, 'quickShop', { name: card.title })}</span>
          </a>
        </li>
      ))}
      <GridFillTile count={cards.length} columns={LISTING_COLUMNS} />
    </>
  );
}

export function ListingMain(props: ListingProps) {
  const { site, messages } = usePage();
  const { path, state, result, heading } = props;
  const countText = plural(messages, site.languageTag, 'resultCount', result.total);
  // Nothing to sort, filter or page through: the page is the no-results message and its ways back.
  const hasResults = result.products.length > 0;
  const applied = activeFilterCount(state);
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
          {hasResults && (
            // Phones: the filters wait in a drawer (a popover: it opens without script too).
            <button type="button" className="button filters-toggle" popoverTarget="refinements">
              {applied > 0 ? t(messages, 'filtersApplied', { count: applied }) : t(messages, 'filters')}
            </button>
          )}
          {hasResults && <SortForm path={path} state={state} />}
        </div>
        <AppliedFilters path={path} state={state} result={result} />
        <div className={`listing__body${hasResults ? '' : ' listing__body--empty'}`}>
          {hasResults && (
            <aside
              className="refinements"
              id="refinements"
              popover="auto"
              aria-label={t(messages, 'filters')}
            >
              <div className="refinements__head">
                <h2 className="refinements__title">{t(messages, 'filters')}</h2>
                <button
                  type="button"
                  className="icon-button refinements__close"
                  popoverTarget="refinements"
                  popoverTargetAction="hide"
                  aria-label={t(messages, 'closeFilters')}
                >
                  <span aria-hidden="true">×</span>
                </button>
              </div>
              {/* The facets' links are the same for every shopper of this URL: one render per result. */}
              <SharedList of={result.refinements} name={`facets${listingHref(path, state)}`}>
                {() => (
                  <>
                    {result.refinements.map((r) => (
                      <Facet key={r.id} refinement={r} path={path} state={state} />
                    ))}
                    <PriceFacet path={path} state={state} result={result} />
                  </>
                )}
              </SharedList>
              <button
                type="button"
                className="button button--primary refinements__done"
                popoverTarget="refinements"
                popoverTargetAction="hide"
              >
                {t(messages, 'showResults', { count: result.total })}
              </button>
            </aside>
          )}
          <div className="listing__results">
            {hasResults ? (
              <>
                {/* The cards' titles are h3: a heading for the results keeps the outline in order
                  where no filters heading comes first (search pages without facets). */}
                <h2 className="visually-hidden" id="listing-results">
                  {countText}
                </h2>
                <ul className="grid" aria-labelledby="listing-results">
                  <SharedList of={result.products} name="grid">
                    {() => (
                      <GridItems
                        cards={result.products}
                        list={props.kind === 'category' ? 'PLP' : 'Search'}
                      />
                    )}
                  </SharedList>
                </ul>
              </>
            ) : (
              <NoResults props={props} />
            )}
            {hasResults && <Pagination path={path} state={state} total={result.total} />}
          </div>
        </div>
      </div>
      {props.recommendations && props.recommendations.cards.length > 0 && (
        <Recommendations recs={props.recommendations} />
      )}
      {/* Both take over server links and forms: React comes as the shopper reaches them, and the
          click that woke them is held and replayed (client/loader.ts). */}
      <Island
        name="ListingEnhancer"
        strategy="interaction"
        wake="#listing"
        hold="#listing a[data-listing-link], #listing form[data-listing-form] button"
        props={{}}
      />
      <Island
        name="QuickShop"
        strategy="interaction"
        wake={QUICKSHOP_LINK}
        hold={QUICKSHOP_LINK}
        props={{}}
      />
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
