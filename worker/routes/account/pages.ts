/**
 * The account pages (page type Account, `private, no-store`, members only: a signed-out request
 * goes to sign-in and comes back). Every change is a plain form posted beside its page:
 *
 * | GET  /{locale}/account                          | profile, subscriptions, change password     |
 * | POST /{locale}/account (or …/account/profile)   | names, phone, birth date, interests, size   |
 * | POST /{locale}/account?form=subscriptions       | `newsletter`, `sms` checkboxes (also        |
 * |                                                 | …/account/subscriptions)                    |
 * | GET  /{locale}/account/addresses[?edit={id}]    | addresses; the edit form in place           |
 * | POST /{locale}/account/addresses                | add                                         |
 * | POST /{locale}/account/addresses?edit={id}      | `_action=update` (the edit form), also      |
 * | POST /{locale}/account/addresses/{id}           | `_action=update|default|delete`             |
 * | GET  /{locale}/account/payment-methods          | saved cards and the add form (CardField)    |
 * | POST /{locale}/account/payment-methods          | `cardToken` (the provider's), `makeDefault` |
 * | POST /{locale}/account/payment-methods/{id}     | `_action=default|delete`                    |
 *
 * Success is a 303 back to the page (`?saved=`); a refusal of the upstream is a 303 with
 * `?error={errorId}`; field problems re-render the form with the shopper's values (422), at the
 * URL the form posted to: the profile and address-edit forms post to their page's own URL, so a
 * reload or a bookmark there answers the page.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { type AccountText, accountText } from '../../../client/i18n/account';
import { checkoutText } from '../../../client/i18n/checkout';
import { AddressesMain } from '../../../client/pages/account/AddressesPage';
import { PaymentMethodsMain } from '../../../client/pages/account/PaymentMethodsPage';
import { ProfileMain } from '../../../client/pages/account/ProfilePage';
import type { AccountNotice, FormState } from '../../../client/pages/account/view';
import { PYT300, safePathOr } from '../../../shared/contract';
import { AccountFormProblem, accountService, profileView, shoeSizesFor } from '../../account/service';
import { accountShell } from '../../account/shell';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { describeError, HttpError } from '../../middleware/errors';
import { requireMember } from '../../middleware/member';
import { LOCALE, page } from '../../render/page-kit';
import { readForm } from '../../validation';

const SAVED_KEYS = [
  'profileSaved',
  'subscriptionsSaved',
  'addressSaved',
  'addressDeleted',
  'cardAdded',
  'cardDeleted',
  'defaultChanged',
  'passwordChanged',
] as const satisfies readonly (keyof AccountText)[];

/** What the last form post left in the query: a saved message or an error id. */
const noticeOf = (c: Context<AppEnv>): AccountNotice | undefined => {
  // The change-password form is the identity BFF's (`POST /api/auth/password`): it comes back so.
  if (c.req.query('passwordChanged') === '1') return { kind: 'saved', key: 'passwordChanged' };
  const saved = SAVED_KEYS.find((k) => k === c.req.query('saved'));
  if (saved) return { kind: 'saved', key: saved };
  const error = c.req.query('error');
  if (error && /^[A-Za-z]{3,20}\d{0,3}$/.test(error))
    return { kind: 'error', errorId: error === 'API404' ? 'notFound' : error };
  return undefined;
};

/** A 303 back to the account page `path` with `query` (the target through the one safe-path check). */
const back = (c: Context<AppEnv>, path: string, query: Record<string, string>) => {
  const home = `/${c.get('site').locale}/account`;
  const target = `/${c.get('site').locale}${path}?${new URLSearchParams(query)}`;
  return c.redirect(safePathOr(target, home), 303);
};

/** The form's fields, each cut to a length no real entry reaches. */
const formValues = async (c: Context<AppEnv>): Promise<Record<string, string>> =>
  Object.fromEntries(Object.entries(await readForm(c)).map(([k, v]) => [k, v.slice(0, 200)]));

/**
 * Runs a change and answers the form: 303 with `saved` on success, the refused form again (422)
 * for field problems, 303 with `?error=` for an upstream 4xx. 5xx go to the error page.
 */
