/**
 * Loads the article grid's next state in place: its facet, "clear all" and "read more" links
 * (plain links to the same page with other `component{id}[…]` parameters) are fetched as HTML, the
 * grid is swapped for the fetched one and the URL pushed. Focus goes to the first new article after
 * "read more", else back to the grid's heading. A failure is logged and the list stays (content spec 8).
 * A plain island: no React comes for it.
 */
export type ArticleGridEnhancerProps = { id: string };

export function enhance(_marker: Element, props: Record<string, unknown>): void {
  const { id } = props as ArticleGridEnhancerProps;
  const selector = `[data-article-grid="${CSS.escape(id)}"]`;
  let controller: AbortController | null = null;
  const load = async (href: string) => {
    const current = document.querySelector<HTMLElement>(selector);
    if (!current) return;
    controller?.abort();
    controller = new AbortController();
    current.setAttribute('aria-busy', 'true');
    try {
      const response = await fetch(href, { headers: { accept: 'text/html' }, signal: controller.signal });
      if (!response.ok) throw new Error(`article grid ${response.status}`);
      const doc = new DOMParser().parseFromString(await response.text(), 'text/html');
      const next = doc.querySelector<HTMLElement>(selector);
      if (!next) throw new Error('article grid missing from the page');
      // The island marker is this island: keep the live one, not the fetched copy.
      const marker = current.querySelector('sf-island');
      next.querySelector('sf-island')?.replaceWith(marker ?? '');
      current.replaceWith(next);
      const url = new URL(href, location.href);
      history.pushState(null, '', url.pathname + url.search);
      const target = url.hash
        ? document.getElementById(url.hash.slice(1))?.querySelector<HTMLElement>('a')
        : null;
      (target ?? next.querySelector<HTMLElement>('h2'))?.focus();
    } catch (error) {
      if ((error as Error).name !== 'AbortError') console.error(error);
      current.removeAttribute('aria-busy');
    }
  };
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey)
      return;
    const link = (event.target as Element | null)?.closest?.('a');
    const grid = link?.closest(selector);
    // Articles and the row's promotional tile are links away from the grid, not states of it.
    if (!link || !grid || link.closest('.article-card, .grid-fill')) return;
    event.preventDefault();
    void load(link.href);
  };
  const onPop = () => void load(location.href);
  document.addEventListener('click', onClick);
  window.addEventListener('popstate', onPop);
}

export default function ArticleGridEnhancer(_props: ArticleGridEnhancerProps): null {
  return null;
}
