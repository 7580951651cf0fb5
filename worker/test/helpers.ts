/** Helpers for workerd integration tests of the storefront against the auxiliary sandbox. */
import { env as rawEnv } from 'cloudflare:workers';
import { vi } from 'vitest';
import type { SandboxEnv } from '../../sandbox/src/env';
import sandboxApp from '../../sandbox/src/index';
import { contentPageSchema, type ProductDetails, productDetailsSchema } from '../../shared/contract';
import type { Env } from '../env';
import { app } from '../index';

type TestBindings = Env & SandboxEnv & { TEST_ADMIN_KEY: string };
const bindings = rawEnv as unknown as TestBindings;

/** The sandbox app behind the Fetcher interface of the SANDBOX service binding. */
const sandboxBinding = {
  fetch: (input: RequestInfo | URL, init?: RequestInit) => {
    const ctx = executionContext();
    return sandboxApp.fetch(new Request(input, init), bindings, ctx as unknown as ExecutionContext);
  },
  connect: () => {
    throw new Error('not supported');
  },
} as unknown as Fetcher;

export const env: TestBindings & { SANDBOX: Fetcher } = { ...bindings, SANDBOX: sandboxBinding };
export const ORIGIN = 'https://shop.test';

const API_HEADERS = { 'x-api-key': 'sandbox-access-key', siteId: 'RL-US', accept: 'application/json' };

export const sandboxJson = async (path: string, init: RequestInit = {}) => {
  const response = await env.SANDBOX.fetch(`https://sandbox.internal${path}`, {
    ...init,
    headers: { ...API_HEADERS, ...(init.headers as Record<string, string> | undefined) },
  });
  return { status: response.status, body: (await response.json()) as unknown };
};

/** A product from the seeded home page, with one in-stock and (when the seed has one) one sold-out variant. */
export const findProduct = async (): Promise<{ product: ProductDetails; sku: string; stock: number }> => {
  const home = contentPageSchema.parse(
    (await sandboxJson('/publish/caas/v1/canvas/augmentedpage/RL-US/home?locale=en-us')).body,
  );
  for (const section of home.sections) {
    for (const item of section.items) {
      if (item.type !== 'product-carousel' || !('products' in item)) continue;
      for (const card of item.products as { id: string }[]) {
        const product = productDetailsSchema.parse(
          (await sandboxJson(`/products/v2/products/${card.id}/details?locale=en-us`)).body,
        );
        const variant = product.colors.flatMap((c) => c.variants).find((v) => v.stock >= 3 && v.stock < 1000);
        if (variant) return { product, sku: variant.sku, stock: variant.stock };
      }
    }
  }
  throw new Error('no product with stock in the seeded home page');
};

export type Jar = Map<string, string>;

/** Keeps cookies between requests like a browser would (name → value). */
export const storeCookies = (jar: Jar, response: Response) => {
  for (const header of response.headers.getSetCookie()) {
    const [pair] = header.split(';');
    const index = pair!.indexOf('=');
    const name = pair!.slice(0, index);
    const value = pair!.slice(index + 1);
    if (value) jar.set(name, value);
    else jar.delete(name);
  }
};

export const cookieHeader = (jar: Jar) => [...jar].map(([k, v]) => `${k}=${v}`).join('; ');

type Exec = { waitUntil(p: Promise<unknown>): void; passThroughOnException(): void; props: unknown };

export function executionContext(): Exec & { settled: () => Promise<void> } {
  const pending: Promise<unknown>[] = [];
  return {
    waitUntil: (p) => void pending.push(p.catch(() => undefined)),
    passThroughOnException: () => undefined,
    props: {},
    settled: async () => void (await Promise.all(pending)),
  };
}

/** Sends a request through the storefront app with an optionally wrapped environment. */
export const storefront = async (
  path: string,
  init: RequestInit & { jar?: Jar; envOverride?: Partial<Env> } = {},
): Promise<Response> => {
  const headers = new Headers(init.headers);
  if (init.jar?.size) headers.set('cookie', cookieHeader(init.jar));
  const ctx = executionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { ...init, headers, redirect: 'manual' }),
    { ...env, ...init.envOverride },
    ctx as unknown as ExecutionContext,
  );
  if (init.jar) storeCookies(init.jar, response);
  return response;
};

