/**
 * The decision service (content spec sections 3 and 7): `POST /api/engine/v1/decide/{brand}` with
 * `{ customerId?, channel, events, monetateId? }`, answered `{ meta: { code, monetateId },
 * responses: [{ requestId, actions }] }`, one response per decision request event, in order.
 * `customerId` goes only with a signed-in shopper (section 6); `monetateId` is the identifier the
 * service gave on an earlier call (cookie `mt.v`). And the second recommendation vendor:
 * `GET /api/recs/v1/{brand}/recommendations?schemes=&productId=&visitorId=`, answered with one
 * list per scheme, which a carousel picks by index (default 0).
 *
 * Both sides parse with these schemas: the sandbox the request (a malformed event refuses the
 * whole call and records nothing), the storefront the answer.
 */
import { z } from 'zod';
import { moneySchema } from './common';
import { MAX_REC_IMPRESSIONS } from './constants';

export const DECISION_PATH_PREFIX = '/api/engine/v1/decide/';
export const SECOND_VENDOR_PATH_PREFIX = '/api/recs/v1/';
/** The cookie that keeps the decision service's identifier of the shopper (section 7). */
export const MONETATE_ID_COOKIE = 'mt.v';
/** What preproduction hosts send as the shopper's address (section 9). */
export const PREPRODUCTION_DUMMY_IP = '0.0.0.0';
/** At most this many events in one call, and decision requests among them. */
export const MAX_DECISION_EVENTS = 40;
export const MAX_DECISION_REQUESTS = 5;
/** At most this many breadcrumbs, and categories, in one page view. */
export const MAX_PAGE_VIEW_TRAIL = 20;
export { MAX_REC_IMPRESSIONS };

/** The service's identifier of a shopper: `{version}.{random}.{issued epoch ms}`. */
export const monetateIdSchema = z
  .string()
  .regex(/^\d\.\d{1,12}\.\d{10,13}$/, 'monetateId must be the identifier the service issued');

/** `{account}/{p|d|…}/{domain}`: the first path segment after the account says production or not (section 2). */
export const decisionChannelSchema = z
  .string()
  .regex(/^[a-z0-9-]{1,40}\/[a-z]{1,10}\/[a-z0-9.-]{1,100}$/, 'channel must be account/environment/domain');

const text = (max: number) => z.string().min(1).max(max);
const shortList = <T extends z.ZodType>(item: T, max: number) => z.array(item).max(max);

/** Section 3, by eventType. Every event is a strict object: an unknown field is a malformed event. */
export const pageViewEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:PageView'),
  url: text(2000),
  pageType: text(40),
  breadcrumbs: shortList(text(200), MAX_PAGE_VIEW_TRAIL),
  categories: shortList(text(200), MAX_PAGE_VIEW_TRAIL),
});
export const decisionRequestEventSchema = z.strictObject({
  eventType: z.literal('monetate:decision:DecisionRequest'),
  requestId: text(64),
  includeReporting: z.boolean(),
});
export const screenSizeEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:ScreenSize'),
  height: z.number().int().min(1).max(20_000),
  width: z.number().int().min(1).max(20_000),
});
export const languageEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:Language'),
  language: z.string().regex(/^[a-z]{2}(-[A-Za-z]{2})?$/, 'language must be a language tag'),
});
export const userAgentEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:UserAgent'),
  userAgent: text(1000),
});
export const ipAddressEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:IpAddress'),
  ipAddress: z.union([z.ipv4(), z.ipv6()]),
});
/**
 * `productId` is the style id or the product's path and query, by the storefront's configured
 * `productIdType` (section 3).
 */
export const productIdTypeSchema = z.enum(['styleId', 'pathAndQuery']);
export type ProductIdType = z.infer<typeof productIdTypeSchema>;
export const productDetailViewEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:ProductDetailView'),
  products: z
    .array(
      z.strictObject({
        productId: z
          .string()
          .regex(
            /^(?:[A-Z0-9]{8,11}|\/[a-z]{2}-[a-z]{2}\/p\/[\w%-]+(?:\?[\w=&%.-]*)?)$/,
            'productId must be a style id or a product path',
          ),
        sku: z.string().max(40).optional(),
      }),
    )
    .min(1)
    .max(10),
});
export const referrerEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:Referrer'),
  referrer: text(2000),
});
export const coordinatesEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:Coordinates'),
  latitude: z.number().min(-90).max(90),
  longitude: z.number().min(-180).max(180),
});
export const searchViewEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:SearchView'),
  searchTerm: text(200),
  searchTermType: z.literal('text'),
  searchType: z.literal('site'),
});
export const decisionCartLineSchema = z.strictObject({
  sku: text(40),
  pid: text(40),
  quantity: z.number().int().min(1).max(999),
  currency: z.enum(['USD', 'CAD', 'GBP', 'EUR']),
  /** The line's value in minor units. */
  value: moneySchema.min(0),
});
export const cartEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:Cart'),
  cartLines: shortList(decisionCartLineSchema, 100),
});
/** Section 3's custom variables: the shopper's interest and the cart's totals. */
export const customVariableNameSchema = z.enum(['userInterest', 'total-cart', 'sub-total']);
export const customVariablesEventSchema = z.strictObject({
  eventType: z.literal('monetate:context:CustomVariables'),
  customVariables: z
    .array(
      z.strictObject({
        variable: customVariableNameSchema,
        value: z.union([z.string().max(200), z.number()]),
      }),
    )
    .min(1)
    .max(3),
});
export const pageEventsEventSchema = z.strictObject({
  eventType: z.literal('monetate:record:PageEvents'),
  pageEvents: z.array(text(100)).min(1).max(20),
});
export const recTokenSchema = z.string().regex(/^[\w.:-]{8,200}$/, 'recToken is not one the service issued');
export const recImpressionsEventSchema = z.strictObject({
  eventType: z.literal('monetate:record:RecImpressions'),
  recImpressions: z.array(recTokenSchema).min(1).max(MAX_REC_IMPRESSIONS),
});
export const recClicksEventSchema = z.strictObject({
  eventType: z.literal('monetate:record:RecClicks'),
  recClicks: z.array(recTokenSchema).min(1).max(MAX_REC_IMPRESSIONS),
});

