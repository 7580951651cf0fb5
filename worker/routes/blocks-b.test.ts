/**
 * Content blocks B in workerd against the seeded sandbox: the campaign page renders every type of
 * group B, the newsletter and pop-up BFF (JSON and no-script forms), and the gallery widget reads.
 */
import { describe, expect, it } from 'vitest';
import { findProduct, formPost, jsonPost, ORIGIN, storefront } from '../test/helpers';

const page = async (path: string, cookie?: string) => {
  const response = await storefront(path, cookie ? { headers: { cookie } } : {});
  expect(response.status, path).toBe(200);
  return response.text();
};

describe('the campaign page renders every group B type', () => {
  it.each([
    'cta-collection',
    'dialog',
    'conditional-filter',
    'icon-text',
    'multi-link-card',
    'newsletter-form',
    'picture',
    'popup',
    'secondary-nav',
    'segmentation',
    'spacer',
    'ugc-gallery',
    'ugc-widget',
    'video',
  ])('%s', async (type) => {
    const html = await page('/en-us/campaign');
    expect(html).toContain(`item--${type}`);
  });

  it('renders each type in every language', async () => {
    for (const [path, text] of [
      ['/fr-fr/campaign', 'Guide des tailles'],
      ['/de-de/campaign', 'Größentabelle'],
      ['/it-it/campaign', 'Guida alle taglie'],
    ] as const) {
      expect(await page(path)).toContain(text);
    }
  });

  it('resolves #modal links against the page and merges ?…#modal into its query', async () => {
    const html = await page('/en-us/campaign?utm=mail');
    expect(html).toContain('href="/en-us/campaign?utm=mail#modal-size-guide"');
    expect(html).toContain('href="/en-us/campaign?utm=mail&amp;ref=campaign#modal-newsletter"');
    expect(html).toMatch(/<dialog id="modal-size-guide"[^>]*aria-labelledby="modal-size-guide-title"/);
  });

  it('sizes buttons per breakpoint with the defaults sm, md, md', async () => {
    const html = await page('/en-us/campaign');
    expect(html).toContain('cta--sm-sm cta--md-md cta--lg-lg');
    expect(html).toContain('cta--sm-sm cta--md-md cta--lg-md');
    expect(html).toContain('cta--sm-md cta--md-md cta--lg-md');
  });

  it('shows a guest the baseline segment, and the test context forces another', async () => {
    expect(await page('/en-us/campaign')).toContain('data-segment="baseline"');
    const forced = await page(
      '/en-us/campaign',
      `p13n_testcontext=${encodeURIComponent('{"segment":"members"}')}`,
    );
    expect(forced).toContain('data-segment="members"');
    expect(forced).toContain('Members: double points on summit gear');
    // As the spec writes it, raw JSON in the cookie (not a cookie-octet value) forces it too.
    const raw = await page('/en-us/campaign', 'p13n_testcontext={"segment":"members"}');
    expect(raw).toContain('data-segment="members"');
    // A malformed one forces nothing: the page is the shopper's own.
    for (const bad of ['{"segment":', '%7B%22segment', '{"segment":["members"]}'])
      expect(await page('/en-us/campaign', `p13n_testcontext=${bad}`), bad).toContain(
        'data-segment="baseline"',
      );
  });

  it('filters by the id in the path: NOT IN a product shows, IN a category does not', async () => {
    const html = await page('/en-us/campaign');
    expect(html).toContain('Not on a product page: here is the full campaign.');
    expect(html).not.toContain('Shown on the jackets category only.');
  });

  it('loads nothing from YouTube before the shopper asks; the hosted player only where the flag is on', async () => {
    const us = await page('/en-us/campaign');
    expect(us).toContain('name="YouTubePlayer" strategy="interaction"');
    expect(us).not.toMatch(/youtube(-nocookie)?\.com/);
    // The hosted player is an island that hydrates near the viewport; nothing streams before it.
    expect(us).toContain('name="HostedVideo" strategy="visible"');
    expect(us).toMatch(/<video class="video-block__player video-block__player--hosted" muted="" loop=""/i);
    expect(us).not.toMatch(/<video[^>]*--hosted[^>]*autoplay/i);
    expect(us).toContain('/hosted-video/ridgeline/video/upload/sp_auto/campaign/rain-test.m3u8');
    const fr = await page('/fr-fr/campaign');
    expect(fr).not.toContain('video-block__player--hosted');
    expect(fr).toMatch(/<video class="video-block__player"[^>]*controls=""/i);
  });

  it('renders the pop-up until it is dismissed', async () => {
    // newsletter-10 carries the newsletter form: the island with the form renders it.
    expect(await page('/en-us/campaign')).toContain('name="NewsletterPopup" strategy="idle"');
    const dismissed = await page('/en-us/campaign', 'dismissedPopups=newsletter-10');
    // The section item's pop-up is gone (the site's first pop-up renders in the chrome instead).
    expect(dismissed).not.toContain('"id":"newsletter-10"');
    expect(dismissed).toContain('item--popup');
  });

  it('shows the gallery heading with the filter filled, and no heading on customs paths', async () => {
    const html = await page('/en-us/campaign');
    expect(html).toContain('data-ugc-filter="product:;category:"');
    expect(html).toContain('name="UgcGallery" strategy="visible"');
    expect(html).toContain('<h2 class="ugc-gallery__title">From the trail</h2>');
  });
});

