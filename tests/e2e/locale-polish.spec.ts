/**
 * Issue 12's locale polish as a shopper sees it: product reviews write their dates and the average
 * score the page language's way (Intl), and a level-3 category (Men › Clothing › Jackets) opens on
 * its own lifestyle banner like levels 1 and 2. Desktop and mobile.
 */
import { expect, test } from '@playwright/test';
import { messagesFor } from '../../client/i18n';
import { lookAt } from './helpers';

const FRENCH_DATE =
  /^\d{1,2} (janv\.|févr\.|mars|avr\.|mai|juin|juil\.|août|sept\.|oct\.|nov\.|déc\.) \d{4}$/;
const ENGLISH_DATE = /^(Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sep|Oct|Nov|Dec) \d{1,2}, \d{4}$/;

for (const { locale, lang, date, decimal } of [
  { locale: 'fr-fr', lang: 'fr' as const, date: FRENCH_DATE, decimal: /^\d,\d$/ },
  { locale: 'en-us', lang: 'en' as const, date: ENGLISH_DATE, decimal: /^\d\.\d$/ },
]) {
  test(`${locale}: review dates and the average score are written the language's way`, async ({ page }) => {
    const messages = messagesFor(lang);
    await page.goto(`/${locale}/c/jackets-110011`);
    await page.locator('#listing').getByRole('heading', { level: 3 }).first().getByRole('link').click();
    const reviews = page.getByRole('region', { name: messages.reviewsTitle });
    await reviews.scrollIntoViewIfNeeded();
    await expect(reviews.getByText(decimal).first()).toBeVisible();
    // Each review's line: nickname · place · date (· verified buyer).
    const metas = await reviews.getByText(/ · /).allTextContents();
    const parts = metas.flatMap((m) => m.split(' · ').map((p) => p.trim()));
    expect(parts.filter((p) => date.test(p)).length, `dates in ${JSON.stringify(parts)}`).toBeGreaterThan(0);
    await lookAt(page, `polish-reviews-${locale}`, { fullPage: false });
  });

  test(`${locale}: a level-3 category opens on its lifestyle banner`, async ({ page }) => {
    await page.goto(`/${locale}/c/jackets-110011`);
    const heading = page.getByRole('heading', { level: 1 });
    const name = (await heading.textContent())!.trim();
    const title = lang === 'fr' ? `${name}\u00a0: nouvelle saison` : `New season ${name}`;
    const banner = page.getByRole('heading', { level: 2, name: title });
    await expect(banner).toBeVisible();
    const image = page.getByRole('img', { name, exact: true }).first();
    await expect(image).toBeVisible();
    expect(await image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0)).toBe(true);
    await lookAt(page, `polish-category3-${locale}`, { fullPage: false });
  });
}
