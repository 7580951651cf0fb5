/**
 * The one body reader and validator on their own: what a JSON body and a plain form may carry,
 * which content types each route takes (415 `API415` for the rest), and that a form field sent twice
 * is refused instead of the last one winning.
 */
import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { type ErrorEnvelope, quantitySchema } from '../../shared/contract';
import type { AppEnv } from '../env';
import { createErrorHandler, HttpError } from '../middleware/errors';
import { createLogger } from '../observability/logger';
import { isFormPost, readForm, readJson } from './form';
import { formReturn, formRoute, inStage } from './form-route';
import { validate, validateBody } from './validate';

const bodySchema = z.object({
  productId: z.string(),
  qty: quantitySchema(99).default(1),
  note: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
});
const lineSchema = z.discriminatedUnion('_action', [
  z.object({ _action: z.literal('update'), qty: quantitySchema(99) }),
  z.object({ _action: z.literal('remove') }),
]);

const app = new Hono<AppEnv>()
  // The logger the request context always sets (worker/context): the error handler logs refusals.
  .use(async (c, next) => {
    c.set('log', createLogger({}, 'error'));
    await next();
  })
  .post('/api/json', validateBody(bodySchema), (c) => c.json(c.req.valid('json')))
  .post(
    '/api/form',
    // A route that takes a plain form declares it, as `cartForm` does.
    async (c, next) => {
      if (isFormPost(c))
        c.set('formRefusal', ({ status, errorId }) => c.json({ refused: errorId }, status as 400));
      await next();
    },
    validateBody(bodySchema),
    (c) => c.json(c.req.valid('json')),
  )
  .post(
    '/api/line',
    async (c, next) => {
      if (isFormPost(c))
        c.set('formRefusal', ({ status, errorId }) => c.json({ refused: errorId }, status as 400));
      await next();
    },
    validateBody(lineSchema),
    (c) => c.json(c.req.valid('json')),
  )
  .put('/api/strict', validate('json', z.object({ sms: z.boolean().optional() })), (c) =>
    c.json(c.req.valid('json')),
  )
  .post('/api/optional', async (c) => c.json({ body: (await readJson(c, { optional: true })) ?? null }))
  .post('/api/read-form', async (c) => c.json(await readForm(c)))
  .post(
    '/api/form-route',
    // As the BFF's form middlewares declare it: a refusal, whatever its cause, goes back to `returnTo`.
    formRoute((_c, { returnTo }) => ({
      back: returnTo,
      fallback: '/home',
      refused: ({ errorId }) => ({ error: errorId }),
    })),
    validateBody(bodySchema),
    (c) => {
      ran += 1;
      return c.json(c.req.valid('json'));
    },
  )
  .post(
    '/page-form',
    // A page's request context is built: its errors are the error page.
    async (c, next) => {
      c.set('built', true);
      await next();
    },
    // As a page's own form declares it (checkout, order lookup): the page again, or no answer.
    formRoute((c, { step }) => ({
      back: undefined,
      fallback: '/page',
      badBody: 'error page',
      refused: ({ errorId }) =>
        errorId === 'NOT_MINE'
          ? undefined
          : errorId === 'RENDER_FAILS'
            ? Promise.reject(new HttpError(404, 'API404', 'the page is gone'))
            : Promise.resolve(c.text(`again: ${step} ${errorId}`, 422)),
    })),
    (c) => {
      ran += 1;
      const { step } = c.req.query();
      throw new HttpError(409, step ?? 'REFUSED', 'refused');
    },
  )
  .post(
    '/api/staged',
    // As checkout's billing form with a wallet: the address's refusal renders the page again, the
    // session's is a notice back on the page; the stage says which call was refused.
    formRoute<'session'>(() => ({
      back: undefined,
      fallback: '/billing',
      badBody: 'error page',
      refused: ({ status, errorId }, _error, stage) =>
        stage === 'session' ? { notice: errorId } : Promise.resolve(c409(status, errorId)),
    })),
    async (c) => {
      const { fails } = c.req.query();
      const refuse = async (id: string) => {
        if (fails === id) throw new HttpError(id === 'session' ? 409 : 400, id.toUpperCase(), 'refused');
      };
      await refuse('address');
      await inStage('session', () => refuse('session'));
      if (fails === 'broken') await inStage('session', () => Promise.reject(new Error('upstream broke')));
      return c.json({ done: true });
    },
  )
  .get(
    '/way-back',
    formReturn((_c, { from }) => ({
      back: from,
      fallback: '/billing',
      refused: ({ errorId }) => ({ notice: errorId }),
    })),
    (c) => {
      throw new HttpError(409, c.req.query('fails') ?? 'PAY400', 'refused');
    },
  )
  .get(
    '/api/query',
    validate(
      'query',
      z.object({
        page: z.coerce.number().int().min(1).max(10_000).default(1),
        tag: z.array(z.string()).max(2).optional(),
        limit: z.coerce
          .number()
          .refine((n) => n === 10, 'Limit must be 10')
          .optional(),
      }),
    ),
    (c) => c.json(c.req.valid('query')),
  );
