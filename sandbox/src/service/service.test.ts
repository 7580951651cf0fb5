import { describe, expect, it } from 'vitest';
import { orderSchema } from '../../../shared/contract/checkout';
import {
  contactCategoriesSchema,
  contactResponseSchema,
  notificationResponseSchema,
  toBase64,
  WARRANTY_PHOTO_MAX_BYTES,
  warrantyCaseSchema,
  warrantyCasesSchema,
} from '../../../shared/contract/service';
import { call, callOutbox, createCart, env, expectError, findSku, guestToken } from '../../test/helpers';
import { placeOrder, readyToPlace } from '../../test/place';
import { member } from '../auth/test-member';

const CONTACT = '/consumers-v3/contactus';
const WARRANTY = '/consumers-v3/consumer/warranty';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);
const photo = (bytes: Uint8Array = PNG) => ({ fileName: 'zip.png', data: toBase64(bytes) });

const message = (overrides: Record<string, unknown> = {}) => ({
  categoryId: 'orders',
  subjectId: 'order-status',
  firstName: 'Ann',
  lastName: 'Lee',
  email: `contact-${crypto.randomUUID()}@example.test`,
  message: 'Where is my parcel? It was due on Monday.',
  ...overrides,
});

const outbox = async (query: string) =>
  (
    (await (await callOutbox(query)).json()) as {
      messages: { kind: string; subject: string; body: string; ref: string }[];
    }
  ).messages;

/** A member with one placed order of one line: their token, the order and its line. */
const memberWithOrder = async () => {
  const { email, tokens } = await member();
  const token = tokens.accessToken;
  const cart = await createCart(token);
  const { sku } = await findSku("stock >= 40 AND sku NOT LIKE 'RLGIFT%' AND sku NOT LIKE 'RLCUST%'");
  expect(
    (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } }))
      .status,
  ).toBe(200);
  await readyToPlace(token, cart.id);
  const placed = await placeOrder(token, cart.id);
  expect(placed.status).toBe(200);
  const order = orderSchema.parse(await placed.json());
  return { email, token, order, item: order.items[0]! };
};

describe('contact us', { timeout: 30_000 }, () => {
  it('lists categories and subjects in the locale', async () => {
    const { accessToken } = await guestToken();
    const en = contactCategoriesSchema.parse(
      await (await call(`${CONTACT}/categorySubject?locale=en-us`, { token: accessToken })).json(),
    );
    const fr = contactCategoriesSchema.parse(
      await (await call(`${CONTACT}/categorySubject?locale=fr-ca`, { siteId: 'RL-CA' })).json(),
    );
    expect(en.categories.map((c) => c.id)).toEqual(fr.categories.map((c) => c.id));
    expect(en.categories[0]).toMatchObject({ id: 'orders', name: 'Orders and delivery' });
    expect(fr.categories[0]!.name).toBe('Commandes et livraison');
  });

  it('takes a guest message: a case number and the acknowledgement in the outbox, in French', async () => {
    const { accessToken } = await guestToken();
    const body = message();
    const response = await call(`${CONTACT}?locale=fr-ca`, { token: accessToken, body, siteId: 'RL-CA' });
    expect(response.status).toBe(201);
    const { caseNumber } = contactResponseSchema.parse(await response.json());
    const [mail] = await outbox(`to=${encodeURIComponent(body.email)}`);
    expect(mail).toMatchObject({ kind: 'contact-us', ref: caseNumber });
    expect(mail!.subject).toContain(caseNumber);
    expect(mail!.body).toContain('Commandes et livraison');
    expect(mail!.body).toContain(body.message);
    const row = await env.DB.prepare('SELECT consumer_no FROM contact_cases WHERE case_number = ?')
      .bind(caseNumber)
      .first();
    expect(row).toEqual({ consumer_no: null });
  });

  it("keeps a member's case under their number", async () => {
    const { tokens } = await member();
    const response = await call(CONTACT, { token: tokens.accessToken, body: message() });
    const { caseNumber } = contactResponseSchema.parse(await response.json());
    const row = await env.DB.prepare('SELECT consumer_no FROM contact_cases WHERE case_number = ?')
      .bind(caseNumber)
      .first<{ consumer_no: string | null }>();
    expect(row?.consumer_no).toBeTruthy();
  });

  it('refuses a bad message whole, writing nothing', async () => {
    const { accessToken } = await guestToken();
    const before = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_cases').first<{ n: number }>();
    const bad = [
      message({ subjectId: 'refund-status' }), // a subject of another category
      message({ email: 'not-an-email' }),
      message({ message: 'short' }),
      message({ message: 'Look <script>alert(1)</script> here please' }),
      message({ firstName: '<b>' }),
      message({ orderNumber: '12' }),
    ];
    for (const body of bad) {
      const detail = await expectError(await call(CONTACT, { token: accessToken, body }), 400, 'API400');
      expect(detail.message).toMatch(/^Please check/);
    }
    await expectError(
      await call(CONTACT, { token: accessToken, body: { ...message(), extra: 1 } }),
      400,
      'API400',
    );
    await expectError(await call(CONTACT, { body: message() }), 401, 'AUT401');
    const after = await env.DB.prepare('SELECT COUNT(*) AS n FROM contact_cases').first<{ n: number }>();
    expect(after!.n).toBe(before!.n);
  });
});

