/**
 * The account's customer service pages (page type Account, `private, no-store`, members only):
 *
 * | GET  /{locale}/account/warranty[?opened=|error=] | the member's cases and the open-case form |
 * | POST /{locale}/account/warranty                  | multipart: `line`, `description`,         |
 * |                                                  | `photos[]`; 303 `?opened={caseNumber}`     |
 * | GET  /{locale}/account/privacy[?saved=|error=]   | notification preferences, the data export |
 * | POST /{locale}/account/privacy                   | the preferences' checkboxes (all of them) |
 * | POST /{locale}/account/privacy/export            | the export, mailed by the upstream        |
 *
 * Each form answers through the one form answer: success is a 303 back to its page; the warranty
 * form's fields to fix (photos by their bytes, size and count) render it again at 422 with the
 * typed text; any other refusal (the budget's 429, the upstream's 409 or 429) a 303 with `?error=`.
 * The warranty form alone takes a body above the usual cap (`largeBody`): three photos of 1 MiB.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { serviceText } from '../../../client/i18n/service';
import { PrivacyMain, type PrivacyView } from '../../../client/pages/account/PrivacyPage';
import { WarrantyMain, type WarrantyView } from '../../../client/pages/account/WarrantyPage';
import {
  NOTIFICATION_KEYS,
  WARRANTY_CASE_NUMBER,
  WARRANTY_PHOTO_MAX_BYTES,
  WARRANTY_PHOTOS_MAX,
} from '../../../shared/contract/service';
import { accountShell } from '../../account/shell';
import { ServiceFormProblem, warrantyFromForm } from '../../customer-service/forms';
import type { AppEnv } from '../../env';
import { largeBody } from '../../middleware/body-limit';
import { csrfProtection } from '../../middleware/csrf';
import { requireMember } from '../../middleware/member';
import { PRIVATE_NO_STORE } from '../../middleware/no-store';
import { takeServiceTry, WARRANTY_BUDGET } from '../../middleware/rate-limit/service-budget';
import { LOCALE, page } from '../../render/page-kit';
import { formAnswer, formRoute, readForm } from '../../validation';
import { safeRedirect } from '../../validation/redirect';

const ERROR_ID = /^[A-Za-z]{3,20}\d{0,3}$/;
/** The photos and the form's text with room to spare; past it a 413 before anything is read. */
const WARRANTY_BODY_MAX = WARRANTY_PHOTOS_MAX * WARRANTY_PHOTO_MAX_BYTES + 64 * 1024;

const errorOf = (c: Context<AppEnv>) => {
  const error = c.req.query('error');
  return error && ERROR_ID.test(error) ? error : undefined;
};

const renderWarranty = async (
  c: Context<AppEnv>,
  state: Pick<WarrantyView, 'values' | 'fieldErrors'> = {},
  status = 200,
) => {
  const text = serviceText(c.get('site').language);
  const upstream = c.get('upstream');
  const session = c.get('session');
  const [cases, history, shell] = await Promise.all([
    session.withToken((token) => upstream.service.warrantyCases(token)),
    session.withToken((token) => upstream.orders.history(token, { start: 0, count: 50 })),
    accountShell(c, text.warrantyTitle, '/account/warranty'),
  ]);
  const opened = c.req.query('opened');
  const view: WarrantyView = {
    ...state,
    cases: cases.cases,
    orders: history.orders,
    opened: status === 200 && opened && WARRANTY_CASE_NUMBER.test(opened) ? opened : undefined,
    errorId: status === 200 ? errorOf(c) : undefined,
    text,
  };
  return page(c, shell, 'WarrantyMain', () => createElement(WarrantyMain, { view }), status);
};

