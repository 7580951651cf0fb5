/**
 * Delivery kinds as a shopper uses them: pick up in store ("Choose a pick-up store" dialog on the
 * cart page, a pickup person at checkout, the store on the confirmation, taxed where the store
 * is), ship to store at a store that holds none of the item ("Choose a store to ship to"), a
 * collection point (chosen at the shipping step), and both store choices without JavaScript
 * (plain forms). The product is picked from the sandbox (port + 1): a size the warehouse has and
 * a Denver-area store holds.
 */
import AxeBuilder from '@axe-core/playwright';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { addOneItem, enterCard, fillAddress, uniqueEmail } from './checkout-steps';
import { islandsHydrated, lookAt, reachIslands, SANDBOX_URL } from './helpers';

const KEY = { 'x-api-key': 'sandbox-access-key' };

type Picked = { url: string; name: string; size: string; sku: string; store: string };
let picked: Picked | undefined;

/** A product whose first colour has a size in stock online and at Ridgeline Boulder or Denver. */
const pickProduct = async (request: APIRequestContext): Promise<Picked> => {
  if (picked) return picked;
  const stores = { '4001': 'Ridgeline Boulder', '4002': 'Ridgeline Denver' } as Record<string, string>;
  for (let page = 0; page < 10 && !picked; page++) {
    const res = await request.get(
      `${SANDBOX_URL}/products/v2/search/productSearch?count=48&start=${page * 48}`,
      {
        headers: KEY,
      },
    );
    const body = (await res.json()) as { products?: { id: string }[] };
    for (const card of body.products ?? []) {
      const details = await (
        await request.get(`${SANDBOX_URL}/products/v2/products/${card.id.slice(0, 8)}/details`, {
          headers: KEY,
        })
      ).json();
      const first = details.colors[0];
      const colour = await request.post(
        `${SANDBOX_URL}/products/v1/products/${first.productId}/availability`,
        {
          headers: KEY,
          data: ['4001', '4002'],
        },
      );
      const held = ((await colour.json()).storeInventory ?? []) as { storeId: string; quantity: number }[];
      if (!held.some((s) => s.quantity >= 2)) continue;
      for (const v of first.variants as { sku: string; size: string; stock: number }[]) {
        if (v.stock < 5) continue;
        const res2 = await request.post(`${SANDBOX_URL}/products/v1/products/${v.sku}/availability`, {
          headers: KEY,
          data: ['4001', '4002'],
        });
        const at = ((await res2.json()).storeInventory as { storeId: string; quantity: number }[]).find(
          (s) => s.quantity >= 2,
        );
        if (at) {
          picked = {
            url: `/en-us/p/${details.slug}-${first.productId}`,
            name: details.name,
            size: v.size,
            sku: v.sku,
            store: stores[at.storeId]!,
          };
          break;
        }
      }
      if (picked) break;
    }
  }
  if (!picked) throw new Error('no product held by a Denver-area store');
  return picked;
};

const addPicked = async (page: Page, js: boolean): Promise<Picked> => {
  const product = await pickProduct(page.request);
  await page.goto(product.url);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
  if (js) await reachIslands(page, 'AddToCart');
  await page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: product.size, exact: true })
    .check({ force: true });
  await page.getByRole('button', { name: 'Add to cart' }).click();
  if (js) await expect(page.getByRole('dialog', { name: 'Your cart' })).toBeVisible();
  else await expect(page).toHaveURL(/\?added=/);
  return product;
};

/** A US store that holds none of `sku` (ship to store does not need any), with its postal code. */
const storeWithout = async (request: APIRequestContext, sku: string) => {
  const { stores } = (await (
    await request.get(`${SANDBOX_URL}/consumers-v3/utilities/stores?countryCode=US`, { headers: KEY })
  ).json()) as { stores: { storeId: string; name: string; address: { postalCode: string } }[] };
  const stock = (await (
    await request.post(`${SANDBOX_URL}/products/v1/products/${sku}/availability`, {
      headers: KEY,
      data: stores.map((s) => s.storeId),
    })
  ).json()) as { storeInventory: { storeId: string; quantity: number }[] };
  const held = new Map(stock.storeInventory.map((s) => [s.storeId, s.quantity]));
  const store = stores.find((s) => !held.get(s.storeId));
  if (!store) throw new Error(`every US store holds ${sku}`);
  return { name: store.name, postalCode: store.address.postalCode };
};

