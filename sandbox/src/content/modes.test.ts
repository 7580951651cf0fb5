import { describe, expect, it } from 'vitest';
import {
  articleSearchSchema,
  contentPageSchema,
  footerSchema,
  fragmentSchema,
  menuSchema,
  pageChildrenSchema,
  popupsResponseSchema,
  productContentSchema,
  showcaseSchema,
} from '../../../shared/contract';
import { call, env, expectError } from '../../test/helpers';
import { LOCALES } from '../sites';

const ADMIN = { 'x-sandbox-admin': 'sandbox-admin-key' };
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString();
const MODES = ['publish', 'preview'] as const;

const get = async (path: string, siteId?: string) => {
  const response = await call(path, siteId ? { siteId } : {});
  expect(response.status, path).toBe(200);
  return { response, body: (await response.json()) as unknown };
};

/** The lead hero's title: the home's is the baseline of its hero experiment. */
const heroTitle = (page: unknown): string => {
  const lead = contentPageSchema.parse(page).sections[0]!.items[0] as {
    title?: string;
    baselines?: { title: string }[];
  };
  return lead.baselines?.[0]?.title ?? lead.title ?? '';
};

describe.each(MODES)('every content call in %s mode', (mode) => {
  const canvas = `/${mode}/caas/v1/canvas`;
  const cache = mode === 'publish' ? 'public, max-age=60, stale-while-revalidate=600' : 'private, no-store';

  it.each([
    ['augmentedpage', `${canvas}/augmentedpage/RL-US/home`, contentPageSchema],
    ['page', `${canvas}/page/RL-US/campaign`, contentPageSchema],
    ['category', `${canvas}/search/RL-US/hub`, undefined],
    ['footer', `${canvas}/footer/RL-US`, footerSchema],
    ['menu', `${canvas}/menu/RL-US`, menuSchema],
    ['children', `${canvas}/children/RL-US/stories`, pageChildrenSchema],
    ['fragment', `${canvas}/fragment/benefit-bar`, fragmentSchema],
    ['popups', `${canvas}/popups/RL-US`, popupsResponseSchema],
    ['product', `${canvas}/product/RL-US/ABCDEFGH`, productContentSchema],
    ['showcase', `${canvas}/showcase/RL-US/hero`, showcaseSchema],
    ['article search', `${canvas}/search/RL-US/article`, articleSearchSchema],
  ] as const)('%s answers with its shape and the mode’s caching', async (_name, path, schema) => {
    const { response, body } = await get(path);
    expect(response.headers.get('cache-control')).toBe(cache);
    if (mode === 'preview') expect(response.headers.get('cache-tag')).toBeNull();
    schema?.parse(body);
  });

  it('category content is served for a seeded category', async () => {
    const row = await env.DB.prepare(
      "SELECT key FROM content WHERE kind = 'category' AND site_id = 'RL-US' LIMIT 1",
    ).first<{
      key: string;
    }>();
    await get(`${canvas}/category/RL-US/${row!.key}`);
  });
});

