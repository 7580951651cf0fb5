/**
 * Customer service calls of spec section 7 (Consumer):
 * - GET /consumers-v3/contactus/categorySubject: categories and their subjects (any shopper);
 * - POST /consumers-v3/contactus: a guest's or member's message; a case number, and the
 *   acknowledgement e-mail in the outbox (kind `contact-us`, ref the case number);
 * - POST /consumers-v3/consumer/warranty: a member's case on a line of one of their own placed
 *   orders, 1 to 3 photos (JPEG, PNG or WebP by their first bytes, 1 MiB each) stored here;
 *   one open case per order line (409 API409); GET lists the member's cases (this upstream's own
 *   read: the spec names only the POST), photos as type and size, never their bytes;
 * - POST /consumers-v3/consumer/retrieveUserData: the member's data, e-mailed to them (outbox kind
 *   `data-export`), at most DATA_EXPORT_LIMIT a day (then 429 API429, nothing sent);
 * - PUT /consumers-v3/consumer/notification (GET reads it): which e-mails the member wants.
 * Every body is checked whole before the first write; a refused one writes nothing.
 */
import { type Context, Hono } from 'hono';
import {
  contactRequestSchema,
  type NotificationPreferences,
  notificationPreferencesSchema,
  photoProblem,
  photoTypeOf,
  textProblem,
  validateContact,
  WARRANTY_DESCRIPTION_MAX,
  WARRANTY_DESCRIPTION_MIN,
  type WarrantyCase,
  warrantyRequestSchema,
} from '../../../shared/contract/service';
import { requireShopper } from '../auth/middleware';
import { orderForRequest, requestLocale } from '../commerce/localize-order';
import { consumerStub } from '../consumer/directory';
import { requireMember } from '../consumer/member';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { ownedPurchaseRow, purchaseOf } from '../orders/store';
import { contactCategories, contactEmail, exportEmail, subjectOf } from './texts';

const noStore = { 'Cache-Control': 'private, no-store' };
const member = [requireShopper, requireMember] as const;

export const DATA_EXPORT_LIMIT = 2;
export const DATA_EXPORT_WINDOW_MS = 24 * 60 * 60 * 1000;

const DEFAULT_PREFERENCES: NotificationPreferences = {
  orderUpdates: true,
  serviceUpdates: true,
  backInStock: false,
};

/** `prefix` and 8 random digits: not guessable from another case's number. */
const caseNumber = (prefix: 'CS' | 'WC') => {
  const digits = crypto.getRandomValues(new Uint32Array(1))[0]! % 100_000_000;
  return `${prefix}${String(digits).padStart(8, '0')}`;
};

/** Runs `insert` with a new case number, once more if the number was taken (a UNIQUE conflict). */
const withCaseNumber = async <T>(prefix: 'CS' | 'WC', insert: (number: string) => Promise<T>): Promise<T> => {
  try {
    return await insert(caseNumber(prefix));
  } catch (error) {
    // Only the number itself clashing is tried again; a clash on anything else is the caller's.
    if (!String(error).includes('.case_number')) throw error;
    return insert(caseNumber(prefix));
  }
};

const fieldsRefusal = (fields: Record<string, string>) =>
  new SandboxError(
    400,
    'API400',
    `Please check: ${Object.entries(fields)
      .map(([field, problem]) => `${field} ${problem}`)
      .join(', ')}`,
    { fields },
  );

/** The bytes, or empty when the text is no base64 (refused as `photoEmpty`). */
const decodeBase64 = (data: string): Uint8Array => {
  let binary: string;
  try {
    binary = atob(data);
  } catch {
    return new Uint8Array();
  }
  const bytes = new Uint8Array(binary.length);
  for (let i = 0; i < binary.length; i++) bytes[i] = binary.charCodeAt(i);
  return bytes;
};

type CaseRow = {
  case_number: string;
  order_number: string;
  item_id: string;
  product_id: string;
  product_name: string;
  description: string;
  status: 'OPEN' | 'CLOSED';
  created_at: string;
  photos: string | null;
};

const casesOf = async (db: D1Database, consumerNo: string): Promise<WarrantyCase[]> => {
  const { results } = await db
    .prepare(
      `SELECT w.*, (SELECT json_group_array(json_object('contentType', p.content_type, 'size', p.size))
                    FROM warranty_photos p WHERE p.case_number = w.case_number) AS photos
       FROM warranty_cases w WHERE w.consumer_no = ? ORDER BY w.created_at DESC, w.case_number LIMIT 100`,
    )
    .bind(consumerNo)
    .all<CaseRow>();
  return results.map((row) => ({
    caseNumber: row.case_number,
    orderNumber: row.order_number,
    itemId: row.item_id,
    productId: row.product_id,
    productName: row.product_name,
    description: row.description,
    status: row.status,
    photos: JSON.parse(row.photos ?? '[]'),
    createdAt: row.created_at,
  }));
};

