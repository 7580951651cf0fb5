/**
 * Orders read in the language of the request and e-mail in the language they were placed in:
 * the order stores the catalogue's English, every answer is localized (localize-order.ts).
 */
import { describe, expect, it } from 'vitest';
import { cartSchema, orderSchema } from '../../../shared/contract';
import { purchaseSchema } from '../../../shared/contract/orders';
import { productName } from '../../seed/i18n/names';
import { call, callOutbox, env, findSku, guestToken } from '../../test/helpers';
import { cardToken, TEST_ADDRESS } from '../../test/place';

const JACKET = "stock >= 10 AND product_id IN (SELECT id FROM products WHERE name LIKE 'Men''s % Jacket')";

/** A placed order of one jacket, its basket created in `locale` on `siteId`. */
const placeIn = async (
  siteId: string,
  locale: string,
  currency: string,
  address: Record<string, string>,
  coupon?: string,
) => {
  const { accessToken: token } = await guestToken();
  const { sku } = await findSku(JACKET);
  const q = `?locale=${locale}`;
  const created = await call(`/cart/v1/cartWithItem${q}`, {
    body: { currency, items: [{ productId: sku, qty: 1 }] },
    token,
    siteId,
  });
  expect(created.status).toBe(200);
  const cart = cartSchema.parse(await created.json());
  if (coupon) {
    const applied = await call(`/cart/v1/coupon${q}`, {
      method: 'PUT',
      token,
      siteId,
      body: { cartId: cart.id, code: coupon },
    });
    expect(applied.status, await applied.clone().text()).toBe(200);
  }
  const shipped = await call(`/cart/v2/cart/${cart.id}/shippingAddress${q}`, {
    token,
    siteId,
    body: { ...TEST_ADDRESS, ...address, recaptcha_response: 'ok' },
  });
  expect(shipped.status, await shipped.clone().text()).toBe(200);
  const paid = await call(`/cart/v1/cart/${cart.id}/paymentInstruments${q}`, {
    token,
    siteId,
    body: { payment_method_id: 'CREDIT_CARD', token: await cardToken() },
  });
  expect(paid.status).toBe(200);
  const placed = await call(`/cart/v2/checkout/order${q}`, {
    method: 'PUT',
    token,
    siteId,
    body: { cartId: cart.id },
  });
  expect(placed.status).toBe(200);
  const english = (await env.DB.prepare(
    'SELECT name FROM products WHERE id = (SELECT product_id FROM variants WHERE sku = ?)',
  )
    .bind(sku)
    .first<{ name: string }>())!.name;
  return { token, order: orderSchema.parse(await placed.json()), english };
};

describe('localized orders', () => {
  it('a French order answers, stores and e-mails as it should: French lines, English source, French e-mail', async () => {
    const { order, english } = await placeIn(
      'RL-FR',
      'fr-fr',
      'EUR',
      {
        addressLine1: '10 Rue de Rivoli',
        city: 'Paris',
        country: 'FR',
        postalCode: '75001',
        stateCityProvDept: '',
        recipientContactPhone: '+33 1 42 60 30 00',
      },
      'SAVE10',
    );
    const french = productName(english, 'fr');
    expect(french).not.toBe(english);
    expect(order.items[0]!.name).toBe(french);
    // The stored order keeps the catalogue's source language.
    const stored = (await env.DB.prepare('SELECT body, locale FROM orders WHERE order_number = ?')
      .bind(order.orderNumber)
      .first<{ body: string; locale: string }>())!;
    expect(stored.locale).toBe('fr-fr');
    expect(orderSchema.parse(JSON.parse(stored.body)).items[0]!.name).toBe(english);

    const outbox = await callOutbox(`to=ada@example.com&ref=${order.orderNumber}`);
    const mail = ((await outbox.json()) as { messages: { subject: string; body: string }[] }).messages[0]!;
    expect(mail.subject).toBe(`Votre commande Ridgeline ${order.orderNumber}`);
    expect(mail.body).toContain(`Merci pour votre commande ${order.orderNumber}.`);
    expect(mail.body).toContain(`1 × ${french} (`);
    expect(mail.body).toMatch(/Total\u00a0: [\d\s\u202f,]+\u00a0€/);
    // The rows of the order page and the invoice, so the amounts add up: the coupon is a
    // discount, and the French total holds the VAT.
    expect(order.totals.promotionDiscount).toBeGreaterThan(0);
    expect(mail.body).toMatch(/Articles\u00a0: [\d\s\u202f,]+\u00a0€/);
    expect(mail.body).toMatch(/Remise\u00a0: -[\d\s\u202f,]+\u00a0€/);
    expect(mail.body).toMatch(/TVA incluse\u00a0: [\d\s\u202f,]+\u00a0€/);
    expect(mail.body).toContain('Payé par Visa •••• 4242\u00a0: ');
    expect(mail.body).toContain('France');
    expect(mail.body).not.toContain(english);
    expect(mail.body).not.toMatch(/Thank you|Shipping:|Paid with|EUR/);
  });

  it('a Canadian order reads French on fr-ca and English on en-ca, in the order, purchase and history', async () => {
    const { token, order, english } = await placeIn('RL-CA', 'en-ca', 'CAD', {
      addressLine1: '290 Bremner Blvd',
      city: 'Toronto',
      country: 'CA',
      postalCode: 'M5V 3L9',
      stateCityProvDept: 'ON',
      recipientContactPhone: '(416) 868-6937',
    });
    expect(order.items[0]!.name).toBe(english);
    const french = productName(english, 'fr');
    const read = async (path: string, locale: string) => {
      const response = await call(`${path}?locale=${locale}`, { token, siteId: 'RL-CA' });
      expect(response.status).toBe(200);
      return response.json();
    };
    const n = order.orderNumber;
    const fr = orderSchema.parse(await read(`/cart/v2/checkout/order/${n}`, 'fr-ca'));
    expect(fr.items[0]!.name).toBe(french);
    expect(fr.items[0]!.color).not.toBe(order.items[0]!.color);
    const en = orderSchema.parse(await read(`/cart/v2/checkout/order/${n}`, 'en-ca'));
    expect(en.items[0]!.name).toBe(english);
    const purchase = purchaseSchema.parse(await read(`/consumers-v3/consumer/purchase/${n}`, 'fr-ca'));
    expect(purchase.order.items[0]!.name).toBe(french);
    const history = await call('/consumers-v3/consumer/purchasehistory?locale=fr-ca', {
      token,
      siteId: 'RL-CA',
      body: {},
    });
    const page = (await history.json()) as { orders: { orderNumber: string; items: { name: string }[] }[] };
    expect(page.orders.find((o) => o.orderNumber === n)!.items[0]!.name).toBe(french);
    // Its e-mail is in the language it was placed in.
    const outbox = await callOutbox(`to=ada@example.com&ref=${n}`);
    const mail = ((await outbox.json()) as { messages: { body: string }[] }).messages[0]!;
    expect(mail.body).toContain(`1 × ${english} (`);
    expect(mail.body).toContain('Canada');
  });
});
