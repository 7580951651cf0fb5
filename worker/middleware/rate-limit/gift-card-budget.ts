/**
 * The gift card PIN's budget, for the balance check and for applying a card as payment (a 4-digit
 * PIN would otherwise fall to a few thousand tries). Ten tries per card a quarter hour: a shopper
 * checks a balance and applies the card in two (and may mistype the PIN a few times), and a
 * guesser, however many addresses it uses, gets forty tries an hour at one card (a 4-digit PIN
 * then takes about five days on average). Sixty tries per client address a quarter hour: a
 * shopper (or a shop's shared address) with several cards has room, one client cannot walk many
 * cards. Every try is counted before the upstream is called, a right PIN too: the budget
 * object counts one try at a time, so a burst sent at once cannot pass before its failures are
 * counted (counting only wrong answers, afterwards, would let a burst through). Past either budget
 * every try, a right PIN too, is 429 API429 with `Retry-After`, and the upstream is not called. The
 * card is keyed by a SHA-256 of its number, never the number itself (nor is the number logged).
 * Durable, like the order lookup's: a new isolate must not hand a guesser fresh tries.
 */
import type { Context } from 'hono';
import { paymentsText } from '../../../client/i18n/payments';
import type { AppEnv } from '../../env';
import { HttpError } from '../errors';
import { PRIVATE_NO_STORE } from '../no-store';
import { durableBudget } from './budget';
import { clientAddress } from './index';

const WINDOW_MS = 15 * 60_000;
export const CARD_TRIES = 10;
export const ADDRESS_TRIES = 60;
export const GIFT_CARD_CARD_BUDGET = durableBudget('gift-card-card', {
  limit: CARD_TRIES,
  windowMs: WINDOW_MS,
});
export const GIFT_CARD_ADDRESS_BUDGET = durableBudget('gift-card-address', {
  limit: ADDRESS_TRIES,
  windowMs: WINDOW_MS,
});

const cardKey = async (number: string): Promise<string> => {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(`gift-card:${number}`));
  return [...new Uint8Array(digest)].map((b) => b.toString(16).padStart(2, '0')).join('');
};

/**
 * Counts one try for the card `number` (normalized digits) and the client; past either budget the
 * refusal is thrown (the one error handler answers it) before any upstream call.
 */
export const takeGiftCardTry = async (c: Context<AppEnv>, number: string): Promise<void> => {
  const now = Date.now();
  const [byCard, byAddress] = await Promise.all([
    GIFT_CARD_CARD_BUDGET.take(await cardKey(number), now, c.env),
    GIFT_CARD_ADDRESS_BUDGET.take(clientAddress(c), now, c.env),
  ]);
  const over = byCard ?? byAddress;
  if (!over) return;
  c.get('log').warn('gift card tries limited', { path: c.req.path, by: byCard ? 'card' : 'address' });
  c.header('retry-after', String(Math.max(byCard?.retryAfter ?? 0, byAddress?.retryAfter ?? 0)));
  c.header('cache-control', PRIVATE_NO_STORE);
  throw new HttpError(429, 'API429', paymentsText(c.get('site').language).error_API429);
};
