import { describe, expect, it } from 'vitest';
import { ORDER_EMAIL_TEXT, paymentLabel } from './order-email';

type Payment = Parameters<typeof paymentLabel>[0];
const methods = ORDER_EMAIL_TEXT.it.methods;

describe('paymentLabel', () => {
  it('names a wallet once, not with its masked number beside it', () => {
    expect(paymentLabel({ payment_method_id: 'KLARNA', maskedNumber: 'Klarna' } as Payment, methods)).toBe(
      methods.KLARNA,
    );
    expect(paymentLabel({ payment_method_id: 'PAYPAL', maskedNumber: 'PayPal' } as Payment, methods)).toBe(
      methods.PAYPAL,
    );
  });

  it("keeps a gift card's masked number and a card's brand and last digits", () => {
    expect(
      paymentLabel({ payment_method_id: 'GIFT_CARD', maskedNumber: '•••• 0002' } as Payment, methods),
    ).toBe(`${methods.GIFT_CARD} •••• 0002`);
    expect(
      paymentLabel(
        { payment_method_id: 'CREDIT_CARD', card: { brand: 'VISA', last4: '4242' } } as Payment,
        methods,
      ),
    ).toBe('Visa •••• 4242');
  });
});
