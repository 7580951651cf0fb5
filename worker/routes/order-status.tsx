/**
 * The guest order lookup (`private, no-store`): an order number and the e-mail it was placed
 * with open the order read only (timeline, lines, totals, invoice). The e-mail is only ever
 * posted, never put in a URL, so it stays out of histories, logs and Referer headers.
 *
 * | GET  /{locale}/order-status[?error=]      | the lookup form                                   |
 * | POST /{locale}/order-status               | the order (200), no match (404), bad fields (422) |
 * | POST /{locale}/order-status/invoice.pdf   | the invoice, streamed; no match: 303 to the form  |
 *
 * The upstream gives one answer (ORD404) for an unknown number and a wrong e-mail alike, and so
 * does this page. Both posts and `/api/orders/lookup` share one budget per client address, so the pair
 * cannot be guessed by trying e-mails: past it, the form again with a 429 and `Retry-After`.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { z } from 'zod';
import { ordersText } from '../../client/i18n/orders';
import { OrderStatusMain, type OrderStatusView } from '../../client/pages/OrderStatusPage';
import { type OrderReference, orderReferenceSchema } from '../../shared/contract';
import { pdfDownload } from '../account/orders-pdf';
import type { AppEnv } from '../env';
import { csrfProtection } from '../middleware/csrf';
import { describeError } from '../middleware/errors';
import { noStore } from '../middleware/no-store';
import { rateLimit } from '../middleware/rate-limit';
import { ORDER_LOOKUP_BUDGET } from '../middleware/rate-limit/order-lookup-budget';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { ApiError } from '../upstream/errors';
import { readForm } from '../validation';

const PATH = `/${LOCALE}/order-status`;

const lookupSchema = z.object({
  orderNumber: z.string().trim().toUpperCase().pipe(orderReferenceSchema.shape.orderNumber),
  email: z.string().trim().pipe(z.email().max(254)),
});

/** The posted pair, or the fields to fix (values kept, cut to a length no real entry reaches). */
const readLookup = async (
  c: Context<AppEnv>,
): Promise<
  { ok: true; ref: Required<OrderReference> } | { ok: false; view: Omit<OrderStatusView, 'text'> }
> => {
  const form = await readForm(c);
  const values = {
    orderNumber: (form.orderNumber ?? '').slice(0, 40),
    email: (form.email ?? '').slice(0, 254),
  };
  const parsed = lookupSchema.safeParse(values);
  if (parsed.success) return { ok: true, ref: parsed.data };
  const text = ordersText(c.get('site').language);
  const wrong = new Set(parsed.error.issues.map((i) => i.path[0]));
  return {
    ok: false,
    view: {
      values,
      fieldErrors: {
        ...(wrong.has('orderNumber') ? { orderNumber: text.lookupNumberInvalid } : {}),
        ...(wrong.has('email') ? { email: text.lookupEmailInvalid } : {}),
      },
    },
  };
};

const render = async (c: Context<AppEnv>, view: Omit<OrderStatusView, 'text'>, status = 200) => {
  const text = ordersText(c.get('site').language);
  const pageShell = await shellFor(c, {
    pageType: 'Other',
    title: `${text.lookupTitle} | Ridgeline`,
    description: text.lookupIntro,
    canonicalPath: `/${c.get('site').locale}/order-status`,
    indexable: false,
  });
  return page(
    c,
    pageShell,
    'OrderStatusMain',
    () => createElement(OrderStatusMain, { view: { ...view, text } }),
    status,
  );
};

/** An order lookup the upstream refused with a 4xx: the same "no match" for every such refusal. */
const isNoMatch = (error: unknown) => error instanceof ApiError && error.status < 500;

const lookupLimit = rateLimit(ORDER_LOOKUP_BUDGET, (c) =>
  render(c, { values: {}, notice: { kind: 'error', errorId: 'API429' } }, 429),
);

export const orderStatusPages = new Hono<AppEnv>()
  .use(PATH, noStore, csrfProtection())
  .use(`${PATH}/*`, noStore, csrfProtection())
  .get(PATH, (c) => {
    const error = c.req.query('error');
    return render(c, {
      values: {},
      ...(error === 'ORD404' ? { notice: { kind: 'error', errorId: error } } : {}),
    });
  })
  .post(PATH, lookupLimit, async (c) => {
    const read = await readLookup(c);
    if (!read.ok) return render(c, read.view, 422);
    const { ref } = read;
    try {
      // The country's phone mask for the addresses shown (null shows phones as stored).
      const rulesLoad = c
        .get('upstream')
        .utilities.i18n(c.get('site').country)
        .catch(() => null);
      const purchase = await c
        .get('session')
        .withToken((token) => c.get('upstream').orders.purchase(token, ref));
      return render(c, { values: ref, purchase, rules: await rulesLoad });
    } catch (error) {
      if (!isNoMatch(error)) throw error;
      return render(
        c,
        { values: ref, notice: { kind: 'error', errorId: describeError(error).errorId } },
        404,
      );
    }
  })
  .post(`${PATH}/invoice.pdf`, lookupLimit, async (c) => {
    const read = await readLookup(c);
    const back = `/${c.get('site').locale}/order-status?error=ORD404`;
    if (!read.ok) return c.redirect(back, 303);
    const { ref } = read;
    try {
      const pdf = await c.get('session').withToken((token) => c.get('upstream').orders.invoice(token, ref));
      return pdfDownload(pdf, `invoice-${ref.orderNumber}.pdf`);
    } catch (error) {
      if (!isNoMatch(error)) throw error;
      return c.redirect(back, 303);
    }
  });
