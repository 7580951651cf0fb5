/**
 * The one body of PATCH /cart/v2/checkout/order/{orderNumber} (commerce spec section 7), for the
 * page route and the BFF alike: the card as the waiting cart holds it, the challenge's answer as
 * the shopper brought it back. Reads only the query, so the checkout service, which the request
 * context declares, imports no worker types through it.
 */
import type { Context } from 'hono';
import { z } from 'zod';
import {
  type CheckoutCart,
  ORDER_NUMBER,
  type PatchOrderRequest,
  type ThreeDSAnswer,
  threeDSAnswerSchema,
} from '../../shared/contract';
import { HttpError } from '../middleware/errors/http-error';
import { checked } from '../validation/checked';

/** A return URL's query: the order and the challenge's answer. */
const threeDSReturnSchema = z.object({ order: z.string().regex(ORDER_NUMBER), ...threeDSAnswerSchema.shape });

const returnQuery = (c: Context) => ({
  order: c.req.query('order'),
  threeDS2Result: c.req.query('threeDS2Result'),
  sessionID: c.req.query('sessionID'),
});

/** The order and the challenge's answer a return URL carries (`order`, `threeDS2Result`, `sessionID`). */
export const threeDSReturnOf = (c: Context): { orderNumber: string; answer: ThreeDSAnswer } => {
  const { order, ...answer } = checked(threeDSReturnSchema, returnQuery(c), { query: true });
  return { orderNumber: order, answer };
};

/** Whether the query is a return URL's at all (`threeDSReturnOf` refuses one that is not: 400). */
export const isThreeDSReturn = (c: Context): boolean => threeDSReturnSchema.safeParse(returnQuery(c)).success;

export const patchOrderBody = (cart: CheckoutCart, answer: ThreeDSAnswer): PatchOrderRequest => {
  const card = cart.checkout.payment_instruments.find((p) => p.payment_method_id === 'CREDIT_CARD');
  if (!card?.card) throw new HttpError(409, 'PYT404', 'No card payment is waiting for 3-D Secure');
  return {
    paymentMethod: { code: 'CREDIT_CARD' },
    additionalData: {
      cardType: card.card.brand,
      paymentInstrumentId: card.payment_instrument_id,
      sessionID: answer.sessionID,
      threeDS2Result: answer.threeDS2Result,
    },
  };
};
