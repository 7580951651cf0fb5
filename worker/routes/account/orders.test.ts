/**
 * The member's order pages, the PDF downloads, the order BFF and the guest lookup against the real
 * sandbox: a member places an order by express checkout and finds it in the account.
 */
import { describe, expect, it } from 'vitest';
import { pdfText } from '../../../sandbox/src/orders/pdf-text';
import { type Purchase, purchaseSchema } from '../../../shared/contract';
import {
  cardToken,
  env,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  storefront,
  testAddress,
} from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const ADDRESS = testAddress('Ada', 'Byron');

/** A member who placed one order (home delivery, card). */
const memberWithOrder = async () => {
  const { jar, email } = await memberSession();
  const { sku } = await findProduct();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
  });
  expect(added.status).toBe(200);
  const shipped = await storefront('/en-us/checkout/shipping', {
    ...formPost({ ...ADDRESS, shippingMethod: 'standard' }),
    jar,
  });
  expect(shipped.status).toBe(303);
  const paid = await storefront('/en-us/checkout/billing', {
    ...formPost({ sameAsShipping: 'on', cardToken: await cardToken('4242424242424242', 'Ada Byron') }),
    jar,
  });
  expect(paid.headers.get('location')).toBe('/en-us/checkout?step=summary');
  const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
  const orderNumber = /order=(RL\d{10})$/.exec(placed.headers.get('location') ?? '')?.[1];
  expect(orderNumber).toBeDefined();
  return { jar, email, orderNumber: orderNumber! };
};

/** The sandbox's test-only clock: the order reaches `stage` of its shipment timeline now. */
const advance = async (orderNumber: string, stage: 'shipped') => {
  const response = await env.SANDBOX.fetch(`https://sandbox.internal/__admin/orders/${orderNumber}/advance`, {
    method: 'POST',
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY, 'content-type': 'application/json' },
    body: JSON.stringify({ stage }),
  });
  expect(response.status).toBe(200);
};

const purchaseOf = async (jar: Jar, orderNumber: string): Promise<Purchase> => {
  const response = await storefront(`/api/orders/${orderNumber}`, { jar });
  expect(response.status).toBe(200);
  return purchaseSchema.parse(await response.json());
};

const expectPdf = async (response: Response, filename: string) => {
  expect(response.status).toBe(200);
  expect(response.headers.get('content-type')).toBe('application/pdf');
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${filename}"`);
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe('%PDF-');
  return pdfText(bytes);
};

