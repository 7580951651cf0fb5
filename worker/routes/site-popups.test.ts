/**
 * The site's pop-ups (`popups/{siteId}`) in the page chrome, in workerd against the seeded
 * sandbox: the first not dismissed renders once per shopper page, never on checkout, cart, account
 * or sign-in pages, and a failed or slow read renders the page without it.
 */
import { describe, expect, it } from 'vitest';
import { env, findProduct, formPost, type Jar, jsonPost, storefront } from '../test/helpers';
import { clearMemoryCache } from '../upstream/cache';

// Either pop-up island: `Popup`, or `NewsletterPopup` for a pop-up with the newsletter form.
const ISLAND = 'Popup" strategy="idle"';

const page = async (path: string, init: Parameters<typeof storefront>[1] = {}) => {
  const response = await storefront(path, init);
  expect(response.status, path).toBe(200);
  return { html: await response.text(), response };
};

/** A SANDBOX that answers `popups/{siteId}` with `answer()` and passes everything else on. */
const popupsSandbox = (answer: () => Promise<Response>): Fetcher =>
  ({
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      if (new URL(request.url).pathname.includes('/canvas/popups/')) return answer();
      return env.SANDBOX.fetch(request);
    },
  }) as unknown as Fetcher;

const count = (html: string, text: string) => html.split(text).length - 1;

describe('site-wide pop-ups', () => {
  // First in the file, on locales not read yet: nothing of the pop-ups is cached.
  it('renders the page without a pop-up when the pop-ups read fails', async () => {
    clearMemoryCache();
    const SANDBOX = popupsSandbox(async () => new Response('boom', { status: 503 }));
    const { html } = await page('/it-it', { envOverride: { SANDBOX } });
    expect(html).toContain('<main');
    expect(html).toContain('</html>');
    expect(html).not.toContain(ISLAND);
  });

  it('renders the page without a pop-up when the pop-ups read is too slow', async () => {
    clearMemoryCache();
    const SANDBOX = popupsSandbox(() => new Promise<Response>(() => undefined));
    const started = Date.now();
    const { html } = await page('/fr-fr/c/men-1100', { envOverride: { SANDBOX } });
    expect(Date.now() - started).toBeLessThan(5000);
    expect(html).toContain('</html>');
    expect(html).not.toContain(ISLAND);
  });

  it('renders the first pop-up on the home and category pages, once, minimized', async () => {
    for (const path of ['/en-us', '/en-us/c/men-1100']) {
      const { html, response } = await page(path);
      expect(count(html, ISLAND), path).toBe(1);
      expect(html).toContain('popup-newsletter');
      expect(html).not.toContain('popup-registration');
      expect(html).toContain('popup popup--minimized');
      // The page holds the shopper's dismissed state: never in a shared cache.
      expect(response.headers.get('cache-control')).toBe('private, no-cache');
    }
  });

  it('renders the next pop-up after the first is dismissed, and none once both are', async () => {
    const jar: Jar = new Map();
    const dismissed = await storefront('/api/popups/dismiss?locale=en-us', {
      ...jsonPost(JSON.stringify({ popupId: 'popup-newsletter' })),
      jar,
    });
    expect(dismissed.status).toBe(204);
    const { html } = await page('/en-us/c/men-1100', { jar });
    expect(html).not.toContain('popup-newsletter');
    expect(html).toContain('popup-registration');
    const both = await page('/en-us', {
      headers: { cookie: 'dismissedPopups=popup-newsletter|popup-registration' },
    });
    expect(both.html).not.toContain(ISLAND);
  });

  it('the newsletter pop-up carries the form; a sign-up from it says so and it does not come back', async () => {
    const { html } = await page('/en-us/c/men-1100');
    expect(html).toContain('name="NewsletterPopup" strategy="idle"');
    expect(html).toMatch(/<input type="hidden" name="popupId" value="popup-newsletter"\/>/);
    expect(html).toContain('action="/api/newsletter?locale=en-us"');

    // Without script: the form posts, and the same page comes back with the pop-up open saying so.
    const jar: Jar = new Map();
    const posted = await storefront('/api/newsletter?locale=en-us', {
      ...formPost({
        email: `popup-${crypto.randomUUID()}@example.test`,
        policy: 'on',
        returnTo: '/en-us/c/men-1100',
        formId: 'nl-popup-popup-newsletter',
        popupId: 'popup-newsletter',
      }),
      jar,
    });
    expect(posted.status).toBe(303);
    const back = posted.headers.get('location')!;
    expect(back).toMatch(
      /^\/en-us\/c\/men-1100\?newsletter=subscribed&newsletterForm=nl-popup-popup-newsletter/,
    );
    const said = await page(back, { jar });
    expect(said.html).toMatch(
      /<aside class="popup popup--expanded"[^>]*><details class="popup__details" open="">/,
    );
    expect(said.html).toContain('Thank you! You are now subscribed to our newsletter.');
    // Any other page: signed up, like dismissed; the next pop-up takes its place.
    const next = await page('/en-us', { jar });
    expect(next.html).not.toContain('popup-newsletter');
    expect(next.html).toContain('popup-registration');

    // A refused sign-up keeps it: the pop-up comes back open with the error, and stays on the site.
    const refusedJar: Jar = new Map();
    const refused = await storefront('/api/newsletter?locale=en-us', {
      ...formPost({
        email: 'not-an-address',
        policy: 'on',
        returnTo: '/en-us/c/men-1100',
        formId: 'nl-popup-popup-newsletter',
        popupId: 'popup-newsletter',
      }),
      jar: refusedJar,
    });
    expect(refused.status).toBe(303);
    const again = await page(refused.headers.get('location')!, { jar: refusedJar });
    expect(again.html).toMatch(/<aside class="popup popup--expanded"/);
    expect((await page('/en-us', { jar: refusedJar })).html).toContain('popup-newsletter');
  });

  it('renders no pop-up on checkout, cart, account or sign-in pages', async () => {
    const { sku } = await findProduct();
    const jar: Jar = new Map();
    const added = await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar,
    });
    expect(added.status).toBe(200);
    for (const path of ['/en-us/checkout', '/en-us/cart', '/en-us/sign-in', '/en-us/sign-up']) {
      const { html } = await page(path, { jar });
      expect(html, path).not.toContain(ISLAND);
    }
  });

  it('renders one pop-up on a page that places one as a section item', async () => {
    const { html } = await page('/en-us/campaign');
    expect(count(html, ISLAND)).toBe(1);
    expect(html).toContain('newsletter-10');
    // The section item's pop-up dismissed: the site's first pop-up takes its place.
    const dismissed = await page('/en-us/campaign', { headers: { cookie: 'dismissedPopups=newsletter-10' } });
    expect(count(dismissed.html, ISLAND)).toBe(1);
    expect(dismissed.html).toContain('popup-newsletter');
  });
});