const fillBilling = async (page: Page, oregon = false) => {
  await expect(page).toHaveURL(/step=billing/);
  // No home delivery: there is no shipping address to follow, the billing address is asked.
  await expect(page.getByLabel('Same as shipping address')).toHaveCount(0);
  await fillAddress(page);
  if (oregon) {
    // Oregon has no sales tax: a billing address there must not change the tax of a store pickup.
    await page.getByRole('textbox', { name: 'Address', exact: true }).fill('1 SW Main St');
    await page.getByLabel('City').fill('Portland');
    await page.getByLabel('State / province').selectOption('OR');
    await page.getByLabel('Postal code').fill('97204');
  }
  await enterCard(page, '4242 4242 4242 4242');
  await page.getByLabel('Name on card').fill('Ada Lovelace');
  await page.getByRole('button', { name: 'Review order' }).click();
  await expect(page).toHaveURL(/step=summary/);
};

test('pick up in store: choose a pick-up store in the cart, check out with a pickup person and a card; taxed where the store is', async ({
  page,
}) => {
  const product = await addPicked(page, true);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  // The line shows its delivery compactly; "Change" opens the full choice.
  await expect(page.getByText('Home delivery · Standard, 3-5 business days')).toBeVisible();
  await page.getByRole('button', { name: `Change delivery for ${product.name}` }).click();
  const choice = page.getByRole('group', { name: `Delivery for ${product.name}` });
  await expect(choice.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  await page.getByRole('button', { name: `Choose a pick-up store (${product.name})` }).click();
  const dialog = page.getByRole('dialog', { name: 'Choose a pick-up store' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill('80202');
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const store = dialog.getByRole('listitem').filter({ hasText: product.store });
  await expect(store).toContainText(/in stock/);
  await lookAt(page, 'delivery-store-picker');
  await store.getByRole('button', { name: `Pick up here ${product.store}` }).click();
  await expect(dialog).toBeHidden();
  await expect(choice.getByRole('radio', { name: new RegExp(`Pick up at ${product.store}`) })).toBeChecked();
  await expect(choice.getByText(/In stock \(\d+\)/)).toBeVisible();
  await lookAt(page, 'delivery-cart-pickup');
  // The store is in Colorado: the line is taxed there before any address is known.
  const tax = page.locator('[data-total="tax"]');
  await expect(tax).not.toHaveText('$0.00');
  const cartTax = await tax.textContent();

  await page.getByRole('link', { name: 'Checkout' }).last().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
  const person = page.getByRole('group', { name: 'Who picks up the order' });
  await expect(page.getByRole('group', { name: 'Shipping address' })).toHaveCount(0);
  // The pickup e-mail is required on en-us (site configuration).
  await person.getByLabel('First name').fill('Ada');
  await person.getByLabel('Last name').fill('Lovelace');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByText('This field is required')).toBeVisible();
  await person.getByLabel('Email').fill(uniqueEmail('pickup'));
  await lookAt(page, 'delivery-shipping-pickup');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await fillBilling(page, true);
  await expect(page.getByText('Collected by Ada Lovelace')).toBeVisible();
  // The summary taxes the pickup as the cart did: where the store is, not the Oregon billing address.
  await expect(page.locator('[data-total="tax"]')).toHaveText(cartTax!);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(`Pick up at ${product.store}`)).toBeVisible();
  await lookAt(page, 'delivery-confirmation-pickup');
});

test('ship to store: any store may be chosen, also one that holds none of the item', async ({ page }) => {
  const product = await addPicked(page, true);
  const empty = await storeWithout(page.request, product.sku);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  await page.getByRole('button', { name: `Change delivery for ${product.name}` }).click();
  const choice = page.getByRole('group', { name: `Delivery for ${product.name}` });
  // To pick up, the store must hold the item: this one offers no "pick up here".
  await page.getByRole('button', { name: `Choose a pick-up store (${product.name})` }).click();
  const pickup = page.getByRole('dialog', { name: 'Choose a pick-up store' });
  await pickup.getByLabel('Postal code').fill(empty.postalCode);
  await pickup.getByRole('button', { name: 'Find stores' }).click();
  const there = pickup.getByRole('listitem').filter({ hasText: empty.name });
  await expect(there).toContainText('Not in stock');
  await expect(there.getByRole('button', { name: /Pick up here/ })).toHaveCount(0);
  await pickup.getByRole('button', { name: 'Close' }).click();
  await expect(pickup).toBeHidden();
  // Shipped there from the warehouse, it can.
  const opener = page.getByRole('button', { name: `Choose a store to ship to (${product.name})` });
  await opener.click();
  const dialog = page.getByRole('dialog', { name: 'Choose a store to ship to' });
  await expect(dialog).toBeVisible();
  await dialog.getByLabel('Postal code').fill(empty.postalCode);
  await dialog.getByRole('button', { name: 'Find stores' }).click();
  const store = dialog.getByRole('listitem').filter({ hasText: empty.name });
  // The store's own stock does not matter here, so it is not shown.
  await expect(store).not.toContainText(/in stock/i);
  await lookAt(page, 'delivery-store-to-ship-to');
  await store.getByRole('button', { name: `Ship here ${empty.name}` }).click();
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
  await expect(choice.getByRole('radio', { name: new RegExp(`Ship to ${empty.name}`) })).toBeChecked();
  await page.reload();
  await expect(page.getByText(new RegExp(`^Ship to ${empty.name} · `))).toBeVisible();
});

test('ship to store: another store for a second line asks first, then moves every line there', async ({
  page,
}) => {
  const product = await addPicked(page, true);
  await addOneItem(page, true);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  const changers = page.getByRole('button', { name: /^Change delivery for / });
  await expect(changers).toHaveCount(2);
  const names = (await changers.evaluateAll((all) => all.map((b) => b.getAttribute('aria-label') ?? ''))).map(
    (label) => label.replace(/^Change delivery for /, ''),
  );
  const other = names.find((name) => name !== product.name);
  expect(other, names.join(' / ')).toBeTruthy();
  const dialog = page.getByRole('dialog', { name: 'Choose a store to ship to' });
  /** Opens the line's "ship to" chooser, searches Denver and picks the store at `index`; its name. */
  const shipLine = async (name: string, index: number) => {
    const opener = page.getByRole('button', { name: `Choose a store to ship to (${name})` });
    if (!(await opener.isVisible()))
      await page.getByRole('button', { name: `Change delivery for ${name}` }).click();
    await opener.click();
    await dialog.getByLabel('Postal code').fill('80202');
    await dialog.getByRole('button', { name: 'Find stores' }).click();
    const button = dialog.getByRole('button', { name: /^Ship here / }).nth(index);
    const store = ((await button.textContent()) ?? '').replace('Ship here', '').trim();
    await button.click();
    return store;
  };
  const first = await shipLine(product.name, 0);
  await expect(page.getByText(new RegExp(`^Ship to ${first} · `))).toHaveCount(1);
  const second = await shipLine(other!, 1);
  expect(second).not.toBe(first);
  const confirm = page.getByRole('dialog', { name: 'Change store?' });
  await expect(confirm).toContainText(`Your other items shipping to ${first} will ship to ${second} too`);
  await lookAt(page, 'delivery-change-store-confirmation');
  const { violations } = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag22aa']).analyze();
  expect(
    violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id),
  ).toEqual([]);
  // The dialog has the keyboard (the native modal focuses its first control) and Escape answers "keep".
  await expect(confirm.getByRole('button', { name: 'Close' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(confirm).toBeHidden();
  await expect(page.getByText(new RegExp(`^Ship to ${second} · `))).toHaveCount(0);
  await shipLine(other!, 1);
  // "Keep" changes nothing.
  await confirm.getByRole('button', { name: `Keep ${first}` }).click();
  await expect(confirm).toBeHidden();
  await expect(page.getByText(new RegExp(`^Ship to ${first} · `))).toHaveCount(1);
  await expect(page.getByText(new RegExp(`^Ship to ${second} · `))).toHaveCount(0);
  // Saying yes moves both lines, and the store-changed dialog says so.
  await shipLine(other!, 1);
  await confirm.getByRole('button', { name: `Ship all to ${second}` }).click();
  const changed = page.getByRole('dialog', { name: 'Store changed' });
  await expect(changed).toContainText(`Your items will ship to ${second}.`);
  await changed.getByRole('button', { name: 'OK' }).click();
  await expect(changed).toBeHidden();
  await expect(page.getByText(new RegExp(`^Ship to ${second} · `))).toHaveCount(2);
  await page.reload();
  await expect(page.getByText(new RegExp(`^Ship to ${second} · `))).toHaveCount(2);
});

test('collection point: choose it in the cart, pick one at the shipping step', async ({ page }) => {
  await addOneItem(page, true);
  await page.goto('/en-us/cart');
  await islandsHydrated(page, 'CartView');
  await page
    .getByRole('button', { name: /^Change delivery for / })
    .first()
    .click();
  await page
    .getByRole('radio', { name: /Collection point/ })
    .first()
    .click();
  await expect(page.getByRole('radio', { name: /Collection point/ }).first()).toBeChecked();
  await page.getByRole('link', { name: 'Checkout' }).last().click();
  const pudo = page.getByRole('group', { name: 'Collection point' });
  await pudo.getByLabel('Postal code').fill('80202');
  await pudo.getByRole('button', { name: 'Find collection points' }).click();
  const points = page.getByRole('radiogroup', { name: 'Choose a collection point' });
  await expect(points.getByRole('radio').first()).toBeVisible();
  // Contact required on en-us: refused without it, then accepted.
  await points.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page.getByText('This field is required').first()).toBeVisible();
  await page
    .getByRole('radiogroup', { name: 'Choose a collection point' })
    .getByRole('radio')
    .first()
    .check();
  await page.getByLabel('Contact name').fill('Ada Lovelace');
  await page.getByRole('group', { name: 'Collection point' }).getByLabel('Email').fill(uniqueEmail('pudo'));
  await page.getByLabel('Mobile phone').fill('(303) 555-0182');
  await lookAt(page, 'delivery-shipping-pudo');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await fillBilling(page);
  await page.getByRole('button', { name: 'Place order' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Thank you for your order' })).toBeVisible();
  await expect(page.getByText(/Collect at .+ \(.+\)/)).toBeVisible();
  await lookAt(page, 'delivery-confirmation-pudo');
});

test('choose a pick-up store and a store to ship to without JavaScript @nojs', async ({ page }) => {
  const product = await addPicked(page, false);
  await page.goto('/en-us/cart');
  // Without script "Change" is a disclosure the browser opens by itself.
  await page.getByText('Change', { exact: true }).click();
  const choice = page.getByRole('group', { name: `Delivery for ${product.name}` });
  await expect(choice.getByRole('radio', { name: /Home delivery/ })).toBeChecked();
  const toPickUp = page.getByRole('group', { name: 'Choose a pick-up store' });
  await toPickUp.getByRole('textbox', { name: 'Postal code' }).fill('80202');
  await toPickUp.getByRole('button', { name: 'Find stores' }).click();
  await expect(page).toHaveURL(/storeSearch=80202/);
  await page.getByRole('button', { name: `Pick up here ${product.store}` }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByText(new RegExp(`^Pick up at ${product.store} · `))).toBeVisible();
  await page.getByText('Change', { exact: true }).click();
  await expect(choice.getByRole('radio', { name: new RegExp(`Pick up at ${product.store}`) })).toBeChecked();
  await lookAt(page, 'delivery-cart-nojs');
  // And back to home delivery with the plain form.
  await choice.getByRole('radio', { name: /Home delivery/ }).check();
  await page.getByRole('button', { name: 'Save delivery' }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByText('Home delivery · Standard, 3-5 business days')).toBeVisible();
  await page.getByText('Change', { exact: true }).click();
  await expect(
    page
      .getByRole('group', { name: `Delivery for ${product.name}` })
      .getByRole('radio', { name: /Home delivery/ }),
  ).toBeChecked();
  // Ship to a store that holds none of it, with its own search.
  const empty = await storeWithout(page.request, product.sku);
  const toShip = page.getByRole('group', { name: 'Choose a store to ship to' });
  await toShip.getByRole('textbox', { name: 'Postal code' }).fill(empty.postalCode);
  await toShip.getByRole('button', { name: 'Find stores' }).click();
  await expect(page).toHaveURL(/delivery=sts/);
  const stores = page.getByRole('list', { name: 'Choose a store to ship to' });
  await expect(stores.getByRole('listitem').filter({ hasText: empty.name })).not.toContainText(/in stock/i);
  await stores.getByRole('button', { name: `Ship here ${empty.name}` }).click();
  await expect(page).toHaveURL(/\/en-us\/cart$/);
  await expect(page.getByText(new RegExp(`^Ship to ${empty.name} · `))).toBeVisible();
});

test('express to an address it does not reach is downgraded, with a notice', async ({ page }) => {
  await addOneItem(page, true);
  await page.goto('/en-us/checkout');
  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(uniqueEmail('express'));
  await fillAddress(page);
  await page.getByLabel('Phone').fill('3035550182');
  await page.getByRole('radio', { name: /Express delivery/ }).check();
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
  // The shopper moves the delivery to Anchorage: express does not go there.
  await page.goto('/en-us/checkout?step=shipping');
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toBeChecked();
  await page.getByRole('textbox', { name: 'Address', exact: true }).fill('605 W 4th Ave');
  await page.getByLabel('City').fill('Anchorage');
  await page.getByLabel('State / province').selectOption('AK');
  await page.getByLabel('Postal code').fill('99501');
  await page.getByLabel('Phone').fill('9075550182');
  await page.getByRole('button', { name: 'Continue to billing' }).click();
  await expect(page).toHaveURL(/step=billing/);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Express delivery does not reach this address' }),
  ).toBeVisible();
  await lookAt(page, 'delivery-downgraded');
  await page.goto('/en-us/checkout?step=shipping');
  await expect(page.getByRole('radio', { name: /Express delivery/ })).toHaveCount(0);
  await expect(page.getByRole('radio', { name: /Standard delivery/ })).toBeChecked();
});
