/** Checkout calls (spec section 7, Cart). Personal: never cached, always with the shopper's token. */
import {
  type AddressBody,
  addressValidationResultSchema,
  type CheckoutCart,
  checkoutCartSchema,
  type HomeShippingCode,
  type Order,
  orderSchema,
  type PatchOrderRequest,
  type PaymentMethods,
  type PlaceOrderRequest,
  paymentMethodsSchema,
  shippingMethodsSchema,
} from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

const cartPath = (basketId: string, rest: string) => `/cart/v1/cart/${encodeURIComponent(basketId)}${rest}`;

export const createCheckoutClient = (target: UpstreamTarget, ctx: CallContext) => ({
  get: (token: string, basketId: string): Promise<CheckoutCart> =>
    call(target, ctx, { path: cartPath(basketId, ''), token, schema: checkoutCartSchema }),
  setShippingAddress: (
    token: string,
    basketId: string,
    body: AddressBody & { recaptcha_response?: string },
  ) =>
    call(target, ctx, {
      method: 'POST',
      path: `/cart/v2/cart/${encodeURIComponent(basketId)}/shippingAddress`,
      token,
      body,
      schema: checkoutCartSchema,
    }),
  validateShippingAddress: (token: string, basketId: string, body: AddressBody) =>
    call(target, ctx, {
      method: 'POST',
      path: cartPath(basketId, '/shippingAddress/validation'),
      token,
      body,
      schema: addressValidationResultSchema,
    }),
  setBillingAddress: (token: string, basketId: string, body: AddressBody) =>
    call(target, ctx, {
      method: 'POST',
      path: cartPath(basketId, '/billingAddress'),
      token,
      body,
      schema: checkoutCartSchema,
    }),
  removeBillingAddress: (token: string, basketId: string) =>
    call(target, ctx, {
      method: 'DELETE',
      path: cartPath(basketId, '/billingAddress'),
      token,
      schema: checkoutCartSchema,
    }),
  setShippingMethod: (token: string, cartId: string, code: HomeShippingCode) =>
    call(target, ctx, {
      method: 'POST',
      path: '/cart/v1/shippingMethod',
      token,
      body: { cartId, code, shippingId: 'me', shopperAppliedSM: true },
      schema: checkoutCartSchema,
    }),
  shippingMethods: (token: string, basketId: string) =>
    call(target, ctx, {
      path: cartPath(basketId, '/shippingMethod/me'),
      token,
      schema: shippingMethodsSchema,
    }),
  paymentMethods: (token: string, basketId: string): Promise<PaymentMethods> =>
    call(target, ctx, { path: cartPath(basketId, '/paymentMethods'), token, schema: paymentMethodsSchema }),
  addCard: (token: string, basketId: string, cardToken: string) =>
    call(target, ctx, {
      method: 'POST',
      path: cartPath(basketId, '/paymentInstruments'),
      token,
      body: { payment_method_id: 'CREDIT_CARD', token: cardToken },
      schema: checkoutCartSchema,
    }),
  /** A member's saved card (consumer payment_instruments) pays: its id, never a card or token. */
  addSavedCard: (token: string, basketId: string, paymentInstrumentId: string) =>
    call(target, ctx, {
      method: 'POST',
      path: cartPath(basketId, '/paymentInstruments'),
      token,
      body: { payment_method_id: 'CREDIT_CARD', payment_instrument_id: paymentInstrumentId },
      schema: checkoutCartSchema,
    }),
  prepareOrder: (token: string, basketId: string) =>
    call(target, ctx, {
      method: 'POST',
      path: '/cart/v1/cart/prepareOrder',
      token,
      body: { basketId },
      schema: checkoutCartSchema,
    }),
  placeOrder: (token: string, body: PlaceOrderRequest): Promise<Order> =>
    call(target, ctx, {
      method: 'PUT',
      path: '/cart/v2/checkout/order',
      token,
      body,
      schema: orderSchema,
      sendChannelModeHeader: true,
    }),
  /** The sandbox's order read for the confirmation page (owner only). */
  getOrder: (token: string, orderNumber: string): Promise<Order> =>
    call(target, ctx, {
      path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`,
      token,
      schema: orderSchema,
    }),
  patchOrder: (token: string, orderNumber: string, body: PatchOrderRequest): Promise<Order> =>
    call(target, ctx, {
      method: 'PATCH',
      path: `/cart/v2/checkout/order/${encodeURIComponent(orderNumber)}`,
      token,
      body,
      schema: orderSchema,
      sendChannelModeHeader: true,
    }),
});
export type CheckoutClient = ReturnType<typeof createCheckoutClient>;
