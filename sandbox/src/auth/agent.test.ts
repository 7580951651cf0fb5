import { describe, expect, it } from 'vitest';
import {
  agentLoginResponseSchema,
  orderSchema,
  purchaseHistorySchema,
  tokenResponseSchema,
} from '../../../shared/contract';
import {
  ASSOCIATE,
  agentToken,
  call,
  callOutbox,
  createCart,
  expectError,
  findSku,
  guestToken,
} from '../../test/helpers';
import { placeOrder, readyToPlace } from '../../test/place';
import { DEMO_MEMBER } from '../consumer/demo-member';
import { DEMO_EMPLOYEE_PASSWORD } from './agent';

const login = (body: Record<string, unknown>, token?: string) =>
  call('/consumers-v3/consumer/agent/login', { body, ...(token ? { token } : {}) });

/** Each test's own client address, so throttling budgets never meet. */
let client = 0;
const fromClient = () => ({ 'x-forwarded-for': `198.51.100.${++client}` });

describe('agent login', () => {
  it('opens an in-store session naming store and associate, for the absolute limit', async () => {
    const response = await login({ type: 'Agent', ...ASSOCIATE, password: DEMO_EMPLOYEE_PASSWORD });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('no-store');
    const body = agentLoginResponseSchema.parse(await response.json());
    expect(body.inStoreSession).toMatchObject({ ...ASSOCIATE, storeName: expect.any(String) });
    expect(body.inStoreSession.storeEmployeeName.length).toBeGreaterThan(0);
    expect(body.expiresIn).toBe(8 * 60 * 60);
  });

  it('answers the same AUT401 for a wrong password, employee or store, and throttles per associate', async () => {
    const headers = fromClient();
    const wrong = [
      { ...ASSOCIATE, password: 'nope' },
      { ...ASSOCIATE, storeEmployeeId: '400199', password: DEMO_EMPLOYEE_PASSWORD },
      { storeId: '4002', storeEmployeeId: '400101', password: DEMO_EMPLOYEE_PASSWORD },
    ];
    const messages = new Set<string>();
    for (const body of wrong) {
      const response = await call('/consumers-v3/consumer/agent/login', {
        body: { type: 'Agent', ...body },
        headers,
      });
      const detail = await expectError(response, 401, 'AUT401');
      messages.add(String(detail.message));
    }
    expect(messages.size).toBe(1);
    // The associate's own budget: the 4th failure warns, the 5th locks, even the right password.
    const associate = { storeId: '4003', storeEmployeeId: '400301' };
    const attempt = (password: string) =>
      call('/consumers-v3/consumer/agent/login', {
        body: { type: 'Agent', ...associate, password },
        headers: fromClient(),
      });
    for (let i = 0; i < 3; i++) await expectError(await attempt('wrong'), 401, 'AUT401');
    await expectError(await attempt('wrong'), 401, 'AUT426');
    await expectError(await attempt('wrong'), 423, 'AUT423');
    await expectError(await attempt(DEMO_EMPLOYEE_PASSWORD), 423, 'AUT423');
    await expectError(await login({ type: 'Agent', ...ASSOCIATE, password: '' }), 400, 'API400');
  });

  it('acts for a member found by e-mail or a new guest, never renewed, AUT404 unknown e-mail', async () => {
    const agent = await agentToken();
    const member = tokenResponseSchema.parse(
      await (await login({ type: 'OnBehalf', email: DEMO_MEMBER.email }, agent)).json(),
    );
    expect(member).toMatchObject({ consumerNo: DEMO_MEMBER.consumerNo, consumerType: 'REGISTERED' });
    const guest = tokenResponseSchema.parse(await (await login({ type: 'OnBehalf' }, agent)).json());
    expect(guest.consumerType).toBe('GUEST');
    await expectError(
      await login({ type: 'OnBehalf', email: 'nobody@ridgeline.test' }, agent),
      404,
      'AUT404',
    );
    // Without an agent token (a shopper's is not one), nobody acts for anyone.
    const shopper = await guestToken();
    await expectError(await login({ type: 'OnBehalf' }, shopper.accessToken), 401, 'AUT401');
    await expectError(await login({ type: 'OnBehalf' }), 401, 'AUT401');
    // Its tokens are not renewed: the associate signs in again.
    for (const type of ['Guest', 'Registered'] as const)
      await expectError(
        await call('/token/v2/auth/token', {
          body: { type, refreshToken: type === 'Guest' ? guest.refreshToken : member.refreshToken },
        }),
        401,
        'AUT401',
      );
  });
});

describe('signing an in-store session out', () => {
  it('revokes its agent token and every shopper token it gave, at once', async () => {
    const agent = await agentToken();
    const guest = tokenResponseSchema.parse(await (await login({ type: 'OnBehalf' }, agent)).json());
    const member = tokenResponseSchema.parse(
      await (await login({ type: 'OnBehalf', email: DEMO_MEMBER.email }, agent)).json(),
    );
    const out = await call('/consumers-v3/consumer/auth/signout', {
      token: guest.accessToken,
      body: { refreshToken: guest.refreshToken },
    });
    expect(out.status).toBe(204);
    for (const token of [guest.accessToken, member.accessToken])
      await expectError(await call('/cart/v1/cart', { token, body: { currency: 'USD' } }), 401, 'AUT401');
    await expectError(await login({ type: 'OnBehalf' }, agent), 401, 'AUT401');
    // Another session of the same associate is untouched.
    const again = await login({ type: 'OnBehalf' }, await agentToken());
    expect(again.status).toBe(200);
  });
});

