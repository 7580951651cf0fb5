/**
 * Location confirmation (spec section 2 dialogs): shown on a first visit when the request's country
 * differs from the site's. The server renders it as an open, non-modal `<dialog>` whose two choices
 * are plain links (they record the choice in a cookie and land on the right page), so it works
 * without script; hydrated, it becomes modal (focus inside, Escape closes), and "stay" just closes
 * it and remembers the choice without a page load.
 */
import { useEffect, useId, useRef, useState } from 'react';
import { LOCATION_COOKIE, LOCATION_COOKIE_MAX_AGE } from '../../shared/location';

export type LocationPromptProps = {
  title: string;
  text: string;
  stayLabel: string;
  goLabel: string;
  stayUrl: string;
  goUrl: string;
  /** Recorded on "stay" (the location cookie's value): the site's own country and locale. */
  remember: string;
};

const remember = (value: string) => {
  const secure = location.protocol === 'https:' ? '; secure' : '';
  // biome-ignore lint/suspicious/noDocumentCookie: one fixed preference cookie; the Cookie Store API is not in every browser we support
  document.cookie = `${LOCATION_COOKIE}=${value}; path=/; max-age=${LOCATION_COOKIE_MAX_AGE}; samesite=lax${secure}`;
};

export default function LocationPrompt(props: LocationPromptProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [shown, setShown] = useState(true);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    if (dialog.open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
  }, []);

  if (!shown) return null;
  return (
    <dialog
      ref={ref}
      open
      className="location-prompt"
      aria-labelledby={titleId}
      // Escape: remembered at once, as "stay" is (the close event comes a task later).
      onCancel={() => remember(props.remember)}
      onClose={() => {
        // Reopening as modal after hydration closes it once: that close is not the shopper's.
        if (ref.current?.open) return;
        remember(props.remember);
        setShown(false);
      }}
    >
      <h2 id={titleId} className="location-prompt__title">
        {props.title}
      </h2>
      <p>{props.text}</p>
      <div className="location-prompt__actions">
        <a className="button button--primary" href={props.goUrl}>
          {props.goLabel}
        </a>
        <a
          className="button"
          href={props.stayUrl}
          onClick={(event) => {
            event.preventDefault();
            // At once: the close event comes a task later, and a reload before it would ask again.
            remember(props.remember);
            ref.current?.close();
          }}
        >
          {props.stayLabel}
        </a>
      </div>
    </dialog>
  );
}
