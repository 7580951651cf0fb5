import { describe, expect, it } from 'vitest';
import { localMoney } from '../money';
import { giftCardEmail } from './gift-card-email';

const card = {
  to: 'Léa',
  message: 'Bonne randonnée',
  from: 'Ann Lee',
  amount: 5000,
  currency: 'CAD' as const,
  cardNumber: '6000111122223333',
  pin: '1234',
  orderNumber: 'RL12345678',
};

describe('the e-gift card e-mail', () => {
  it('is written in the language of the order, with the amount in its own form', () => {
    const mail = giftCardEmail({ ...card, locale: 'fr-ca' });
    expect(mail.subject).toBe('Ann Lee vous offre une carte-cadeau électronique Ridgeline');
    expect(mail.body).toContain('Bonjour Léa,');
    expect(mail.body).toContain(`d'une valeur de ${localMoney(5000, 'CAD', 'fr-CA')}.`);
    expect(localMoney(5000, 'CAD', 'fr-CA')).toMatch(/^50,00\s/);
    expect(mail.body).toContain('Numéro de carte\u00a0: 6000111122223333');
    expect(mail.body).not.toMatch(/received|Card number|Spend/);
  });

  it('reads English on an English site, German and Italian on theirs', () => {
    expect(giftCardEmail({ ...card, locale: 'en-ca' }).body).toContain(
      `worth ${localMoney(5000, 'CAD', 'en-CA')}.`,
    );
    expect(giftCardEmail({ ...card, currency: 'EUR', locale: 'de-de' }).body).toContain(
      `im Wert von ${localMoney(5000, 'EUR', 'de-DE')} erhalten`,
    );
    expect(giftCardEmail({ ...card, currency: 'EUR', locale: 'it-it' }).subject).toContain('carta regalo');
  });
});
