/**
 * The one body of PATCH /cart/v2/checkout/order/{orderNumber} (commerce spec section 7), for the
 * page route and the BFF alike: the card as the waiting cart holds it, the challenge's answer as
 * the shopper brought it back.
 */
import type { CheckoutCart, PatchOrderRequest, ThreeDSAnswer } from '../../shared/contract';
import { HttpError } from '../middleware/errors';

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
