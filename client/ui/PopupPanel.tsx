/**
 * A promotional pop-up (content spec sections 4 and 9). It opens minimized, then expands after its
 * delay (2000 ms by default), except on a phone, where it stays a small tab on the side until the
 * shopper opens it (blocks-b.css); the shopper can expand and minimize it (a `<details>`, which works
 * before and without script) and close it, which dismisses it for good: the BFF adds its id to the
 * `dismissedPopups` cookie, which the server reads so the pop-up is not rendered again (without
 * script the close button posts the same form and comes back). Escape inside it closes it too.
 * Closing takes the focus out of what leaves the page: back where the shopper was before coming to
 * the pop-up, else (it opened on its own and the focus was nowhere) to the page's main, so a
 * keyboard or screen reader user does not start again from the top. Impression, expand, close and
 * click go to the data layer.
 *
 * Two islands render it: `Popup`, and `NewsletterPopup` for a pop-up with the newsletter form, so
 * the form's code loads only on pages whose pop-up has one.
 */
import { type CSSProperties, type FormEvent, type ReactNode, useEffect, useRef, useState } from 'react';
import { POPUP_DEFAULT_DELAY_MS, POPUP_TAB_MEDIA, popupTracking } from '../../shared/content/popups';
import type { Popup as PopupData } from '../../shared/contract/content-items-b';
import { bffFetch } from '../api/bff';
import { RichText } from '../sections/RichText';
import { Picture } from './Picture';
import { track } from './track';

export type PopupProps = {
  locale: string;
  popup: PopupData;
  /** The page a no-script close comes back to. */
  returnTo: string;
  /** Open from the start: a no-script sign-up came back to this page and its outcome shows here. */
  opened?: boolean;
  text: { popupClose: string };
};

type State = 'minimized' | 'expanded' | 'closed';

/** Where the focus goes when the pop-up holding it closes: `before` if it can take it, else main. */
const focusOutOf = (panel: HTMLElement, before: HTMLElement | null) => {
  if (!panel.contains(document.activeElement)) return;
  if (before?.isConnected) before.focus();
  if (panel.contains(document.activeElement)) document.getElementById('main')?.focus();
};

/**
 * Toasts stack above the pop-up (`--popup-clearance` on the root, read by `.toasts`): how far its
 * top edge is from the bottom of the window while it sits at the bottom, else nothing (the phone's
 * tab sits on the side). Before this runs, and without script, the CSS holds a minimized bar's room.
 */
const CLEARANCE = '--popup-clearance';
const publishClearance = (panel: HTMLElement | null): void => {
  const root = document.documentElement.style;
  if (!panel?.isConnected) {
    root.removeProperty(CLEARANCE);
    return;
  }
  const box = panel.getBoundingClientRect();
  const atBottom = window.innerHeight - box.bottom < 48;
  root.setProperty(CLEARANCE, `${atBottom ? Math.ceil(window.innerHeight - box.top) : 0}px`);
};

