import { describe, expect, it } from 'vitest';
import {
  addressListSchema,
  consumerProfileResponseSchema,
  savedCardListSchema,
  savedCardSchema,
  subscriptionListSchema,
} from '../../../shared/contract';
import { call, env, expectError, guestToken } from '../../test/helpers';
import { member, uniqueEmail } from '../auth/test-member';

const PROFILE = '/consumers-v3/consumer';
const ADDRESS = '/consumers-v3/consumer/address';
const CARDS = '/consumers-v3/consumer/payment_instruments';

const home = {
  approachType: 'S',
  addressLine1: '1 Market St',
  city: 'San Francisco',
  country: 'US',
  postalCode: '94105',
  stateCityProvDept: 'CA',
  recipientFirstName: 'Ann',
  recipientLastName: 'Lee',
  recipientContactPhone: '415 555 0100',
};

const tokenize = async (number = '4242 4242 4242 4242', expiryYear = 2031) => {
  const response = await call('/payments/v1/tokenize', {
    body: { number, expiryMonth: 12, expiryYear, cvc: '123', holderName: 'Ann Lee' },
    apiKey: null,
  });
  expect(response.status).toBe(201);
  return ((await response.json()) as { token: string }).token;
};

const profileOf = async (token: string) => {
  const response = await call(`${PROFILE}?includeLoyaltySummary=true`, { token });
  expect(response.status).toBe(200);
  expect(response.headers.get('cache-control')).toBe('private, no-store');
  return consumerProfileResponseSchema.parse(await response.json()).consumerProfile;
};

describe('consumer profile', { timeout: 30_000 }, () => {
  it('reads with the loyalty summary, updates with PUT and patches with POST', async () => {
    const { email, tokens } = await member();
    const token = tokens.accessToken;
    expect(await profileOf(token)).toMatchObject({
      consumerDetails: { email, firstName: 'Ann' },
      isLoyaltyMember: false,
      loyaltySummary: { points: { balance: 0 } },
      preferences: { interests: '' },
    });
    const put = await call(PROFILE, {
      method: 'PUT',
      token,
      body: {
        firstName: 'Anna',
        lastName: 'Lee',
        birthDate: '1990-04-01',
        postalCode: '94105',
        preferences: { interests: 'hiking|running', preferredShoeSize: '9.5' },
      },
    });
    expect(put.status).toBe(200);
    const patch = await call(PROFILE, { token, body: { phone: '+1 (415) 555-0100', loyalty: true } });
    expect(patch.status).toBe(200);
    expect(await profileOf(token)).toMatchObject({
      consumerDetails: { firstName: 'Anna', birthDate: '1990-04-01', phone: '+14155550100' },
      isLoyaltyMember: true,
      preferences: { interests: 'hiking|running', preferredShoeSize: '9.5' },
    });
  });

  it('refuses bad input with errorDetails and changes nothing', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const before = await profileOf(token);
    for (const body of [
      { firstName: '', lastName: 'Lee' },
      { firstName: 'Ann', lastName: 'Lee', birthDate: '01/04/1990' },
      { firstName: 'Ann<script>', lastName: 'Lee' },
    ])
      await expectError(await call(PROFILE, { method: 'PUT', token, body }), 400, 'API400');
    await expectError(await call(PROFILE, { token, body: {} }), 400, 'API400');
    await expectError(
      await call(PROFILE, { token, body: { preferences: { interests: 'a||b' } } }),
      400,
      'API400',
    );
    expect(await profileOf(token)).toEqual(before);
  });

  it('answers a guest token 403 AUT432 on every member call', async () => {
    const guest = await guestToken();
    const token = guest.accessToken;
    const calls: [string, string, unknown?][] = [
      ['GET', PROFILE],
      ['PUT', PROFILE, { firstName: 'A', lastName: 'B' }],
      ['GET', '/consumers-v3/consumer/subscription'],
      ['POST', ADDRESS, home],
      ['GET', CARDS],
      ['DELETE', `${ADDRESS}/abc`],
      ['PATCH', `${CARDS}/abc`, { default: true }],
    ];
    for (const [method, path, body] of calls)
      await expectError(await call(path, { method, token, ...(body ? { body } : {}) }), 403, 'AUT432');
    await expectError(await call(PROFILE), 401, 'AUT401');
  });
});

/** Adds an address as the member of `token`: the book after it (201). */
const addAs = (token: string) => async (body: object) => {
  const response = await call(ADDRESS, { token, body });
  expect(response.status).toBe(201);
  return addressListSchema.parse(await response.json()).addresses;
};

