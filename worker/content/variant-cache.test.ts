/**
 * The shared home page in workerd against the seeded sandbox (experience 1001 on the home hero; the
 * story's 1004 held on its baseline, and the cart nudge's 1005 on its baseline for every shopper
 * without a cart):
 * a shopper's variant code serves the copy their variants made, without a decision and with
 * their impressions; two shoppers in two variants and two segments never see each other's page;
 * a forged, replayed or foreign code is refused; a basket holder, a member, an editor and a test
 * context neither get nor make a copy; a publish's purge drops it; every input of the home HTML is
 * either in the key or keeps the request private.
 */
import type { AnalyticsEngineDataPoint } from '@cloudflare/workers-types';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Env } from '../env';
import { app } from '../index';
import { EDITOR_COOKIE, signEditorToken } from '../middleware/preview';
import { VISITOR_COOKIE } from '../middleware/session/visitor';
import { type DataPoint, fromAnalytics } from '../observability/data-point';
import { admin, countedImpressions, decisionEvents, experience } from '../test/decisions';
import {
  cookieHeader,
  env,
  executionContext,
  findProduct,
  type Jar,
  jsonPost,
  ORIGIN,
  sandboxJson,
  storeCookies,
  storefront,
} from '../test/helpers';
import { memberSession } from '../test/member-session';
import {
  HOME_HTML_INPUTS,
  SHAREABLE_COOKIES,
  SHARED_PAGE_HEADER,
  signVariantCode,
  VARIANT_CODE_COOKIE,
  verifyVariantCode,
} from './variant-cache';

const hero = experience(1001, [
  { label: 'Baseline', weight: 50, actionId: 10011 },
  { label: 'Experiment', weight: 50, actionId: 10012, json: { heroVariant: 'A' } },
]);
const story = experience(1004, [
  { label: 'Baseline', weight: 50, actionId: 10041 },
  { label: 'Experiment', weight: 50, actionId: 10042, json: { storyVariant: 'A' } },
]);
// The hero's variant is what these tests vary; the story's would only split their shoppers further.
beforeEach(() => story.force('Baseline'));
afterEach(async () => {
  await hero.restore();
  await story.restore();
});

/**
 * A guest's home impressions, as the service counts them: the hero's variant, the story's and the
 * cart nudge's baselines, from the decision or from the page events of a copy served without one.
 */
const homeImpressions = (hero: string, source: 'decision' | 'page-event') => {
  const shown = [
    { experienceId: 1001, variantLabel: hero, source },
    { experienceId: 1004, variantLabel: 'Baseline', source },
    { experienceId: 1005, variantLabel: 'Baseline', source },
  ];
  // A copy's page events name the slots in page order (the cart nudge before the story).
  return source === 'decision' ? shown : [shown[0], shown[2], shown[1]];
};

const ROOMY = { DECISION_BUDGET_MS: '2000' };
const ADMIN = { 'x-sandbox-admin': env.TEST_ADMIN_KEY, 'content-type': 'application/json' };

type Visit = { path?: string; headers?: Record<string, string>; env?: Partial<Env> };

/**
 * A page as a browser gets it, returned once the request's background work (the shared copy's
 * store, the impressions) is done, so the next visit sees what this one kept.
 */
const visit = async (jar: Jar, { path = '/en-us', headers = {}, env: override }: Visit = {}) => {
  const sent = new Headers(headers);
  const cookies = [cookieHeader(jar), sent.get('cookie')].filter(Boolean).join('; ');
  if (cookies) sent.set('cookie', cookies);
  const ctx = executionContext();
  const response = await app.fetch(
    new Request(`${ORIGIN}${path}`, { headers: sent, redirect: 'manual' }),
    { ...env, ...ROOMY, ...override },
    ctx as unknown as ExecutionContext,
  );
  storeCookies(jar, response);
  const html = await response.text();
  await ctx.settled();
  return {
    response,
    html,
    shared: response.headers.get(SHARED_PAGE_HEADER) === 'HIT' && response.headers.get('x-cache') === 'HIT',
    /** Made for this request, to be kept for the next shopper if it ends without trouble. */
    kept: response.headers.get(SHARED_PAGE_HEADER) === 'MISS',
    codeSet: response.headers.getSetCookie().some((c) => c.startsWith(`${VARIANT_CODE_COOKIE}=`)),
    variant: /data-experience="1001" data-variant="([^"]+)"/.exec(html)?.[1],
  };
};

