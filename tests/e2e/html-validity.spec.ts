/**
 * The server-rendered HTML of every page kind passes the Nu HTML Checker (the `vnu-jar` package,
 * run on the machine's Java): the HTML a crawler, a screen reader and a slow phone get before any
 * script runs. The pages are read with the shopper's cookies, so cart, checkout and the
 * confirmation carry a real basket and order.
 */
import { execFile } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { expect, type Page, test } from '@playwright/test';
import { addOneItem, payByCard, shipTo, uniqueEmail } from './checkout-steps';

const run = promisify(execFile);
const vnuJar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');

type VnuMessage = { type: string; url: string; message: string; extract?: string };

/** Every error vnu reports on the given documents, as "page: message (extract)". */
const htmlErrors = async (documents: Record<string, string>): Promise<string[]> => {
  const dir = mkdtempSync(path.join(tmpdir(), 'vnu-'));
  const files = Object.entries(documents).map(([name, html]) => {
    const file = path.join(dir, `${name}.html`);
    writeFileSync(file, html);
    return file;
  });
  // vnu exits 1 when it finds errors; its JSON report is on stderr either way.
  const { stderr } = await run('java', ['-jar', vnuJar, '--errors-only', '--format', 'json', ...files], {
    maxBuffer: 32 * 1024 * 1024,
  }).catch((error: { stderr?: string }) => ({ stderr: error.stderr ?? '' }));
  const { messages } = JSON.parse(stderr) as { messages: VnuMessage[] };
  return messages
    .filter((m) => m.type === 'error')
    .map((m) => `${path.basename(m.url, '.html')}: ${m.message} (${m.extract?.trim() ?? ''})`);
};

/** The document the server sends for `url` with this page's cookies (no script has touched it). */
const served = async (page: Page, url: string): Promise<string> => {
  const response = await page.request.get(url);
  expect(response.status(), url).toBeLessThan(500);
  return response.text();
};

test('every page kind is valid HTML @desktop-only', async ({ page }) => {
  test.setTimeout(120_000);
  const pages: Record<string, string> = {};
  pages.home = await served(page, '/en-us');
  pages['home-fr'] = await served(page, '/fr-ca');
  pages.search = await served(page, '/en-us/search?q=jacket');
  pages['search-empty'] = await served(page, '/en-us/search?q=zzzzqqqq');
  pages['not-found'] = await served(page, '/en-us/no-such-page');
  pages.stores = await served(page, '/en-us/stores');
  pages['location-selector'] = await served(page, '/en-us/location-selector');
  pages['contact-us'] = await served(page, '/fr-ca/contact-us');

  await page.goto('/en-us');
  const categoryUrl = await page
    .getByRole('navigation')
    .getByRole('link', { name: 'Men' })
    .first()
    .getAttribute('href');
  pages.category = await served(page, categoryUrl!);

  await addOneItem(page, true);
  pages.product = await served(page, page.url());
  pages.cart = await served(page, '/en-us/cart');
  pages.checkout = await served(page, '/en-us/checkout');
  await shipTo(page, uniqueEmail('html'));
  pages.billing = await served(page, page.url());
  await payByCard(page, '4242424242424242');
  pages.summary = await served(page, page.url());
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page).toHaveURL(/\/en-us\/order-confirmation\?order=/);
  pages.confirmation = await served(page, page.url());

  expect(await htmlErrors(pages)).toEqual([]);
});
