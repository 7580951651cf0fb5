/**
 * Customer service against the real sandbox: the contact-us page and its no-script form (case
 * number, acknowledgement e-mail, field refusals, the address's budget, CSRF), the account's
 * warranty page (members only, photos checked by their bytes, size and count, the case listed)
 * and its privacy page (notification preferences, the data export through the outbox).
 */
import { describe, expect, it } from 'vitest';
import { WARRANTY_PHOTO_MAX_BYTES } from '../../shared/contract/service';
import {
  cardToken,
  decodeEntities,
  env,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  ORIGIN,
  storefront,
  testAddress,
} from '../test/helpers';
import { memberSession } from '../test/member-session';

const PNG = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 73, 72, 68, 82]);

let client = 0;
/** Each test's own client address, so one test's budget never touches another's. */
const address = () => `203.0.113.${++client}`;

const outbox = async (to: string) => {
  const response = await env.SANDBOX.fetch(`https://sandbox.internal/__outbox?to=${encodeURIComponent(to)}`, {
    headers: { 'x-sandbox-admin': env.TEST_ADMIN_KEY },
  });
  return (
    (await response.json()) as { messages: { kind: string; subject: string; body: string; ref: string }[] }
  ).messages;
};

const contact = (fields: Record<string, string>, ip: string, jar?: Jar) =>
  storefront('/en-us/contact-us', {
    ...formPost(fields, { origin: ORIGIN, 'cf-connecting-ip': ip }),
    ...(jar ? { jar } : {}),
  });

const message = (overrides: Record<string, string> = {}) => ({
  topic: 'orders/order-status',
  firstName: 'Ada',
  lastName: 'Byron',
  email: `contact-${crypto.randomUUID()}@example.test`,
  orderNumber: '',
  message: 'My parcel has not arrived yet, could you check?',
  ...overrides,
});

describe('contact us', () => {
  it('shows the content page and the topics grouped by category, never stored', async () => {
    const response = await storefront('/fr-ca/contact-us?case=<b>');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = decodeEntities(await response.text());
    expect(html).toContain('<h1 class="static-page__title">Nous contacter</h1>');
    expect(html).toContain('<optgroup label="Commandes et livraison">');
    expect(html).toContain('value="orders/order-status"');
    expect(html).not.toContain('<b>');
  });

  it('takes a guest’s message without script: a case number on the page and the e-mail in the outbox', async () => {
    const jar: Jar = new Map();
    const fields = message();
    const sent = await contact(fields, address(), jar);
    expect(sent.status).toBe(303);
    const location = sent.headers.get('location')!;
    const caseNumber = /\?case=(CS\d{8})$/.exec(location)?.[1];
    expect(caseNumber).toBeDefined();
    const [mail] = await outbox(fields.email);
    expect(mail).toMatchObject({ kind: 'contact-us', ref: caseNumber });
    expect(mail!.body).toContain(fields.message);
    const page = await (await storefront(location, { jar })).text();
    expect(page).toContain(`Your case number is ${caseNumber}`);
  });

  it('takes a member’s message too, the form starting with their name and e-mail', async () => {
    const { jar, email } = await memberSession({ firstName: 'Grace', lastName: 'Hopper' });
    const page = decodeEntities(await (await storefront('/en-us/contact-us', { jar })).text());
    expect(page).toContain('value="Grace"');
    expect(page).toContain(`value="${email}"`);
    const fields = message();
    const sent = await contact(fields, address(), jar);
    expect(sent.headers.get('location')).toMatch(/\?case=CS\d{8}$/);
    expect(await outbox(fields.email)).toHaveLength(1);
  });

  it('renders a refused form again with the typed values and each field’s message, sending nothing', async () => {
    const fields = message({
      topic: 'nope/nope',
      email: 'not-an-email',
      message: 'short',
      orderNumber: '123',
    });
    const refused = await contact(fields, address());
    expect(refused.status).toBe(422);
    const html = decodeEntities(await refused.text());
    expect(html).toContain('Please check the marked fields.');
    expect(html).toContain('Enter an e-mail address such as name@example.com.');
    expect(html).toContain('Please write a little more.');
    expect(html).toContain('An order number is RL followed by 10 digits.');
    expect(html).toContain('value="not-an-email"');
    expect(html).toMatch(/<textarea[^>]*aria-invalid="true"[^>]*>short<\/textarea>/);
    expect(await outbox(fields.email)).toEqual([]);
    // Markup in the message is refused, not stored.
    const markup = message({ message: 'Hello <script>alert(1)</script> there' });
    expect((await contact(markup, address())).status).toBe(422);
    expect(await outbox(markup.email)).toEqual([]);
  });

  it('is throttled per address: past five messages in a quarter hour the form says so and nothing is sent', async () => {
    const ip = address();
    for (let i = 0; i < 5; i++) expect((await contact(message(), ip)).status).toBe(303);
    const fields = message();
    const limited = await contact(fields, ip);
    expect(limited.status).toBe(429);
    expect(Number(limited.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await limited.text()).toContain('You sent several messages in a short time.');
    expect(await outbox(fields.email)).toEqual([]);
    // A refused form spends nothing: another address still sends.
    expect((await contact(message(), address())).status).toBe(303);
  });

  it('takes the island’s JSON through the BFF with the same rules and budget', async () => {
    const ip = address();
    const post = (body: unknown, origin = ORIGIN) =>
      storefront('/api/service/contact?locale=en-us', {
        ...jsonPost(JSON.stringify(body), { origin, 'cf-connecting-ip': ip }),
      });
    const fields = message();
    const sent = await post(fields);
    expect(sent.status).toBe(201);
    expect(sent.headers.get('cache-control')).toBe('private, no-store');
    const { caseNumber } = (await sent.json()) as { caseNumber: string };
    expect((await outbox(fields.email))[0]).toMatchObject({ kind: 'contact-us', ref: caseNumber });
    const refused = await post(message({ topic: '', email: 'nope' }));
    expect(refused.status).toBe(422);
    expect(await refused.json()).toMatchObject({
      errorDetails: [
        { errorId: 'API422', details: { fields: { topic: 'required', email: 'emailInvalid' } } },
      ],
    });
    expect((await post({ ...message(), extra: 'x' })).status).toBe(400);
    expect((await post(message(), 'https://evil.test')).status).toBe(403);
    for (let i = 0; i < 4; i++) expect((await post(message())).status).toBe(201);
    const limited = await post(message());
    expect(limited.status).toBe(429);
    expect(await limited.json()).toMatchObject({ errorDetails: [{ errorId: 'API429' }] });
  });

  it('refuses a post from another site (CSRF) and a field sent twice', async () => {
    const fields = message();
    const foreign = await storefront('/en-us/contact-us', {
      ...formPost(fields, { origin: 'https://evil.test', 'cf-connecting-ip': address() }),
    });
    expect(foreign.status).toBe(403);
    const twice = await storefront('/en-us/contact-us', {
      method: 'POST',
      body: `${new URLSearchParams(fields).toString()}&email=b%40example.test`,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        origin: ORIGIN,
        'cf-connecting-ip': address(),
      },
    });
    expect(twice.status).toBe(400);
    expect(await outbox(fields.email)).toEqual([]);
  });
});

