/**
 * The enrollment flow as shoppers meet it: from the header's "Sign in" (the simplified-enrollment
 * flag is on for en-us) through every step to success, in the dialog with script and as pages
 * without; a member without a phone taken to the mobile step; a partial profile offered to complete
 * after sign-in and on the account page.
 */
import { expect, type Locator, type Page, test } from '@playwright/test';
import { MEMBER_PASSWORD, signOutFromHeader, signUpAndIn } from './account-helpers';
import { uniqueEmail } from './checkout-steps';
import { islandsWatched, lookAt } from './helpers';

// Each journey signs up and walks six steps (PBKDF2 on every sign-in): more than the default 45 s
// on a loaded machine.
test.describe.configure({ timeout: 120_000 });

/** The steps after the e-mail: sign-up, complete profile 0, mobile, profile, interests, success. */
const enrollNewShopper = async (page: Page, scope: Locator, email: string) => {
  await expect(scope.getByRole('heading', { name: 'Create your account' })).toBeVisible();
  await expect(scope.getByText(`There is no account for ${email} yet.`)).toBeVisible();
  await scope.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await scope.getByLabel('Confirm password').fill(MEMBER_PASSWORD);
  await scope.getByLabel('First name').fill('Noa');
  await scope.getByLabel('Last name').fill('Berg');
  await scope.getByRole('button', { name: 'Create account' }).click();

  await expect(scope.getByRole('heading', { name: 'Complete your profile' })).toBeVisible();
  await expect(scope.getByText('your mobile phone, your postal code, and your birth date')).toBeVisible();
  await scope.getByLabel(/Join the Ridgeline club/).check();
  await scope.getByRole('button', { name: 'Continue' }).click();

  await expect(scope.getByRole('heading', { name: 'Your mobile phone' })).toBeVisible();
  await expect(scope.getByText('Step 2 of 5')).toBeVisible();
  await expect(scope.getByLabel('Country code')).toHaveValue('US');
  // The hint is an example number in the country's national format (shared/contract/phone).
  await expect(scope.getByText('Format: (201) 555-0123')).toBeVisible();
  await scope.getByLabel('Mobile phone', { exact: true }).fill('3035550182');
  await scope.getByRole('button', { name: 'Continue' }).click();

  await expect(scope.getByRole('heading', { name: 'About you' })).toBeVisible();
  await expect(scope.getByLabel('First name')).toHaveValue('Noa');
  await expect(scope.getByText('Format: MM/DD/YYYY')).toBeVisible();
  await scope.getByLabel('Birth date').fill('04/07/1990');
  await scope.getByLabel('Postal code').fill('80202');
  await scope.getByRole('button', { name: 'Continue' }).click();

  await expect(scope.getByRole('heading', { name: 'What do you like?' })).toBeVisible();
  await scope.getByLabel('Hiking').check();
  await scope.getByLabel('Camping').check();
  await scope.getByLabel('Preferred shoe size').selectOption('9.5');
  await scope.getByRole('button', { name: 'Continue' }).click();

  await expect(scope.getByRole('heading', { name: 'All set' })).toBeVisible();
  await expect(scope.getByText('Step 5 of 5')).toBeVisible();
  await scope.getByRole('link', { name: 'Continue shopping' }).click();
  await expect(page.getByRole('banner').getByText('Hi Noa')).toBeVisible();
};

/** The account page shows what the flow saved, and no longer offers to complete the profile. */
const expectSavedProfile = async (page: Page) => {
  await page.goto('/en-us/account');
  const main = page.getByRole('main');
  // The account page writes the number in the country's national format (shared/contract/phone).
  await expect(main.getByLabel('Mobile phone', { exact: true })).toHaveValue(/^\(303\) 555 ?- ?0182$/);
  await expect(main.getByLabel('Birth date')).toHaveValue('04/07/1990');
  await expect(main.getByLabel('Postal code')).toHaveValue('80202');
  await expect(main.getByLabel('Hiking')).toBeChecked();
  await expect(main.getByLabel('Camping')).toBeChecked();
  await expect(main.getByLabel('Climbing')).not.toBeChecked();
  await expect(main.getByLabel('Preferred shoe size')).toHaveValue('9.5');
  await expect(main.getByText('Your profile is not complete yet')).toHaveCount(0);
};

