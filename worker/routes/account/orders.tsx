/**
 * The member's orders (page type Account, `private, no-store`, members only: a signed-out request
 * goes to sign-in and comes back). Actions are plain forms posted beside the page:
 *
 * | GET  /{locale}/account/orders[?page=]                         | history, newest first        |
 * | GET  /{locale}/account/orders/{orderNumber}                   | detail, timeline, actions    |
 * | GET  /{locale}/account/orders/{orderNumber}/invoice.pdf       | the upstream's PDF, streamed |
 * | GET  /{locale}/account/orders/{orderNumber}/return-label.pdf  | the PDF once shipped; else 409 |
 * | POST /{locale}/account/orders/{orderNumber}/cancel            | 303 back, `?done=cancelled`  |
 * | POST /{locale}/account/orders/{orderNumber}/gift-card-email   | 303 back, `?done=giftCardSent` |
 *
 * A refusal of the upstream (shipped, no gift card, the resend budget) is a 303 back with
 * `?error={errorId}` (`API429_giftCardEmail` for the resend budget, whose text differs); an
 * order the member does not own is the 404 page, like one that does not exist. A return label the
 * upstream refuses (not shipped yet, cancelled) is the order page with the refusal, at 409: the
 * link is only shown once the upstream says `returnable`, so only an old link or a typed address
 * gets there.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { ordersText } from '../../../client/i18n/orders';
import type { OrderNotice } from '../../../client/pages/account/OrdersDetail';
import { OrderDetailMain } from '../../../client/pages/account/OrdersDetailPage';
import { OrdersMain } from '../../../client/pages/account/OrdersPage';
import { HISTORY_PAGE_SIZE, ORDER_NUMBER } from '../../../shared/contract';
import { pdfDownload } from '../../account/orders-pdf';
import { accountShell } from '../../account/shell';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import { requireMember } from '../../middleware/member';
import { LOCALE, page } from '../../render/page-kit';
import { ApiError } from '../../upstream/errors';
import { formAnswer, formReturn, formRoute } from '../../validation';

const ORDERS = `/${LOCALE}/account/orders`;
const ORDER = `${ORDERS}/:orderNumber`;

/** The order number of the path; anything else is no order (404 before any upstream call). */
const orderNumberOf = (c: Context<AppEnv>): string => {
  const orderNumber = c.req.param('orderNumber') ?? '';
  if (!ORDER_NUMBER.test(orderNumber)) throw new HttpError(404, 'API404', 'Order not found');
  return orderNumber;
};

/** An upstream 4xx for an order (ORD404: unknown or another consumer's) is the 404 page. */
const orNotFound = (error: unknown): never => {
  if (error instanceof ApiError && error.status === 404)
    throw new HttpError(404, 'API404', 'Order not found');
  throw error;
};

/**
 * The resend budget's refusal has its own text (`error_API429_giftCardEmail`): the catalogue's
 * API429 is the order look-up budget's wording.
 */
const GIFT_CARD_EMAIL_LIMIT = 'API429_giftCardEmail';

const noticeOf = (c: Context<AppEnv>): OrderNotice | undefined => {
  const done = c.req.query('done');
  if (done === 'cancelled' || done === 'giftCardSent') return { kind: 'done', key: done };
  const error = c.req.query('error');
  return error && (/^[A-Z]{3}\d{3}$/.test(error) || error === GIFT_CARD_EMAIL_LIMIT)
    ? { kind: 'error', errorId: error }
    : undefined;
};

/**
 * An action's plain form (`formRoute`), posted beside the order's page: a refusal of the upstream
 * (shipped, no gift card, the resend budget) is a 303 back with `?error={errorId}`; a path with no
 * order number is the 404 page and a body no form of ours sends the 400 page, as for any request.
 */
const actionForm = (done: 'cancelled' | 'giftCardSent') =>
  formRoute((c) => {
    const orderNumber = c.req.param('orderNumber') ?? '';
    const valid = ORDER_NUMBER.test(orderNumber);
    return {
      back: undefined,
      fallback: `/${c.get('site').locale}/account/orders${valid ? `/${orderNumber}` : ''}`,
      owns: ['done', 'error'],
      badBody: 'error page',
      refused: ({ status, errorId }) =>
        valid
          ? { error: done === 'giftCardSent' && status === 429 ? GIFT_CARD_EMAIL_LIMIT : errorId }
          : undefined,
    };
  });

