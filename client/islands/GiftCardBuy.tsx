/**
 * The buy box of a digital gift card: design (colour links), amount (the variants), recipient
 * e-mail, name and message with a character counter. Without script it is a plain form posting to
 * /api/cart/items (gift fields flat: giftEmail, giftTo, giftMessage; the BFF answers 303 back). Once
 * hydrated it checks the fields with the shared rules, posts JSON, updates the cart store and opens
 * the mini cart; the recipient fields are cleared so the next card can go to someone else.
 */
import { type FormEvent, useId, useState } from 'react';
import type { Currency } from '../../shared/contract/common';
import {
  GIFT_EMAIL_MAX,
  GIFT_MESSAGE_MAX,
  GIFT_TO_MAX,
  giftOptionProblems,
} from '../../shared/contract/giftcustoms-rules';
import { formatMoney } from '../../shared/pricing/format';
import { ADD_TO_CART_URL, addGiftCard } from '../api/cart';
import { format } from '../i18n';
import type { GiftCustomsText } from '../i18n/giftcustoms';
import { useAppState, useHydrated, useSelectedColor } from '../state/app';
import { addToCartAndOpen } from '../state/cart';
import { BuyOutcome } from '../ui/BuyOutcome';
import { Price } from '../ui/Price';
import { Swatches } from '../ui/Swatches';
import type { AddToCartColor } from './AddToCart';

export type GiftCardText = Pick<
  GiftCustomsText,
  | 'giftAmount'
  | 'giftDesign'
  | 'giftRecipientEmail'
  | 'giftRecipientName'
  | 'giftMessageLabel'
  | 'charsLeft'
  | 'giftAdd'
  | 'giftNote'
  | 'adding'
  | 'added'
  | 'error_emailRequired'
  | 'error_emailInvalid'
  | 'error_toTooLong'
  | 'error_messageTooLong'
  | 'error_markup'
  | 'error_selectAmount'
>;

export type GiftCardBuyProps = {
  colors: AddToCartColor[];
  selectedColorCode: string;
  currency: Currency;
  text: GiftCardText;
};

type Field = 'email' | 'to' | 'message' | 'amount';