const decisionsOf = async (jar: Jar) =>
  (await decisionEvents(jar.get('mt.v')!)).filter((e) => e.eventType === 'monetate:decision:DecisionRequest')
    .length;
const impressionsOf = (jar: Jar) => countedImpressions(jar.get('mt.v')!);

/** The HTML with its nonce taken out: what two answers of one copy have in common. */
const withoutNonce = (html: string) => html.replace(/nonce="[^"]*"/g, 'nonce=""');

/** A shopper in `label`'s variant whose copy is kept (their second visit is shared). */
const shopperIn = async (label: 'Baseline' | 'Experiment'): Promise<Jar> => {
  await hero.force(label);
  const jar: Jar = new Map();
  const first = await visit(jar);
  expect(first.codeSet).toBe(true);
  expect((await visit(jar)).shared).toBe(true);
  return jar;
};

const purgeContent = async (locale = 'en-us', siteId = 'RL-US') => {
  const response = await storefront('/fapi/cache/purge', {
    ...jsonPost(JSON.stringify({ tags: [`content:${siteId}:${locale}`] }), {
      'x-cache-purge-secret': 'test-cache-purge-secret',
    }),
  });
  expect(response.status).toBe(200);
};

describe('the shared home page', () => {
  it('serves the copy a valid code names: no decision, its own nonce, impressions recorded', async () => {
    await hero.force('Experiment');
    const jar: Jar = new Map();
    const first = await visit(jar);
    expect(first.shared).toBe(false);
    expect(first.variant).toBe('A');
    expect(first.codeSet).toBe(true);
    expect(
      first.response.headers.getSetCookie().find((c) => c.startsWith(`${VARIANT_CODE_COOKIE}=`)),
    ).toMatch(
      /^sf_vc=en-us~1001\.10012-1004\.10041-1005\.10051~out\.empty~[0-9a-z]+~[\w-]{43}; Max-Age=1800; Path=\/; HttpOnly; Secure; SameSite=Lax$/,
    );

    const second = await visit(jar);
    expect(second.shared).toBe(true);
    expect(second.variant).toBe('A');
    expect(second.codeSet).toBe(false);
    // The browser's answer stays the shopper's own.
    expect(second.response.headers.get('cache-control')).toBe('private, no-cache');
    expect(second.response.headers.get('accept-ch')).toContain('Sec-CH-Viewport-Width');
    // The same page, with this answer's own nonce, the one its CSP names.
    expect(withoutNonce(second.html)).toBe(withoutNonce(first.html));
    const nonce = /'nonce-([^']+)'/.exec(second.response.headers.get('content-security-policy') ?? '')?.[1];
    expect(nonce).toBeTruthy();
    const nonces = new Set([...second.html.matchAll(/nonce="([^"]*)"/g)].map((m) => m[1]));
    expect([...nonces]).toEqual([nonce]);
    expect(first.html).not.toContain(`nonce="${nonce}"`);

    // No decision asked; the impressions of what was shown counted all the same, once per page.
    expect(await decisionsOf(jar)).toBe(1);
    expect(await impressionsOf(jar)).toEqual([
      ...homeImpressions('Experiment', 'decision'),
      ...homeImpressions('Experiment', 'page-event'),
    ]);
  });

  it('keeps the impressions of a variant label in any script (a header holds only Latin-1)', async () => {
    const label = 'Experiment été – 夏';
    await admin('/__admin/decision/experiences/1001', {
      method: 'PUT',
      body: JSON.stringify({
        variants: [
          { label: 'Baseline', weight: 0, actionId: 10011 },
          // Its own action: the copy of another (the seeded Experiment's) is not this one's.
          { label, weight: 100, actionId: 10019, json: { heroVariant: 'A' } },
        ],
      }),
    });
    const jar: Jar = new Map();
    expect((await visit(jar)).kept).toBe(true);
    expect((await visit(jar)).shared).toBe(true);
    expect(await impressionsOf(jar)).toEqual([
      ...homeImpressions(label, 'decision'),
      ...homeImpressions(label, 'page-event'),
    ]);
  });

  it('gives a new shopper the copy of the variants they were decided into, with their own code', async () => {
    const first = await shopperIn('Experiment');
    const newcomer: Jar = new Map();
    const page = await visit(newcomer);
    expect(page.shared).toBe(true);
    expect(page.variant).toBe('A');
    expect(page.codeSet).toBe(true);
    expect(newcomer.get('mt.v')).not.toBe(first.get('mt.v'));
    expect(newcomer.get(VARIANT_CODE_COOKIE)).not.toBe(first.get(VARIANT_CODE_COOKIE));
    // Decided (the service heard of the newcomer, and counted their impressions): nothing more.
    expect(await decisionsOf(newcomer)).toBe(1);
    expect(await impressionsOf(newcomer)).toEqual(homeImpressions('Experiment', 'decision'));
  });

  it('two shoppers in two variants each get only their own variant, however they interleave', async () => {
    const a = await shopperIn('Experiment');
    const b = await shopperIn('Baseline');
    for (let round = 0; round < 3; round++) {
      const [pageA, pageB] = [await visit(a), await visit(b)];
      expect([pageA.shared, pageA.variant]).toEqual([true, 'A']);
      expect([pageB.shared, pageB.variant]).toEqual([true, 'Baseline']);
    }
  });

  it('refuses a forged, replayed or foreign code: decided again, nothing served or kept under it', async () => {
    const a = await shopperIn('Experiment');
    const b = await shopperIn('Baseline');
    const codeOfA = a.get(VARIANT_CODE_COOKIE)!;
    const codeOfB = b.get(VARIANT_CODE_COOKIE)!;
    const [locale, , segments, issued, mac] = codeOfB.split('~');
    const foreignKey = await signVariantCode('another-secret-0123456789abcdef0123456789', {
      monetateId: b.get('mt.v')!,
      locale: 'en-us',
      experiments: '1001.10012-1004.10041-1005.10051',
      segments: 'out.empty',
      issuedAt: Math.floor(Date.now() / 1000),
    });
    const attempts = {
      "A's code replayed beside B's mt.v": codeOfA,
      "B's code claiming A's variant": [
        locale,
        '1001.10012-1004.10041-1005.10051',
        segments,
        issued,
        mac,
      ].join('~'),
      // The MAC's first character: its last carries padding bits a decoder may ignore.
      "B's code with a changed signature": codeOfB.replace(
        /~([\w-])([\w-]{42})$/,
        (_, ch: string, rest: string) => `~${ch === 'A' ? 'B' : 'A'}${rest}`,
      ),
      'signed with another key': foreignKey,
      'not a code': 'en-us~1001.10012~out.empty~0~x',
    };
    for (const [what, code] of Object.entries(attempts)) {
      const before = await decisionsOf(b);
      const written: DataPoint[] = [];
      const ANALYTICS = {
        writeDataPoint: (p: AnalyticsEngineDataPoint) => void written.push(fromAnalytics(p)),
      };
      const jar: Jar = new Map([...b, [VARIANT_CODE_COOKIE, code]]);
      const page = await visit(jar, {
        env: { ANALYTICS, OPS_STORE: undefined } as unknown as Partial<Env>,
      });
      expect(page.variant, what).toBe('Baseline');
      expect(await decisionsOf(b), what).toBe(before + 1);
      expect(written.find((p) => p.pageType === 'Home')?.variantCodesRefused, what).toBe(1);
      // The code it gets names what was decided, not what was claimed.
      expect(jar.get(VARIANT_CODE_COOKIE), what).toMatch(
        /^en-us~1001\.10011-1004\.10041-1005\.10051~out\.empty~/,
      );
    }
    // A's copy was never handed to B: B's pages are all Baseline, and A's stays A's.
    expect((await visit(a)).variant).toBe('A');
  });

  it('keeps a basket holder and a member out: they neither get nor make a copy', async () => {
    const a = await shopperIn('Experiment');
    const { sku } = await findProduct();
    const basket: Jar = new Map();
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar: basket,
    });
    const member = (await memberSession()).jar;
    for (const [who, jar] of [
      ['basket', basket],
      ['member', member],
    ] as const) {
      for (let i = 0; i < 2; i++) {
        const page = await visit(jar);
        expect([page.shared, page.codeSet], who).toEqual([false, false]);
      }
      // Even with another shopper's decision identity and code beside their own cookies.
      const borrowed: Jar = new Map([
        ...jar,
        ['mt.v', a.get('mt.v')!],
        [VARIANT_CODE_COOKIE, a.get(VARIANT_CODE_COOKIE)!],
      ]);
      const page = await visit(borrowed);
      expect([page.shared, page.codeSet], who).toEqual([false, false]);
      expect(page.response.headers.get('cache-control'), who).toMatch(/^private, no-(cache|store)$/);
    }
  });

  it('two segments: a basket holder sees theirs, a guest the baseline, and the copy is the guest’s', async () => {
    // The home page gains a segmentation block (published, then purged like a publish does).
    const current = await sandboxJson('/publish/caas/v1/canvas/page/RL-US/home');
    const doc = current.body as { sections: unknown[] };
    const text = (id: string, words: string) => ({
      id,
      type: 'rich-text',
      blocks: [{ kind: 'paragraph', text: words }],
    });
    const published = await sandboxJson('/__admin/content/RL-US/en-us/page/home/versions', {
      method: 'POST',
      headers: ADMIN,
      body: JSON.stringify({
        status: 'published',
        doc: {
          ...doc,
          sections: [
            ...doc.sections,
            {
              name: 'segments',
              items: [
                {
                  id: 'home-segments',
                  type: 'segmentation',
                  segments: [
                    {
                      id: 'basket',
                      condition: 'cart-not-empty',
                      targets: [text('seg-basket', 'Finish your order')],
                    },
                  ],
                  baselines: [text('seg-everyone', 'New this week')],
                },
              ],
            },
          ],
        },
      }),
    });
    expect(published.status).toBe(201);
    await purgeContent();

    const guest = await shopperIn('Experiment');
    const shared = await visit(guest);
    expect(shared.shared).toBe(true);
    expect(shared.html).toContain('data-segment="baseline"');
    expect(shared.html).toContain('New this week');

    const { sku } = await findProduct();
    const basket: Jar = new Map([['mt.v', guest.get('mt.v')!]]);
    await storefront('/api/cart/items', {
      ...jsonPost(JSON.stringify({ productId: sku, qty: 1 })),
      jar: basket,
    });
    const own = await visit(basket);
    expect(own.shared).toBe(false);
    expect(own.html).toContain('data-segment="basket"');
    expect(own.html).toContain('Finish your order');
    // The basket holder's page was not kept: the guests' copy is still the guests'.
    const after = await visit(guest);
    expect([after.shared, after.html.includes('Finish your order')]).toEqual([true, false]);
  });

  it('drops the copy when its content is purged (a publish)', async () => {
    const jar = await shopperIn('Experiment');
    const before = await decisionsOf(jar);
    await purgeContent();
    const purged = await visit(jar);
    expect(purged.shared).toBe(false);
    expect(await decisionsOf(jar)).toBe(before + 1);
    // Rendered again and kept again.
    expect((await visit(jar)).shared).toBe(true);
    // Another locale's purge leaves it be.
    await purgeContent('fr-ca', 'RL-CA');
    expect((await visit(jar)).shared).toBe(true);
  });

  it('keeps no copy of a page made in trouble (stale content while the platform fails)', async () => {
    await shopperIn('Experiment');
    // The content must be read again, and the platform fails: the last good content is served
    // (a warning) and the page is fine for this shopper, but not one to hand to everyone.
    await purgeContent();
    await admin('/__admin/faults/content', { method: 'PUT', body: JSON.stringify({ kind: 'error' }) });
    const jar: Jar = new Map();
    const troubled = await visit(jar);
    expect([troubled.response.status, troubled.shared, troubled.variant]).toEqual([200, false, 'A']);
    expect((await visit(jar)).shared).toBe(false);
    await admin('/__admin/faults', { method: 'DELETE' });
    expect((await visit(jar)).shared).toBe(false);
    expect((await visit(jar)).shared).toBe(true);
  });

  it("bypasses for an editor's preview and a test context, even with a valid code", async () => {
    const jar = await shopperIn('Experiment');
    const SECRET = 'editor-secret-0123456789abcdef0123456789abcdef';
    const token = await signEditorToken(SECRET, Math.floor(Date.now() / 1000) + 300);
    const editor = `__Host-${EDITOR_COOKIE}=${token}`;
    const preview = await visit(jar, {
      path: '/en-us?preview=true',
      headers: { cookie: editor },
      env: { EDITOR_SECRET: SECRET },
    });
    expect([preview.shared, preview.codeSet, preview.variant]).toEqual([false, false, 'Baseline']);
    expect(preview.response.headers.get('cache-control')).toBe('private, no-store');
    // The editor's cookie alone (published content) is still no shopper's to share.
    const editing = await visit(jar, { headers: { cookie: editor }, env: { EDITOR_SECRET: SECRET } });
    expect([editing.shared, editing.codeSet]).toEqual([false, false]);
    const forced = await visit(jar, {
      headers: { cookie: `p13n_testcontext=${encodeURIComponent('{"variants":{"1001":"Baseline"}}')}` },
    });
    expect([forced.shared, forced.codeSet, forced.variant]).toEqual([false, false, 'Baseline']);
  });
});

