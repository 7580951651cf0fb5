/**
 * Payments of the billing step beside the card: the gift card form (number, PIN, check balance,
 * apply), the reward code form, a club member's points form, an athlete's "pay with my athlete
 * credit", the applied gift cards and rewards (each with its amount and a
 * remove button) and the remaining amount. Plain forms: they work without script.
 */
import { type CheckoutCart, cardBrandName, type PaymentInstrument } from '../../../shared/contract';
import { formatMoney } from '../../../shared/pricing/format';
import { format } from '../../i18n';
import { loyaltyError } from '../../i18n/loyalty';
import { membersText } from '../../i18n/members';
import { methodName, type PaymentsText, paymentsError, paymentsText } from '../../i18n/payments';
import { usePage } from '../../island-kit/context';
import { Island } from '../../island-kit/Island';
import { testPaymentFor } from './test-payments';
import type { CheckoutView } from './view';

const PARTIAL = new Set(['GIFT_CARD', 'REWARD_CODE', 'REWARD_CARD', 'LOYALTY_POINTS', 'ATHLETES_PAYMENT']);
export const isPartial = (p: PaymentInstrument) => PARTIAL.has(p.payment_method_id);

/** "Gift card •••• 0001", "Reward code WELCOME10", "Visa ending in 4242", "Klarna". */
export const instrumentLabel = (
  p: Pick<PaymentInstrument, 'payment_method_id' | 'maskedNumber' | 'card'>,
  text: PaymentsText,
  cardSaved: string,
) =>
  p.card
    ? format(cardSaved, { brand: cardBrandName(p.card.brand), last4: p.card.last4 })
    : p.payment_method_id === 'KLARNA' || p.payment_method_id === 'PAYPAL'
      ? methodName(text, p.payment_method_id)
      : p.payment_method_id === 'LOYALTY_POINTS'
        ? // A club voucher or a points payment: the points it spends, in the page's language.
          `${methodName(text, p.payment_method_id)} (${(p.maskedNumber ?? '').replace(/\D/g, '')})`
        : p.payment_method_id === 'ATHLETES_PAYMENT'
          ? methodName(text, p.payment_method_id)
          : `${methodName(text, p.payment_method_id)} ${p.maskedNumber ?? ''}`.trim();

/** Every payment with its amount (summary and confirmation). */
export function PaymentList({
  payments,
  currency,
  text,
  cardSaved,
}: {
  payments: readonly (Pick<
    PaymentInstrument,
    'payment_instrument_id' | 'payment_method_id' | 'maskedNumber' | 'card' | 'amount'
  > & { status?: string })[];
  currency: CheckoutCart['currency'];
  text: PaymentsText;
  cardSaved: string;
}) {
  const { site } = usePage();
  return (
    <ul className="payment-list">
      {payments.map((p) => (
        <li key={p.payment_instrument_id}>
          <span>
            {instrumentLabel(p, text, cardSaved)}
            {p.status === 'VOIDED' && <span className="payment-list__voided">{text.paymentVoided}</span>}
            {p.status === 'REFUSED' && <span className="payment-list__voided">{text.paymentRefused}</span>}
          </span>
          <span>{formatMoney(p.amount, currency, site.languageTag)}</span>
        </li>
      ))}
    </ul>
  );
}

/** A gift card number or reward code input, pointing at its error message when there is one. */
function CodeInput({
  name,
  label,
  errorId,
  values,
  errors,
  inputMode,
  autoCapitalize,
}: {
  name: string;
  label: string;
  errorId: string;
  values: Record<string, string>;
  errors: Record<string, string>;
  inputMode?: 'numeric';
  autoCapitalize?: 'characters';
}) {
  return (
    <div className="checkout-field">
      <label htmlFor={name}>{label}</label>
      <input
        id={name}
        name={name}
        inputMode={inputMode}
        autoCapitalize={autoCapitalize}
        autoComplete="off"
        defaultValue={values[name] ?? ''}
        aria-invalid={errors[name] ? true : undefined}
        aria-describedby={errors[name] ? errorId : undefined}
      />
    </div>
  );
}

/** The translated message of a gift card or reward error id (GFC…, PRM…), next to its input. */
function CodeError({ id, code, text }: { id: string; code: string | undefined; text: PaymentsText }) {
  if (!code) return null;
  return (
    <p id={id} className="checkout-field__error" role="alert">
      {paymentsError(text, code)}
    </p>
  );
}

/** The points payment's instrument (the sandbox's `lp_points`; a voucher is `lv_{points}`). */
const POINTS_INSTRUMENT = 'lp_points';