describe('addresses', { timeout: 30_000 }, () => {
  it('adds, edits and deletes, keeping exactly one main per approach type', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const add = addAs(token);
    const [first] = await add(home);
    expect(first).toMatchObject({ main: true, approachType: 'S', recipientContactPhone: '+14155550100' });
    const afterSecond = await add({ ...home, addressLine1: '2 Market St', main: true });
    expect(afterSecond.map((a) => a.main)).toEqual([false, true]);
    const withBilling = await add({ ...home, approachType: 'B', addressLine1: '3 Billing Rd' });
    expect(withBilling.filter((a) => a.main)).toHaveLength(2);

    const second = afterSecond[1]!;
    const edited = await call(`${ADDRESS}/${second.id}`, {
      method: 'PUT',
      token,
      body: { ...home, addressLine1: '22 Market St', main: true },
    });
    expect(edited.status).toBe(200);
    expect(
      addressListSchema.parse(await edited.json()).addresses.find((a) => a.id === second.id),
    ).toMatchObject({
      addressLine1: '22 Market St',
      main: true,
    });
    const deleted = await call(`${ADDRESS}/${second.id}`, { method: 'DELETE', token });
    const left = addressListSchema.parse(await deleted.json()).addresses;
    expect(left.filter((a) => a.approachType === 'S')).toEqual([
      expect.objectContaining({ id: first!.id, main: true }),
    ]);
    expect((await profileOf(token)).consumerDetails.address).toHaveLength(2);
  });

  it('keeps one entry for an address added again (another checkout, a doubled request), whatever its spacing', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const add = addAs(token);
    const [first] = await add(home);
    const other = await add({ ...home, addressLine1: '2 Market St' });
    expect(other).toHaveLength(2);
    const twice = await Promise.all([
      add({ ...home, addressLine1: ' 1  market st ', city: 'SAN FRANCISCO' }),
      add({ ...home }),
    ]);
    for (const list of twice) expect(list.map((a) => a.id)).toEqual(other.map((a) => a.id));
    // Added again as main, the one entry becomes main; as billing, it is a billing entry of its own.
    const again = await add({ ...home, addressLine1: '2 Market St', main: true });
    expect(again.map((a) => [a.id, a.main])).toEqual([
      [first!.id, false],
      [other[1]!.id, true],
    ]);
    expect(await add({ ...home, approachType: 'B' })).toHaveLength(3);
    // Another recipient at the same place is another entry.
    expect(await add({ ...home, recipientFirstName: 'Bo' })).toHaveLength(4);
  });

  it('validates with the country rules (API400 fields, SHP500 PO box) and writes nothing', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const detail = await expectError(
      await call(ADDRESS, { token, body: { ...home, postalCode: 'ABC' } }),
      400,
      'API400',
    );
    expect(detail.details).toMatchObject({ fields: { postalCode: 'postalCodeInvalid' } });
    await expectError(
      await call(ADDRESS, { token, body: { ...home, addressLine1: 'PO Box 12' } }),
      400,
      'SHP500',
    );
    await expectError(await call(ADDRESS, { token, body: { ...home, approachType: 'X' } }), 400, 'API400');
    await expectError(await call(ADDRESS, { token, body: { ...home, country: 'ZZ' } }), 400, 'API400');
    expect((await profileOf(token)).consumerDetails.address).toEqual([]);
  });
});

describe('saved cards', { timeout: 30_000 }, () => {
  it('saves a tokenised card (never the number), refuses the same card with PYT300, sets default, deletes', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const save = (cardToken: string, extra: object = {}) =>
      call(CARDS, { token, body: { payment_method_id: 'CREDIT_CARD', token: cardToken, ...extra } });
    const first = await save(await tokenize());
    expect(first.status).toBe(201);
    const card = savedCardSchema.parse(await first.json());
    expect(card).toMatchObject({
      default: true,
      card: { brand: 'VISA', last4: '4242', holderName: 'Ann Lee' },
    });
    expect(JSON.stringify(card)).not.toContain('4242424242424242');
    await expectError(await save(await tokenize()), 409, 'PYT300');
    const second = savedCardSchema.parse(await (await save(await tokenize('5555 5555 5555 4444'))).json());
    expect(second.default).toBe(false);

    const patched = await call(`${CARDS}/${second.paymentInstrumentId}`, {
      method: 'PATCH',
      token,
      body: { default: true },
    });
    expect(savedCardListSchema.parse(await patched.json()).payment_instruments.map((c) => c.default)).toEqual(
      [false, true],
    );
    const list = await call(`${CARDS}?payment_method_id=CREDIT_CARD`, { token });
    expect(savedCardListSchema.parse(await list.json()).payment_instruments).toHaveLength(2);
    const none = await call(`${CARDS}?payment_method_id=GIFT_CARD`, { token });
    expect(savedCardListSchema.parse(await none.json()).payment_instruments).toEqual([]);

    const deleted = await call(`${CARDS}/${second.paymentInstrumentId}`, { method: 'DELETE', token });
    expect(savedCardListSchema.parse(await deleted.json()).payment_instruments).toEqual([
      expect.objectContaining({ paymentInstrumentId: card.paymentInstrumentId, default: true }),
    ]);
  });

  it('refuses a card the provider refuses (PAY400) and saves nothing: it would be a default no checkout can pay with', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    const refused = await call(CARDS, {
      token,
      body: { payment_method_id: 'CREDIT_CARD', token: await tokenize('4000 0000 0000 0069'), default: true },
    });
    await expectError(refused, 400, 'PAY400');
    const list = await call(CARDS, { token });
    expect(savedCardListSchema.parse(await list.json()).payment_instruments).toEqual([]);
    // The token stays unclaimed: the refusal wrote nothing, not even the token's owner.
    const row = await env.DB.prepare('SELECT COUNT(*) AS n FROM payment_tokens WHERE consumer_no = ?')
      .bind(tokens.consumerNo)
      .first<{ n: number }>();
    expect(row?.n).toBe(0);
  });

  it('refuses a bad or unknown token and writes nothing', async () => {
    const { tokens } = await member();
    const token = tokens.accessToken;
    await expectError(
      await call(CARDS, { token, body: { payment_method_id: 'CREDIT_CARD', token: '4242' } }),
      400,
      'API400',
    );
    await expectError(
      await call(CARDS, {
        token,
        body: { payment_method_id: 'CREDIT_CARD', token: `tok_${'a'.repeat(32)}` },
      }),
      400,
      'PAY400',
    );
    await expectError(
      await call(`${CARDS}/nope`, { method: 'PATCH', token, body: { default: false } }),
      400,
      'API400',
    );
    const list = await call(CARDS, { token });
    expect(savedCardListSchema.parse(await list.json()).payment_instruments).toEqual([]);
  });
});