let ran = 0;
/** The page again, as a refused form renders it. */
const c409 = (status: number, errorId: string) =>
  new Response(`again: ${errorId}`, { status: status === 400 ? 422 : status });
app.onError(createErrorHandler(async (c, status) => c.text('page', status as 400)));

const send = (path: string, type: string | undefined, body?: string, method = 'POST') =>
  app.request(path, { method, body, headers: type ? { 'content-type': type } : {} });
const json = (path: string, value: unknown) => send(path, 'application/json', JSON.stringify(value));
const form = (path: string, body: string) => send(path, 'application/x-www-form-urlencoded', body);
const errorOf = async (response: Response) => ((await response.json()) as ErrorEnvelope).errorDetails[0];

describe('a JSON body carries JSON numbers', () => {
  it.each([
    ['a number', 3, 3],
    ['none (the default)', undefined, 1],
  ])('takes %s', async (_name, qty, expected) => {
    const response = await json('/api/json', { productId: 'P', qty });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ productId: 'P', qty: expected });
  });

  it.each([
    ['hex text', '0x10'],
    ['exponent text', '1e1'],
    ['padded text', ' 5 '],
    ['digits as text', '5'],
    ['a list', [3]],
    ['true', true],
    ['a fraction', 1.5],
    ['zero', 0],
    ['too many', 100],
    ['null', null],
  ])('refuses %s with a 400 naming the field', async (_name, qty) => {
    const response = await json('/api/json', { productId: 'P', qty });
    expect(response.status).toBe(400);
    const error = await errorOf(response);
    expect(error).toMatchObject({ errorId: 'API400', details: { fields: { qty: 'invalid' } } });
    expect(error!.message).toMatch(/^qty: /);
  });

  it('ignores a field the schema does not know', async () => {
    const response = await json('/api/json', { productId: 'P', qty: 2, price: 0 });
    expect(await response.json()).toEqual({ productId: 'P', qty: 2 });
  });
});

describe('a form body carries plain decimal digits', () => {
  it('takes digits as the number, on a union schema too', async () => {
    expect(await (await form('/api/form', 'productId=P&qty=12&note=')).json()).toEqual({
      productId: 'P',
      qty: 12,
    });
    expect(await (await form('/api/line', '_action=update&qty=7')).json()).toEqual({
      _action: 'update',
      qty: 7,
    });
    expect(await (await form('/api/line', '_action=remove')).json()).toEqual({ _action: 'remove' });
  });

  it.each(['0x10', '1e1', ' 5 ', '+5', '-1', '5.0', '0', '100', '', 'true', '١٢'])(
    'refuses qty=%j',
    async (qty) => {
      const response = await form('/api/form', `productId=P&qty=${encodeURIComponent(qty)}`);
      expect(response.status).toBe(400);
      expect(await response.json()).toEqual({ refused: 'API400' });
    },
  );

  it('leaves text fields text, digits or not', async () => {
    const response = await form('/api/form', 'productId=12345&qty=2&note=007');
    expect(await response.json()).toEqual({ productId: '12345', qty: 2, note: '007' });
  });
});

