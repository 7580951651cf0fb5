/**
 * The product page's upsell, "complete the look" (content spec sections 3, 4 and 9; decision
 * service experience 1003, component `pdp-upsell`): the recommendation action the page's one
 * decision carries, as the project's product cards, only sizes in stock (one inventory read per
 * colour, kept 30 s: `recommendableInventory`; unless the site skips the check), the first `stackedCount`. What it showed is recorded
 * once, in `waitUntil`, never retried: the tokens as rec impressions and the experiment's
 * impression as a page event.
 */
import type { Context } from 'hono';
import { personalization } from '../../shared/config';
import type { RecCard } from '../../shared/content/recommendations';
import type { AppEnv } from '../env';
import type { PageExperiments } from './experiments';
import { decidedCards, recordRecImpressions } from './recommendations';

/** The decision's component the upsell reads. */
export const UPSELL_COMPONENT = 'pdp-upsell';

/** Keeps the cards whose sku has stock above 0; a colour whose stock was never read shows none. */
const inStock = async (c: Context<AppEnv>, cards: RecCard[]): Promise<RecCard[]> => {
  const { stock } = c.get('upstream');
  const colours = [...new Set(cards.map((card) => card.id))];
  const reads = await Promise.all(
    colours.map((id) =>
      stock.recommendableInventory(id).then(
        (answer) => [id, answer.variants] as const,
        (error: unknown) => {
          c.get('log').warn('upsell: stock unavailable', { productId: id, error: String(error) });
          return [id, {}] as const;
        },
      ),
    ),
  );
  const byColour = new Map<string, Record<string, { quantity: number }>>(reads);
  return cards.filter((card) => (byColour.get(card.id)?.[card.sku]?.quantity ?? 0) > 0);
};

/** The upsell's cards for this shopper; none without a decision or a recommendation action. */
export const upsellCards = async (c: Context<AppEnv>, experiments: PageExperiments): Promise<RecCard[]> => {
  const settings = personalization(c.get('site'));
  const cards = decidedCards(c, experiments, UPSELL_COMPONENT);
  const kept = settings.skipInventoryCheck ? cards : await inStock(c, cards);
  return kept.slice(0, settings.stackedCount);
};

/** Records what the upsell showed (section 9: at most the stacked count), once. */
export const recordUpsellImpressions = (
  c: Context<AppEnv>,
  experiments: PageExperiments,
  cards: Promise<RecCard[]>,
): void => recordRecImpressions(c, experiments, cards);
