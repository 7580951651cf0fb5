import { describe, expect, it } from 'vitest';
import { errorEnvelopeSchema, type Order, type PatchOrderRequest } from '../../shared/contract';
import { challengeUrl, threeDSReturnPath } from '../../shared/three-ds';
import {
  cardToken,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  ORIGIN,
  storefront,
  testAddress,
  wrapSandbox,
} from '../test/helpers';

const ADDRESS = testAddress('Mary', 'Jackson');
const CHALLENGE_CARD = '4000000000003220';

const post = (jar: Jar, path: string, body: unknown, extra: { SANDBOX?: Fetcher } = {}) =>
  storefront(path, {
    ...jsonPost(JSON.stringify(body)),
    jar,
    ...(extra.SANDBOX ? { envOverride: { SANDBOX: extra.SANDBOX } } : {}),
  });

const errorOf = async (response: Response) =>
  errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!;

type CheckoutAnswer = {
  cart: {
    id: string;
    items: unknown[];
    checkout: { payment_instruments: { payment_instrument_id: string }[] };
  };
};
const checkout = async (jar: Jar) =>
  ((await (await storefront('/api/checkout', { jar })).json()) as CheckoutAnswer).cart;

/** A cart with one line, an address and a card (through the provider path): ready for the summary. */
const readyToPlace = async (card: string): Promise<Jar> => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  expect((await post(jar, '/api/cart/items', { productId: sku, qty: 1 })).status).toBe(200);
  expect((await post(jar, '/api/checkout/shipping-address', ADDRESS)).status).toBe(200);
  const token = await cardToken(card, 'M J');
  expect((await post(jar, '/api/checkout/payment', { token })).status).toBe(200);
  return jar;
};

/** Every PATCH the storefront sends upstream, by its body. */
const recordPatches = () => {
  const patches: PatchOrderRequest[] = [];
  const SANDBOX = wrapSandbox(async (request) => {
    if (request.method === 'PATCH') patches.push((await request.clone().json()) as PatchOrderRequest);
  });
  return { patches, SANDBOX };
};

/** The shopper answers the provider's challenge page (served on the storefront's origin). */
const answerChallenge = async (url: string, result: 'Y' | 'N'): Promise<URL> => {
  const page = await storefront(url);
  expect(page.status).toBe(200);
  expect(await page.text()).toContain('Pass verification');
  const target = new URL(url, ORIGIN);
  const answered = await storefront(target.pathname, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    body: new URLSearchParams({ result, returnUrl: target.searchParams.get('returnUrl')! }).toString(),
  });
  expect(answered.status).toBe(303);
  return new URL(answered.headers.get('location')!, ORIGIN);
};

const form = (jar: Jar, path: string, extra: { SANDBOX?: Fetcher } = {}) =>
  storefront(path, {
    method: 'POST',
    body: '',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: ORIGIN },
    jar,
    ...(extra.SANDBOX ? { envOverride: { SANDBOX: extra.SANDBOX } } : {}),
  });

