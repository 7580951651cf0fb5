/**
 * Klarna on the billing step. Without script the button posts the billing form to the wallet
 * route (redirect to the provider's approval page and back). With script it opens a native
 * `<dialog>` (focus moves in, Escape closes, focus returns to the button): the BFF starts a Klarna
 * session for the remaining amount, the shopper approves or declines with the provider (the
 * sandbox's `/payments/v1/sessions/{id}`, passed through unread), then the BFF adds the KLARNA
 * instrument. A refused authorization shows the PAY400 message in the dialog.
 */
import { type MouseEvent, useId, useRef, useState } from 'react';
import { type BffAnswer, bffFetch } from '../api/bff';

export type KlarnaButtonText = {
  payWithKlarna: string;
  klarnaTitle: string;
  klarnaIntro: string;
  klarnaApprove: string;
  klarnaDecline: string;
  close: string;
  error_PAY400: string;
  error_PAY401: string;
  error_PYT405: string;
  error_generic: string;
};

export type KlarnaButtonProps = { locale: string; formAction: string; text: KlarnaButtonText };

type Session = { sessionId: string; amount: number; currency: string };

/** The provider's own page answers the decision (the sandbox's `/payments/v1/*`, not the BFF). */
const decideAtProvider = (sessionId: string, decision: 'approve' | 'decline') =>
  fetch(`/payments/v1/sessions/${encodeURIComponent(sessionId)}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ decision }),
  });

export default function KlarnaButton({ locale, formAction, text }: KlarnaButtonProps) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const [session, setSession] = useState<Session | null>(null);
  /** The last session's amount stays on show after it was settled. */
  const [shown, setShown] = useState<Session | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const messageOf = (answer: BffAnswer<unknown>) => {
    const errorId = answer.ok ? undefined : answer.error?.errorId;
    return errorId === 'PAY400' || errorId === 'PAY401' || errorId === 'PYT405'
      ? text[`error_${errorId}`]
      : text.error_generic;
  };

  const start = async (): Promise<Session | null> => {
    const answer = await bffFetch<{ session?: Session }>('/api/checkout/payments/session', {
      method: 'POST',
      locale,
      body: { method: 'KLARNA' },
    });
    const started = answer.ok ? answer.data?.session : undefined;
    if (!started) {
      setError(messageOf(answer));
      return null;
    }
    setSession(started);
    setShown(started);
    return started;
  };

  const open = async (event: MouseEvent<HTMLButtonElement>) => {
    // A billing address typed on this form must be kept before Klarna pays: the form goes to the
    // wallet route as it does without script (it saves the address, then Klarna's page).
    const form = event.currentTarget.form;
    const same = form?.elements.namedItem('sameAsShipping');
    if (form?.elements.namedItem('addressLine1') && !(same instanceof HTMLInputElement && same.checked))
      return;
    event.preventDefault();
    setError(null);
    setBusy(true);
    dialog.current?.showModal();
    await start().catch(() => setError(text.error_generic));
    setBusy(false);
  };

  const decide = async (decision: 'approve' | 'decline') => {
    setBusy(true);
    setError(null);
    try {
      const current = session ?? (await start());
      if (!current) return;
      await decideAtProvider(current.sessionId, decision);
      const added = await bffFetch('/api/checkout/payments/instruments', {
        method: 'POST',
        locale,
        body: { payment_method_id: 'KLARNA', session_id: current.sessionId },
      });
      if (added.ok) {
        window.location.assign(`/${locale}/checkout?step=summary`);
        return;
      }
      // This session is settled: approving again starts a new one.
      setSession(null);
      setError(messageOf(added));
    } catch {
      setError(text.error_generic);
    } finally {
      setBusy(false);
    }
  };

  const amount = shown
    ? new Intl.NumberFormat(document.documentElement.lang || 'en', {
        style: 'currency',
        currency: shown.currency,
      }).format(shown.amount / 100)
    : '…';

  return (
    <>
      <button
        type="submit"
        className="button klarna-button"
        formAction={formAction}
        name="wallet"
        value="KLARNA"
        onClick={open}
      >
        {text.payWithKlarna}
      </button>
      <dialog ref={dialog} className="klarna-dialog" aria-labelledby={`${id}title`}>
        <h2 id={`${id}title`}>{text.klarnaTitle}</h2>
        <p>{text.klarnaIntro.replace('{amount}', amount)}</p>
        {error && (
          <p className="checkout-field__error" role="alert">
            {error}
          </p>
        )}
        <div className="klarna-dialog__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() => decide('approve')}
          >
            {text.klarnaApprove}
          </button>
          <button type="button" className="button" disabled={busy} onClick={() => decide('decline')}>
            {text.klarnaDecline}
          </button>
          <button type="button" className="link-button" onClick={() => dialog.current?.close()}>
            {text.close}
          </button>
        </div>
      </dialog>
    </>
  );
}
