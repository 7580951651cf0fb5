/**
 * The decision service and the second recommendation vendor (content spec sections 3, 6 and 7;
 * DESIGN.md Decisions): the one client the storefront reaches them with.
 *
 * A decision has a hard time budget (`DECISION_BUDGET_MS`, well under the page's upstream budget):
 * past it the call resolves to "no decision", the page renders the baseline, the late answer is
 * dropped unread (worker/upstream/http.ts cancels its body) and counted (`decisionTimeouts`, on
 * `/ops`). A failure is "no decision" too: personalization never breaks a page. Record-only
 * calls (impressions, clicks, page events) are not idempotent and are never retried.
 */

import { BRAND } from '../../shared/constants';
import {
  DECISION_PATH_PREFIX,
  type DecisionAction,
  type DecisionEvent,
  type DecisionRequest,
  decisionResponseSchema,
  PREPRODUCTION_DUMMY_IP,
  type ProductIdType,
  SECOND_VENDOR_PATH_PREFIX,
  type SecondVendorResponse,
  secondVendorResponseSchema,
} from '../../shared/contract/decision';
import { type CacheControl, cachedCall } from './cache';
import { ApiError } from './errors';
import { type CallContext, call, type UpstreamTarget } from './http';

/** The default time budget of a decision (ms): the page's whole upstream budget is 2300. */
export const DECISION_BUDGET_MS = 150;
/** Record-only calls are not on a page's critical path, but still bounded. */
export const RECORD_TIMEOUT_MS = 2000;
/**
 * The second vendor's lists asked without a shopper are the same for everyone: kept like content
 * (a hit costs no call and gives every request the same object, so the carousel renders once).
 */
const VENDOR_LISTS = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };

/** Where the service is, how long a decision may take and which channel the site reports as. */
export type DecisionTarget = UpstreamTarget & { budgetMs: number; channel: string };

/** The decision service's account of this storefront (the channel's first segment). */
export const DECISION_ACCOUNT = 'a-7f3c9e21';
/** Spec section 7: a showcase path reports under one fixed channel. */
export const SHOWCASE_CHANNEL = `${DECISION_ACCOUNT}/d/showcase`;

/**
 * The configured channel: `{account}/{p|d}/{host}`, `p` only in production (spec section 2: a
 * channel whose environment segment is p is production; anything else is the sandbox).
 */
export const decisionChannel = (environment: string, publicOrigin: string | undefined): string => {
  const host = URL.parse(publicOrigin ?? '')?.hostname || 'localhost';
  return `${DECISION_ACCOUNT}/${environment === 'production' ? 'p' : 'd'}/${host}`;
};

/** The budget a setting names (a positive whole number of ms), else the default. */
export const decisionBudget = (setting: string | undefined): number => {
  const ms = Number(setting);
  return Number.isInteger(ms) && ms > 0 && ms <= 2000 ? ms : DECISION_BUDGET_MS;
};

/** Who is asking: a customer id is sent only for a signed-in member (spec section 6). */
export type Shopper = { isMember: boolean; consumerNo?: string | undefined };

/** The session's shopper as the decision service hears of them. */
export const shopperOf = (session: Shopper): Shopper => ({
  isMember: session.isMember,
  consumerNo: session.consumerNo,
});

/** The payload of a decide call, with the spec's rule for `customerId`. */
export const decisionPayload = (input: {
  channel: string;
  events: DecisionEvent[];
  shopper: Shopper;
  monetateId?: string | undefined;
}): DecisionRequest => ({
  ...(input.shopper.isMember && input.shopper.consumerNo ? { customerId: input.shopper.consumerNo } : {}),
  channel: input.channel,
  events: input.events,
  ...(input.monetateId ? { monetateId: input.monetateId } : {}),
});

/** Spec section 3: the product detail view names the style id or the path and query, by configuration. */
export const productDetailView = (
  productIdType: ProductIdType,
  product: { styleId: string; pathAndQuery: string },
): DecisionEvent => ({
  eventType: 'monetate:context:ProductDetailView',
  products: [{ productId: productIdType === 'styleId' ? product.styleId : product.pathAndQuery }],
});

/** Spec section 3: a search results page's view, the shopper's own words as the term. */
export const searchView = (term: string): DecisionEvent => ({
  eventType: 'monetate:context:SearchView',
  searchTerm: term.slice(0, 200),
  searchTermType: 'text',
  searchType: 'site',
});

