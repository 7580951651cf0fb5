/**
 * Enhances content blocks that already work without script: a `#modal…` link opens its
 * `<dialog>` as a modal (focus moved in and trapped, Escape and the backdrop close it, focus
 * returns to the link) instead of the `:target` fallback, and a secondary navigation's `<details>`
 * closes when a link in it is chosen. Renders nothing and runs without React (a plain island); one
 * listener set per page however many blocks render it.
 */
import { modalIdOf } from '../../shared/content/modal-links';

let bound = false;

const dialogFor = (hash: string): HTMLDialogElement | null => {
  const id = modalIdOf(hash);
  const element = id ? document.getElementById(id) : null;
  return element instanceof HTMLDialogElement ? element : null;
};

function bind(): void {
  let opener: HTMLElement | null = null;
  const open = (dialog: HTMLDialogElement, from: HTMLElement | null) => {
    if (dialog.open) return;
    opener = from;
    dialog.showModal();
  };
  const closeAll = () => {
    for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.content-dialog[open]'))
      dialog.close();
  };

  document.addEventListener('click', (event) => {
    const target = event.target instanceof Element ? event.target : null;
    if (!target) return;
    if (target.closest('[data-dialog-close]')) {
      event.preventDefault();
      closeAll();
      return;
    }
    if (target instanceof HTMLDialogElement && target.classList.contains('content-dialog')) {
      target.close(); // a click on the backdrop
      return;
    }
    const link = target.closest<HTMLAnchorElement>('a[href]');
    if (!link) return;
    const choice = link.closest<HTMLDetailsElement>('details[data-closes-on-choice]');
    if (choice) choice.open = false;
    const dialog = link.pathname === location.pathname ? dialogFor(link.hash) : null;
    if (!dialog) return;
    event.preventDefault();
    history.pushState(null, '', link.href);
    open(dialog, link);
  });

  for (const dialog of document.querySelectorAll<HTMLDialogElement>('dialog.content-dialog')) {
    dialog.addEventListener('close', () => {
      if (dialogFor(location.hash) === dialog)
        history.replaceState(null, '', location.pathname + location.search);
      opener?.focus();
      opener = null;
    });
  }

  const fromHash = () => {
    const dialog = dialogFor(location.hash);
    if (dialog) open(dialog, null);
  };
  window.addEventListener('hashchange', fromHash);
  fromHash();
}

/** No props: everything it enhances is already in the page. */
export type ContentEnhancerProps = Record<string, never>;

export function enhance(): void {
  if (bound) return;
  bound = true;
  bind();
}

export default function ContentEnhancer(_props: ContentEnhancerProps): null {
  return null;
}
