/** The account pages as the server renders them: labels, the navigation, notices, values kept after a refusal. */
import { createElement } from 'react';
import { describe, expect, it } from 'vitest';
import { accountText } from '../../../client/i18n/account';
import { checkoutText } from '../../../client/i18n/checkout';
import { AddressesMain } from '../../../client/pages/account/AddressesPage';
import { PaymentMethodsMain } from '../../../client/pages/account/PaymentMethodsPage';
import { ProfileMain } from '../../../client/pages/account/ProfilePage';
import type { ProfileView, SavedAddress } from '../../../client/pages/account/view';
import { SITES } from '../../../shared/site';
import { createAssets } from '../../render/manifest';
import { renderWholePage } from '../../render/pages';
import { footer, manifest, menu, shell } from '../../render/test/fixtures';

const chrome = { menu: Promise.resolve(menu), footer: Promise.resolve(footer) };
const render = (main: () => ReturnType<typeof createElement>, locale = 'en-us') =>
  renderWholePage(
    shell({ pageType: 'Account', ...(locale === 'en-us' ? {} : { site: siteOf(locale) }) }),
    chrome,
    main,
    { assets: createAssets(manifest) },
  );
const siteOf = (locale: string) => SITES[locale]!;

const RULES = {
  countryCode: 'US',
  phone: { dialCode: '+1', mask: '(XXX) XXX - XXXX' },
  addressFormat: {
    fields: ['addressLine1', 'addressLine2', 'city', 'stateCityProvDept', 'postalCode'],
    required: ['postalCode', 'stateCityProvDept'],
    regions: [{ code: 'CO', name: 'Colorado' }],
    postalCodePattern: '^\\d{5}$',
    postalCodeExample: '80202',
  },
} as unknown as Parameters<typeof AddressesMain>[0]['view']['rules'];

const PROFILE: ProfileView = {
  email: 'kim@example.com',
  firstName: 'Kim',
  lastName: 'Jordan',
  phone: '+13035550182',
  birthDate: '1990-04-07',
  postalCode: '80202',
  interests: ['hiking'],
  preferredShoeSize: '9.5',
  newsletter: { optin: true, since: '2026-11-20T10:00:00.000Z' },
  sms: { optin: false },
};

const ADDRESS: SavedAddress = {
  id: 'ad_1',
  approachType: 'S',
  main: true,
  recipientFirstName: 'Ada',
  recipientLastName: 'Lovelace',
  addressLine1: '1550 Wynkoop St',
  city: 'Denver',
  stateCityProvDept: 'CO',
  postalCode: '80202',
  country: 'US',
  recipientContactPhone: '+13035550182',
};

