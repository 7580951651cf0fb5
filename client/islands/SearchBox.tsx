/**
 * The header search: a plain GET form to /{locale}/search without scripts; once hydrated, a
 * combobox (ARIA 1.2 pattern) whose listbox shows suggested terms, categories and products from
 * the BFF, debounced. Arrow keys move through the options, Enter opens the active one (or submits
 * the term), Escape closes the list (and clears the field when it is already closed).
 */
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import type { AutoSuggest } from '../../shared/contract/search';
import { bffFetch } from '../api/bff';
import { plural, t } from '../i18n';
import { useAppState, useHydrated } from '../state/app';

export type SearchBoxProps = {
  locale: string;
  /** What the results page shows, kept in the box. */
  query?: string;
};

type Option = {
  id: string;
  label: string;
  href: string;
  group: 'terms' | 'categories' | 'products';
  image?: string;
};

const DEBOUNCE_MS = 150;

const isSuggest = (body: unknown): body is AutoSuggest =>
  typeof body === 'object' &&
  body !== null &&
  Array.isArray((body as AutoSuggest).terms) &&
  Array.isArray((body as AutoSuggest).categories) &&
  Array.isArray((body as AutoSuggest).products);

export default function SearchBox({ locale, query = '' }: SearchBoxProps) {
  const { site, messages } = useAppState();
  const hydrated = useHydrated();
  const ids = useId();
  const listId = `${ids}list`;
  const [value, setValue] = useState(query);
  const [options, setOptions] = useState<Option[]>([]);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const controller = useRef<AbortController | null>(null);
  const rootRef = useRef<HTMLFormElement>(null);

  // The island hydrates on the shopper's first interaction: what was typed while its code loaded
  // reaches onChange (and is suggested for) at hydration (holdTypedText, client/hydrate.tsx).
  useEffect(() => {
    const onDown = (event: MouseEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', onDown);
    return () => document.removeEventListener('mousedown', onDown);
  }, []);

  const fetchSuggestions = (q: string) => {
    clearTimeout(timer.current);
    controller.current?.abort();
    if (!q.trim()) {
      setOptions([]);
      setOpen(false);
      return;
    }
    timer.current = setTimeout(async () => {
      const ac = new AbortController();
      controller.current = ac;
      try {
        const answer = await bffFetch(`/api/search/suggest?q=${encodeURIComponent(q.slice(0, 200))}`, {
          locale,
          signal: ac.signal,
        });
        const body = answer.ok ? answer.data : undefined;
        if (!isSuggest(body)) return;
        const next: Option[] = [
          ...body.terms.map((x, i) => ({
            id: `${ids}t${i}`,
            label: x.term,
            href: `/${locale}/search?q=${encodeURIComponent(x.term)}`,
            group: 'terms' as const,
          })),
          ...body.categories.map((c, i) => ({
            id: `${ids}c${i}`,
            label: c.label,
            href: c.url,
            group: 'categories' as const,
          })),
          ...body.products.map((p, i) => ({
            id: `${ids}p${i}`,
            label: p.title,
            href: p.url,
            group: 'products' as const,
            image: p.image.url,
          })),
        ];
        setOptions(next);
        setActive(-1);
        setOpen(next.length > 0);
      } catch (error) {
        if ((error as Error).name !== 'AbortError') console.error('[SearchBox] suggest failed', error);
      }
    }, DEBOUNCE_MS);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    switch (event.key) {
      case 'ArrowDown':
        event.preventDefault();
        if (!open && options.length) setOpen(true);
        setActive((i) => (options.length ? (i + 1) % options.length : -1));
        break;
      case 'ArrowUp':
        event.preventDefault();
        setActive((i) => (options.length ? (i <= 0 ? options.length - 1 : i - 1) : -1));
        break;
      case 'Enter':
        if (open && active >= 0 && options[active]) {
          event.preventDefault();
          window.location.assign(options[active].href);
        }
        break;
      case 'Escape':
        if (open) {
          event.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (value) {
          event.preventDefault();
          setValue('');
          setOptions([]);
        }
        break;
    }
  };

  const groups = (['terms', 'categories', 'products'] as const)
    .map((g) => ({ g, items: options.filter((o) => o.group === g) }))
    .filter((x) => x.items.length > 0);
  const groupTitle = {
    terms: 'suggestTerms',
    categories: 'suggestCategories',
    products: 'suggestProducts',
  } as const;
  const expanded = hydrated && open && options.length > 0;

  return (
    <search className="site-search">
      <form ref={rootRef} className="search" method="get" action={`/${site.locale}/search`}>
        <label className="visually-hidden" htmlFor="site-search">
          {t(messages, 'search')}
        </label>
        <input
          id="site-search"
          className="search__input"
          // A combobox, not type=search: HTML allows the combobox role and aria-expanded only on a text input.
          type="text"
          inputMode="search"
          enterKeyHint="search"
          name="q"
          maxLength={200}
          placeholder={t(messages, 'searchPlaceholder')}
          autoComplete="off"
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? options[active]?.id : undefined}
          {...(hydrated ? { value } : { defaultValue: query })}
          onChange={(event) => {
            setValue(event.target.value);
            fetchSuggestions(event.target.value);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => options.length > 0 && setOpen(true)}
        />
        <button className="search__button icon-button" type="submit">
          <svg aria-hidden="true" width="20" height="20" viewBox="0 0 24 24" fill="none">
            <circle cx="11" cy="11" r="7" stroke="currentColor" strokeWidth="2" />
            <path d="m20 20-4-4" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
          </svg>
          <span className="visually-hidden">{t(messages, 'search')}</span>
        </button>
        <div
          className="suggest"
          id={listId}
          role="listbox"
          aria-label={t(messages, 'search')}
          hidden={!expanded}
        >
          {groups.map(({ g, items }) => (
            // biome-ignore lint/a11y/useSemanticElements: a listbox's option groups are role=group (ARIA 1.2 combobox)
            <div key={g} role="group" aria-labelledby={`${ids}${g}`} className="suggest__group">
              <div className="suggest__title" id={`${ids}${g}`} role="presentation">
                {t(messages, groupTitle[g])}
              </div>
              {items.map((o) => {
                const index = options.indexOf(o);
                return (
                  // biome-ignore lint/a11y/useFocusableInteractive: options are reached with aria-activedescendant; focus stays in the input
                  // biome-ignore lint/a11y/useKeyWithClickEvents: the input's key handler drives the options
                  <div
                    key={o.id}
                    id={o.id}
                    role="option"
                    aria-selected={index === active}
                    className={`suggest__option${index === active ? ' is-active' : ''}`}
                    onMouseDown={(event) => event.preventDefault()}
                    onClick={() => window.location.assign(o.href)}
                    onMouseMove={() => setActive(index)}
                  >
                    {o.image && <img src={o.image} alt="" width={40} height={40} className="suggest__img" />}
                    <span>{o.label}</span>
                  </div>
                );
              })}
            </div>
          ))}
        </div>
        <p className="visually-hidden" role="status" aria-live="polite">
          {expanded ? plural(messages, site.languageTag, 'suggestionsAvailable', options.length) : ''}
        </p>
      </form>
    </search>
  );
}
