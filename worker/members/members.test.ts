import { describe, expect, it } from 'vitest';
import { consumerNoByEmail, consumerStub } from '../../sandbox/src/consumer/directory';
import { identityOf } from '../../sandbox/src/members/admin';
import type { MemberProgramId } from '../../shared/contract';
import { env, findProduct, formPost, type Jar, jsonPost, storefront, testAddress } from '../test/helpers';
import { memberSession, signIn } from '../test/member-session';
import { stateOf } from '../test/scripted-identity';

/** A new member made `program`'s kind upstream, then signed in again from a fresh browser. */
const memberOf = async (program: MemberProgramId, annualCap = 100_000): Promise<Jar> => {
  const { email, password } = await memberSession();
  const consumerNo = (await consumerNoByEmail(env.DB, email))!;
  await consumerStub(env, consumerNo).updateProfile({ identity: identityOf(program) });
  await env.DB.prepare(
    `INSERT INTO member_programs (consumer_no, program, percent, annual_cap, currency, spent, spent_year)
     VALUES (?, ?, ?, ?, 'USD', 0, ?)`,
  )
    .bind(consumerNo, program, program === 'ATHLETE_CREDIT' ? 0 : 30, annualCap, new Date().getUTCFullYear())
    .run();
  const jar: Jar = new Map();
  expect((await signIn(email, password, jar)).status).toBe(200);
  return jar;
};

const html = async (path: string, jar: Jar) => {
  const response = await storefront(path, { jar });
  expect(response.status).toBe(200);
  return response.text();
};

describe('member facts in the session', () => {
  it('come from the platform at sign-in, for each kind', async () => {
    const ipa = await memberOf('IPA_DISCOUNT');
    expect((await stateOf(ipa))?.memberFacts).toEqual({
      loyalty: false,
      athlete: false,
      ipa: true,
      wranx: false,
      employee: false,
    });
    const athlete = await memberOf('ATHLETE_CREDIT');
    expect((await stateOf(athlete))?.memberFacts).toMatchObject({
      athlete: true,
      ipa: false,
      employee: false,
    });
    const employee = await memberOf('ASSOCIATE_DISCOUNT');
    expect((await stateOf(employee))?.memberFacts).toMatchObject({
      employee: true,
      employeeTermsAccepted: false,
    });
  });

  it('are none for a guest, and a browser cannot claim one', async () => {
    const jar: Jar = new Map();
    await storefront('/en-us', { jar });
    expect((await stateOf(jar))?.memberFacts).toBeUndefined();
    // A form that names a kind changes nothing: no route takes member facts from the browser.
    const forged = await storefront('/api/members/employee-terms', {
      ...jsonPost(JSON.stringify({ employee: true })),
      jar,
    });
    expect(forged.status).toBe(403);
    expect((await stateOf(jar))?.memberFacts).toBeUndefined();
  });
});

describe('the employee terms', () => {
  it('show as a dialog after sign-in until accepted through the BFF; then the cap banner shows', async () => {
    const jar = await memberOf('ASSOCIATE_DISCOUNT', 150_000);
    const home = await html('/en-us', jar);
    expect(home).toContain('name="EmployeeTerms"');
    expect(home).toContain('/en-us/associate-discount-terms');
    expect(await html('/en-us/associate-discount-terms', jar)).not.toContain('name="EmployeeTerms"');
    // No banner before the terms.
    expect(await html('/en-us/account', jar)).not.toContain('member-banner');

    const accepted = await storefront('/api/members/employee-terms', { ...jsonPost('{}'), jar });
    expect(accepted.status).toBe(200);
    expect(accepted.headers.get('cache-control')).toContain('no-store');
    expect(await accepted.json()).toMatchObject({
      memberProgram: { program: 'ASSOCIATE_DISCOUNT', termsAccepted: true, annualCap: 150_000 },
    });
    expect((await stateOf(jar))?.memberFacts).toMatchObject({ employeeTermsAccepted: true });
    expect(await html('/en-us', jar)).not.toContain('name="EmployeeTerms"');
    const account = await html('/en-us/account', jar);
    expect(account).toContain('member-banner');
    expect(account).toContain('Associate discount');
    expect(account).toMatch(/\$0\.00 of \$1,500\.00 used in \d{4}/);
  });

  it('are accepted by the plain form too, which comes back to the page', async () => {
    const jar = await memberOf('ASSOCIATE_DISCOUNT');
    const answer = await storefront('/api/members/employee-terms?locale=fr-ca', {
      ...formPost({ returnTo: '/fr-ca/cart' }),
      jar,
    });
    expect(answer.status).toBe(303);
    expect(answer.headers.get('location')).toBe('/fr-ca/cart?termsAccepted=1');
    expect((await stateOf(jar))?.memberFacts).toMatchObject({ employeeTermsAccepted: true });
    expect(await html('/fr-ca/account', jar)).toContain('Remise employé');
  });

  it('refuse a guest (JSON 403, a form back with the error) and never show to other members', async () => {
    const guest: Jar = new Map();
    const form = await storefront('/api/members/employee-terms?locale=en-us', {
      ...formPost({ returnTo: '/en-us/cart' }),
      jar: guest,
    });
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/en-us/cart?termsError=AUT432');
    const ipa = await memberOf('IPA_DISCOUNT');
    expect(await html('/en-us', ipa)).not.toContain('name="EmployeeTerms"');
    // Their banner shows at once (no terms for prosumers).
    expect(await html('/en-us/account', ipa)).toContain('IPA discount');
    const refused = await storefront('/api/members/employee-terms', { ...jsonPost('{}'), jar: ipa });
    expect(refused.status).toBe(400);
  });
});

describe('the athlete payment at checkout', () => {
  it('shows what the credit pays and what it leaves, and refuses a reward before it', async () => {
    const jar = await memberOf('ATHLETE_CREDIT', 1000);
    const { sku } = await findProduct();
    expect(
      (await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })), jar }))
        .status,
    ).toBe(200);
    const shipped = await storefront('/en-us/checkout/shipping', {
      ...formPost({ ...testAddress('Alex', 'Ridge'), shippingMethod: 'standard' }),
      jar,
    });
    expect(shipped.status).toBe(303);
    const billing = await html('/en-us/checkout?step=billing', jar);
    expect(billing).toContain('Pay with my athlete credit');
    const reward = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'REWARD_CODE', code: 'DEMOUS' })),
      jar,
    });
    expect(reward.status).toBe(409);
    expect(await reward.json()).toMatchObject({ errorDetails: [{ errorId: 'REW190' }] });

    const added = await storefront('/en-us/checkout/payments/athlete', { ...formPost({}), jar });
    expect(added.status).toBe(303);
    const after = await html('/en-us/checkout?step=billing', jar);
    expect(after).toContain('Athlete credit pays $10.00');
    expect(after).toContain('Credit left after this order: $0.00');
    expect(after).not.toContain('Pay with my athlete credit');

    const instruments = await storefront('/api/checkout/payments/instruments', {
      ...jsonPost(JSON.stringify({ payment_method_id: 'ATHLETES_PAYMENT' })),
      jar,
    });
    // The credit is in the cart already: adding it again says so.
    expect(instruments.status).toBe(409);
  });
});
