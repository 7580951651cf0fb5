import { exports as workerExports } from 'cloudflare:workers';
import { describe, expect, it } from 'vitest';
import { BASE, call, env, expectError } from '../../test/helpers';
import { postForm } from '../../test/place';

// The provider's 3DS challenge and Klarna/PayPal approval pages are public pages on the provider's
// own origin: whatever returnUrl a link carries, the shopper's click must land on that origin.

const hex = () => crypto.randomUUID().replace(/-/g, '');

const newChallenge = async () => {
  const id = `ch_${hex()}`;
  await env.DB.prepare(
    "INSERT INTO payment_challenges (id, order_number, status, created_at) VALUES (?, 'RL-TEST', 'PENDING', ?)",
  )
    .bind(id, new Date().toISOString())
    .run();
  return id;
};

const newSession = async () => {
  const id = `ps_${hex()}`;
  const now = new Date().toISOString();
  await env.DB.prepare(
    `INSERT INTO payment_sessions (id, basket_id, consumer_no, method, amount, currency, status, created_at, updated_at)
     VALUES (?, 'b_test', 'c_test', 'PAYPAL', 4200, 'USD', 'PENDING', ?, ?)`,
  )
    .bind(id, now, now)
    .run();
  return id;
};

const statusOf = async (table: 'payment_challenges' | 'payment_sessions', id: string) =>
  (await env.DB.prepare(`SELECT status FROM ${table} WHERE id = ?`).bind(id).first<{ status: string }>())
    ?.status;

/** Return targets seen to leave the origin, and the encoded, backslash and tab variants of them. */
const HOSTILE = [
  '/..//evil.example/x',
  '/./..//evil.example/x',
  '/%2e%2e//evil.example/x',
  '/%2E%2E//evil.example/x',
  '/.%2e//evil.example/x',
  '/en-us/..//evil.example/x',
  '/en-us/../..//evil.example/x',
  '/..\\/evil.example/x',
  '/\\evil.example/x',
  '/..\\\\evil.example/x',
  '/\t/evil.example/x',
  '//evil.example/x',
  'https://evil.example/x',
  '/%5c%5cevil.example/x',
];

const expectSameOrigin = (location: string | null) => {
  expect(location).not.toBeNull();
  const target = new URL(location!, `${BASE}/payments/v1/page`);
  expect(target.origin, `Location ${location}`).toBe(BASE);
  expect(location!.startsWith('/')).toBe(true);
  expect(/^\/[/\\]/.test(location!), `Location ${location}`).toBe(false);
};

/** The returnUrl a page renders into its form, for a link that carries `returnUrl`. */
const renderedReturn = async (path: string, returnUrl: string) => {
  const page = await call(`${path}?${new URLSearchParams({ returnUrl })}`, {
    apiKey: null,
    headers: { accept: 'text/html' },
  });
  expect(page.status).toBe(200);
  const value = /name="returnUrl" value="([^"]*)"/.exec(await page.text())?.[1];
  expect(value).toBeDefined();
  return value!
    .replace(/&amp;/g, '&')
    .replace(/&#39;/g, "'")
    .replace(/&quot;/g, '"');
};

/** Each page, how to open one, and the buttons of its form (field name → value). */
const PAGES = [
  {
    page: '3DS challenge',
    open: async () => `/payments/v1/challenge/${await newChallenge()}`,
    buttons: { 'Fail verification': { result: 'N' }, 'Pass verification': { result: 'Y' } },
  },
  {
    page: 'Klarna/PayPal approval',
    open: async () => `/payments/v1/sessions/${await newSession()}`,
    buttons: { Decline: { decision: 'decline' }, Approve: { decision: 'approve' } },
  },
];

describe.each(PAGES)('the $page page keeps its redirect on the provider origin', ({ open, buttons }) => {
  for (const [button, fields] of Object.entries(buttons)) {
    it.each(HOSTILE)(`"${button}" with returnUrl %s`, async (returnUrl) => {
      const answered = await postForm(await open(), new URLSearchParams({ ...fields, returnUrl }).toString());
      expect(answered.status).toBe(303);
      expectSameOrigin(answered.headers.get('location'));
    });
  }

  it.each(HOSTILE)('the page renders a same-origin returnUrl for %s', async (returnUrl) => {
    expectSameOrigin(await renderedReturn(await open(), returnUrl));
  });
});

it('a same-site return path is kept, normalised, with the result added', async () => {
  const id = await newChallenge();
  const answered = await postForm(
    `/payments/v1/challenge/${id}`,
    new URLSearchParams({ result: 'Y', returnUrl: '/en-us/./checkout/3ds' }).toString(),
  );
  expect(answered.headers.get('location')).toBe(`/en-us/checkout/3ds?threeDS2Result=${id}.Y`);
});

/** Posts a raw body with the given content type to a provider page. */
const postRaw = (path: string, contentType: string, body: string) =>
  (workerExports as unknown as { default: Fetcher }).default.fetch(`${BASE}${path}`, {
    method: 'POST',
    headers: { 'content-type': contentType, accept: 'text/html' },
    body,
    redirect: 'manual',
  });

const MULTIPART = 'multipart/form-data; boundary=----ridgeline';
/** Bodies no form parser can read, each with the content type it claims. */
const UNREADABLE: [string, string, string][] = [
  [
    'a multipart body with another boundary',
    MULTIPART,
    '------other\r\nContent-Disposition: form-data; name="decision"\r\n\r\napprove\r\n------other--\r\n',
  ],
  [
    'a truncated multipart body',
    MULTIPART,
    '------ridgeline\r\nContent-Disposition: form-data; name="decision"\r\n\r\napp',
  ],
  ['multipart with no boundary', 'multipart/form-data', 'decision=approve'],
  ['JSON labelled multipart', MULTIPART, '{"decision":"approve","returnUrl":"/en-us"}'],
  ['JSON labelled multipart, no boundary', 'multipart/form-data', '{"decision":"approve"}'],
  ['urlencoded garbage', 'application/x-www-form-urlencoded', '%%%&&=\u0000decision'],
  ['malformed JSON', 'application/json', '{"decision":'],
];

describe('a body that does not parse is a 400 and records nothing', () => {
  it.each(UNREADABLE)('approval page: %s', async (_, contentType, body) => {
    const id = await newSession();
    await expectError(await postRaw(`/payments/v1/sessions/${id}`, contentType, body), 400, 'API400');
    expect(await statusOf('payment_sessions', id)).toBe('PENDING');
  });

  it.each(UNREADABLE)('3DS challenge page: %s', async (_, contentType, body) => {
    const id = await newChallenge();
    await expectError(await postRaw(`/payments/v1/challenge/${id}`, contentType, body), 400, 'API400');
    expect(await statusOf('payment_challenges', id)).toBe('PENDING');
  });
});
