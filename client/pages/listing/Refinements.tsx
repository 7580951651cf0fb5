/**
 * The refinements of a listing page: facets with counts, the price range and the applied filters
 * (links and GET forms, so they work with scripts off).
 */
import type { ProductSearchResult, Refinement } from '../../../shared/contract/search';
import {
  clearRefinements,
  hasRefinements,
  LISTING_LISTS,
  type ListingState,
  listingHref,
  toggleRefinement,
} from '../../../shared/listing-url';
import { formatMoney } from '../../../shared/pricing/format';
import { type MessageKey, t } from '../../i18n';
import { usePage } from '../../island-kit/context';

/** Hidden inputs carrying the state into a GET form, minus the fields the form itself sets. */
export function StateFields({ state, omit }: { state: ListingState; omit: string[] }) {
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

export function Facet({
  refinement,
  path,
  state,
}: {
  refinement: Refinement;
  path: string;
  state: ListingState;
}) {
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

/**
 * One end of the price range, in whole units of the site's currency; `hint` is the results' own
 * end (minor units).
 */
function PriceBound({
  name,
  label,
  value,
  hint,
}: {
  name: 'min' | 'max';
  label: string;
  value: number | undefined;
  hint: number | undefined;
}) {
  const { site } = usePage();
  return (
    <label className="price-form__field">
      <span>
        {label} ({site.currency})
      </span>
      <input
        type="number"
        name={name}
        min={0}
        step={1}
        inputMode="numeric"
        defaultValue={value}
        placeholder={hint === undefined ? undefined : String(Math.floor(hint / 100))}
      />
    </label>
  );
}

export function PriceFacet({
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
  return (
    <details className="facet" open={state.min !== undefined || state.max !== undefined}>
      <summary className="facet__title">{label}</summary>
      <form className="price-form" method="get" action={path} data-listing-form="">
        <StateFields state={state} omit={['min', 'max']} />
        <PriceBound name="min" label={t(messages, 'priceMin')} value={state.min} hint={range?.min} />
        <PriceBound
          name="max"
          label={t(messages, 'priceMax')}
          value={state.max}
          hint={range ? Math.ceil(range.max / 100) * 100 : undefined}
        />
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

export function AppliedFilters({
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