export function PopupPanel({
  locale,
  popup,
  returnTo,
  opened = false,
  text,
  form,
}: PopupProps & { form?: ReactNode }) {
  const [state, setState] = useState<State>(opened ? 'expanded' : 'minimized');
  const touched = useRef(false);
  const panel = useRef<HTMLElement>(null);
  /** The last element outside the pop-up that had the focus. */
  const before = useRef<HTMLElement | null>(null);
  const tracking = popupTracking(popup);

  useEffect(() => {
    const remember = (target: EventTarget | null) => {
      if (target instanceof HTMLElement && target !== document.body && !panel.current?.contains(target))
        before.current = target;
    };
    // It hydrates when the page is idle: the shopper may have put the focus somewhere already.
    remember(document.activeElement);
    const onFocusIn = (event: FocusEvent) => remember(event.target);
    document.addEventListener('focusin', onFocusIn);
    return () => document.removeEventListener('focusin', onFocusIn);
  }, []);

  useEffect(() => {
    const el = panel.current;
    if (!el || state === 'closed') return publishClearance(null);
    publishClearance(el);
    const measure = () => publishClearance(el);
    const observer = new ResizeObserver(measure);
    observer.observe(el);
    window.addEventListener('resize', measure);
    return () => {
      observer.disconnect();
      window.removeEventListener('resize', measure);
      publishClearance(null);
    };
  }, [state]);

  useEffect(() => {
    // Its impression went to the data layer as the page started (the loader, `track` on its marker).
    const shown = popupTracking(popup);
    // On a phone it stays a tab until the shopper opens it (`POPUP_TAB_MEDIA`).
    if (opened || window.matchMedia(POPUP_TAB_MEDIA).matches) return;
    // It has shown minimized since the first paint and hydrates later, when the page is idle: its
    // delay counts from the page's start.
    const timer = window.setTimeout(
      () => {
        // A shopper who already opened or minimized it decided for themselves.
        if (touched.current) return;
        setState('expanded');
        track('popupExpand', shown);
      },
      Math.max(0, (popup.delay ?? POPUP_DEFAULT_DELAY_MS) - performance.now()),
    );
    return () => window.clearTimeout(timer);
  }, [popup, opened]);

  if (state === 'closed') return null;

  const dismiss = () => {
    if (panel.current) focusOutOf(panel.current, before.current);
    setState('closed');
    track('popupClose', tracking);
    void bffFetch('/api/popups/dismiss', { method: 'POST', locale, body: { popupId: popup.id } }).catch(
      () => {
        // Closed for this page either way; the cookie is set on the next close that reaches the BFF.
      },
    );
  };
  const close = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    dismiss();
  };
  const logoSize = popup.logoSize ?? 'small';
  return (
    <aside
      ref={panel}
      className={`popup popup--${state}`}
      onKeyDown={(event) => {
        if (event.key === 'Escape' && !event.defaultPrevented) dismiss();
      }}
      aria-label={popup.title}
      // Its content's colours, as variables: the panel and its button both use them (blocks-b.css).
      style={{ '--popup-ink': popup.colors?.text, '--popup-bg': popup.colors?.background } as CSSProperties}
    >
      <details
        className="popup__details"
        open={state === 'expanded'}
        onToggle={(event) => {
          const open = event.currentTarget.open;
          if (open === (state === 'expanded')) return;
          touched.current = true;
          setState(open ? 'expanded' : 'minimized');
          if (open) track('popupExpand', tracking);
        }}
      >
        <summary
          className={popup.logo ? `popup__bar popup__bar--logo-${logoSize}` : 'popup__bar'}
          style={
            popup.logo
              ? ({
                  '--popup-logo-ratio':
                    popup.logo.width && popup.logo.height ? popup.logo.width / popup.logo.height : 1,
                } as CSSProperties)
              : undefined
          }
        >
          {popup.logo && (
            <Picture
              image={popup.logo}
              className={`popup__logo popup__logo--${logoSize}`}
              decorative
              holdRatio
            />
          )}
          <span className="popup__minimized-title">{popup.minimizedTitle}</span>
        </summary>
        <div className="popup__panel">
          {popup.logo && (
            <Picture image={popup.logo} className="popup__logo popup__logo--expanded" holdRatio />
          )}
          <h2 className="popup__title">{popup.maximizedTitle ?? popup.title}</h2>
          {popup.richText && (
            <RichText item={{ id: `${popup.id}-text`, type: 'rich-text', blocks: popup.richText }} />
          )}
          {popup.targets && popup.targets.length > 0 && (
            <div className="ctas">
              {popup.targets.map((target) => (
                <a
                  key={target.url}
                  className="button button--primary"
                  href={target.url}
                  onClick={() => track('popupClick', { ...tracking, target: target.url })}
                >
                  {target.text ?? target.url}
                </a>
              ))}
            </div>
          )}
          {form}
          {popup.disclaimer && <p className="popup__disclaimer">{popup.disclaimer}</p>}
        </div>
      </details>
      <form
        className="popup__close"
        method="post"
        action={`/api/popups/dismiss?locale=${locale}`}
        onSubmit={close}
      >
        <input type="hidden" name="popupId" value={popup.id} />
        <input type="hidden" name="returnTo" value={returnTo} />
        <button type="submit" className="icon-button" aria-label={text.popupClose}>
          ×
        </button>
      </form>
    </aside>
  );
}