describe('3DS: the PATCH that completes the order', () => {
  it('without script: the challenge comes back to /checkout/3ds, which sends the spec’s full body once', async () => {
    const jar = await readyToPlace(CHALLENGE_CARD);
    const instrument = (await checkout(jar)).checkout.payment_instruments[0]!.payment_instrument_id;
    const placed = await form(jar, '/en-us/checkout/place');
    expect(placed.status).toBe(303);
    const challenge = new URL(placed.headers.get('location')!, ORIGIN);
    expect(challenge.pathname).toMatch(/^\/payments\/v1\/challenge\/ch_[a-f0-9]{32}$/);
    const sessionID = challenge.pathname.split('/').pop()!;
    const back = new URL(challenge.searchParams.get('returnUrl')!, ORIGIN);
    expect(back.pathname).toBe('/en-us/checkout/3ds');
    expect(Object.fromEntries(back.searchParams)).toEqual({
      order: expect.stringMatching(/^RL\d{10}$/),
      sessionID,
    });
    const orderNumber = back.searchParams.get('order')!;

    const { patches, SANDBOX } = recordPatches();
    const returned = await answerChallenge(challenge.pathname + challenge.search, 'Y');
    // Bad input is refused before anything goes upstream.
    for (const query of [
      `order=${orderNumber}&threeDS2Result=${returned.searchParams.get('threeDS2Result')}`,
      `order=${orderNumber}&sessionID=${sessionID}`,
      `order=nope&sessionID=${sessionID}&threeDS2Result=x`,
      `order=${orderNumber}&sessionID=${'s'.repeat(129)}&threeDS2Result=x`,
    ]) {
      const bad = await storefront(`/en-us/checkout/3ds?${query}`, { jar, envOverride: { SANDBOX } });
      expect(bad.status).toBe(400);
    }
    expect(patches).toEqual([]);

    const completed = await storefront(returned.pathname + returned.search, {
      jar,
      envOverride: { SANDBOX },
    });
    expect(completed.headers.get('location')).toBe(`/en-us/order-confirmation?order=${orderNumber}`);
    expect(patches).toEqual([
      {
        paymentMethod: { code: 'CREDIT_CARD' },
        additionalData: {
          cardType: 'VISA',
          paymentInstrumentId: instrument,
          sessionID,
          threeDS2Result: returned.searchParams.get('threeDS2Result'),
        },
      },
    ]);
    // Back to the challenge after the confirmation: the same answer again patches nothing.
    const again = await storefront(returned.pathname + returned.search, { jar, envOverride: { SANDBOX } });
    expect(again.headers.get('location')).toBe(`/en-us/order-confirmation?order=${orderNumber}`);
    expect(patches).toHaveLength(1);
  });

  it('a failed challenge comes back to the billing step with "same as shipping" still ticked', async () => {
    const jar = await readyToPlace(CHALLENGE_CARD);
    const placed = await form(jar, '/en-us/checkout/place');
    const challenge = new URL(placed.headers.get('location')!, ORIGIN);
    const returned = await answerChallenge(challenge.pathname + challenge.search, 'N');
    const failed = await storefront(returned.pathname + returned.search, { jar });
    expect(failed.headers.get('location')).toBe('/en-us/checkout?step=billing&checkoutError=PYT402');
    const billing = await storefront(failed.headers.get('location')!, { jar });
    expect(billing.status).toBe(200);
    const box = /<input[^>]*id="sameAsShipping"[^>]*>/.exec(await billing.text())?.[0];
    expect(box).toContain('checked=""');
  });

  it('for the dialog: the BFF patches with the same body; a wrong answer is a 4xx that changes nothing; a failure gives a new cart', async () => {
    const jar = await readyToPlace(CHALLENGE_CARD);
    const before = await checkout(jar);
    const placed = await post(jar, '/api/checkout/order', {});
    expect(placed.status).toBe(200);
    const { order } = (await placed.json()) as { order: Order };
    expect(order.status).toBe('PENDING_PAYMENT');
    const action = order.flash.find((f) => f.code === 'PaymentNotAuthorized')!.details!.action!;
    // Waiting for 3DS is not a placed order: nothing is remembered yet.
    expect(jar.has('__Host-sf_order')).toBe(false);

    const url = challengeUrl(action, order.orderNumber, threeDSReturnPath('en-us', 'dialog'));
    // Only this origin may frame the challenge and the return page; other pages may not be framed.
    const frameAncestors = async (path: string) =>
      (await storefront(path, { jar })).headers
        .get('content-security-policy')
        ?.match(/frame-ancestors ([^;]+)/)?.[1];
    expect(await frameAncestors(url)).toBe("'self'");
    expect(await frameAncestors('/en-us/checkout?step=summary')).toBe("'none'");
    const returned = await answerChallenge(url, 'N');
    expect(returned.pathname).toBe('/en-us/checkout/3ds/return');
    const threeDS2Result = returned.searchParams.get('threeDS2Result')!;
    const path = `/api/checkout/order/${order.orderNumber}/3ds`;
    const { patches, SANDBOX } = recordPatches();

    // The return page completes nothing; opened on its own it leads the top window to the page route.
    const landing = await storefront(returned.pathname + returned.search, { jar, envOverride: { SANDBOX } });
    expect(landing.status).toBe(200);
    expect(landing.headers.get('content-security-policy')).toContain("frame-ancestors 'self'");
    const html = await landing.text();
    expect(html).toContain('Returning to checkout…');
    const complete = new URLSearchParams({
      order: order.orderNumber,
      threeDS2Result,
      sessionID: action.paymentData,
    });
    expect(html).toContain(`href="/en-us/checkout/3ds?${complete.toString().replaceAll('&', '&amp;')}"`);
    expect(html).toContain('target="_top"');
    expect(
      (await storefront(`/en-us/checkout/3ds/return?order=${order.orderNumber}&threeDS2Result=x`, { jar }))
        .status,
    ).toBe(400);

    for (const body of [
      { threeDS2Result },
      { sessionID: action.paymentData },
      { threeDS2Result: '', sessionID: action.paymentData },
      { threeDS2Result, sessionID: 's'.repeat(129) },
    ]) {
      const bad = await post(jar, path, body, { SANDBOX });
      expect(bad.status).toBe(400);
      expect((await errorOf(bad)).errorId).toBe('API400');
    }
    expect((await post(jar, '/api/checkout/order/RL1/3ds', { threeDS2Result, sessionID: 'x' })).status).toBe(
      400,
    );
    expect(patches).toEqual([]);
    // Another challenge's session: the upstream refuses it (errorDetails passed on); the order still waits.
    const wrong = await post(jar, path, { threeDS2Result, sessionID: `ch_${'0'.repeat(32)}` }, { SANDBOX });
    expect(wrong.status).toBe(400);
    expect(await errorOf(wrong)).toMatchObject({
      errorId: 'API400',
      details: { fields: { sessionID: 'mismatch' } },
    });
    expect((await checkout(jar)).id).toBe(before.id);

    const failed = await post(jar, path, { threeDS2Result, sessionID: action.paymentData }, { SANDBOX });
    expect(failed.status).toBe(402);
    expect((await errorOf(failed)).errorId).toBe('PYT402');
    expect(patches.at(-1)).toEqual({
      paymentMethod: { code: 'CREDIT_CARD' },
      additionalData: {
        cardType: 'VISA',
        paymentInstrumentId: before.checkout.payment_instruments[0]!.payment_instrument_id,
        sessionID: action.paymentData,
        threeDS2Result,
      },
    });
    // The session holds the retry cart: same line, no card.
    const retry = await checkout(jar);
    expect(retry.id).not.toBe(before.id);
    expect(retry.items).toHaveLength(1);
    expect(retry.checkout.payment_instruments).toEqual([]);
    // Looked up later, the cancelled order shows its card as never charged.
    const status = await storefront('/en-us/order-status', {
      ...formPost({ orderNumber: order.orderNumber, email: ADDRESS.recipientContactEmail }),
      jar: new Map(),
    });
    expect(status.status).toBe(200);
    expect(await status.text()).toContain('Not charged: the payment was declined');
  });

  it('the BFF remembers a placed order like the form does: a late form submit shows that order', async () => {
    const jar = await readyToPlace(CHALLENGE_CARD);
    const { order } = (await (await post(jar, '/api/checkout/order', {})).json()) as { order: Order };
    const action = order.flash[0]!.details!.action!;
    const returned = await answerChallenge(
      challengeUrl(action, order.orderNumber, threeDSReturnPath('en-us', 'dialog')),
      'Y',
    );
    const done = await post(jar, `/api/checkout/order/${order.orderNumber}/3ds`, {
      threeDS2Result: returned.searchParams.get('threeDS2Result'),
      sessionID: returned.searchParams.get('sessionID'),
    });
    expect(done.status).toBe(200);
    expect(((await done.json()) as { order: Order }).order.status).toBe('CREATED');
    expect(jar.get('__Host-sf_order')).toBe(order.orderNumber);
    const late = await form(jar, '/en-us/checkout/place');
    expect(late.headers.get('location')).toBe(`/en-us/order-confirmation?order=${order.orderNumber}`);

    // An order placed at once through the BFF is remembered too.
    const approved = await readyToPlace('4242424242424242');
    const placed = (await (await post(approved, '/api/checkout/order', {})).json()) as { order: Order };
    expect(placed.order.status).toBe('CREATED');
    expect(approved.get('__Host-sf_order')).toBe(placed.order.orderNumber);
    const second = await form(approved, '/en-us/checkout/place');
    expect(second.headers.get('location')).toBe(
      `/en-us/order-confirmation?order=${placed.order.orderNumber}`,
    );
  });
});