describe('account pages', () => {
  it('profile: the navigation, values in the locale formats, the opt-in date and the notice', async () => {
    const html = await render(() =>
      createElement(ProfileMain, {
        view: {
          profile: PROFILE,
          rules: RULES,
          shoeSizes: ['9', '9.5'],
          notice: { kind: 'saved', key: 'profileSaved' },
          text: accountText('en'),
        },
      }),
    );
    expect(html).toContain('<nav aria-label="Account" class="account-nav">');
    expect(html).toContain('href="/en-us/account" aria-current="page"');
    expect(html).toContain('action="/en-us/sign-out"');
    expect(html).toContain('value="(303) 555-0182"');
    expect(html).toContain('value="04/07/1990"');
    expect(html).toContain('Subscribed since November 20, 2026');
    expect(html).toContain('role="status">Your profile has been saved.');
    expect(html).toMatch(/name="interest_hiking" checked=""/);
    // One island of its own on the profile page, the phone's grouping (it renders nothing).
    const islands = html
      .slice(html.indexOf('account-page'), html.indexOf('</main>'))
      .match(/<sf-island[^>]*>/g);
    expect(islands).toHaveLength(1);
    expect(islands?.[0]).toContain('name="PhoneGrouping"');
  });

  it('profile after a refusal: the typed values and each field message', async () => {
    const html = await render(() =>
      createElement(ProfileMain, {
        view: {
          profile: PROFILE,
          rules: RULES,
          shoeSizes: [],
          values: { firstName: '<b>', lastName: 'Jordan', birthDate: '02/31/1990' },
          fieldErrors: { firstName: 'nameInvalid', birthDate: 'dateInvalid' },
          text: accountText('en'),
        },
      }),
    );
    expect(html).toContain('value="&lt;b&gt;"');
    expect(html).toContain('Name is not valid.');
    expect(html).toContain('value="02/31/1990"');
    expect(html).toContain('aria-invalid="true"');
  });

  it('addresses: grouped by kind, default marked, actions named per address, the add form', async () => {
    const html = await render(() =>
      createElement(AddressesMain, {
        view: {
          addresses: [ADDRESS, { ...ADDRESS, id: 'ad_2', approachType: 'B', main: false, city: 'Boulder' }],
          rules: RULES,
          countries: [{ code: 'US', name: 'United States' }],
          text: accountText('en'),
          checkoutText: checkoutText('en'),
        },
      }),
    );
    expect(html).toContain('Shipping addresses');
    expect(html).toContain('Billing addresses');
    expect(html).toContain('aria-label="Edit Ada Lovelace, 1550 Wynkoop St"');
    expect(html).toContain('action="/en-us/account/addresses/ad_2"');
    expect(html).toContain('Make Ada Lovelace, 1550 Wynkoop St the default');
    expect(html).toContain('action="/en-us/account/addresses"');
    // Edit opens the page on the form (its heading), not at the top of the address book.
    expect(html).toContain('href="/en-us/account/addresses?edit=ad_2#edit-address"');
    expect(html).toContain('name="AddressForm"');
    expect(html).not.toContain('autofocus');
  });

  it('addresses: a refused form opens on its first refused field, wherever it sits on the page', async () => {
    const html = await render(() =>
      createElement(AddressesMain, {
        view: {
          addresses: [ADDRESS],
          rules: RULES,
          countries: [{ code: 'US', name: 'United States' }],
          text: accountText('en'),
          checkoutText: checkoutText('en'),
          editing: 'new',
          values: { recipientFirstName: 'Ada', city: '', postalCode: 'ABC' },
          fieldErrors: { postalCode: 'postalCodeInvalid', city: 'required' },
        },
      }),
    );
    const inputs = html.match(/<input[^>]*autofocus[^>]*>/g) ?? [];
    expect(inputs).toHaveLength(1);
    expect(inputs[0]).toContain('id="addr-new-city"');
  });

  it('addresses: each form selects its own region; the island rules travel once per page', async () => {
    const rules = {
      ...RULES,
      addressFormat: {
        ...RULES!.addressFormat,
        regions: [
          { code: 'CO', name: 'Colorado' },
          { code: 'TX', name: 'Texas <"Lone Star">' },
        ],
      },
    } as typeof RULES;
    const html = await render(() =>
      createElement(AddressesMain, {
        view: {
          addresses: [{ ...ADDRESS, stateCityProvDept: 'TX' }],
          rules,
          countries: [{ code: 'US', name: 'United States' }],
          text: accountText('en'),
          checkoutText: checkoutText('en'),
          editing: 'ad_1',
        },
      }),
    );
    const selects = html.match(/<select id="addr-[^"]+-stateCityProvDept"[\s\S]*?<\/select>/g) ?? [];
    expect(selects).toHaveLength(2);
    // The edited address keeps Texas; the empty add form asks for a choice.
    expect(selects[0]).toContain(
      '<option value="TX" selected="">Texas &lt;&quot;Lone Star&quot;&gt;</option>',
    );
    expect(selects[0]).not.toContain('<option value="" selected="">');
    expect(selects[1]).toContain('<option value="" selected="">—</option>');
    expect(selects[1]).not.toContain('selected="">Texas');
    // Both forms' islands point at one copy of the rules and of the messages.
    const markers = html.match(/<sf-island name="AddressForm"[^>]*>/g) ?? [];
    expect(markers).toHaveLength(2);
    expect(markers[0]).not.toContain('Colorado');
    const shared = (marker: string) => [...marker.matchAll(/sf:shared&quot;:&quot;(\w+)/g)].map((m) => m[1]);
    expect(shared(markers[0]!)).toHaveLength(2);
    expect(shared(markers[1]!)).toEqual(shared(markers[0]!));
    expect(html.split('"countryCode":"US"')).toHaveLength(2);
  });

  it('payment methods: cards with expiry, the card island in a form that carries only a token', async () => {
    const html = await render(() =>
      createElement(PaymentMethodsMain, {
        view: {
          cards: [
            {
              id: 'pi_1',
              brand: 'VISA',
              last4: '4242',
              expiryMonth: 1,
              expiryYear: 2032,
              holderName: 'K J',
              isDefault: true,
            },
          ],
          notice: { kind: 'error', errorId: 'PYT300' },
          text: accountText('en'),
          checkoutText: checkoutText('en'),
          showTestCards: false,
        },
      }),
    );
    expect(html).toContain('Visa ending in 4242');
    // Before a real platform's shoppers the sandbox's test cards are never named.
    expect(html).not.toContain(checkoutText('en').testCards);
    expect(html).toContain('Expires 01/2032');
    expect(html).toContain(
      'role="alert" data-focus-on-load="" tabindex="-1">This card is already saved in your account.',
    );
    expect(html).toContain('name="cardToken"');
    expect(html).toContain('name="CardField"');
  });

  it('the card island writes the expiry pattern in the language’s letters', async () => {
    const html = await render(
      () =>
        createElement(PaymentMethodsMain, {
          view: { cards: [], text: accountText('fr'), checkoutText: checkoutText('fr'), showTestCards: true },
        }),
      'fr-ca',
    );
    expect(html).toContain('placeholder="MM/AA"');
    expect(html).not.toContain('MM/YY');
  });

  it('speaks the site language', async () => {
    const html = await render(
      () =>
        createElement(ProfileMain, {
          view: { profile: PROFILE, rules: RULES, shoeSizes: [], text: accountText('de') },
        }),
      'de-de',
    );
    expect(html).toContain('Ihr Profil');
    expect(html).toContain('aria-label="Konto"');
    // No country pattern in these rules: the locale's own (de-DE writes 07.04.1990).
    expect(html).toContain('value="07.04.1990"');
    expect(html).toContain('Format: TT.MM.JJJJ');
  });

  it('writes the birth-date pattern in the language’s letters, as the sign-up step does', async () => {
    const html = await render(
      () =>
        createElement(ProfileMain, {
          view: { profile: PROFILE, rules: RULES, shoeSizes: ['5', '5.5'], text: accountText('fr') },
        }),
      'fr-ca',
    );
    // Canada writes dates year first (country data YYYY-MM-DD; Intl fr-CA agrees).
    expect(html).toContain('Format\u00a0: AAAA-MM-JJ');
    expect(html).toContain('value="1990-04-07"');
    // Sizes as French writes numbers; the value posted stays the same.
    expect(html).toContain('<option value="5.5">5,5</option>');
    expect(html).not.toContain('MM/DD/YYYY');
  });
});
