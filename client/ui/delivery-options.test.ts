import { describe, expect, it } from 'vitest';
import type { CartItem, ShippingOption } from '../../shared/contract/cart';
import { deliveryText } from '../i18n/delivery';
import { deliverySummary, optionMeta, shipToStoreOfOthers } from './delivery-options';

const option = (
  code: ShippingOption['shippingMethod']['code'],
  deliveryTime: string,
  extra: Partial<ShippingOption> & { amount?: number; store?: string } = {},
): ShippingOption => ({
  selected: extra.selected ?? false,
  available: extra.available ?? true,
  shippingMethod: {
    code,
    label: code,
    deliveryTime,
    price: { amount: extra.amount ?? 0 },
    ...(extra.store ? { storeInfo: { id: extra.store, storeInventory: 4 } } : {}),
  },
});

const words = (language: 'en' | 'fr') => ({
  text: deliveryText(language),
  storeNames: { '4002': 'Ridgeline Denver' },
  money: (minor: number) => `$${(minor / 100).toFixed(2)}`,
});

describe('delivery summary', () => {
  const options = [
    option('standard', '3-5 business days', { amount: 795 }),
    option('pickup', 'Ready in 2 hours', { store: '4002' }),
    option('pudo', '3-6 business days', { amount: 395 }),
  ];

  it('names the chosen option and when it arrives', () => {
    const chosen = (i: number) => options.map((o, j) => ({ ...o, selected: i === j }));
    expect(deliverySummary(chosen(0), words('en'))).toBe('Home delivery · Standard, 3-5 business days');
    expect(deliverySummary(chosen(1), words('en'))).toBe('Pick up at Ridgeline Denver · Ready in 2 hours');
    expect(deliverySummary(chosen(2), words('en'))).toBe('Collection point · 3-6 business days');
    // The time is the platform's, in the locale it answered in.
    const frPickup = option('pickup', 'Prêt en 2 heures', { store: '4002', selected: true });
    expect(deliverySummary([frPickup], words('fr'))).toBe('Retrait à Ridgeline Denver · Prêt en 2 heures');
    const frHome = option('standard', '3 à 5 jours ouvrables', { selected: true });
    expect(deliverySummary([frHome], words('fr'))).toBe(
      'Livraison à domicile · Standard, 3 à 5 jours ouvrables',
    );
  });

  it('falls back to the first option when none is marked, and to nothing without options', () => {
    expect(deliverySummary(options, words('en'))).toBe('Home delivery · Standard, 3-5 business days');
    expect(deliverySummary([], words('en'))).toBe('');
  });

  it('the full choice still prints price, time and store stock per option', () => {
    expect(optionMeta(options[0]!, words('en'))).toBe('$7.95 · 3-5 business days');
    expect(optionMeta(options[1]!, words('en'))).toBe('In stock (4) · Free · Ready in 2 hours');
  });
});

describe('the store the other ship-to-store lines go to', () => {
  const line = (id: string, options: ShippingOption[]) => ({ id, shippingOptions: options }) as CartItem;
  const home = option('standard', '3-5 business days', { selected: true });
  const sts = (store: string, selected: boolean) => option('sts', '5-8 business days', { store, selected });

  it("is another line's chosen ship-to-store store, never the line's own nor an offered one", () => {
    const items = [line('a', [home, sts('4002', false)]), line('b', [sts('4001', true)])];
    expect(shipToStoreOfOthers(items, 'a')).toBe('4001');
    expect(shipToStoreOfOthers(items, 'b')).toBeUndefined();
    expect(shipToStoreOfOthers([line('a', [home]), line('c', [])], 'a')).toBeUndefined();
  });
});
