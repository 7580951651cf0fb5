/**
 * The cart's decision events (content spec section 3): what each state of the cart says, always
 * within the contract's schemas (a refused event would refuse the whole decide call).
 */
import { describe, expect, it } from 'vitest';
import { cartEventSchema, customVariablesEventSchema } from '../../shared/contract/decision';
import { cartWith } from '../render/test/fixtures';
import { cartEvents, knownCart } from './cart-events';

const valid = (events: ReturnType<typeof cartEvents>) => {
  const [cart, variables] = events;
  cartEventSchema.parse(cart);
  customVariablesEventSchema.parse(variables);
  return events;
};

/** The two events of a cart with these lines, whose total and subtotal are `amount`. */
const expected = (cartLines: unknown[], amount: number) => [
  { eventType: 'monetate:context:Cart', cartLines },
  {
    eventType: 'monetate:context:CustomVariables',
    customVariables: [
      { variable: 'total-cart', value: amount },
      { variable: 'sub-total', value: amount },
    ],
  },
];

describe('cart events', () => {
  it('a cart read: one line per cart line (sku, style, quantity, currency, value) and its totals', () => {
    const cart = cartWith('Summit GTX Boot');
    expect(valid(cartEvents(cart))).toEqual(
      expected(
        [{ sku: 'ABCDEFGH001-9', pid: 'ABCDEFGH', quantity: 2, currency: 'USD', value: 30000 }],
        30000,
      ),
    );
  });

  it('no basket: an empty cart, known without a read', () => {
    expect(knownCart(false, null)).toBe('empty');
    expect(valid(cartEvents('empty'))).toEqual(expected([], 0));
  });

  it('a basket whose read failed says nothing: the service decides without the cart', () => {
    expect(knownCart(true, null)).toBe('unknown');
    expect(cartEvents('unknown')).toEqual([]);
    const cart = cartWith('Boot');
    expect(knownCart(true, cart)).toBe(cart);
  });

  it('stays within the schema: at most 100 lines, quantities of 999 at most', () => {
    const base = cartWith('Boot');
    const line = base.items[0]!;
    const cart = {
      ...base,
      items: Array.from({ length: 120 }, (_, i) => ({ ...line, id: `line-${i}`, qty: i === 0 ? 5000 : 1 })),
    };
    const [event] = valid(cartEvents(cart));
    const lines = (event as { cartLines: { quantity: number }[] }).cartLines;
    expect(lines).toHaveLength(100);
    expect(lines[0]!.quantity).toBe(999);
  });
});
