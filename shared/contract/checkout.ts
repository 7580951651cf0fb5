/**
 * Checkout calls of commerce spec section 7 (Cart: shipping address and its validation, shipping
 * method, billing address, payment methods and instruments, prepare, place and patch order) and
 * the simulated card provider's tokenization. Money in minor units.
 */
import { z } from 'zod';
import { priceAdjustmentSchema } from './adjustments';
import {
  cartItemSchema,
  cartSchema,
  cartTotalsSchema,
  promoSummarySchema,
  shippingMethodCodeSchema,
} from './cart';
import { currencySchema, moneySchema } from './common';
import {
  collectionPointContactSchema,
  collectionPointSchema,
  deliveryStateSchema,
  pickupPersonSchema,
  shipmentStoreSchema,
} from './delivery';
import { orderInStoreSchema } from './in-store';

const text = (max: number) => z.string().trim().max(max);

/** Address entity (spec section 3). Country rules (required fields, formats) are checked separately. */
export const addressSchema = z.object({
  id: z.string().max(64).optional(),
  approachType: z.enum(['S', 'B']).optional(),
  main: z.boolean().optional(),
  addressLine1: text(100),
  addressLine2: text(100).optional(),
  city: text(60),
  country: z
    .string()
    .trim()
    .regex(/^[A-Za-z]{2}$/, 'Country must be a two-letter code')
    .transform((s) => s.toUpperCase()),
  postalCode: text(12).default(''),
  stateCityProvDept: text(60).optional(),
  recipientFirstName: text(50),
  recipientLastName: text(50),
  recipientContactEmail: text(120).optional(),
  recipientContactPhone: text(30).optional(),
});
export type Address = z.output<typeof addressSchema>;
export type AddressBody = z.input<typeof addressSchema>;

/** POST /cart/v2/cart/{basketId}/shippingAddress and .../validation (recaptcha when enabled). */
export const shippingAddressRequestSchema = addressSchema.extend({
  recaptcha_response: z.string().max(4096).optional(),
});
export type ShippingAddressRequest = z.input<typeof shippingAddressRequestSchema>;

export const addressValidationResultSchema = z.object({
  valid: z.literal(true),
  /** The address as it will be stored: trimmed, postal code upper-cased, phone as +dial digits. */
  address: addressSchema,
});
export type AddressValidationResult = z.infer<typeof addressValidationResultSchema>;

/** Home delivery methods of the sandbox: the spec's `standard` and a faster `express`. */
export const homeShippingCodeSchema = z.enum(['standard', 'express']);
export type HomeShippingCode = z.infer<typeof homeShippingCodeSchema>;

/** POST /cart/v1/shippingMethod: any shipment (`me`, `pickup-{storeId}`, `sts`, `pudo`, ...). */
export const shippingMethodRequestSchema = z.object({
  cartId: z.string().min(1).max(64),
  code: shippingMethodCodeSchema,
  shippingId: z
    .string()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/, 'shippingId is not valid'),
  shopperAppliedSM: z.boolean().default(true),
});
export type ShippingMethodRequest = z.input<typeof shippingMethodRequestSchema>;

export const paymentMethodIdSchema = z.enum([
  'GIFT_CARD',
  'LOYALTY_POINTS',
  'ATHLETES_PAYMENT',
  'CREDIT_CARD',
  'KLARNA',
  'PAYPAL',
  'REWARD_CODE',
  'REWARD_CARD',
]);
export type PaymentMethodId = z.infer<typeof paymentMethodIdSchema>;

/** GET /cart/v1/cart/{basketId}/paymentMethods */
export const paymentMethodsSchema = z.object({
  paymentMethods: z.array(
    z.object({
      id: paymentMethodIdSchema,
      name: z.string(),
      available: z.boolean(),
      /** Why a method is not offered (sandbox: not built yet). */
      reason: z.string().optional(),
      cards: z.array(z.string()).optional(),
    }),
  ),
});
export type PaymentMethods = z.infer<typeof paymentMethodsSchema>;

