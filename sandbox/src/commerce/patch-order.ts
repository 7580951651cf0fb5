/**
 * What PATCH /cart/v2/checkout/order/{orderNumber} must name besides the challenge's result
 * (commerce spec section 7): the card payment that waits for 3DS (its payment instrument and card
 * type) and the challenge's session. A body that names anything else is refused before the order,
 * its stock or its basket is touched, also when the order was settled already.
 */
import type { Order, PatchOrderRequest } from '../../../shared/contract/checkout';
import { badRequest } from '../errors';

export const checkPatchOrder = async (
  db: D1Database,
  order: Order,
  data: PatchOrderRequest['additionalData'],
): Promise<void> => {
  const card = order.payments.find((p) => p.payment_method_id === 'CREDIT_CARD');
  const challenge = await db
    .prepare('SELECT id FROM payment_challenges WHERE order_number = ?')
    .bind(order.orderNumber)
    .first<{ id: string }>();
  if (!card || !challenge) throw badRequest(`Order ${order.orderNumber} has no 3-D Secure challenge`);
  const fields: Partial<Record<keyof typeof data, 'mismatch'>> = {
    ...(data.paymentInstrumentId === card.payment_instrument_id ? {} : { paymentInstrumentId: 'mismatch' }),
    ...(data.cardType === card.card?.brand ? {} : { cardType: 'mismatch' }),
    ...(data.sessionID === challenge.id ? {} : { sessionID: 'mismatch' }),
  };
  if (Object.keys(fields).length > 0)
    throw badRequest('additionalData does not name the card payment and challenge of this order', { fields });
};
