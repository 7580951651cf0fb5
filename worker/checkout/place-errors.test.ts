import { describe, expect, it } from 'vitest';
import { noticeFor, placeOrderRedirect, stepForError } from './place-errors';

describe('place order refusals (commerce spec section 8)', () => {
  it('shows the listed ids as a top notification and anything else as a persistent toast', () => {
    for (const id of ['FE309', 'PYT404', 'PYT405', 'PAY400', 'PYT402', 'BSK404', 'SHP500', 'INV409'])
      expect(noticeFor(id)).toEqual({ errorId: id, kind: 'top' });
    for (const id of ['ORD409', 'ORD430', 'API400', 'GEN500'])
      expect(noticeFor(id)).toEqual({ errorId: id, kind: 'toast' });
    expect(noticeFor('<script>')).toBeUndefined();
    expect(noticeFor(undefined)).toBeUndefined();
  });

  it('sends payment errors to billing, delivery errors to shipping and the rest to the summary', () => {
    expect(['FE309', 'PYT404', 'PYT405', 'PAY400', 'PAY401', 'PYT402'].map(stepForError)).toEqual(
      Array(6).fill('billing'),
    );
    expect(stepForError('SHP500')).toBe('shipping');
    expect(stepForError('ORD409')).toBe('summary');
  });

  it('ORD430 for a delivery that changed returns to shipping; for a line no longer sold the cart reloads', () => {
    expect(placeOrderRedirect({ errorId: 'ORD430', detailsType: 'PickupToSth' }, 'en-us', undefined)).toBe(
      '/en-us/checkout?step=shipping&checkoutError=ORD430',
    );
    expect(
      placeOrderRedirect({ errorId: 'ORD430', detailsType: 'ProductItemNotAvailable' }, 'en-us', undefined),
    ).toBe('/en-us/cart?cartError=ORD430');
    expect(
      placeOrderRedirect(
        { errorId: 'INV409', detailsType: 'ProductLineItemInventoryMissing' },
        'fr-ca',
        undefined,
      ),
    ).toBe('/fr-ca/cart?cartError=INV409');
  });

  it('a price that changed since the summary (PRC409) reloads the cart, which shows the new prices', () => {
    expect(placeOrderRedirect({ errorId: 'PRC409', detailsType: 'PriceChanged' }, 'en-us', undefined)).toBe(
      '/en-us/cart?cartError=PRC409',
    );
  });

  it('BSK404 shows the order this browser just placed, else the cart with the message', () => {
    expect(placeOrderRedirect({ errorId: 'BSK404' }, 'en-us', 'RL0000012345')).toBe(
      '/en-us/order-confirmation?order=RL0000012345',
    );
    expect(placeOrderRedirect({ errorId: 'BSK404' }, 'en-us', undefined)).toBe(
      '/en-us/cart?cartError=BSK404',
    );
  });

  it('other refusals stay in checkout with their notice', () => {
    expect(placeOrderRedirect({ errorId: 'PYT402' }, 'de-de', undefined)).toBe(
      '/de-de/checkout?step=billing&checkoutError=PYT402',
    );
    expect(placeOrderRedirect({ errorId: 'ORD409' }, 'en-us', undefined)).toBe(
      '/en-us/checkout?step=summary&checkoutError=ORD409',
    );
  });
});
