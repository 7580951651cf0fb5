import { describe, expect, it } from 'vitest';
import {
  answerVoteResponseSchema,
  productDetailsSchema,
  questionsResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  reviewVoteResponseSchema,
  translationResponseSchema,
} from '../../../shared/contract';
import { REVIEW_TEXT_MAX } from '../../../shared/contract/ugc';
import { call, env, expectError, guestToken } from '../../test/helpers';

const styleWithReviews = async (min = 6) =>
  (await env.DB.prepare(
    'SELECT product_id AS id, count(*) AS n FROM reviews GROUP BY product_id HAVING n >= ? ORDER BY product_id LIMIT 1',
  )
    .bind(min)
    .first<{ id: string; n: number }>())!;

const reviews = async (id: string, query = '') => {
  const response = await call(`/products/v1/products/${id}/reviews${query}`);
  expect(response.status).toBe(200);
  return reviewsResponseSchema.parse(await response.json());
};

const validReview = {
  rating: 4,
  title: 'Warm and light',
  text: 'Kept me warm on a windy ridge all day long.',
  nickname: 'Tester',
};

describe('reviews', () => {
  it('lists reviews with a summary that matches the product details', async () => {
    const { id, n } = await styleWithReviews();
    const list = await reviews(id);
    expect(list.summary.count).toBe(n);
    expect(list.summary.histogram.map((h) => h.rating)).toEqual([5, 4, 3, 2, 1]);
    expect(list.summary.histogram.reduce((s, h) => s + h.count, 0)).toBe(n);
    expect(list.reviews).toHaveLength(5);
    expect(list.totalPages).toBe(Math.ceil(n / 5));
    const details = productDetailsSchema.parse(
      await (await call(`/products/v2/products/${id}/details`)).json(),
    );
    expect(details.rating).toEqual({ score: list.summary.average, count: list.summary.count });
  });

  it('sorts and pages', async () => {
    const { id } = await styleWithReviews();
    const recent = await reviews(id, '?sort=mostRecent&pageSize=50');
    const dates = recent.reviews.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    const high = await reviews(id, '?sort=highestRating&pageSize=50');
    expect(high.reviews.map((r) => r.rating)).toEqual(
      [...high.reviews.map((r) => r.rating)].sort((a, b) => b - a),
    );
    const low = await reviews(id, '?sort=lowestRating&pageSize=50');
    expect(low.reviews[0]!.rating).toBe(Math.min(...low.reviews.map((r) => r.rating)));
    const helpful = await reviews(id, '?sort=mostHelpful&pageSize=50');
    expect(helpful.reviews[0]!.helpfulYes).toBe(Math.max(...helpful.reviews.map((r) => r.helpfulYes)));
    const page2 = await reviews(id, '?sort=mostRecent&page=2&pageSize=2');
    expect(page2.reviews.map((r) => r.reviewId)).toEqual(recent.reviews.slice(2, 4).map((r) => r.reviewId));
  });

  it('rejects bad queries and unknown products', async () => {
    const { id } = await styleWithReviews();
    await expectError(await call(`/products/v1/products/${id}/reviews?sort=best`), 400, 'API400');
    await expectError(await call(`/products/v1/products/${id}/reviews?page=0`), 400, 'API400');
    await expectError(await call('/products/v1/products/bad/reviews'), 400, 'API400');
    await expectError(await call('/products/v1/products/ZZZZZZZZ/reviews'), 404, 'API404');
  });

  it('writes a review, updating the summary and the product rating', async () => {
    const { accessToken } = await guestToken();
    const { id, n } = await styleWithReviews();
    const response = await call(`/products/v1/products/${id}/reviews?locale=en-us`, {
      token: accessToken,
      body: { ...validReview, rating: 1 },
    });
    expect(response.status).toBe(201);
    const review = reviewSchema.parse(await response.json());
    const list = await reviews(id);
    expect(list.summary.count).toBe(n + 1);
    expect(list.reviews[0]!.reviewId).toBe(review.reviewId);
    const details = productDetailsSchema.parse(
      await (await call(`/products/v2/products/${id}/details`)).json(),
    );
    expect(details.rating.count).toBe(n + 1);
    expect(details.rating.score).toBe(list.summary.average);
  });

  it('validates a review: REV410 past the maximum length, API400 otherwise, nothing stored', async () => {
    const { accessToken } = await guestToken();
    const { id } = await styleWithReviews();
    const before = (await reviews(id)).summary.count;
    const post = (body: unknown) => call(`/products/v1/products/${id}/reviews`, { token: accessToken, body });
    const tooLong = await expectError(
      await post({ ...validReview, text: 'a'.repeat(REVIEW_TEXT_MAX + 1) }),
      400,
      'REV410',
    );
    expect(tooLong.details).toMatchObject({ fields: { text: 'tooLong' } });
    await expectError(await post({ ...validReview, rating: 6 }), 400, 'API400');
    await expectError(await post({ ...validReview, rating: 0 }), 400, 'API400');
    await expectError(await post({ ...validReview, title: '   ' }), 400, 'API400');
    await expectError(
      await post({ ...validReview, text: 'Nice <script>alert(1)</script> jacket for hikes' }),
      400,
      'API400',
    );
    await expectError(
      await post({ ...validReview, text: 'What a stupid jacket, do not buy it ever' }),
      400,
      'API400',
    );
    await expectError(await post({ ...validReview, nickname: '<b>x</b>' }), 400, 'API400');
    await expectError(await post('not json'), 400, 'API400');
    await expectError(
      await call(`/products/v1/products/${id}/reviews`, { body: validReview }),
      401,
      'AUT401',
    );
    expect((await reviews(id)).summary.count).toBe(before);
  });

  it('takes one helpful vote per shopper', async () => {
    const { id } = await styleWithReviews();
    const [first] = (await reviews(id)).reviews;
    const a = await guestToken();
    const b = await guestToken();
    const vote = (token: string, helpful: boolean) =>
      call(`/products/v1/products/${id}/review/${first!.reviewId}/vote`, { token, body: { helpful } });
    const one = reviewVoteResponseSchema.parse(await (await vote(a.accessToken, true)).json());
    expect(one.helpfulYes).toBe(first!.helpfulYes + 1);
    await expectError(await vote(a.accessToken, true), 409, 'REV409');
    await expectError(await vote(a.accessToken, false), 409, 'REV409');
    const two = reviewVoteResponseSchema.parse(await (await vote(b.accessToken, false)).json());
    expect(two).toMatchObject({ helpfulYes: first!.helpfulYes + 1, helpfulNo: first!.helpfulNo + 1 });
    await expectError(
      await call(`/products/v1/products/${id}/review/${first!.reviewId}/vote`, {
        token: a.accessToken,
        body: { helpful: 'yes' },
      }),
      400,
      'API400',
    );
    await expectError(
      await call(`/products/v1/products/${id}/review/RVNOPE0000/vote`, {
        token: a.accessToken,
        body: { helpful: true },
      }),
      404,
      'API404',
    );
    await expectError(
      await call(`/products/v1/products/${id}/review/${first!.reviewId}/vote`, { body: { helpful: true } }),
      401,
      'AUT401',
    );
  });

  it('flags a review once per shopper', async () => {
    const { id } = await styleWithReviews();
    const [first] = (await reviews(id)).reviews;
    const { accessToken } = await guestToken();
    const flag = (reason: string) =>
      call(`/products/v1/products/${id}/review/${first!.reviewId}/flag`, {
        token: accessToken,
        body: { reason },
      });
    expect((await flag('spam')).status).toBe(200);
    expect((await flag('spam')).status).toBe(200);
    const row = await env.DB.prepare('SELECT flag_count FROM reviews WHERE id = ?')
      .bind(first!.reviewId)
      .first<{ flag_count: number }>();
    expect(row!.flag_count).toBe(1);
    await expectError(await flag('because'), 400, 'API400');
  });

  it('translates deterministically and keeps the translation', async () => {
    const { id } = await styleWithReviews();
    const [first] = (await reviews(id, '?pageSize=50')).reviews.filter((r) => !r.locale.startsWith('fr'));
    const translate = () =>
      call(`/products/v1/review/${first!.reviewId}/translate`, { body: { locale: 'fr-fr' } });
    const one = translationResponseSchema.parse(await (await translate()).json());
    expect(one.text.startsWith('[FR] ')).toBe(true);
    expect(translationResponseSchema.parse(await (await translate()).json())).toEqual(one);
    const listed = await reviews(id, '?pageSize=50&locale=fr-fr');
    expect(listed.reviews.find((r) => r.reviewId === first!.reviewId)!.translation).toMatchObject({
      locale: 'fr-fr',
      text: one.text,
    });
    await expectError(
      await call(`/products/v1/review/${first!.reviewId}/translate`, { body: { locale: 'french' } }),
      400,
      'API400',
    );
    await expectError(
      await call('/products/v1/review/RVNOPE0000/translate', { body: { locale: 'fr-fr' } }),
      404,
      'API404',
    );
  });
});

