import { describe, expect, it } from 'vitest';
import {
  contentPageSchema,
  footerSchema,
  type MegaMenuNode,
  menuSchema,
  productCarouselItemSchema,
  productIdSchema,
} from '../../../shared/contract';
import { experimentItemSchema } from '../../../shared/contract/content-item-experiment';
import { call, env, expectError } from '../../test/helpers';
import { LOCALES } from '../sites';

/** The storefront's product and category route segments (DESIGN.md Routes) that card links must match. */
const PRODUCT_PATH = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)-(?<productId>[A-Z0-9]{8,11})$/;
const CATEGORY_PATH = /^(?<slug>[a-z0-9]+(?:-[a-z0-9]+)*)-(?<categoryId>\d{4,10})$/;

const ITEM_TYPES = [
  'hero',
  'image-banner',
  'split-banner',
  'rich-text',
  'product-carousel',
  'category-cards',
];

const getJson = async (path: string) => {
  const response = await call(path);
  expect(response.status, path).toBe(200);
  return { response, body: await response.json() };
};

const depth = (node: MegaMenuNode): number =>
  1 +
  Math.max(
    0,
    ...(node.children ?? []).map(depth),
    ...(node.columns ?? []).map((col) => Math.max(0, ...col.children.map(depth))),
  );

describe('content API', () => {
  it.each(Object.values(LOCALES))(
    'home for $siteId $locale has every item type and real products',
    async (site) => {
      const { response, body } = await getJson(
        `/publish/caas/v1/canvas/augmentedpage/${site.siteId}/home?locale=${site.locale}`,
      );
      expect(response.headers.get('cache-control')).toBe('public, max-age=60, stale-while-revalidate=600');
      const page = contentPageSchema.parse(body);
      // The hero is the baseline (and variant) of the home's hero experiment slot.
      const items = page.sections.flatMap((s) => s.items);
      // Block seeds (sandbox/seed/content-blocks) add their types to the home page as well.
      const types = new Set(items.map((i) => i.type));
      for (const item of items) {
        const slot = experimentItemSchema.safeParse(item);
        if (!slot.success) continue;
        for (const nested of [...slot.data.baselines, ...slot.data.variants.flatMap((v) => v.targets)])
          types.add(nested.type);
      }
      for (const type of ITEM_TYPES) expect(types.has(type), type).toBe(true);
      for (const item of items.filter((i) => i.type === 'product-carousel')) {
        const carousel = productCarouselItemSchema.parse(item);
        expect(carousel.products.length).toBeGreaterThanOrEqual(8);
        expect(carousel.products.length).toBeLessThanOrEqual(12);
        for (const card of carousel.products) {
          expect(card.price.currency).toBe(site.currency);
          expect(productIdSchema.parse(card.id)).toHaveLength(11);
          const [, locale, kind, segment] = card.url.split('/');
          expect([locale, kind]).toEqual([site.locale, 'p']);
          expect(PRODUCT_PATH.exec(segment!)?.groups?.productId).toBe(card.id);
        }
      }
      const cards = items.find((i) => i.type === 'category-cards') as {
        cards: { target: { url: string } }[];
      };
      for (const card of cards.cards) {
        const segment = card.target.url.split('/')[3]!;
        const id = CATEGORY_PATH.exec(segment)?.groups?.categoryId;
        expect(
          await env.DB.prepare('SELECT id FROM categories WHERE id = ?').bind(id).first(),
        ).not.toBeNull();
      }
    },
  );

  it('translates headlines by locale', async () => {
    const en = contentPageSchema.parse(
      (await getJson('/publish/caas/v1/canvas/augmentedpage/RL-CA/home?locale=en-ca')).body,
    );
    const fr = contentPageSchema.parse(
      (await getJson('/publish/caas/v1/canvas/augmentedpage/RL-CA/home?locale=fr-ca')).body,
    );
    const de = contentPageSchema.parse((await getJson('/publish/caas/v1/canvas/page/RL-DE/home')).body);
    // The lead hero is the baseline of the home's hero experiment.
    const title = (p: typeof en) =>
      experimentItemSchema.parse(p.sections[0]!.items[0]).baselines[0]!.title as string;
    expect(title(en)).toBe('Made for the long way up');
    expect(title(fr)).toBe('Conçu pour la longue montée');
    expect(title(de)).toBe('Gemacht für den langen Aufstieg');
  });

  it('serves the error-4xx page with a message and bestsellers', async () => {
    const page = contentPageSchema.parse(
      (await getJson('/publish/caas/v1/canvas/page/RL-GB/error-4xx?locale=en-gb')).body,
    );
    const items = page.sections.flatMap((s) => s.items);
    expect(JSON.stringify(items[0])).toContain("We can't find that page");
    const carousel = productCarouselItemSchema.parse(items.find((i) => i.type === 'product-carousel'));
    expect(carousel.products.length).toBeGreaterThanOrEqual(8);
    expect(carousel.products[0]!.price.currency).toBe('GBP');
  });

  it('serves a mega menu four category levels deep with category URLs', async () => {
    const menu = menuSchema.parse((await getJson('/publish/caas/v1/canvas/menu/RL-US?locale=en-us')).body);
    expect(menu.items.map((i) => i.title)).toEqual(['Men', 'Women', 'Kids', 'Footwear', 'Packs & Gear']);
    expect(Math.max(...menu.items.map(depth))).toBe(3);
    const jackets = menu.items[0]!.columns![0]!.children[0]!;
    expect(jackets.children![0]!.target.url).toMatch(/^\/en-us\/c\/men-clothing-jackets-insulated-\d{4,10}$/);
    // L1 node, L2 column, L3 node, L4 node: four levels of the category tree.
    const levels = await env.DB.prepare('SELECT level FROM categories WHERE id = ?')
      .bind(jackets.children![0]!.id)
      .first<{ level: number }>();
    expect(levels?.level).toBe(4);
  });

  it('serves a footer with legal links', async () => {
    const footer = footerSchema.parse(
      (await getJson('/publish/caas/v1/canvas/footer/RL-FR?locale=fr-fr')).body,
    );
    expect(footer.legalLinks.map((l) => l.url)).toEqual([
      '/fr-fr/brand-terms',
      '/fr-fr/privacy',
      '/fr-fr/help/returns/how-to-return',
    ]);
    expect(footer.copyright).toContain('Ridgeline');
  });

  it('does not cache preview', async () => {
    const { response } = await getJson('/preview/caas/v1/canvas/footer/RL-US');
    expect(response.headers.get('cache-control')).toBe('private, no-store');
  });

  it('answers 404 for unknown mode, site, page or locale', async () => {
    await expectError(await call('/draft/caas/v1/canvas/menu/RL-US'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/menu/RL-XX'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/page/RL-US/nope'), 404, 'API404');
    await expectError(await call('/publish/caas/v1/canvas/footer/RL-US?locale=de-de'), 404, 'API404');
  });
});
