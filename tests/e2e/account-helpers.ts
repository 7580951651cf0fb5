/**
 * A signed-in shopper for journeys. `signUpAndIn` creates a new consumer through the sign-up page
 * (as a shopper would) and leaves the page's browser context signed in as them; journeys about
 * something else than signing up use it instead of their own sign-up steps.
 */
import { expect, type Page } from '@playwright/test';
import { uniqueEmail } from './checkout-steps';
import { islandsWatched } from './helpers';

/** Meets every rule of shared/contract/password.ts. */
export const MEMBER_PASSWORD = 'Ridgeline-2026!';

export type Member = { email: string; password: string; firstName: string; lastName: string };

export type SignUpOptions = Partial<Member> & { locale?: string; returnTo?: string };

export const signUpAndIn = async (page: Page, options: SignUpOptions = {}): Promise<Member> => {
  const member: Member = {
    email: options.email ?? uniqueEmail('member'),
    password: options.password ?? MEMBER_PASSWORD,
    firstName: options.firstName ?? 'Kim',
    lastName: options.lastName ?? 'Jordan',
  };
  const locale = options.locale ?? 'en-us';
  const returnTo = options.returnTo ?? `/${locale}`;
  await page.goto(`/${locale}/sign-up?returnTo=${encodeURIComponent(returnTo)}`);
  const form = page.getByRole('main');
  await form.getByLabel('E-mail').fill(member.email);
  await form.getByLabel('Password', { exact: true }).fill(member.password);
  await form.getByLabel('Confirm password').fill(member.password);
  await form.getByLabel('First name').fill(member.firstName);
  await form.getByLabel('Last name').fill(member.lastName);
  await form.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByRole('banner').getByText(`Hi ${member.firstName}`)).toBeVisible();
  return member;
};

/**
 * Signs in with the header's dialog on the current page: the sign-in dialog, or on sites with the
 * simplified-enrollment flag (en-us) the enrollment flow's lookup and sign-in steps; a partial
 * profile's "complete your profile" step is left with "Not now".
 */
export const signInFromHeader = async (page: Page, member: Pick<Member, 'email' | 'password'>) => {
  const enrollment = (await page.locator('sf-island[name="Enroll"]').count()) > 0;
  await islandsWatched(page, enrollment ? 'Enroll' : 'SignIn');
  await page.getByRole('banner').getByRole('link', { name: 'Sign in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Sign in' });
  await dialog.getByLabel('E-mail').fill(member.email);
  if (enrollment) await dialog.getByRole('button', { name: 'Continue' }).click();
  await dialog.getByLabel('Password', { exact: true }).fill(member.password);
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  if (enrollment) {
    const notNow = dialog.getByRole('link', { name: 'Not now' });
    const signedIn = page.getByRole('banner').getByText(/^Hi /);
    await expect(notNow.or(signedIn)).toBeVisible();
    if (await notNow.isVisible()) await notNow.click();
  }
};

/** Signs out with the header's account menu. */
export const signOutFromHeader = async (page: Page) => {
  const banner = page.getByRole('banner');
  await banner.locator('summary', { hasText: /^Account: / }).click();
  await banner.getByRole('navigation', { name: 'Account' }).getByRole('button', { name: 'Sign out' }).click();
};