describe('account orders', () => {
  it('sends a signed-out shopper to sign in and back, for every order page and document', async () => {
    for (const path of [
      '/en-us/account/orders',
      '/en-us/account/orders/RL0000000001',
      '/en-us/account/orders/RL0000000001/invoice.pdf',
      '/en-us/account/orders/RL0000000001/return-label.pdf',
    ]) {
      const response = await storefront(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/en-us/sign-in?returnTo=${encodeURIComponent(path)}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const api = await storefront('/api/orders');
    expect(api.status).toBe(403);
    expect(await api.json()).toMatchObject({ errorDetails: [{ errorId: 'AUT432' }] });
  });

  it('lists the order, shows it with its timeline and hands out its invoice and return label', async () => {
    const { jar, orderNumber } = await memberWithOrder();
    const { order } = await purchaseOf(jar, orderNumber);
    const name = order.items[0]!.name;

    const confirmation = await (
      await storefront(`/en-us/order-confirmation?order=${orderNumber}`, { jar })
    ).text();
    expect(confirmation).toContain(`href="/en-us/account/orders/${orderNumber}"`);

    const list = await storefront('/en-us/account/orders', { jar });
    expect(list.status).toBe(200);
    expect(list.headers.get('cache-control')).toBe('private, no-store');
    const listHtml = await list.text();
    expect(listHtml).toContain(`href="/en-us/account/orders/${orderNumber}"`);
    expect(listHtml).toContain('aria-label="Account"');

    const detail = await storefront(`/en-us/account/orders/${orderNumber}`, { jar });
    expect(detail.status).toBe(200);
    expect(detail.headers.get('cache-control')).toBe('private, no-store');
    const html = await detail.text();
    expect(html).toContain(`Order ${orderNumber}`);
    expect(html).toContain('aria-current="step"');
    expect(html).toContain(`action="/en-us/account/orders/${orderNumber}/cancel"`);
    expect(html).toContain('commandfor="cancel-order"');

    const invoice = await expectPdf(
      await storefront(`/en-us/account/orders/${orderNumber}/invoice.pdf`, { jar }),
      `invoice-${orderNumber}.pdf`,
    );
    expect(invoice).toContain(orderNumber);
    expect(invoice).toContain(name);
    // The return label exists once the order has shipped (its refusal before: the test below).
    expect(html).not.toContain('return-label.pdf');
    await advance(orderNumber, 'shipped');
    const shippedHtml = await (await storefront(`/en-us/account/orders/${orderNumber}`, { jar })).text();
    expect(shippedHtml).toContain(`href="/en-us/account/orders/${orderNumber}/return-label.pdf"`);
    expect(shippedHtml).not.toContain('commandfor="cancel-order"');
    const label = await expectPdf(
      await storefront(`/en-us/account/orders/${orderNumber}/return-label.pdf`, { jar }),
      `return-label-${orderNumber}.pdf`,
    );
    expect(label).toContain(name);
    expect((await storefront('/en-us/account/orders/not-an-order', { jar })).status).toBe(404);
  });

  it('refuses the return label of an order not shipped yet: the order page at 409 with the refusal in the shopper’s language', async () => {
    const { jar, orderNumber } = await memberWithOrder();
    const before = await purchaseOf(jar, orderNumber);
    expect(before.returnable).toBe(false);

    for (const [locale, message] of [
      ['en-us', 'This order has not shipped yet. Its return label will be available here once it ships.'],
      ['fr-ca', 'Cette commande n’a pas encore été expédiée.'],
    ] as const) {
      const refused = await storefront(`/${locale}/account/orders/${orderNumber}/return-label.pdf`, { jar });
      expect(refused.status).toBe(409);
      expect(refused.headers.get('content-type')).toMatch(/^text\/html/);
      expect(refused.headers.get('content-disposition')).toBeNull();
      expect(refused.headers.get('cache-control')).toBe('private, no-store');
      const html = await refused.text();
      expect(html).toContain('role="alert"');
      expect(html).toContain(message);
      // The page offers no label (the address itself may appear, as where the shopper is).
      expect(html).not.toContain(`href="/${locale}/account/orders/${orderNumber}/return-label.pdf"`);
    }
    // Nothing was written: the order stands, still cancellable, and its label still waits.
    expect(await purchaseOf(jar, orderNumber)).toMatchObject({
      order: { status: 'CREATED' },
      cancellable: true,
      returnable: false,
    });
    // Another member's order is no order at all, not a refusal.
    const other = await memberSession();
    expect(
      (await storefront(`/en-us/account/orders/${orderNumber}/return-label.pdf`, { jar: other.jar })).status,
    ).toBe(404);
  });

  it('cancels with the plain form, once; another member can neither see nor cancel the order', async () => {
    const { jar, orderNumber } = await memberWithOrder();
    const other = await memberSession();
    expect((await storefront(`/en-us/account/orders/${orderNumber}`, { jar: other.jar })).status).toBe(404);
    expect(
      (await storefront(`/en-us/account/orders/${orderNumber}/invoice.pdf`, { jar: other.jar })).status,
    ).toBe(404);
    expect((await storefront(`/api/orders/${orderNumber}`, { jar: other.jar })).status).toBe(404);
    const refused = await storefront(`/en-us/account/orders/${orderNumber}/cancel`, {
      ...formPost({}),
      jar: other.jar,
    });
    expect(refused.headers.get('location')).toBe(`/en-us/account/orders/${orderNumber}?error=ORD404`);
    expect((await purchaseOf(jar, orderNumber)).order.status).toBe('CREATED');
    // A cross-site post is refused before anything happens.
    const forged = await storefront(`/en-us/account/orders/${orderNumber}/cancel`, {
      ...formPost({}, { origin: 'https://evil.test' }),
      jar,
    });
    expect(forged.status).toBe(403);
    expect((await purchaseOf(jar, orderNumber)).order.status).toBe('CREATED');

    for (let i = 0; i < 2; i++) {
      const cancelled = await storefront(`/en-us/account/orders/${orderNumber}/cancel`, {
        ...formPost({}),
        jar,
      });
      expect(cancelled.status).toBe(303);
      expect(cancelled.headers.get('location')).toBe(`/en-us/account/orders/${orderNumber}?done=cancelled`);
    }
    const html = await (
      await storefront(`/en-us/account/orders/${orderNumber}?done=cancelled`, { jar })
    ).text();
    expect(html).toContain('Your order has been cancelled.');
    // What it was paid with is shown as given back, not as taken.
    expect(html).toContain('Released: the order was cancelled');
    expect(html).not.toContain('commandfor="cancel-order"');
    expect(html).not.toContain('return-label.pdf');
    expect((await purchaseOf(jar, orderNumber)).tracking.stage).toBe('cancelled');
    const noLabel = await storefront(`/en-us/account/orders/${orderNumber}/return-label.pdf`, { jar });
    expect(noLabel.status).toBe(409);
    expect(await noLabel.text()).toContain('A cancelled order has nothing to return.');
  });
});

/** A member who bought one e-gift card (a digital-only cart: billing address, no shipping step). */
const memberWithGiftCard = async () => {
  const { jar } = await memberSession();
  const added = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: 'RLGIFTCDRED-025', qty: 1, giftEmail: 'friend@example.com' })),
    jar,
  });
  expect(added.status).toBe(200);
  const billed = await storefront('/en-us/checkout/billing', {
    ...formPost({
      ...ADDRESS,
      digitalOnly: '1',
      cardToken: await cardToken('4242424242424242', 'Ada Byron'),
    }),
    jar,
  });
  expect(billed.headers.get('location')).toBe('/en-us/checkout?step=summary');
  const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
  const orderNumber = /order=(RL\d{10})$/.exec(placed.headers.get('location') ?? '')?.[1];
  expect(orderNumber).toBeDefined();
  return { jar, orderNumber: orderNumber! };
};