describe('POST /api/newsletter', () => {
  it('refuses an invalid e-mail or a missing policy with a 400 envelope', async () => {
    const bad = await storefront(
      '/api/newsletter?locale=en-us',
      jsonPost(JSON.stringify({ email: 'someone@example', policy: true })),
    );
    expect(bad.status).toBe(400);
    const body = (await bad.json()) as {
      errorDetails: { errorId: string; message: string; details: unknown }[];
    };
    expect(body.errorDetails[0]).toMatchObject({
      errorId: 'API400',
      message: 'email: Email is not valid',
      details: { fields: { email: 'emailInvalid' } },
    });
    const noPolicy = await storefront(
      '/api/newsletter?locale=en-us',
      jsonPost(JSON.stringify({ email: 'someone@example.com' })),
    );
    expect(noPolicy.status).toBe(400);
    const notJson = await storefront('/api/newsletter?locale=en-us', jsonPost('{'));
    expect(notJson.status).toBe(400);
  });

  it('subscribes a shopper: JSON answers subscribed, a plain form comes back saying so', async () => {
    const json = await storefront(
      '/api/newsletter?locale=en-us',
      jsonPost(JSON.stringify({ email: `news-${Date.now()}@example.com`, policy: true })),
    );
    expect(json.status).toBe(200);
    expect(await json.json()).toEqual({ subscribed: true });
    const form = await storefront(
      '/api/newsletter?locale=fr-fr',
      formPost({
        email: `news-form-${Date.now()}@example.com`,
        policy: 'on',
        returnTo: '/fr-fr/campaign',
        formId: 'nl-newsletter',
      }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe(
      '/fr-fr/campaign?newsletter=subscribed&newsletterForm=nl-newsletter',
    );
    const html = await page('/fr-fr/campaign?newsletter=subscribed&newsletterForm=nl-newsletter');
    expect(html).toContain('&quot;initial&quot;:{&quot;kind&quot;:&quot;success&quot;}');
  });

  it('refuses a cross-site post', async () => {
    const response = await storefront(
      '/api/newsletter?locale=en-us',
      jsonPost(JSON.stringify({ email: 'a@example.com', policy: true }), { origin: 'https://evil.test' }),
    );
    expect(response.status).toBe(403);
  });

  it('a no-script post comes back to the page with the outcome, through the safe-path check', async () => {
    const invalid = await storefront(
      '/api/newsletter?locale=en-us',
      formPost({ email: 'nope', policy: 'on', returnTo: '/en-us/campaign?utm=x', formId: 'nl-newsletter' }),
    );
    expect(invalid.status).toBe(303);
    expect(invalid.headers.get('location')).toBe(
      '/en-us/campaign?utm=x&newsletter=emailInvalid&newsletterForm=nl-newsletter',
    );
    const offsite = await storefront(
      '/api/newsletter?locale=en-us',
      formPost({ email: '', returnTo: '//evil.test/x', formId: 'nl-newsletter' }),
    );
    expect(offsite.status).toBe(303);
    expect(offsite.headers.get('location')).toBe(
      '/en-us?newsletter=emailRequired&newsletterForm=nl-newsletter',
    );
    const html = await page('/en-us/campaign?newsletter=emailInvalid&newsletterForm=nl-newsletter');
    expect(html).toContain(
      '&quot;kind&quot;:&quot;error&quot;,&quot;message&quot;:&quot;Email is not valid&quot;',
    );
  });
});

describe('POST /api/popups/dismiss', () => {
  it('adds the pop-up to the dismissed list (204 for JSON, 303 back for a form)', async () => {
    const json = await storefront(
      '/api/popups/dismiss?locale=en-us',
      jsonPost(JSON.stringify({ popupId: 'newsletter-10' }), {
        origin: ORIGIN,
        cookie: 'dismissedPopups=older',
      }),
    );
    expect(json.status).toBe(204);
    expect(json.headers.get('set-cookie')).toMatch(/^dismissedPopups=older%7Cnewsletter-10;.*HttpOnly/);
    const form = await storefront(
      '/api/popups/dismiss?locale=en-us',
      formPost({ popupId: 'newsletter-10', returnTo: '/en-us/campaign' }),
    );
    expect(form.status).toBe(303);
    expect(form.headers.get('location')).toBe('/en-us/campaign');
    const bad = await storefront('/api/popups/dismiss', jsonPost(JSON.stringify({ popupId: '<x>' })));
    expect(bad.status).toBe(400);
  });
});

describe('the second gallery widget', () => {
  it('serves the widget host script for a container and locale, falling back to the default locale', async () => {
    const response = await storefront('/ugc-gallery/summit/fr-fr');
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('"summit"');
    expect(script).toContain('Photo de client 1');
    expect(await (await storefront('/ugc-gallery/summit/xx')).text()).toContain('Shopper photo 1');
    expect((await storefront('/ugc-gallery/bad%20id/en-us')).status).toBe(400);
  });

  it('serves the first widget’s script for its filled filter, and refuses a filter it cannot carry', async () => {
    const response = await storefront(
      '/ugc-embed/campaign-wall/fr-fr?filter=product%3ARL1234;category%3A1200',
    );
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/javascript');
    const script = await response.text();
    expect(script).toContain('"campaign-wall"');
    expect(script).toContain('"product:RL1234;category:1200"');
    expect(script).toContain('Photo de client 1');
    // Another filter, another set of photos: the vendor filters by it.
    const other = await (
      await storefront('/ugc-embed/campaign-wall/fr-fr?filter=product%3A;category%3A')
    ).text();
    expect(other.match(/ugc-campaign-wall-\d+/g)).not.toEqual(script.match(/ugc-campaign-wall-\d+/g));
    expect((await storefront('/ugc-embed/campaign-wall/en-us?filter=%3Cscript%3E')).status).toBe(400);
    expect((await storefront('/ugc-embed/campaign-wall/en-us')).status).toBe(400);
  });

  it('tags the widget with the product masterId', async () => {
    const { product } = await findProduct();
    const response = await storefront(`/api/gallery/tag/${product.colors[0]!.productId}?locale=en-us`);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ masterId: product.masterId });
    expect((await storefront('/api/gallery/tag/nope?locale=en-us')).status).toBe(400);
  });
});

