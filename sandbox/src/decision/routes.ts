/**
 * The decision service (content spec sections 3 and 7), `POST /api/engine/v1/decide/{brand}`, and
 * the second recommendation vendor, `GET /api/recs/v1/{brand}/recommendations`.
 *
 * A decide call is validated whole before anything happens (a malformed event: 400, nothing
 * recorded); each decision request is answered with the actions of the experiences running on the
 * page the call's PageView describes: the shopper's sticky variant of each, or its baseline for a
 * shopper outside its audience (experience.ts), with its recommendations (recommendations.ts) and,
 * when asked, its impression reporting, which counts the impression. Every event and the counted
 * impressions are recorded in one batch before the answer. A call
 * without a decision request only records; a page no experience runs on gets no action, a normal
 * answer. The identifier comes back in `meta.monetateId`: a new one when the call sent none.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import {
  type DecisionAction,
  type DecisionEvent,
  type DecisionEventOf,
  type DecisionEventType,
  decisionRequestSchema,
  emeaItemKeys,
  type RecommendedItem,
  type SecondVendorProduct,
  secondVendorQuerySchema,
} from '../../../shared/contract/decision';
import type { AppEnv } from '../env';
import { notFound, validate } from '../errors';
import { localeFor, siteFromHeader } from '../site';
import { SANDBOX_SITES, type SandboxSite } from '../sites';
import { pageEventImpressions, recordEvents, reportedImpressions } from './events';
import {
  type AudienceFacts,
  audienceFactsOf,
  type Experience,
  strategySchema,
  targets,
  variantFor,
} from './experience';
import { categoryIdOf, type PageContext, type Recommendation, recommend, styleIdOf } from './recommendations';
import { listExperiences } from './store';

/** The brands this service decides for (the path's `{brand}`). */
const BRANDS = new Set(['ridgeline']);
const brandParam = z.object({ brand: z.string().max(40) });
const knownBrand = (brand: string) => {
  if (!BRANDS.has(brand)) throw notFound(`No decisions for brand ${brand}`);
};

/** A new identifier: `5.{10 random digits}.{now}` (the shape `monetateIdSchema` accepts). */
const newMonetateId = (): string => {
  const [random] = crypto.getRandomValues(new Uint32Array(1));
  return `5.${String(random).padStart(10, '0')}.${Date.now()}`;
};

const EMEA_LOCALES = [...SANDBOX_SITES.values()].filter((s) => s.region === 'EMEA').flatMap((s) => s.locales);
const countryOfLocale = (locale: string) => locale.slice(3).toUpperCase();

/**
 * A recommendation as the service writes it: plain fields in North America; in EMEA one feed for
 * every EMEA site, keyed by locale and country.
 */
const itemOf = (
  rec: Recommendation,
  site: SandboxSite,
  locale: string,
  recToken: string,
): RecommendedItem => {
  const card = rec.cards.get(site.region === 'EMEA' ? EMEA_LOCALES[0]! : locale)!;
  const base = {
    itemGroupId: card.id.slice(0, 8),
    id: rec.sku,
    imageLink: card.image.url,
    stars: card.rating.score,
    recToken,
  };
  const sale = (price: typeof card.price) =>
    price.lowCurrent < price.lowOriginal ? price.lowCurrent : undefined;
  if (site.region !== 'EMEA') {
    const salePrice = sale(card.price);
    return {
      ...base,
      title: card.title,
      link: card.url,
      price: card.price.lowOriginal,
      ...(salePrice === undefined ? {} : { salePrice }),
    };
  }
  const keyed: Record<string, string | number> = {};
  for (const [cardLocale, localized] of rec.cards) {
    const keys = emeaItemKeys(cardLocale, countryOfLocale(cardLocale));
    keyed[keys.link] = localized.url;
    keyed[keys.title] = localized.title;
    keyed[keys.price] = localized.price.lowOriginal;
    const salePrice = sale(localized.price);
    if (salePrice !== undefined) keyed[keys.salePrice] = salePrice;
  }
  return { ...base, ...keyed };
};

const actionsFor = async (
  db: D1Database,
  experiences: Experience[],
  visitor: {
    monetateId: string;
    site: SandboxSite;
    locale: string;
    context: PageContext;
    audience: AudienceFacts;
  },
  includeReporting: boolean,
): Promise<DecisionAction[]> =>
  Promise.all(
    experiences.map(async (experience): Promise<DecisionAction> => {
      const variant = variantFor(visitor.monetateId, experience, visitor.audience);
      const recs = variant.recs
        ? await recommend(db, {
            strategy: variant.recs.strategy,
            context: visitor.context,
            siteId: visitor.site.siteId,
            locales: visitor.site.region === 'EMEA' ? EMEA_LOCALES : [visitor.locale],
            count: variant.recs.count,
          })
        : [];
      return {
        actionType: variant.recs
          ? 'monetate:action:OmniChannelRecommendation'
          : 'monetate:action:OmniChannelJson',
        actionId: variant.actionId,
        component: experience.component,
        items: recs.map((rec) =>
          itemOf(
            rec,
            visitor.site,
            visitor.locale,
            `rt:${variant.actionId}:${rec.sku}:${visitor.monetateId}`,
          ),
        ),
        ...(variant.json ? { json: variant.json } : {}),
        ...(includeReporting
          ? {
              impressionReporting: [
                {
                  experience_id: experience.id,
                  experience_name: experience.name,
                  experience_label: experience.label,
                  variant_label: variant.label,
                },
              ],
            }
          : {}),
      };
    }),
  );

