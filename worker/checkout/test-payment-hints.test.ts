/**
 * The sandbox's test cards and demo codes are named to shoppers only where the upstream is the
 * sandbox (its binding, or bases declared the hosted demo's with `UPSTREAM_IS_SANDBOX`), never
 * before a real platform's shoppers: rendered through the whole app, billing step and account.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { format } from '../../client/i18n';
import { checkoutText } from '../../client/i18n/checkout';
import { paymentsText } from '../../client/i18n/payments';
import { testPaymentFor } from '../../client/pages/checkout/test-payments';
import type { Env } from '../env';
import {
  decodeEntities,
  findProduct,
  formPost,
  type Jar,
  jsonPost,
  productionLike,
  storefront,
  testAddress,
} from '../test/helpers';
import { memberSession } from '../test/member-session';

const SHIPPING = { ...testAddress('Ada', 'Lovelace', 'hints@example.com'), shippingMethod: 'standard' };
const DEMO = testPaymentFor('USD');
/** The whole hints: the provider's test cards, and the demo gift card and reward code. */
const TEST_CARDS = checkoutText('en').testCards;
const HINTS = [TEST_CARDS, format(paymentsText('en').testGiftCards, DEMO), DEMO.reward];

const billingPage = async (envOverride?: Partial<Env>) => {
  const { sku } = await findProduct();
  const jar: Jar = new Map();
  const add = await storefront('/api/cart/items', {
    ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
    jar,
    envOverride,
  });
  expect(add.status).toBe(200);
  const shipped = await storefront('/en-us/checkout/shipping', { ...formPost(SHIPPING), jar, envOverride });
  expect(shipped.status).toBe(303);
  const page = await storefront('/en-us/checkout?step=billing', { jar, envOverride });
  expect(page.status).toBe(200);
  return decodeEntities(await page.text());
};

const accountCardsPage = async (envOverride?: Partial<Env>) => {
  const { jar } = await memberSession();
  const page = await storefront('/en-us/account/payment-methods', { jar, envOverride });
  expect(page.status).toBe(200);
  return decodeEntities(await page.text());
};

describe('test payment hints', () => {
  afterEach(() => vi.restoreAllMocks());

  it('name the test cards and the demo gift card and code where the upstream is the sandbox binding', async () => {
    const html = await billingPage();
    for (const hint of HINTS) expect(html).toContain(hint);
    expect(await accountCardsPage()).toContain(TEST_CARDS);
  });

  it('name none of them in production against real upstream bases', async () => {
    const production = productionLike();
    const html = await billingPage(production);
    // The step and its forms are there; only the hints are not.
    expect(html).toContain('Card number');
    expect(html).toContain('name="rewardCode"');
    for (const hint of HINTS) expect(html).not.toContain(hint);
    const cards = await accountCardsPage(production);
    expect(cards).toContain('name="cardToken"');
    expect(cards).not.toContain(TEST_CARDS);
  });

  it('name them in production when its bases are declared the hosted demo sandbox', async () => {
    const html = await billingPage({ ...productionLike(), UPSTREAM_IS_SANDBOX: 'true' });
    for (const hint of HINTS) expect(html).toContain(hint);
    const hidden = await billingPage({ ...productionLike(), UPSTREAM_IS_SANDBOX: 'false' });
    for (const hint of HINTS) expect(hidden).not.toContain(hint);
  });
});
