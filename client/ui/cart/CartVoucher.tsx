/**
 * The club voucher in the cart's summary (a member of the programme on a site that runs it): the
 * vouchers the member's points buy as radio buttons and "Apply voucher", or the applied one with
 * its remove button. Plain forms to the BFF first; the island sends the same as JSON.
 */
import type { FormEvent } from 'react';
import type { Cart } from '../../../shared/contract/cart';
import type { LoyaltyVoucher } from '../../../shared/contract/loyalty';
import { CART_REWARD_URL } from '../../api/cart';
import { format } from '../../i18n';
import type { LoyaltyText } from '../../i18n/loyalty';

export type VoucherText = Pick<
  LoyaltyText,
  | 'cartVoucherTitle'
  | 'cartPoints'
  | 'cartVoucherOption'
  | 'applyVoucher'
  | 'appliedVoucher'
  | 'removeVoucher'
  | 'cartNoVoucher'
>;

export type CartLoyalty = {
  points: number;
  vouchers: LoyaltyVoucher[];
  text: VoucherText;
  /** The REW refusals' messages by error id (`generic` for the others). */
  errors: Record<string, string>;
};

/** The message of a refused voucher. */
export const voucherError = (loyalty: CartLoyalty, errorId: string | undefined): string =>
  (errorId && loyalty.errors[errorId]) || loyalty.errors.generic || '';

type VoucherProps = {
  cart: Cart;
  loyalty: CartLoyalty;
  money: (minor: number) => string;
  returnTo: string;
  error: string | null;
  busy: string | null;
  onApply: (event: FormEvent<HTMLFormElement>, points: number) => void;
  onRemove: (event: FormEvent<HTMLFormElement>) => void;
};

export function CartVoucher({
  cart,
  loyalty,
  money,
  returnTo,
  error,
  busy,
  onApply,
  onRemove,
}: VoucherProps) {
  const { text, vouchers } = loyalty;
  const applied = cart.appliedLoyaltyVoucher;
  return (
    <section className="cart-voucher" aria-labelledby="cart-voucher-title">
      <h3 id="cart-voucher-title" className="cart-voucher__title">
        {text.cartVoucherTitle}
      </h3>
      <p className="cart-voucher__points">{format(text.cartPoints, { points: loyalty.points })}</p>
      {applied ? (
        <form method="post" action={CART_REWARD_URL} className="cart-voucher__applied" onSubmit={onRemove}>
          <input type="hidden" name="_action" value="remove" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <p role="status">
            {format(text.appliedVoucher, { amount: money(applied.amountInCurrency), points: applied.points })}
          </p>
          <button className="link-button" type="submit" aria-disabled={busy !== null || undefined}>
            {text.removeVoucher}
          </button>
        </form>
      ) : vouchers.length === 0 ? (
        <p className="cart-voucher__none">{text.cartNoVoucher}</p>
      ) : (
        <form
          method="post"
          action={CART_REWARD_URL}
          onSubmit={(event) => {
            const chosen = new FormData(event.currentTarget).get('points');
            onApply(event, Number(chosen));
          }}
        >
          <input type="hidden" name="_action" value="apply" />
          <input type="hidden" name="returnTo" value={returnTo} />
          <fieldset className="cart-voucher__choices" aria-describedby="cart-voucher-error">
            <legend className="visually-hidden">{text.cartVoucherTitle}</legend>
            {vouchers.map((v, i) => (
              <label key={v.points} className="checkout-choice">
                <input type="radio" name="points" value={v.points} defaultChecked={i === 0} />
                <span className="checkout-choice__label">
                  {format(text.cartVoucherOption, { amount: money(v.amountInCurrency), points: v.points })}
                </span>
              </label>
            ))}
          </fieldset>
          <button
            className="button button--secondary"
            type="submit"
            aria-disabled={busy !== null || undefined}
          >
            {text.applyVoucher}
          </button>
        </form>
      )}
      <p id="cart-voucher-error" className="coupons__error" role="alert">
        {error}
      </p>
    </section>
  );
}
