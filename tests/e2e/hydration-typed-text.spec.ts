import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { build } from 'esbuild';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';
import { GiftLineIsland, SERVER_TEXT, TypedTextIsland } from './fixtures/typed-text-island';

// The real island hydration (client/hydrate.tsx) in Chromium, on a page of its own: the island's
// render is held busy so text can change at a chosen point of it, which no full page can promise.
const entry = `
  import { hydrate } from './client/hydrate';
  import { GiftLineIsland, TypedTextIsland } from './tests/e2e/fixtures/typed-text-island';
  const islands = { GiftLineIsland, TypedTextIsland };
  window.startHydration = (name, props) => {
    window.hydration = { rendering: false, committed: false };
    hydrate(document.querySelector('sf-island'), islands[name], props, 't');
  };
`;

let bundle: string;
test.beforeAll(async () => {
  const out = await build({
    stdin: { contents: entry, resolveDir: fileURLToPath(new URL('../..', import.meta.url)), loader: 'tsx' },
    bundle: true,
    write: false,
    format: 'iife',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
  });
  bundle = out.outputFiles[0]!.text;
});

type Layout = { slowBefore: number; slowAfter: number };

const islandPage = async (page: Page, html: string) => {
  await page.setContent(`<!doctype html><html lang="en"><body><sf-island>${html}</sf-island></body></html>`);
  await page.addScriptTag({ content: bundle });
};

type Start = { startHydration(name: string, props: object): void };
const startHydration = (page: Page, name: string, props: object = {}) =>
  page.evaluate(([n, p]) => (window as unknown as Start).startHydration(n, p), [name, props] as const);
const typedTextPage = (page: Page, layout: Layout) =>
  islandPage(page, renderToString(createElement(TypedTextIsland, layout)));

const whileRendering = (page: Page) => page.waitForFunction(() => window.hydration?.rendering === true);
const committed = (page: Page) => page.waitForFunction(() => window.hydration?.committed === true);

test('text that changes while an island hydrates is kept, in plain and controlled textareas', async ({
  page,
}) => {
  // The busy part comes first: the textareas are hydrated after the text has changed.
  const layout = { slowBefore: 40, slowAfter: 0 };
  await typedTextPage(page, layout);
  await startHydration(page, 'TypedTextIsland', layout);
  await whileRendering(page);
  // As a browser restores a form, or a shopper's text lands while the page is busy: no events.
  await page.evaluate(() => {
    for (const area of document.querySelectorAll('textarea')) area.value = `Restored ${area.name}.`;
  });
  await committed(page);
  await expect(page.getByLabel('Plain message')).toHaveValue('Restored plain.');
  await expect(page.getByLabel('Controlled message')).toHaveValue('Restored controlled.');
  // The controlled textarea's state follows the text it shows.
  await expect(page.getByText('Shown: Restored controlled.')).toBeVisible();
  await page.getByLabel('Controlled message').fill('Typed after.');
  await expect(page.getByText('Shown: Typed after.')).toBeVisible();
});

test('a quantity typed before an island hydrates stays, and its state follows', async ({ page }) => {
  const layout = { slowBefore: 0, slowAfter: 0 };
  await typedTextPage(page, layout);
  await page.getByLabel('Quantity').fill('3');
  await startHydration(page, 'TypedTextIsland', layout);
  await committed(page);
  // The island renders once more after hydrating (useHydrated), with its state: the typed 3.
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByLabel('Quantity')).toHaveValue('3');
  await expect(page.getByText('Quantity shown: 3')).toBeVisible();
});

test('a size and a box picked before an island hydrates stay picked, and its state follows', async ({
  page,
}) => {
  const layout = { slowBefore: 0, slowAfter: 0 };
  await typedTextPage(page, layout);
  await page.getByRole('radio', { name: 'M' }).check();
  await page.getByRole('checkbox', { name: 'Gift wrap' }).check();
  await startHydration(page, 'TypedTextIsland', layout);
  await committed(page);
  await expect(page.locator('form[data-hydrated="true"]')).toHaveCount(1);
  await expect(page.getByRole('radio', { name: 'M' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Gift wrap' })).toBeChecked();
  await expect(page.getByText('Chosen: M, wrapped')).toBeVisible();
  // Still the island's: another size and the box again.
  await page.getByRole('radio', { name: 'L' }).check();
  await page.getByRole('checkbox', { name: 'Gift wrap' }).uncheck();
  await expect(page.getByText('Chosen: L, not wrapped')).toBeVisible();
});

test('hydration leaves the caret alone: text replacing a selection replaces all of it', async ({ page }) => {
  // The textareas are hydrated first, then the render stays busy while the shopper types.
  const layout = { slowBefore: 0, slowAfter: 40 };
  await typedTextPage(page, layout);
  await page.getByLabel('Plain message').evaluate((area: HTMLTextAreaElement) => {
    area.focus();
    area.select();
  });
  await startHydration(page, 'TypedTextIsland', layout);
  await whileRendering(page);
  await page.keyboard.insertText('All new words.');
  await committed(page);
  await expect(page.getByLabel('Plain message')).toHaveValue('All new words.');
  await expect(page.getByLabel('Controlled message')).toHaveValue(SERVER_TEXT);
});

test('a cart line that renders again leaves the caret of its gift message alone', async ({ page }) => {
  await islandPage(page, renderToString(createElement(GiftLineIsland)));
  await startHydration(page, 'GiftLineIsland');
  await page.getByText('Change recipient or message').click();
  const message = page.getByLabel('Message (optional)');
  await expect(message).toHaveValue(SERVER_TEXT);
  await message.evaluate((area: HTMLTextAreaElement) => area.select());
  // The cart renders again (it hydrated, another line changed) while the message is selected.
  await page.getByRole('button', { name: 'Render again (0)' }).evaluate((button: HTMLButtonElement) => {
    button.click();
  });
  await expect(page.getByRole('button', { name: 'Render again (1)' })).toBeVisible();
  await message.evaluate((area: HTMLTextAreaElement) => area.focus());
  await page.keyboard.insertText('New words.');
  await expect(message).toHaveValue('New words.');
});
