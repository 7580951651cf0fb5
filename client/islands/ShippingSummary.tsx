/**
 * Keeps the order summary beside the shipping step in step with the chosen shipping method: a
 * change of the radio sets the method on the basket through the BFF
 * (`POST /api/checkout/shipping-method`) and writes the answer's totals into the summary's amounts
 * (`data-total` in client/ui/cart/CartTotals.tsx). It renders nothing; without script the summary
 * follows when the step is sent.
 */
import { useEffect, useRef } from 'react';
import type { Currency } from '../../shared/contract/common';
import { formatMoney } from '../../shared/pricing/format';
import { bffFetch } from '../api/bff';

export type ShippingSummaryProps = {
  locale: string;
  languageTag: string;
  /** What the summary says for a shipping of zero. */
  free: string;
};

type Totals = { shipping: number; tax: number; total: number; remainingToPay: number };
type MethodAnswer = { cart: { currency: Currency; totals: Totals } };

/** The summary's amounts as the totals say them (the shipping line reads "Free" at zero). */
export const summaryAmounts = (
  totals: Totals,
  money: (minor: number) => string,
  free: string,
): Record<keyof Totals, string> => ({
  shipping: totals.shipping === 0 ? free : money(totals.shipping),
  tax: money(totals.tax),
  total: money(totals.total),
  remainingToPay: money(totals.remainingToPay),
});

export default function ShippingSummary({ locale, languageTag, free }: ShippingSummaryProps) {
  const marker = useRef<HTMLSpanElement>(null);
  useEffect(() => {
    const form = marker.current?.closest('form');
    if (!form) return;
    let latest: AbortController | undefined;
    const onChange = async (event: Event) => {
      const input = event.target as HTMLInputElement;
      if (input.name !== 'shippingMethod' || !input.checked) return;
      latest?.abort();
      const request = new AbortController();
      latest = request;
      try {
        const answer = await bffFetch<MethodAnswer>('/api/checkout/shipping-method', {
          method: 'POST',
          locale,
          body: { code: input.value },
          signal: request.signal,
        });
        // A refusal leaves the summary as it was: sending the step still sets the method.
        if (!answer.ok) return;
        const { currency, totals } = answer.data.cart;
        const amounts = summaryAmounts(totals, (m) => formatMoney(m, currency, languageTag), free);
        for (const node of document.querySelectorAll<HTMLElement>('[data-total]')) {
          const key = node.dataset.total as keyof Totals;
          if (amounts[key] !== undefined) node.textContent = amounts[key];
        }
      } catch {
        // Aborted by a newer choice, or offline: the step's submit still carries the method.
      }
    };
    form.addEventListener('change', onChange);
    return () => {
      latest?.abort();
      form.removeEventListener('change', onChange);
    };
  }, [locale, languageTag, free]);
  return <span ref={marker} hidden />;
}