describe('a form field sent twice is refused, not last-wins', () => {
  it.each([
    ['a number', 'productId=P&qty=1&qty=7'],
    ['a text', 'productId=P&productId=Q&qty=1'],
  ])('%s', async (_name, body) => {
    const response = await form('/api/form', body);
    expect(response.status).toBe(400);
    const page = await form('/api/read-form', body);
    expect(page.status).toBe(400);
    expect(await errorOf(page)).toMatchObject({
      errorId: 'API400',
      message: expect.stringMatching(/more than once/),
    });
  });

  it('in multipart too', async () => {
    const body =
      '--b\r\nContent-Disposition: form-data; name="qty"\r\n\r\n1\r\n--b\r\nContent-Disposition: form-data; name="qty"\r\n\r\n7\r\n--b--\r\n';
    const response = await send('/api/read-form', 'multipart/form-data; boundary=b', body);
    expect(response.status).toBe(400);
  });

  it('a single value of each field is read as before', async () => {
    const response = await form('/api/read-form', 'a=1&b=two&returnTo=%2Fen-us');
    expect(await response.json()).toEqual({ a: '1', b: 'two', returnTo: '/en-us' });
  });
});

describe('a JSON field sent twice is refused, not last-wins', () => {
  it('at the top or inside, even spelled with an escape', async () => {
    for (const body of ['{"productId":"P","qty":1,"qty":7}', '{"productId":"P","\\u0071ty":1,"qty":7}']) {
      const response = await send('/api/json', 'application/json', body);
      expect(response.status).toBe(400);
      expect(await errorOf(response)).toMatchObject({
        errorId: 'API400',
        message: 'qty: the field was sent more than once',
      });
    }
    const nested = await send('/api/optional', 'application/json', '{"a":{"b":1,"b":2}}');
    expect(nested.status).toBe(400);
  });

  it('the same name in two objects is two fields', async () => {
    const response = await send('/api/optional', 'application/json', '{"a":{"b":1},"c":{"b":2}}');
    expect(await response.json()).toEqual({ body: { a: { b: 1 }, c: { b: 2 } } });
  });
});

describe('a body of a type the route does not take is a 415', () => {
  const body = JSON.stringify({ productId: 'P', qty: 2 });

  it.each([
    'text/plain',
    'text/plain;charset=UTF-8',
    'application/xml',
    'application/octet-stream',
    'application/jsonp',
  ])('JSON labelled %s', async (type) => {
    for (const path of ['/api/json', '/api/form', '/api/optional']) {
      const response = await send(path, type, body);
      expect(response.status, path).toBe(415);
      expect(await errorOf(response)).toMatchObject({ errorId: 'API415' });
    }
    const strict = await send('/api/strict', type, '{"sms":true}', 'PUT');
    expect(strict.status).toBe(415);
  });

  it('a body without a type', async () => {
    const response = await app.request('/api/json', {
      method: 'POST',
      body: new Uint8Array(new TextEncoder().encode(body)),
    });
    expect(response.status).toBe(415);
  });

  it('a form where the route takes only JSON (zValidator read it as {})', async () => {
    expect((await form('/api/json', 'productId=P&qty=2')).status).toBe(415);
    expect((await send('/api/strict', 'application/x-www-form-urlencoded', 'sms=1', 'PUT')).status).toBe(415);
    const multipart = '--b\r\nContent-Disposition: form-data; name="sms"\r\n\r\ntrue\r\n--b--\r\n';
    expect((await send('/api/strict', 'multipart/form-data; boundary=b', multipart, 'PUT')).status).toBe(415);
  });

  it('takes JSON with a charset or as a +json type', async () => {
    expect((await send('/api/json', 'application/json; charset=utf-8', body)).status).toBe(200);
    expect((await send('/api/json', 'Application/JSON', body)).status).toBe(200);
    expect((await send('/api/json', 'application/merge-patch+json', body)).status).toBe(200);
    const strict = await send('/api/strict', 'application/json;charset=UTF-8', '{"sms":true}', 'PUT');
    expect(await strict.json()).toEqual({ sms: true });
  });

  it('no body at all is still a 400 (nothing to read), and no body where one is optional is none', async () => {
    expect((await send('/api/json', undefined)).status).toBe(400);
    expect((await send('/api/strict', undefined, undefined, 'PUT')).status).toBe(400);
    expect(await (await send('/api/optional', undefined)).json()).toEqual({ body: null });
    expect(await (await send('/api/optional', 'text/plain', '')).json()).toEqual({ body: null });
    expect(await (await send('/api/optional', 'application/json', '{"a":1}')).json()).toEqual({
      body: { a: 1 },
    });
  });
});

