/**
 * A page's experiments (content spec sections 3, 4, 6, 7; DESIGN.md Decisions): one decide call
 * with the page's events within the decision budget, the service's identifier kept in `mt.v`, the
 * decided experiments for the experiment slots and the data layer. The decision's impression
 * reporting is the impression (the service counts what it reports): a decided page makes one call
 * and records nothing after it. A tester's page (a test context) asks for no reporting, so nothing
 * is counted and no label pushed: it shows what it forces and the baseline elsewhere.
 *
 * The decision is awaited beside the shell's own reads, before the headers: the cookie and the
 * data layer's labels go out with the head, and the slots render the decided variant in the first
 * paint. Only a page that depends on nothing personal is shared, under its signed variant code
 * (`variant-cache.ts`).
 */
import type { Context } from 'hono';
import { generateCookie, getCookie } from 'hono/cookie';
import {
  type DecidedExperiment,
  decidedExperiments,
  type ExperimentContext,
  forcedVariants,
} from '../../shared/content/experiments';
import { TEST_CONTEXT_COOKIE } from '../../shared/content/request';
import { rawCookie } from '../../shared/content/segmentation';
import type { Cart } from '../../shared/contract';
import type { ContentPage } from '../../shared/contract/content';
import type { ExperimentItem } from '../../shared/contract/content-item-experiment';
import {
  type DecisionAction,
  type DecisionEvent,
  experimentImpressionEvent,
  MONETATE_ID_COOKIE,
  monetateIdSchema,
} from '../../shared/contract/decision';
import type { DataLayerEvent } from '../../shared/tracking';
import type { AppEnv } from '../env';
import { experimentsBlob } from '../observability/data-point';
import type { PageShell } from '../render/types';
import { type Decision, ipAddressEvents, shopperOf } from '../upstream/decision';
import { requestCartEvents } from './cart-events';
import { browserEvents } from './page-events';

/** How long the browser keeps `mt.v`: the service's identifier outlives a visit (sticky variants). */
const MONETATE_ID_SECONDS = 365 * 86_400;
/** Client hints a browser sends once a page asked for them (`Accept-CH`): the decision's screen size. */
export const SCREEN_HINTS = 'Sec-CH-Viewport-Width, Sec-CH-Viewport-Height';

export type PageDescription = {
  pageType: string;
  breadcrumbs: string[];
  categories: string[];
  /** The page's own context events (a product page's ProductDetailView, the cart's events). */
  context?: DecisionEvent[];
  /**
   * The page's path when the request is not the page's own (a recalculation from the page): its
   * `Referer` is then the page, no referrer of the page's (`browserEvents`).
   */
  path?: string;
  /** A decision budget of its own (ms), for a decision no first paint waits for. */
  budgetMs?: number;
};

export type PageExperiments = {
  context: ExperimentContext;
  /** The decided experiments' labels for the page's data layer (section 7: labels go to analytics). */
  dataLayer: DataLayerEvent[];
  /** The service's identifier of the shopper, when known. */
  monetateId: string | undefined;
  /** The decision's actions (recommendation actions carry their items); none without a decision. */
  actions: DecisionAction[];
  /** `mt.v` to set: the service gave a new identifier. */
  setCookie: string | undefined;
  /**
   * What the decision came to (`preview`: none asked, an editor's preview or personalization off
   * under the bench); only a `decided` page may be shared.
   */
  outcome: Decision['outcome'] | 'preview';
};

/** `mt.v` when it holds an identifier the service issued; anything else is ignored (a new one comes). */
export const monetateIdOf = (c: Context<AppEnv>): string | undefined => {
  const value = getCookie(c, MONETATE_ID_COOKIE);
  return value && monetateIdSchema.safeParse(value).success ? value : undefined;
};

/** Section 3's events of a page view with one decision request (reported: counted as impressions). */
export const pageEvents = (c: Context<AppEnv>, page: PageDescription, reporting = true): DecisionEvent[] => [
  {
    eventType: 'monetate:context:PageView',
    // The path only: a query may carry anything (an e-mail, a token), and no experience reads it.
    url: page.path ?? new URL(c.req.url).pathname,
    pageType: page.pageType,
    breadcrumbs: page.breadcrumbs,
    categories: page.categories,
  },
  {
    eventType: 'monetate:decision:DecisionRequest',
    requestId: crypto.randomUUID(),
    includeReporting: reporting,
  },
  { eventType: 'monetate:context:Language', language: c.get('site').languageTag },
  ...browserEvents(c, { ownPage: page.path === undefined }),
  ...ipAddressEvents(c.env.ENVIRONMENT),
  ...(page.context ?? []),
];

/** The data layer's `experiments` event for decided experiments (none: no event). */
export const experimentsEvent = (decided: DecidedExperiment[]): DataLayerEvent[] =>
  decided.length === 0
    ? []
    : [
        {
          event: 'experiments',
          experiments: decided.map((d) => ({
            experienceId: d.experienceId,
            experienceName: d.experienceName,
            experienceLabel: d.experienceLabel,
            variantLabel: d.variantLabel,
            variant: d.code,
          })),
        },
      ];

/**
 * Under `npm run bench` only (`BENCH`): `?personalization=off` renders the page as without a
 * decision service (no decision, no vendor list), what the bench compares the decided page with.
 */
export const personalizationOff = (c: Context<AppEnv>): boolean =>
  c.env.BENCH === '1' && c.req.query('personalization') === 'off';

