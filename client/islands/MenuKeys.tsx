/**
 * Keyboard, click and navigation support for the menus (content spec 4: opens on hover, or on click
 * when trigger-on-click is configured; closes on Escape or route change). The menus themselves are
 * server-rendered and open without script (CSS hover/focus; the phone menu is a popover, which
 * closes on Escape by itself); this island renders nothing and runs without React. On the desktop bar it shows each
 * panel's toggle button (WAI-ARIA disclosure navigation: focus alone no longer opens a panel, so
 * Tab walks the bar; the toggle opens and closes it, focus leaving it closes it), closes the panel
 * on Escape with the focus back on its toggle, opens panels on a first click in click mode, closes
 * every menu when the page is left or restored from the back/forward cache, and keeps the phone
 * Menu button's `aria-expanded` and focus in step.
 */
export type MenuKeysProps = Record<string, never>;

/** Takes over the page's menus once (a plain island: no React, `island-kit/plain-islands.ts`). */
export function enhance(): void {
  const bar = document.querySelector('.mega');
  const clickMode = bar?.getAttribute('data-trigger') === 'click';
  const toggles = [...document.querySelectorAll<HTMLButtonElement>('.mega__toggle')];
  for (const toggle of toggles) toggle.hidden = false;
  bar?.setAttribute('data-keys', '');
  /** Opens or closes one panel, its toggle (and in click mode its L1) saying so. */
  const setOpen = (item: Element, open: boolean) => {
    if (open) {
      item.setAttribute('data-open', '');
      item.removeAttribute('data-closed');
    } else item.removeAttribute('data-open');
    item.querySelector('.mega__toggle')?.setAttribute('aria-expanded', String(open));
    if (clickMode) item.querySelector('.mega__l1')?.setAttribute('aria-expanded', String(open));
  };
  const closeOpen = () => {
    for (const item of document.querySelectorAll('.mega__item[data-open]')) setOpen(item, false);
  };
  const openOnly = (item: Element) => {
    closeOpen();
    setOpen(item, true);
  };
  const closeAll = () => {
    for (const item of document.querySelectorAll('.mega__item')) {
      setOpen(item, false);
      item.setAttribute('data-closed', '');
    }
    const nav = document.getElementById('mobile-nav');
    if (nav?.matches(':popover-open')) nav.hidePopover();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element | null;
    const toggle = target?.closest?.('.mega__toggle');
    if (toggle) {
      const item = toggle.parentElement!;
      if (item.hasAttribute('data-open')) setOpen(item, false);
      else openOnly(item);
      return;
    }
    const l1 = target?.closest?.('.mega__item[data-has-panel] > .mega__l1');
    if (clickMode && l1 && !l1.parentElement!.hasAttribute('data-open')) {
      // First click opens the panel; a second click follows the L1 link.
      event.preventDefault();
      openOnly(l1.parentElement!);
      return;
    }
    // A link chosen in a menu is a route change: the menus close behind it.
    if (target?.closest?.('.mega a, #mobile-nav a')) closeAll();
    else if (!target?.closest?.('.mega__item')) clickMode ? closeAll() : closeOpen();
  };
  const onPageShow = (event: PageTransitionEvent) => {
    if (event.persisted) closeAll();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape') return;
    // Read before the panel shuts: a hidden panel drops the focus it held.
    const item = document.activeElement?.closest('.mega__item');
    const hovered = [...document.querySelectorAll('.mega__item:hover, .mega__item:focus-within')];
    closeOpen();
    for (const each of hovered) each.setAttribute('data-closed', '');
    const back = item?.querySelector<HTMLElement>('.mega__toggle:not([hidden])');
    (back ?? item?.querySelector<HTMLElement>('.mega__l1'))?.focus();
  };
  const toggle = document.querySelector<HTMLButtonElement>('button[data-mobile-menu]');
  const mobileNav = document.getElementById(toggle?.getAttribute('aria-controls') ?? '');
  const onMobileToggle = () => {
    if (!toggle || !mobileNav) return;
    const open = mobileNav.matches(':popover-open');
    toggle.setAttribute('aria-expanded', String(open));
    // Closed from inside (Escape, a link): the focus goes back to the button, not to the page top.
    const active = document.activeElement;
    if (!open && (!active || active === document.body || mobileNav.contains(active))) toggle.focus();
  };
  toggle?.setAttribute('aria-expanded', String(mobileNav?.matches(':popover-open') ?? false));
  mobileNav?.addEventListener('toggle', onMobileToggle);
  const reopen = (event: Event) => {
    const item = event.currentTarget as Element;
    if (event.type === 'focusout') {
      const next = (event as FocusEvent).relatedTarget as Node | null;
      if (next && item.contains(next)) return;
      // The keyboard went on past the panel (a click elsewhere closes it in `onClick`).
      if (next) setOpen(item, false);
    }
    item.removeAttribute('data-closed');
  };
  const items = [...document.querySelectorAll('.mega__item')];
  document.addEventListener('keydown', onKeyDown);
  document.addEventListener('click', onClick);
  window.addEventListener('pageshow', onPageShow);
  window.addEventListener('popstate', closeAll);
  for (const item of items) {
    item.addEventListener('mouseleave', reopen);
    item.addEventListener('focusout', reopen);
  }
}

export default function MenuKeys(_: MenuKeysProps): null {
  return null;
}
