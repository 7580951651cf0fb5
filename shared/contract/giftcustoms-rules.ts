/**
 * Rules of the gift option (digital gift cards) and of customs recipes as plain functions and
 * constants (no zod), so the islands, the BFF and the sandbox check the same things.
 */
import { hasHiddenCharacters, isEmail, type TextLines } from './ugc';

export const GIFT_EMAIL_MAX = 120;
export const GIFT_TO_MAX = 40;
export const GIFT_MESSAGE_MAX = 200;
/** Customs text: letters (any script), digits, spaces and a little punctuation. */
export const CUSTOMS_TEXT_PATTERN = /^[\p{L}\p{N} .'&!-]+$/u;

/** The shop's one e-mail rule (which also refuses hidden characters), within the gift field's length. */
export const isGiftEmail = (value: string): boolean => value.length <= GIFT_EMAIL_MAX && isEmail(value);

/**
 * The recipient's name (one line) and the message (several lines) are printed in the gift card
 * e-mail: no tag brackets, and no hidden characters (controls, bidi overrides; see
 * `hasHiddenCharacters`), since a right-to-left override in a greeting is a known spoofing trick.
 */
export const isGiftText = (value: string, lines: TextLines): boolean =>
  !/[<>]/.test(value) && !hasHiddenCharacters(value, lines);

/**
 * `markup` covers hidden characters too: the buy box shows one message per key, and both are
 * characters the shopper has to remove.
 */
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
  else if (!isGiftText((input.to ?? '').trim(), 'single')) out.to = 'markup';
  if ((input.message ?? '').length > GIFT_MESSAGE_MAX) out.message = 'messageTooLong';
  else if (!isGiftText((input.message ?? '').trim(), 'multi')) out.message = 'markup';
  return out;
};

/** A cart (or order) of digital gift cards only: no shipping address and no shipping method. */
export const isDigitalOnly = (items: readonly { isDigitalProduct: boolean; bonus?: boolean }[]): boolean =>
  items.length > 0 && items.every((i) => i.isDigitalProduct);
