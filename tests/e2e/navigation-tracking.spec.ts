/**
 * Data layer pushes of content spec section 7 that need no island: top navigation clicks, mobile
 * menu section clicks, footer link clicks and the newsletter form impression. The journeys keep
 * the page where it is after a click (a listener after the tracker's cancels the navigation) so
 * the pushed events can be read.
 */
import { expect, type Page, test } from '@playwright/test';

type Pushed = { event: string; navigation?: Record<string, unknown>; newsletter?: Record<string, unknown> };
const pushed = (page: Page, event: string) =>
  page.evaluate(
    (name) =>
      ((window as unknown as { dataLayer?: Pushed[] }).dataLayer ?? []).filter((e) => e.event === name),
    event,
  );

/** Links stay on the page: the tracker listens in the capture phase, this bubbles after it. */
const stayOnPage = (page: Page) =>
  page.evaluate(() => {
    document.addEventListener('click', (event) => {
      if ((event.target as Element).closest('a[href]')) event.preventDefault();
    });
  });

test('top navigation and footer link clicks reach the data layer @desktop-only', async ({ page }) => {
  await page.goto('/en-us');
  await stayOnPage(page);
  const main = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
  await main.getByRole('link', { name: 'Women', exact: true }).click();
  expect(await pushed(page, 'topNavClick')).toEqual([
    {
      event: 'topNavClick',
      navigation: { label: 'Women', section: 'Women', url: expect.stringMatching(/^\/en-us\/c\/women-/) },
    },
  ]);

  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Returns' }).click();
  await footer.getByRole('link', { name: 'Privacy' }).click();
  // The footer call's own items are footer links too.
  await footer
    .getByRole('navigation', { name: 'Ridgeline on social media' })
    .getByRole('link', { name: 'Instagram' })
    .click();
  expect(await pushed(page, 'footerLinkClick')).toEqual([
    {
      event: 'footerLinkClick',
      navigation: { label: 'Returns', section: 'Help', url: '/en-us/help/returns/how-to-return' },
    },
    { event: 'footerLinkClick', navigation: { label: 'Privacy', section: 'Legal', url: '/en-us/privacy' } },
    {
      event: 'footerLinkClick',
      navigation: { label: 'Instagram', section: '', url: 'https://www.instagram.com/' },
    },
  ]);
  expect(await pushed(page, 'mobileMenuClick')).toEqual([]);
});

test('mobile menu section clicks reach the data layer @mobile-only', async ({ page }) => {
  await page.goto('/fr-ca');
  await stayOnPage(page);
  await page.getByRole('button', { name: 'Menu', exact: true }).click();
  const nav = page.getByRole('navigation', { name: 'Principale' }).filter({ visible: true });
  await nav.getByText('Femme', { exact: true }).click();
  await nav.getByRole('link', { name: 'Tout voir Femme' }).click();
  expect(await pushed(page, 'mobileMenuClick')).toEqual([
    { event: 'mobileMenuClick', navigation: { label: 'Femme', section: 'Femme', expanded: true } },
    {
      event: 'mobileMenuClick',
      navigation: { label: 'Tout voir Femme', section: 'Femme', url: expect.stringMatching(/^\/fr-ca\/c\//) },
    },
  ]);
  expect(await pushed(page, 'topNavClick')).toEqual([]);
});

test('the newsletter form counts an impression once it is seen, not while its dialog is closed', async ({
  page,
  baseURL,
}) => {
  await page
    .context()
    .addCookies([
      { name: 'dismissedPopups', value: 'newsletter-10|popup-newsletter|popup-registration', url: baseURL! },
    ]);
  await page.goto('/en-us/campaign');
  await page.waitForLoadState('load');
  expect(await pushed(page, 'newsletterImpression')).toEqual([]);
  await page.getByRole('link', { name: 'Get the newsletter' }).click();
  await expect(page.getByRole('dialog', { name: 'Stay in the loop' })).toBeVisible();
  await expect
    .poll(() => pushed(page, 'newsletterImpression'))
    .toEqual([{ event: 'newsletterImpression', newsletter: { placement: 'Dialog' } }]);
});