describe('scheduling and drafts', () => {
  it("publish serves today's home hero; preview at tomorrow serves tomorrow's in every locale", async () => {
    for (const site of Object.values(LOCALES)) {
      const query = `?locale=${site.locale}`;
      const today = heroTitle(
        (await get(`/publish/caas/v1/canvas/augmentedpage/${site.siteId}/home${query}`)).body,
      );
      const previewNow = heroTitle(
        (await get(`/preview/caas/v1/canvas/augmentedpage/${site.siteId}/home${query}`)).body,
      );
      const at = encodeURIComponent(tomorrow());
      const previewTomorrow = heroTitle(
        (await get(`/preview/caas/v1/canvas/augmentedpage/${site.siteId}/home${query}&previewDateTime=${at}`))
          .body,
      );
      expect(previewNow).toBe(today);
      expect(previewTomorrow).not.toBe(today);
    }
    const en = heroTitle(
      (await get(`/preview/caas/v1/canvas/page/RL-US/home?previewDateTime=${encodeURIComponent(tomorrow())}`))
        .body,
    );
    expect(en).toBe('The winter sale is on');
  });

  it('previewDateTime is ignored in publish mode and must be a date-time in preview', async () => {
    const at = encodeURIComponent(tomorrow());
    const published = heroTitle(
      (await get(`/publish/caas/v1/canvas/page/RL-US/home?previewDateTime=${at}`)).body,
    );
    expect(published).toBe('Made for the long way up');
    await expectError(
      await call('/preview/caas/v1/canvas/page/RL-US/home?previewDateTime=tomorrow'),
      400,
      'API400',
    );
  });

  it('a draft shows only in preview', async () => {
    const published = heroTitle((await get('/publish/caas/v1/canvas/page/RL-US/campaign')).body);
    const preview = heroTitle((await get('/preview/caas/v1/canvas/page/RL-US/campaign')).body);
    expect(published).toBe('The Ridgeline winter campaign');
    expect(preview).toBe('Spring preview: lighter layers');
  });

  it('an editor publishes a version with a window; it is live only inside it, and its tags are queued', async () => {
    const path = '/__admin/content/RL-GB/en-gb/fragment/benefit-bar/versions';
    const doc = {
      id: 'benefit-bar',
      name: 'Benefit bar',
      sections: [
        {
          name: 'benefit-bar',
          items: [{ id: 'bb-sale', type: 'rich-text', blocks: [{ kind: 'paragraph', text: 'Flash sale' }] }],
        },
      ],
    };
    const start = new Date(Date.now() + 3_600_000).toISOString();
    const end = new Date(Date.now() + 7_200_000).toISOString();
    const draft = await call(path, { body: { status: 'draft', doc }, headers: ADMIN });
    expect(draft.status).toBe(201);
    const { version, purgeTags } = (await draft.json()) as { version: number; purgeTags: string[] };
    expect(purgeTags).toEqual([]);
    const fragment = (mode: string, at?: string) =>
      get(
        `/${mode}/caas/v1/canvas/fragment/benefit-bar${at ? `?previewDateTime=${encodeURIComponent(at)}` : ''}`,
        'RL-GB',
      ).then(({ body }) => JSON.stringify(body).includes('Flash sale'));
    expect([await fragment('publish'), await fragment('preview')]).toEqual([false, true]);

    const published = await call(`${path}/${version}/publish`, {
      body: { liveFrom: start, liveUntil: end },
      headers: ADMIN,
    });
    expect(published.status).toBe(200);
    expect(((await published.json()) as { purgeTags: string[] }).purgeTags).toContain(
      'content:RL-GB:en-gb:fragment:benefit-bar',
    );
    const inside = new Date(Date.now() + 5_400_000).toISOString();
    const after = new Date(Date.now() + 9_000_000).toISOString();
    expect([
      await fragment('publish'),
      await fragment('preview'),
      await fragment('preview', inside),
      await fragment('preview', after),
    ]).toEqual([false, false, true, false]);

    const purges = await call('/__admin/content/purges', { headers: ADMIN });
    expect(JSON.stringify(await purges.json())).toContain('content:RL-GB:en-gb:fragment:benefit-bar');
  });

  it('admin calls need the admin key and a valid body; nothing changes on a refusal', async () => {
    const path = '/__admin/content/RL-US/en-us/page/home/versions';
    expect((await call(path, { body: { status: 'published', doc: {} } })).status).toBe(404);
    await expectError(await call(path, { body: { status: 'live', doc: {} }, headers: ADMIN }), 400, 'API400');
    await expectError(
      await call(path, {
        body: { status: 'published', doc: {}, liveFrom: tomorrow(), liveUntil: new Date().toISOString() },
        headers: ADMIN,
      }),
      400,
      'API400',
    );
    await expectError(await call(`${path}/99/publish`, { body: {}, headers: ADMIN }), 404, 'API404');
    const versions = (await (await call(path, { headers: ADMIN })).json()) as { versions: unknown[] };
    expect(versions.versions).toHaveLength(1);
  });
});

