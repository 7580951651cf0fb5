/**
 * The recommendations a page's one decision carries (content spec sections 3 and 9): a
 * component's recommendation action as the project's product cards, and, once a page knows which
 * it showed, their impressions recorded once (`RecImpressions`, at most a carousel's 24), in
 * `waitUntil`, never retried. The experience's own impression was counted by the decision.
 */
import type { Context } from 'hono';
import {
  cardOfDecisionItem,
  type RecCard,
  type RecList,
  recCards,
} from '../../shared/content/recommendations';
import { MAX_REC_IMPRESSIONS } from '../../shared/contract/decision';
import { memo } from '../../shared/contract/memo';
import type { AppEnv } from '../env';
import { shopperOf } from '../upstream/decision';
import type { PageExperiments } from './experiments';

/** The cards of a component's recommendation action, for this site; none without one. */
export const decidedCards = (
  c: Context<AppEnv>,
  experiments: PageExperiments,
  component: string,
): RecCard[] => {
  const action = experiments.actions.find(
    (a) => a.component === component && a.actionType === 'monetate:action:OmniChannelRecommendation',
  );
  if (!action) return [];
  const site = c.get('site');
  return recCards(action.items, (item) => cardOfDecisionItem(item, site));
};

/**
 * The same products recommended to many shoppers, each with their own tokens: the cards without
 * tokens, kept by what they say, so that every page showing them gets the same object and the
 * carousel's HTML is rendered once (`SharedList` keys by object). Weighed by the key's length.
 */
const tokenFree = memo<string, RecList['cards']>({
  name: 'content/rec-lists',
  max: 256 * 1024,
  weigh: (_cards, key) => key.length,
});

/** `cards` as a page shows them (`RecList`): the shared cards and this shopper's tokens. */
export const recList = (cards: readonly RecCard[]): RecList => {
  const plain = cards.map(({ recToken: _token, ...card }) => card);
  const key = JSON.stringify(plain);
  return { cards: tokenFree.getOrCreate(key, () => plain), tokens: cards.map((card) => card.recToken) };
};

/** Records the cards a component showed, once they are known; nothing when it showed none. */
export const recordRecImpressions = (
  c: Context<AppEnv>,
  experiments: PageExperiments,
  cards: Promise<RecCard[]>,
): void => {
  const session = c.get('session');
  c.executionCtx.waitUntil(
    cards
      .then(async (shown) => {
        if (shown.length === 0) return;
        await c.get('upstream').decision.record({
          events: [
            {
              eventType: 'monetate:record:RecImpressions',
              recImpressions: shown.slice(0, MAX_REC_IMPRESSIONS).map((card) => card.recToken),
            },
          ],
          shopper: shopperOf(session),
          monetateId: experiments.monetateId,
        });
      })
      .catch(() => undefined),
  );
};
