import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import type { Review } from '../../shared/contract/reviews';
import { messagesFor } from '../i18n';
import Reviews, { foreignLang } from './Reviews';

const review = (reviewId: string, locale: string, extra: Partial<Review> = {}): Review => ({
  reviewId,
  rating: 5,
  title: `Title ${reviewId}`,
  text: `Text ${reviewId}`,
  nickname: 'Sam',
  location: '',
  locale,
  createdAt: '2026-10-01T10:00:00Z',
  helpfulYes: 0,
  helpfulNo: 0,
  verified: false,
  ...extra,
});

describe('reviews written in another language', () => {
  it('carry their language, so a French page reads an English review with an English voice', () => {
    const html = renderToString(
      <Reviews
        productId="RL0A1B2CJK3"
        locale="fr-ca"
        languageTag="fr-CA"
        basePath="/fr-ca/p/x-RL0A1B2CJK3"
        text={messagesFor('fr')}
        initial={{
          productId: 'RL0A1B2CJK3',
          summary: {
            average: 5,
            count: 3,
            histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 1 })),
          },
          sort: 'mostRecent',
          page: 1,
          pageSize: 5,
          totalPages: 1,
          reviews: [
            review('RVENGLISH1', 'en-us'),
            review('RVFRENCH01', 'fr-fr'),
            review('RVTRANSL01', 'en-gb', {
              translation: { locale: 'fr-ca', title: 'Titre traduit', text: 'Texte traduit' },
            }),
          ],
        }}
      />,
    );
    expect(html).toContain('<h3 class="review__title" lang="en-US">Title RVENGLISH1</h3>');
    expect(html).toContain('<p class="review__text" lang="en-US">Text RVENGLISH1</p>');
    expect(html).toContain('<p class="review__text">Text RVFRENCH01</p>');
    // A translation into the page's language is the page's language.
    expect(html).toContain('<p class="review__text">Texte traduit</p>');
  });

  it('name the language only when it is not the page’s', () => {
    expect(foreignLang('de-de', 'en-us')).toBe('de-DE');
    expect(foreignLang('en-gb', 'en-us')).toBeUndefined();
    expect(foreignLang('en', 'fr-fr')).toBe('en');
  });
});

describe('the review buttons before hydration', () => {
  const html = renderToString(
    <Reviews
      productId="RL0A1B2CJK3"
      locale="en-us"
      languageTag="en-US"
      basePath="/en-us/p/x-RL0A1B2CJK3"
      text={messagesFor('en')}
      initial={{
        productId: 'RL0A1B2CJK3',
        summary: { average: 5, count: 1, histogram: [5, 4, 3, 2, 1].map((rating) => ({ rating, count: 1 })) },
        sort: 'mostRecent',
        page: 1,
        pageSize: 5,
        totalPages: 1,
        reviews: [review('RVFRENCH01', 'fr-fr')],
      }}
    />,
  );

  it('are never disabled: a click before hydration is held and replayed', () => {
    for (const name of ['Write a review', 'Yes (0)', 'No (0)', 'Report', 'Translate'])
      expect(html).toMatch(new RegExp(`<button[^>]*>${name.replace(/[()]/g, '\\$&')}</button>`));
    expect(html).not.toMatch(/<button[^>]*disabled/);
  });

  it('are not offered without script, where none could be sent', () => {
    expect(html).toContain('<div class="review__actions needs-script">');
    expect(html).toContain('class="button needs-script"');
  });
});