const answerForm = async (
  c: Context<AppEnv>,
  path: string,
  saved: (typeof SAVED_KEYS)[number],
  change: () => Promise<unknown>,
  rerender: (state: FormState) => Promise<Response>,
  messageOf: (errorId: string) => string = (errorId) => errorId,
) => {
  try {
    await change();
  } catch (error) {
    if (error instanceof AccountFormProblem) return rerender({ fieldErrors: error.fields });
    const d = describeError(error);
    if (d.status >= 500) throw error;
    return back(c, path, { error: messageOf(d.errorId) });
  }
  return back(c, path, { saved });
};

const renderProfile = async (c: Context<AppEnv>, state: FormState = {}, status = 200) => {
  const text = accountText(c.get('site').language);
  const service = accountService(c);
  const [profile, rules, pageShell] = await Promise.all([
    service.profile(),
    service.rules(),
    accountShell(c, text.profileTitle, '/account'),
  ]);
  const view = {
    ...state,
    profile: profileView(profile),
    rules,
    shoeSizes: shoeSizesFor(c.get('site').country),
    // A refused form shows its messages at the fields.
    notice: status === 200 ? noticeOf(c) : undefined,
    text,
  };
  return page(c, pageShell, 'ProfileMain', () => createElement(ProfileMain, { view }), status);
};

const renderAddresses = async (
  c: Context<AppEnv>,
  state: FormState & { editing?: string } = {},
  status = 200,
) => {
  const { site } = c.var;
  const text = accountText(site.language);
  const service = accountService(c);
  const edit = c.req.query('edit');
  const [addresses, rules, list, pageShell] = await Promise.all([
    service.addresses(),
    service.rules(),
    c
      .get('upstream')
      .utilities.countryList()
      .catch(() => ({ countries: [] })),
    accountShell(c, text.addressesTitle, '/account/addresses'),
  ]);
  const countries = list.countries
    .filter((x) => x.siteId === site.siteId)
    .map((x) => ({ code: x.code, name: x.name }));
  const editing = state.editing ?? (edit && addresses.some((a) => a.id === edit) ? edit : undefined);
  // The book holds the member's addresses from every site: one from another country is edited
  // with its own country's rules and keeps its country, rather than becoming this site's.
  const edited = addresses.find((a) => a.id === editing);
  const foreign = edited && edited.country !== site.country ? edited.country : undefined;
  const foreignRules = foreign
    ? await c
        .get('upstream')
        .utilities.i18n(foreign)
        .catch(() => null)
    : undefined;
  const foreignName = list.countries.find((x) => x.code === foreign)?.name ?? foreign;
  const view = {
    ...state,
    editing,
    addresses,
    rules,
    ...(foreign && foreignRules
      ? { editingCountry: { code: foreign, name: foreignName!, rules: foreignRules } }
      : {}),
    countries: countries.length > 0 ? countries : [{ code: site.country, name: site.country }],
    notice: status === 200 ? noticeOf(c) : undefined,
    text,
    checkoutText: checkoutText(site.language, site.locale),
  };
  return page(c, pageShell, 'AddressesMain', () => createElement(AddressesMain, { view }), status);
};

const renderPaymentMethods = async (c: Context<AppEnv>) => {
  const { site } = c.var;
  const text = accountText(site.language);
  const [cards, pageShell] = await Promise.all([
    accountService(c).cards(),
    accountShell(c, text.paymentMethodsTitle, '/account/payment-methods'),
  ]);
  const view = {
    cards,
    notice: noticeOf(c),
    text,
    checkoutText: checkoutText(site.language, site.locale),
    showTestCards: c.get('upstreamIsSandbox'),
  };
  return page(c, pageShell, 'PaymentMethodsMain', () => createElement(PaymentMethodsMain, { view }));
};

const TOKEN = /^tok_[A-Za-z0-9]{16,64}$/;

const ADDRESS_ID = /^[\w-]{1,64}$/;

const postProfile = async (c: Context<AppEnv>) => {
  const values = await formValues(c);
  return answerForm(
    c,
    '/account',
    'profileSaved',
    () => accountService(c).updateProfile(values),
    (state) => renderProfile(c, { ...state, values }, 422),
  );
};

const postSubscriptions = async (c: Context<AppEnv>) => {
  const values = await formValues(c);
  return answerForm(
    c,
    '/account',
    'subscriptionsSaved',
    () =>
      accountService(c).setSubscriptions({
        newsletter: values.newsletter === 'on',
        sms: values.sms === 'on',
      }),
    () => renderProfile(c, {}, 422),
  );
};

