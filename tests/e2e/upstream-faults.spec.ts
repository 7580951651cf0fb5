/**
 * A shopper searches while the catalogue is failing: the page says products cannot be shown right
 * now, with a way to try again; once the catalogue is back, trying again shows the results.
 * The sandbox's fault switch (`/__admin/faults`) makes the outage.
 */
import { expect, test } from '@playwright/test';
import { SANDBOX_URL } from './helpers';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };

test.afterEach(async ({ request }) => {
  await request.delete(`${SANDBOX_URL}/__admin/faults`, { headers: ADMIN });
});

for (const kind of ['error', 'malformed'] as const) {
  test(`search while the catalogue answers with ${kind === 'error' ? 'errors' : 'broken data'}, then again once it is back`, async ({
    page,
    request,
  }) => {
    // A search nobody made before: nothing cached can stand in for it.
    const term = `parka ${Date.now().toString(36)}`;
    const fault = await request.put(`${SANDBOX_URL}/__admin/faults/commerce`, {
      headers: ADMIN,
      data: { kind, path: '/products/v2/search/' },
    });
    expect(fault.ok()).toBe(true);

    const response = await page.goto(`/en-us/search?q=${encodeURIComponent(term)}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: `Results for “${term}”` })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: "We can't show products right now" }),
    ).toBeVisible();
    // The rest of the page is there: the site's navigation still works.
    await expect(page.getByRole('link', { name: 'Ridgeline' }).first()).toBeVisible();
    await expect(page.getByText(/ApiError|GEN500/)).toHaveCount(0);

    const cleared = await request.delete(`${SANDBOX_URL}/__admin/faults/commerce`, { headers: ADMIN });
    expect(cleared.ok()).toBe(true);
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(`“${term}”`) })).toBeVisible();
    await expect(page.getByText("We can't show products right now")).toHaveCount(0);
  });
}
