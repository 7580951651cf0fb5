/**
 * BFF endpoints of the product page's extras (islands call these; CSRF and the session apply to
 * every mutation under /api). Bodies are validated with the same shared rules the upstream runs:
 * a review or question text over its maximum is REV410 with `details.fields`, any other bad field
 * API400 with the same details, so the dialog can show each message next to its field.
 * Votes, flags, reviews and questions carry the shopper's token (one vote per shopper upstream).
 * A review spends the client's and the shopper's review budget before it is written
 * (`review-budget.ts`): 429 API429 past three per client in ten minutes, 409 API409 for a second
 * review of one product by one shopper.
 */
import { type Context, Hono } from 'hono';
import { z } from 'zod';
import {
  askQuestionBodySchema,
  FLAG_REASONS,
  notificationBodySchema,
  productIdSchema,
  reviewSortSchema,
  reviewVoteBodySchema,
  ugcIdSchema,
  writeReviewBodySchema,
} from '../../../shared/contract';
import { markUgcWrite, wantsFreshUgc } from '../../catalog/ugc-freshness';
import type { AppEnv } from '../../env';
import { takeReviewTry } from '../../middleware/rate-limit/review-budget';
import { validate } from '../../validation';

const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');

const productParam = validate('param', z.object({ productId: productIdSchema }));
const reviewParam = validate('param', z.object({ productId: productIdSchema, reviewId: ugcIdSchema }));
const answerParam = validate('param', z.object({ productId: productIdSchema, answerId: ugcIdSchema }));

export const productsApi = new Hono<AppEnv>()
  .get(
    '/:productId/reviews',
    productParam,
    validate(
      'query',
      z.object({
        sort: reviewSortSchema.default('mostRecent'),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
      }),
    ),
    async (c) => {
      const { productId } = c.req.valid('param');
      const reviews = await c
        .get('upstream')
        .ugc.reviews(productId, c.req.valid('query'), wantsFreshUgc(c, productId));
      noStore(c);
      return c.json(reviews);
    },
  )
  .post('/:productId/reviews', productParam, validate('json', writeReviewBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    await takeReviewTry(c, productId);
    const review = await c
      .get('session')
      .withToken((token) => c.get('upstream').ugc.writeReview(token, productId, body));
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(review, 201);
  })
  .post(
    '/:productId/reviews/:reviewId/vote',
    reviewParam,
    validate('json', reviewVoteBodySchema),
    async (c) => {
      const { productId, reviewId } = c.req.valid('param');
      const { helpful } = c.req.valid('json');
      const vote = await c
        .get('session')
        .withToken((token) => c.get('upstream').ugc.voteReview(token, productId, reviewId, helpful));
      markUgcWrite(c, productId);
      noStore(c);
      return c.json(vote);
    },
  )
  .post(
    '/:productId/reviews/:reviewId/flag',
    reviewParam,
    validate('json', z.object({ reason: z.enum(FLAG_REASONS) })),
    async (c) => {
      const { productId, reviewId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      noStore(c);
      return c.json(
        await c
          .get('session')
          .withToken((token) => c.get('upstream').ugc.flagReview(token, productId, reviewId, reason)),
      );
    },
  )
  .post('/reviews/:reviewId/translate', validate('param', z.object({ reviewId: ugcIdSchema })), async (c) => {
    const { reviewId } = c.req.valid('param');
    noStore(c);
    return c.json(await c.get('upstream').ugc.translateReview(reviewId, c.get('site').locale));
  })
  .get(
    '/:productId/questions',
    productParam,
    validate('query', z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })),
    async (c) => {
      const { productId } = c.req.valid('param');
      noStore(c);
      return c.json(
        await c
          .get('upstream')
          .ugc.questions(productId, c.req.valid('query').page, wantsFreshUgc(c, productId)),
      );
    },
  )
  .post('/:productId/questions', productParam, validate('json', askQuestionBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    const question = await c
      .get('session')
      .withToken((token) => c.get('upstream').ugc.askQuestion(token, productId, body));
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(question, 201);
  })
  .post(
    '/:productId/answers/:answerId/vote',
    answerParam,
    validate('json', reviewVoteBodySchema),
    async (c) => {
      const { productId, answerId } = c.req.valid('param');
      const { helpful } = c.req.valid('json');
      const vote = await c
        .get('session')
        .withToken((token) => c.get('upstream').ugc.voteAnswer(token, productId, answerId, helpful));
      markUgcWrite(c, productId);
      noStore(c);
      return c.json(vote);
    },
  )
  .put('/notifications', validate('json', notificationBodySchema), async (c) => {
    const { email, sku } = c.req.valid('json');
    noStore(c);
    return c.json(await c.get('upstream').stock.notify(email, sku));
  });