/** A member who placed one order (home delivery, card): their cookies and the order's line. */
const memberWithOrder = async () => {
  const { jar, email } = await memberSession();
  const { sku } = await findProduct();
  expect(
    (await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar }))
      .status,
  ).toBe(200);
  await storefront('/en-us/checkout/shipping', {
    ...formPost({ ...testAddress('Ada', 'Byron'), shippingMethod: 'standard' }),
    jar,
  });
  await storefront('/en-us/checkout/billing', {
    ...formPost({ sameAsShipping: 'on', cardToken: await cardToken('4242424242424242', 'Ada Byron') }),
    jar,
  });
  const placed = await storefront('/en-us/checkout/place', { ...formPost({}), jar });
  const orderNumber = /order=(RL\d{10})$/.exec(placed.headers.get('location') ?? '')![1]!;
  const page = await (await storefront('/en-us/account/warranty', { jar })).text();
  const line = new RegExp(`value="(${orderNumber}/[^"]+)"`).exec(page)![1]!;
  return { jar, email, orderNumber, line };
};

const warrantyPost = (
  jar: Jar,
  fields: Record<string, string>,
  photos: { name: string; bytes: Uint8Array; type?: string }[],
) => {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) form.append(key, value);
  for (const photo of photos)
    form.append('photos[]', new File([photo.bytes], photo.name, { type: photo.type ?? 'image/png' }));
  return storefront('/en-us/account/warranty', {
    method: 'POST',
    body: form,
    headers: { origin: ORIGIN, 'cf-connecting-ip': address() },
    jar,
  });
};

