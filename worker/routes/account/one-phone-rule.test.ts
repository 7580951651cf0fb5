/**
 * One phone rule and one postal code rule for every form (shared/contract/phone, shared/validation/
 * postal-code.ts): what sign-up, enrollment and checkout stored, the profile takes back unchanged;
 * sign-up refuses what the profile would refuse, before any account exists.
 */
import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema } from '../../../shared/contract';
import { findProduct, formPost, type Jar, jsonPost, storefront } from '../../test/helpers';
import { MEMBER_PASSWORD } from '../../test/member-session';

const post = (jar: Jar, path: string, body: unknown) =>
  storefront(path, { ...jsonPost(JSON.stringify(body)), jar });

const signUp = (jar: Jar, locale: string, fields: Record<string, string>) => {
  const email = `phone-${crypto.randomUUID()}@example.test`;
  const body = {
    email,
    password: MEMBER_PASSWORD,
    confirmPassword: MEMBER_PASSWORD,
    firstName: 'Camille',
    lastName: 'Martin',
    ...fields,
  };
  return { email, response: post(jar, `/api/auth/sign-up?locale=${locale}`, body) };
};

const profileOf = async (jar: Jar) =>
  ((await (await storefront('/api/account/profile', { jar })).json()) as { profile: Record<string, string> })
    .profile;

describe('one phone rule from sign-up to the profile', () => {
  it('fr-fr: signs up with 06 12 34 56 78, shows it so, and saves the profile changing only the last name', async () => {
    const jar: Jar = new Map();
    const { response } = signUp(jar, 'fr-fr', { phone: '06 12 34 56 78', postalCode: '75 001' });
    expect((await response).status).toBe(201);
    expect(await profileOf(jar)).toMatchObject({ phone: '+33612345678', postalCode: '75001' });

    const page = await (await storefront('/fr-fr/account', { jar })).text();
    expect(page).toContain('value="06 12 34 56 78"');
    // The form posted back as shown, only the last name changed.
    const saved = await storefront('/fr-fr/account/profile', {
      ...formPost({ firstName: 'Camille', lastName: 'Durand', phone: '06 12 34 56 78', postalCode: '75001' }),
      jar,
    });
    expect(saved.status, await saved.clone().text()).toBe(303);
    expect(await profileOf(jar)).toMatchObject({
      lastName: 'Durand',
      phone: '+33612345678',
      postalCode: '75001',
    });
  });

  it('en-us: refuses sign-up with postal code ABC or phone 555-0182 (errorDetails), creating no account', async () => {
    for (const [fields, field, code] of [
      [{ postalCode: 'ABC' }, 'postalCode', 'postalCodeInvalid'],
      [{ phone: '555-0182' }, 'phone', 'phoneInvalid'],
    ] as const) {
      const { email, response } = signUp(new Map(), 'en-us', fields);
      const refused = await response;
      expect(refused.status).toBe(400);
      const [detail] = errorEnvelopeSchema.parse(await refused.json()).errorDetails;
      expect(detail).toMatchObject({ errorId: 'API400', details: { fields: { [field]: code } } });
      const lookup = await post(new Map(), '/api/auth/lookup', { email });
      expect(await lookup.json()).toEqual({ exists: false });
    }
  });

  it('de-de and en-gb: national numbers and postal codes stored normalised; the profile takes them back', async () => {
    const jar: Jar = new Map();
    expect((await signUp(jar, 'de-de', { phone: '030 1234567', postalCode: '10115' }).response).status).toBe(
      201,
    );
    expect(await profileOf(jar)).toMatchObject({ phone: '+49301234567' });
    const de = await storefront('/de-de/account/profile', {
      ...formPost({ firstName: 'Camille', lastName: 'Meyer', phone: '030 1234567', postalCode: '10115' }),
      jar,
    });
    expect(de.status).toBe(303);

    const gb: Jar = new Map();
    expect(
      (await signUp(gb, 'en-gb', { phone: '020 7946 0958', postalCode: 'sw1a1aa' }).response).status,
    ).toBe(201);
    expect(await profileOf(gb)).toMatchObject({ phone: '+442079460958', postalCode: 'SW1A 1AA' });
  });

  it('profile: the postal code follows the country pattern and is stored in its spacing', async () => {
    const jar: Jar = new Map();
    expect((await signUp(jar, 'en-us', {}).response).status).toBe(201);
    const refused = await storefront('/en-us/account/profile', {
      ...formPost({ firstName: 'Camille', lastName: 'Martin', postalCode: 'ABCDEFGHIJ' }),
      jar,
    });
    expect(refused.status).toBe(422);
    expect((await profileOf(jar)).postalCode).toBe('');

    const ca: Jar = new Map();
    expect((await signUp(ca, 'en-ca', {}).response).status).toBe(201);
    const saved = await storefront('/en-ca/account/profile', {
      ...formPost({ firstName: 'Camille', lastName: 'Martin', postalCode: 'k1a0b1', phone: '613 555 0123' }),
      jar: ca,
    });
    expect(saved.status).toBe(303);
    expect(await profileOf(ca)).toMatchObject({ postalCode: 'K1A 0B1', phone: '+16135550123' });
  });
});

describe('one phone rule in enrollment and checkout', () => {
  it('fr-fr enrollment mobile step stores 06 12 34 56 78 as +33612345678', async () => {
    const jar: Jar = new Map();
    expect((await signUp(jar, 'fr-fr', {}).response).status).toBe(201);
    const mobile = await post(jar, '/api/enroll/mobile?locale=fr-fr', {
      country: 'FR',
      phone: '06 12 34 56 78',
    });
    expect(mobile.status, await mobile.clone().text()).toBe(200);
    expect(await mobile.json()).toMatchObject({ view: { phone: '06 12 34 56 78', phoneCountry: 'FR' } });
    expect((await profileOf(jar)).phone).toBe('+33612345678');
  });

  it('fr-fr checkout shipping step takes 06 12 34 56 78 and stores E.164', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    expect((await post(jar, '/api/cart/items?locale=fr-fr', { productId: sku, qty: 1 })).status).toBe(200);
    const shipping = await post(jar, '/api/checkout/shipping-address?locale=fr-fr', {
      recipientFirstName: 'Camille',
      recipientLastName: 'Martin',
      recipientContactEmail: 'camille@example.com',
      recipientContactPhone: '06 12 34 56 78',
      addressLine1: '10 rue de Rivoli',
      city: 'Paris',
      postalCode: '75001',
      country: 'FR',
    });
    const answer = await shipping.text();
    expect(shipping.status, answer).toBe(200);
    expect(answer).toContain('+33612345678');
    expect(answer).not.toContain('+330612345678');
  });
});