describe('resending the e-gift card e-mail', () => {
  it('past 3 resends a quarter hour, the form and the API say so in the shopper’s language', async () => {
    const { jar, orderNumber } = await memberWithGiftCard();
    const viaApi = (key: string, locale = 'en-us') =>
      storefront(`/api/orders/${orderNumber}/gift-card-email?locale=${locale}`, {
        ...jsonPost('{}', { 'idempotency-key': key }),
        jar,
      });
    for (let i = 0; i < 3; i++) expect((await viaApi(`resend-${i}`)).status).toBe(202);

    const form = await storefront(`/en-us/account/orders/${orderNumber}/gift-card-email`, {
      ...formPost({}),
      jar,
    });
    expect(form.status).toBe(303);
    const back = form.headers.get('location')!;
    expect(back).toBe(`/en-us/account/orders/${orderNumber}?error=API429_giftCardEmail`);
    const html = await (await storefront(back, { jar })).text();
    expect(html).toContain('The e-gift card e-mail has already been sent again several times.');
    expect(html).not.toContain('Too many look-ups');

    const api = await viaApi('resend-3');
    expect(api.status).toBe(429);
    expect(await api.json()).toMatchObject({
      errorDetails: [{ errorId: 'API429', message: expect.stringContaining('already been sent again') }],
    });
    const french = await viaApi('resend-4', 'fr-ca');
    expect(french.status).toBe(429);
    expect(await french.json()).toMatchObject({
      errorDetails: [{ errorId: 'API429', message: expect.stringContaining('déjà été renvoyé') }],
    });
  });
});

