/**
 * Rules of the gift option (digital gift cards) and of customs recipes as plain functions and
 * constants (no zod), so the islands, the BFF and the sandbox check the same things.
 */

export const GIFT_EMAIL_MAX = 120;
export const GIFT_TO_MAX = 40;
export const GIFT_MESSAGE_MAX = 200;
/** Customs text: letters (any script), digits, spaces and a little punctuation. */
export const CUSTOMS_TEXT_PATTERN = /^[\p{L}\p{N} .'&!-]+$/u;

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]{2,}$/;

export const isGiftEmail = (value: string): boolean =>
  value.length <= GIFT_EMAIL_MAX && EMAIL.test(value.trim());

export type GiftOptionProblem = 'emailRequired' | 'emailInvalid' | 'toTooLong' | 'messageTooLong' | 'markup';

/** Field → problem for a gift option as typed (empty means valid). */
export const giftOptionProblems = (input: {
  email?: string | undefined;
  to?: string | undefined;
  message?: string | undefined;
}): Partial<Record<'email' | 'to' | 'message', GiftOptionProblem>> => {
  const out: Partial<Record<'email' | 'to' | 'message', GiftOptionProblem>> = {};
  const email = (input.email ?? '').trim();
  if (!email) out.email = 'emailRequired';
  else if (!isGiftEmail(email)) out.email = 'emailInvalid';
  if ((input.to ?? '').length > GIFT_TO_MAX) out.to = 'toTooLong';
  else if (/[<>]/.test(input.to ?? '')) out.to = 'markup';
  if ((input.message ?? '').length > GIFT_MESSAGE_MAX) out.message = 'messageTooLong';
  else if (/[<>]/.test(input.message ?? '')) out.message = 'markup';
  return out;
};

/** A cart (or order) of digital gift cards only: no shipping address and no shipping method. */
export const isDigitalOnly = (items: readonly { isDigitalProduct: boolean; bonus?: boolean }[]): boolean =>
  items.length > 0 && items.every((i) => i.isDigitalProduct);
