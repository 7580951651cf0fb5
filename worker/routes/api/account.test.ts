/** The account BFF against the real sandbox: members only, bad input a 400 that changes nothing, ownership. */
import { describe, expect, it } from 'vitest';
import { cardToken, type Jar, jsonPost, ORIGIN, storefront, testAddress } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const ADDRESS = { ...testAddress('Ada', 'Byron'), approachType: 'B' };

const send = (method: string, body: unknown) => ({ ...jsonPost(JSON.stringify(body)), method });

const errorOf = async (response: Response) =>
  (
    (await response.json()) as {
      errorDetails: { errorId: string; message: string; details?: { fields?: Record<string, string> } }[];
    }
  ).errorDetails[0];

const list = async (jar: Jar) =>
  (
    (await (await storefront('/api/account/addresses', { jar })).json()) as {
      addresses: { id: string; city: string }[];
    }
  ).addresses;

describe('/api/account', () => {
  it('answers a guest 403 AUT432 and never a cacheable answer', async () => {
    for (const [path, init] of [
      ['/api/account/profile', {}],
      ['/api/account/addresses', send('POST', ADDRESS)],
      ['/api/account/payment-instruments', {}],
    ] as const) {
      const response = await storefront(path, init);
      expect(response.status).toBe(403);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      expect(await errorOf(response)).toMatchObject({ errorId: 'AUT432' });
    }
  });

  it('answers the member private, no-store JSON', async () => {
    const { jar, email } = await memberSession();
    const response = await storefront('/api/account/profile', { jar });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    expect(((await response.json()) as { profile: { email: string } }).profile.email).toBe(email);
  });

  it('refuses bad input with 400 errorDetails and the fields, and stores nothing', async () => {
    const { jar } = await memberSession();
    const cases: [string, string, unknown][] = [
      ['POST', '/api/account/addresses', { ...ADDRESS, postalCode: 'nope' }],
      ['POST', '/api/account/addresses', { ...ADDRESS, approachType: 'X' }],
      ['POST', '/api/account/addresses', { ...ADDRESS, city: 42 }],
      ['PUT', '/api/account/profile', { firstName: '', lastName: 'J' }],
      ['PUT', '/api/account/profile', { firstName: 'Kim', lastName: 'J', birthDate: '13/45/2000' }],
      ['PUT', '/api/account/subscriptions', { newsletter: 'yes' }],
      ['POST', '/api/account/payment-instruments', { token: '4242424242424242' }],
      ['PATCH', '/api/account/payment-instruments/pi_1', { default: false }],
      ['DELETE', '/api/account/addresses/..%2F..', {}],
    ];
    for (const [method, path, body] of cases) {
      const response = await storefront(path, { ...send(method, body), jar });
      expect(response.status, `${method} ${path} ${JSON.stringify(body)}`).toBe(400);
      expect((await errorOf(response))?.errorId).toMatch(/^API400$/);
    }
    const bad = await storefront('/api/account/addresses', {
      ...send('POST', { ...ADDRESS, postalCode: 'nope' }),
      jar,
    });
    expect((await errorOf(bad))?.details?.fields).toMatchObject({ postalCode: 'postalCodeInvalid' });
    const notJson = await storefront('/api/account/addresses', {
      method: 'POST',
      body: '{',
      headers: { 'content-type': 'application/json', origin: ORIGIN },
      jar,
    });
    expect(notJson.status).toBe(400);
    expect(await list(jar)).toEqual([]);
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { firstName: string };
    };
    expect(profile.profile.firstName).toBe('Kim');
  });

  it('refuses a region off the list, hidden characters and names without a letter, by field, writing nothing', async () => {
    const { jar } = await memberSession();
    const cases: [string, string, Record<string, string>, Record<string, string>][] = [
      ['POST', '/api/account/addresses', { stateCityProvDept: 'ZZ' }, { stateCityProvDept: 'regionInvalid' }],
      // A Canadian address takes Canada's provinces, not a US state code.
      [
        'POST',
        '/api/account/addresses',
        { country: 'CA', city: 'Toronto', postalCode: 'M5V 2T6', stateCityProvDept: 'CO' },
        { stateCityProvDept: 'regionInvalid' },
      ],
      [
        'POST',
        '/api/account/addresses',
        { stateCityProvDept: '<img src=x onerror=alert(1)>\u0000\u001b[31m' },
        { stateCityProvDept: 'charactersNotAllowed' },
      ],
      ['POST', '/api/account/addresses', { city: 'Boul\u0000der' }, { city: 'charactersNotAllowed' }],
      [
        'POST',
        '/api/account/addresses',
        { addressLine1: '8 Elm\u0007\u001b', addressLine2: '1 Oak \u202eSt' },
        { addressLine1: 'charactersNotAllowed', addressLine2: 'charactersNotAllowed' },
      ],
      [
        'PUT',
        '/api/account/profile',
        { firstName: 'Bob', lastName: 'B', preferredShoeSize: '99.5' },
        { preferredShoeSize: 'invalid' },
      ],
      [
        'PUT',
        '/api/account/profile',
        { firstName: '\u0301\u0301', lastName: 'b' },
        { firstName: 'nameInvalid' },
      ],
      [
        'PUT',
        '/api/account/profile',
        { firstName: '...', lastName: '-' },
        { firstName: 'nameInvalid', lastName: 'nameInvalid' },
      ],
    ];
    for (const [method, path, fields, problems] of cases) {
      const body = path.endsWith('addresses') ? { ...ADDRESS, ...fields } : fields;
      const response = await storefront(path, { ...send(method, body), jar });
      expect(response.status, `${method} ${path} ${JSON.stringify(fields)}`).toBe(400);
      const error = await errorOf(response);
      expect(error?.errorId).toBe('API400');
      expect(error?.details?.fields).toEqual(problems);
    }
    expect(await list(jar)).toEqual([]);
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { firstName: string; lastName: string; preferredShoeSize: string };
    };
    expect(profile.profile).toMatchObject({ firstName: 'Kim', lastName: 'Jordan', preferredShoeSize: '' });
    // The same values, put right, are taken: a listed code, and a size the site offers.
    const saved = await storefront('/api/account/addresses', {
      ...send('POST', {
        ...ADDRESS,
        country: 'CA',
        city: 'Toronto',
        postalCode: 'M5V 2T6',
        stateCityProvDept: 'ON',
      }),
      jar,
    });
    expect(saved.status).toBe(201);
    const sized = await storefront('/api/account/profile', {
      ...send('PUT', { firstName: 'Bob', lastName: 'B', preferredShoeSize: '9.5' }),
      jar,
    });
    expect(sized.status).toBe(200);
    expect(
      ((await sized.json()) as { profile: { preferredShoeSize: string } }).profile.preferredShoeSize,
    ).toBe('9.5');
  });

  it('adds, changes and deletes addresses; another member gets 404 for them', async () => {
    const owner = await memberSession();
    const other = await memberSession();
    const added = await storefront('/api/account/addresses', { ...send('POST', ADDRESS), jar: owner.jar });
    expect(added.status).toBe(201);
    const [address] = await list(owner.jar);
    for (const [method, body] of [
      ['PUT', { ...ADDRESS, city: 'Aspen' }],
      ['PATCH', { main: true }],
      ['DELETE', {}],
    ] as const) {
      const response = await storefront(`/api/account/addresses/${address!.id}`, {
        ...send(method, body),
        jar: other.jar,
      });
      expect(response.status, method).toBe(404);
      expect((await errorOf(response))?.errorId).toBe('API404');
    }
    expect(await list(owner.jar)).toMatchObject([{ city: 'Denver' }]);
    const changed = await storefront(`/api/account/addresses/${address!.id}`, {
      ...send('PUT', { ...ADDRESS, city: 'Golden', postalCode: '80401' }),
      jar: owner.jar,
    });
    expect(changed.status).toBe(200);
    expect(await list(owner.jar)).toMatchObject([{ city: 'Golden' }]);
    const deleted = await storefront(`/api/account/addresses/${address!.id}`, {
      ...send('DELETE', {}),
      jar: owner.jar,
    });
    expect(deleted.status).toBe(200);
    expect(await list(owner.jar)).toEqual([]);
  });

  it("saves cards by the provider's token, PYT300 for the same card; another member cannot touch them", async () => {
    const owner = await memberSession();
    const other = await memberSession();
    const saved = await storefront('/api/account/payment-instruments', {
      ...send('POST', { token: await cardToken() }),
      jar: owner.jar,
    });
    expect(saved.status).toBe(201);
    const { cards } = (await saved.json()) as { cards: { id: string; isDefault: boolean }[] };
    expect(cards).toMatchObject([{ isDefault: true }]);
    const twice = await storefront('/api/account/payment-instruments', {
      ...send('POST', { token: await cardToken() }),
      jar: owner.jar,
    });
    expect((await errorOf(twice))?.errorId).toBe('PYT300');
    for (const [method, body] of [
      ['PATCH', { default: true }],
      ['DELETE', {}],
    ] as const) {
      const response = await storefront(`/api/account/payment-instruments/${cards[0]!.id}`, {
        ...send(method, body),
        jar: other.jar,
      });
      expect(response.status, method).toBe(404);
    }
    const mine = (await (
      await storefront('/api/account/payment-instruments', { jar: owner.jar })
    ).json()) as {
      cards: unknown[];
    };
    expect(mine.cards).toHaveLength(1);
  });

  it('serves the server clock for opt-in dates', async () => {
    const response = await storefront('/fapi/server/time');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    const { timestamp } = (await response.json()) as { timestamp: number };
    expect(Math.abs(timestamp - Date.now())).toBeLessThan(60_000);
  });
});
