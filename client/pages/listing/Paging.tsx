import { SEARCH_SORTS } from '../../../shared/contract/search';
import { LISTING_PAGE_SIZE, type ListingState, listingHref } from '../../../shared/listing-url';
import { type MessageKey, t } from '../../i18n';
import { usePage } from '../../island-kit/context';
import { StateFields } from './Refinements';

export function SortForm({ path, state }: { path: string; state: ListingState }) {
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

export function Pagination({ path, state, total }: { path: string; state: ListingState; total: number }) {
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