/** Wraps the SANDBOX binding so a test can count or delay calls by path. */
export const wrapSandbox = (onRequest: (request: Request) => Promise<void> | void): Fetcher =>
  ({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      await onRequest(request);
      return env.SANDBOX.fetch(request);
    },
  }) as unknown as Fetcher;

/** Decodes the few entities React writes into attribute values. */
export const decodeEntities = (value: string) =>
  value
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');

export const jsonPost = (body: string, extra: Record<string, string> = {}): RequestInit => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json', accept: 'application/json', origin: ORIGIN, ...extra },
});

/**
 * A card token from the provider path (the browser's own call; the storefront only passes it on).
 * `number`: a test card of sandbox/README.md (3220 asks for 3-D Secure, 0002 is declined).
 */
export const cardToken = async (number = '4242424242424242', holderName = 'K J'): Promise<string> => {
  const body = { number, expiryMonth: 1, expiryYear: 2032, cvc: '999', holderName };
  const tokenized = await storefront('/payments/v1/tokenize', jsonPost(JSON.stringify(body)));
  if (tokenized.status !== 201) throw new Error(`tokenize answered ${tokenized.status}`);
  return ((await tokenized.json()) as { token: string }).token;
};

/** The Denver address the checkout tests ship to, with a recipient, an e-mail and a phone. */
export const testAddress = (
  firstName: string,
  lastName: string,
  email = `${firstName.toLowerCase()}@example.com`,
) => ({
  recipientFirstName: firstName,
  recipientLastName: lastName,
  recipientContactEmail: email,
  recipientContactPhone: '(303) 555-0182',
  addressLine1: '1550 Wynkoop St',
  city: 'Denver',
  stateCityProvDept: 'CO',
  postalCode: '80202',
  country: 'US',
});

/** A form post as a browser sends it (same-origin unless `headers` say otherwise). */
export const formPost = (
  fields: Record<string, string>,
  headers: Record<string, string> = { origin: ORIGIN },
): RequestInit => ({
  method: 'POST',
  body: new URLSearchParams(fields).toString(),
  headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
});

/**
 * A guest's session (en-us) with `qty` of a seeded product in the cart and a shipping address
 * (Grace Hopper, standard delivery): the billing step is next.
 */
export const guestAtBilling = async (qty = 1): Promise<Jar> => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  await storefront('/api/cart/items', { ...jsonPost(JSON.stringify({ productId: sku, qty })), jar });
  const shipped = await storefront('/en-us/checkout/shipping', {
    ...formPost({ ...testAddress('Grace', 'Hopper'), shippingMethod: 'standard' }),
    jar,
  });
  if (shipped.headers.get('location') !== '/en-us/checkout?step=billing')
    throw new Error(`the shipping step answered ${shipped.status}, not the billing step`);
  return jar;
};

/**
 * A production-shaped environment: real upstream bases (no sandbox fallback is allowed there),
 * whose `fetch` this test routes to the sandbox. Returns the `envOverride` for `storefront()`.
 */
export const productionLike = (): Partial<Env> => {
  const bases = {
    COMMERCE_API_BASE: 'https://commerce.upstream.test',
    CONTENT_API_BASE: 'https://content.upstream.test',
  };
  const real = globalThis.fetch;
  vi.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
    const request = new Request(input, init);
    const url = new URL(request.url);
    if (!Object.values(bases).includes(url.origin)) return real(request);
    return env.SANDBOX.fetch(new Request(`https://sandbox.internal${url.pathname}${url.search}`, request));
  });
  // Production refuses to serve without every secret it declares (PRODUCTION_SECRETS).
  const secrets = {
    EDITOR_SECRET: 'test-editor-secret-0123456789abcdef0123456789abcdef',
    OPS_SECRET: 'test-ops-secret-0123456789abcdef0123456789abcdef',
  };
  return { ENVIRONMENT: 'production', ...bases, ...secrets };
};
