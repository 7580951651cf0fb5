/**
 * Orders as a shopper meets them: a member places an order, finds it in the account, follows its
 * tracking, downloads the invoice (opened: a valid PDF with the order's lines) and cancels it
 * through the confirm dialog; once an order has shipped its return label is offered (before, no
 * link, and an old link says why); a guest looks an order up by number and e-mail.
 */
import { readFile } from 'node:fs/promises';
import { expect, type Page, test } from '@playwright/test';
import { pdfText } from '../../sandbox/src/orders/pdf-text';
import { signUpAndIn } from './account-helpers';
import { addOneItem, payByCard, shipTo, uniqueEmail } from './checkout-steps';
import { lookAt, SANDBOX_URL } from './helpers';

const RETURN_LABEL = 'Download return label (PDF)';

/** Checkout of the item in the cart to the confirmation; the order number. */
const placeOrder = async (page: Page, email: string) => {
  await shipTo(page, email);
  await payByCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: 'Place order' }).click();
  // Placing the order waits for the card provider and the stock reservation: slow on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible({
    timeout: 20_000,
  });
  const text = await page.getByText(/Order number RL\d{10}/).textContent();
  return /RL\d{10}/.exec(text ?? '')![0];
};

/** A new member's order, placed and opened in the account: its number and its first line's name. */
const openNewOrder = async (page: Page) => {
  const member = await signUpAndIn(page);
  await addOneItem(page, true);
  const orderNumber = await placeOrder(page, member.email);
  await page.getByRole('link', { name: 'View this order in your account' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  const itemName = (await page.locator('.checkout-item__name').first().textContent())!;
  return { orderNumber, itemName };
};

/** The page as the shopper sees it, at 1366 px on desktop and the phone's 412 px on mobile. */
/** At 1366 px on a desktop, as the account pages were drawn for. */
const shot = async (page: Page, name: string, project: string) => {
  if (!process.env.SHOTS) return;
  if (project === 'desktop') await page.setViewportSize({ width: 1366, height: 900 });
  await lookAt(page, `orders-${name}`);
};

/** Clicks a download link and reads the document's text (after checking it is a PDF). */
const downloadPdf = async (page: Page, name: string) => {
  const downloading = page.waitForEvent('download');
  await page.getByRole('link', { name }).click();
  const download = await downloading;
  const bytes = await readFile((await download.path())!);
  expect(bytes.subarray(0, 5).toString('latin1')).toBe('%PDF-');
  return { text: await pdfText(bytes), filename: download.suggestedFilename() };
};

test('a member finds the order in the account, tracks it, downloads its invoice and cancels it', async ({
  page,
}, info) => {
  // Sign-up, checkout and the order's pages in one journey: longer than the default on a busy machine.
  test.setTimeout(120_000);
  const { orderNumber, itemName } = await openNewOrder(page);
  await expect(page.getByRole('navigation', { name: 'Account' })).toBeVisible();

  const tracking = page.getByRole('region', { name: 'Tracking' });
  await expect(tracking.getByRole('listitem').filter({ hasText: 'Placed' })).toHaveAttribute(
    'aria-current',
    'step',
  );
  await expect(tracking.getByText('Carrier: Ridgeline Parcel')).toBeVisible();

  await shot(page, 'detail', info.project.name);

  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
  await shot(page, 'history', info.project.name);
  await page.getByRole('link', { name: `Order ${orderNumber}` }).click();

  const invoice = await downloadPdf(page, 'Download invoice (PDF)');
  expect(invoice.filename).toBe(`invoice-${orderNumber}.pdf`);
  expect(invoice.text).toContain(orderNumber);
  expect(invoice.text).toContain(itemName);
  // Nothing has left the warehouse yet: nothing to return.
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();
  await expect(documents.getByRole('link', { name: RETURN_LABEL })).toHaveCount(0);

  const opener = page.getByRole('button', { name: 'Cancel order' });
  await expect(opener).toBeVisible();
  // The closed dialog's first choice does not take the page's focus.
  await expect(page.getByRole('button', { name: 'Keep the order' })).toHaveCount(0);
  expect(await page.evaluate(() => document.activeElement?.closest('dialog') ?? null)).toBeNull();
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Cancel this order?' });
  await expect(dialog).toBeVisible();
  // It opens on the choice that changes nothing: Enter keeps the order, and focus returns.
  await expect(dialog.getByRole('button', { name: 'Keep the order' })).toBeFocused();
  await shot(page, 'cancel-dialog', info.project.name);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await page.getByRole('button', { name: 'Cancel order' }).click();
  await dialog.getByRole('button', { name: 'Yes, cancel the order' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Your order has been cancelled.' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await expect(page.getByRole('link', { name: RETURN_LABEL })).toHaveCount(0);
  // What it was paid with reads as given back, not as taken.
  await expect(page.getByRole('region', { name: 'Payment' })).toContainText(
    'Released: the order was cancelled',
  );
  await shot(page, 'cancelled', info.project.name);
  await page.getByRole('link', { name: 'All orders' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: orderNumber })).toContainText('Cancelled');
});

test('the return label is offered once the order has shipped, not before', async ({
  page,
  request,
}, info) => {
  test.setTimeout(120_000);
  const { orderNumber, itemName } = await openNewOrder(page);
  const documents = page.getByRole('region', { name: 'Documents' });
  await expect(documents.getByRole('link', { name: 'Download invoice (PDF)' })).toBeVisible();
  await expect(documents.getByRole('link', { name: RETURN_LABEL })).toHaveCount(0);

  // An old link (or a typed address) says why, in the page, and downloads nothing.
  const detail = page.url();
  const refused = await page.goto(`${detail}/return-label.pdf`);
  expect(refused?.status()).toBe(409);
  await expect(page.getByRole('alert')).toHaveText(
    'This order has not shipped yet. Its return label will be available here once it ships.',
  );
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('link', { name: RETURN_LABEL })).toHaveCount(0);

  // The warehouse ships it (the sandbox's test-only clock stands in for a day passing).
  const shipped = await request.post(`${SANDBOX_URL}/__admin/orders/${orderNumber}/advance`, {
    headers: { 'x-sandbox-admin': 'sandbox-admin-key' },
    data: { stage: 'shipped' },
  });
  expect(shipped.ok()).toBe(true);
  await page.goto(detail);
  await expect(
    page.getByRole('region', { name: 'Tracking' }).getByRole('listitem').filter({ hasText: 'Shipped' }),
  ).toHaveAttribute('aria-current', 'step');
  await expect(documents.getByRole('link', { name: RETURN_LABEL })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shot(page, 'detail-shipped', info.project.name);
  const label = await downloadPdf(page, RETURN_LABEL);
  expect(label.filename).toBe(`return-label-${orderNumber}.pdf`);
  expect(label.text).toContain(orderNumber);
  expect(label.text).toContain(itemName);
});

test('a guest looks an order up by its number and e-mail and downloads the invoice', async ({
  page,
}, info) => {
  test.setTimeout(90_000);
  const email = uniqueEmail('lookup');
  await addOneItem(page, true);
  const orderNumber = await placeOrder(page, email);
  // Signed out of the order's session (the pop-up stays dismissed: this journey is the lookup).
  await page.context().clearCookies({ name: /^__Host-/ });

  await page.goto('/en-us/order-status');
  await expect(page.getByRole('heading', { level: 1, name: 'Order status' })).toBeVisible();
  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('main').getByLabel('E-mail').fill('someone-else@example.com');
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('alert')).toHaveText('No order matches this order number and e-mail address.');

  await page.getByLabel('Order number').fill(orderNumber);
  await page.getByRole('main').getByLabel('E-mail').fill(email);
  await page.getByRole('button', { name: 'Find order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Order ${orderNumber}` })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tracking' })).toContainText('Placed');
  await expect(page.getByRole('button', { name: 'Cancel order' })).toHaveCount(0);
  await shot(page, 'lookup', info.project.name);

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download invoice (PDF)' }).click();
  const bytes = await readFile((await (await downloading).path())!);
  expect(await pdfText(bytes)).toContain(orderNumber);
});
