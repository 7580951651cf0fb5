/**
 * The loyalty programme as a member walks it, in English and French, on a desktop and a phone: a
 * new member joins the club in the account (the welcome gift once), places an order, sees the
 * points and their history, applies a club voucher to the next cart and pays part of that order
 * with points. Each run uses its own new member and its own product (priced 120.00 by the sandbox).
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { messagesFor } from '../../client/i18n';
import { checkoutText } from '../../client/i18n/checkout';
import { loyaltyText } from '../../client/i18n/loyalty';
import { uniqueEmail } from './checkout-steps';
import { islandsHydrated, lookAt, productAwayFromHome, reachIslands, setVariant } from './helpers';

// English on a desktop, French on a phone: the longest words in the narrowest layout. Each walk is
// a whole club year (two orders), so it runs once.
const WALKS = [
  { locale: 'en-us', lang: 'en', currency: 'USD', start: 270, tag: '' },
  { locale: 'fr-fr', lang: 'fr', currency: 'EUR', start: 274, tag: '@mobile-only ' },
] as const;

type Walk = (typeof WALKS)[number];

/** A new member signed in in this browser (the journey is about the club, not about signing up). */
const newMember = async (page: Page, locale: string) => {
  await page.goto(`/${locale}`);
  const password = 'Ridgeline-2026!';
  const email = uniqueEmail('club');
  const answer = await page.request.post('/api/auth/sign-up', {
    data: {
      email,
      password,
      confirmPassword: password,
      firstName: 'Ada',
      lastName: 'Club',
    },
    headers: { origin: new URL(page.url()).origin },
  });
  expect(answer.status()).toBe(201);
  return email;
};

/** The walk's product at 120.00, one unit into the cart from its page. */
const addPricedItem = async (page: Page, request: APIRequestContext, walk: Walk, offset: number) => {
  const messages = messagesFor(walk.lang);
  const { details, color, variant } = await productAwayFromHome(request, walk.start + offset, 3);
  const priced = await setVariant(request, variant.sku, {
    price: { currency: walk.currency, current: 12000 },
  });
  expect(priced.ok()).toBe(true);
  await page.goto(`/${walk.locale}/p/${details.slug}-${color.productId}`);
  await reachIslands(page, 'AddToCart');
  await page
    .getByRole('group', { name: messages.size })
    .getByRole('radio', { name: variant.size, exact: true })
    .check({ force: true });
  await page.getByRole('button', { name: messages.addToCart }).click();
  await expect(page.getByRole('dialog', { name: messages.miniCartTitle })).toBeVisible();
};

/** Shipping (a home address in the site's country), then the billing step. */
const shipHome = async (page: Page, walk: Walk, email: string) => {
  const text = checkoutText(walk.lang);
  await page.goto(`/${walk.locale}/checkout?step=shipping`);
  const field = (name: string) => page.getByRole('textbox', { name, exact: true });
  await field(text.email).fill(email);
  await field(text.firstName).fill('Ada');
  await field(text.lastName).fill('Club');
  if (walk.locale === 'en-us') {
    await field(text.addressLine1).fill('1550 Wynkoop St');
    await field(text.city).fill('Denver');
    await page.getByLabel(text.region).selectOption('CO');
    await field(text.postalCode).fill('80202');
    await field(text.phone).fill('3035550182');
  } else {
    await field(text.addressLine1).fill('10 Rue de Rivoli');
    await field(text.city).fill('Paris');
    await field(text.postalCode).fill('75001');
    await field(text.phone).fill('+33 1 42 60 30 00');
  }
  await page.getByRole('button', { name: text.continueToBilling }).click();
  await expect(page).toHaveURL(/step=billing/);
};

