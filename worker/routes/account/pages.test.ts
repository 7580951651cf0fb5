/**
 * The account pages against the real sandbox: members only (signed out → sign-in with returnTo),
 * `private, no-store`, every form a plain post answered 303 (or 422 with the shopper's values),
 * bad input changing nothing, and another member's ids refused.
 */
import { describe, expect, it } from 'vitest';
import { cardToken, formPost, type Jar, jsonPost, ORIGIN, storefront, testAddress } from '../../test/helpers';
import { memberSession } from '../../test/member-session';

const ADDRESS = { ...testAddress('Ada', 'Byron'), approachType: 'S' };

const addresses = async (jar: Jar) =>
  (
    (await (await storefront('/api/account/addresses', { jar })).json()) as {
      addresses: {
        id: string;
        city: string;
        postalCode: string;
        main: boolean;
        country: string;
        stateCityProvDept?: string;
      }[];
    }
  ).addresses;
const cards = async (jar: Jar) =>
  (
    (await (await storefront('/api/account/payment-instruments', { jar })).json()) as {
      cards: { id: string; last4: string; isDefault: boolean }[];
    }
  ).cards;

describe('account pages', () => {
  it('send a signed-out shopper to sign in and back, and are never stored', async () => {
    for (const path of ['/en-us/account', '/en-us/account/addresses', '/en-us/account/payment-methods']) {
      const response = await storefront(path);
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe(`/en-us/sign-in?returnTo=${encodeURIComponent(path)}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const post = await storefront('/en-us/account/addresses', { ...formPost(ADDRESS) });
    expect(post.status).toBe(303);
    expect(post.headers.get('location')).toContain('/en-us/sign-in?returnTo=');
  });

  it('send a member signed out on another device to sign in, from whichever protected page they open', async () => {
    for (const path of ['/en-us/account', '/en-us/account/addresses', '/en-us/account/payment-methods']) {
      const { jar } = await memberSession();
      const elsewhere = new Map(jar);
      const signedOut = await storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: elsewhere });
      expect(signedOut.status).toBe(200);
      const response = await storefront(path, { jar });
      expect({ path, status: response.status }).toEqual({ path, status: 303 });
      expect(response.headers.get('location')).toBe(`/en-us/sign-in?returnTo=${encodeURIComponent(path)}`);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
  });

  it('show the profile, private and no-store, with the account navigation', async () => {
    const { jar, email } = await memberSession({ firstName: 'Grace', lastName: 'Hopper' });
    const response = await storefront('/en-us/account', { jar });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain(email);
    expect(html).toContain('value="Grace"');
    expect(html).toContain('<nav aria-label="Account"');
    expect(html).toContain('action="/en-us/sign-out"');
  });

  it('save the profile form (phone by mask, birth date in the locale format, interests piped)', async () => {
    const { jar } = await memberSession();
    const saved = await storefront('/en-us/account/profile', {
      ...formPost({
        firstName: 'Katherine',
        lastName: 'Johnson',
        phone: '(303) 555-0182',
        birthDate: '08/26/1958',
        postalCode: '80202',
        interest_hiking: 'on',
        interest_camping: 'on',
        preferredShoeSize: '9.5',
      }),
      jar,
    });
    expect(saved.status).toBe(303);
    expect(saved.headers.get('location')).toBe('/en-us/account?saved=profileSaved');
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: Record<string, unknown>;
    };
    expect(profile.profile).toMatchObject({
      firstName: 'Katherine',
      phone: '+13035550182',
      birthDate: '1958-08-26',
      interests: ['hiking', 'camping'],
      preferredShoeSize: '9.5',
    });
    const html = await (await storefront('/en-us/account?saved=profileSaved', { jar })).text();
    expect(html).toContain('value="(303) 555-0182"');
    expect(html).toContain('value="08/26/1958"');
    expect(html).toContain('Your profile has been saved.');
  });

  it("take a fr-ca birth date in Canada's format (AAAA-MM-JJ) and refuse a day-month guess", async () => {
    const { jar } = await memberSession({ firstName: 'Marie', lastName: 'Tremblay' });
    const page = await (await storefront('/fr-ca/account', { jar })).text();
    expect(page).toContain('Format\u00a0: AAAA-MM-JJ');
    // 5 December typed day first is not Canada's order: refused, never stored as 12 May.
    const guessed = await storefront('/fr-ca/account/profile', {
      ...formPost({ firstName: 'Marie', lastName: 'Tremblay', birthDate: '05/12/1990' }),
      jar,
    });
    expect(guessed.status).toBe(422);
    expect(await guessed.text()).toContain('Saisissez une date valide');
    const saved = await storefront('/fr-ca/account/profile', {
      ...formPost({ firstName: 'Marie', lastName: 'Tremblay', birthDate: '1990-12-05' }),
      jar,
    });
    expect(saved.status).toBe(303);
    const stored = async () =>
      (
        (await (await storefront('/api/account/profile', { jar })).json()) as {
          profile: { birthDate: string };
        }
      ).profile.birthDate;
    expect(await stored()).toBe('1990-12-05');
    expect(await (await storefront('/fr-ca/account', { jar })).text()).toContain('value="1990-12-05"');
    // The island's BFF call parses with the same module: fr-ca's format in, the same day stored.
    const bff = await storefront('/api/account/profile?locale=fr-ca', {
      ...jsonPost(JSON.stringify({ firstName: 'Marie', lastName: 'Tremblay', birthDate: '1985-02-28' })),
      method: 'PUT',
      jar,
    });
    expect(bff.status).toBe(200);
    expect(await stored()).toBe('1985-02-28');
    // en-us keeps month first.
    const us = await storefront('/en-us/account/profile', {
      ...formPost({ firstName: 'Marie', lastName: 'Tremblay', birthDate: '12/05/1990' }),
      jar,
    });
    expect(us.status).toBe(303);
    expect(await stored()).toBe('1990-12-05');
  });

  it('refuse a bad profile form with its values and messages (422) and change nothing', async () => {
    const { jar } = await memberSession({ firstName: 'Kim' });
    const refused = await storefront('/en-us/account/profile', {
      ...formPost({ firstName: '<b>x</b>', lastName: 'Jordan', birthDate: '02/31/1990', phone: '12' }),
      jar,
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const html = await refused.text();
    expect(html).toContain('Name is not valid.');
    expect(html).toContain('Enter a valid date');
    expect(html).toContain('A valid phone number is required');
    expect(html).toContain('value="02/31/1990"');
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { firstName: string; phone: string };
    };
    expect(profile.profile).toMatchObject({ firstName: 'Kim', phone: '' });
  });

  it('render a refused form at the URL its page’s form posts to, which a reload answers', async () => {
    const { jar } = await memberSession({ firstName: 'Kim' });
    await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar });
    const [address] = await addresses(jar);
    const pages = [
      ['/en-us/account', { firstName: '<b>x</b>', lastName: 'Jordan' }],
      ['/en-us/account/addresses', { ...ADDRESS, postalCode: 'nope' }],
      [`/en-us/account/addresses?edit=${address!.id}`, { ...ADDRESS, _action: 'update', postalCode: 'nope' }],
    ] as const;
    for (const [page, fields] of pages) {
      const html = await (await storefront(page, { jar })).text();
      // The form posts to the page it is on (the first of its forms on the profile page).
      expect(html, page).toContain(`action="${page.replace('&', '&amp;')}"`);
      const refused = await storefront(page, { ...formPost(fields), jar });
      expect(refused.status, page).toBe(422);
      const reloaded = await storefront(page, { jar });
      expect(reloaded.status, page).toBe(200);
    }
    const html = await (await storefront('/en-us/account', { jar })).text();
    expect(html).toContain('action="/en-us/account?form=subscriptions"');
  });

  it('subscribe to the newsletter and SMS with the date it began', async () => {
    const { jar } = await memberSession();
    await storefront('/en-us/account/profile', {
      ...formPost({ firstName: 'Kim', lastName: 'Jordan', phone: '(303) 555-0182' }),
      jar,
    });
    const saved = await storefront('/en-us/account/subscriptions', {
      ...formPost({ newsletter: 'on', sms: 'on' }),
      jar,
    });
    expect(saved.headers.get('location')).toBe('/en-us/account?saved=subscriptionsSaved');
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { newsletter: { optin: boolean; since?: string }; sms: { optin: boolean } };
    };
    expect(profile.profile.newsletter.optin).toBe(true);
    expect(profile.profile.sms.optin).toBe(true);
    expect(Date.parse(profile.profile.newsletter.since ?? '')).toBeGreaterThan(Date.now() - 60_000);
    const off = await storefront('/en-us/account/subscriptions', { ...formPost({ sms: 'on' }), jar });
    expect(off.status).toBe(303);
    const after = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { newsletter: { optin: boolean } };
    };
    expect(after.profile.newsletter.optin).toBe(false);
  });

  it('add, edit, make default and delete addresses through plain forms', async () => {
    const { jar } = await memberSession();
    const added = await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar });
    expect(added.status).toBe(303);
    expect(added.headers.get('location')).toBe('/en-us/account/addresses?saved=addressSaved');
    await storefront('/en-us/account/addresses', {
      ...formPost({ ...ADDRESS, city: 'Boulder', postalCode: '80302' }),
      jar,
    });
    let list = await addresses(jar);
    expect(list.map((a) => a.city)).toEqual(['Denver', 'Boulder']);
    const denver = list[0]!;
    const boulder = list[1]!;
    const page = await (await storefront(`/en-us/account/addresses?edit=${boulder.id}`, { jar })).text();
    expect(page).toContain('Edit address');
    const edited = await storefront(`/en-us/account/addresses/${boulder.id}`, {
      ...formPost({ ...ADDRESS, _action: 'update', city: 'Golden', postalCode: '80401' }),
      jar,
    });
    expect(edited.status).toBe(303);
    await storefront(`/en-us/account/addresses/${boulder.id}`, { ...formPost({ _action: 'default' }), jar });
    list = await addresses(jar);
    expect(list.find((a) => a.id === boulder.id)).toMatchObject({ city: 'Golden', main: true });
    expect(list.find((a) => a.id === denver.id)?.main).toBe(false);
    const deleted = await storefront(`/en-us/account/addresses/${denver.id}`, {
      ...formPost({ _action: 'delete' }),
      jar,
    });
    expect(deleted.headers.get('location')).toBe('/en-us/account/addresses?saved=addressDeleted');
    expect((await addresses(jar)).map((a) => a.id)).toEqual([boulder.id]);
  });

  it("edits an address of another site's country with that country's rules, keeping its country", async () => {
    const { jar } = await memberSession();
    await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar });
    const [denver] = await addresses(jar);
    const page = await (await storefront(`/fr-ca/account/addresses?edit=${denver!.id}`, { jar })).text();
    const form = page.slice(page.indexOf('id="edit-address"'));
    // The United States is offered (selected) beside Canada, and the states are the US's.
    expect(form).toMatch(/<option value="US" selected="">/);
    expect(form).toMatch(/<option value="CO" selected="">/);
    const saved = await storefront(`/fr-ca/account/addresses/${denver!.id}`, {
      ...formPost({ ...ADDRESS, _action: 'update', city: 'Golden', postalCode: '80401' }),
      jar,
    });
    expect(saved.status).toBe(303);
    expect((await addresses(jar))[0]).toMatchObject({
      country: 'US',
      city: 'Golden',
      stateCityProvDept: 'CO',
    });
  });

  it('refuse a bad address (422, values kept) and add nothing', async () => {
    const { jar } = await memberSession();
    const refused = await storefront('/en-us/account/addresses', {
      ...formPost({ ...ADDRESS, postalCode: 'ABC', city: '' }),
      jar,
    });
    expect(refused.status).toBe(422);
    const html = await refused.text();
    expect(html).toContain('Postal code is not valid');
    expect(html).toContain('value="1550 Wynkoop St"');
    expect(await addresses(jar)).toEqual([]);
  });

  it('refuse a bad edit of an address with its form again in place (422) and change nothing', async () => {
    const { jar } = await memberSession();
    await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar });
    const [denver] = await addresses(jar);
    const refused = await storefront(`/en-us/account/addresses/${denver!.id}`, {
      ...formPost({ ...ADDRESS, _action: 'update', city: 'Golden', postalCode: 'ABC' }),
      jar,
    });
    expect(refused.status).toBe(422);
    expect(refused.headers.get('cache-control')).toBe('private, no-store');
    const html = await refused.text();
    // The addresses page, the edited address's form open in place with what was typed.
    expect(html).toContain('<nav aria-label="Account"');
    const form = html.slice(html.indexOf('id="edit-address"'));
    expect(form).toContain(`action="/en-us/account/addresses?edit=${denver!.id}"`);
    expect(form).toContain('value="Golden"');
    expect(form).toContain('Postal code is not valid');
    expect(await addresses(jar)).toMatchObject([{ id: denver!.id, city: 'Denver', postalCode: '80202' }]);
  });

  it("send a form's own address opened as a page (a refused form reloaded, the way back from sign-in) to its page", async () => {
    const { jar } = await memberSession();
    for (const [path, page] of [
      ['/en-us/account/profile', '/en-us/account'],
      ['/fr-ca/account/subscriptions', '/fr-ca/account'],
      ['/en-us/account/addresses/ad-1', '/en-us/account/addresses?edit=ad-1#edit-address'],
      ['/en-us/account/payment-methods/pi-1', '/en-us/account/payment-methods'],
    ] as const) {
      const response = await storefront(path, { jar });
      expect({ path, status: response.status }).toEqual({ path, status: 303 });
      expect(response.headers.get('location')).toBe(page);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    // Signed out, sign-in comes back to the same address, so to the page.
    const signedOut = await storefront('/en-us/account/profile');
    expect(signedOut.headers.get('location')).toBe('/en-us/sign-in?returnTo=%2Fen-us%2Faccount%2Fprofile');
  });

  it('answer a body or an action no form of ours sends with the 400 page, changing nothing', async () => {
    const { jar } = await memberSession({ firstName: 'Kim' });
    await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar });
    const [denver] = await addresses(jar);
    const card = await storefront('/api/account/payment-instruments', {
      ...jsonPost(JSON.stringify({ token: await cardToken() })),
      jar,
    });
    expect(card.status).toBe(201);
    const [saved] = await cards(jar);
    const before = { addresses: await addresses(jar), cards: await cards(jar) };
    const twice = (body: string) => ({
      method: 'POST',
      body,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
      jar,
    });
    for (const [path, init] of [
      ['/en-us/account/profile', twice('firstName=Ada&firstName=Eve&lastName=Jordan')],
      ['/en-us/account/subscriptions', twice('newsletter=on&newsletter=on')],
      ['/en-us/account/addresses', twice(`${new URLSearchParams(ADDRESS)}&city=Aspen`)],
      [`/en-us/account/addresses/${denver!.id}`, { ...formPost({ ...ADDRESS, _action: 'move' }), jar }],
      [`/en-us/account/payment-methods/${saved!.id}`, { ...formPost({ _action: 'rename' }), jar }],
    ] as const) {
      const response = await storefront(path, init);
      expect({ path, status: response.status }).toEqual({ path, status: 400 });
      expect(response.headers.get('cache-control')).toBe('private, no-store');
    }
    const profile = (await (await storefront('/api/account/profile', { jar })).json()) as {
      profile: { firstName: string; newsletter: { optin: boolean } };
    };
    expect(profile.profile).toMatchObject({ firstName: 'Kim', newsletter: { optin: false } });
    expect({ addresses: await addresses(jar), cards: await cards(jar) }).toEqual(before);
  });

  it("refuse another member's address and card ids and change nothing", async () => {
    const owner = await memberSession();
    const other = await memberSession();
    await storefront('/en-us/account/addresses', { ...formPost(ADDRESS), jar: owner.jar });
    const [address] = await addresses(owner.jar);
    const card = await storefront('/api/account/payment-instruments', {
      ...jsonPost(JSON.stringify({ token: await cardToken() })),
      jar: owner.jar,
    });
    expect(card.status).toBe(201);
    const [saved] = await cards(owner.jar);
    for (const action of ['delete', 'update', 'default']) {
      const response = await storefront(`/en-us/account/addresses/${address!.id}`, {
        ...formPost({ ...ADDRESS, _action: action, city: 'Aspen' }),
        jar: other.jar,
      });
      expect(response.status).toBe(303);
      expect(response.headers.get('location')).toBe('/en-us/account/addresses?error=API404');
    }
    for (const action of ['delete', 'default']) {
      const response = await storefront(`/en-us/account/payment-methods/${saved!.id}`, {
        ...formPost({ _action: action }),
        jar: other.jar,
      });
      expect(response.headers.get('location')).toBe('/en-us/account/payment-methods?error=API404');
    }
    expect(await addresses(owner.jar)).toMatchObject([{ id: address!.id, city: 'Denver' }]);
    expect(await cards(owner.jar)).toMatchObject([{ id: saved!.id }]);
    const html = await (await storefront('/en-us/account/addresses?error=API404', { jar: other.jar })).text();
    expect(html).toContain('This entry no longer exists.');
  });

  it('save a card once (PYT300 the second time), make another the default, delete one', async () => {
    const { jar } = await memberSession();
    const token = await cardToken('4242424242424242', 'Kim Jordan');
    const first = await storefront('/en-us/account/payment-methods', {
      ...formPost({ cardToken: token }),
      jar,
    });
    expect(first.headers.get('location')).toBe('/en-us/account/payment-methods?saved=cardAdded');
    const again = await storefront('/en-us/account/payment-methods', {
      ...formPost({ cardToken: await cardToken('4242424242424242', 'Kim Jordan') }),
      jar,
    });
    expect(again.headers.get('location')).toBe('/en-us/account/payment-methods?error=PYT300');
    const html = await (await storefront('/en-us/account/payment-methods?error=PYT300', { jar })).text();
    expect(html).toContain('This card is already saved in your account.');
    await storefront('/en-us/account/payment-methods', {
      ...formPost({ cardToken: await cardToken('5555555555554444', 'Kim Jordan'), makeDefault: 'on' }),
      jar,
    });
    const list = await cards(jar);
    expect(list).toHaveLength(2);
    expect(list.find((c) => c.last4 === '4444')?.isDefault).toBe(true);
    const visa = list.find((c) => c.last4 === '4242')!;
    await storefront(`/en-us/account/payment-methods/${visa.id}`, {
      ...formPost({ _action: 'default' }),
      jar,
    });
    expect((await cards(jar)).find((c) => c.id === visa.id)?.isDefault).toBe(true);
    const gone = await storefront(`/en-us/account/payment-methods/${visa.id}`, {
      ...formPost({ _action: 'delete' }),
      jar,
    });
    expect(gone.headers.get('location')).toBe('/en-us/account/payment-methods?saved=cardDeleted');
    expect((await cards(jar)).map((c) => c.last4)).toEqual(['4444']);
  });

  it('a card the provider refuses is not saved: the card-save-failed message, no default card', async () => {
    const { jar } = await memberSession();
    const refused = await storefront('/en-us/account/payment-methods', {
      ...formPost({ cardToken: await cardToken('4000000000000069', 'Kim Jordan'), makeDefault: 'on' }),
      jar,
    });
    expect(refused.status).toBe(303);
    expect(refused.headers.get('location')).toBe('/en-us/account/payment-methods?error=cardSaveFailed');
    expect(await cards(jar)).toEqual([]);
    const html = await (await storefront(refused.headers.get('location')!, { jar })).text();
    expect(html).toContain('The card could not be saved. Check its details or use another card.');
  });

  it('refuse a card form without the provider token and a form from another origin', async () => {
    const { jar } = await memberSession();
    const noToken = await storefront('/en-us/account/payment-methods', {
      ...formPost({ cardToken: '' }),
      jar,
    });
    expect(noToken.headers.get('location')).toBe('/en-us/account/payment-methods?error=cardSaveFailed');
    const forged = await storefront('/en-us/account/addresses', {
      ...formPost(ADDRESS, { origin: 'https://evil.test' }),
      jar,
    });
    expect(forged.status).toBe(403);
    expect(await cards(jar)).toEqual([]);
    expect(await addresses(jar)).toEqual([]);
  });
});
