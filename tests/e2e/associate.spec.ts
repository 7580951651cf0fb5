/**
 * A store associate sells on behalf of a shopper (commerce spec sections 2, 6 and 7): signs in at
 * a store, looks the shopper up, adds two items, adjusts one price with a reason, holds an item
 * and sees its countdown, places the order, sees it in the shopper's history and ends the
 * session; a shopper never opens the associate tools. On a desktop in English, on a tablet
 * (820 px) in French; axe checks the tools page with its bar.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { checkoutText } from '../../client/i18n/checkout';
import { ordersText } from '../../client/i18n/orders';
import { addOneItem, payByCard, shipTo } from './checkout-steps';
import { islandsHydrated, productAwayFromHome } from './helpers';

const TEXT = {
  'en-us': {
    login: 'Associate sign-in',
    store: 'Store',
    employee: 'Employee id',
    password: 'Password',
    signIn: 'Sign in',
    tools: 'Associate tools',
    bar: 'In-store session',
    email: "Shopper's e-mail",
    lookup: 'Look up and sell to this shopper',
    sellingTo: 'Selling to',
    adjust: 'Adjust',
    value: 'Value',
    reason: 'Reason',
    reasonLabel: 'Damaged item',
    apply: 'Apply',
    sku: 'Item number (SKU)',
    reserve: 'Reserve',
    adjusted: /\$5\.00 off .* \(Damaged item\)/,
    end: 'End session',
    ended: 'Your in-store session ended. Sign in again to go on.',
  },
  'fr-ca': {
    login: 'Connexion des conseillers',
    store: 'Magasin',
    employee: 'Numéro d’employé',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    tools: 'Outils du conseiller',
    bar: 'Session en magasin',
    email: 'Courriel du client',
    lookup: 'Rechercher et vendre à ce client',
    sellingTo: 'Vente pour',
    adjust: 'Ajuster',
    value: 'Valeur',
    reason: 'Motif',
    reasonLabel: 'Article abîmé',
    apply: 'Appliquer',
    sku: 'Numéro d’article (SKU)',
    reserve: 'Réserver',
    adjusted: /5,00\sCAD de moins sur .* \(Article abîmé\)/,
    end: 'Terminer la session',
    ended: 'Votre session en magasin est terminée. Reconnectez-vous pour continuer.',
  },
} as const;

type Locale = keyof typeof TEXT;

/** A new member, signed up through the BFF in a request context of its own (not the associate's). */
const newShopper = async (request: APIRequestContext, baseURL: string) => {
  const email = `instore-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Ridgeline-2026!';
  const response = await request.post('/api/auth/sign-up', {
    headers: { origin: baseURL },
    data: { email, password, confirmPassword: password, firstName: 'Inès', lastName: 'Store' },
  });
  expect(response.status()).toBe(201);
  return { email, password };
};

const signInAtStore = async (page: Page, locale: Locale) => {
  const t = TEXT[locale];
  await page.goto(`/${locale}/associate-login`);
  await expect(page.getByRole('heading', { level: 1, name: t.login })).toBeVisible();
  await page.getByLabel(t.store).selectOption({ label: 'Ridgeline Boulder' });
  await page.getByLabel(t.employee).fill('400101');
  await page.getByLabel(t.password).fill('Associate1');
  await page.getByRole('button', { name: t.signIn }).click();
  await expect(page.getByRole('heading', { level: 1, name: t.tools })).toBeVisible();
  const bar = page.getByRole('region', { name: t.bar });
  await expect(bar).toContainText('Ridgeline Boulder');
  await expect(bar).toContainText('Sam Smith');
  await expect(bar.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
};

/** Looks the shopper up, adjusts the first line by 5 with a reason, reserves `sku` (2 lines then). */
const sellInStore = async (page: Page, locale: Locale, email: string, sku: string) => {
  const t = TEXT[locale];
  await page.getByLabel(t.email).fill(email);
  await page.getByRole('button', { name: t.lookup }).click();
  await expect(page.getByText(`${t.sellingTo} ${email}`)).toBeVisible();
  await page.getByLabel(t.sku).fill(sku);
  await page.getByRole('button', { name: t.reserve, exact: true }).click();
  const hold = page.getByRole('listitem').filter({ hasText: sku });
  await expect(hold.getByRole('timer')).toHaveText(/^1[45]:\d\d$/);
  const line = page.getByRole('group', { name: new RegExp(`^${t.adjust} `) }).first();
  await line.getByLabel(t.value).fill('5');
  await line.getByLabel(t.reason).selectOption({ label: t.reasonLabel });
  await line.getByRole('button', { name: t.apply }).click();
  await expect(page.getByText(t.adjusted)).toBeVisible();
};

test('an associate signs in at a store and sells to a shopper, who sees the order in their history', async ({
  page,
  playwright,
  baseURL,
}) => {
  test.setTimeout(90_000);
  const api = await playwright.request.newContext({ baseURL: baseURL! });
  const shopper = await newShopper(api, baseURL!);
  const { variant } = await productAwayFromHome(page.request, 30, 3);

  await signInAtStore(page, 'en-us');
  // The first item from the shop itself, as the shopper picked it off the shelf.
  await page.getByLabel(TEXT['en-us'].email).fill(shopper.email);
  await page.getByRole('button', { name: TEXT['en-us'].lookup }).click();
  await expect(page.getByText(`Selling to ${shopper.email}`)).toBeVisible();
  await addOneItem(page, true);
  await page.keyboard.press('Escape');
  await expect(page.getByRole('region', { name: 'In-store session' })).toBeVisible();
  await page.getByRole('link', { name: 'Associate tools' }).click();
  await sellInStore(page, 'en-us', shopper.email, variant.sku);
  const a11y = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21aa', 'wcag22aa'])
    .analyze();
  expect(a11y.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual([]);

  // Checkout as usual; the order names the store.
  await shipTo(page, shopper.email);
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText('Sold in store: Ridgeline Boulder')).toBeVisible();
  const orderNumber = (await page
    .getByText(/Order number RL\d{10}/)
    .first()
    .textContent())!.match(/RL\d{10}/)![0];
  await page.goto('/en-us/account/orders');
  const card = page.getByRole('listitem').filter({ hasText: orderNumber });
  await expect(card).toContainText('Sold in store: Ridgeline Boulder');

  // End session: the associate signs in again; the shopper is signed out on this device.
  await page.getByRole('button', { name: 'End session' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Associate sign-in' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'In-store session' })).toHaveCount(0);
  await page.goto('/en-us/account/orders');
  await expect(page).toHaveURL(/sign-in/);
  await api.dispose();
});

test.describe('on a tablet', () => {
  test.use({ viewport: { width: 820, height: 1180 } });

  test('un conseiller vend en magasin en français, puis termine la session', async ({
    page,
    playwright,
    baseURL,
  }) => {
    test.setTimeout(90_000);
    const api = await playwright.request.newContext({ baseURL: baseURL! });
    const shopper = await newShopper(api, baseURL!);
    const [first, second] = await Promise.all([
      productAwayFromHome(page.request, 31, 3),
      productAwayFromHome(page.request, 32, 3),
    ]);
    await signInAtStore(page, 'fr-ca');
    // Two items: one reserved first, the second reserved and held by `sellInStore`.
    await page.getByLabel(TEXT['fr-ca'].sku).fill(first.variant.sku);
    await page.getByRole('button', { name: 'Réserver', exact: true }).click();
    await expect(page.getByText(`1 × ${first.variant.sku}`)).toBeVisible();
    await sellInStore(page, 'fr-ca', shopper.email, second.variant.sku);

    // Checkout in French, to a Montréal address; the order and the shopper's history name the store,
    // and the bar on the history page ends the session.
    const c = checkoutText('fr', 'fr-ca');
    const soldIn = ordersText('fr').soldInStore.replace('{store}', 'Ridgeline Boulder');
    await page.goto('/fr-ca/checkout');
    await expect(page.getByRole('heading', { level: 1, name: c.title })).toBeVisible();
    await page.getByRole('textbox', { name: c.email, exact: true }).fill(shopper.email);
    await page.getByLabel(c.firstName).fill('Inès');
    await page.getByRole('textbox', { name: c.lastName, exact: true }).fill('Store');
    await page.getByRole('textbox', { name: c.addressLine1, exact: true }).fill('1000 rue Sherbrooke Ouest');
    await page.getByLabel(c.city).fill('Montréal');
    await page.getByLabel(c.region).selectOption('QC');
    await page.getByLabel(c.postalCode).fill('H3A 1G4');
    await page.getByLabel(c.phone).fill('5145550182');
    await page.getByRole('button', { name: c.continueToBilling }).click();
    await expect(page).toHaveURL(/step=billing/);
    await islandsHydrated(page, 'CardField');
    await page.getByLabel(c.cardNumber).fill('4242 4242 4242 4242');
    await page.getByLabel(c.cardExpiry).fill('12/31');
    await page.getByLabel(c.cardCvc).fill('123');
    await page.getByRole('button', { name: c.continueToSummary }).click();
    await expect(page).toHaveURL(/step=summary/);
    await page.getByRole('button', { name: c.placeOrder }).click();
    await expect(page.getByRole('heading', { level: 1, name: c.confirmationTitle })).toBeVisible();
    await expect(page.getByText(soldIn)).toBeVisible();
    await page.goto('/fr-ca/account/orders');
    await expect(page.getByRole('listitem').filter({ hasText: soldIn }).first()).toBeVisible();

    await page.getByRole('button', { name: TEXT['fr-ca'].end }).click();
    await expect(page.getByRole('heading', { level: 1, name: TEXT['fr-ca'].login })).toBeVisible();
    await page.goto('/fr-ca/associate');
    await expect(page).toHaveURL(/\/fr-ca\/associate-login$/);
    await api.dispose();
  });
});

test('a shopper can never open the associate tools', async ({ page, baseURL }) => {
  // Signed in as a shopper in this browser (the sign-up signs them in).
  await newShopper(page.request, baseURL!);
  await page.goto('/en-us/associate');
  await expect(page).toHaveURL(/\/en-us\/associate-login$/);
  await expect(page.getByRole('region', { name: 'In-store session' })).toHaveCount(0);
  const refused = await page.request.post('/en-us/associate/adjustments', {
    headers: { origin: baseURL! },
    form: { _action: 'add', type: 'AMOUNT', value: '5', reasonCode: 'PRICE_MATCH' },
    maxRedirects: 0,
  });
  expect(refused.headers().location).toBe('/en-us/associate?error=AUT450');
});
