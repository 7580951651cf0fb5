import path from 'node:path';
import { type APIRequestContext, expect, type Page, test } from '@playwright/test';
import { formatMoney, formatMoneyRange } from '../../shared/pricing/format';
import { storefrontPort, workerIndex } from './ports';

/**
 * A screenshot to look at, not asserted: into the folder SHOTS names, with the project's name
 * (`SHOTS=test-results/shots npx playwright test checkout`). Off in `npm test`: nobody views CI's
 * pictures, and a long page's costs its journey half a second of PNG encoding.
 */
export const lookAt = async (page: Page, name: string, { fullPage = true } = {}) => {
  const dir = process.env.SHOTS;
  if (!dir) return;
  await page.screenshot({ path: path.join(dir, `${name}-${test.info().project.name}.png`), fullPage });
};

/** Every request the page makes that leaves this machine (there must be none). */
export const watchOutsideRequests = (page: Page): string[] => {
  const outside: string[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (/^https?:$/.test(url.protocol) && !['localhost', '127.0.0.1', '[::1]'].includes(url.hostname)) {
      outside.push(request.url());
    }
  });
  return outside;
};

/**
 * The scripts the page requests, each marked with whether its page's load event had fired;
 * `restart()` before each navigation.
 */
export const watchScripts = (page: Page) => {
  const scripts: { url: string; afterLoad: boolean }[] = [];
  let loaded = false;
  page.on('load', () => {
    loaded = true;
  });
  page.on('request', (request) => {
    if (request.resourceType() === 'script')
      scripts.push({ url: new URL(request.url()).pathname, afterLoad: loaded });
  });
  return {
    scripts,
    beforeLoad: () => scripts.filter((s) => !s.afterLoad).map((s) => s.url),
    restart: () => {
      scripts.length = 0;
      loaded = false;
    },
  };
};

/**
 * Waits until the named islands have hydrated. The loader marks each island's host element with
 * its state, which is the only reliable signal that a click will be handled by React rather
 * than by the plain form underneath (which also works, but differently).
 */
export const islandsHydrated = async (page: Page, ...names: string[]) => {
  for (const name of names) {
    await expect(page.locator(`sf-island[name="${name}"]`).first()).toHaveAttribute('status', 'hydrated');
  }
};

/**
 * Reaches the named island as a keyboard would (focus on its first link, button or field), then
 * waits until it and `others` have hydrated: the product page's buy box and gallery wait for the
 * shopper's first reach (or React brought by another island), and the mini cart and toasts come
 * with them. The focus waits for the loader to watch the island: one that came before the loader's
 * script ran woke nothing (CI, a phone: the buy box pending until the shopper's next key or tap).
 */
export const reachIslands = async (page: Page, name: string, ...others: string[]) => {
  await islandsWatched(page, name);
  await page
    .locator(`sf-island[name="${name}"]`)
    .locator('a[href], button, input:not([type=hidden])')
    .first()
    .focus();
  await islandsHydrated(page, name, ...others);
};

/**
 * Waits until the loader watches the named islands: an `interaction` island hydrates on its first
 * use (the click that wakes it is held and replayed), so a shopper's click from then on is caught.
 */
export const islandsWatched = async (page: Page, ...names: string[]) => {
  for (const name of names) {
    await expect(page.locator(`sf-island[name="${name}"]`).first()).toHaveAttribute(
      'status',
      /^(pending|hydrated)$/,
    );
  }
};

/**
 * A card's quick shop: a link to the product until the shopper's first tap brings the quick shop
 * (which holds that tap and replays it), a button opening the dialog from then on.
 */
export const quickShop = (page: Page, name: string | RegExp = /^Quick shop /) => {
  const exact = typeof name === 'string';
  return page.getByRole('button', { name, exact }).or(page.getByRole('link', { name, exact }));
};

/** Opens a product from the home page's first product carousel and returns its name. */
export const openFirstProduct = async (page: Page): Promise<string> => {
  const carousel = page.getByRole('region', { name: 'New arrivals' });
  const link = carousel.getByRole('heading', { level: 3 }).first().getByRole('link');
  const name = (await link.textContent())!.trim();
  await link.click();
  await expect(page).toHaveURL(/\/en-us\/p\/[a-z0-9-]+-[A-Z0-9]{11}$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name);
  return name;
};