describe('warranty cases', { timeout: 60_000 }, () => {
  it('opens a case on a line of the member’s order, stores the photo and lists the case', async () => {
    const { token, order, item } = await memberWithOrder();
    const open = (description: string) =>
      call(WARRANTY, {
        token,
        body: { orderNumber: order.orderNumber, itemId: item.id, description, photos: [photo()] },
      });
    const response = await open('The zip broke after two weeks of use.');
    expect(response.status).toBe(201);
    const created = warrantyCaseSchema.parse(await response.json());
    expect(created).toMatchObject({
      orderNumber: order.orderNumber,
      productId: item.productId,
      status: 'OPEN',
    });
    expect(created.photos).toEqual([{ contentType: 'image/png', size: PNG.length }]);
    const stored = await env.DB.prepare('SELECT bytes FROM warranty_photos WHERE case_number = ?')
      .bind(created.caseNumber)
      .first<{ bytes: ArrayBuffer }>();
    expect(new Uint8Array(stored!.bytes)).toEqual(PNG);
    const list = warrantyCasesSchema.parse(await (await call(WARRANTY, { token })).json());
    expect(list.cases.map((c) => c.caseNumber)).toEqual([created.caseNumber]);
    // The same case again (a doubled post) gets the first's answer; another on that line is refused.
    const again = await open('The zip broke after two weeks of use.');
    expect(again.status).toBe(200);
    expect(warrantyCaseSchema.parse(await again.json()).caseNumber).toBe(created.caseNumber);
    await expectError(await open('The zip broke again, a second case.'), 409, 'API409');
    expect(warrantyCasesSchema.parse(await (await call(WARRANTY, { token })).json()).cases).toHaveLength(1);
  });

  it('checks photos by their bytes, their size and count, and the order by its owner', async () => {
    const { token, order, item } = await memberWithOrder();
    const base = {
      orderNumber: order.orderNumber,
      itemId: item.id,
      description: 'The sole came off on the first walk.',
    };
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const tooLarge = new Uint8Array(WARRANTY_PHOTO_MAX_BYTES + 1);
    tooLarge.set(PNG);
    const refusals: [unknown, string][] = [
      [{ ...base, photos: [{ fileName: 'x.png', data: toBase64(html) }] }, 'photoType'],
      [
        {
          ...base,
          photos: [
            photo(),
            { fileName: 'big.png', data: toBase64(tooLarge.subarray(0, WARRANTY_PHOTO_MAX_BYTES - 2)) },
            { fileName: 'gif.gif', data: toBase64(new TextEncoder().encode('GIF89a....')) },
          ],
        },
        'photoType',
      ],
      [{ ...base, description: 'too short', photos: [photo()] }, 'description'],
    ];
    for (const [body, expected] of refusals) {
      const detail = await expectError(await call(WARRANTY, { token, body }), 400, 'API400');
      expect(detail.message).toContain(expected);
    }
    // Over the byte cap, over the count, none at all: refused by the body's schema.
    await expectError(
      await call(WARRANTY, {
        token,
        body: { ...base, photos: [{ fileName: 'big.png', data: toBase64(tooLarge) }] },
      }),
      400,
      'API400',
    );
    await expectError(
      await call(WARRANTY, { token, body: { ...base, photos: [photo(), photo(), photo(), photo()] } }),
      400,
      'API400',
    );
    await expectError(await call(WARRANTY, { token, body: { ...base, photos: [] } }), 400, 'API400');
    // Another line, another member, a guest.
    await expectError(
      await call(WARRANTY, { token, body: { ...base, itemId: 'nope', photos: [photo()] } }),
      404,
      'API404',
    );
    const other = await member();
    await expectError(
      await call(WARRANTY, { token: other.tokens.accessToken, body: { ...base, photos: [photo()] } }),
      404,
      'ORD404',
    );
    const guest = await guestToken();
    await expectError(
      await call(WARRANTY, { token: guest.accessToken, body: { ...base, photos: [photo()] } }),
      403,
      'AUT432',
    );
    expect(warrantyCasesSchema.parse(await (await call(WARRANTY, { token })).json()).cases).toEqual([]);
  });
});

