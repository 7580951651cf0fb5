import { expect, test } from '@playwright/test';
import { islandsHydrated } from './helpers';
import { signInAsEditor } from './preview-helpers';

const TODAY = 'Made for the long way up';
/** Today's home hero: the baseline or the hero experiment's variant, whichever the shopper is in. */
const TODAY_EITHER = /^(Made for the long way up|Out the door by sunrise)$/;
const TOMORROW = 'The winter sale is on';

test("an editor previews tomorrow's home page while a shopper sees today's", async ({ browser }) => {
  const editorContext = await browser.newContext();
  const shopperContext = await browser.newContext();
  const editor = await editorContext.newPage();
  const shopper = await shopperContext.newPage();
  const at = new Date(Date.now() + 86_400_000).toISOString();
  const query = `?preview=true&previewDateTime=${encodeURIComponent(at)}&bypassAllCache=true`;

  await signInAsEditor(editor, `/en-us${query}`);
  await expect(editor.getByRole('heading', { name: TOMORROW })).toBeVisible();
  await expect(
    editor.locator('section[data-section-name="hero"][data-content-type="augmentedpage"]'),
  ).toHaveCount(1);

  // The same address from a shopper: published content, no editor metadata.
  await shopper.goto(`/en-us${query}`);
  await expect(shopper.getByRole('heading', { name: TODAY_EITHER })).toBeVisible();
  await expect(shopper.getByRole('heading', { name: TOMORROW })).toHaveCount(0);
  await expect(shopper.locator('[data-content-id]')).toHaveCount(0);

  // And the editor's home without a preview date is today's.
  await editor.goto('/en-us');
  await expect(editor.getByRole('heading', { name: TODAY_EITHER })).toBeVisible();
  await editorContext.close();
  await shopperContext.close();
});

test('the preview viewer lists a doc type', async ({ page }) => {
  await signInAsEditor(page, '/en-us/preview-viewer');
  await expect(page.getByRole('heading', { level: 1, name: 'Preview viewer' })).toBeVisible();
  await islandsHydrated(page, 'PreviewViewer');
  await expect(page.getByLabel('Limit')).toHaveValue('20');

  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByRole('alert')).toHaveText('Doc type is required');
  await expect(page.getByLabel('Doc type')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Doc type').fill('hero');
  await page.getByRole('button', { name: 'Go' }).click();
  const results = page.getByRole('region', { name: 'Results' });
  // The baseline hero of the home's hero experiment (its variant, home-hero-lifestyle, is listed too).
  await expect(results.getByRole('listitem').filter({ hasText: TODAY })).toContainText('home-hero');
  await expect(page).toHaveURL(/docType=hero&limit=20$/);

  await page.getByLabel('Doc type').fill('article');
  await page.getByLabel('Limit').selectOption('10');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(results.getByRole('listitem')).toHaveCount(10);

  await page.getByLabel('Doc type').fill('no-such-type');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page.getByText('No results.')).toBeVisible();
});

test('the preview viewer works without script @nojs', async ({ page }) => {
  await signInAsEditor(page, '/en-us/preview-viewer');
  await page.getByLabel('Doc type').fill('popup');
  await page.getByRole('button', { name: 'Go' }).click();
  await expect(page).toHaveURL(/docType=popup/);
  await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(2);
});

test('a shopper cannot open the preview viewer, and is told who it is for and how editors sign in', async ({
  page,
}) => {
  const response = await page.goto('/en-us/preview-viewer?docType=hero');
  expect(response?.status()).toBe(403);
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { level: 1, name: 'Preview viewer' })).toBeVisible();
  await expect(main.getByText('The preview viewer is for content editors who are signed in.')).toBeVisible();
  await expect(
    main.getByText(/To sign in as an editor, open the preview from the content management system/),
  ).toBeVisible();
  await expect(main.getByLabel('Doc type')).toHaveCount(0);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
});