/** Runs an action on the order and answers the form (`formAnswer`) with a 303 back to its page. */
const act = async (
  c: Context<AppEnv>,
  done: 'cancelled' | 'giftCardSent',
  action: (token: string, orderNumber: string) => Promise<unknown>,
) => {
  const orderNumber = orderNumberOf(c);
  await c.get('session').withToken((token) => action(token, orderNumber));
  return formAnswer(c, { json: { orderNumber, done }, query: { done } });
};

/** The order's page (what the upstream allows decides its actions), with a notice, at `status`. */
const detailPage = async (
  c: Context<AppEnv>,
  orderNumber: string,
  notice: OrderNotice | undefined,
  status = 200,
) => {
  const { site } = c.var;
  const text = ordersText(site.language);
  // The country's phone mask for the addresses shown (null shows phones as stored).
  const rulesLoad = c
    .get('upstream')
    .utilities.i18n(site.country)
    .catch(() => null);
  const purchase = await c
    .get('session')
    .withToken((token) => c.get('upstream').orders.purchase(token, { orderNumber }))
    .catch(orNotFound);
  const rules = await rulesLoad;
  const pageShell = await accountShell(
    c,
    text.orderNumber.replace('{orderNumber}', orderNumber),
    `/account/orders`,
  );
  return page(
    c,
    pageShell,
    'OrderDetailMain',
    () => createElement(OrderDetailMain, { purchase, text, notice, rules }),
    status,
  );
};

/**
 * A document the upstream refused (409: a return label before the order shipped, ORD444, or of a
 * cancelled order, ORD441), reached by an old link or a typed address (`formReturn`: its refusal
 * answered through the one error handler, which logs it): the order's page at the refusal's status
 * with the refusal in the shopper's language, never an error body saved as a PDF; any other
 * refusal is answered as for any request (the 404 page for an order not the member's).
 */
const refusedDocument = formReturn((c) => {
  const orderNumber = c.req.param('orderNumber') ?? '';
  return {
    back: undefined,
    fallback: `/${c.get('site').locale}/account/orders`,
    refused: ({ status, errorId }, error) =>
      status === 409 && error instanceof ApiError && ORDER_NUMBER.test(orderNumber)
        ? detailPage(c, orderNumber, { kind: 'error', errorId }, status)
        : undefined,
  };
});

export const accountOrderPages = new Hono<AppEnv>()
  .use(ORDERS, requireMember())
  .use(`${ORDERS}/*`, requireMember(), csrfProtection())
  .get(ORDERS, async (c) => {
    const { site } = c.var;
    const text = ordersText(site.language);
    const requested = Number.parseInt(c.req.query('page') ?? '1', 10);
    const pageNumber = Number.isInteger(requested) && requested >= 1 && requested <= 10_000 ? requested : 1;
    const [history, pageShell] = await Promise.all([
      c
        .get('session')
        .withToken((token) =>
          c.get('upstream').orders.history(token, { page: pageNumber, count: HISTORY_PAGE_SIZE }),
        ),
      accountShell(c, text.ordersTitle, '/account/orders'),
    ]);
    return page(c, pageShell, 'OrdersMain', () =>
      createElement(OrdersMain, { history, page: pageNumber, text }),
    );
  })
  .get(ORDER, (c) => detailPage(c, orderNumberOf(c), noticeOf(c)))
  .get(`${ORDER}/invoice.pdf`, async (c) => {
    const orderNumber = orderNumberOf(c);
    const pdf = await c
      .get('session')
      .withToken((token) => c.get('upstream').orders.invoice(token, { orderNumber }))
      .catch(orNotFound);
    return pdfDownload(pdf, `invoice-${orderNumber}.pdf`);
  })
  .get(`${ORDER}/return-label.pdf`, refusedDocument, async (c) => {
    const orderNumber = orderNumberOf(c);
    const pdf = await c
      .get('session')
      .withToken((token) => c.get('upstream').orders.returnLabel(token, orderNumber))
      .catch(orNotFound);
    return pdfDownload(pdf, `return-label-${orderNumber}.pdf`);
  })
  .post(`${ORDER}/cancel`, actionForm('cancelled'), (c) =>
    act(c, 'cancelled', (token, orderNumber) => c.get('upstream').orders.cancel(token, orderNumber)),
  )
  .post(`${ORDER}/gift-card-email`, actionForm('giftCardSent'), (c) =>
    act(c, 'giftCardSent', (token, orderNumber) =>
      c.get('upstream').orders.resendGiftCardEmail(token, orderNumber),
    ),
  );