describe('the inputs of the home HTML', () => {
  /**
   * One probe per input of `HOME_HTML_INPUTS`: a shopper whose copy is kept changes only that
   * input; a `key` input gets a page made for it (not the copy), a `private` one is not shared.
   */
  const notTheCopy = async (change: Visit, check?: (html: string) => void, privately = false) => {
    const jar = await shopperIn('Experiment');
    const changed = await visit(jar, change);
    expect(changed.shared).toBe(false);
    // A key input gets a page made (and kept) for its value; a private one is the shopper's alone.
    expect(changed.kept).toBe(!privately);
    check?.(changed.html);
    return { jar, changed };
  };
  const probes: Record<keyof typeof HOME_HTML_INPUTS, () => Promise<void>> = {
    'path (site, locale)': async () => {
      // Another locale of the same site (RL-CA): its own copy, its own code, no refusal.
      const jar = await shopperIn('Experiment');
      const fr = await visit(jar, { path: '/fr-ca' });
      expect([fr.shared, fr.codeSet]).toEqual([false, true]);
      expect(fr.html).toContain('lang="fr-CA"');
      expect((await visit(jar, { path: '/fr-ca' })).shared).toBe(true);
    },
    'build (asset names)': async () => {
      // A deploy changes the asset names and with them the key (`build`), so an old build's copy,
      // naming assets that are gone, is never served; one test run has one build to try.
      const jar = await shopperIn('Experiment');
      expect((await visit(jar)).html).toContain('/assets/entry-');
    },
    'benefitBarClosed cookie': async () => {
      const open = await visit(await shopperIn('Experiment'));
      expect(open.html).toContain('benefit-bar');
      await notTheCopy({ headers: { cookie: 'benefitBarClosed=1' } }, (html) =>
        expect(html).not.toContain('benefit-bar__text'),
      );
    },
    'sf_location cookie (prompt answered)': async () => {
      await notTheCopy({ headers: { cookie: 'sf_location=US|en-us', 'x-sf-country': 'CA' } }, (html) =>
        expect(html).not.toContain('name="LocationPrompt"'),
      );
    },
    'request country (location prompt)': async () => {
      await notTheCopy({ headers: { 'x-sf-country': 'CA' } }, (html) =>
        expect(html).toContain('name="LocationPrompt"'),
      );
    },
    'dismissedPopups cookie': async () => {
      await notTheCopy({ headers: { cookie: 'dismissedPopups=campaign-popup' } });
    },
    'decided experiments (slots, data layer)': async () => {
      // The code names them: see the two-shopper test; here the data layer of a shared copy.
      const jar = await shopperIn('Experiment');
      expect((await visit(jar)).html).toContain('"variantLabel":"Experiment","variant":"A"');
    },
    'audience facts (segmentation)': async () => {
      // The code names them (out.empty), and only that audience is ever kept: see "two segments".
      const jar = await shopperIn('Baseline');
      expect(jar.get(VARIANT_CODE_COOKIE)).toContain('~out.empty~');
    },
    'Sec-CH-Viewport hints (decision events only)': async () => {
      // The page is the same at any size: the hints only reach the decision, and a shopper with
      // a code is not decided again.
      const jar = await shopperIn('Experiment');
      const sized = await visit(jar, {
        headers: { 'sec-ch-viewport-width': '412', 'sec-ch-viewport-height': '915' },
      });
      expect([sized.shared, sized.variant]).toEqual([true, 'A']);
    },
    'query (article grid, signedIn, cartError, completeProfile, preview, p13n_testcontext)': async () => {
      for (const query of ['?signedIn=merged', '?cartError=INV408', '?utm_source=mail']) {
        const { changed } = await notTheCopy({ path: `/en-us${query}` }, undefined, true);
        expect(changed.codeSet, query).toBe(false);
      }
    },
    'session (cart count, member name, cart reset, basket)': async () => {
      // See "keeps a basket holder and a member out"; any unknown cookie counts as personal too.
      const { changed } = await notTheCopy(
        { headers: { cookie: '__Host-sf_assoc=someone' } },
        undefined,
        true,
      );
      expect(changed.codeSet).toBe(false);
    },
    'p13n_testcontext cookie (forced variants and segment)': async () => {
      // Raw JSON too (Hono's cookie reader skips it): a forced page kept as the decided one
      // would show every shopper of that variant what the test forced.
      const { jar } = await notTheCopy(
        { headers: { cookie: 'p13n_testcontext={"variants":{"1001":"Baseline"}}' } },
        (html) => expect(html).toContain('data-variant="Baseline"'),
        true,
      );
      expect((await visit(jar)).variant).toBe('A');
      await notTheCopy(
        {
          headers: { cookie: `p13n_testcontext=${encodeURIComponent('{"segment":"basket"}')}` },
        },
        undefined,
        true,
      );
    },
    'editor preview': async () => {
      // See "bypasses for an editor's preview".
    },
    'CSP nonce': async () => {
      // Each answer its own: see the first test.
    },
    'PUBLIC_ORIGIN (canonical, JSON-LD)': async () => {
      await notTheCopy({ env: { PUBLIC_ORIGIN: 'https://other.test' } }, (html) =>
        expect(html).toContain('https://other.test/en-us'),
      );
    },
    'content, menu, footer, pop-ups (purged by tag)': async () => {
      // See "drops the copy when its content is purged".
    },
  };

  it('lists every input, each with its probe', () => {
    expect(Object.keys(probes).sort()).toEqual(Object.keys(HOME_HTML_INPUTS).sort());
    // The cookies a shared request may carry: the decision's, the code, the visitor id, three choices.
    expect([...SHAREABLE_COOKIES].sort()).toEqual(
      [
        'mt.v',
        VARIANT_CODE_COOKIE,
        `__Host-${VISITOR_COOKIE}`,
        'benefitBarClosed',
        'sf_location',
        'dismissedPopups',
      ].sort(),
    );
  });

  for (const [input, probe] of Object.entries(probes)) it(input, probe);
});