describe('a form route answers every refusal of its form the same way', () => {
  it.each([
    ['a field sent twice', 'productId=P&qty=1&qty=7&returnTo=%2Fcart'],
    ['a bad value', 'productId=P&qty=-1&returnTo=%2Fcart'],
  ])('%s: a 303 back with the error, and the route does not run', async (_name, body) => {
    const before = ran;
    const response = await form('/api/form-route', body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/cart?error=API400');
    expect(ran).toBe(before);
  });

  it('a repeated returnTo is no returnTo: the fallback', async () => {
    const response = await form('/api/form-route', 'productId=P&returnTo=%2Fa&returnTo=%2Fb');
    expect(response.headers.get('location')).toBe('/home?error=API400');
  });

  it('a form that cannot be read goes back to the fallback', async () => {
    const body = '--other\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--other--\r\n';
    const response = await send('/api/form-route', 'multipart/form-data; boundary=b', body);
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/home?error=API400');
  });

  it('JSON callers still get JSON', async () => {
    const response = await send('/api/form-route', 'application/json', '{"productId":"P","qty":1,"qty":2}');
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({
      errorId: 'API400',
      message: 'qty: the field was sent more than once',
    });
  });
});

describe("a page's own form: its page again, or answered as any request", () => {
  it('renders the page again at the status it chose', async () => {
    const response = await form('/page-form?step=CHK409', 'step=billing');
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('again: billing CHK409');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it.each([
    ['a field sent twice', 'step=a&step=b'],
    ['a body that cannot be read', null],
  ])('%s is the 400 page, and the route does not run', async (_name, body) => {
    const before = ran;
    const response =
      body === null
        ? await send('/page-form', 'multipart/form-data; boundary=b', '--other\r\n\r\n1\r\n--other--\r\n')
        : await form('/page-form', body);
    expect(response.status).toBe(400);
    expect(await response.text()).toBe('page');
    expect(ran).toBe(before);
  });

  it('a refusal it does not answer is the error page at its status', async () => {
    const response = await form('/page-form?step=NOT_MINE', 'step=billing');
    expect(response.status).toBe(409);
    expect(await response.text()).toBe('page');
  });

  it('a page that fails to render again is answered as that failure, never an unhandled error', async () => {
    const response = await form('/page-form?step=RENDER_FAILS', 'step=billing');
    expect(response.status).toBe(404);
    expect(await response.text()).toBe('page');
  });
});

describe('a form whose refusals answer by stage (inStage)', () => {
  it('a refusal outside a stage answers as the form does', async () => {
    const response = await form('/api/staged?fails=address', 'a=1');
    expect(response.status).toBe(422);
    expect(await response.text()).toBe('again: ADDRESS');
  });

  it("a refusal in a stage is handed the stage, and described as the stage's own error", async () => {
    const response = await form('/api/staged?fails=session', 'a=1');
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/billing?notice=SESSION');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('a failure in a stage is no refusal: a plain 500, never the stage wrapper', async () => {
    const response = await form('/api/staged?fails=broken', 'a=1');
    expect(response.status).toBe(500);
    expect(await errorOf(response)).toMatchObject({ errorId: 'GEN500' });
  });

  it("a JSON caller gets the stage's error as its envelope", async () => {
    const response = await json('/api/staged?fails=session', {});
    expect(response.status).toBe(409);
    expect(await errorOf(response)).toMatchObject({ errorId: 'SESSION', message: 'refused' });
  });

  it('a success runs every stage', async () => {
    expect(await (await form('/api/staged', 'a=1')).json()).toEqual({ done: true });
  });
});

describe("a provider's way back to a form (formReturn) answers its refusals as the form", () => {
  it('a refused GET goes back with the error, to a safe path only', async () => {
    const back = await app.request('/way-back?from=%2Fpay&fails=PAY401');
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/pay?notice=PAY401');
    const elsewhere = await app.request('/way-back?from=https%3A%2F%2Fevil.test%2F&fails=PAY401');
    expect(elsewhere.headers.get('location')).toBe('/billing?notice=PAY401');
  });
});

describe('a body over 64 KB is a 413, refused before it is read', () => {
  const big = (bytes: number) => JSON.stringify({ productId: 'P', note: 'x'.repeat(bytes) });

  it('with a Content-Length: JSON and forms', async () => {
    const json = await send('/api/json', 'application/json', big(70_000));
    expect(json.status).toBe(413);
    expect(await errorOf(json)).toMatchObject({ errorId: 'API413' });
    const plain = await form('/api/read-form', `productId=P&note=${'x'.repeat(70_000)}`);
    expect(plain.status).toBe(413);
    // A no-script form post goes back with the error, like any refusal.
    const back = await form('/api/form-route', `productId=P&note=${'x'.repeat(70_000)}&returnTo=%2Fcart`);
    expect(back.status).toBe(303);
    expect(back.headers.get('location')).toBe('/home?error=API413');
  });

  it('streamed without a length: read no further than the cap', async () => {
    let pulled = 0;
    const chunk = new TextEncoder().encode(`"${'x'.repeat(16 * 1024)}",`);
    const stream = new ReadableStream<Uint8Array>({
      start(controller) {
        controller.enqueue(new TextEncoder().encode('{"productId":"P","note":['));
      },
      pull(controller) {
        pulled += 1;
        // An endless body: only the cap stops it.
        controller.enqueue(chunk);
      },
    });
    const response = await app.request('/api/json', {
      method: 'POST',
      body: stream,
      headers: { 'content-type': 'application/json' },
      // @ts-expect-error: a streamed request body needs `duplex` in Node's fetch types
      duplex: 'half',
    });
    expect(response.status).toBe(413);
    expect(pulled).toBeLessThan(10);
  });

  it('a body under the cap reads as before', async () => {
    const response = await send('/api/json', 'application/json', big(60_000));
    expect(response.status).toBe(200);
    expect(((await response.json()) as { note: string }).note).toHaveLength(60_000);
  });
});

describe('a query parameter refused says what it must be', () => {
  it.each([
    ['page=1&page=2', 'page: the parameter was sent more than once'],
    ['page=abc', 'page: must be a number'],
    ['page=1.5', 'page: must be a whole number'],
    ['page=0', 'page: must be at least 1'],
    ['page=10001', 'page: must be at most 10000'],
    ['tag=a&tag=b&tag=c', 'tag: may be given at most 2 times'],
    // A schema's own message is kept.
    ['limit=5', 'limit: Limit must be 10'],
    ['page=%E0%A4%A', "page: the link's text is not valid URL encoding"],
    ['q=%zz', "q: the link's text is not valid URL encoding"],
  ])('?%s', async (query, message) => {
    const response = await app.request(`/api/query?${query}`);
    expect(response.status).toBe(400);
    expect(await errorOf(response)).toMatchObject({ errorId: 'API400', message });
  });

  it('a list parameter may be repeated; a valid query reads as before', async () => {
    const response = await app.request('/api/query?page=2&tag=a&tag=b&q=%E0%A4%A4');
    expect(await response.json()).toEqual({ page: 2, tag: ['a', 'b'] });
  });
});