const postAddress = async (c: Context<AppEnv>) => {
  const values = await formValues(c);
  return answerForm(
    c,
    '/account/addresses',
    'addressSaved',
    () => accountService(c).saveAddress(values),
    (state) => renderAddresses(c, { ...state, values, editing: 'new' }, 422),
  );
};

const postAddressChange = async (c: Context<AppEnv>, addressId: string) => {
  const values = await formValues(c);
  const service = accountService(c);
  if (values._action === 'delete')
    return answerForm(
      c,
      '/account/addresses',
      'addressDeleted',
      () => service.deleteAddress(addressId),
      () => renderAddresses(c, {}, 422),
    );
  if (values._action === 'default')
    return answerForm(
      c,
      '/account/addresses',
      'defaultChanged',
      () => service.makeDefaultAddress(addressId),
      () => renderAddresses(c, {}, 422),
    );
  if (values._action !== 'update') throw new HttpError(400, 'API400', 'Unknown address action');
  return answerForm(
    c,
    '/account/addresses',
    'addressSaved',
    () => service.saveAddress(values, addressId),
    (state) => renderAddresses(c, { ...state, values, editing: addressId }, 422),
  );
};

export const accountPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/account`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/profile`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/subscriptions`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/addresses`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/addresses/*`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/payment-methods`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/payment-methods/*`, requireMember(), csrfProtection())
  .get(`/${LOCALE}/account`, (c) => renderProfile(c))
  // The profile page's forms post to the page itself (`?form=subscriptions` names the second), so a
  // refused one renders at the page's URL, which answers a reload; the older addresses stay.
  .post(`/${LOCALE}/account`, (c) =>
    c.req.query('form') === 'subscriptions' ? postSubscriptions(c) : postProfile(c),
  )
  .post(`/${LOCALE}/account/profile`, postProfile)
  .post(`/${LOCALE}/account/subscriptions`, postSubscriptions)
  .get(`/${LOCALE}/account/addresses`, (c) => renderAddresses(c))
  // An address's edit form posts to its page (`?edit={id}`), so a refused one renders there.
  .post(`/${LOCALE}/account/addresses`, (c) => {
    const edit = c.req.query('edit');
    if (edit === undefined) return postAddress(c);
    if (!ADDRESS_ID.test(edit)) throw new HttpError(400, 'API400', 'Unknown address');
    return postAddressChange(c, edit);
  })
  .post(`/${LOCALE}/account/addresses/:addressId{[\\w-]{1,64}}`, (c) =>
    postAddressChange(c, c.req.param('addressId')),
  )
  .get(`/${LOCALE}/account/payment-methods`, (c) => renderPaymentMethods(c))
  .post(`/${LOCALE}/account/payment-methods`, async (c) => {
    const values = await formValues(c);
    const token = values.cardToken ?? '';
    // Without script no card reaches the provider, so no token comes: nothing to save.
    if (!TOKEN.test(token)) return back(c, '/account/payment-methods', { error: 'cardSaveFailed' });
    return answerForm(
      c,
      '/account/payment-methods',
      'cardAdded',
      () => accountService(c).saveCard(token, values.makeDefault === 'on'),
      () => renderPaymentMethods(c),
      // Spec section 8: the same card saved again has its own message; any other refusal (a card
      // the provider refuses, PAY400; an expired token, PAY401) is the card-save-failed one.
      (errorId) => (errorId === PYT300 ? errorId : 'cardSaveFailed'),
    );
  })
  .post(`/${LOCALE}/account/payment-methods/:paymentInstrumentId{[\\w-]{1,64}}`, async (c) => {
    const id = c.req.param('paymentInstrumentId');
    const values = await formValues(c);
    const service = accountService(c);
    if (values._action === 'delete')
      return answerForm(
        c,
        '/account/payment-methods',
        'cardDeleted',
        () => service.deleteCard(id),
        () => renderPaymentMethods(c),
      );
    if (values._action !== 'default') throw new HttpError(400, 'API400', 'Unknown card action');
    return answerForm(
      c,
      '/account/payment-methods',
      'defaultChanged',
      () => service.makeDefaultCard(id),
      () => renderPaymentMethods(c),
    );
  });
