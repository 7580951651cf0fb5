/**
 * The store associate's pages (commerce spec sections 2, 6, 7; worker/instore/session.ts). Every
 * change is a plain form posted beside its page, answered through the one form answer; islands
 * would post the same fields and get JSON.
 *
 * | GET  /{locale}/associate-login        | ends any in-store session; the sign-in form          |
 * | POST /{locale}/associate-login        | `storeId`, `storeEmployeeId`, `password`: agent login, |
 * |                                       | then the tools (a refusal: the form again, one message) |
 * | GET  /{locale}/associate              | the tools (no in-store session: to associate-login)  |
 * | POST /{locale}/associate/shopper      | `email` (consumer lookup, then act for the member) or |
 * |                                       | `guest=1` (a new guest)                               |
 * | POST /{locale}/associate/adjustments  | `_action=add` (`itemId`?, `type`, `value`, `reasonCode`) |
 * |                                       | or `_action=remove` (`adjustmentId`)                  |
 * | POST /{locale}/associate/reserve      | `productId`, `qty`: reserve with item                 |
 * | POST /{locale}/associate/logout       | ends the in-store session and its shopper session     |
 *
 * A tools form refused (AUT450 without an in-store session, the upstream's PRC400, INV701, AUT404)
 * is a 303 back to the tools with `?error=`; success is a 303 with `?saved=1`. The tools' post
 * addresses opened with GET lead to the tools. The mobile app's webview has no associate pages.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { z } from 'zod';
import { associateText } from '../../../client/i18n/associate';
import {
  AssociateLoginMain,
  type AssociateLoginView,
} from '../../../client/pages/associate/AssociateLoginPage';
import { type AssociateNotice, AssociateToolsMain } from '../../../client/pages/associate/AssociateToolsPage';
import {
  emailSchema,
  priceAdjustmentTypeSchema,
  reasonCodeSchema,
  skuSchema,
  storeEmployeeIdSchema,
  storeIdSchema,
} from '../../../shared/contract';
import { PASSWORD_MAX_LENGTH } from '../../../shared/contract/password';
import { signOutMember } from '../../auth/sign-in';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import { noStore } from '../../middleware/no-store';
import { durableBudget } from '../../middleware/rate-limit/budget';
import { rateLimit } from '../../middleware/rate-limit/index';
import { LOCALE, page, shellFor, soft } from '../../render/page-kit';
import { formAnswer, formRoute, typedFields, validateBody } from '../../validation';
import { safeRedirect } from '../../validation/redirect';

/**
 * Agent sign-in tries per client address (the upstream also counts per associate): a store's
 * till signs in a few times a shift, a guesser would need thousands. Durable, as the other
 * guards against guessing.
 */
export const AGENT_LOGIN_BUDGET = durableBudget('agent-login', { limit: 20, windowMs: 15 * 60_000 });

const loginBodySchema = z.object({
  storeId: storeIdSchema,
  storeEmployeeId: storeEmployeeIdSchema,
  password: z.string().min(1).max(PASSWORD_MAX_LENGTH),
});

const shopperBodySchema = z
  .object({ email: emailSchema.optional(), guest: z.literal('1').optional() })
  .refine((b) => (b.email === undefined) !== (b.guest === undefined), 'Give an e-mail, or choose a guest');

/** A form's value: money in major units with at most two decimals, or a percentage. */
const VALUE = /^\d{1,7}(?:[.,]\d{1,2})?$/;

const adjustmentBodySchema = z.discriminatedUnion('_action', [
  z.object({
    _action: z.literal('add'),
    itemId: z.string().min(1).max(64).optional(),
    type: priceAdjustmentTypeSchema,
    value: z.string().regex(VALUE, 'Value is not a number'),
    reasonCode: reasonCodeSchema,
  }),
  z.object({ _action: z.literal('remove'), adjustmentId: z.string().min(1).max(64) }),
]);

