/**
 * Keyboard, click and navigation support for the menus (content spec 4: opens on hover, or on click
 * when trigger-on-click is configured; closes on Escape or route change). The menus themselves are
 * server-rendered and open without script (CSS hover/focus; the phone menu is a popover, which
 * closes on Escape by itself); this island renders nothing, closes the desktop panel on Escape,
 * opens panels on a first click in click mode, closes every menu when the page is left or restored
 * from the back/forward cache, and keeps the phone Menu button's `aria-expanded` and focus in step.
 */
import { useEffect } from 'react';

export type MenuKeysProps = Record<string, never>;

export default function MenuKeys(_: MenuKeysProps) {
  useEffect(() => {
    const clickMode = document.querySelector('.mega[data-trigger="click"]') !== null;
    const closeAll = () => {
      for (const item of document.querySelectorAll('.mega__item')) {
        item.removeAttribute('data-open');
        item.setAttribute('data-closed', '');
        item.querySelector('.mega__l1')?.setAttribute('aria-expanded', 'false');
      }
      const nav = document.getElementById('mobile-nav');
      if (nav?.matches(':popover-open')) nav.hidePopover();
    };
    const onClick = (event: MouseEvent) => {
      const target = event.target as Element | null;
      const l1 = target?.closest?.('.mega__item[data-has-panel] > .mega__l1');
      if (clickMode && l1) {
        const item = l1.parentElement!;
        if (!item.hasAttribute('data-open')) {
          // First click opens the panel; a second click follows the L1 link.
          event.preventDefault();
          for (const other of document.querySelectorAll('.mega__item[data-open]'))
            other.removeAttribute('data-open');
          item.setAttribute('data-open', '');
          item.removeAttribute('data-closed');
          l1.setAttribute('aria-expanded', 'true');
          return;
        }
      }
      // A link chosen in a menu is a route change: the menus close behind it.
      if (target?.closest?.('.mega a, #mobile-nav a')) closeAll();
      else if (clickMode && !target?.closest?.('.mega__item')) closeAll();
    };
    const onPageShow = (event: PageTransitionEvent) => {
      if (event.persisted) closeAll();
    };
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      for (const item of document.querySelectorAll('.mega__item[data-open]'))
        item.removeAttribute('data-open');
      const active = document.activeElement;
      for (const item of document.querySelectorAll('.mega__item:hover, .mega__item:focus-within')) {
        item.setAttribute('data-closed', '');
      }
      const item = active?.closest('.mega__item');
      if (item) item.querySelector<HTMLElement>('.mega__l1')?.focus();
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
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick);
      window.removeEventListener('pageshow', onPageShow);
      window.removeEventListener('popstate', closeAll);
      mobileNav?.removeEventListener('toggle', onMobileToggle);
      for (const item of items) {
        item.removeEventListener('mouseleave', reopen);
        item.removeEventListener('focusout', reopen);
      }
    };
  }, []);
  return null;
}
