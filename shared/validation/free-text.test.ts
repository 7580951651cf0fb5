/**
 * Finding 5 and 8 of the probe report: hidden characters (C0 and C1 controls, DEL, bidi
 * embeddings, overrides and isolates, and line separators in one-line fields) are refused by one
 * check in every kind of free-text shopper field, and a name needs a letter wherever one is typed.
 */
import { describe, expect, it } from 'vitest';
import { validateNewsletter } from '../content/newsletter';
import { signUpBodySchema } from '../contract/auth-bff';
import { giftOptionProblems, isGiftEmail } from '../contract/giftcustoms-rules';
import { notificationBodySchema } from '../contract/stores';
import {
  hasHiddenCharacters,
  isEmail,
  validateEmail,
  validateQuestion,
  validateReview,
} from '../contract/ugc';
import { isOfferedShoeSize } from './profile';

const HIDDEN: [string, string][] = [
  ['NUL', '\u0000'],
  ['BEL', '\u0007'],
  ['ESC', '\u001b'],
  ['CR alone', '\r'],
  ['DEL', '\u007f'],
  ['C1 U+0080', '\u0080'],
  ['C1 U+009F', '\u009f'],
  ['LRE U+202A', '\u202a'],
  ['RLO U+202E', '\u202e'],
  ['LRI U+2066', '\u2066'],
  ['PDI U+2069', '\u2069'],
];
const SINGLE_LINE_ONLY: [string, string][] = [
  ['newline', '\n'],
  ['tab', '\t'],
  ['CR LF', '\r\n'],
  ['line separator', '\u2028'],
  ['paragraph separator', '\u2029'],
];

describe('hasHiddenCharacters', () => {
  it.each([...HIDDEN, ...SINGLE_LINE_ONLY])('finds %s in a single-line field', (_, char) => {
    expect(hasHiddenCharacters(`a${char}b`)).toBe(true);
    expect(hasHiddenCharacters(`a${char}b`, 'single')).toBe(true);
  });
  it.each(HIDDEN)('finds %s in a multi-line field', (_, char) => {
    expect(hasHiddenCharacters(`a${char}b`, 'multi')).toBe(true);
  });
  it.each(SINGLE_LINE_ONLY)('lets %s through in a multi-line field', (_, char) => {
    expect(hasHiddenCharacters(`line one${char}line two`, 'multi')).toBe(false);
  });
  it('leaves letters of every script, emoji and typographic punctuation alone', () => {
    for (const text of [
      'Zoë',
      'שלום',
      'مرحبا',
      '日本語',
      'Straße 5a – 2° piano',
      'Hi 👋🏽 “you”',
      '\u00a0',
      'é',
    ])
      expect(hasHiddenCharacters(text), text).toBe(false);
  });
});

describe('e-mails (newsletter, addresses, stock notification, gift cards)', () => {
  it.each(HIDDEN)('refuses %s', (_, char) => {
    const email = `a${char}b@example.com`;
    expect(isEmail(email)).toBe(false);
    expect(validateEmail(email)).toBe('emailInvalid');
    expect(validateNewsletter({ email, policy: true }).email).toBe('emailInvalid');
    expect(notificationBodySchema.safeParse({ email, sku: 'RL597W7FTEA-M' }).success).toBe(false);
    expect(isGiftEmail(email)).toBe(false);
    expect(giftOptionProblems({ email }).email).toBe('emailInvalid');
  });
  it('still takes an ordinary address', () => {
    expect(isEmail(' zoe.o-brien+news@example.co.uk ')).toBe(true);
    expect(isGiftEmail('friend@example.com')).toBe(true);
  });
});

describe('gift card recipient name (one line) and message (several lines)', () => {
  it.each([...HIDDEN, ...SINGLE_LINE_ONLY])('refuses %s in the name', (_, char) => {
    expect(giftOptionProblems({ email: 'f@example.com', to: `Friend${char}evil` }).to).toBe('markup');
  });
  it.each(HIDDEN)('refuses %s in the message', (_, char) => {
    expect(giftOptionProblems({ email: 'f@example.com', message: `Hi${char} there` }).message).toBe('markup');
  });
  it('keeps line breaks and tabs in the message', () => {
    expect(
      giftOptionProblems({ email: 'f@example.com', to: 'Zoë', message: 'Happy birthday!\r\n\tLove, Ada' }),
    ).toEqual({});
  });
});

describe('reviews and questions', () => {
  const review = {
    rating: 5,
    title: 'Warm and light',
    text: 'Wore it all winter on the ridge.',
    nickname: 'ada',
  };
  it.each(HIDDEN)('refuse %s in title and text', (_, char) => {
    expect(
      validateReview({ ...review, title: `Warm${char}light`, text: `Wore it${char} all winter long.` }),
    ).toEqual({
      title: 'charactersNotAllowed',
      text: 'charactersNotAllowed',
    });
    expect(validateQuestion({ text: `Does it run small${char}?`, nickname: 'ada' })).toEqual({
      text: 'charactersNotAllowed',
    });
  });
  it('keep paragraphs in the text but not in the title', () => {
    expect(validateReview({ ...review, text: `${review.text}\r\n\r\nStill going.` })).toEqual({});
    expect(validateReview({ ...review, title: 'Warm\u2028light' }).title).toBe('charactersNotAllowed');
  });
});

describe('names at sign-up (the shared isName)', () => {
  const body = {
    email: 'kim@example.com',
    password: 'Secret123x',
    confirmPassword: 'Secret123x',
    firstName: 'Kim',
    lastName: 'J',
  };
  it.each(['...', '-', '\u0301\u0301', 'Kim\u0000', 'Kim\u202e'])('refuses %j', (firstName) => {
    const parsed = signUpBodySchema.safeParse({ ...body, firstName });
    expect(parsed.success).toBe(false);
    expect(parsed.error?.issues[0]).toMatchObject({ path: ['firstName'], message: 'Name is not valid' });
  });
  it('takes a real name', () => {
    expect(signUpBodySchema.safeParse({ ...body, firstName: 'José-María' }).success).toBe(true);
  });
});

describe('the preferred shoe size is one the site offers', () => {
  it('US sizes in North America, EU sizes elsewhere', () => {
    expect(isOfferedShoeSize('9.5', 'US')).toBe(true);
    expect(isOfferedShoeSize('9.5', 'CA')).toBe(true);
    expect(isOfferedShoeSize('42', 'DE')).toBe(true);
    expect(isOfferedShoeSize('99.5', 'US')).toBe(false);
    expect(isOfferedShoeSize('42', 'US')).toBe(false);
    expect(isOfferedShoeSize('9.5', 'FR')).toBe(false);
    expect(isOfferedShoeSize('09.5', 'US')).toBe(false);
  });
});