describe('data export and notification preferences', { timeout: 30_000 }, () => {
  it('mails the member their data, at most twice a day', async () => {
    const { email, tokens } = await member();
    const token = tokens.accessToken;
    const path = '/consumers-v3/consumer/retrieveUserData';
    expect((await call(path, { method: 'POST', token })).status).toBe(202);
    const [mail] = await outbox(`to=${encodeURIComponent(email)}`);
    expect(mail).toMatchObject({ kind: 'data-export', subject: 'Your Ridgeline data' });
    expect(mail!.body).toContain(email);
    expect(mail!.body).not.toMatch(/hash|salt|"token"/i);
    expect((await call(path, { method: 'POST', token })).status).toBe(202);
    await expectError(await call(path, { method: 'POST', token }), 429, 'API429');
    expect(
      (await outbox(`to=${encodeURIComponent(email)}`)).filter((m) => m.kind === 'data-export'),
    ).toHaveLength(2);
    await expectError(
      await call(path, { method: 'POST', token: (await guestToken()).accessToken }),
      403,
      'AUT432',
    );
  });

  it('reads defaults, then keeps what the member chose; a partial body is refused', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const path = '/consumers-v3/consumer/notification';
    expect(notificationResponseSchema.parse(await (await call(path, { token })).json()).notification).toEqual(
      {
        orderUpdates: true,
        serviceUpdates: true,
        backInStock: false,
      },
    );
    const chosen = { orderUpdates: false, serviceUpdates: true, backInStock: true };
    expect((await call(path, { method: 'PUT', token, body: chosen })).status).toBe(200);
    expect(notificationResponseSchema.parse(await (await call(path, { token })).json()).notification).toEqual(
      chosen,
    );
    await expectError(
      await call(path, { method: 'PUT', token, body: { orderUpdates: true } }),
      400,
      'API400',
    );
    await expectError(
      await call(path, { method: 'PUT', token, body: { ...chosen, orderUpdates: 'yes' } }),
      400,
      'API400',
    );
    expect(notificationResponseSchema.parse(await (await call(path, { token })).json()).notification).toEqual(
      chosen,
    );
  });
});
