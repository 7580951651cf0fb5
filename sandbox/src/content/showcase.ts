/**
 * Showcase (content spec section 7, the editors' preview viewer of section 2):
 * `showcase/{siteId}/{docType}?layoutVariant=&limit=` lists entries of one doc type as the mode
 * sees them. A doc type is a document kind (`page`, `article`, `fragment`, `popup`) or a content
 * item type (`hero`, `rich-text`, ...), found in every page, fragment and product document.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { docTypeSchema, type Showcase, showcaseQuerySchema } from '../../../shared/contract/content';
import type { AppEnv } from '../env';
import { validate } from '../errors';
import { cacheHeaders, type Entry, loadEntries, localeOf, readingOf, siteOf } from './store';

type Result = Showcase['results'][number];
type Doc = { id?: string; name?: string; title?: string; seo?: { title?: string } } & Record<string, unknown>;
type Section = { items?: Doc[] };

const text = (value: unknown): string | undefined => (typeof value === 'string' && value ? value : undefined);

/** An item's layout variant: the field its type uses for one (`layoutVariant`, `variant` or `layout`). */
const variantOf = (doc: Doc): string | undefined =>
  text(doc.layoutVariant) ?? text(doc.variant) ?? text(doc.layout);

const result = (doc: Doc, docType: string, source: string, fallbackId: string): Result => {
  const layoutVariant = variantOf(doc);
  return {
    id: text(doc.id) ?? fallbackId,
    name: text(doc.name) ?? text(doc.title) ?? text(doc.seo?.title) ?? text(doc.id) ?? fallbackId,
    docType,
    ...(layoutVariant ? { layoutVariant } : {}),
    source,
    content: doc,
  };
};

const isArticle = (entry: Entry): boolean => entry.kind === 'page' && Boolean((entry.doc as Doc).article);

/** An experiment slot's baseline and variant items are documents of their own types too. */
const withExperimentVariants = (item: Doc): Doc[] => {
  if (item.type !== 'experiment') return [item];
  const slot = item as Doc & { baselines?: Doc[]; variants?: { targets?: Doc[] }[] };
  return [item, ...(slot.baselines ?? []), ...(slot.variants ?? []).flatMap((v) => v.targets ?? [])];
};

const documentsOf = (entries: Entry[], docType: string): Result[] => {
  switch (docType) {
    case 'page':
      return entries
        .filter((e) => e.kind === 'page' && !isArticle(e))
        .map((e) => result(e.doc as Doc, docType, `page/${e.key}`, e.key));
    case 'article':
      return entries.filter(isArticle).map((e) => {
        const doc = e.doc as Doc & { article: { title: string } };
        return { ...result(doc, docType, `page/${e.key}`, e.key), name: doc.article.title };
      });
    case 'fragment':
      return entries
        .filter((e) => e.kind === 'fragment')
        .map((e) => result(e.doc as Doc, docType, `fragment/${e.key}`, e.key));
    case 'popup':
      return entries
        .filter((e) => e.kind === 'popups')
        .flatMap((e) =>
          ((e.doc as { popups: Doc[] }).popups ?? []).map((p, i) => result(p, docType, 'popups', `${i}`)),
        );
    default:
      return entries
        .filter((e) => e.kind !== 'popups')
        .flatMap((e) =>
          ((e.doc as { sections?: Section[] }).sections ?? []).flatMap((section) =>
            (section.items ?? [])
              .flatMap(withExperimentVariants)
              .filter((item) => item.type === docType)
              .map((item) => result(item, docType, `${e.kind}/${e.key}`, `${e.key}-${docType}`)),
          ),
        );
  }
};

export const showcaseRoutes = new Hono<AppEnv>().get(
  '/:mode{publish|preview}/caas/v1/canvas/showcase/:siteId/:docType',
  validate('query', showcaseQuerySchema.extend({ locale: z.string().max(10).optional() })),
  async (c) => {
    const reading = readingOf(c);
    const site = siteOf(c.req.param('siteId'));
    const docType = docTypeSchema.safeParse(c.req.param('docType'));
    const { layoutVariant, limit, locale: requested } = c.req.valid('query');
    const locale = localeOf(site, requested);
    const found = docType.success
      ? documentsOf(
          await loadEntries(c.env.DB, site, locale, ['page', 'fragment', 'popups', 'product'], reading),
          docType.data,
        ).filter((r) => !layoutVariant || r.layoutVariant === layoutVariant)
      : [];
    const body: Showcase = {
      docType: c.req.param('docType'),
      ...(layoutVariant ? { layoutVariant } : {}),
      limit,
      numFound: found.length,
      results: found.slice(0, limit),
    };
    return c.json(body, 200, cacheHeaders(reading));
  },
);