test('a new shopper enrolls from the header dialog through every step to success @mobile', async ({
  page,
}) => {
  await page.goto('/en-us');
  await islandsWatched(page, 'Enroll');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  // Focus sits on the step's heading; Escape closes the dialog.
  await expect(dialog.getByRole('heading', { name: 'Sign in or join' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const email = uniqueEmail('enroll');
  await dialog.getByLabel('E-mail').fill(email);
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  await enrollNewShopper(page, dialog, email);
  await expect(page).toHaveURL(/\/en-us$/);
  await expectSavedProfile(page);
});

test('a refused sign-up puts the shopper on the field to fix, and the message goes once they fix it', async ({
  page,
}) => {
  await page.goto('/en-us');
  await islandsWatched(page, 'Enroll');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in or create an account' });
  await dialog.getByLabel('E-mail').fill(uniqueEmail('enroll-mismatch'));
  await dialog.getByRole('button', { name: 'Continue' }).click();
  await expect(dialog.getByRole('heading', { name: 'Create your account' })).toBeFocused();
  await dialog.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await dialog.getByLabel('Confirm password').fill(`${MEMBER_PASSWORD}x`);
  await dialog.getByLabel('First name').fill('Noa');
  await dialog.getByLabel('Last name').fill('Berg');
  await dialog.getByRole('button', { name: 'Create account' }).click();

  await expect(dialog.getByText('The passwords do not match.')).toBeVisible();
  await expect(dialog.getByLabel('Confirm password')).toBeFocused();
  await page.keyboard.press('Backspace');
  // What the shopper changed makes the refusal stale: it is not left to contradict them.
  await expect(dialog.getByText('The passwords do not match.')).toHaveCount(0);
  await expect(dialog.getByLabel('Confirm password')).not.toHaveAttribute('aria-invalid', 'true');
});

test('a new shopper enrolls through the step pages without script @nojs', async ({ page }) => {
  await page.goto('/en-us');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  await expect(page).toHaveURL(/\/en-us\/enroll\?returnTo=%2Fen-us$/);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Sign in or join' })).toBeVisible();
  const email = uniqueEmail('enroll-nojs');
  await main.getByLabel('E-mail').fill(email);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(page).toHaveURL(/step=sign-up/);
  await expect(main.getByLabel('E-mail')).toHaveValue(email);
  // A refused step comes back with what was typed, the passwords left out.
  await main.getByLabel('Password', { exact: true }).fill(MEMBER_PASSWORD);
  await main.getByLabel('Confirm password').fill(`${MEMBER_PASSWORD}x`);
  await main.getByLabel('First name').fill('Noa');
  await main.getByLabel('Last name').fill('Berg');
  await main.getByRole('button', { name: 'Create account' }).click();
  await expect(main.getByRole('alert')).toBeVisible();
  await expect(main.getByLabel('First name')).toHaveValue('Noa');
  await expect(main.getByLabel('Last name')).toHaveValue('Berg');
  await expect(main.getByLabel('Password', { exact: true })).toHaveValue('');
  // The refusal is rendered at the step page's own URL (the form posts there): opening that
  // address again (a bookmark, Enter in the address bar) answers the page, never the 405 of an
  // /api/ address. (A reload of the refused page would send the post again.)
  await expect(page).toHaveURL(/\/en-us\/enroll\?step=sign-up&returnTo=%2Fen-us$/);
  const reopened = await page.goto(page.url());
  expect(reopened?.status()).toBe(200);
  await expect(main.getByRole('heading', { level: 1, name: 'Create your account' })).toBeVisible();
  await enrollNewShopper(page, main, email);
  await expectSavedProfile(page);
});

/** A member whose profile lacks a phone, a postal code and a birth date, signed out again. */
const partialMember = async (page: Page) => {
  const member = await signUpAndIn(page, { firstName: 'Ari' });
  await signOutFromHeader(page);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Sign in' })).toBeVisible();
  return member;
};

const completeFromPrompt = async (page: Page, postalCode: string) => {
  const prompt = page.getByRole('region', { name: 'Your profile is not complete yet' });
  await expect(prompt).toContainText('Add your mobile phone, your postal code, and your birth date');
  await prompt.getByRole('link', { name: 'Complete your profile' }).click();
  const main = page.getByRole('main');
  // A member without a phone starts at the mobile step.
  await expect(main.getByRole('heading', { level: 1, name: 'Your mobile phone' })).toBeVisible();
  await main.getByLabel('Mobile phone', { exact: true }).fill('(303) 555-0182');
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'About you' })).toBeVisible();
  await main.getByLabel('Birth date').fill('04/07/1990');
  await main.getByLabel('Postal code').fill(postalCode);
  await main.getByRole('button', { name: 'Continue' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'What do you like?' })).toBeVisible();
  await main.getByRole('link', { name: 'Skip' }).click();
  await expect(main.getByRole('heading', { level: 1, name: 'All set' })).toBeVisible();
};

