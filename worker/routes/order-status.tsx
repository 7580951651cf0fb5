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
import { HttpError } from '../middleware/errors';
import { noStore } from '../middleware/no-store';
import { rateLimit } from '../middleware/rate-limit';
import { ORDER_LOOKUP_BUDGET } from '../middleware/rate-limit/order-lookup-budget';
import { LOCALE, page, shellFor } from '../render/page-kit';
import { ApiError } from '../upstream/errors';
import { formRoute, readForm } from '../validation';

const PATH = `/${LOCALE}/order-status`;

const lookupSchema = z.object({
  orderNumber: z.string().trim().toUpperCase().pipe(orderReferenceSchema.shape.orderNumber),
  email: z.string().trim().pipe(z.email().max(254)),
});

/** The posted fields, cut to a length no real entry reaches. */
const valuesOf = (form: Record<string, string>) => ({
  orderNumber: (form.orderNumber ?? '').slice(0, 40),
  email: (form.email ?? '').slice(0, 254),
});

/** The fields to fix (a 422: the form again, values kept, each wrong field marked). */
class LookupProblem extends HttpError {
  constructor(readonly wrong: ReadonlySet<unknown>) {
    super(422, 'API422', 'Please check your entries');
    this.name = 'LookupProblem';
  }
}

/** The posted pair (`lookupForm` read the form); fields to fix throw a `LookupProblem`. */
const readLookup = async (c: Context<AppEnv>): Promise<Required<OrderReference>> => {
  const parsed = lookupSchema.safeParse(valuesOf(await readForm(c)));
  if (parsed.success) return parsed.data;
  throw new LookupProblem(new Set(parsed.error.issues.map((i) => i.path[0])));
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

/**
 * The lookup's plain form (`formRoute`): a body no form of ours sends is the 400 page. Fields to
 * fix render the form again (422, values kept, each wrong field marked); a pair the upstream
 * refuses (4xx) is the same "no match" for every refusal: the form again at 404, or for the
 * invoice a 303 back to the form with `?error=ORD404`.
 */
const lookupForm = (answer: 'page' | 'back') =>
  formRoute((c, form) => ({
    back: undefined,
    fallback: `/${c.get('site').locale}/order-status`,
    owns: ['error'],
    badBody: 'error page',
    refused: (described, error) => {
      if (answer === 'back')
        return error instanceof LookupProblem || isNoMatch(error) ? { error: 'ORD404' } : undefined;
      const values = valuesOf(form);
      if (error instanceof LookupProblem) {
        const text = ordersText(c.get('site').language);
        return render(
          c,
          {
            values,
            fieldErrors: {
              ...(error.wrong.has('orderNumber') ? { orderNumber: text.lookupNumberInvalid } : {}),
              ...(error.wrong.has('email') ? { email: text.lookupEmailInvalid } : {}),
            },
          },
          422,
        );
      }
      if (!isNoMatch(error)) return undefined;
      return render(
        c,
        { values: lookupSchema.parse(values), notice: { kind: 'error', errorId: described.errorId } },
        404,
      );
    },
  }));

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
  .post(PATH, lookupLimit, lookupForm('page'), async (c) => {
    const ref = await readLookup(c);
    // The country's phone mask for the addresses shown (null shows phones as stored).
    const rulesLoad = c
      .get('upstream')
      .utilities.i18n(c.get('site').country)
      .catch(() => null);
    const purchase = await c
      .get('session')
      .withToken((token) => c.get('upstream').orders.purchase(token, ref));
    return render(c, { values: ref, purchase, rules: await rulesLoad });
  })
  .post(`${PATH}/invoice.pdf`, lookupLimit, lookupForm('back'), async (c) => {
    const ref = await readLookup(c);
    const pdf = await c.get('session').withToken((token) => c.get('upstream').orders.invoice(token, ref));
    return pdfDownload(pdf, `invoice-${ref.orderNumber}.pdf`);
  });
