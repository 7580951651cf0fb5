/**
 * The cart line's delivery choice is compact: one line saying what the item gets and when, and a
 * "Change" that opens the full choice in place. With script it is a button (expanded state,
 * Escape closes it and gives the focus back); without script a disclosure the browser opens.
 */
import { expect, type Page, test } from '@playwright/test';
import { addOneItem } from './checkout-steps';
import { islandsHydrated, lookAt } from './helpers';

const HOME = 'Home delivery · Standard, 3-5 business days';
const POINT = 'Collection point · 3-6 business days';

const lineDelivery = (page: Page) => page.getByRole('group', { name: /^Delivery for / }).first();

test('the delivery choice opens from "Change", changes, and closes back to its button @mobile', async ({
  page,
}) => {
  await addOneItem(page, true);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  await expect(page.getByText(HOME)).toBeVisible();
  // Closed: no radio group on the line until the shopper asks for it.
  await expect(lineDelivery(page)).toBeHidden();
  const change = page.getByRole('button', { name: /^Change delivery for / }).first();
  await expect(change).toHaveAttribute('aria-expanded', 'false');
  // Keyboard: focus the button and open it with Enter.
  await change.focus();
  await page.keyboard.press('Enter');
  await expect(change).toHaveAttribute('aria-expanded', 'true');
  await expect(lineDelivery(page).getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  // The radio is the basket's state: it shows checked once the change is applied.
  await lineDelivery(page)
    .getByRole('radio', { name: /Collection point/ })
    .click();
  await expect(page.getByText(POINT)).toBeVisible();
  await expect(lineDelivery(page).getByRole('radio', { name: /Collection point/ })).toBeChecked();
  // Escape from inside the choice closes it and puts the focus back on "Change".
  await lineDelivery(page)
    .getByRole('radio', { name: /Collection point/ })
    .focus();
  await page.keyboard.press('Escape');
  await expect(lineDelivery(page)).toBeHidden();
  await expect(change).toBeFocused();
  await expect(change).toHaveAttribute('aria-expanded', 'false');
  // The choice is the basket's: a reload shows the same summary.
  await page.reload();
  await expect(page.getByText(POINT)).toBeVisible();
  await lookAt(page, 'cart-delivery');
});

test('the delivery choice opens and saves without JavaScript @nojs', async ({ page }) => {
  await addOneItem(page, false);
  await page.goto('/en-us/cart');
  await expect(page.getByText(HOME)).toBeVisible();
  await expect(lineDelivery(page)).toBeHidden();
  await page.getByText('Change', { exact: true }).first().click();
  await lineDelivery(page)
    .getByRole('radio', { name: /Collection point/ })
    .check();
  await page.getByRole('button', { name: 'Save delivery' }).first().click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByText(POINT)).toBeVisible();
  await expect(lineDelivery(page)).toBeHidden();
  await page.getByText('Change', { exact: true }).first().click();
  await expect(lineDelivery(page).getByRole('radio', { name: /Collection point/ })).toBeChecked();
});
