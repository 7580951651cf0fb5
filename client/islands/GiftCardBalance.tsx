/**
 * "Check balance" of the billing step's gift card form without a reload: the form's number and PIN
 * go to the BFF (`POST /api/checkout/payments/gift-card/balance`) and the balance shows in place,
 * so both stay typed for "Apply gift card". It renders only the answer; without script the form
 * posts and the page comes back with the same fields filled (worker/routes/payments.tsx).
 */
import { useEffect, useRef, useState } from 'react';
import type { Currency } from '../../shared/contract/common';
import { formatMoney } from '../../shared/pricing/format';
import { bffFetch } from '../api/bff';
import { format } from '../i18n';

export type GiftCardBalanceProps = {
  locale: string;
  languageTag: string;
  text: {
    /** "Gift card {number}: balance {balance}" */
    giftCardBalance: string;
    /** `error_GFC…` and `error_API400` of the payments text. */
    errors: Record<string, string>;
    error_generic: string;
  };
};

type BalanceAnswer = { balance: { maskedNumber: string; balance: number; currency: Currency } };

type Shown = { kind: 'status' | 'alert'; message: string } | null;

export default function GiftCardBalance({ locale, languageTag, text }: GiftCardBalanceProps) {
  const marker = useRef<HTMLDivElement>(null);
  const [shown, setShown] = useState<Shown>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    const value = (name: string) => (form.elements.namedItem(name) as HTMLInputElement | null)?.value ?? '';
    const onSubmit = async (event: SubmitEvent) => {
      const submitter = event.submitter as HTMLButtonElement | null;
      if (submitter?.value !== 'balance') return;
      event.preventDefault();
      setShown(null);
      const number = value('giftCardNumber').replace(/[\s-]/g, '');
      const pin = value('giftCardPin').trim();
      try {
        const answer = await bffFetch<BalanceAnswer>('/api/checkout/payments/gift-card/balance', {
          method: 'POST',
          locale,
          body: { number, pin },
        });
        if (answer.ok) {
          const { maskedNumber, balance, currency } = answer.data.balance;
          setShown({
            kind: 'status',
            message: format(text.giftCardBalance, {
              number: maskedNumber,
              balance: formatMoney(balance, currency, languageTag),
            }),
          });
          return;
        }
        // A number or PIN of the wrong shape reads as the plain form says it (GFC700).
        const errorId = answer.error?.errorId === 'API400' ? 'GFC700' : answer.error?.errorId;
        setShown({ kind: 'alert', message: text.errors[`error_${errorId}`] ?? text.error_generic });
      } catch {
        setShown({ kind: 'alert', message: text.error_generic });
      }
    };
    form.addEventListener('submit', onSubmit);
    return () => form.removeEventListener('submit', onSubmit);
  }, [locale, languageTag, text]);
  return (
    <div ref={marker}>
      {shown?.kind === 'status' && (
        <p className="payment-form__balance" role="status">
          {shown.message}
        </p>
      )}
      {shown?.kind === 'alert' && (
        <p className="checkout-field__error" role="alert">
          {shown.message}
        </p>
      )}
    </div>
  );
}
