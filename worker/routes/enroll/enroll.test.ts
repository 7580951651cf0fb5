/**
 * The enrollment flow end to end against the real sandbox: the dialog's JSON steps and the
 * no-script pages' forms, the initial-step rules, bad input refused whole before any write, safe
 * return paths, `private, no-store` everywhere, and the partial-profile prompt after sign-in.
 */
import { describe, expect, it } from 'vitest';
import type { EnrollAnswer } from '../../../shared/contract/enroll-bff';
import { formPost, type Jar, jsonPost, storefront } from '../../test/helpers';
import { MEMBER_PASSWORD, memberSession } from '../../test/member-session';

const SLOW = 60_000;
const email = () => `enroll-${crypto.randomUUID()}@example.test`;

const step = async (jar: Jar, name: string, body: Record<string, unknown>, locale = 'en-us') => {
  const response = await storefront(`/api/enroll/${name}?locale=${locale}`, {
    ...jsonPost(JSON.stringify(body)),
    jar,
  });
  expect(response.headers.get('cache-control'), `${name} ${response.status}`).toBe('private, no-store');
  return { status: response.status, body: (await response.json()) as EnrollAnswer & Record<string, unknown> };
};

/** A step's no-script form, posted where the page's form posts: the page itself. */
const form = (jar: Jar, name: string, fields: Record<string, string>) =>
  storefront(`/en-us/enroll?step=${name}&returnTo=${encodeURIComponent(fields.returnTo ?? '/en-us')}`, {
    ...formPost(fields),
    jar,
  });

const profileOf = async (jar: Jar) =>
  (
    (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: Record<string, unknown>;
    }
  ).profile;

const errorOf = (body: unknown) =>
  (body as { errorDetails: { errorId: string; details?: unknown }[] }).errorDetails[0];