const firstOf = <T extends DecisionEventType>(events: readonly DecisionEvent[], type: T) =>
  events.find((e): e is DecisionEventOf<T> => e.eventType === type);

export const decisionRoutes = new Hono<AppEnv>()
  .post(
    '/api/engine/v1/decide/:brand',
    validate('param', brandParam),
    validate('json', decisionRequestSchema),
    async (c) => {
      knownBrand(c.req.valid('param').brand);
      const request = c.req.valid('json');
      const site = siteFromHeader(c.req.header('siteId'));
      const locale = localeFor(site, c.req.header('locale') ?? c.req.query('locale'));
      const monetateId = request.monetateId ?? newMonetateId();
      const db = c.env.DB;
      const call = {
        monetateId,
        customerId: request.customerId,
        channel: request.channel,
        siteId: site.siteId,
      };
      const decisions = request.events.filter(
        (e): e is DecisionEventOf<'monetate:decision:DecisionRequest'> =>
          e.eventType === 'monetate:decision:DecisionRequest',
      );
      if (decisions.length === 0) {
        await recordEvents(db, call, request.events, pageEventImpressions(request.events));
        return c.json({ meta: { code: 200, monetateId }, responses: [] });
      }
      const page = firstOf(request.events, 'monetate:context:PageView');
      const detail = firstOf(request.events, 'monetate:context:ProductDetailView');
      const context: PageContext = {
        categoryId: categoryIdOf(page),
        styleId: detail?.products.map((p) => styleIdOf(p.productId)).find(Boolean),
      };
      const running = (await listExperiences(db)).filter((experience) => targets(experience, page));
      const visitor = { monetateId, site, locale, context, audience: audienceFactsOf(request.events) };
      // Reporting or not, the decision is the same: compute each flavour once.
      const byReporting = new Map<boolean, Promise<DecisionAction[]>>();
      const responses = await Promise.all(
        decisions.map(async (decision) => {
          let actions = byReporting.get(decision.includeReporting);
          if (!actions) {
            actions = actionsFor(db, running, visitor, decision.includeReporting);
            byReporting.set(decision.includeReporting, actions);
          }
          return { requestId: decision.requestId, actions: await actions };
        }),
      );
      // A reported decision is the impression (the caller records none of its own); the events
      // and the impressions go in together, before the answer.
      await recordEvents(db, call, request.events, [
        ...pageEventImpressions(request.events),
        ...responses.flatMap((r) => reportedImpressions(r.actions)),
      ]);
      return c.json({ meta: { code: 200, monetateId }, responses });
    },
  )
  .get(
    '/api/recs/v1/:brand/recommendations',
    validate('param', brandParam),
    validate('query', secondVendorQuerySchema),
    async (c) => {
      knownBrand(c.req.valid('param').brand);
      const { schemes, productId, count, locale: wanted } = c.req.valid('query');
      const site = siteFromHeader(c.req.header('siteId'));
      const locale = localeFor(site, wanted);
      const names = schemes.split(',');
      const db = c.env.DB;
      const { results } = await db
        .prepare(
          `SELECT scheme, strategy FROM rec_schemes WHERE scheme IN (${names.map(() => '?').join(', ')})`,
        )
        .bind(...names)
        .all<{ scheme: string; strategy: string }>();
      const strategyOf = new Map(results.map((r) => [r.scheme, strategySchema.parse(r.strategy)]));
      const unknown = names.filter((n) => !strategyOf.has(n));
      if (unknown.length) throw notFound(`No recommendation scheme ${unknown.join(', ')}`);
      const recommendations = await Promise.all(
        names.map(async (scheme) => {
          const recommendationId = `${scheme}.${crypto.randomUUID()}`;
          const recs = await recommend(db, {
            strategy: strategyOf.get(scheme)!,
            context: { styleId: productId?.slice(0, 8) },
            siteId: site.siteId,
            locales: [locale],
            count,
          });
          const products = recs.map((rec): SecondVendorProduct => {
            const card = rec.cards.get(locale)!;
            return {
              productId: card.id,
              images: [card.image.url, ...(card.hoverImage ? [card.hoverImage.url] : [])],
              name: card.title,
              review_average: card.rating.score,
              lowCurrent: card.price.lowCurrent,
              highCurrent: card.price.highCurrent,
              lowOriginal: card.price.lowOriginal,
              highOriginal: card.price.highOriginal,
              url: card.url,
              recommendationId,
            };
          });
          return { scheme, recommendationId, products };
        }),
      );
      return c.json({ recommendations }, 200, { 'cache-control': 'private, no-store' });
    },
  );