/**
 * Decides the page's experiments (never throws; the baseline on a timeout or failure) and names the
 * `mt.v` cookie to set when the service's identifier is new (`decidedPage` sets it). HttpOnly: only the worker sends it (the browser
 * never calls the service), and the spec asks nothing of scripts.
 */
export const decidePage = async (c: Context<AppEnv>, page: PageDescription): Promise<PageExperiments> => {
  const url = new URL(c.req.url);
  // The query or the cookie, raw or URL-encoded (the cookie from the header: Hono's reader drops a
  // value with quotes).
  const forced = forcedVariants(
    url.searchParams.get(TEST_CONTEXT_COOKIE) ?? rawCookie(c.req.header('cookie'), TEST_CONTEXT_COOKIE),
  );
  const monetateId = monetateIdOf(c);
  // An editor's preview shows the content as written (the baseline, or what the test context
  // forces), and reports nothing: an editor checking a page is no shopper in an experiment.
  if (c.get('preview').mode === 'preview' || personalizationOff(c))
    return {
      context: { decided: {}, forced },
      dataLayer: [],
      monetateId,
      actions: [],
      setCookie: undefined,
      outcome: 'preview',
    };
  const session = c.get('session');
  const decision = await c.get('upstream').decision.decide({
    events: pageEvents(c, page, Object.keys(forced).length === 0),
    shopper: shopperOf(session),
    monetateId,
    budgetMs: page.budgetMs,
  });
  const isNew = decision.monetateId !== undefined && decision.monetateId !== monetateId;
  const decided = decidedExperiments(decision.actions);
  // The labels go to analytics too (section 7): the operators' dashboard counts pages per variant
  // (a page's own request; a recalculation from the page is no page view).
  if (page.path === undefined)
    c.get('metrics').experiments = experimentsBlob(
      Object.values(decided).map((d) => ({ experienceId: d.experienceId, variant: d.code })),
    );
  return {
    context: { decided, forced },
    dataLayer: experimentsEvent(Object.values(decided)),
    monetateId: decision.monetateId ?? monetateId,
    actions: decision.actions,
    outcome: decision.outcome,
    setCookie: isNew
      ? generateCookie(MONETATE_ID_COOKIE, decision.monetateId!, {
          httpOnly: true,
          secure: true,
          sameSite: 'Lax',
          path: '/',
          maxAge: MONETATE_ID_SECONDS,
        })
      : undefined,
  };
};

/**
 * A page's decision once the request's cart is known (the header's own read: none without a
 * basket), the page's own context followed by the cart's events (`requestCartEvents`).
 */
export const decideWithCart = (
  c: Context<AppEnv>,
  cart: Promise<Cart | null>,
  page: PageDescription,
): Promise<PageExperiments> =>
  cart.then((known) =>
    decidePage(c, { ...page, context: [...(page.context ?? []), ...requestCartEvents(c, known)] }),
  );

/** The experiment slots of a page's sections (top level: a slot is a section's item). */
const slotsOf = (page: ContentPage): ExperimentItem[] =>
  page.sections.flatMap((section) =>
    section.items.filter((item): item is ExperimentItem => item.type === 'experiment'),
  );

/**
 * The decided experiments these slots show: a slot's own experience decided for its component (as
 * `chooseVariant` reads it). A forced variant is a test's, not a shopper's; a slot left on the
 * baseline for want of a decision shows none.
 */
export const shownDecisions = (
  slots: readonly ExperimentItem[],
  { decided, forced }: ExperimentContext,
): DecidedExperiment[] =>
  slots.flatMap((slot) => {
    const d = decided[slot.component];
    return d && d.experienceId === slot.experienceId && forced[String(d.experienceId)] === undefined
      ? [d]
      : [];
  });

/**
 * The impressions a page's slots show (`shownDecisions`), as the page events a copy of the page
 * served without a decision records them by (`variant-cache.ts`).
 */
export const shownImpressions = (page: ContentPage, context: ExperimentContext): string[] =>
  shownDecisions(slotsOf(page), context).map(experimentImpressionEvent);

/** Records page events as the shopper's (`PageEvents`), once: the call is not idempotent. */
export const recordPageEvents = async (
  c: Context<AppEnv>,
  monetateId: string | undefined,
  pageEvents: string[],
): Promise<void> => {
  if (pageEvents.length === 0) return;
  const session = c.get('session');
  await c.get('upstream').decision.record({
    events: [{ eventType: 'monetate:record:PageEvents', pageEvents }],
    shopper: shopperOf(session),
    monetateId,
  });
};

/**
 * The headers of a page that depends on a decision: the new `mt.v`, and the screen size hints its
 * next decisions send. The answer is the shopper's own (`private`); a page that depends on nothing
 * personal may also be kept for other shoppers with the same variants (`variant-cache.ts`).
 */
export const decidedPage = (response: Response, experiments: PageExperiments): Response => {
  if (experiments.setCookie) response.headers.append('set-cookie', experiments.setCookie);
  response.headers.set('accept-ch', SCREEN_HINTS);
  return response;
};

/** The shell with the page's experiments: the slots read them, the data layer carries their labels. */
export const withExperiments = (shell: PageShell, experiments: PageExperiments): PageShell => ({
  ...shell,
  dataLayer: [...(shell.dataLayer ?? []), ...experiments.dataLayer],
  ...(shell.contentRequest
    ? { contentRequest: { ...shell.contentRequest, experiments: experiments.context } }
    : {}),
});
