/**
 * Makes the listing's plain links and GET forms (filters, sort, paging) instant: fetches the next
 * state's page from the storefront, swaps `#listing`, pushes the URL, announces the new result
 * count and puts focus back on the control that was used (or on the heading). Without scripts the
 * same links and forms simply load the page.
 */
import { useEffect, useState } from 'react';
import { useAppState } from '../state/app';

export type ListingEnhancerProps = Record<string, never>;

export const LISTING_UPDATED = 'sf:listing-updated';

const keyOf = (el: Element | null): string | null => {
  const keyed = el?.closest('[data-key]');
  if (keyed) return `[data-key="${CSS.escape(keyed.getAttribute('data-key') ?? '')}"]`;
  return el?.id ? `#${CSS.escape(el.id)}` : null;
};

export default function ListingEnhancer(_: ListingEnhancerProps) {
  const { messages } = useAppState();
  const [status, setStatus] = useState('');

  useEffect(() => {
    let controller: AbortController | null = null;
    document.documentElement.classList.add('js-listing');

    const go = async (url: string, push: boolean, focusKey: string | null) => {
      const current = document.getElementById('listing');
      if (!current) return;
      controller?.abort();
      controller = new AbortController();
      current.setAttribute('aria-busy', 'true');
      setStatus(messages.loading ?? '');
      try {
        const response = await fetch(url, {
          headers: { accept: 'text/html' },
          credentials: 'same-origin',
          signal: controller.signal,
        });
        const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
        const next = doc.getElementById('listing');
        if (!response.ok || !next) {
          window.location.assign(url);
          return;
        }
        // A filter chosen in the phone drawer keeps the drawer open on the new results.
        const drawerOpen = current.querySelector('#refinements')?.matches(':popover-open') === true;
        current.replaceWith(next);
        if (drawerOpen) next.querySelector<HTMLElement>('#refinements')?.showPopover();
        document.title = doc.title;
        if (push) history.pushState({ listing: true }, '', url);
        setStatus(next.querySelector('#listing-count')?.textContent ?? '');
        document.dispatchEvent(new CustomEvent(LISTING_UPDATED));
        const target =
          (focusKey && next.querySelector<HTMLElement>(focusKey)) ||
          next.querySelector<HTMLElement>('#listing-title');
        if (target?.id === 'listing-title') next.scrollIntoView({ block: 'start' });
        target?.focus({ preventScroll: target.id !== 'listing-title' });
      } catch (error) {
        if ((error as Error).name === 'AbortError') return;
        console.error('[ListingEnhancer] update failed', error);
        window.location.assign(url);
      }
    };

    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
        return;
      const link = (event.target as Element | null)?.closest<HTMLAnchorElement>(
        '#listing a[data-listing-link]',
      );
      if (!link) return;
      event.preventDefault();
      void go(link.href, true, keyOf(link));
    };
    const onSubmit = (event: SubmitEvent) => {
      const form = event.target as HTMLFormElement;
      if (!form.matches('#listing form[data-listing-form]')) return;
      event.preventDefault();
      const url = new URL(form.action, window.location.href);
      const params = new URLSearchParams();
      for (const [name, value] of new FormData(form)) {
        if (typeof value === 'string' && value !== '' && !(name === 'sort' && value === 'featured'))
          params.append(name, value);
      }
      url.search = params.toString();
      const select = form.querySelector('[name="sort"]');
      void go(url.toString(), true, keyOf(select ?? document.activeElement));
    };
    const onChange = (event: Event) => {
      const select = event.target as HTMLElement;
      const form = select.closest<HTMLFormElement>('#listing form[data-autosubmit]');
      if (form && select instanceof HTMLSelectElement) form.requestSubmit();
    };
    const onPop = () => {
      if (document.getElementById('listing')) void go(window.location.href, false, null);
    };
    document.addEventListener('click', onClick);
    document.addEventListener('submit', onSubmit);
    document.addEventListener('change', onChange);
    window.addEventListener('popstate', onPop);
    return () => {
      controller?.abort();
      document.removeEventListener('click', onClick);
      document.removeEventListener('submit', onSubmit);
      document.removeEventListener('change', onChange);
      window.removeEventListener('popstate', onPop);
    };
  }, [messages]);

  return (
    <p className="visually-hidden" role="status" aria-live="polite">
      {status}
    </p>
  );
}
