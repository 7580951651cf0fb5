/**
 * Shopper steps shared by the checkout journeys: put one item in the cart, fill an address, fill the
 * shipping step, enter a test card. Each journey keeps the steps it is about in its own spec.
 */
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test';
import {
  chooseSize,
  islandsHydrated,
  openFirstProduct,
  productAwayFromHome,
  reachIslands,
  setVariant,
} from './helpers';

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

/** The buy box's words in a page's language (English unless given). */
export type BuyBoxWords = { size: string; addToCart: string; miniCart: string };
const ENGLISH_BUY_BOX: BuyBoxWords = { size: 'Size', addToCart: 'Add to cart', miniCart: 'Your cart' };

/** On a product page: the first size in stock, add to cart, and the mini cart (or the no-script redirect). */
export const addFirstSize = async (page: Page, js: boolean, words: BuyBoxWords = ENGLISH_BUY_BOX) => {
  if (js) await reachIslands(page, 'AddToCart');
  await page
    .getByRole('group', { name: words.size })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: words.addToCart }).click();
  if (js) await expect(page.getByRole('dialog', { name: words.miniCart })).toBeVisible();
  else await expect(page).toHaveURL(/\?added=/);
};

/** The first product of the home page's carousel, first size in stock, into the cart. */
export const addOneItem = async (page: Page, js: boolean) => {
  await page.goto('/en-us');
  await openFirstProduct(page);
  await addFirstSize(page, js);
};

/**
 * A product away from the home page (`start` in the sandbox's search), priced $120.00 by the
 * sandbox's admin call, added to the cart from its page. `setPrice` (cents) stands in for a sale
 * starting or ending while the item waits in the cart.
 */
export const addItemPriced120 = async (page: Page, request: APIRequestContext, start: number) => {
  const { details, color, variant, path } = await productAwayFromHome(request, start, 2);
  const setPrice = async (current: number) =>
    expect((await setVariant(request, variant.sku, { price: { currency: 'USD', current } })).ok()).toBe(true);
  await setPrice(12000);
  await page.goto(path);
  await reachIslands(page, 'AddToCart');
  await chooseSize(page, variant.size);
  await page.getByRole('button', { name: 'Add to cart' }).click();
  await expect(page.getByRole('dialog', { name: 'Your cart' })).toContainText('$120.00');
  return { name: details.name, label: `${details.name} (${color.name}, ${variant.size})`, setPrice };
};

/** A Denver address in the address fields of the shipping or the billing step. */
export const fillAddress = async (form: Page | Locator) => {
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByRole('textbox', { name: 'Address', exact: true }).fill('1550 Wynkoop St');
  await form.getByLabel('City').fill('Denver');
  await form.getByLabel('State / province').selectOption('CO');
  await form.getByLabel('Postal code').fill('80202');
};

/** Opens the checkout and fills the shipping step (e-mail, address, phone) without sending it. */
export const fillShipping = async (page: Page, email: string) => {
  await page.goto('/en-us/checkout');
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await fillAddress(page);
  await page.getByLabel('Phone').fill('3035550182');
};

/** Fills and sends the shipping step; ends on the billing step. */
export const shipTo = async (page: Page, email: string) => {
  await fillShipping(page, email);
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
};

/** Types a test card into the card island of the billing step. */
export const enterCard = async (page: Page, card: string) => {
  await islandsHydrated(page, 'CardField');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/31');
  await page.getByLabel('Security code').fill('123');
};

/** Enters a test card on the billing step and goes on to the summary. */
export const payByCard = async (page: Page, card: string) => {
  await enterCard(page, card);
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
};

/**
 * The billing step without script, for a card: entering one needs the provider's script, so the
 * journey tokenizes through the provider path itself and posts the billing form the way the card
 * island would (the browser's cookies, this origin). Ends on the summary.
 */
export const payWithTokenWithoutScript = async (page: Page, request: APIRequestContext, card: string) => {
  const tokenized = await request.post('/payments/v1/tokenize', {
    data: { number: card, expiryMonth: 12, expiryYear: 2031, cvc: '123', holderName: 'Ada Lovelace' },
  });
  expect(tokenized.status()).toBe(201);
  const { token } = (await tokenized.json()) as { token: string };
  const origin = new URL(page.url()).origin;
  const billed = await page.request.post('/en-us/checkout/billing', {
    form: { sameAsShipping: 'on', cardToken: token },
    headers: { origin },
    maxRedirects: 0,
  });
  expect(billed.headers().location).toBe('/en-us/checkout?step=summary');
  await page.goto('/en-us/checkout?step=summary');
  await expect(page.getByText(`Visa ending in ${card.slice(-4)}`)).toBeVisible();
};