export default function GiftCardBuy({ colors, selectedColorCode, currency, text }: GiftCardBuyProps) {
  const { site, messages } = useAppState();
  const hydrated = useHydrated();
  const code = useSelectedColor(selectedColorCode);
  const color = colors.find((c) => c.code === code) ?? colors[0]!;
  const [sku, setSku] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [to, setTo] = useState('');
  const [message, setMessage] = useState('');
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [topError, setTopError] = useState<string | null>(null);
  const [status, setStatus] = useState('');
  const [busy, setBusy] = useState(false);
  const ids = useId();
  const amountOf = (size: string) => formatMoney(Number(size) * 100, currency, site.languageTag);

  /** Another design keeps the chosen amount. */
  const chooseDesign = (next: AddToCartColor) => {
    const size = color.variants.find((v) => v.sku === sku)?.size;
    setSku(next.variants.find((v) => v.size === size)?.sku ?? null);
  };

  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (busy) return;
    setStatus('');
    setTopError(null);
    const problems = giftOptionProblems({ email, to, message });
    const next: Partial<Record<Field, string>> = {};
    for (const [field, problem] of Object.entries(problems)) next[field as Field] = text[`error_${problem}`];
    if (!sku) next.amount = text.error_selectAmount;
    setErrors(next);
    if (Object.keys(next).length > 0) {
      const first = (['amount', 'email', 'to', 'message'] as const).find((f) => next[f]);
      document.getElementById(`${ids}${first}`)?.focus();
      return;
    }
    setBusy(true);
    const outcome = await addToCartAndOpen(
      () =>
        addGiftCard(site.locale, {
          productId: sku!,
          giftEmail: email.trim(),
          ...(to.trim() ? { giftTo: to.trim() } : {}),
          ...(message.trim() ? { giftMessage: message.trim() } : {}),
        }),
      messages,
    );
    setBusy(false);
    if (!outcome.ok) {
      setTopError(outcome.message);
      return;
    }
    setEmail('');
    setTo('');
    setMessage('');
    setStatus(text.added);
  };

  const describedBy = (field: Field, extra?: string) =>
    [errors[field] ? `${ids}${field}-error` : '', extra ?? ''].filter(Boolean).join(' ') || undefined;
  const fieldError = (field: Field) =>
    errors[field] ? (
      <p id={`${ids}${field}-error`} className="gift__error">
        {errors[field]}
      </p>
    ) : null;

  return (
    <form
      className="buy gift"
      method="post"
      action={`${ADD_TO_CART_URL}?locale=${site.locale}`}
      onSubmit={onSubmit}
      noValidate={hydrated}
    >
      <div className="buy__price">
        <Price price={color.price} ctx={site} messages={messages} size="lg" />
      </div>
      <input type="hidden" name="returnTo" value={color.url} />
      <input type="hidden" name="qty" value="1" />
      <p className="gift__note">{text.giftNote}</p>

      <Swatches
        id={`${ids}design`}
        label={text.giftDesign}
        colors={colors}
        current={color}
        onChoose={chooseDesign}
      />

      <fieldset className="buy__group sizes" aria-describedby={describedBy('amount')}>
        <legend className="buy__label">{text.giftAmount}</legend>
        <div className="sizes__grid gift__amounts">
          {color.variants.map((v, i) => (
            <label key={v.sku} className="size">
              <input
                id={i === 0 ? `${ids}amount` : undefined}
                type="radio"
                name="productId"
                value={v.sku}
                required
                checked={sku === v.sku}
                onChange={() => {
                  setSku(v.sku);
                  setErrors((e) => ({ ...e, amount: undefined }));
                }}
              />
              <span className="size__text">{amountOf(v.size)}</span>
            </label>
          ))}
        </div>
        {fieldError('amount')}
      </fieldset>

      <div className="gift__field">
        <label htmlFor={`${ids}email`}>
          {text.giftRecipientEmail}
          <span aria-hidden="true"> *</span>
        </label>
        <input
          id={`${ids}email`}
          name="giftEmail"
          type="email"
          inputMode="email"
          autoComplete="off"
          required
          maxLength={GIFT_EMAIL_MAX}
          value={email}
          onChange={(event) => {
            setEmail(event.target.value);
            setErrors((e) => ({ ...e, email: undefined }));
          }}
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={describedBy('email')}
        />
        {fieldError('email')}
      </div>
      <div className="gift__field">
        <label htmlFor={`${ids}to`}>{text.giftRecipientName}</label>
        <input
          id={`${ids}to`}
          name="giftTo"
          type="text"
          autoComplete="off"
          maxLength={GIFT_TO_MAX}
          value={to}
          onChange={(event) => {
            setTo(event.target.value);
            setErrors((e) => ({ ...e, to: undefined }));
          }}
          aria-invalid={errors.to ? true : undefined}
          aria-describedby={describedBy('to')}
        />
        {fieldError('to')}
      </div>
      <div className="gift__field">
        <label htmlFor={`${ids}message`}>{text.giftMessageLabel}</label>
        <textarea
          id={`${ids}message`}
          name="giftMessage"
          rows={3}
          maxLength={GIFT_MESSAGE_MAX}
          value={message}
          onChange={(event) => {
            setMessage(event.target.value);
            setErrors((e) => ({ ...e, message: undefined }));
          }}
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={describedBy('message', `${ids}count`)}
        />
        <p id={`${ids}count`} className="gift__count" aria-live="polite">
          {format(text.charsLeft, { count: GIFT_MESSAGE_MAX - message.length })}
        </p>
        {fieldError('message')}
      </div>

      <button className="button button--primary buy__submit" type="submit" aria-disabled={busy || undefined}>
        {busy ? text.adding : text.giftAdd}
      </button>
      <BuyOutcome error={topError} status={status} reserved={text.added} />
    </form>
  );
}