describe('the variant code', () => {
  const SECRET = 'test-secret-0123456789abcdef0123456789abcdef';
  const claim = {
    monetateId: '5.123.1700000000000',
    locale: 'en-us',
    experiments: '1001.10012',
    segments: 'out.empty',
    issuedAt: Math.floor(Date.now() / 1000),
  };
  const bound = { monetateId: claim.monetateId, locale: 'en-us' };

  it('verifies what it signed, bound to mt.v and the locale, within its lifetime', async () => {
    const code = await signVariantCode(SECRET, claim);
    expect(code.length).toBeLessThan(90);
    expect(await verifyVariantCode(SECRET, code, bound)).toEqual({ ok: true, claim });
    expect(await verifyVariantCode(SECRET, code, { ...bound, monetateId: '5.124.1700000000000' })).toEqual({
      ok: false,
      reason: 'forged',
    });
    expect(await verifyVariantCode(SECRET, code, { ...bound, monetateId: undefined })).toMatchObject({
      ok: false,
    });
    expect(await verifyVariantCode(SECRET, code, { ...bound, locale: 'fr-ca' })).toEqual({
      ok: false,
      reason: 'elsewhere',
    });
    expect(await verifyVariantCode(`${SECRET}x`, code, bound)).toEqual({ ok: false, reason: 'forged' });
    const later = Date.now() + 31 * 60 * 1000;
    expect(await verifyVariantCode(SECRET, code, bound, later)).toEqual({ ok: false, reason: 'stale' });
    expect(await verifyVariantCode(SECRET, `${code};`, bound)).toEqual({ ok: false, reason: 'malformed' });
  });
});
