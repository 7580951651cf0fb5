/** Shopper steps shared by checkout journeys: put one item in the cart, fill the shipping step, pay by card. */
import { expect, type Page } from '@playwright/test';
import { islandsHydrated, openFirstProduct } from './helpers';

export const uniqueEmail = (tag: string) =>
  `${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export const addOneItem = async (page: Page, js: boolean) => {
  await page.goto('/en-us');
  await openFirstProduct(page);
  if (js) await islandsHydrated(page, 'AddToCart');
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { disabled: false })
    .first()
    .check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  if (js) await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  else await expect(page).toHaveURL(/\?added=/);
};

/** Fills and sends the shipping step; ends on the billing step. */
export const shipTo = async (page: Page, email: string) => {
  await page.goto('/en-us/checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(email);
  await page.getByLabel('First name').fill('Ada');
  await page.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1550 Wynkoop St');
  await page.getByLabel('City').fill('Denver');
  await page.getByLabel('State / province').selectOption('CO');
  await page.getByLabel('Postal code').fill('80202');
  await page.getByLabel('Phone').fill('3035550182');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
};

/** Enters a test card on the billing step and goes on to the summary. */
export const payByCard = async (page: Page, card: string) => {
  await islandsHydrated(page, 'CardField');
  await page.getByLabel('Card number').fill(card);
  await page.getByLabel('Expiry (MM/YY)').fill('12/31');
  await page.getByLabel('Security code').fill('123');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
};