export const cardSchema = z.object({
  brand: z.string(),
  last4: z.string().regex(/^\d{4}$/),
  expiryMonth: z.number().int().min(1).max(12),
  expiryYear: z.number().int(),
  holderName: z.string(),
});
export type Card = z.infer<typeof cardSchema>;

export const paymentInstrumentSchema = z.object({
  payment_instrument_id: z.string(),
  payment_method_id: paymentMethodIdSchema,
  amount: moneySchema,
  card: cardSchema.optional(),
  /** Gift card or reward card: last four digits (•••• 1234); reward code: the code. */
  maskedNumber: z.string().optional(),
  /** ATHLETES_PAYMENT: the athlete credit left this year, and what it pays of this cart. */
  remainingAmount: moneySchema.nonnegative().optional(),
  payableAmount: moneySchema.nonnegative().optional(),
});
export type PaymentInstrument = z.infer<typeof paymentInstrumentSchema>;

/** POST /cart/v1/cart/{basketId}/paymentInstruments: a card arrives only as the provider's token. */
/**
 * A card pays: either a fresh provider `token`, or (a member) the `payment_instrument_id` of one of
 * their own saved cards (consumer payment_instruments). Exactly one of the two.
 */
export const addPaymentInstrumentRequestSchema = z
  .object({
    payment_method_id: z.literal('CREDIT_CARD'),
    token: z
      .string()
      .regex(/^tok_[A-Za-z0-9]{16,64}$/, 'Payment token is not valid')
      .optional(),
    payment_instrument_id: z.string().min(1).max(64).optional(),
  })
  .refine((body) => (body.token === undefined) !== (body.payment_instrument_id === undefined), {
    message: 'Send either a card token or a saved card id',
  });
export type AddPaymentInstrumentRequest = z.infer<typeof addPaymentInstrumentRequestSchema>;

/** DELETE /cart/v1/cart/{basketId}/paymentInstruments */
export const removePaymentInstrumentRequestSchema = z.object({
  payment_instrument_id: z.string().min(1).max(64),
});

/** What the checkout adds to the cart entity. */
export const checkoutStateSchema = z
  .object({
    customerEmail: z.string().optional(),
    shippingAddress: addressSchema.optional(),
    billingAddress: addressSchema.optional(),
    /** True while the billing address follows the shipping address (the default). */
    billingSameAsShipping: z.boolean(),
    payment_instruments: z.array(paymentInstrumentSchema),
    /** The chosen home shipping method. */
    shippingMethod: homeShippingCodeSchema,
  })
  .extend(deliveryStateSchema.shape);
export type CheckoutState = z.infer<typeof checkoutStateSchema>;

/** A cart with its checkout state (every cart call of the sandbox answers this shape). */
export const checkoutCartSchema = cartSchema.extend({ checkout: checkoutStateSchema });
export type CheckoutCart = z.infer<typeof checkoutCartSchema>;

/** POST /cart/v1/cart/prepareOrder */
export const prepareOrderRequestSchema = z.object({ basketId: z.string().min(1).max(64) });

/** PUT /cart/v2/checkout/order */
export const placeOrderRequestSchema = z.object({
  recaptcha_response: z.string().max(4096).optional(),
  cartId: z.string().min(1).max(64),
  billingAddress: addressSchema.optional(),
  paymentMethod: z.object({ code: paymentMethodIdSchema }).optional(),
  inStoreSalesInfo: z.object({ storeId: z.string(), storeEmployeeId: z.string() }).optional(),
});
export type PlaceOrderRequest = z.input<typeof placeOrderRequestSchema>;

/**
 * What comes back from a 3DS challenge: the provider's result and the challenge's session (the
 * action's `paymentData`). The storefront reads both from its return URL or an island's body.
 */
export const threeDSAnswerSchema = z.object({
  threeDS2Result: z.string().min(1).max(256),
  sessionID: z.string().min(1).max(128),
});
export type ThreeDSAnswer = z.infer<typeof threeDSAnswerSchema>;

