import { describe, expect, it } from 'vitest';
import { PREVIEW_VIEWER_REFUSAL_TEXT, PREVIEW_VIEWER_TEXT } from '../../client/pages/PreviewViewerMessages';
import { errorEnvelopeSchema } from '../../shared/contract';
import { escapeHtml } from '../../shared/html/escape';
import { signEditorToken, verifyEditorToken } from '../middleware/preview';
import { durableBudget } from '../middleware/rate-limit/budget';
import { env, ORIGIN, storefront, wrapSandbox } from '../test/helpers';
import { clearMemoryCache } from '../upstream/cache';
import { EDITOR_LINK_MAX_SECONDS } from './fapi/editor';

const SECRET = 'editor-secret-0123456789abcdef0123456789abcdef';
const envOverride = { EDITOR_SECRET: SECRET };
const seconds = (fromNow: number) => Math.floor(Date.now() / 1000) + fromNow;

/** A nonce as the CMS draws one for each link it mints. */
const nonce = () =>
  btoa(String.fromCharCode(...crypto.getRandomValues(new Uint8Array(16)))).replace(/[+/=]/g, 'A');

/** A link nobody has used yet. */
const freshLink = () => signEditorToken(SECRET, seconds(300), 'editor-link', nonce());

/** The preview session cookie an editor gets from a fresh sign-in link. */
const editorCookie = async (): Promise<string> => {
  const link = await freshLink();
  const response = await storefront(`/fapi/editor/session?token=${link}&returnTo=/en-us`, { envOverride });
  const cookie = response.headers.get('set-cookie')!;
  return cookie.split(';')[0]!;
};

