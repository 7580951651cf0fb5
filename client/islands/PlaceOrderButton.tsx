/**
 * The place-order button: disabled (and saying so) from the moment its form is submitted, so a
 * double click sends one request. The server is idempotent per basket anyway.
 */
import { useEffect, useRef, useState } from 'react';

export type PlaceOrderButtonProps = { label: string; pendingLabel: string };

export default function PlaceOrderButton({ label, pendingLabel }: PlaceOrderButtonProps) {
  const button = useRef<HTMLButtonElement>(null);
  const [pending, setPending] = useState(false);
  useEffect(() => {
    const form = button.current?.form;
    if (!form) return;
    const onSubmit = (event: SubmitEvent) => {
      if (form.dataset.submitting) {
        event.preventDefault();
        return;
      }
      form.dataset.submitting = 'true';
      setPending(true);
    };
    // Back from the 3DS page (bfcache): the button works again.
    const onShow = (event: PageTransitionEvent) => {
      if (event.persisted) {
        delete form.dataset.submitting;
        setPending(false);
      }
    };
    form.addEventListener('submit', onSubmit);
    window.addEventListener('pageshow', onShow);
    return () => {
      form.removeEventListener('submit', onSubmit);
      window.removeEventListener('pageshow', onShow);
    };
  }, []);
  return (
    <button
      ref={button}
      type="submit"
      className="button button--primary checkout-place"
      aria-disabled={pending || undefined}
      disabled={pending}
    >
      {pending ? pendingLabel : label}
    </button>
  );
}