describe('article search', () => {
  it('pages through 30+ articles in every locale with tag facets', async () => {
    for (const site of Object.values(LOCALES)) {
      const { body } = await get(
        `/publish/caas/v1/canvas/search/${site.siteId}/article?locale=${site.locale}&limit=10`,
      );
      const search = articleSearchSchema.parse(body);
      expect(search.numFound).toBeGreaterThanOrEqual(30);
      expect(search.result).toHaveLength(10);
      expect(search.facets.length).toBeGreaterThanOrEqual(5);
      expect(search.result[0]!.url).toMatch(new RegExp(`^/${site.locale}/stories/`));
    }
  });

  it('filters by any of the tags, keeps every facet, and pages with offset', async () => {
    const all = articleSearchSchema.parse((await get('/publish/caas/v1/canvas/search/RL-US/article')).body);
    const one = articleSearchSchema.parse(
      (await get('/publish/caas/v1/canvas/search/RL-US/article?tagId=repair')).body,
    );
    const two = articleSearchSchema.parse(
      (await get('/publish/caas/v1/canvas/search/RL-US/article?tagId=repair&tagId=climbing&offset=4&limit=4'))
        .body,
    );
    const repair = all.facets.find((f) => f.id === 'repair')!;
    const climbing = all.facets.find((f) => f.id === 'climbing')!;
    expect(one.numFound).toBe(repair.count);
    expect(one.result.every((a) => a.tags.some((t) => t.id === 'repair'))).toBe(true);
    expect(one.facets).toEqual(all.facets);
    expect(two.numFound).toBe(repair.count + climbing.count);
    expect(two.result).toHaveLength(4);
  });

  it('refuses a bad offset, limit or tag', async () => {
    for (const query of ['offset=-1', 'limit=0', 'limit=51', 'tagId=Not%20a%20tag']) {
      await expectError(await call(`/publish/caas/v1/canvas/search/RL-US/article?${query}`), 400, 'API400');
    }
  });
});

describe('showcase, fragments, pop-ups and product content', () => {
  it('lists a doc type with id and name, limited to 10, 20 or 50', async () => {
    const heroes = showcaseSchema.parse((await get('/publish/caas/v1/canvas/showcase/RL-US/hero')).body);
    expect(heroes.limit).toBe(20);
    expect(heroes.results.map((r) => r.id)).toEqual(expect.arrayContaining(['home-hero', 'campaign-hero']));
    const articles = showcaseSchema.parse(
      (await get('/publish/caas/v1/canvas/showcase/RL-US/article?limit=10')).body,
    );
    expect(articles.results).toHaveLength(10);
    expect(articles.numFound).toBeGreaterThanOrEqual(30);
    const none = showcaseSchema.parse(
      (await get('/publish/caas/v1/canvas/showcase/RL-US/no-such-type')).body,
    );
    expect(none).toMatchObject({ numFound: 0, results: [] });
    const variant = showcaseSchema.parse(
      (await get('/publish/caas/v1/canvas/showcase/RL-US/hero?layoutVariant=nope')).body,
    );
    expect(variant.numFound).toBe(0);
    await expectError(await call('/publish/caas/v1/canvas/showcase/RL-US/hero?limit=30'), 400, 'API400');
  });

  it('serves fragments by the siteId header, the two pop-ups and product content', async () => {
    const fr = fragmentSchema.parse(
      (await get('/publish/caas/v1/canvas/fragment/benefit-bar?locale=fr-fr', 'RL-FR')).body,
    );
    expect(JSON.stringify(fr)).toContain('Livraison standard gratuite dès 150,00\u00a0€');
    await expectError(await call('/publish/caas/v1/canvas/fragment/nope'), 404, 'API404');
    const { popups } = popupsResponseSchema.parse((await get('/publish/caas/v1/canvas/popups/RL-DE')).body);
    expect(popups.map((p) => p.name)).toEqual(['newsletter', 'registration']);
    expect(popups[0]!.delay).toBe(2000);
    const styles = await env.DB.prepare(
      "SELECT key FROM content WHERE kind = 'product' AND site_id = 'RL-US'",
    ).all<{
      key: string;
    }>();
    expect(styles.results.length).toBeGreaterThan(0);
    const content = productContentSchema.parse(
      (await get(`/publish/caas/v1/canvas/product/RL-US/${styles.results[0]!.key}`)).body,
    );
    expect(content.sections.length).toBeGreaterThan(0);
  });

  it('lists the articles as children of the hub', async () => {
    const { children } = pageChildrenSchema.parse(
      (await get('/publish/caas/v1/canvas/children/RL-IT/stories')).body,
    );
    expect(children.length).toBeGreaterThanOrEqual(30);
  });
});
