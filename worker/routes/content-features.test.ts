/**
 * Content promoting a site feature (`requiresFeature`) renders only where the site's flag is on:
 * the loyalty programme's points and sign-up offers stay off the Canadian site (RL-CA has
 * `loyalty: false`), on every kind of page, footer and pop-up included, while the US site shows them.
 */
import { describe, expect, it } from 'vitest';
import { storefront } from '../test/helpers';

const LOYALTY = /\bpoints\b|loyalty|fidélité|récompenses|rewards/i;
// The newsletter pop-ups dismissed, so the registration pop-up (it offers points) is the site's next.
const COOKIE = { cookie: 'dismissedPopups=popup-newsletter|newsletter-10' };

/** What a shopper can read: the page without its scripts (island props, message catalogues). */
const readable = (html: string) =>
  html
    .replace(/<script\b[^>]*>[\s\S]*?<\/script>/g, '')
    .replace(/<template\b[^>]*>[\s\S]*?<\/template>/g, '');

const pagesOf = async (locale: string) => {
  const html = async (path: string) => {
    const response = await storefront(path, { headers: COOKIE });
    expect(response.status, path).toBe(200);
    return response.text();
  };
  const category = await html(`/${locale}/c/men-1100`);
  const product = new RegExp(`href="(/${locale}/p/[^"]+)"`).exec(category)?.[1];
  expect(product).toBeDefined();
  return {
    home: await html(`/${locale}`),
    campaign: await html(`/${locale}/campaign`),
    stories: await html(`/${locale}/stories`),
    category,
    product: await html(product!),
  };
};

describe('content behind a feature flag', () => {
  it('no Canadian page promotes loyalty (flag off), in English or French', async () => {
    for (const locale of ['en-ca', 'fr-ca']) {
      for (const [name, html] of Object.entries(await pagesOf(locale))) {
        const text = readable(html);
        const found = LOYALTY.exec(text);
        expect(found && text.slice(found.index - 80, found.index + 40), `${locale} ${name}`).toBeNull();
        expect(text, `${locale} ${name}: the footer rendered`).toContain('site-footer');
      }
    }
    // Where the loyalty baseline is dropped, the next baseline shows rather than nothing.
    for (const locale of ['en-ca', 'fr-ca']) {
      const campaign = readable(await (await storefront(`/${locale}/campaign`)).text());
      expect(campaign).toMatch(/Summit season: new layers|Saison des sommets\u00a0: de nouvelles couches/);
    }
  }, 60_000);

  it('the US site (flag on) shows the same content', async () => {
    const pages = await pagesOf('en-us');
    expect(readable(pages.campaign)).toContain('Join Ridgeline: members earn points on every order');
    expect(readable(pages.home)).toContain('Create an account, earn points');
  }, 30_000);
});
