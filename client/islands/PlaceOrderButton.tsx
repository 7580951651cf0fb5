/**
 * The place-order button. Before hydration (or without script) it submits its form and the server
 * places the order, redirecting to the confirmation or to the card provider's 3DS page. Hydrated,
 * it places the order through the BFF: a placed order goes to the confirmation; a card that asks
 * for 3DS gets the challenge in a dialog, whose return the island patches through the BFF (the
 * return page itself completes nothing, so the PATCH happens once); a refusal is posted again as
 * the plain form, so the server's place route stays the one place that routes errors to a step.
 * From the first submit on it sends nothing more, so a double click sends one request.
 * It sends the form's `reviewed` fingerprint (shared/checkout/reviewed.ts): a basket changed in
 * another tab is refused (CHK409, nothing placed); the island says so and reloads the summary with
 * the notice, so the new total is what the shopper sees before placing again.
 */
import { useEffect, useRef, useState } from 'react';
import { challengeUrl, threeDSReturnPath } from '../../shared/three-ds';
import { complete3ds, placeOrder } from '../api/checkout';
import type { CheckoutText } from '../i18n/checkout';
import { ChallengeFrame } from '../ui/ChallengeFrame';
import { Dialog } from '../ui/Dialog';

export type PlaceOrderText = Pick<
  CheckoutText,
  | 'challengeTitle'
  | 'challengeFrame'
  | 'challengeClose'
  | 'challengeCancelled'
  | 'error_generic'
  | 'error_CHK409'
>;

export type PlaceOrderButtonProps = {
  label: string;
  pendingLabel: string;
  locale: string;
  text: PlaceOrderText;
};

type Challenge = { orderNumber: string; sessionID: string; src: string };

const confirmationUrl = (locale: string, orderNumber: string) =>
  `/${locale}/order-confirmation?order=${orderNumber}`;

export default function PlaceOrderButton({ label, pendingLabel, locale, text }: PlaceOrderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  const [challenge, setChallenge] = useState<Challenge | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  /** Set once the challenge came back: its answer is patched once, and closing no longer cancels. */
  const answered = useRef(false);
  const returnPath = threeDSReturnPath(locale, 'dialog');

  /** The button works again (a challenge left unanswered, a page restored from the back cache). */
  const release = () => {
    const form = button.current?.form;
    if (form) delete form.dataset.submitting;
    setPending(false);
  };

  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const place = async () => {
      const recaptcha = form.elements.namedItem('recaptcha_response');
      const reviewed = form.elements.namedItem('reviewed');
      const placed = await placeOrder(
        locale,
        recaptcha instanceof HTMLInputElement ? recaptcha.value : undefined,
        reviewed instanceof HTMLInputElement ? reviewed.value : undefined,
      );
      if (placed.kind === 'changed') {
        // Nothing was placed: say so, then show the summary again with the new total (and the
        // notice, as the no-script form's redirect does).
        setNotice(text.error_CHK409);
        window.location.assign(`/${locale}/checkout?step=summary&checkoutError=CHK409`);
      } else if (placed.kind === 'placed')
        window.location.assign(confirmationUrl(locale, placed.orderNumber));
      else if (placed.kind === 'challenge') {
        answered.current = false;
        setChallenge({
          orderNumber: placed.orderNumber,
          sessionID: placed.action.paymentData,
          src: challengeUrl(placed.action, placed.orderNumber, threeDSReturnPath(locale, 'dialog')),
        });
      } else HTMLFormElement.prototype.submit.call(form);
    };
    const onSubmit = (event: SubmitEvent) => {
      event.preventDefault();
      if (form.dataset.submitting) return;
      form.dataset.submitting = 'true';
      setPending(true);
      setNotice(null);
      void place();
    };
    // Back from the confirmation (bfcache): the button works again.
    const onShow = (event: PageTransitionEvent) => {
      if (!event.persisted) return;
      delete form.dataset.submitting;
      setPending(false);
      setChallenge(null);
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onShow);
    };
  }, [locale, text.error_CHK409]);

  const onReturn = async (query: URLSearchParams) => {
    const threeDS2Result = query.get('threeDS2Result');
    if (!challenge || answered.current || !threeDS2Result) return;
    answered.current = true;
    setChallenge(null);
    const outcome = await complete3ds(locale, challenge.orderNumber, {
      threeDS2Result,
      sessionID: challenge.sessionID,
    });
    if (outcome === 'placed') window.location.assign(confirmationUrl(locale, challenge.orderNumber));
    // As the page route does: the order was cancelled and the session holds a copy of the cart.
    else if (outcome === 'refused')
      window.location.assign(`/${locale}/checkout?step=billing&checkoutError=PYT402`);
    else {
      release();
      setNotice(text.error_generic);
    }
  };

  // Closed before the bank answered: the order still waits for 3DS (placing again shows the same
  // challenge), and the shopper stays on the summary knowing nothing was placed.
  const cancel = () => {
    if (answered.current) return;
    setChallenge(null);
    release();
    setNotice(text.challengeCancelled);
  };

  return (
    <>
      {notice && (
        <p className="checkout-notice" role="alert">
          {notice}
        </p>
      )}
      <button
        ref={button}
        type="submit"
        className="button button--primary checkout-place"
        // aria-disabled, not disabled: a disabled button loses focus, and the dialog returns it here.
        aria-disabled={pending || undefined}
      >
        {pending ? pendingLabel : label}
      </button>
      <Dialog
        open={challenge !== null}
        onClose={cancel}
        title={text.challengeTitle}
        closeLabel={text.challengeClose}
      >
        {challenge && (
          <ChallengeFrame
            src={challenge.src}
            title={text.challengeFrame}
            returnPath={returnPath}
            onReturn={onReturn}
            onEscape={cancel}
          />
        )}
      </Dialog>
    </>
  );
}
