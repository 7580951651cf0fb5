/**
 * A page's experiment slots decided again after the browser's state changed (content spec section
 * 4: "the decision is re-read when a recalculate event arrives"; shared/content/recalculate.ts).
 * Only the slots whose experience depends on that state (`dependsOn`) are answered: the rest of the
 * page keeps what its own decision gave. One decide call with the page's events and the cart as it
 * is now, then each dependent slot rendered as the page renders it and the data layer's labels of
 * their decisions. The decision counts its own impressions (the service counts what it reports):
 * the page's other experiences, decided again on the way, count again too, as every decision does.
 *
 * A decision that does not come (budget, failure, an editor's preview) answers no slot: the page
 * keeps what it shows rather than falling back to a baseline it did not show. Its budget is its
 * own (`RECALCULATE_BUDGET_MS`): no first paint waits for it, the shopper already has the page.
 */
import type { Context } from 'hono';
import { isKnownItem } from '../../client/sections';
import type { RecalculateAnswer } from '../../shared/content/recalculate';
import type { Cart, ContentPage } from '../../shared/contract';
import type { ContentItemOf } from '../../shared/contract/content';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { itemFragments } from '../render/item-fragments';
import { originOf } from '../render/page-kit';
import { requestCartEvents } from './cart-events';
import { decidePage, experimentsEvent, shownDecisions } from './experiments';
import { contentRequestOf } from './request-facts';

/** Long enough for a busy service, short enough that the page's slots follow the shopper's change. */
export const RECALCULATE_BUDGET_MS = 1000;

const NOTHING: RecalculateAnswer = { slots: [], dataLayer: [] };

/** The pages whose slots may depend on the browser's state, by path: today the home page. */
const pageAt = (path: string, locale: string) =>
  path === `/${locale}` ? { pageType: 'Home', slug: 'home' } : undefined;

/** Top-level experiment slots that depend on the browser's state (the slots a page marks). */
const dependentSlots = (page: ContentPage): ContentItemOf<'experiment'>[] =>
  page.sections.flatMap((section) =>
    section.items.filter(
      (item): item is ContentItemOf<'experiment'> =>
        isKnownItem(item) && item.type === 'experiment' && item.dependsOn !== undefined,
    ),
  );

const cartNow = async (c: Context<AppEnv>): Promise<Cart | null> => {
  try {
    return await c.get('cart').current();
  } catch (error) {
    c.get('log').warn('cart unavailable for recalculation', { error: String(error) });
    return null;
  }
};

export const recalculate = async (c: Context<AppEnv>, path: string): Promise<RecalculateAnswer> => {
  const site = c.get('site');
  // The schema took `/{locale}` or `/{locale}/…`; the page must be of the site the call is for.
  if (path.slice(1, 6) !== site.locale)
    throw new HttpError(400, 'API400', 'path: not a page of this site', {
      details: { fields: { path: 'invalid' } },
    });
  const described = pageAt(path, site.locale);
  if (!described) return NOTHING;
  const content = await c.get('upstream').content.augmentedPage(described.slug);
  const slots = dependentSlots(content);
  if (slots.length === 0) return NOTHING;
  const cart = await cartNow(c);
  const experiments = await decidePage(c, {
    pageType: described.pageType,
    breadcrumbs: [],
    categories: [],
    context: requestCartEvents(c, cart),
    path,
    budgetMs: RECALCULATE_BUDGET_MS,
  });
  if (experiments.setCookie) c.header('set-cookie', experiments.setCookie, { append: true });
  if (experiments.outcome !== 'decided') return NOTHING;
  const fragments = itemFragments(slots, {
    site,
    origin: originOf(c),
    request: { ...contentRequestOf(c, cart), path, search: '', experiments: experiments.context },
    cart,
    log: c.get('log'),
  });
  // What the swapped slots show now: their labels (the decision counted its impressions).
  const answered = new Set(fragments.map((f) => f.item));
  const shown = shownDecisions(
    slots.filter((slot) => answered.has(slot.id)),
    experiments.context,
  );
  return { slots: fragments, dataLayer: experimentsEvent(shown) };
};
