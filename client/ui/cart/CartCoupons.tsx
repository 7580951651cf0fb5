/** Coupon entry and the applied coupons, each removable (plain forms first). */
import { type FormEvent, useId, useState } from 'react';
import type { Cart } from '../../../shared/contract/cart';
import { CART_COUPONS_URL } from '../../api/cart';
import { type MessageSource, t } from '../../i18n';

type CouponsProps = {
  cart: Cart;
  messages: MessageSource;
  returnTo: string;
  error: string | null;
  busy: string | null;
  onApply: (event: FormEvent<HTMLFormElement>, code: string) => Promise<boolean | undefined>;
  onRemove: (event: FormEvent<HTMLFormElement>, code: string) => Promise<boolean | undefined>;
};

export function CartCoupons({ cart, messages, returnTo, error, busy, onApply, onRemove }: CouponsProps) {
  const ids = useId();
  const [code, setCode] = useState('');
  const coupons = cart.couponItems ?? [];
  return (
    <div className="coupons">
      <form
        className="coupons__form"
        method="post"
        action={CART_COUPONS_URL}
        onSubmit={async (event) => {
          if (await onApply(event, code)) setCode('');
        }}
      >
        <input type="hidden" name="_action" value="apply" />
        <input type="hidden" name="returnTo" value={returnTo} />
        <label htmlFor={`${ids}code`} className="coupons__label">
          {t(messages, 'couponLabel')}
        </label>
        <div className="coupons__row">
          <input
            id={`${ids}code`}
            className="input"
            name="code"
            autoComplete="off"
            value={code}
            aria-invalid={error ? true : undefined}
            aria-describedby={`${ids}error`}
            onChange={(event) => setCode(event.target.value)}
          />
          <button
            className="button button--secondary"
            type="submit"
            aria-disabled={busy !== null || undefined}
          >
            {t(messages, 'applyCoupon')}
          </button>
        </div>
        <p id={`${ids}error`} className="coupons__error" role="alert">
          {error}
        </p>
      </form>
      {coupons.length > 0 && (
        <ul className="coupons__list" aria-label={t(messages, 'yourCoupons')}>
          {coupons.map((c) => (
            <li key={c.id} className="coupons__item">
              <span>
                <strong>{c.code}</strong> {c.applied ? c.promotionName : t(messages, 'couponNotApplied')}
              </span>
              <form
                method="post"
                action={CART_COUPONS_URL}
                onSubmit={(event) => void onRemove(event, c.code)}
              >
                <input type="hidden" name="_action" value="remove" />
                <input type="hidden" name="code" value={c.code} />
                <input type="hidden" name="returnTo" value={returnTo} />
                <button
                  className="link-button"
                  type="submit"
                  aria-label={t(messages, 'removeCoupon', { code: c.code })}
                >
                  {t(messages, 'remove')}
                </button>
              </form>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