const preferencesOf = async (db: D1Database, consumerNo: string): Promise<NotificationPreferences> => {
  const row = await db
    .prepare(
      'SELECT order_updates, service_updates, back_in_stock FROM notification_preferences WHERE consumer_no = ?',
    )
    .bind(consumerNo)
    .first<{ order_updates: number; service_updates: number; back_in_stock: number }>();
  if (!row) return DEFAULT_PREFERENCES;
  return {
    orderUpdates: row.order_updates === 1,
    serviceUpdates: row.service_updates === 1,
    backInStock: row.back_in_stock === 1,
  };
};

/** Everything this upstream holds about the member (no password hash, no card token). */
const userData = async (c: Context<AppEnv>, consumerNo: string) => {
  const stub = consumerStub(c.env, consumerNo);
  const [profile, subscriptions, cards, orders, contacts, cases, notification] = await Promise.all([
    stub.view(true),
    stub.subscriptions(),
    stub.cards(),
    c.env.DB.prepare(
      'SELECT order_number, status, currency, total, created_at FROM orders WHERE consumer_no = ? ORDER BY created_at',
    )
      .bind(consumerNo)
      .all(),
    c.env.DB.prepare(
      'SELECT case_number, category_id, subject_id, message, created_at FROM contact_cases WHERE consumer_no = ? ORDER BY created_at',
    )
      .bind(consumerNo)
      .all(),
    casesOf(c.env.DB, consumerNo),
    preferencesOf(c.env.DB, consumerNo),
  ]);
  return {
    profile,
    subscriptions,
    paymentInstruments: cards.map(({ paymentInstrumentId, payment_method_id, card }) => ({
      paymentInstrumentId,
      payment_method_id,
      card,
    })),
    orders: orders.results,
    contactCases: contacts.results,
    warrantyCases: cases,
    notification,
  };
};

