/**
 * Keyboard support for the menus (content spec: closes on Escape). The menus themselves are
 * server-rendered and open without script (CSS hover/focus; the phone menu is a popover, which
 * closes on Escape by itself); this island renders nothing, closes the desktop panel on Escape and
 * keeps the phone Menu button's `aria-expanded` and focus in step with its popover.
 */
import { useEffect } from 'react';

export type MenuKeysProps = Record<string, never>;

export default function MenuKeys(_: MenuKeysProps) {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
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
    for (const item of items) {
      item.addEventListener('mouseleave', reopen);
      item.addEventListener('focusout', reopen);
    }
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      mobileNav?.removeEventListener('toggle', onMobileToggle);
      for (const item of items) {
        item.removeEventListener('mouseleave', reopen);
        item.removeEventListener('focusout', reopen);
      }
    };
  }, []);
  return null;
}