const renderPrivacy = async (c: Context<AppEnv>) => {
  const text = serviceText(c.get('site').language);
  const [{ notification }, shell] = await Promise.all([
    c.get('session').withToken((token) => c.get('upstream').service.notification(token)),
    accountShell(c, text.privacyTitle, '/account/privacy'),
  ]);
  const saved = c.req.query('saved');
  const errorId = errorOf(c);
  const form = c.req.query('form') === 'export' ? 'export' : 'notifications';
  const view: PrivacyView = {
    notification,
    saved: saved === 'notificationsSaved' || saved === 'exportSent' ? saved : undefined,
    error: errorId ? { form, errorId } : undefined,
    text,
  };
  return page(c, shell, 'PrivacyMain', () => createElement(PrivacyMain, { view }));
};

const warrantyForm = formRoute((c, form) => ({
  back: undefined,
  fallback: `/${c.get('site').locale}/account/warranty`,
  owns: ['opened', 'error'],
  badBody: 'error page',
  refused: ({ errorId }, error) => {
    if (error instanceof ServiceFormProblem)
      return renderWarranty(
        c,
        {
          values: {
            line: (form.line ?? '').slice(0, 80),
            description: (form.description ?? '').slice(0, 2000),
          },
          fieldErrors: error.fields,
        },
        422,
      );
    return { error: errorId };
  },
}));

/** The privacy page's forms: a refusal is a 303 back naming the form and its error. */
const privacyForm = (name: 'notifications' | 'export') =>
  formRoute((c) => ({
    back: undefined,
    fallback: `/${c.get('site').locale}/account/privacy`,
    owns: ['saved', 'error', 'form'],
    badBody: 'error page',
    refused: ({ errorId }) => ({ error: errorId, form: name }),
  }));

/** The files of the form's `photos[]` (Hono keeps a `[]` name's parts as a list). */
const photosOf = async (c: Context<AppEnv>): Promise<File[]> => {
  const body = await c.req.parseBody({ all: true });
  const photos = body['photos[]'];
  return (Array.isArray(photos) ? photos : photos === undefined ? [] : [photos]).filter(
    (part): part is File => part instanceof File,
  );
};

export const accountServicePages = new Hono<AppEnv>()
  .use(`/${LOCALE}/account/warranty`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/privacy`, requireMember(), csrfProtection())
  .use(`/${LOCALE}/account/privacy/*`, requireMember(), csrfProtection())
  .get(`/${LOCALE}/account/warranty`, (c) => renderWarranty(c))
  .post(
    `/${LOCALE}/account/warranty`,
    largeBody(WARRANTY_BODY_MAX, 'Photos can be 1 MB each at most, 3 in all'),
    warrantyForm,
    async (c) => {
      const body = await warrantyFromForm(await readForm(c), await photosOf(c));
      await takeServiceTry(c, WARRANTY_BUDGET);
      const created = await c
        .get('session')
        .withToken((token) => c.get('upstream').service.openWarranty(token, body));
      return formAnswer(c, { json: created, status: 201, query: { opened: created.caseNumber } });
    },
  )
  .get(`/${LOCALE}/account/privacy`, (c) => renderPrivacy(c))
  // The export's post address opened with GET (a reload, the way back from sign-in): its page.
  .get(`/${LOCALE}/account/privacy/export`, (c) => {
    c.header('cache-control', PRIVATE_NO_STORE);
    return safeRedirect(c, `/${c.get('site').locale}/account/privacy`);
  })
  .post(`/${LOCALE}/account/privacy`, privacyForm('notifications'), async (c) => {
    const values = await readForm(c);
    const prefs = Object.fromEntries(NOTIFICATION_KEYS.map((key) => [key, values[key] === 'on']));
    await c.get('session').withToken((token) =>
      c.get('upstream').service.setNotification(token, {
        orderUpdates: prefs.orderUpdates === true,
        serviceUpdates: prefs.serviceUpdates === true,
        backInStock: prefs.backInStock === true,
      }),
    );
    return formAnswer(c, { json: { notification: prefs }, query: { saved: 'notificationsSaved' } });
  })
  .post(`/${LOCALE}/account/privacy/export`, privacyForm('export'), async (c) => {
    await readForm(c);
    const answer = await c
      .get('session')
      .withToken((token) => c.get('upstream').service.retrieveUserData(token));
    return formAnswer(c, { json: answer, status: 202, query: { saved: 'exportSent' } });
  });
