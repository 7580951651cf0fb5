import { describe, expect, it } from 'vitest';
import { format } from '../../i18n';
import { paymentsText } from '../../i18n/payments';
import { testPaymentFor } from './test-payments';

describe('testPaymentFor', () => {
  it('names the gift card and reward code seeded in the cart currency', () => {
    expect(testPaymentFor('USD')).toEqual({
      giftCard: '6006 0000 0000 0100',
      pin: '1234',
      reward: 'DEMOUS',
    });
    expect(testPaymentFor('CAD')).toEqual({
      giftCard: '6007 0000 0000 0100',
      pin: '1234',
      reward: 'DEMOCA',
    });
    expect(testPaymentFor('GBP').reward).toBe('DEMOGB');
    expect(testPaymentFor('EUR').giftCard).toBe('6009 0000 0000 0100');
  });

  it('fills every language of the hint, leaving no placeholder', () => {
    for (const language of ['en', 'fr', 'de', 'it'] as const) {
      const hint = format(paymentsText(language).testGiftCards, testPaymentFor('CAD'));
      expect(hint).toContain('6007 0000 0000 0100');
      expect(hint).toContain('DEMOCA');
      expect(hint).not.toMatch(/[{}]|6006|REWARDUS/);
    }
  });
});
