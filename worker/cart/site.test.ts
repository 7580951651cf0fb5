import { describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contract';
import { SITES } from '../../shared/site';
import { belongsToSite, duplicateLines, excessLines } from './site';

const cart = (fields: Partial<Cart>) => ({ currency: 'CAD', items: [], ...fields }) as unknown as Cart;

describe('belongsToSite', () => {
  it('reads the locale the upstream made the basket on; a site’s locales share its baskets', () => {
    const canada = SITES['fr-ca']!;
    expect(belongsToSite(cart({ locale: 'en-ca' }), canada)).toBe(true);
    expect(belongsToSite(cart({ locale: 'fr-ca' }), canada)).toBe(true);
    // An empty basket names its site too: it is kept, not dropped as undecidable.
    expect(belongsToSite(cart({ locale: 'en-us', currency: 'USD' }), SITES['en-us']!)).toBe(true);
    // Same currency, another site: de-de and fr-fr are both in euros.
    expect(belongsToSite(cart({ locale: 'de-de', currency: 'EUR' }), SITES['fr-fr']!)).toBe(false);
  });

  it('judges a cart that names no locale by its currency', () => {
    expect(belongsToSite(cart({}), SITES['fr-ca']!)).toBe(true);
    expect(belongsToSite(cart({}), SITES['en-us']!)).toBe(false);
  });
});

describe('what concurrent carry-overs of one cart set back', () => {
  const gift = { email: 'grace@example.com', to: 'Grace', message: 'Happy trails' };
  const line = (id: string, fields: Record<string, unknown>) =>
    ({ id, bonus: false, qty: 1, ...fields }) as unknown as Cart['items'][number];
  const carried = [
    { productId: 'RLSHELLBLK1-M', qty: 2 },
    { productId: 'RLGIFTCDRED-050', qty: 1, giftOption: gift },
    { productId: 'RLCUSTCPBLK-OS', qty: 2, recipeId: 'rcp_1' },
  ];
  // Both carry-overs added every line to the one basket they agreed on.
  const doubled = cart({
    items: [
      line('a', { productId: 'RLSHELLBLK1-M', qty: 4 }),
      line('b', { productId: 'RLGIFTCDRED-050', giftOption: gift }),
      line('c', { productId: 'RLCUSTCPBLK-OS', qty: 2, recipeId: 'rcp_1' }),
      line('d', { productId: 'RLGIFTCDRED-050', giftOption: gift }),
      line('e', { productId: 'RLCUSTCPBLK-OS', qty: 2, recipeId: 'rcp_1' }),
    ],
  });

  it('sets a plain line back to the quantity carried', () => {
    expect(excessLines(doubled, carried)).toEqual([{ itemId: 'a', qty: 2 }]);
  });

  it('removes the gift card and customs lines past the number carried, keeping the first', () => {
    expect(duplicateLines(doubled, carried)).toEqual(['d', 'e']);
    // Two identical cards carried stay two; another recipient's card is not a duplicate.
    const twice = [...carried, { productId: 'RLGIFTCDRED-050', qty: 1, giftOption: gift }];
    expect(duplicateLines(doubled, twice)).toEqual(['e']);
    const other = cart({
      items: [
        ...doubled.items,
        line('f', { productId: 'RLGIFTCDRED-050', giftOption: { email: 'ada@example.com' } }),
      ],
    });
    expect(duplicateLines(other, carried)).toEqual(['d', 'e']);
  });

  it('leaves a cart that holds each line once as it is', () => {
    const once = cart({ items: doubled.items.filter((l) => l.id !== 'd' && l.id !== 'e') });
    expect(duplicateLines(once, carried)).toEqual([]);
  });
});