describe('enrollment flow (JSON, the dialog)', { timeout: SLOW }, () => {
  it('walks a new shopper through lookup, sign-up and every profile step to success', async () => {
    const jar: Jar = new Map();
    const address = email();
    const lookup = await step(jar, 'lookup', { email: address, returnTo: '/en-us/cart' });
    expect(lookup).toMatchObject({
      status: 200,
      body: { step: 'sign-up', exists: false, returnTo: '/en-us/cart' },
    });

    const signUp = await step(jar, 'sign-up', {
      email: address,
      password: MEMBER_PASSWORD,
      confirmPassword: MEMBER_PASSWORD,
      firstName: 'Noa',
      lastName: 'Berg',
      returnTo: '/en-us/cart',
    });
    expect(signUp.status).toBe(201);
    expect(signUp.body).toMatchObject({
      step: 'complete',
      view: { firstName: 'Noa', isLoyaltyMember: false },
    });
    expect(signUp.body.view?.missing).toEqual(['phone', 'postalCode', 'birthDate']);
    expect(JSON.stringify(signUp.body)).not.toMatch(/accessToken|refreshToken|codeVerifier/);

    const complete = await step(jar, 'complete', { join: true });
    expect(complete.body).toMatchObject({ step: 'mobile', view: { isLoyaltyMember: true } });

    const badPhone = await step(jar, 'mobile', { country: 'US', phone: '555 12' });
    expect(badPhone.status).toBe(400);
    expect(errorOf(badPhone.body)).toMatchObject({
      errorId: 'API400',
      details: { fields: { phone: 'phoneInvalid' } },
    });
    expect((await profileOf(jar)).phone).toBe('');

    const mobile = await step(jar, 'mobile', { country: 'US', phone: '(303) 555-0182' });
    expect(mobile.body).toMatchObject({
      step: 'profile',
      view: { phone: '(303) 555-0182', phoneCountry: 'US' },
    });

    const badDate = await step(jar, 'profile', {
      firstName: 'Noa',
      lastName: 'Berg',
      birthDate: '31/02/1990',
      postalCode: '80202',
    });
    expect(badDate.status).toBe(400);
    expect(errorOf(badDate.body)).toMatchObject({ details: { fields: { birthDate: 'dateInvalid' } } });
    expect(await profileOf(jar)).toMatchObject({ birthDate: '', postalCode: '' });

    // en-us writes the month first (Intl): 04/07/1990 is the 7th of April.
    const details = await step(jar, 'profile', {
      firstName: 'Noa',
      lastName: 'Berg',
      birthDate: '04/07/1990',
      postalCode: '80202',
    });
    expect(details.body).toMatchObject({ step: 'interests', view: { birthDate: '04/07/1990', missing: [] } });

    const badInterest = await step(jar, 'interests', { interests: ['hiking', 'knitting'] });
    expect(badInterest.status).toBe(400);
    const interests = await step(jar, 'interests', {
      interests: ['hiking', 'camping'],
      preferredShoeSize: '9.5',
    });
    expect(interests.body).toMatchObject({ step: 'success', returnTo: '/en-us' });

    expect(await profileOf(jar)).toMatchObject({
      phone: '+13035550182',
      birthDate: '1990-04-07',
      postalCode: '80202',
      interests: ['hiking', 'camping'],
      preferredShoeSize: '9.5',
    });
  });

  it('signs a member with a complete profile straight back, and one without a phone into the flow', async () => {
    const partial = await memberSession();
    await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: partial.jar });
    const lookup = await step(partial.jar, 'lookup', { email: partial.email });
    expect(lookup.body).toMatchObject({ step: 'sign-in', exists: true });
    const wrong = await step(partial.jar, 'sign-in', { email: partial.email, password: 'Wrong-pass-1' });
    expect(wrong.status).toBe(401);
    expect(errorOf(wrong.body)?.errorId).toBe('AUT401');
    const signedIn = await step(partial.jar, 'sign-in', { email: partial.email, password: partial.password });
    expect(signedIn.body).toMatchObject({
      step: 'complete',
      view: { missing: ['phone', 'postalCode', 'birthDate'] },
    });

    await step(partial.jar, 'mobile', { country: 'GB', phone: '07400 123456' });
    await step(partial.jar, 'profile', {
      firstName: 'Kim',
      lastName: 'Jordan',
      birthDate: '07/04/1990',
      postalCode: '80202',
    });
    expect((await profileOf(partial.jar)).phone).toBe('+447400123456');
    await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: partial.jar });
    const again = await step(partial.jar, 'sign-in', {
      email: partial.email,
      password: partial.password,
      returnTo: '/en-us/c/men-1000',
    });
    expect(again.body).toMatchObject({ step: 'done', returnTo: '/en-us/c/men-1000' });
  });

  it('refuses bad input with errorDetails and member steps from a guest, writing nothing', async () => {
    const jar: Jar = new Map();
    for (const [name, body] of [
      ['lookup', { email: 'not-an-email' }],
      [
        'sign-up',
        { email: email(), password: 'short', confirmPassword: 'short', firstName: 'A', lastName: 'B' },
      ],
      ['mobile', { phone: '3035550182' }],
      ['profile', { firstName: 'A' }],
      ['interests', { interests: 'hiking' }],
    ] as const) {
      const answer = await step(jar, name, body);
      expect(answer.status, name).toBe(400);
      expect(errorOf(answer.body)?.errorId, name).toMatch(/^(API400|FE872)$/);
    }
    const guest = await step(jar, 'mobile', { country: 'US', phone: '(303) 555-0182' });
    expect(guest.status).toBe(403);
    expect(errorOf(guest.body)?.errorId).toBe('AUT432');
  });
});

