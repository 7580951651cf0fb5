/**
 * Keyboard support for the mega menu (content spec: closes on Escape). The menus themselves are
 * server-rendered and open without script (CSS hover/focus, `<details>`); this island renders
 * nothing and only listens for Escape.
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
      const mobile = document.querySelector<HTMLDetailsElement>('details[data-mobile-menu][open]');
      if (mobile) {
        mobile.open = false;
        mobile.querySelector('summary')?.focus();
      }
    };
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
      for (const item of items) {
        item.removeEventListener('mouseleave', reopen);
        item.removeEventListener('focusout', reopen);
      }
    };
  }, []);
  return null;
}
