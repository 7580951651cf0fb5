import { expect, test } from '@playwright/test';
import { islandsWatched } from './helpers';

// The menu button is the phone header (desktop has the menu bar): the mobile project only.
test.describe('the header menu on a phone @mobile-only', () => {
  test('opens with the Menu button, opens Men under it, and closes with Escape back on the button', async ({
    page,
  }) => {
    await page.goto('/en-us');
    // The menu is a popover: the first tap opens it and brings the island (no React before it).
    await islandsWatched(page, 'MenuKeys');
    const toggle = page.getByRole('button', { name: 'Menu', exact: true });
    await expect(toggle).not.toHaveAttribute('aria-expanded', 'true');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const nav = page.getByRole('navigation', { name: 'Main' }).filter({ visible: true });
    // Nothing else in the header may lie over the open menu: the tap reaches "Men".
    await nav.getByText('Men', { exact: true }).click();
    await expect(nav.getByRole('link', { name: 'Shop all Men' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();

    // The keyboard alone: Enter opens, Escape closes and gives the focus back.
    await page.keyboard.press('Enter');
    await expect(page.getByRole('navigation', { name: 'Main' }).filter({ visible: true })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(toggle).toBeFocused();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});

// A slow phone paints the page while its HTML is still arriving, the header included (the parser
// yields anywhere in it). Each part of the header must already stand where it will stay, whatever
// comes after it: otherwise the search box jumps when the cart arrives, a layout shift Lighthouse
// counts. The page is cut after each part in turn, as if the rest had not arrived yet.
test('every part of the header stands in its final place before the parts after it arrive @mobile', async ({
  page,
}) => {
  const banner = page.getByRole('banner');
  const parts = [
    { name: 'logo', locator: banner.getByRole('link', { name: 'Ridgeline' }) },
    { name: 'search', locator: banner.getByRole('combobox', { name: 'Search' }) },
    { name: 'sign in', locator: banner.getByRole('link', { name: 'Sign in' }) },
    // A link until the mini cart hydrates, then the button that opens it, in the same place.
    {
      name: 'cart',
      locator: banner.getByRole('link', { name: /^Cart/ }).or(banner.getByRole('button', { name: /^Cart/ })),
    },
  ];
  const boxes = (count: number) =>
    Promise.all(parts.slice(0, count).map(({ locator }) => locator.boundingBox()));
  await page.goto('/en-us/c/men-1100');
  const whole = await boxes(parts.length);
  for (const [i, { name, locator }] of parts.slice(0, -1).entries()) {
    await page.goto('/en-us/c/men-1100');
    await locator.evaluate((element) => {
      // What the parser had built when it stopped: this part (the search input's whole form) and
      // everything before it.
      let node: Node | null = element instanceof HTMLInputElement && element.form ? element.form : element;
      while (node && node !== document.body) {
        while (node.nextSibling) node.nextSibling.remove();
        node = node.parentNode;
      }
    });
    expect(await boxes(i + 1), `the page cut after the ${name}`).toEqual(whole.slice(0, i + 1));
  }
});
