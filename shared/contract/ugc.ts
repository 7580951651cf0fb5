/**
 * Validators of content spec section 5 as plain functions (no zod, so islands can use them too),
 * and the rules for shopper-written content: reviews, questions, stock notifications. Each returns
 * a message key (client/i18n) or null; the sandbox and the BFF run the same rules.
 */

export const REVIEW_TEXT_MAX = 1000;
export const REVIEW_TEXT_MIN = 20;
export const REVIEW_TITLE_MAX = 100;
export const NICKNAME_MIN = 2;
export const NICKNAME_MAX = 25;
export const QUESTION_TEXT_MAX = 500;
export const QUESTION_TEXT_MIN = 10;
/** Review maximum length error (commerce spec section 5). */
export const REV410 = 'REV410';

export type UgcError =
  | 'required'
  | 'emailInvalid'
  | 'tooShort'
  | 'tooLong'
  | 'ratingRange'
  | 'nicknameInvalid'
  | 'markupNotAllowed'
  | 'languageNotAllowed';

export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

/** Standard address pattern with a dot in the domain. */
export const isEmail = (value: string): boolean =>
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(value.trim());

/** Anything that looks like an HTML tag, comment or entity-encoded tag. */
export const hasMarkup = (value: string): boolean => /<\s*[/!?a-z]|&lt;\s*[/a-z]|javascript:/i.test(value);

const BLOCKED_WORDS = ['damn', 'crap', 'idiot', 'stupid', 'merde', 'scheisse', 'cazzo'];
export const hasProfanity = (value: string): boolean => {
  const words = value.toLowerCase().split(/[^\p{L}]+/u);
  return words.some((w) => BLOCKED_WORDS.includes(w));
};

/** Nicknames: letters (any script), digits, spaces, period, underscore, hyphen, apostrophe. */
export const isNickname = (value: string): boolean => /^[\p{L}\p{N} ._'-]+$/u.test(value.trim());

const text = (value: string | undefined, min: number, max: number, required = true): UgcError | null => {
  if (isBlank(value)) return required ? 'required' : null;
  const v = value!.trim();
  if (hasMarkup(v)) return 'markupNotAllowed';
  if (hasProfanity(v)) return 'languageNotAllowed';
  if (v.length < min) return 'tooShort';
  if (v.length > max) return 'tooLong';
  return null;
};

export type ReviewInput = { rating?: number; title?: string; text?: string; nickname?: string };
export type FieldErrors<K extends string> = Partial<Record<K, UgcError>>;

export const validateReview = (input: ReviewInput): FieldErrors<keyof ReviewInput> => {
  const errors: FieldErrors<keyof ReviewInput> = {};
  if (input.rating === undefined || input.rating === null || Number.isNaN(input.rating))
    errors.rating = 'required';
  else if (!Number.isInteger(input.rating) || input.rating < 1 || input.rating > 5)
    errors.rating = 'ratingRange';
  const title = text(input.title, 1, REVIEW_TITLE_MAX);
  if (title) errors.title = title;
  const body = text(input.text, REVIEW_TEXT_MIN, REVIEW_TEXT_MAX);
  if (body) errors.text = body;
  const nick = text(input.nickname, NICKNAME_MIN, NICKNAME_MAX);
  if (nick) errors.nickname = nick;
  else if (!isNickname(input.nickname!)) errors.nickname = 'nicknameInvalid';
  return errors;
};

export type QuestionInput = { text?: string; nickname?: string };
export const validateQuestion = (input: QuestionInput): FieldErrors<keyof QuestionInput> => {
  const errors: FieldErrors<keyof QuestionInput> = {};
  const body = text(input.text, QUESTION_TEXT_MIN, QUESTION_TEXT_MAX);
  if (body) errors.text = body;
  const nick = text(input.nickname, NICKNAME_MIN, NICKNAME_MAX);
  if (nick) errors.nickname = nick;
  else if (!isNickname(input.nickname!)) errors.nickname = 'nicknameInvalid';
  return errors;
};

export const validateEmail = (value: string | undefined): UgcError | null =>
  isBlank(value) ? 'required' : isEmail(value!) ? null : 'emailInvalid';