export const decisionEventSchema = z.discriminatedUnion('eventType', [
  pageViewEventSchema,
  decisionRequestEventSchema,
  screenSizeEventSchema,
  languageEventSchema,
  userAgentEventSchema,
  ipAddressEventSchema,
  productDetailViewEventSchema,
  referrerEventSchema,
  coordinatesEventSchema,
  searchViewEventSchema,
  cartEventSchema,
  customVariablesEventSchema,
  pageEventsEventSchema,
  recImpressionsEventSchema,
  recClicksEventSchema,
]);
export type DecisionEvent = z.infer<typeof decisionEventSchema>;
export type DecisionEventType = DecisionEvent['eventType'];
export type DecisionEventOf<T extends DecisionEventType> = Extract<DecisionEvent, { eventType: T }>;

export const decisionRequestSchema = z
  .strictObject({
    /** Only for a signed-in shopper (section 6). */
    customerId: text(64).optional(),
    channel: decisionChannelSchema,
    events: z.array(decisionEventSchema).min(1).max(MAX_DECISION_EVENTS),
    monetateId: monetateIdSchema.optional(),
  })
  .refine(
    (r) =>
      r.events.filter((e) => e.eventType === 'monetate:decision:DecisionRequest').length <=
      MAX_DECISION_REQUESTS,
    { message: `At most ${MAX_DECISION_REQUESTS} decision requests in one call`, path: ['events'] },
  )
  .refine(
    (r) => {
      const ids = r.events.flatMap((e) =>
        e.eventType === 'monetate:decision:DecisionRequest' ? [e.requestId] : [],
      );
      return new Set(ids).size === ids.length;
    },
    { message: 'Each decision request needs its own requestId', path: ['events'] },
  );
export type DecisionRequest = z.infer<typeof decisionRequestSchema>;

// ── The answer ─────────────────────────────────────────────────────────────────────────────────

/** Section 3: an experiment's impression reporting (present when the request asked for it). */
export const impressionReportingSchema = z.object({
  experience_id: z.number().int(),
  experience_name: z.string(),
  experience_label: z.string(),
  variant_label: z.string(),
});
export type ImpressionReporting = z.infer<typeof impressionReportingSchema>;

/**
 * A recommended product (section 3). North America has plain `link`, `title`, `price` and
 * `salePrice`; EMEA keys them by locale (`link-en-gb`, `title-de-de`) and country (`price-GB`,
 * `salePrice-DE`), every EMEA site's in one item. Money in minor units of the site's currency.
 */
export const recommendedItemSchema = z
  .object({
    itemGroupId: z.string(),
    /** The sku. */
    id: z.string(),
    imageLink: z.string(),
    title: z.string().optional(),
    link: z.string().optional(),
    price: moneySchema.optional(),
    salePrice: moneySchema.optional(),
    stars: z.number().min(0).max(5),
    recToken: recTokenSchema,
  })
  .catchall(z.union([z.string(), z.number()]));
export type RecommendedItem = z.infer<typeof recommendedItemSchema>;

/** The locale-keyed fields of an EMEA item, for the site that reads it. */
export const emeaItemKeys = (locale: string, country: string) => ({
  link: `link-${locale}`,
  title: `title-${locale}`,
  price: `price-${country}`,
  salePrice: `salePrice-${country}`,
});

export const decisionActionSchema = z.object({
  actionType: z.enum(['monetate:action:OmniChannelJson', 'monetate:action:OmniChannelRecommendation']),
  actionId: z.number().int(),
  /** The page part the action is for (an experiment slot or a carousel). */
  component: z.string(),
  /** Recommended products (recommendation actions); empty otherwise. */
  items: z.array(recommendedItemSchema),
  /** What the variant says about its part (free JSON the content names). */
  json: z.record(z.string(), z.unknown()).optional(),
  impressionReporting: z.array(impressionReportingSchema).optional(),
});
export type DecisionAction = z.infer<typeof decisionActionSchema>;