/** Loyalty points pay part of the order: how many, at most the member's free points. */
function PointsForm({
  action,
  loyalty,
  free,
  unit,
  value,
  error,
}: {
  action: string;
  loyalty: NonNullable<CheckoutView['loyalty']>;
  free: number;
  unit: string;
  value: string | undefined;
  error: string | undefined;
}) {
  const { text } = loyalty;
  if (free <= 0) return null;
  return (
    <form method="post" action={action} className="checkout-form payment-form" noValidate>
      <fieldset>
        <legend>{text.pointsTitle}</legend>
        <p className="checkout-field__hint">{format(text.pointsAvailable, { points: free, unit })}</p>
        <div className="payment-form__inline">
          <div className="checkout-field">
            <label htmlFor="points">{text.pointsLabel}</label>
            <input
              id="points"
              name="points"
              inputMode="numeric"
              autoComplete="off"
              defaultValue={value ?? String(free)}
              aria-invalid={error ? true : undefined}
              aria-describedby={error ? 'pointsError' : undefined}
            />
          </div>
          <button type="submit" className="button">
            {text.usePoints}
          </button>
        </div>
        {error && (
          <p id="pointsError" className="checkout-field__error" role="alert">
            {loyaltyError(text, error)}
          </p>
        )}
      </fieldset>
    </form>
  );
}