const reserveBodySchema = z.object({ productId: skuSchema, qty: z.number().int().min(1).max(99) });

const toolsPath = (c: Context<AppEnv>) => `/${c.get('site').locale}/associate`;
const loginPath = (c: Context<AppEnv>) => `/${c.get('site').locale}/associate-login`;

/** The webview (MAPP) and in-store sessions never mix: its associate pages do not exist. */
const notInWebview = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (c.get('channel') === 'MAPP') throw new HttpError(404, 'API404', 'Not found');
  await next();
};

/** The associate tools need an in-store session (a shopper never reaches them): AUT450. */
const inStoreOnly = async (c: Context<AppEnv>, next: () => Promise<void>) => {
  if (!c.get('inStore').active)
    throw new HttpError(403, 'AUT450', 'Only an associate in an in-store session may do this');
  await next();
};

/** The associate, for the calls that name one (every tools route runs after `inStoreOnly`). */
const associateOf = (c: Context<AppEnv>) => c.get('inStore').associate!;

const renderLogin = async (
  c: Context<AppEnv>,
  state: Pick<AssociateLoginView, 'values' | 'errorId' | 'ended'>,
  status = 200,
) => {
  const text = associateText(c.get('site').language);
  const [stores, shell] = await Promise.all([
    soft(c, 'stores', c.get('upstream').stores.list()),
    shellFor(c, {
      pageType: 'Account',
      title: `${text.loginTitle} | Ridgeline`,
      description: '',
      canonicalPath: loginPath(c),
      indexable: false,
    }),
  ]);
  const view: AssociateLoginView = {
    text,
    stores: (stores ?? []).map((s) => ({ id: s.storeId, name: s.name })),
    ...state,
  };
  return page(c, shell, 'AssociateLoginMain', () => createElement(AssociateLoginMain, { view }), status);
};

const noticeOf = (c: Context<AppEnv>): AssociateNotice | undefined => {
  if (c.req.query('saved') === '1') return { kind: 'saved' };
  const error = c.req.query('error');
  return error && /^[A-Z]{3}\d{3}$/.test(error) ? { kind: 'error', errorId: error } : undefined;
};

/** A tools form: every refusal is a 303 back to the tools with its error id. */
const toolsForm = formRoute((c) => ({
  back: undefined,
  fallback: toolsPath(c),
  owns: ['saved', 'error'],
  refused: ({ errorId }) => ({ error: errorId }),
}));

const done = (c: Context<AppEnv>) => formAnswer(c, { json: { saved: true }, query: { saved: '1' } });

/** The amount in minor units (AMOUNT) or the percentage with its one decimal (PERCENTAGE). */
const adjustmentValue = (type: 'AMOUNT' | 'PERCENTAGE', typed: string): number => {
  const value = Number(typed.replace(',', '.'));
  return type === 'AMOUNT' ? Math.round(value * 100) : value;
};

