/**
 * Athletes, prosumers and employees (issue 47): an employee signs in, meets the employee terms
 * dialog, accepts it, then sees the spend-versus-annual-cap banner and the associate discount in
 * the cart; an athlete pays part of an order with the athlete credit, which shows what it pays and
 * what it leaves. Each journey makes its own member of the kind (sandbox admin call), so the
 * desktop and phone runs never share one. English on desktop, French on the phone.
 */
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { MEMBER_PASSWORD } from './account-helpers';
import { seriousViolations } from './axe';
import { addFirstSize, addOneItem, enterCard, shipTo, uniqueEmail } from './checkout-steps';
import { islandsHydrated, SANDBOX_URL } from './helpers';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };

/** A new account made a member of `program` upstream (as the platform's back office would). */
const memberOfKind = async (
  request: APIRequestContext,
  program: string,
  { annualCap = 150_000, currency = 'USD' }: { annualCap?: number; currency?: string } = {},
) => {
  const email = uniqueEmail(program.toLowerCase());
  const signedUp = await request.post(`${SANDBOX_URL}/consumers-v3/auth/signup`, {
    headers: { 'x-api-key': 'sandbox-access-key' },
    data: { email, password: MEMBER_PASSWORD, firstName: 'Emery', lastName: 'Ridge' },
  });
  expect(signedUp.status()).toBe(201);
  const made = await request.put(`${SANDBOX_URL}/__admin/members/${encodeURIComponent(email)}/program`, {
    headers: ADMIN,
    data: { program, percent: 30, annualCap, currency },
  });
  expect(made.status()).toBe(200);
  return email;
};

const TEXT = {
  'en-us': {
    email: 'E-mail',
    password: 'Password',
    signIn: 'Sign in',
    dialog: 'Employee discount terms',
    accept: 'I accept the terms',
    accepted: 'Thank you: your employee discount is on.',
    terms: 'Read the employee discount terms',
    banner: 'Associate discount',
    used: /\$0\.00 of \$1,500\.00 used in \d{4}/,
    cart: 'Shopping cart',
  },
  'fr-ca': {
    email: 'E-mail',
    password: 'Mot de passe',
    signIn: 'Se connecter',
    dialog: 'Conditions de la remise employé',
    accept: 'J’accepte les conditions',
    accepted: 'Merci\u00a0: votre remise employé est active.',
    terms: 'Lire les conditions de la remise employé',
    banner: 'Remise employé',
    // Spec section 9: CAD is shown as its code.
    used: /0,00\sCAD utilisés sur 1\s500,00\sCAD en \d{4}/,
    cart: 'Panier',
  },
} as const;

const signInOnPage = async (page: Page, locale: keyof typeof TEXT, email: string) => {
  const t = TEXT[locale];
  await page.goto(`/${locale}/sign-in?returnTo=${encodeURIComponent(`/${locale}`)}`);
  const form = page.getByRole('main');
  await form.getByLabel(t.email).fill(email);
  await form.getByLabel(t.password, { exact: true }).fill(MEMBER_PASSWORD);
  await form.getByRole('button', { name: t.signIn }).click();
  await expect(page).toHaveURL(new RegExp(`/${locale}(\\?|$)`));
};

const employeeJourney = async (page: Page, request: APIRequestContext, locale: keyof typeof TEXT) => {
  const t = TEXT[locale];
  // A Canadian employee's programme is in Canadian dollars, as the fr-ca site's carts are.
  const email = await memberOfKind(request, 'ASSOCIATE_DISCOUNT', {
    currency: locale === 'fr-ca' ? 'CAD' : 'USD',
  });
  await signInOnPage(page, locale, email);
  // The terms dialog meets the employee after sign-in: modal once hydrated, focus inside.
  await islandsHydrated(page, 'EmployeeTerms');
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  expect(await seriousViolations(page, 'employee terms dialog')).toEqual([]);
  await expect(dialog.getByRole('link', { name: t.terms })).toHaveAttribute(
    'href',
    `/${locale}/associate-discount-terms`,
  );
  await dialog.getByRole('button', { name: t.accept }).click();
  await expect(page.getByText(t.accepted)).toBeVisible();
  await expect(dialog).toBeHidden();
  // The cap banner on the account page.
  await page.goto(`/${locale}/account`);
  const banner = page.getByRole('region', { name: t.banner });
  await expect(banner).toBeVisible();
  await expect(banner).toContainText(t.used);
  expect(await seriousViolations(page, 'account with the cap banner')).toEqual([]);
  // The discount, priced by the sandbox, in the cart.
  await page.goto(`/${locale}`);
  await expect(page.getByRole('dialog', { name: t.dialog })).toHaveCount(0);
  return { email, banner: t.banner };
};

test('an employee accepts the terms in the dialog, then sees the cap banner and the discount', async ({
  page,
  request,
}) => {
  const { banner } = await employeeJourney(page, request, 'en-us');
  await addOneItem(page, true);
  await page.goto('/en-us/cart');
  await expect(page.getByRole('heading', { level: 1, name: TEXT['en-us'].cart })).toBeVisible();
  await expect(page.getByRole('main').getByText(banner).first()).toBeVisible();
});

test('un employé accepte les conditions et voit le plafond annuel et la remise @mobile-only', async ({
  page,
  request,
}) => {
  const { banner } = await employeeJourney(page, request, 'fr-ca');
  await page.goto('/fr-ca/account');
  // The phone lays the banner out within the screen.
  const box = await page.getByRole('region', { name: banner }).boundingBox();
  expect(box && box.x + box.width).toBeLessThanOrEqual(page.viewportSize()!.width);
  // The discount in the cart, in Canadian dollars.
  await page.goto('/fr-ca');
  const product = page.getByRole('region', { name: 'Nouveautés' }).getByRole('heading', { level: 3 }).first();
  await product.getByRole('link').click();
  await expect(page).toHaveURL(/\/fr-ca\/p\//);
  await addFirstSize(page, true, {
    size: 'Taille',
    addToCart: 'Ajouter au panier',
    miniCart: 'Votre panier',
  });
  await page.goto('/fr-ca/cart');
  await expect(page.getByRole('heading', { level: 1, name: TEXT['fr-ca'].cart })).toBeVisible();
  await expect(page.getByRole('main').getByText(banner).first()).toBeVisible();
});

test('an athlete pays part of an order with the athlete credit', async ({ page, request }) => {
  const email = await memberOfKind(request, 'ATHLETE_CREDIT', { annualCap: 1000 });
  await signInOnPage(page, 'en-us', email);
  await addOneItem(page, true);
  await shipTo(page, email);
  await page.getByRole('button', { name: 'Pay with my athlete credit' }).click();
  await expect(page.getByText('Athlete credit pays $10.00')).toBeVisible();
  await expect(page.getByText('Credit left after this order: $0.00')).toBeVisible();
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/order-confirmation/);
  await expect(page.getByRole('main').getByText('Athlete credit')).toBeVisible();
});

test('without JavaScript, the employee terms dialog is a plain form that accepts and comes back @nojs', async ({
  page,
  request,
}) => {
  const t = TEXT['en-us'];
  const email = await memberOfKind(request, 'ASSOCIATE_DISCOUNT');
  await signInOnPage(page, 'en-us', email);
  const dialog = page.getByRole('dialog', { name: t.dialog });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: t.accept }).click();
  await expect(page).toHaveURL(/\/en-us\?termsAccepted=1$/);
  await expect(page.getByRole('dialog', { name: t.dialog })).toHaveCount(0);
  await page.goto('/en-us/account');
  await expect(page.getByRole('region', { name: t.banner })).toContainText(t.used);
});