export function PaymentOptions({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const text = paymentsText(site.language);
  const { cart } = view;
  const money = (minor: number) => formatMoney(minor, cart.currency, site.languageTag);
  const available = new Set(view.paymentMethods.filter((m) => m.available).map((m) => m.id));
  const applied = cart.checkout.payment_instruments.filter(isPartial);
  const errors = view.fieldErrors ?? {};
  const values = view.paymentValues ?? {};
  const action = (path: string) => `/${site.locale}/checkout/payments/${path}`;
  const balance = view.giftCardBalance;
  const members = membersText(site.language);
  const athlete = applied.find((p) => p.payment_method_id === 'ATHLETES_PAYMENT');
  return (
    <section className="payment-options" aria-label={text.paymentsTitle}>
      {available.has('GIFT_CARD') && (
        <form method="post" action={action('gift-card')} className="checkout-form payment-form" noValidate>
          <fieldset>
            <legend>{text.giftCards}</legend>
            <div className="checkout-row">
              <CodeInput
                name="giftCardNumber"
                label={text.giftCardNumber}
                errorId="giftCardError"
                values={values}
                errors={errors}
                inputMode="numeric"
              />
              <div className="checkout-field payment-form__pin">
                <label htmlFor="giftCardPin">{text.giftCardPin}</label>
                <input
                  id="giftCardPin"
                  name="giftCardPin"
                  type="password"
                  inputMode="numeric"
                  autoComplete="off"
                  defaultValue={values.giftCardPin ?? ''}
                />
              </div>
            </div>
            <CodeError id="giftCardError" code={errors.giftCardNumber} text={text} />
            {balance && (
              <p className="payment-form__balance" role="status">
                {format(text.giftCardBalance, {
                  number: balance.maskedNumber,
                  balance: formatMoney(balance.balance, balance.currency, site.languageTag),
                })}
              </p>
            )}
            <Island
              name="GiftCardBalance"
              strategy="idle"
              props={{
                locale: site.locale,
                languageTag: site.languageTag,
                text: {
                  giftCardBalance: text.giftCardBalance,
                  errors: Object.fromEntries(
                    Object.entries(text).filter(
                      ([k]) => k.startsWith('error_GFC') || k === 'error_API400' || k === 'error_API429',
                    ),
                  ),
                  error_generic: text.error_generic,
                },
              }}
            />
            <div className="payment-form__actions">
              <button type="submit" name="_action" value="balance" className="button">
                {text.checkBalance}
              </button>
              <button type="submit" name="_action" value="apply" className="button button--primary">
                {text.applyGiftCard}
              </button>
            </div>
          </fieldset>
        </form>
      )}
      {(available.has('REWARD_CODE') || available.has('REWARD_CARD')) && (
        <form method="post" action={action('reward')} className="checkout-form payment-form" noValidate>
          <fieldset>
            <legend>{text.rewards}</legend>
            <div className="payment-form__inline">
              <CodeInput
                name="rewardCode"
                label={text.rewardCode}
                errorId="rewardError"
                values={values}
                errors={errors}
                autoCapitalize="characters"
              />
              <button type="submit" className="button">
                {text.applyReward}
              </button>
            </div>
            <CodeError id="rewardError" code={errors.rewardCode} text={text} />
            {/* Sandbox codes: shown only where the test cards are (never in production). */}
            {view.showTestCards && (
              <p className="checkout-field__hint">
                {format(text.testGiftCards, testPaymentFor(cart.currency))}
              </p>
            )}
          </fieldset>
        </form>
      )}
      {view.loyalty && !applied.some((p) => p.payment_instrument_id === POINTS_INSTRUMENT) && (
        <PointsForm
          action={action('points')}
          loyalty={view.loyalty}
          free={view.loyalty.points - (cart.appliedLoyaltyVoucher?.points ?? 0)}
          unit={money(100)}
          value={values.points}
          error={errors.points}
        />
      )}
      {available.has('ATHLETES_PAYMENT') && !athlete && (
        <form method="post" action={action('athlete')} className="checkout-form payment-form">
          <fieldset>
            <legend>{methodName(text, 'ATHLETES_PAYMENT')}</legend>
            <button type="submit" className="button">
              {members.athletePay}
            </button>
          </fieldset>
        </form>
      )}
      {applied.length > 0 && (
        <div className="payment-applied">
          <h2>{text.applied}</h2>
          <ul>
            {applied.map((p) => {
              const name = instrumentLabel(p, text, '');
              return (
                <li key={p.payment_instrument_id}>
                  <span>
                    {name}
                    {/* Spec section 6: the athlete payment shows what it pays and the credit it leaves. */}
                    {p.payment_method_id === 'ATHLETES_PAYMENT' && (
                      <span className="payment-applied__detail">
                        {format(members.athletePayable, { payable: money(p.payableAmount ?? p.amount) })}
                        {' · '}
                        {format(members.athleteRemaining, { remaining: money(p.remainingAmount ?? 0) })}
                      </span>
                    )}
                  </span>
                  <span>{money(p.amount)}</span>
                  <form method="post" action={action('remove')}>
                    <input type="hidden" name="payment_instrument_id" value={p.payment_instrument_id} />
                    <button
                      type="submit"
                      className="link-button"
                      aria-label={format(text.removeLabel, { name })}
                    >
                      {text.remove}
                    </button>
                  </form>
                </li>
              );
            })}
          </ul>
        </div>
      )}
      {cart.totals.remainingToPay <= 0 && (
        <p className="checkout-notice checkout-notice--info">{text.coveredByGiftCards}</p>
      )}
      <p className="payment-remaining">
        <span>{text.remainingToPay}</span> <strong>{money(cart.totals.remainingToPay)}</strong>
      </p>
    </section>
  );
}

/**
 * Why a method is closed: a guest is told to sign in; a member, what the method is for (athlete
 * credit is offered only to those profiles; loyalty points have their own form, club members only).
 */
const closedReason = (text: PaymentsText, id: string, view: CheckoutView): string => {
  const { signedIn } = view;
  if (!signedIn) return text.needsAccount;
  if (id === 'ATHLETES_PAYMENT') return text.closed_ATHLETES_PAYMENT;
  return view.text.notAvailable;
};

/**
 * Methods that pay the rest (a radio each); gift cards, rewards, loyalty points and the athlete
 * credit (which pays up to what is left of it) have their own forms. A closed athlete credit is
 * listed with its reason.
 */
const REST = new Set(['CREDIT_CARD', 'KLARNA', 'PAYPAL']);
const listed = (m: { id: string; available: boolean }) =>
  REST.has(m.id) || (m.id === 'ATHLETES_PAYMENT' && !m.available);

/**
 * Inside the billing form: the radio group of the methods that pay the rest, and the Klarna and
 * PayPal panels (CSS `:has` shows the chosen method's; the card fields follow in the form).
 */
export function PaymentMethodChoice({ view }: { view: CheckoutView }) {
  const { site } = usePage();
  const { cart, text: checkout } = view;
  const text = paymentsText(site.language);
  const wallet = cart.checkout.payment_instruments.find(
    (p) => p.payment_method_id === 'KLARNA' || p.payment_method_id === 'PAYPAL',
  );
  const chosen = view.values?.paymentMethod ?? wallet?.payment_method_id ?? 'CREDIT_CARD';
  const walletAction = `/${site.locale}/checkout/payments/wallet`;
  return (
    <>
      {view.paymentMethods.filter(listed).map((m) => (
        <label key={m.id} className="checkout-choice">
          <input
            type="radio"
            name="paymentMethod"
            value={m.id}
            defaultChecked={m.id === chosen}
            disabled={!m.available}
          />
          <span className="checkout-choice__label">
            {methodName(text, m.id)}
            {!m.available && (
              <span className="checkout-choice__meta"> — {closedReason(text, m.id, view)}</span>
            )}
          </span>
        </label>
      ))}
      {wallet && (
        <p className="payment-approved" data-method={wallet.payment_method_id}>
          {format(text.walletApproved, { method: methodName(text, wallet.payment_method_id) })}
        </p>
      )}
      <input type="hidden" name="deviceFingerprint" value="" />
      <div className="payment-panel payment-panel--KLARNA">
        <Island
          name="KlarnaButton"
          strategy="idle"
          props={{
            locale: site.locale,
            formAction: walletAction,
            text: {
              payWithKlarna: text.payWithKlarna,
              klarnaTitle: text.klarnaTitle,
              klarnaIntro: text.klarnaIntro,
              klarnaApprove: text.klarnaApprove,
              klarnaDecline: text.klarnaDecline,
              close: text.close,
              error_PAY400: checkout.error_PAY400,
              error_PAY401: checkout.error_PAY401,
              error_PYT405: checkout.error_PYT405,
              error_generic: text.error_generic,
            },
          }}
        />
      </div>
      <div className="payment-panel payment-panel--PAYPAL">
        <p className="checkout-field__hint">{text.walletNeedsRedirect}</p>
        <button type="submit" className="button" formAction={walletAction} name="wallet" value="PAYPAL">
          {text.payWithPaypal}
        </button>
      </div>
    </>
  );
}
