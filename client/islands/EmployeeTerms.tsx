/**
 * The employee terms dialog (spec sections 2 and 4): an employee who has not accepted the
 * employee discount terms meets it after signing in, on every page until they do. The server
 * renders an open, non-modal `<dialog>` with a plain form that posts the acceptance (303 back to
 * this page) and a `method="dialog"` form that closes it, so it works without script; hydrated,
 * it becomes modal (focus inside, Escape closes, focus returns), accepts through the BFF and says
 * so in a toast. The terms themselves are the legal page `/associate-discount-terms`.
 */
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { bffFetch } from '../api/bff';
import type { TermsDialogText } from '../i18n/members';
import { addToast } from '../state/toasts';

export type EmployeeTermsProps = {
  text: TermsDialogText;
  locale: string;
  /** This page: where the plain form comes back to. */
  returnTo: string;
  /** The employee discount terms page of this site. */
  termsHref: string;
};

export default function EmployeeTerms({ text, locale, returnTo, termsHref }: EmployeeTermsProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const textId = useId();
  const [shown, setShown] = useState(true);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    // Modal once hydrated: the page behind waits for the answer, and Escape or "Not now" closes it.
    const before = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (dialog.open && !dialog.matches(':modal')) {
      dialog.close();
      dialog.showModal();
    }
    return () => before?.focus();
  }, []);

  const accept = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setBusy(true);
    setFailed(false);
    const answer = await bffFetch('/api/members/employee-terms', { method: 'POST', locale, body: {} }).catch(
      () => null,
    );
    setBusy(false);
    if (!answer?.ok) {
      setFailed(true);
      return;
    }
    addToast({ title: text.termsAccepted, kind: 'info' });
    ref.current?.close();
  };

  if (!shown) return null;
  return (
    <dialog
      ref={ref}
      open
      className="member-terms"
      aria-labelledby={titleId}
      aria-describedby={textId}
      onClose={() => {
        // Reopening as modal after hydration closes it once: that close is not the shopper's.
        if (ref.current?.open) return;
        setShown(false);
      }}
    >
      <h2 id={titleId} className="member-terms__title">
        {text.termsTitle}
      </h2>
      <p id={textId}>{text.termsText}</p>
      <p>
        <a href={termsHref}>{text.termsLink}</a>
      </p>
      {failed && (
        <p className="member-terms__error" role="alert">
          {text.termsFailed}
        </p>
      )}
      <div className="member-terms__actions">
        <form method="post" action={`/api/members/employee-terms?locale=${locale}`} onSubmit={accept}>
          <input type="hidden" name="returnTo" value={returnTo} />
          <button type="submit" className="button button--primary" disabled={busy} aria-busy={busy}>
            {text.termsAccept}
          </button>
        </form>
        <form method="dialog">
          <button type="submit" className="button">
            {text.termsLater}
          </button>
        </form>
      </div>
    </dialog>
  );
}