export const serviceRoutes = new Hono<AppEnv>()
  .get('/consumers-v3/contactus/categorySubject', (c) =>
    c.json(contactCategories(requestLocale(c)), 200, { 'Cache-Control': 'public, max-age=3600' }),
  )
  .post('/consumers-v3/contactus', requireShopper, validate('json', contactRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const locale = requestLocale(c);
    const problems: Record<string, string> = { ...validateContact(body) };
    const names = subjectOf(body.categoryId, body.subjectId, locale);
    if (!names && !problems.subjectId) problems.subjectId = 'required';
    if (Object.keys(problems).length > 0 || !names) throw fieldsRefusal(problems);
    const { consumerNo, consumerType } = c.var.shopper;
    const email = body.email.trim().toLowerCase();
    const message = body.message.trim().replace(/\r\n/g, '\n');
    const createdAt = new Date().toISOString();
    const number = await withCaseNumber('CS', async (number) => {
      const mail = contactEmail({
        locale,
        caseNumber: number,
        firstName: body.firstName.trim(),
        ...names,
        message,
      });
      // The case and its e-mail in one batch: never a case without its acknowledgement.
      await c.env.DB.batch([
        c.env.DB.prepare(
          `INSERT INTO contact_cases (case_number, consumer_no, category_id, subject_id, first_name, last_name,
             email, order_number, message, locale, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
        ).bind(
          number,
          consumerType === 'GUEST' ? null : consumerNo,
          body.categoryId,
          body.subjectId,
          body.firstName.trim(),
          body.lastName.trim(),
          email,
          body.orderNumber?.trim() || null,
          message,
          locale,
          createdAt,
        ),
        c.env.DB.prepare(
          `INSERT INTO outbox (recipient, subject, kind, body, ref, created_at) VALUES (?, ?, 'contact-us', ?, ?, ?)`,
        ).bind(email, mail.subject, mail.body, number, createdAt),
      ]);
      return number;
    });
    return c.json({ caseNumber: number, createdAt }, 201, noStore);
  })
  .get('/consumers-v3/consumer/warranty', ...member, async (c) =>
    c.json({ cases: await casesOf(c.env.DB, c.var.shopper.consumerNo) }, 200, noStore),
  )
  .post('/consumers-v3/consumer/warranty', ...member, validate('json', warrantyRequestSchema), async (c) => {
    const body = c.req.valid('json');
    const { consumerNo } = c.var.shopper;
    const problems: Record<string, string> = {};
    const description = body.description.trim().replace(/\r\n/g, '\n');
    const described = textProblem(description, WARRANTY_DESCRIPTION_MIN, WARRANTY_DESCRIPTION_MAX);
    if (described) problems.description = described;
    const photos = body.photos.map((photo) => decodeBase64(photo.data));
    const photoRefusal = photos.map(photoProblem).find((problem) => problem !== null);
    if (photoRefusal) problems.photos = photoRefusal;
    if (Object.keys(problems).length > 0) throw fieldsRefusal(problems);
    // Another member's order, or an unknown one, is the same ORD404.
    const row = await ownedPurchaseRow(c.env.DB, { orderNumber: body.orderNumber }, consumerNo);
    if (row.status !== 'CREATED')
      throw new SandboxError(409, 'ORD441', 'This order was not completed: no warranty case can be opened');
    const order = orderForRequest(c, purchaseOf(row, Date.now()).order);
    const item = order.items.find((line) => line.id === body.itemId);
    if (!item) throw new SandboxError(404, 'API404', 'This order has no such item');
    if (item.isDigitalProduct)
      throw new SandboxError(400, 'API400', 'An e-gift card has no warranty', {
        fields: { itemId: 'noWarranty' },
      });
    const createdAt = new Date().toISOString();
    try {
      const number = await withCaseNumber('WC', async (number) => {
        await c.env.DB.batch([
          c.env.DB.prepare(
            `INSERT INTO warranty_cases (case_number, consumer_no, order_number, item_id, product_id, product_name,
               description, created_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?)`,
          ).bind(
            number,
            consumerNo,
            order.orderNumber,
            item.id,
            item.productId,
            item.name,
            description,
            createdAt,
          ),
          ...photos.map((bytes, n) =>
            c.env.DB.prepare(
              'INSERT INTO warranty_photos (case_number, n, content_type, size, bytes) VALUES (?, ?, ?, ?, ?)',
            ).bind(number, n + 1, photoTypeOf(bytes), bytes.length, bytes),
          ),
        ]);
        return number;
      });
      const created = (await casesOf(c.env.DB, consumerNo)).find((x) => x.caseNumber === number)!;
      return c.json(created, 201, noStore);
    } catch (error) {
      if (!String(error).includes('warranty_cases.order_number')) throw error;
      // The same case sent twice (a doubled post, a retry after a lost answer) gets the first's
      // answer; another case on a line that has one open is refused.
      const open = (await casesOf(c.env.DB, consumerNo)).find(
        (x) => x.orderNumber === order.orderNumber && x.itemId === item.id && x.status === 'OPEN',
      );
      if (open && open.description === description) return c.json(open, 200, noStore);
      throw new SandboxError(409, 'API409', 'A warranty case is already open for this item');
    }
  })
  .post('/consumers-v3/consumer/retrieveUserData', ...member, async (c) => {
    const { consumerNo } = c.var.shopper;
    const data = await userData(c, consumerNo);
    if (!data.profile) throw new SandboxError(404, 'API404', 'Consumer not found');
    const to = data.profile.consumerDetails.email;
    const now = Date.now();
    const at = new Date(now).toISOString();
    const id = crypto.randomUUID();
    const mail = exportEmail({
      locale: requestLocale(c),
      firstName: data.profile.consumerDetails.firstName ?? '',
      at,
      data,
    });
    // The export is counted only within the budget, and mailed only when it was (one batch).
    const [counted] = await c.env.DB.batch([
      c.env.DB.prepare(
        `INSERT INTO data_exports (id, consumer_no, at) SELECT ?1, ?2, ?3
         WHERE (SELECT COUNT(*) FROM data_exports WHERE consumer_no = ?2 AND at > ?4) < ?5`,
      ).bind(id, consumerNo, now, now - DATA_EXPORT_WINDOW_MS, DATA_EXPORT_LIMIT),
      c.env.DB.prepare(
        `INSERT INTO outbox (recipient, subject, kind, body, ref, created_at)
         SELECT ?1, ?2, 'data-export', ?3, ?4, ?5 WHERE EXISTS (SELECT 1 FROM data_exports WHERE id = ?4)`,
      ).bind(to, mail.subject, mail.body, id, at),
    ]);
    if ((counted?.meta.changes ?? 0) === 0)
      throw new SandboxError(
        429,
        'API429',
        `Your data was already sent ${DATA_EXPORT_LIMIT} times in the last 24 hours: try again tomorrow`,
      );
    return c.json({ deliveredTo: to, requestedAt: at }, 202, noStore);
  })
  .get('/consumers-v3/consumer/notification', ...member, async (c) =>
    c.json({ notification: await preferencesOf(c.env.DB, c.var.shopper.consumerNo) }, 200, noStore),
  )
  .put(
    '/consumers-v3/consumer/notification',
    ...member,
    validate('json', notificationPreferencesSchema),
    async (c) => {
      const prefs = c.req.valid('json');
      await c.env.DB.prepare(
        `INSERT INTO notification_preferences (consumer_no, order_updates, service_updates, back_in_stock, updated_at)
         VALUES (?, ?, ?, ?, ?) ON CONFLICT (consumer_no) DO UPDATE SET order_updates = excluded.order_updates,
         service_updates = excluded.service_updates, back_in_stock = excluded.back_in_stock, updated_at = excluded.updated_at`,
      )
        .bind(
          c.var.shopper.consumerNo,
          prefs.orderUpdates ? 1 : 0,
          prefs.serviceUpdates ? 1 : 0,
          prefs.backInStock ? 1 : 0,
          new Date().toISOString(),
        )
        .run();
      return c.json({ notification: prefs }, 200, noStore);
    },
  );
