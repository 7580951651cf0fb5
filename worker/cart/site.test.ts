import { describe, expect, it } from 'vitest';
import type { Cart } from '../../shared/contract';
import { SITES } from '../../shared/site';
import { belongsToSite } from './site';

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
