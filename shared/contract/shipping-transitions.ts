/** Shipping transitions (commerce spec section 4): no zod, so islands can import them. */
/** The six shipping transitions of spec section 4 and how the storefront shows each. */
export const SHIPPING_TRANSITIONS = {
  PickupToSth: 'error',
  PickupToSts: 'info',
  StsToSth: 'error',
  StsToPickup: 'info',
  STHToPickup: 'info',
  OrderShippingMethodDowngraded: 'error',
} as const satisfies Record<string, 'info' | 'error'>;
export type ShippingTransition = keyof typeof SHIPPING_TRANSITIONS;
export const isShippingTransition = (type: string): type is ShippingTransition =>
  Object.hasOwn(SHIPPING_TRANSITIONS, type);