describe("another associate's adjustments", () => {
  it('are changed and removed only by the associate who gave them (AUT450)', async () => {
    const colleague = { storeId: '4001', storeEmployeeId: '400102' };
    const agent = await agentToken();
    const member = tokenResponseSchema.parse(
      await (await login({ type: 'OnBehalf', email: DEMO_MEMBER.email }, agent)).json(),
    );
    const cart = await createCart(member.accessToken);
    const { sku } = await findSku('stock >= 5 AND online = 1 AND sku NOT LIKE ?', 'RLGIFT%');
    await call('/cart/v1/item', {
      token: member.accessToken,
      body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] },
    });
    const adjusted = await call(`/cart/v1/cart/${cart.id}/price_adjustments`, {
      token: member.accessToken,
      body: { ...ASSOCIATE, type: 'PERCENTAGE', value: 10, reasonCode: 'PRICE_MATCH' },
    });
    expect(adjusted.status).toBe(200);
    const id = ((await adjusted.json()) as { priceAdjustments: { id: string }[] }).priceAdjustments[0]!.id;
    const theirs = tokenResponseSchema.parse(
      await (await login({ type: 'OnBehalf', email: DEMO_MEMBER.email }, await agentToken(colleague))).json(),
    );
    const path = `/cart/v1/cart/${cart.id}/price_adjustments/${id}`;
    await expectError(
      await call(path, { method: 'DELETE', token: theirs.accessToken, body: colleague }),
      403,
      'AUT450',
    );
    await expectError(
      await call(path, { method: 'PATCH', token: theirs.accessToken, body: { ...colleague, value: 50 } }),
      403,
      'AUT450',
    );
    const removed = await call(path, { method: 'DELETE', token: member.accessToken, body: ASSOCIATE });
    expect(removed.status).toBe(200);
  });
});

describe('in-store orders', () => {
  it("records the store on the order and in the member's history; AUT450 without the session's own info", async () => {
    const agent = await agentToken();
    const { accessToken: token } = tokenResponseSchema.parse(
      await (await login({ type: 'OnBehalf', email: DEMO_MEMBER.email }, agent)).json(),
    );
    const cart = await createCart(token);
    const { sku } = await findSku('stock >= 5 AND online = 1');
    expect(
      (await call('/cart/v1/item', { token, body: { cartId: cart.id, items: [{ productId: sku, qty: 1 }] } }))
        .status,
    ).toBe(200);
    await readyToPlace(token, cart.id);
    await expectError(await placeOrder(token, cart.id), 403, 'AUT450');
    await expectError(
      await placeOrder(token, cart.id, { inStoreSalesInfo: { ...ASSOCIATE, storeEmployeeId: '400102' } }),
      403,
      'AUT450',
    );
    const placed = await placeOrder(token, cart.id, { inStoreSalesInfo: ASSOCIATE });
    expect(placed.status).toBe(200);
    const order = orderSchema.parse(await placed.json());
    expect(order.inStoreSalesInfo).toMatchObject({ ...ASSOCIATE, storeName: expect.any(String) });
    const history = purchaseHistorySchema.parse(
      await (await call('/consumers-v3/consumer/purchasehistory', { token, body: {} })).json(),
    );
    const listed = history.orders.find((o) => o.orderNumber === order.orderNumber);
    expect(listed?.soldInStore).toBe(order.inStoreSalesInfo?.storeName);
    // The confirmation e-mail says so too (the store, nothing about the associate).
    const mail = await callOutbox(`to=${encodeURIComponent(order.customerEmail)}`);
    const { messages } = (await mail.json()) as { messages: { body: string }[] };
    const sent = messages.find((m) => m.body.includes(order.orderNumber));
    expect(sent?.body).toContain(`Sold in store: ${order.inStoreSalesInfo?.storeName}`);
    expect(sent?.body).not.toContain('400101');
  });

  it("refuses a shopper's own order that claims a store (AUT450) and a shopper's associate calls", async () => {
    const { accessToken: token } = await guestToken();
    const cart = await createCart(token);
    await expectError(await placeOrder(token, cart.id, { inStoreSalesInfo: ASSOCIATE }), 403, 'AUT450');
    await expectError(
      await call(`/cart/v1/cart/${cart.id}/price_adjustments`, {
        token,
        body: { ...ASSOCIATE, type: 'AMOUNT', value: 100, reasonCode: 'PRICE_MATCH' },
      }),
      403,
      'AUT450',
    );
    const { sku } = await findSku('stock >= 5 AND online = 1');
    await expectError(
      await call('/cart/v1/reserveWithItem', { token, body: { cartId: cart.id, productId: sku, qty: 1 } }),
      403,
      'AUT450',
    );
  });
});
