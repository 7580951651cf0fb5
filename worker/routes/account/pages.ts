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
 * A form's own address opened with GET (`/account/profile`, `/account/addresses/{id}`, …) is a
 * 303 to its page (the edited address's form open in place). The profile and address-edit forms
 * post to their page's own URL, so a refused one renders where a reload or a bookmark answers.
 *
 * Each form answers through the one form answer (`formRoute`/`formAnswer`) and the one error
 * handler: success is a 303 back to the page (`?saved=`); field problems are the form again with
 * the shopper's values (422); any other refusal, the upstream's too, is a 303 with `?error={errorId}`.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { type AccountText, accountText } from '../../../client/i18n/account';
import { checkoutText } from '../../../client/i18n/checkout';
import { AddressesMain } from '../../../client/pages/account/AddressesPage';
import { PaymentMethodsMain } from '../../../client/pages/account/PaymentMethodsPage';
import { ProfileMain } from '../../../client/pages/account/ProfilePage';
import type { AccountNotice, FormState } from '../../../client/pages/account/view';
import { PYT300 } from '../../../shared/contract';
import { AccountFormProblem, accountService, profileView, shoeSizesFor } from '../../account/service';
import { accountShell } from '../../account/shell';
import type { AppEnv } from '../../env';
import { loyaltyService } from '../../loyalty/service';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import { requireMember } from '../../middleware/member';
import { PRIVATE_NO_STORE } from '../../middleware/no-store';
import { LOCALE, page } from '../../render/page-kit';
import { formAnswer, formRoute, readForm } from '../../validation';
import { safeRedirect } from '../../validation/redirect';

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

/** The form's fields, each cut to a length no real entry reaches. */
const cut = (fields: Record<string, string>): Record<string, string> =>
  Object.fromEntries(Object.entries(fields).map(([k, v]) => [k, v.slice(0, 200)]));

const formValues = async (c: Context<AppEnv>): Promise<Record<string, string>> => cut(await readForm(c));

/** An account form: the page it is posted beside, and what its refusals show there. */
type AccountForm = {
  /** The form's page under the locale (`/account/addresses`): every answer is a 303 back to it. */
  page: '/account' | '/account/addresses' | '/account/payment-methods' | '/account/club';
  /** The form again (422) with the shopper's values and its fields' messages: checked fields. */
  again?: (c: Context<AppEnv>, state: Required<FormState>) => Promise<Response>;
  /** The `_action`s the form posts; another is no form of ours (the 400 page). */
  actions?: readonly string[];
  /** The message a refusal shows on the page (`?error=`): its error id unless said otherwise. */
  messageOf?: (errorId: string) => string;
};

/**
 * An account form (`formRoute`): field problems (`AccountFormProblem`) are the form again (422);
 * any other refusal, the upstream's too, a 303 back with `?error=`; a body or an action no form of
 * ours sends is the 400 page, an upstream 5xx the error page, as for any request.
 */
export const accountForm = ({ page, again, actions, messageOf = (errorId) => errorId }: AccountForm) =>
  formRoute((c, fields) => {
    const ours = actions === undefined || actions.includes(fields._action ?? '');
    return {
      back: undefined,
      fallback: `/${c.get('site').locale}${page}`,
      owns: ['saved', 'error'],
      badBody: 'error page',
      refused: ({ errorId }, error) => {
        if (!ours) return undefined;
        if (again && error instanceof AccountFormProblem)
          return again(c, { values: cut(fields), fieldErrors: error.fields });
        return { error: messageOf(errorId) };
      },
    };
  });

/**
 * A form's own address opened with GET (a refused form reloaded from the address bar, the way
 * back from sign-in when the session ended before the post): a 303 to the form's page.
 */
const toPage = (c: Context<AppEnv>, page: string) => {
  c.header('cache-control', PRIVATE_NO_STORE);
  return safeRedirect(c, `/${c.get('site').locale}${page}`);
};

/** A change made: the 303 back to the form's page (`formAnswer`) with its saved message. */
const saved = (c: Context<AppEnv>, key: (typeof SAVED_KEYS)[number]) =>
  formAnswer(c, { json: { saved: key }, query: { saved: key } });

const renderProfile = async (c: Context<AppEnv>, state: FormState = {}, status = 200) => {
  const text = accountText(c.get('site').language);
  const service = accountService(c);
  const [profile, rules, pageShell] = await Promise.all([
    service.profile(),
    service.rules(),
    accountShell(c, text.profileTitle, '/account'),
  ]);
  // The profile read told the session whether the member is in the club (members/facts.ts).
  const club = loyaltyService(c);
  const view = {
    ...state,
    profile: { ...profileView(profile), loyaltyOffer: club.offered() && !profile.isLoyaltyMember },
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

/** The address an address form changes: its path's id, or the edit form's `?edit=` on the page. */
const editedAddress = (c: Context<AppEnv>): string | undefined => {
  const id = c.req.param('addressId') ?? c.req.query('edit');
  if (id !== undefined && !ADDRESS_ID.test(id)) throw new HttpError(400, 'API400', 'Unknown address');
  return id;
};

const profileForm = accountForm({
  page: '/account',
  again: (c, state) => renderProfile(c, state, 422),
});
const subscriptionsForm = accountForm({ page: '/account' });
/** A refused address is its form again, in place (the one edited, else the new one). */
const addressAgain = (c: Context<AppEnv>, state: Required<FormState>) =>
  renderAddresses(c, { ...state, editing: editedAddress(c) ?? 'new' }, 422);
const addressForm = accountForm({ page: '/account/addresses', again: addressAgain });
const addressActionForm = accountForm({
  page: '/account/addresses',
  actions: ['update', 'default', 'delete'],
  again: addressAgain,
});
const cardForm = accountForm({
  page: '/account/payment-methods',
  // Spec section 8: the same card saved again has its own message; any other refusal (no token,
  // as without script no card reaches the provider; a card the provider refuses, PAY400; an
  // expired token, PAY401) is the card-save-failed one.
  messageOf: (errorId) => (errorId === PYT300 ? errorId : 'cardSaveFailed'),
});
const cardActionForm = accountForm({ page: '/account/payment-methods', actions: ['default', 'delete'] });

const updateProfile = async (c: Context<AppEnv>) => {
  await accountService(c).updateProfile(await formValues(c));
  return saved(c, 'profileSaved');
};

const setSubscriptions = async (c: Context<AppEnv>) => {
  const values = await formValues(c);
  await accountService(c).setSubscriptions({
    newsletter: values.newsletter === 'on',
    sms: values.sms === 'on',
  });
  return saved(c, 'subscriptionsSaved');
};

const changeAddress = async (c: Context<AppEnv>, addressId: string) => {
  const values = await formValues(c);
  const service = accountService(c);
  if (values._action === 'delete') {
    await service.deleteAddress(addressId);
    return saved(c, 'addressDeleted');
  }
  if (values._action === 'default') {
    await service.makeDefaultAddress(addressId);
    return saved(c, 'defaultChanged');
  }
  if (values._action !== 'update') throw new HttpError(400, 'API400', 'Unknown address action');
  await service.saveAddress(values, addressId);
  return saved(c, 'addressSaved');
};

/** The profile page's second form names itself (`?form=subscriptions`): both post to the page. */
const isSubscriptions = (c: Context<AppEnv>) => c.req.query('form') === 'subscriptions';

export const accountPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/account`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/profile`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/subscriptions`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/addresses`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/addresses/*`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/payment-methods`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/payment-methods/*`, requireMember(), csrfProtection())
  .get(`/${LOCALE}/account`, (c) => renderProfile(c))
  .get(`/${LOCALE}/account/:form{profile|subscriptions}`, (c) => toPage(c, '/account'))
  .get(`/${LOCALE}/account/addresses/:addressId{[\\w-]{1,64}}`, (c) =>
    toPage(c, `/account/addresses?edit=${encodeURIComponent(c.req.param('addressId'))}#edit-address`),
  )
  .get(`/${LOCALE}/account/payment-methods/:paymentInstrumentId{[\\w-]{1,64}}`, (c) =>
    toPage(c, '/account/payment-methods'),
  )
  // The profile page's forms post to the page itself, so a refused one renders at its URL.
  .post(
    `/${LOCALE}/account`,
    (c, next) => (isSubscriptions(c) ? subscriptionsForm : profileForm)(c, next),
    (c) => (isSubscriptions(c) ? setSubscriptions(c) : updateProfile(c)),
  )
  .post(`/${LOCALE}/account/profile`, profileForm, updateProfile)
  .post(`/${LOCALE}/account/subscriptions`, subscriptionsForm, setSubscriptions)
  .get(`/${LOCALE}/account/addresses`, (c) => renderAddresses(c))
  // An address's edit form posts to its page (`?edit={id}`), so a refused one renders there.
  .post(
    `/${LOCALE}/account/addresses`,
    (c, next) => (c.req.query('edit') === undefined ? addressForm : addressActionForm)(c, next),
    async (c) => {
      const edit = editedAddress(c);
      if (edit !== undefined) return changeAddress(c, edit);
      await accountService(c).saveAddress(await formValues(c));
      return saved(c, 'addressSaved');
    },
  )
  .post(`/${LOCALE}/account/addresses/:addressId{[\\w-]{1,64}}`, addressActionForm, (c) =>
    changeAddress(c, c.req.param('addressId')),
  )
  .get(`/${LOCALE}/account/payment-methods`, (c) => renderPaymentMethods(c))
  .post(`/${LOCALE}/account/payment-methods`, cardForm, async (c) => {
    const values = await formValues(c);
    const token = values.cardToken ?? '';
    if (!TOKEN.test(token)) throw new HttpError(400, 'API400', 'No card token from the payment provider');
    await accountService(c).saveCard(token, values.makeDefault === 'on');
    return saved(c, 'cardAdded');
  })
  .post(
    `/${LOCALE}/account/payment-methods/:paymentInstrumentId{[\\w-]{1,64}}`,
    cardActionForm,
    async (c) => {
      const id = c.req.param('paymentInstrumentId');
      const values = await formValues(c);
      const service = accountService(c);
      if (values._action === 'delete') {
        await service.deleteCard(id);
        return saved(c, 'cardDeleted');
      }
      if (values._action !== 'default') throw new HttpError(400, 'API400', 'Unknown card action');
      await service.makeDefaultCard(id);
      return saved(c, 'defaultChanged');
    },
  );
