/**
 * How checkout's no-script forms (the steps, the payment forms) and the providers' ways back to
 * them answer a refusal: through the one form answer (`formRoute`, `formReturn`) and the one error
 * handler, never a route's own catch. Each route names what its refused request shows
 * (`CheckoutAnswer`); a route whose calls are refused differently names the stage of a call with
 * `inStage` (the billing form with a wallet: the address, then the approval session). Upstream 5xx
 * are the error page's, as for any request; a body no form of ours sends is the 400 page.
 */
import type { Context, MiddlewareHandler } from 'hono';
import { reviewedSchema } from '../../shared/checkout/reviewed';
import type { AppEnv } from '../env';
import type { Described } from '../middleware/errors';
import { ApiError } from '../upstream/errors';
import { formReturn, formRoute, type PlainForm } from '../validation';
import { safeRedirect } from '../validation/redirect';
import { lastOrder } from './last-order';
import { GIFT_CARD_ERROR, REWARD_ERROR } from './payments';
import { placeOrderRedirect } from './place-errors';
import { FormProblem } from './service';
import { renderStep } from './step-page';
import { isThreeDSReturn } from './three-ds';

/** What a refused checkout request shows. */
export type CheckoutAnswer =
  /** The step again (422): the shopper's values, the fields' messages, else the refusal on top. */
  | { step: 'shipping' | 'billing' }
  /**
   * The billing step again (422) with the message next to a payment form's input (GFC, REW, a
   * value that is not one, the gift card's budget); any other refusal is the step's notice.
   */
  | { payment: PaymentField }
  /** Back to the billing step with the refusal as its notice (`?checkoutError=`). */
  | 'notice'
  /** Where a refused order sends the shopper (spec section 8, place-errors.ts). */
  | 'place'
  /** A refused 3-D Secure answer cancelled the order: the billing step, to pay again (PYT402). */
  | '3ds';

/** The billing step's address stage (`inStage`): a refused address renders the step again. */
export const BILLING_STEP: CheckoutAnswer = { step: 'billing' };

/** The fields as a step shows them again, each cut to a length no real entry reaches. */
export const stepValues = (fields: Record<string, string>, max = 200): Record<string, string> =>
  Object.fromEntries(
    Object.entries(fields).map(([k, v]) => [k, v.slice(0, k === 'recaptcha_response' ? 4096 : max)]),
  );

/** The payment forms' inputs that show their refusal in place. */
type PaymentField = 'giftCardNumber' | 'rewardCode' | 'points';

/** A payment form's field, cut short: a number without its spaces and dashes, a code trimmed. */
const paymentValue = (fields: Record<string, string>, field: PaymentField): string => {
  const value = (fields[field] ?? '').slice(0, 100);
  return field === 'rewardCode' ? value.trim() : value.replace(/[\s-]/g, '');
};
export const giftCardNumberOf = (fields: Record<string, string>) => paymentValue(fields, 'giftCardNumber');
export const rewardCodeOf = (fields: Record<string, string>) => paymentValue(fields, 'rewardCode');
export const pointsOf = (fields: Record<string, string>) => paymentValue(fields, 'points');

/** A refused step: field problems next to their fields, an upstream refusal on top too. */
const stepRefused = (
  c: Context<AppEnv>,
  step: 'shipping' | 'billing',
  fields: Record<string, string>,
  { errorId }: Described,
  error: unknown,
): Promise<Response> => {
  const shown = stepValues(fields);
  const values =
    step === 'billing' ? { ...shown, sameAsShipping: shown.sameAsShipping === 'on' ? 'on' : '' } : shown;
  if (error instanceof FormProblem)
    return renderStep(c, step, { values, fieldErrors: error.fields as Record<string, string> }, 422);
  const fieldErrors = error instanceof ApiError ? error.details?.fields : undefined;
  return renderStep(
    c,
    step,
    {
      values,
      ...(fieldErrors && typeof fieldErrors === 'object'
        ? { fieldErrors: fieldErrors as Record<string, string> }
        : {}),
      notice: { errorId, kind: 'top' },
    },
    422,
  );
};

/** Refusals a payment form shows next to its input; the others are the step's notice. */
const inline = (field: PaymentField, errorId: string): boolean =>
  GIFT_CARD_ERROR.test(errorId) ||
  REWARD_ERROR.test(errorId) ||
  errorId === 'API400' ||
  (field === 'giftCardNumber' && errorId === 'API429');

const declare =
  (answer: CheckoutAnswer, valid: (c: Context<AppEnv>, fields: Record<string, string>) => boolean) =>
  (c: Context<AppEnv>, fields: Record<string, string>): PlainForm<CheckoutAnswer> => {
    const { locale } = c.get('site');
    const ok = valid(c, fields);
    return {
      back: undefined,
      fallback: `/${locale}/checkout?step=billing`,
      badBody: 'error page',
      refused: (described, error, stage) => {
        // A request no form of ours makes: the 400 page, as for a body that cannot be read.
        if (!ok) return undefined;
        const shown = stage ?? answer;
        const { errorId } = described;
        if (shown === 'notice') return { checkoutError: errorId };
        if (shown === '3ds') return { checkoutError: 'PYT402' };
        if (shown === 'place') {
          const detailsType = error instanceof ApiError ? error.details?.type : undefined;
          return Promise.resolve(
            safeRedirect(c, placeOrderRedirect({ errorId, detailsType }, locale, lastOrder(c)), 303),
          );
        }
        if ('step' in shown) return stepRefused(c, shown.step, fields, described, error);
        const field = shown.payment;
        if (!inline(field, errorId)) return { checkoutError: errorId };
        const value = paymentValue(fields, field);
        return renderStep(
          c,
          'billing',
          { paymentValues: { [field]: value }, fieldErrors: { [field]: errorId } },
          422,
        );
      },
    };
  };

/** The summary's fingerprint, as place order reads it: a malformed one is no form of ours. */
const reviewedValid = (_c: Context<AppEnv>, fields: Record<string, string>) =>
  reviewedSchema.safeParse(stepValues(fields, 4096).reviewed || undefined).success;

/** A checkout form post (`formRoute`): a refusal answers as `answer` says. */
export const checkoutForm = (answer: CheckoutAnswer): MiddlewareHandler<AppEnv> =>
  formRoute(declare(answer, answer === 'place' ? reviewedValid : () => true));

/** A provider's way back to checkout (`formReturn`): a refusal answers as `answer` says. */
export const checkoutReturn = (answer: CheckoutAnswer): MiddlewareHandler<AppEnv> =>
  formReturn(declare(answer, answer === '3ds' ? isThreeDSReturn : () => true));