/** Spec sections 3 and 9: preproduction hosts send a fixed dummy address; production sends none. */
export const ipAddressEvents = (environment: string): DecisionEvent[] =>
  environment === 'production'
    ? []
    : [{ eventType: 'monetate:context:IpAddress', ipAddress: PREPRODUCTION_DUMMY_IP }];

/**
 * What a decision came to. `decided`: the service answered (its actions may be none, a normal
 * answer). Otherwise the baseline renders: the budget ran out (`timeout`) or the call failed.
 */
export type Decision = {
  outcome: 'decided' | 'timeout' | 'failed';
  /** The identifier to keep in `mt.v` (absent when the service did not answer). */
  monetateId?: string;
  /** `responses[0].actions`; empty without a decision. */
  actions: DecisionAction[];
};

export type DecideInput = {
  events: DecisionEvent[];
  shopper: Shopper;
  monetateId?: string | undefined;
  /** A showcase path reports under the fixed showcase channel. */
  showcase?: boolean;
  /** A budget of its own (ms), for a decision no page waits for (a recalculation); else the target's. */
  budgetMs?: number | undefined;
};

export const createDecisionClient = (target: DecisionTarget, ctx: CallContext, cache: CacheControl) => {
  const path = `${DECISION_PATH_PREFIX}${BRAND}`;
  const payload = (input: DecideInput) =>
    decisionPayload({ ...input, channel: input.showcase ? SHOWCASE_CHANNEL : target.channel });
  return {
    /**
     * A decision within the budget, never a throw. The events should carry one DecisionRequest;
     * its actions are `responses[0].actions`.
     */
    decide: async (input: DecideInput): Promise<Decision> => {
      try {
        const answer = await call(
          target,
          { ...ctx, timeoutMs: input.budgetMs ?? target.budgetMs },
          { method: 'POST', path, body: payload(input), schema: decisionResponseSchema },
        );
        return {
          outcome: 'decided',
          monetateId: answer.meta.monetateId,
          actions: answer.responses[0]?.actions ?? [],
        };
      } catch (error) {
        const timedOut = error instanceof ApiError && error.status === 504;
        ctx.log.warn('decision: baseline', {
          reason: timedOut ? 'timeout' : 'failed',
          budgetMs: target.budgetMs,
          error: error instanceof Error ? error.message : String(error),
        });
        return { outcome: timedOut ? 'timeout' : 'failed', actions: [] };
      }
    },
    /**
     * Records events (impressions, clicks, page events) once: no retry, whatever happens, since
     * the service would count a repeat twice. Answers the identifier, or undefined when the call
     * did not go through (logged).
     */
    record: async (input: DecideInput): Promise<string | undefined> => {
      if (input.events.some((e) => e.eventType === 'monetate:decision:DecisionRequest'))
        throw new Error('record() carries no decision request: use decide()');
      try {
        const answer = await call(
          target,
          { ...ctx, timeoutMs: RECORD_TIMEOUT_MS },
          { method: 'POST', path, body: payload(input), schema: decisionResponseSchema },
        );
        return answer.meta.monetateId;
      } catch (error) {
        ctx.log.warn('decision: events not recorded', {
          events: input.events.length,
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      }
    },
    /**
     * The second vendor's lists, one per scheme in order (a carousel reads the one at its index,
     * `SECOND_VENDOR_DEFAULT_INDEX` unless it names another); within the same budget, and
     * undefined past it or on failure: the carousel then shows its content's own products.
     */
    recommendations: async (query: {
      schemes: string[];
      productId?: string | undefined;
      monetateId?: string | undefined;
      count?: number;
    }): Promise<SecondVendorResponse | undefined> => {
      const options = {
        path: `${SECOND_VENDOR_PATH_PREFIX}${BRAND}/recommendations`,
        query: {
          schemes: query.schemes.join(','),
          productId: query.productId,
          visitorId: query.monetateId,
          count: query.count,
        },
        schema: secondVendorResponseSchema,
      };
      const within = { ...ctx, timeoutMs: target.budgetMs };
      try {
        // A shopper's own list (a visitor id) is theirs alone: never kept.
        return await (query.monetateId
          ? call(target, within, options)
          : cachedCall(target, within, options, VENDOR_LISTS, cache));
      } catch (error) {
        ctx.log.warn('second vendor: no recommendations', {
          error: error instanceof Error ? error.message : String(error),
        });
        return undefined;
      }
    },
  };
};
export type DecisionClient = ReturnType<typeof createDecisionClient>;