describe('ownership', { timeout: 30_000 }, () => {
  it("a member can neither change nor delete another member's address or card", async () => {
    const owner = await member();
    const other = await member();
    const addresses = addressListSchema.parse(
      await (await call(ADDRESS, { token: owner.tokens.accessToken, body: home })).json(),
    ).addresses;
    const card = savedCardSchema.parse(
      await (
        await call(CARDS, {
          token: owner.tokens.accessToken,
          body: { payment_method_id: 'CREDIT_CARD', token: await tokenize() },
        })
      ).json(),
    );
    const token = other.tokens.accessToken;
    const addressId = addresses[0]!.id;
    await expectError(
      await call(`${ADDRESS}/${addressId}`, { method: 'PUT', token, body: home }),
      404,
      'API404',
    );
    await expectError(await call(`${ADDRESS}/${addressId}`, { method: 'DELETE', token }), 404, 'API404');
    const cardPath = `${CARDS}/${card.paymentInstrumentId}`;
    await expectError(
      await call(cardPath, { method: 'PATCH', token, body: { default: true } }),
      404,
      'API404',
    );
    await expectError(await call(cardPath, { method: 'DELETE', token }), 404, 'API404');
    expect((await profileOf(owner.tokens.accessToken)).consumerDetails.address).toHaveLength(1);
    const ownerCards = await call(CARDS, { token: owner.tokens.accessToken });
    expect(savedCardListSchema.parse(await ownerCards.json()).payment_instruments).toHaveLength(1);
    expect((await profileOf(token)).consumerDetails.address).toEqual([]);
  });
});

describe('subscriptions', { timeout: 30_000 }, () => {
  it('a member opts in and out of SMS and the newsletter', async () => {
    const { email, tokens } = await member({ phone: '+14155550100' });
    const token = tokens.accessToken;
    const put = (body: object) => call('/consumers-v3/consumer/subscription', { method: 'PUT', token, body });
    expect((await put({ type: 'SMS', optin: true })).status).toBe(200);
    const after = await put({ type: 'NEWSLETTER', optin: false });
    expect(subscriptionListSchema.parse(await after.json()).subscriptions).toEqual([
      expect.objectContaining({ type: 'NEWSLETTER', optin: false, recipient: email }),
      expect.objectContaining({ type: 'SMS', optin: true, recipient: '+14155550100' }),
    ]);
    await expectError(await put({ type: 'FAX', optin: true }), 400, 'API400');
  });

  it('an anonymous shopper subscribes a recipient; an existing one is opted out first, then created', async () => {
    const guest = await guestToken();
    const recipient = uniqueEmail();
    const post = (body: object) =>
      call('/consumers-v3/consumer/subscription', { token: guest.accessToken, body });
    const created = await post({ type: 'NEWSLETTER', recipient });
    expect(created.status).toBe(201);
    expect(subscriptionListSchema.parse(await created.json()).subscriptions).toEqual([
      expect.objectContaining({ type: 'NEWSLETTER', optin: true, recipient }),
    ]);
    expect((await post({ type: 'NEWSLETTER', recipient: recipient.toUpperCase() })).status).toBe(201);
    const row = await env.DB.prepare(
      'SELECT optin, optout_date FROM subscriptions WHERE type = ? AND recipient = ?',
    )
      .bind('NEWSLETTER', recipient)
      .first<{ optin: number; optout_date: string | null }>();
    expect(row).toMatchObject({ optin: 1 });
    expect(row!.optout_date).not.toBeNull();
    await expectError(await post({ type: 'NEWSLETTER', recipient: 'not-an-email' }), 400, 'API400');
    await expectError(await post({ type: 'SMS' }), 400, 'API400');
  });
});