/**
 * PATCH /cart/v2/checkout/order/{orderNumber}: completes a 3DS challenge. The card is named as the
 * cart holds it (its brand as `cardType`, its payment instrument id), so the upstream can refuse an
 * answer meant for another payment.
 */
export const patchOrderRequestSchema = z.object({
  paymentMethod: z.object({ code: z.literal('CREDIT_CARD') }),
  additionalData: threeDSAnswerSchema.extend({
    cardType: z.string().min(1).max(32),
    paymentInstrumentId: z.string().min(1).max(64),
  }),
});
export type PatchOrderRequest = z.infer<typeof patchOrderRequestSchema>;

export const threeDSActionSchema = z.object({
  type: z.literal('threeDS2'),
  /** The provider's challenge page (relative to the provider's origin). */
  url: z.string(),
  paymentData: z.string(),
});
export type ThreeDSAction = z.infer<typeof threeDSActionSchema>;

export const orderFlashSchema = z.object({
  code: z.string(),
  type: z.string(),
  details: z.object({ action: threeDSActionSchema.optional() }).optional(),
});

export const orderStatusSchema = z.enum(['CREATED', 'PENDING_PAYMENT', 'CANCELLED']);

/** An order number as the platform gives it (`RL` and ten digits); anything else is not looked up. */
export const ORDER_NUMBER = /^RL\d{10}$/;

export const orderSchema = z.object({
  orderNumber: z.string(),
  status: orderStatusSchema,
  createdAt: z.string(),
  currency: currencySchema,
  customerEmail: z.string(),
  items: z.array(cartItemSchema),
  shipments: z.array(
    z.object({
      shipmentId: z.string(),
      shippingMethod: shippingMethodCodeSchema,
      storeId: z.string().optional(),
      /** Home and customs shipments. */
      shippingAddress: addressSchema.optional(),
      store: shipmentStoreSchema.optional(),
      collectionPoint: collectionPointSchema.optional(),
      pickupPerson: pickupPersonSchema.optional(),
      collectionPointContact: collectionPointContactSchema.optional(),
      itemIds: z.array(z.string()).optional(),
    }),
  ),
  billingAddress: addressSchema,
  paymentMethod: paymentMethodIdSchema,
  payments: z.array(
    z.object({
      payment_instrument_id: z.string(),
      payment_method_id: paymentMethodIdSchema,
      amount: moneySchema,
      // VOIDED: the order was cancelled and the payment given back (an authorization released).
      status: z.enum(['AUTHORIZED', 'PENDING_3DS', 'REFUSED', 'VOIDED']),
      card: cardSchema.optional(),
      maskedNumber: z.string().optional(),
    }),
  ),
  totals: cartTotalsSchema,
  flash: z.array(orderFlashSchema),
  promoSummary: z.array(promoSummarySchema),
  priceAdjustments: z.array(priceAdjustmentSchema).optional(),
  /** The store and associate that sold it (place order's `inStoreSalesInfo`). */
  inStoreSalesInfo: orderInStoreSchema.optional(),
});
export type Order = z.infer<typeof orderSchema>;

/** POST /payments/v1/tokenize on the card provider (the browser posts here, never the storefront). */
export const tokenizeRequestSchema = z.object({
  number: z.string().regex(/^[\d ]{12,23}$/, 'Card number is not valid'),
  expiryMonth: z.coerce.number().int().min(1).max(12),
  expiryYear: z.coerce.number().int().min(2000).max(2100),
  cvc: z.string().regex(/^\d{3,4}$/, 'Security code is not valid'),
  holderName: z.string().trim().min(1).max(80),
});
/** The name shoppers know a card brand by ("Visa", not the provider's code `VISA`). */
const CARD_BRAND_NAMES: Record<string, string> = {
  VISA: 'Visa',
  MASTERCARD: 'Mastercard',
  AMEX: 'American Express',
  DISCOVER: 'Discover',
};
export const cardBrandName = (brand: string): string => CARD_BRAND_NAMES[brand] ?? brand;

export const tokenizeResponseSchema = z.object({ token: z.string(), card: cardSchema });
export type TokenizeResponse = z.infer<typeof tokenizeResponseSchema>;
