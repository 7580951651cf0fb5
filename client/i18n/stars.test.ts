import { describe, expect, it } from 'vitest';
import { messagesFor, plural } from '.';

describe('star ratings read as a count', () => {
  it('one star is singular in every language, more are plural', () => {
    const cases = [
      ['en', 'en-US', '1 star', '4 stars'],
      ['fr', 'fr-CA', '1 étoile', '4 étoiles'],
      ['de', 'de-DE', '1 Stern', '4 Sterne'],
      ['it', 'it-IT', '1 stella', '4 stelle'],
    ] as const;
    for (const [language, tag, one, four] of cases) {
      expect(plural(messagesFor(language), tag, 'starsLabel', 1)).toBe(one);
      expect(plural(messagesFor(language), tag, 'starsLabel', 4)).toBe(four);
    }
  });
});