describe('editor sign-in link', () => {
  it('sets a short-lived HttpOnly __Host- preview cookie and goes to the safe returnTo', async () => {
    const link = await freshLink();
    const response = await storefront(`/fapi/editor/session?token=${link}&returnTo=%2Ffr-fr%2Fcampaign`, {
      envOverride,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/fr-fr/campaign');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const cookie = response.headers.get('set-cookie')!;
    expect(cookie).toMatch(/^__Host-sf_editor=\d+\.[\w-]{43};/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/Secure/);
    expect(cookie).toMatch(/Max-Age=3600/);
  });

  it('never redirects off-site', async () => {
    const link = await freshLink();
    const response = await storefront(`/fapi/editor/session?token=${link}&returnTo=//evil.example`, {
      envOverride,
    });
    expect(response.headers.get('location')).toBe('/en-us');
  });

  it('refuses a session token used as a link, a far-future link, another secret, and no secret at all', async () => {
    const refused = [
      await signEditorToken(SECRET, seconds(300)),
      await signEditorToken(SECRET, seconds(3600), 'editor-link', nonce()),
      await signEditorToken('another-secret', seconds(300), 'editor-link', nonce()),
      // Without a nonce a link could not be told from another minted in the same second.
      await signEditorToken(SECRET, seconds(300), 'editor-link'),
      'garbage',
    ];
    for (const token of refused) {
      const response = await storefront(`/fapi/editor/session?token=${token}`, { envOverride });
      expect(response.status, token).toBe(403);
      expect(response.headers.get('set-cookie')).toBeNull();
    }
    const link = await freshLink();
    expect((await storefront(`/fapi/editor/session?token=${link}`)).status).toBe(403);
  });

  it('is single-use: a second use of the link is refused and starts no session', async () => {
    const link = await freshLink();
    const first = await storefront(`/fapi/editor/session?token=${link}&returnTo=/en-us`, { envOverride });
    expect(first.status).toBe(303);
    expect(first.headers.get('set-cookie')).toMatch(/^__Host-sf_editor=/);
    const again = await storefront(`/fapi/editor/session?token=${link}&returnTo=/en-us`, { envOverride });
    expect(again.status).toBe(403);
    expect(again.headers.get('set-cookie')).toBeNull();
    const error = errorEnvelopeSchema.parse(await again.json()).errorDetails[0]!;
    expect(error.errorId).toBe('AUT403');
    expect(error.message).toMatch(/already been used/);
  });

  it('a reused link opened in a browser is a translated 403 page with a way back; JSON only for JSON', async () => {
    const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
    const link = await freshLink();
    const path = `/fapi/editor/session?token=${link}&returnTo=%2Ffr-ca%2Fcampaign`;
    expect((await storefront(path, { envOverride, headers: { accept: BROWSER } })).status).toBe(303);
    const again = await storefront(path, { envOverride, headers: { accept: BROWSER } });
    expect(again.status).toBe(403);
    expect(again.headers.get('content-type')).toMatch(/^text\/html/);
    expect(again.headers.get('cache-control')).toBe('private, no-store');
    expect(again.headers.get('set-cookie') ?? '').not.toMatch(/sf_editor/);
    const html = await again.text();
    expect(html).toMatch(/<html lang="fr-CA"/);
    expect(html).toContain(escapeHtml('Ce lien d’aperçu a déjà été utilisé'));
    expect(html).toMatch(/<a [^>]*href="\/fr-ca"/);
    expect(html).not.toContain('errorDetails');

    // A link that was never valid says so, in the default site's language without a returnTo.
    const bad = await storefront('/fapi/editor/session?token=garbage', {
      envOverride,
      headers: { accept: BROWSER },
    });
    expect(bad.status).toBe(403);
    expect(await bad.text()).toContain('This preview link is not valid or has expired');

    // The CMS asking for JSON, or no preference, gets the envelope.
    for (const accept of ['application/json', '*/*']) {
      const json = await storefront(path, { envOverride, headers: { accept } });
      expect(json.status, accept).toBe(403);
      expect(errorEnvelopeSchema.parse(await json.json()).errorDetails[0]!.errorId, accept).toBe('AUT403');
    }
  });

  it('two links minted in the same second are two links', async () => {
    const expiresAt = seconds(300);
    for (const link of [
      await signEditorToken(SECRET, expiresAt, 'editor-link', nonce()),
      await signEditorToken(SECRET, expiresAt, 'editor-link', nonce()),
    ])
      expect((await storefront(`/fapi/editor/session?token=${link}`, { envOverride })).status).toBe(303);
  });

  // It once failed on a loaded machine (two 303s): the budget object awaited its new window's
  // alarm between reading and writing the count (budget-object.test.ts holds that case).
  it('two uses of one link at once start one session', async () => {
    const link = await freshLink();
    const uses = await Promise.all(
      [1, 2, 3].map(() => storefront(`/fapi/editor/session?token=${link}`, { envOverride })),
    );
    expect(uses.map((r) => r.status).sort()).toEqual([303, 403, 403]);
    expect(uses.filter((r) => r.headers.get('set-cookie')).length).toBe(1);
  });

  it('keeps the spent link in the durable budget, so another isolate refuses it too', async () => {
    const link = await freshLink();
    expect((await storefront(`/fapi/editor/session?token=${link}`, { envOverride })).status).toBe(303);
    // A fresh budget of the same name is what another isolate holds: it has no memory of its own.
    const elsewhere = durableBudget('editor-link', { limit: 1, windowMs: EDITOR_LINK_MAX_SECONDS * 1000 });
    expect(await elsewhere.take(link, Date.now(), env)).not.toBeNull();
  });

  it('counts another spelling of the same signature as the same link', async () => {
    const link = await freshLink();
    // 43 base64url characters carry 258 bits for 256: the last one's two spare bits are ignored.
    const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const respelled = link.slice(0, -1) + alphabet[alphabet.indexOf(link.at(-1)!) ^ 1];
    expect(respelled).not.toBe(link);
    expect(await verifyEditorToken(SECRET, respelled, Date.now(), 'editor-link')).toBe(true);
    expect((await storefront(`/fapi/editor/session?token=${link}`, { envOverride })).status).toBe(303);
    expect((await storefront(`/fapi/editor/session?token=${respelled}`, { envOverride })).status).toBe(403);
  });

  it('signs out', async () => {
    // From this origin, as a browser's call from our own page sends it: sign-out is CSRF-checked.
    const response = await storefront('/fapi/editor/session', {
      method: 'DELETE',
      headers: { origin: ORIGIN },
      envOverride,
    });
    expect(response.status).toBe(204);
    expect(response.headers.get('set-cookie')).toMatch(/^__Host-sf_editor=;.*Max-Age=0/);
  });

  it('refuses a sign-out from another site, and keeps the session', async () => {
    const cookie = await editorCookie();
    const foreign: Record<string, string>[] = [
      { origin: 'https://evil.example' },
      { 'sec-fetch-site': 'cross-site' },
      { 'sec-fetch-site': 'same-site' },
      {},
    ];
    for (const headers of foreign) {
      const response = await storefront('/fapi/editor/session', {
        method: 'DELETE',
        headers: { ...headers, cookie },
        envOverride,
      });
      const label = JSON.stringify(headers);
      expect(response.status, label).toBe(403);
      expect(errorEnvelopeSchema.parse(await response.json()).errorDetails[0]!.errorId, label).toBe(
        'CSRF403',
      );
      expect(response.headers.get('set-cookie'), label).toBeNull();
    }
    const sameSite = await storefront('/fapi/editor/session', {
      method: 'DELETE',
      headers: { 'sec-fetch-site': 'same-origin', cookie },
      envOverride,
    });
    expect(sameSite.status).toBe(204);
  });
});

describe("an editor's preview of a page", () => {
  const tomorrow = () => encodeURIComponent(new Date(Date.now() + 86_400_000).toISOString());

  it("shows tomorrow's home hero with section metadata to the editor, today's to a shopper", async () => {
    clearMemoryCache();
    const cookie = await editorCookie();
    const query = `?preview=true&previewDateTime=${tomorrow()}&bypassAllCache=true`;
    const editor = await storefront(`/en-us${query}`, { envOverride, headers: { cookie } });
    const editorHtml = await editor.text();
    expect(editor.headers.get('cache-control')).toBe('private, no-store');
    expect(editorHtml).toContain('The winter sale is on');
    expect(editorHtml).toMatch(
      /<section class="content-section" data-section="hero" data-content-id="home-en-us" data-content-type="augmentedpage" data-section-name="hero">/,
    );

    // Today's baseline hero, whichever variant of the hero experiment a new shopper would be in.
    const baseline = encodeURIComponent('{"variants":{"1001":"Baseline"}}');
    const shopper = await storefront(`/en-us${query}`, {
      envOverride,
      headers: { cookie: `p13n_testcontext=${baseline}` },
    });
    const shopperHtml = await shopper.text();
    expect(shopperHtml).toContain('Made for the long way up');
    expect(shopperHtml).not.toContain('The winter sale is on');
    expect(shopperHtml).not.toContain('data-content-id');
    expect(shopper.headers.get('cache-control')).not.toContain('no-store');
  });

  it("a shopper's preview query is answered from the public cache, and an editor's never fills it", async () => {
    clearMemoryCache();
    const paths: string[] = [];
    const SANDBOX = wrapSandbox((request) => {
      const url = new URL(request.url);
      if (url.pathname.includes('/caas/')) paths.push(url.pathname);
    });
    const cookie = await editorCookie();
    const query = `?preview=true&previewDateTime=${tomorrow()}`;
    await (
      await storefront(`/de-de/campaign${query}`, {
        envOverride: { ...envOverride, SANDBOX },
        headers: { cookie },
      })
    ).text();
    expect(paths.filter((p) => p.startsWith('/preview/')).length).toBeGreaterThan(0);
    paths.length = 0;
    const shopper = await storefront(`/de-de/campaign${query}`, { envOverride: { ...envOverride, SANDBOX } });
    const html = await shopper.text();
    // The editor's read left nothing in the public cache: the shopper's read goes to publish.
    expect(paths.some((p) => p.startsWith('/publish/caas/v1/canvas/page/RL-DE/campaign'))).toBe(true);
    expect(paths.some((p) => p.startsWith('/preview/'))).toBe(false);
    expect(html).not.toContain('Frühlingsvorschau');
  });

  it('shows drafts to the editor only', async () => {
    const cookie = await editorCookie();
    const editor = await (
      await storefront('/en-us/campaign?preview=true', { envOverride, headers: { cookie } })
    ).text();
    const shopper = await (await storefront('/en-us/campaign?preview=true', { envOverride })).text();
    expect(editor).toContain('Spring preview: lighter layers');
    expect(shopper).not.toContain('Spring preview: lighter layers');
  });
});

describe('the preview viewer', () => {
  it('is for editors only', async () => {
    expect((await storefront('/en-us/preview-viewer?docType=hero', { envOverride })).status).toBe(403);
    expect((await storefront('/api/preview/showcase?docType=hero', { envOverride })).status).toBe(403);
  });

  it('tells anyone else, in their language, that it is for signed-in editors and how to sign in', async () => {
    for (const [locale, language] of [
      ['en-us', 'en'],
      ['fr-fr', 'fr'],
      ['de-de', 'de'],
      ['it-it', 'it'],
    ] as const) {
      const response = await storefront(`/${locale}/preview-viewer?docType=hero`, { envOverride });
      expect(response.status, locale).toBe(403);
      expect(response.headers.get('cache-control')).toBe('private, no-store');
      const html = await response.text();
      expect(html).toContain('<meta name="robots" content="noindex"/>');
      const refusal = PREVIEW_VIEWER_REFUSAL_TEXT[language];
      expect(html).toContain(`<h1 class="static-page__title">${PREVIEW_VIEWER_TEXT[language].title}</h1>`);
      expect(html).toContain(escapeHtml(refusal.editorsOnly));
      expect(html).toContain(escapeHtml(refusal.howToSignIn));
      // Not the generic error page, and nothing of the viewer itself.
      expect(html).not.toContain('Something in that request was not valid');
      expect(html).not.toContain('name="PreviewViewer"');
      expect(html).not.toContain('home-hero');
    }
  });

  it('lists a doc type with ids and names, private and never stored', async () => {
    const cookie = await editorCookie();
    const response = await storefront('/en-us/preview-viewer?docType=hero&limit=10', {
      envOverride,
      headers: { cookie },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('private, no-store');
    const html = await response.text();
    expect(html).toContain('<code>home-hero</code>');
    expect(html).toContain('Made for the long way up');
    expect(html).toMatch(/<option value="10" selected="">10<\/option>/);
  });

  it('says the doc type is required, and "No results." for an unknown one', async () => {
    const cookie = await editorCookie();
    const empty = await (
      await storefront('/en-us/preview-viewer?docType=', { envOverride, headers: { cookie } })
    ).text();
    expect(empty).toMatch(/role="alert">Doc type is required</);
    const none = await (
      await storefront('/en-us/preview-viewer?docType=nothing-here', { envOverride, headers: { cookie } })
    ).text();
    expect(none).toMatch(/role="status">No results.</);
    const first = await (
      await storefront('/en-us/preview-viewer', { envOverride, headers: { cookie } })
    ).text();
    expect(first).not.toContain('role="alert"');
    expect(first).toMatch(/<option value="20" selected="">/);
  });

  it('clears the results when the content API fails', async () => {
    const cookie = await editorCookie();
    const SANDBOX = wrapSandbox((request) => {
      if (request.url.includes('/showcase/')) throw new Error('down');
    });
    const html = await (
      await storefront('/en-us/preview-viewer?docType=hero', {
        envOverride: { ...envOverride, SANDBOX },
        headers: { cookie },
      })
    ).text();
    expect(html).toMatch(/role="status">No results.</);
  });

  it('answers the island JSON and refuses a missing doc type or limit', async () => {
    const cookie = await editorCookie();
    const ok = await storefront('/api/preview/showcase?docType=article&limit=10', {
      envOverride,
      headers: { cookie },
    });
    const body = (await ok.json()) as { results: { id: string; name: string }[]; numFound: number };
    expect(body.results).toHaveLength(10);
    expect(body.numFound).toBeGreaterThanOrEqual(30);
    const missing = await storefront('/api/preview/showcase?docType=', { envOverride, headers: { cookie } });
    expect(missing.status).toBe(400);
    expect(JSON.stringify(await missing.json())).toContain('Doc type is required');
    expect(
      (await storefront('/api/preview/showcase?docType=hero&limit=30', { envOverride, headers: { cookie } }))
        .status,
    ).toBe(400);
  });
});