describe('the footer call’s own items', () => {
  it('renders them in the footer of every page, in the page’s language, with their links tracked as footer links', async () => {
    for (const [path, label] of [
      ['/en-us/campaign', 'Ridgeline on social media'],
      ['/de-de/c/women-1200', 'Ridgeline in den sozialen Medien'],
    ] as const) {
      const html = await page(path);
      const footer = html.slice(html.indexOf('<footer'));
      expect(footer, path).toContain('data-sf-nav="footer"');
      expect(footer, path).toMatch(
        new RegExp(`<div class="site-footer__items">.*<nav class="social-links" aria-label="${label}">`),
      );
      expect(footer, path).toContain('href="https://www.instagram.com/"');
    }
  });
});

describe('the hosted video files', () => {
  const root = '/hosted-video/ridgeline/video/upload';
  it('proxies the delivery host: playlist, init and media segments and the mp4, immutable', async () => {
    const playlist = await storefront(`${root}/sp_auto/campaign/rain-test.m3u8`);
    expect(playlist.status).toBe(200);
    expect(playlist.headers.get('content-type')).toBe('application/vnd.apple.mpegurl');
    expect(playlist.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const lines = (await playlist.text()).split('\n');
    expect(lines).toContain('#EXT-X-MAP:URI="rain-test/init.mp4"');
    expect(lines).toContain('rain-test/8.m4s');
    for (const [file, type] of [
      ['sp_auto/campaign/rain-test/init.mp4', 'video/mp4'],
      ['sp_auto/campaign/rain-test/0.m4s', 'video/iso.segment'],
      ['campaign/rain-test.mp4', 'video/mp4'],
    ] as const) {
      const response = await storefront(`${root}/${file}`);
      expect(response.status, file).toBe(200);
      expect(response.headers.get('content-type')).toBe(type);
      expect((await response.arrayBuffer()).byteLength).toBeGreaterThan(500);
    }
  });

  it('answers 404 for anything but those shapes, and for what the host does not have', async () => {
    for (const path of [
      `${root}/sp_auto/campaign/rain-test/99.m4s`,
      `${root}/campaign/nothing.mp4`,
      `${root}/campaign/rain-test.mov`,
      `${root}/sp_auto/../../../__admin/faults.m3u8`,
      '/hosted-video/ridgeline/image/upload/a.mp4',
    ]) {
      const response = await storefront(path);
      expect(response.status, path).toBe(404);
    }
  });
});

describe('GET /fapi/server/time', () => {
  it('answers the server clock', async () => {
    const before = Date.now();
    const body = (await (await storefront('/fapi/server/time')).json()) as { timestamp: number };
    expect(body.timestamp).toBeGreaterThanOrEqual(before);
  });
});