export const decisionResponseSchema = z.object({
  meta: z.object({ code: z.number().int(), monetateId: monetateIdSchema }),
  /** One per decision request event, in the order they were sent; none for a record-only call. */
  responses: z.array(z.object({ requestId: z.string(), actions: z.array(decisionActionSchema) })),
});
export type DecisionResponse = z.infer<typeof decisionResponseSchema>;

/**
 * An experiment's impression as a page event: what a page served without a decision (a shared
 * copy) shows. A decision with `includeReporting` is its own impression; the service counts both.
 */
export type ExperimentImpression = { experienceId: number; variantLabel: string };
const IMPRESSION_EVENT = /^impression:(\d{1,12}):(.+)$/s;

export const experimentImpressionEvent = (i: ExperimentImpression): string =>
  `impression:${i.experienceId}:${i.variantLabel}`.slice(0, 100);

/** The impression a page event names, if it names one. */
export const experimentImpressionOf = (pageEvent: string): ExperimentImpression | undefined => {
  const match = IMPRESSION_EVENT.exec(pageEvent);
  return match ? { experienceId: Number(match[1]), variantLabel: match[2]! } : undefined;
};

/**
 * Section 3's variant label mapping: containing 'Experiment' is A, containing 'Baseline' is
 * Baseline, a label whose second character is '-' is its first character, else unchanged.
 */
export const variantCode = (label: string): string => {
  if (label.includes('Experiment')) return 'A';
  if (label.includes('Baseline')) return 'Baseline';
  if (label.charAt(1) === '-') return label.charAt(0);
  return label;
};

// ── The second recommendation vendor ────────────────────────────────────────────────────────────

export const secondVendorQuerySchema = z.strictObject({
  /** Comma-separated scheme names, one list each in this order. */
  schemes: z
    .string()
    .regex(/^[a-z0-9_]{1,40}(,[a-z0-9_]{1,40}){0,4}$/, 'schemes must be 1 to 5 comma-separated scheme names'),
  productId: z
    .string()
    .regex(/^[A-Z0-9]{8,11}$/, 'productId must be a style id')
    .optional(),
  visitorId: monetateIdSchema.optional(),
  count: z.coerce.number().int().min(1).max(MAX_REC_IMPRESSIONS).default(12),
  locale: z.string().optional(),
});

/** Section 3: the second vendor's product; either form of image, title and price may come. */
export const secondVendorProductSchema = z.object({
  productId: z.string(),
  image: z.string().optional(),
  images: z.array(z.string()).optional(),
  title: z.string().optional(),
  name: z.string().optional(),
  review_average: z.number().min(0).max(5).optional(),
  price: moneySchema.optional(),
  lowCurrent: moneySchema.optional(),
  highCurrent: moneySchema.optional(),
  lowOriginal: moneySchema.optional(),
  highOriginal: moneySchema.optional(),
  url: z.string(),
  recommendationId: z.string(),
});
export type SecondVendorProduct = z.infer<typeof secondVendorProductSchema>;

export const secondVendorResponseSchema = z.object({
  recommendations: z.array(
    z.object({
      scheme: z.string(),
      recommendationId: z.string(),
      products: z.array(secondVendorProductSchema),
    }),
  ),
});
export type SecondVendorResponse = z.infer<typeof secondVendorResponseSchema>;
/** A carousel naming the second vendor reads the list at its index, 0 unless it says otherwise. */
export const SECOND_VENDOR_DEFAULT_INDEX = 0;

// ── The storefront's own endpoint for what the browser saw and clicked ─────────────────────────

/**
 * The body of `POST /api/decision/events` (`DECISION_EVENTS_URL`; the BFF records it for the
 * shopper's `mt.v`, never retried): a recommendation's click (section 9: a single item on click) or impressions the browser saw
 * (at most a carousel's 24), by the tokens the service gave.
 */
export const recEventBodySchema = z.discriminatedUnion('kind', [
  z.strictObject({ kind: z.literal('click'), recTokens: z.array(recTokenSchema).length(1) }),
  z.strictObject({
    kind: z.literal('impression'),
    recTokens: z.array(recTokenSchema).min(1).max(MAX_REC_IMPRESSIONS),
  }),
]);
export type RecEventBody = z.infer<typeof recEventBodySchema>;

// ── The storefront's own endpoint for decisions that depend on the browser's state ─────────────

/**
 * The body of `POST /api/decision/recalculate` (`RECALCULATE_URL`, shared/content/recalculate.ts):
 * the page (its path, no query) whose slots that depend on the browser's state are decided again.
 */
export const recalculateBodySchema = z.strictObject({
  path: z
    .string()
    .max(300)
    .regex(/^\/[a-z]{2}-[a-z]{2}(?:\/[\w%.~/-]*)?$/, 'path must be the path of one of our pages'),
});
export type RecalculateBody = z.infer<typeof recalculateBodySchema>;
