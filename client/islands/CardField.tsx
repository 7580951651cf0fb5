/**
 * Card fields of the billing step. The inputs have no `name`, so the storefront's form never
 * carries a card number: on submit the island posts the card to the provider's tokenization
 * endpoint (`/payments/v1/tokenize`, passed through to the provider unread), puts the returned
 * token in the form's hidden `cardToken` field and submits the form. Before hydration the fields
 * are disabled (the page says why when scripts are off).
 */
import { useEffect, useId, useRef, useState } from 'react';
import { format } from '../i18n';
import { maskCardExpiry, parseCardExpiry } from '../payments/card-expiry';
import { fillFingerprint } from '../payments/fingerprint';

export type CardFieldText = {
  card: string;
  cardNumber: string;
  cardExpiry: string;
  cardExpiryPlaceholder: string;
  cardCvc: string;
  cardHolder: string;
  cardSaved: string;
  useAnotherCard: string;
  checking: string;
  error_cardInvalid: string;
  error_cardExpired: string;
  error_cardHolderRequired: string;
  error_cardExpiryRequired: string;
  error_cardExpiryInvalid: string;
  error_cardCvcRequired: string;
  error_generic: string;
};

export type CardFieldProps = {
  text: CardFieldText;
  /** The card already in the cart, if any (brand and last four digits only). */
  saved?: { brand: string; last4: string } | undefined;
  holderName?: string | undefined;
};

type TokenAnswer = {
  token?: string;
  errorDetails?: { errorId: string; details?: { fields?: Record<string, string> } }[];
};

type CardInput = 'number' | 'expiry' | 'cvc' | 'holder';

/** A refusal of the card: the input it is about (marked invalid and focused) and its message. */
type CardError = { field: CardInput | undefined; message: string };

/**
 * The first input the provider could not read (empty, or an expiry that is not a month and a
 * year), with the message that names it: checked before any request.
 */
export const unreadableCardInput = (
  values: Record<CardInput, string>,
  text: CardFieldText,
): CardError | undefined => {
  if (!values.expiry.trim()) return { field: 'expiry', message: text.error_cardExpiryRequired };
  if (!parseCardExpiry(values.expiry)) return { field: 'expiry', message: text.error_cardExpiryInvalid };
  if (!values.cvc.trim()) return { field: 'cvc', message: text.error_cardCvcRequired };
  if (!values.holder.trim()) return { field: 'holder', message: text.error_cardHolderRequired };
  return undefined;
};

/** The provider's field code (`details.fields`) as the input and message a shopper reads. */
export const providerCardError = (answer: TokenAnswer, text: CardFieldText): CardError => {
  const fields = answer.errorDetails?.[0]?.details?.fields ?? {};
  if (fields.expiry || fields.expiryMonth || fields.expiryYear)
    return {
      field: 'expiry',
      message: fields.expiry === 'cardExpired' ? text.error_cardExpired : text.error_cardExpiryRequired,
    };
  if (fields.holderName) return { field: 'holder', message: text.error_cardHolderRequired };
  if (fields.cvc) return { field: 'cvc', message: text.error_cardCvcRequired };
  return { field: 'number', message: text.error_cardInvalid };
};

export default function CardField({ text, saved, holderName }: CardFieldProps) {
  const id = useId();
  const root = useRef<HTMLDivElement>(null);
  const [ready, setReady] = useState(false);
  const [replace, setReplace] = useState(!saved);
  const [error, setError] = useState<CardError | null>(null);
  const [busy, setBusy] = useState(false);
  const fields = useRef({ number: '', expiry: '', cvc: '', holder: holderName ?? '' });

  useEffect(() => {
    setReady(true);
    const form = root.current?.closest('form');
    if (!form) return;
    fillFingerprint(form);
    const onSubmit = async (event: SubmitEvent) => {
      const hidden = form.elements.namedItem('cardToken') as HTMLInputElement | null;
      const { number, expiry, cvc, holder } = fields.current;
      if (!hidden || !number.trim()) return; // the saved card (or the server says a card is needed)
      if (event.submitter?.hasAttribute('formaction')) return; // Klarna or PayPal instead of the card
      event.preventDefault();
      const unreadable = unreadableCardInput(fields.current, text);
      const date = parseCardExpiry(expiry);
      if (unreadable || !date) {
        if (unreadable) setError(unreadable);
        return;
      }
      setBusy(true);
      setError(null);
      try {
        const response = await fetch('/payments/v1/tokenize', {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json' },
          body: JSON.stringify({
            number: number.replace(/\D/g, ''),
            expiryMonth: date.month,
            expiryYear: date.year,
            cvc: cvc.trim(),
            holderName: holder.trim(),
          }),
        });
        const answer = (await response.json()) as TokenAnswer;
        if (!response.ok || !answer.token) {
          setError(providerCardError(answer, text));
          setBusy(false);
          return;
        }
        hidden.value = answer.token;
        form.submit();
      } catch {
        setError({ field: undefined, message: text.error_generic });
        setBusy(false);
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [text]);

  // After a refusal the shopper lands on the input to fix (once the inputs are enabled again).
  useEffect(() => {
    if (error?.field && !busy)
      root.current?.querySelector<HTMLInputElement>(`[id="${id}${error.field}"]`)?.focus();
  }, [error, busy, id]);

  const input = (key: keyof typeof fields.current, label: string, extra: Record<string, string>) => (
    <div className="checkout-field">
      <label htmlFor={`${id}${key}`}>{label}</label>
      <input
        id={`${id}${key}`}
        disabled={!ready || busy}
        defaultValue={fields.current[key]}
        onChange={(e) => {
          if (key === 'expiry') e.target.value = maskCardExpiry(e.target.value);
          fields.current[key] = e.target.value;
        }}
        aria-invalid={error?.field === key ? true : undefined}
        aria-describedby={error?.field === key ? `${id}error` : undefined}
        {...extra}
      />
    </div>
  );

  return (
    <div ref={root} className="card-field">
      {saved && (
        <p className="card-field__saved">
          {format(text.cardSaved, saved)}{' '}
          {!replace && ready && (
            <button type="button" className="link-button" onClick={() => setReplace(true)}>
              {text.useAnotherCard}
            </button>
          )}
        </p>
      )}
      {replace && (
        <fieldset className="card-field__inputs">
          <legend>{text.card}</legend>
          {input('number', text.cardNumber, {
            inputMode: 'numeric',
            autoComplete: 'cc-number',
            placeholder: '4242 4242 4242 4242',
          })}
          <div className="checkout-row">
            {input('expiry', text.cardExpiry, {
              autoComplete: 'cc-exp',
              placeholder: text.cardExpiryPlaceholder,
            })}
            {input('cvc', text.cardCvc, { inputMode: 'numeric', autoComplete: 'cc-csc' })}
          </div>
          {input('holder', text.cardHolder, { autoComplete: 'cc-name' })}
        </fieldset>
      )}
      {busy && <p role="status">{text.checking}</p>}
      {error && (
        <p id={`${id}error`} className="checkout-field__error" role="alert">
          {error.message}
        </p>
      )}
    </div>
  );
}