describe('guest order lookup', () => {
  it('shows the order for its number and e-mail, and one same answer for any wrong pair', async () => {
    const { jar, orderNumber } = await memberWithOrder();
    const { order } = await purchaseOf(jar, orderNumber);
    const shownName = order.items[0]!.name.replace(/'/g, '&#x27;');
    const guest: Jar = new Map();

    const form = await storefront('/en-us/order-status', { jar: guest });
    expect(form.status).toBe(200);
    expect(form.headers.get('cache-control')).toBe('private, no-store');

    const wrongEmail = await storefront('/en-us/order-status', {
      ...formPost({ orderNumber, email: 'someone-else@example.com' }),
      jar: guest,
    });
    const unknown = await storefront('/en-us/order-status', {
      ...formPost({ orderNumber: 'RL0000000000', email: order.customerEmail }),
      jar: guest,
    });
    for (const response of [wrongEmail, unknown]) {
      expect(response.status).toBe(404);
      const html = await response.text();
      expect(html).toContain('No order matches this order number and e-mail address.');
      expect(html).not.toContain(shownName);
    }
    const invalid = await storefront('/en-us/order-status', {
      ...formPost({ orderNumber: '12', email: 'nope' }),
      jar: guest,
    });
    expect(invalid.status).toBe(422);
    const invalidHtml = await invalid.text();
    expect(invalidHtml).toContain('Enter an order number like RL0123456789.');
    expect(invalidHtml).toContain('Enter a valid e-mail address.');

    const found = await storefront('/en-us/order-status', {
      ...formPost({ orderNumber: orderNumber.toLowerCase(), email: order.customerEmail.toUpperCase() }),
      jar: guest,
    });
    expect(found.status).toBe(200);
    const html = await found.text();
    expect(html).toContain(`Order ${orderNumber}`);
    expect(html).toContain(shownName);
    expect(html).not.toContain('/cancel"');

    const pdf = await storefront('/en-us/order-status/invoice.pdf', {
      ...formPost({ orderNumber, email: order.customerEmail }),
      jar: guest,
    });
    expect(await expectPdf(pdf, `invoice-${orderNumber}.pdf`)).toContain(orderNumber);
    const wrongPdf = await storefront('/en-us/order-status/invoice.pdf', {
      ...formPost({ orderNumber, email: 'someone-else@example.com' }),
      jar: guest,
    });
    expect(wrongPdf.status).toBe(303);
    expect(wrongPdf.headers.get('location')).toBe('/en-us/order-status?error=ORD404');

    const api = await storefront('/api/orders/lookup', {
      ...jsonPost(JSON.stringify({ orderNumber, email: 'someone-else@example.com' })),
      jar: guest,
    });
    expect(api.status).toBe(404);
    expect(await api.json()).toMatchObject({ errorDetails: [{ errorId: 'ORD404' }] });
  });
});

describe('the guest order lookup budget', () => {
  it('past ten lookups a quarter hour from one address, forms and API alike answer 429 until later; another address is not held up', async () => {
    const from = (address: string, init: RequestInit): RequestInit => ({
      ...init,
      headers: { ...(init.headers as Record<string, string>), 'cf-connecting-ip': address },
    });
    const guess = { orderNumber: 'RL0000000001', email: 'guess@example.com' };
    const statuses: number[] = [];
    for (let i = 0; i < 9; i++) {
      const tried = await storefront('/en-us/order-status', from('203.0.113.7', formPost(guess)));
      statuses.push(tried.status);
    }
    const viaApi = await storefront(
      '/api/orders/lookup',
      from('203.0.113.7', jsonPost(JSON.stringify(guess))),
    );
    statuses.push(viaApi.status);
    expect(statuses).toEqual(Array(10).fill(404));

    const page = await storefront('/en-us/order-status', from('203.0.113.7', formPost(guess)));
    expect(page.status).toBe(429);
    expect(Number(page.headers.get('retry-after'))).toBeGreaterThan(800);
    expect(page.headers.get('cache-control')).toMatch(/no-store/);
    expect(await page.text()).toContain('Too many look-ups from this connection.');
    const pdf = await storefront('/en-us/order-status/invoice.pdf', from('203.0.113.7', formPost(guess)));
    expect(pdf.status).toBe(429);
    const api = await storefront('/api/orders/lookup', from('203.0.113.7', jsonPost(JSON.stringify(guess))));
    expect(api.status).toBe(429);
    expect(await api.json()).toMatchObject({ errorDetails: [{ errorId: 'API429' }] });

    const elsewhere = await storefront('/en-us/order-status', from('198.51.100.4', formPost(guess)));
    expect(elsewhere.status).toBe(404);
  });
});