describe('warranty cases in the account', () => {
  it('are for members only', async () => {
    const response = await storefront('/en-us/account/warranty');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe(
      `/en-us/sign-in?returnTo=${encodeURIComponent('/en-us/account/warranty')}`,
    );
  });

  it('open with a photo on a line of the member’s order, and list the case', async () => {
    const { jar, orderNumber, line } = await memberWithOrder();
    const description = 'The zip came apart after two weeks on the trail.';
    const opened = await warrantyPost(jar, { line, description }, [{ name: 'zip.png', bytes: PNG }]);
    expect(opened.status).toBe(303);
    const caseNumber = /\?opened=(WC\d{8})$/.exec(opened.headers.get('location') ?? '')?.[1];
    expect(caseNumber).toBeDefined();
    const page = await storefront(opened.headers.get('location')!, { jar });
    expect(page.headers.get('cache-control')).toBe('private, no-store');
    const html = decodeEntities(await page.text());
    expect(html).toContain(`Case ${caseNumber} is open.`);
    expect(html).toContain(`Order ${orderNumber}`);
    expect(html).toContain('1 photo');
    expect(html).toContain(description);
    // The same case sent again (a doubled post) is the first one, not a second.
    const again = await warrantyPost(jar, { line, description }, [{ name: 'zip.png', bytes: PNG }]);
    expect(again.headers.get('location')).toContain(`opened=${caseNumber}`);
    const other = await warrantyPost(
      jar,
      { line, description: 'Another problem with the same product here.' },
      [{ name: 'zip.png', bytes: PNG }],
    );
    expect(other.headers.get('location')).toBe('/en-us/account/warranty?error=API409');
  });

  it('check photos by their bytes, size and count, and the text, before anything is sent', async () => {
    const { jar, line } = await memberWithOrder();
    const description = 'The sole came off on the very first walk.';
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    const cases: [Record<string, string>, { name: string; bytes: Uint8Array; type?: string }[], string][] = [
      [
        { line, description },
        [{ name: 'zip.png', bytes: html, type: 'image/png' }],
        'Photos must be JPEG, PNG or WebP images.',
      ],
      [{ line, description }, [], 'Add at least one photo.'],
      [
        { line, description },
        [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: PNG })),
        'Add three photos at most.',
      ],
      [
        { line, description },
        [{ name: 'big.png', bytes: new Uint8Array(WARRANTY_PHOTO_MAX_BYTES + 1).fill(0x89, 0, 1) }],
        'Each photo can be 1 MB at most.',
      ],
      [{ line, description: 'too short' }, [{ name: 'zip.png', bytes: PNG }], 'Please write a little more.'],
      [{ line: 'RL0000000000/x', description }, [{ name: 'zip.png', bytes: PNG }], ''],
    ];
    for (const [fields, photos, expected] of cases) {
      const refused = await warrantyPost(jar, fields, photos);
      if (expected) {
        expect(refused.status).toBe(422);
        expect(decodeEntities(await refused.text())).toContain(expected);
      } else {
        // Not the member's order: the upstream's answer, back on the page.
        expect(refused.headers.get('location')).toBe('/en-us/account/warranty?error=ORD404');
      }
    }
    const page = decodeEntities(await (await storefront('/en-us/account/warranty', { jar })).text());
    expect(page).toContain('You have no warranty cases.');
    // Past the form's cap the body is refused unread.
    const huge = await warrantyPost(
      jar,
      { line, description },
      [1, 2, 3, 4].map((n) => ({ name: `${n}.png`, bytes: new Uint8Array(WARRANTY_PHOTO_MAX_BYTES) })),
    );
    expect(huge.status).toBe(413);
  });
});

describe('privacy page', () => {
  it('keeps the notification preferences and mails the data export, twice a day at most', async () => {
    const { jar, email } = await memberSession();
    const page = decodeEntities(await (await storefront('/en-us/account/privacy', { jar })).text());
    expect(page).toMatch(/name="orderUpdates" checked=""/);
    expect(page).not.toMatch(/name="backInStock" checked=""/);
    const saved = await storefront('/en-us/account/privacy', { ...formPost({ backInStock: 'on' }), jar });
    expect(saved.headers.get('location')).toBe('/en-us/account/privacy?saved=notificationsSaved');
    const after = decodeEntities(await (await storefront(saved.headers.get('location')!, { jar })).text());
    expect(after).toContain('Your notification preferences are saved.');
    expect(after).toMatch(/name="backInStock" checked=""/);
    expect(after).not.toMatch(/name="orderUpdates" checked=""/);

    // Each a new intent (its own key): the doubled-request gate would answer a repeat itself.
    const exportPost = (key: string) =>
      storefront('/en-us/account/privacy/export', {
        ...formPost({}, { origin: ORIGIN, 'idempotency-key': key }),
        jar,
      });
    for (const key of ['export-1', 'export-2']) {
      const exported = await exportPost(key);
      expect(exported.headers.get('location')).toBe('/en-us/account/privacy?saved=exportSent');
    }
    const spent = await exportPost('export-3');
    expect(spent.headers.get('location')).toBe('/en-us/account/privacy?error=API429&form=export');
    const shown = decodeEntities(await (await storefront(spent.headers.get('location')!, { jar })).text());
    expect(shown).toContain('Your data was already sent twice today.');
    const mails = (await outbox(email)).filter((m) => m.kind === 'data-export');
    expect(mails).toHaveLength(2);
    expect(mails[0]!.body).toContain('"backInStock": true');
  });

  it('is for members only', async () => {
    const response = await storefront('/en-us/account/privacy/export', { ...formPost({}) });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toContain('/en-us/sign-in?returnTo=');
  });
});
