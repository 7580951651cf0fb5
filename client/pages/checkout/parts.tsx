/** Pieces shared by the checkout steps and the order confirmation: notice, items, totals, step nav, review section. */
import type { ReactNode } from 'react';
import type { CheckoutCart } from '../../../shared/contract';
import { isDigitalOnly } from '../../../shared/contract/giftcustoms-rules';
import { formatMoney } from '../../../shared/pricing/format';
import { format } from '../../i18n';
import { type CheckoutText, checkoutError } from '../../i18n/checkout';
import { giftCustomsText, lineText } from '../../i18n/giftcustoms';
import { usePage } from '../../island-kit/context';
import { CartTotals } from '../../ui/cart/CartTotals';
import { lineSize } from '../../ui/cart/lineSize';
import { FOCUS_ON_LOAD } from '../../ui/focus-on-load';
import { GiftCustomsLine } from '../../ui/GiftCustomsLine';
import { CHECKOUT_STEPS, type CheckoutNotice, type CheckoutStep, type CheckoutView } from './view';

export function Notice({ notice, text }: { notice: CheckoutNotice | undefined; text: CheckoutText }) {
  if (!notice) return null;
  const message = checkoutError(text, notice.errorId);
  if (notice.kind === 'top')
    return (
      <div className="checkout-notice" role="alert" {...FOCUS_ON_LOAD}>
        {message}
      </div>
    );
  // Other place-order errors: a persistent toast (it does not close by itself).
  return (
    <div className="toasts">
      <div className="toast toast--error" role="alert" {...FOCUS_ON_LOAD}>
        <p className="toast__title">{message}</p>
      </div>
    </div>
  );
}

/** The checkout's and the confirmation's totals: the cart's one presentation (CartTotals). */
export function Totals({
  totals,
  currency,
  placed = false,
}: {
  totals: CheckoutCart['totals'];
  currency: CheckoutCart['currency'];
  /** Unused: the labels come from the page's catalogue, as in the cart. */
  text?: CheckoutText;
  /** A placed order: nothing is "remaining" any more. */
  placed?: boolean;
}) {
  const { site, messages } = usePage();
  return (
    <CartTotals
      cart={{ totals }}
      messages={messages}
      money={(minor) => formatMoney(minor, currency, site.languageTag)}
      placed={placed}
    />
  );
}

export function Items({
  items,
  currency,
  text,
}: {
  items: CheckoutCart['items'];
  currency: CheckoutCart['currency'];
  text: CheckoutText;
}) {
  const { site, messages } = usePage();
  const money = (minor: number) => formatMoney(minor, currency, site.languageTag);
  return (
    <ul className="checkout-items">
      {items.map((item) => (
        <li key={item.id} className="checkout-item">
          <img src={item.productImageURL} alt="" width={64} height={64} loading="lazy" />
          <div>
            <p className="checkout-item__name">{item.name}</p>
            <p className="checkout-item__meta">
              {item.color} · {lineSize(item, messages, money, site.language)} ·{' '}
              {format(text.qty, { qty: item.qty })}
            </p>
            <GiftCustomsLine item={item} text={lineText(giftCustomsText(site.language))} />
          </div>
          <p className="checkout-item__price">{money(item.price.rowTotal)}</p>
        </li>
      ))}
    </ul>
  );
}

export function StepNav({ step, view }: { step: CheckoutStep; view: CheckoutView }) {
  const { site } = usePage();
  // A cart of gift cards only has no shipping step.
  const steps = isDigitalOnly(view.cart.items)
    ? CHECKOUT_STEPS.filter((s) => s !== 'shipping')
    : CHECKOUT_STEPS;
  const current = steps.indexOf(step);
  return (
    <nav aria-label={view.text.steps}>
      <ol className="checkout-steps">
        {steps.map((s, i) => (
          <li key={s} className={i === current ? 'is-current' : i < current ? 'is-done' : ''}>
            {i < current ? (
              <a href={`/${site.locale}/checkout?step=${s}`}>{view.text[`step_${s}`]}</a>
            ) : (
              <span aria-current={i === current ? 'step' : undefined}>{view.text[`step_${s}`]}</span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

export function Section({
  title,
  edit,
  text,
  children,
}: {
  title: string;
  edit?: CheckoutStep | undefined;
  text: CheckoutText;
  children: ReactNode;
}) {
  const { site } = usePage();
  return (
    <section className="checkout-review">
      <div className="checkout-review__head">
        <h2>{title}</h2>
        {edit && (
          <a className="checkout-review__edit" href={`/${site.locale}/checkout?step=${edit}`}>
            {text.edit}
            <span className="visually-hidden"> {title}</span>
          </a>
        )}
      </div>
      {children}
    </section>
  );
}
