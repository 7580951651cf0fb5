import { describe, expect, it } from 'vitest';
import { formatMoney } from '../../../shared/pricing/format';
import { messagesFor } from '../../i18n';
import { lineSize } from './lineSize';

const money = (languageTag: string, currency: 'USD' | 'CAD') => (minor: number) =>
  formatMoney(minor, currency, languageTag).replace(/\u00a0|\u202f/g, ' ');

describe('lineSize', () => {
  it('reads a gift card as its amount in the currency, not as a size', () => {
    const card = { isDigitalProduct: true, size: '50', price: { current: 5000 } };
    expect(lineSize(card, messagesFor('en'), money('en-US', 'USD'), 'en')).toBe('Amount: $50.00');
    expect(lineSize(card, messagesFor('fr'), money('fr-CA', 'CAD'), 'fr')).toMatch(/^Montant\u00a0: 50,00 /);
  });

  it('reads any other line as its size', () => {
    const shell = { isDigitalProduct: false, size: 'M', price: { current: 24900 } };
    expect(lineSize(shell, messagesFor('en'), money('en-US', 'USD'), 'en')).toBe('Size: M');
  });
});