for (const tag of ['', ' @nojs']) {
  test(`a partial profile is offered to complete after sign-in, into the mobile step${tag}`, async ({
    page,
  }) => {
    const member = await partialMember(page);
    await page.goto('/en-gb/sign-in?returnTo=%2Fen-gb');
    const main = page.getByRole('main');
    await main.getByLabel('E-mail').fill(member.email);
    await main.getByLabel('Password', { exact: true }).fill(member.password);
    await main.getByRole('button', { name: 'Sign in' }).click();
    await expect(page.getByRole('banner').getByText('Hi Ari')).toBeVisible();
    await completeFromPrompt(page, 'SW1A 1AA');
    await main.getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/en-gb$/);
    await expect(page.getByRole('region', { name: 'Your profile is not complete yet' })).toHaveCount(0);
  });

  test(`the account page offers a partial profile the enrollment flow${tag}`, async ({ page }) => {
    await signUpAndIn(page, { firstName: 'Ari' });
    await page.goto('/en-us/account');
    await completeFromPrompt(page, '80202');
    await page.getByRole('main').getByRole('link', { name: 'Continue shopping' }).click();
    await expect(page).toHaveURL(/\/en-us\/account$/);
    await expect(page.getByRole('region', { name: 'Your profile is not complete yet' })).toHaveCount(0);
  });
}

test('screens of the flow in en-us and fr-ca at 1366 and 412 px @desktop-only', async ({ page }) => {
  for (const [locale, heading] of [
    ['en-us', 'Sign in or join'],
    ['fr-ca', 'Se connecter ou s’inscrire'],
  ] as const) {
    for (const width of [1366, 412]) {
      await page.setViewportSize({ width, height: 900 });
      await page.goto(`/${locale}/enroll`);
      await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible();
      await lookAt(page, `enroll-${locale}-lookup-${width}`);
    }
  }
  await signUpAndIn(page, { firstName: 'Ari', locale: 'en-ca', returnTo: '/en-ca' });
  for (const width of [1366, 412]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/fr-ca/enroll');
    await expect(page.getByRole('heading', { level: 1, name: 'Votre téléphone mobile' })).toBeVisible();
    await lookAt(page, `enroll-fr-ca-mobile-${width}`);
    await page.goto('/fr-ca/enroll?step=profile');
    // Canada writes dates year first (the country data's YYYY-MM-DD), in French letters.
    await expect(page.getByText('Format\u00a0: AAAA-MM-JJ')).toBeVisible();
    await lookAt(page, `enroll-fr-ca-profile-${width}`);
    await page.goto('/fr-ca/account');
    await expect(page.getByRole('region', { name: 'Votre profil n’est pas encore complet' })).toBeVisible();
    await lookAt(page, `enroll-fr-ca-account-${width}`, { fullPage: false });
  }
});

test('fr-ca types its birth date year first, in the enrollment step and on the account page; en-us month first', async ({
  page,
}) => {
  await signUpAndIn(page, { firstName: 'Ari', locale: 'en-ca', returnTo: '/en-ca' });
  // Enrollment's profile step: Canada's format in the hint, and the date it names is the one kept.
  await page.goto('/fr-ca/enroll?step=profile');
  const main = page.getByRole('main');
  await expect(main.getByText('Format\u00a0: AAAA-MM-JJ')).toBeVisible();
  await main.getByLabel('Date de naissance').fill('1990-12-05');
  await main.getByLabel('Code postal').fill('H2Y 1C6');
  await main.getByRole('button', { name: 'Continuer' }).click();
  // Accepted: the flow moves on (to the mobile or the interests step).
  await expect(main.getByLabel('Date de naissance')).toHaveCount(0);

  await page.goto('/fr-ca/account');
  const birthDate = main.getByLabel('Date de naissance');
  await expect(birthDate).toHaveValue('1990-12-05');
  await expect(main.getByText('Format\u00a0: AAAA-MM-JJ')).toBeVisible();
  // Day first is not Canada's order: refused with the field's message, never read as 12 May.
  await birthDate.fill('05/12/1990');
  await main.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(main.getByText('Saisissez une date valide')).toBeVisible();
  await main.getByLabel('Date de naissance').fill('1985-02-28');
  await main.getByRole('button', { name: 'Enregistrer le profil' }).click();
  await expect(main.getByText('Votre profil a été enregistré.')).toBeVisible();
  await expect(main.getByLabel('Date de naissance')).toHaveValue('1985-02-28');

  // The same day on en-us, month first.
  await page.goto('/en-us/account');
  await expect(main.getByLabel('Birth date')).toHaveValue('02/28/1985');
  await expect(main.getByText('Format: MM/DD/YYYY')).toBeVisible();
});