describe('enrollment flow (pages, no script)', { timeout: SLOW }, () => {
  it('runs lookup and sign-in as plain forms with the step in the URL and the e-mail in a sealed cookie', async () => {
    const member = await memberSession();
    await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: member.jar });
    const first = await storefront('/en-us/enroll?returnTo=%2Fen-us%2Fcart', { jar: member.jar });
    expect(first.status).toBe(200);
    expect(first.headers.get('cache-control')).toBe('private, no-store');
    const page = await first.text();
    expect(page).toContain('action="/en-us/enroll?step=lookup&amp;returnTo=%2Fen-us%2Fcart"');
    expect(page).toContain('noindex');

    const looked = await form(member.jar, 'lookup', { email: member.email, returnTo: '/en-us/cart' });
    expect(looked.status).toBe(303);
    expect(looked.headers.get('location')).toBe('/en-us/enroll?step=sign-in&returnTo=%2Fen-us%2Fcart');
    expect(looked.headers.get('location')).not.toContain('example.test');
    expect(member.jar.get('__Host-sf_enroll')).toBeTruthy();
    const signInPage = await (await storefront(looked.headers.get('location')!, { jar: member.jar })).text();
    expect(signInPage).toContain(`value="${member.email}"`);

    const wrong = await form(member.jar, 'sign-in', {
      email: member.email,
      password: 'Wrong-pass-1',
      returnTo: '/en-us/cart',
    });
    // Refused without script: the step again, at once, with the e-mail as typed and no password.
    expect(wrong.status).toBe(401);
    expect(wrong.headers.get('cache-control')).toBe('private, no-store');
    const wrongPage = await wrong.text();
    expect(wrongPage).toContain('action="/en-us/enroll?step=sign-in&amp;returnTo=%2Fen-us%2Fcart"');
    expect(wrongPage).toContain(`value="${member.email}"`);
    expect(wrongPage).not.toContain('Wrong-pass-1');
    expect(wrongPage).toContain('name="returnTo" value="/en-us/cart"');
    const right = await form(member.jar, 'sign-in', {
      email: member.email,
      password: member.password,
      returnTo: '/en-us/cart',
    });
    expect(right.status).toBe(303);
    expect(right.headers.get('location')).toBe('/en-us/enroll?step=complete&returnTo=%2Fen-us%2Fcart');

    // The welcome step opened directly says what is true of who opens it: this member is not in the
    // club (complete, with the offer to join); a guest is offered to sign in or join.
    const welcome = await storefront('/en-us/enroll?step=welcome', { jar: member.jar });
    expect(welcome.headers.get('location')).toBe('/en-us/enroll?step=complete&returnTo=%2Fen-us');
    const complete = await (await storefront(welcome.headers.get('location')!, { jar: member.jar })).text();
    expect(complete).toContain('action="/en-us/enroll?step=complete');
    expect(complete).not.toMatch(/<p>You are a member of the Ridgeline club/);
    const guest = await storefront('/en-us/enroll?step=welcome', { jar: new Map() });
    expect(guest.headers.get('location')).toBe('/en-us/enroll?step=lookup&returnTo=%2Fen-us');
    const lookupPage = await (await storefront(guest.headers.get('location')!, { jar: new Map() })).text();
    expect(lookupPage).toMatch(/<h1[^>]*>Sign in or join<\/h1>/);
    expect(lookupPage).not.toMatch(/<p>You are a member of the Ridgeline club/);

    // The initial step of a member without a phone is mobile; a guest step asked for goes there too.
    const initial = await (await storefront('/en-us/enroll', { jar: member.jar })).text();
    expect(initial).toContain('action="/en-us/enroll?step=mobile&amp;returnTo=%2Fen-us"');
    const guestStep = await storefront('/en-us/enroll?step=lookup', { jar: member.jar });
    expect(guestStep.headers.get('location')).toBe('/en-us/enroll?step=mobile&returnTo=%2Fen-us');

    const badPhone = await form(member.jar, 'mobile', {
      country: 'US',
      phone: '12',
      returnTo: '/en-us/cart',
    });
    expect(badPhone.status).toBe(400);
    const marked = await badPhone.text();
    expect(marked).toContain('aria-invalid="true"');
    expect(marked).toContain('value="12"');
    expect(marked).toContain('Enter a whole mobile number, for example (201) 555-0123.');

    const phone = await form(member.jar, 'mobile', {
      country: 'US',
      phone: '3035550182',
      returnTo: '/en-us/cart',
    });
    expect(phone.headers.get('location')).toBe('/en-us/enroll?step=profile&returnTo=%2Fen-us%2Fcart');
    // With a phone, the initial step is the profile.
    expect(await (await storefront('/en-us/enroll', { jar: member.jar })).text()).toContain(
      'action="/en-us/enroll?step=profile&amp;returnTo=%2Fen-us"',
    );
    const interests = await form(member.jar, 'interests', {
      interest_climbing: 'on',
      interest_skiing: 'on',
      preferredShoeSize: '10',
      returnTo: '/en-us/cart',
    });
    expect(interests.headers.get('location')).toBe('/en-us/enroll?step=success&returnTo=%2Fen-us%2Fcart');
    expect(await profileOf(member.jar)).toMatchObject({
      interests: ['climbing', 'skiing'],
      preferredShoeSize: '10',
    });
  });

  it('renders a refused step at its page’s own URL, in French, which a reload answers', async () => {
    const jar: Jar = new Map();
    const address = email();
    const page = await (await storefront('/fr-ca/enroll', { jar })).text();
    const action = /action="(\/fr-ca\/enroll\?step=lookup[^"]*)"/.exec(page)?.[1]?.replaceAll('&amp;', '&');
    expect(action).toBe('/fr-ca/enroll?step=lookup&returnTo=%2Ffr-ca');
    // The form posts to the page itself: refused, the browser stays on the page's URL.
    const refused = await storefront(action!, {
      ...formPost({ email: 'not-an-email', returnTo: '/fr-ca' }),
      jar,
    });
    expect(refused.status).toBe(400);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const refusedPage = await refused.text();
    expect(refusedPage).toContain('lang="fr-CA"');
    expect(refusedPage).toContain('value="not-an-email"');
    // A reload (or a bookmark) of that URL is the page, not a 405.
    const reloaded = await storefront(action!, { jar });
    expect(reloaded.status).toBe(200);
    expect(await reloaded.text()).toContain(`action="${action!.replace('&', '&amp;')}"`);
    const again = /action="(\/fr-ca\/enroll\?step=lookup[^"]*)"/
      .exec(refusedPage)?.[1]
      ?.replaceAll('&amp;', '&');
    expect(again).toBe(action);
    const looked = await storefront(again!, { ...formPost({ email: address, returnTo: '/fr-ca' }), jar });
    expect(looked.headers.get('location')).toBe('/fr-ca/enroll?step=sign-up&returnTo=%2Ffr-ca');
  });

  it('keeps every redirect on this site, whatever returnTo says', async () => {
    const jar: Jar = new Map();
    for (const returnTo of ['https://evil.test/x', '//evil.test/x', '/\\evil.test', 'javascript:alert(1)']) {
      const looked = await form(jar, 'lookup', { email: email(), returnTo });
      const location = looked.headers.get('location') ?? '';
      expect(location, returnTo).toMatch(/^\/en-us\/enroll\?step=sign-up&returnTo=%2Fen-us$/);
      const page = await (
        await storefront(`/en-us/enroll?step=lookup&returnTo=${encodeURIComponent(returnTo)}`, { jar })
      ).text();
      expect(page, returnTo).toContain('name="returnTo" value="/en-us"');
      expect(page, returnTo).not.toMatch(/(href|value|action)="(https?:\/\/evil|\/\/|\/\\|javascript:)/);
    }
  });

  it('offers a partially enrolled member to complete the profile after a plain sign-in and on the account page', async () => {
    const member = await memberSession({ firstName: 'Ari' });
    await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: member.jar });
    const signedIn = await storefront('/api/auth/sign-in', {
      ...formPost({ email: member.email, password: member.password, returnTo: '/en-us/search?q=jacket' }),
      jar: member.jar,
    });
    const location = signedIn.headers.get('location') ?? '';
    expect(location).toBe('/en-us/search?q=jacket&completeProfile=phone%2CpostalCode%2CbirthDate');
    const landed = await (await storefront(location, { jar: member.jar })).text();
    expect(landed).toContain('Your profile is not complete yet');
    expect(landed).toContain('Add your mobile phone, your postal code, and your birth date to complete it.');
    expect(landed).toContain('href="/en-us/enroll?returnTo=%2Fen-us%2Fsearch%3Fq%3Djacket"');

    const account = await (await storefront('/en-us/account', { jar: member.jar })).text();
    expect(account).toContain('Your profile is not complete yet');
    expect(account).toContain('href="/en-us/enroll?returnTo=%2Fen-us%2Faccount"');
  });
});