describe('questions and answers', () => {
  const styleWithAnswers = async () =>
    (await env.DB.prepare(
      'SELECT q.product_id AS id, a.id AS answerId FROM answers a JOIN questions q ON q.id = a.question_id ORDER BY a.id LIMIT 1',
    ).first<{ id: string; answerId: string }>())!;

  it('lists, asks and votes on answers once per shopper', async () => {
    const { id, answerId } = await styleWithAnswers();
    const list = questionsResponseSchema.parse(
      await (await call(`/products/v1/products/${id}/reviews/questions`)).json(),
    );
    expect(list.questions.some((q) => q.answers.some((a) => a.answerId === answerId))).toBe(true);
    const { accessToken } = await guestToken();
    const asked = await call(`/products/v1/products/${id}/reviews/questions`, {
      token: accessToken,
      body: { text: 'Does it pack into its own pocket?', nickname: 'Curious' },
    });
    expect(asked.status).toBe(201);
    const after = questionsResponseSchema.parse(
      await (await call(`/products/v1/products/${id}/reviews/questions`)).json(),
    );
    expect(after.total).toBe(list.total + 1);
    await expectError(
      await call(`/products/v1/products/${id}/reviews/questions`, {
        token: accessToken,
        body: { text: 'x'.repeat(501), nickname: 'Curious' },
      }),
      400,
      'REV410',
    );
    await expectError(
      await call(`/products/v1/products/${id}/reviews/questions`, {
        token: accessToken,
        body: { text: 'short', nickname: 'C' },
      }),
      400,
      'API400',
    );
    const vote = () =>
      call(`/products/v1/products/${id}/review/${answerId}/questions/vote`, {
        token: accessToken,
        body: { helpful: true },
      });
    const voted = answerVoteResponseSchema.parse(await (await vote()).json());
    expect(voted.helpful).toBe(true);
    await expectError(await vote(), 409, 'REV409');
    await expectError(
      await call(`/products/v1/products/${id}/review/ANNOPE00000/questions/vote`, {
        token: accessToken,
        body: { helpful: true },
      }),
      404,
      'API404',
    );
  });
});