export const associatePages = new Hono<AppEnv>()
  .use(`/${LOCALE}/associate-login`, notInWebview, noStore)
  .use(`/${LOCALE}/associate`, notInWebview, noStore)
  .use(`/${LOCALE}/associate/*`, notInWebview, noStore)
  .get(`/${LOCALE}/associate-login`, async (c) => {
    // The spec's second way out: opening the sign-in page ends the session it would replace.
    const inStore = c.get('inStore');
    const ended = inStore.active;
    if (c.get('session').isOnBehalf) await signOutMember(c);
    if (ended) inStore.end();
    return renderLogin(c, { values: {}, ended });
  })
  .post(
    `/${LOCALE}/associate-login`,
    csrfProtection(),
    formRoute((c, fields) => ({
      back: undefined,
      fallback: loginPath(c),
      badBody: 'error page',
      refused: ({ errorId, status }) =>
        renderLogin(
          c,
          { values: typedFields(fields, ['storeId', 'storeEmployeeId'] as const), errorId },
          status,
        ),
    })),
    rateLimit(AGENT_LOGIN_BUDGET),
    validateBody(loginBodySchema),
    async (c) => {
      const adjustments = c.get('upstream').adjustments;
      const login = await adjustments.agentLogin(c.req.valid('json'));
      // Until a shopper is looked up, the associate sells to a new guest of their own.
      const tokens = await adjustments.actFor(login.agentToken);
      c.get('inStore').start(login.agentToken, login.inStoreSession);
      c.get('session').actFor(tokens);
      return formAnswer(c, { json: { signedIn: true }, to: toolsPath(c) });
    },
  )
  .get(`/${LOCALE}/associate`, async (c) => {
    const inStore = c.get('inStore');
    const view = inStore.view;
    if (!view) return safeRedirect(c, loginPath(c));
    const text = associateText(c.get('site').language);
    const upstream = c.get('upstream');
    const [cart, staff, shell] = await Promise.all([
      soft(c, 'associate cart', c.get('cart').current({ inventoryCheck: false })),
      soft(c, 'store employees', upstream.stores.employees(view.storeId)),
      shellFor(c, {
        pageType: 'Account',
        title: `${text.toolsTitle} | Ridgeline`,
        description: '',
        canonicalPath: toolsPath(c),
        indexable: false,
      }),
    ]);
    return page(c, shell, 'AssociateToolsMain', () =>
      createElement(AssociateToolsMain, {
        view: {
          text,
          storeName: view.storeName,
          shopperEmail: inStore.shopperEmail,
          noShopper: !c.get('session').isOnBehalf,
          cart,
          employees: staff?.employees ?? [],
          notice: noticeOf(c),
          now: Date.now(),
        },
      }),
    );
  })
  // A tools form's address opened with GET (a reload after a refusal): the tools.
  .get(`/${LOCALE}/associate/:form{shopper|adjustments|reserve|logout}`, (c) => safeRedirect(c, toolsPath(c)))
  .post(`/${LOCALE}/associate/logout`, csrfProtection(), async (c) => {
    // Upstream first (its tokens stop working), then the cookies; a failed call still ends it here.
    if (c.get('session').isOnBehalf) await signOutMember(c);
    c.get('inStore').end();
    return safeRedirect(c, loginPath(c));
  })
  .post(
    `/${LOCALE}/associate/shopper`,
    csrfProtection(),
    toolsForm,
    inStoreOnly,
    validateBody(shopperBodySchema),
    async (c) => {
      const { email } = c.req.valid('json');
      const upstream = c.get('upstream');
      if (email && !(await upstream.consumerAuth.lookup(email)).exists)
        throw new HttpError(404, 'AUT404', 'No shopper has this e-mail');
      const inStore = c.get('inStore');
      const tokens = await upstream.adjustments.actFor(inStore.agentToken!, email);
      c.get('session').actFor(tokens);
      inStore.setShopper(email);
      return done(c);
    },
  )
  .post(
    `/${LOCALE}/associate/adjustments`,
    csrfProtection(),
    toolsForm,
    inStoreOnly,
    validateBody(adjustmentBodySchema),
    async (c) => {
      const body = c.req.valid('json');
      const cart = c.get('cart');
      if (body._action === 'remove') await cart.removePriceAdjustment(body.adjustmentId, associateOf(c));
      else
        await cart.addPriceAdjustment({
          ...associateOf(c),
          ...(body.itemId ? { itemId: body.itemId } : {}),
          type: body.type,
          value: adjustmentValue(body.type, body.value),
          reasonCode: body.reasonCode,
        });
      return done(c);
    },
  )
  .post(
    `/${LOCALE}/associate/reserve`,
    csrfProtection(),
    toolsForm,
    inStoreOnly,
    validateBody(reserveBodySchema),
    async (c) => {
      const { productId, qty } = c.req.valid('json');
      await c.get('cart').reserveWithItem(productId, qty);
      return done(c);
    },
  );