/** The sandbox this worker's storefront talks to: it listens on the storefront's port + 1. */
export const SANDBOX_URL = (() => {
  const base = new URL(process.env.PW_BASE_URL ?? `http://localhost:${storefrontPort(workerIndex())}`);
  return `http://localhost:${Number(base.port) + 1}`;
})();

const SANDBOX_KEY = { 'x-api-key': 'sandbox-access-key' };

type SandboxVariant = { sku: string; size: string; stock: number };
type SandboxColor = { productId: string; name: string; variants: SandboxVariant[] };

/**
 * A product from deep in the catalogue (`start` in the sandbox's search), so that no other journey
 * shops it meanwhile, with its first colour and a size that has at least `minStock` units.
 */
export const productAwayFromHome = async (request: APIRequestContext, start: number, minStock = 1) => {
  const search = await (
    await request.get(`${SANDBOX_URL}/products/v2/search/productSearch?count=1&start=${start}`, {
      headers: SANDBOX_KEY,
    })
  ).json();
  const details: { name: string; slug: string; colors: SandboxColor[] } = await (
    await request.get(`${SANDBOX_URL}/products/v2/products/${search.products[0].id.slice(0, 8)}/details`, {
      headers: SANDBOX_KEY,
    })
  ).json();
  const color = details.colors[0]!;
  const variant = color.variants.find((v) => v.stock >= minStock)!;
  return { details, color, variant, path: `/en-us/p/${details.slug}-${color.productId}` };
};

type PricedVariant = SandboxVariant & { price: { lowCurrent: number } };

/**
 * A product with a colour whose sizes cost different amounts (the seed makes some styles dearer in
 * their largest sizes), with its dearest size in stock: its page, name, that colour's name, its
 * range and that size with its price, in dollars as the en-us pages write them.
 */
export const rangedProduct = async (request: APIRequestContext) => {
  for (let start = 0; start < 480; start += 48) {
    const res = await request.get(`${SANDBOX_URL}/products/v2/search/productSearch?count=48&start=${start}`, {
      headers: SANDBOX_KEY,
    });
    const cards = (
      (await res.json()) as {
        products: { id: string; price: { lowOriginal: number; highOriginal: number } }[];
      }
    ).products;
    for (const card of cards.filter((c) => c.price.lowOriginal !== c.price.highOriginal)) {
      const details = await (
        await request.get(`${SANDBOX_URL}/products/v2/products/${card.id.slice(0, 8)}/details`, {
          headers: SANDBOX_KEY,
        })
      ).json();
      for (const color of details.colors as (SandboxColor & { variants: PricedVariant[] })[]) {
        const byPrice = [...color.variants].sort((a, b) => a.price.lowCurrent - b.price.lowCurrent);
        const [low, high] = [byPrice[0]!, byPrice.at(-1)!];
        if (low.price.lowCurrent === high.price.lowCurrent || high.stock < 10) continue;
        return {
          path: `/en-us/p/${details.slug}-${color.productId}`,
          name: details.name as string,
          colorName: color.name,
          range: formatMoneyRange(low.price.lowCurrent, high.price.lowCurrent, 'USD', 'en-US'),
          size: high.size,
          price: formatMoney(high.price.lowCurrent, 'USD', 'en-US'),
        };
      }
    }
  }
  throw new Error('no product whose sizes cost different amounts in the seed');
};

/** The sandbox's admin call a merchandiser's change stands in for: stock, on sale, price. */
export const setVariant = (
  request: APIRequestContext,
  sku: string,
  data: { stock?: number; online?: boolean; price?: { currency: string; current: number } },
) =>
  request.put(`${SANDBOX_URL}/__admin/variants/${sku}`, {
    headers: { 'x-sandbox-admin': 'sandbox-admin-key' },
    data,
  });

/** On a product page: checks a size by its name (the radios are drawn as chips, hence `force`). */
export const chooseSize = (page: Page, size: string) =>
  page
    .getByRole('group', { name: 'Size' })
    .getByRole('radio', { name: size, exact: true })
    .check({ force: true });

/**
 * Holds the named island's code back until `release()`: what a shopper does meanwhile lands on the
 * server's HTML, as on a slow phone.
 */
export const holdIslandCode = async (page: Page, island: string): Promise<() => void> => {
  let release!: () => void;
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(new RegExp(`/assets/${island}-[\\w-]+\\.js$`), async (route) => {
    await released;
    await route.continue();
  });
  return release;
};
