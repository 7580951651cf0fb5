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
  | 'charactersNotAllowed'
  | 'languageNotAllowed';

export const isBlank = (value: string | undefined | null): boolean => !value || value.trim() === '';

/** Whether a field holds one line (a name, an address line, an e-mail) or several (a message). */
export type TextLines = 'single' | 'multi';

/**
 * A code point no shopper types into a form field. Such characters are invisible, so a shopper
 * cannot see what they submit, and they travel into e-mails, order PDFs, labels and the HTML of
 * every page that shows the value: C0 controls and DEL (NUL breaks the HTML parser, ESC drives
 * terminals), C1 controls (U+0080–U+009F), and the bidi embeddings, overrides and isolates
 * (U+202A–U+202E, U+2066–U+2069), which make text read in another order than it is stored (the
 * "right-to-left override" spoof). A multi-line field (a gift message, a review) keeps tab and
 * newline; a single-line one also refuses the line and paragraph separators (U+2028, U+2029),
 * which break a line where the field has none.
 */
const isHiddenCodePoint = (code: number, lines: TextLines): boolean =>
  (code < 0x20 && !(lines === 'multi' && (code === 0x09 || code === 0x0a))) ||
  (code >= 0x7f && code <= 0x9f) ||
  (code >= 0x202a && code <= 0x202e) ||
  (code >= 0x2066 && code <= 0x2069) ||
  (lines === 'single' && (code === 0x2028 || code === 0x2029));

/**
 * The one character-class check of every free-text shopper field (addresses, e-mails, gift card
 * fields, reviews and questions; `isName` allows only letters and a little punctuation, so names
 * refuse these characters by construction). Callers pass the value as it will be stored (trimmed:
 * surrounding whitespace is dropped anyway). A form posts a textarea's line breaks as CR LF, so a multi-line field reads
 * CR LF as one newline; a CR on its own is still refused.
 */
export const hasHiddenCharacters = (value: string, lines: TextLines = 'single'): boolean => {
  const text = lines === 'multi' ? value.replace(/\r\n/g, '\n') : value;
  for (const char of text) if (isHiddenCodePoint(char.codePointAt(0) ?? 0, lines)) return true;
  return false;
};

/**
 * Standard address pattern with a dot in the domain. Whitespace and the punctuation of a display
 * name or a list are refused by the pattern; hidden characters (which no mailbox name contains)
 * by the shared check.
 */
export const isEmail = (value: string): boolean =>
  /^[^\s@<>()[\]\\,;:"]+@[^\s@<>()[\]\\,;:"]+\.[^\s@<>()[\]\\,;:"]{2,}$/.test(value.trim()) &&
  !hasHiddenCharacters(value.trim());

/**
 * A person's name: letters (accented too, with combining marks), spaces, comma, period,
 * apostrophe and hyphen, and at least one letter, so "...", "-" or two lone combining accents
 * are not a name. The address form, the account profile, enrollment and sign-up all use it (the
 * last through its zod schema, so it lives in the contract).
 */
export const isName = (value: string): boolean => {
  const name = value.trim();
  return /^[\p{L}\p{M} ,.'’-]+$/u.test(name) && /\p{L}/u.test(name);
};

/** Anything that looks like an HTML tag, comment or entity-encoded tag. */
export const hasMarkup = (value: string): boolean => /<\s*[/!?a-z]|&lt;\s*[/a-z]|javascript:/i.test(value);

const BLOCKED_WORDS = ['damn', 'crap', 'idiot', 'stupid', 'merde', 'scheisse', 'cazzo'];
export const hasProfanity = (value: string): boolean => {
  const words = value.toLowerCase().split(/[^\p{L}]+/u);
  return words.some((w) => BLOCKED_WORDS.includes(w));
};

/** Nicknames: letters (any script), digits, spaces, period, underscore, hyphen, apostrophe. */
export const isNickname = (value: string): boolean => /^[\p{L}\p{N} ._'-]+$/u.test(value.trim());

const text = (
  value: string | undefined,
  min: number,
  max: number,
  lines: TextLines,
  required = true,
): UgcError | null => {
  if (isBlank(value)) return required ? 'required' : null;
  const v = value!.trim();
  if (hasHiddenCharacters(v, lines)) return 'charactersNotAllowed';
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
  const title = text(input.title, 1, REVIEW_TITLE_MAX, 'single');
  if (title) errors.title = title;
  const body = text(input.text, REVIEW_TEXT_MIN, REVIEW_TEXT_MAX, 'multi');
  if (body) errors.text = body;
  const nick = text(input.nickname, NICKNAME_MIN, NICKNAME_MAX, 'single');
  if (nick) errors.nickname = nick;
  else if (!isNickname(input.nickname!)) errors.nickname = 'nicknameInvalid';
  return errors;
};

export type QuestionInput = { text?: string; nickname?: string };
export const validateQuestion = (input: QuestionInput): FieldErrors<keyof QuestionInput> => {
  const errors: FieldErrors<keyof QuestionInput> = {};
  const body = text(input.text, QUESTION_TEXT_MIN, QUESTION_TEXT_MAX, 'multi');
  if (body) errors.text = body;
  const nick = text(input.nickname, NICKNAME_MIN, NICKNAME_MAX, 'single');
  if (nick) errors.nickname = nick;
  else if (!isNickname(input.nickname!)) errors.nickname = 'nicknameInvalid';
  return errors;
};

export const validateEmail = (value: string | undefined): UgcError | null =>
  isBlank(value) ? 'required' : isEmail(value!) ? null : 'emailInvalid';