/** The card for the rest, the summary, and the order placed: its number. */
const payRestAndPlace = async (page: Page, walk: Walk) => {
  const text = checkoutText(walk.lang);
  await islandsHydrated(page, 'CardField');
  await page.getByLabel(text.cardNumber).fill('4242 4242 4242 4242');
  await page.getByLabel(text.cardExpiry).fill('12/31');
  await page.getByLabel(text.cardCvc).fill('123');
  const holder = page.getByLabel(text.cardHolder);
  if ((await holder.inputValue()) === '') await holder.fill('Ada Club');
  await page.getByRole('button', { name: text.continueToSummary }).click();
  await expect(page).toHaveURL(/step=summary/);
  await page.getByRole('button', { name: text.placeOrder }).click();
  await expect(page.getByRole('heading', { level: 1, name: text.confirmationTitle })).toBeVisible();
  return /RL\d{10}/.exec(
    (await page
      .getByText(/RL\d{10}/)
      .first()
      .textContent())!,
  )![0];
};

/** The points shown on the club page, as a number. */
const clubPoints = async (page: Page, walk: Walk) => {
  const text = loyaltyText(walk.lang);
  await page.goto(`/${walk.locale}/account/club`);
  const region = page.getByRole('region', { name: text.balanceTitle, exact: true });
  return Number((await region.getByText(/\d/).textContent())!.replace(/\D/g, ''));
};

for (const walk of WALKS) {
  test(`${walk.tag}${walk.locale}: a member joins the club, earns points, spends a voucher and points`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const text = loyaltyText(walk.lang);
    const shot = (name: string) => lookAt(page, `loyalty-${walk.locale}-${name}`);
    const email = await newMember(page, walk.locale);

    // Joining from the loyalty sign-up dialog of the profile page; then the welcome gift once, in
    // a dialog that closes with the keyboard.
    await page.goto(`/${walk.locale}/account`);
    await page.getByRole('button', { name: text.signUpOpen }).click();
    const signUp = page.getByRole('dialog', { name: text.signUpTitle });
    await expect(signUp).toBeVisible();
    await shot('sign-up');
    await signUp.getByRole('button', { name: text.join }).click();
    const welcome = page.getByRole('dialog', { name: text.welcomeTitle });
    await expect(welcome).toContainText(/WELCOME[A-F0-9]{8}/);
    await islandsHydrated(page, 'WelcomeDialog');
    await shot('welcome');
    await page.keyboard.press('Escape');
    await expect(welcome).toBeHidden();
    await expect(page.getByText(text.joined)).toBeVisible();
    await page.reload();
    await expect(page.getByRole('dialog', { name: text.welcomeTitle })).toHaveCount(0);

    // An order earns 10 points per whole amount paid (120.00 less the site's promotions, and
    // shipping): enough for the 500-point voucher and the 100 points the next order spends.
    await addPricedItem(page, request, walk, 0);
    await shipHome(page, walk, email);
    const first = await payRestAndPlace(page, walk);
    const earned = await clubPoints(page, walk);
    expect(earned).toBeGreaterThanOrEqual(600);
    await expect(page.getByRole('table')).toContainText(first);
    await shot('points');

    // The next cart: a club voucher as a reward.
    await addPricedItem(page, request, walk, 1);
    await page.goto(`/${walk.locale}/cart`);
    await islandsHydrated(page, 'CartView');
    const voucher = page.getByRole('region', { name: text.cartVoucherTitle, exact: true });
    await voucher.getByRole('radio').first().check();
    await voucher.getByRole('button', { name: text.applyVoucher }).click();
    await expect(voucher.getByRole('status')).toContainText('500');
    await shot('cart-voucher');

    // Checkout: 100 points pay part, the card the rest.
    await shipHome(page, walk, email);
    const points = page.getByRole('group', { name: text.pointsTitle });
    await points.getByLabel(text.pointsLabel).fill('100');
    await points.getByRole('button', { name: text.usePoints }).click();
    await expect(page.getByRole('main').getByText(/\(100\)/)).toBeVisible();
    await shot('billing-points');
    const second = await payRestAndPlace(page, walk);

    await expect(async () => {
      const after = await clubPoints(page, walk);
      expect(after).toBeGreaterThan(earned - 600);
      expect(after).not.toBe(earned);
    }).toPass();
    await expect(page.getByRole('table')).toContainText(second);
    await expect(page.getByRole('table').getByText('−600')).toBeVisible();
    await shot('history');
  });
}
