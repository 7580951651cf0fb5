/**
 * BFF endpoints of the product page's extras (islands call these; CSRF and the session apply to
 * every mutation under /api). Bodies are validated with the same shared rules the upstream runs:
 * a review or question text over its maximum is REV410 with `details.fields`, any other bad field
 * API400 with the same details, so the dialog can show each message next to its field.
 * Votes, flags, reviews and questions carry the shopper's token (one vote per shopper upstream).
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
import type { AppEnv } from '../../env';
import { ApiError } from '../../upstream/errors';
import { validate } from '../../validation';
import { markUgcWrite, wantsFreshUgc } from '../ugc-freshness';

const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');

/** Runs a shopper call with the session's token; a token the upstream rejects is renewed once. */
export const withShopperToken = async <T>(
  c: Context<AppEnv>,
  action: (token: string) => Promise<T>,
): Promise<T> => {
  const session = c.var.session;
  try {
    return await action(await session.accessToken());
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) throw error;
    session.invalidateAccessToken();
    return action(await session.accessToken());
  }
};

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
      const reviews = await c.var.upstream.productExtras.reviews(
        productId,
        c.req.valid('query'),
        wantsFreshUgc(c, productId),
      );
      noStore(c);
      return c.json(reviews);
    },
  )
  .post('/:productId/reviews', productParam, validate('json', writeReviewBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    const review = await withShopperToken(c, (token) =>
      c.var.upstream.productExtras.writeReview(token, productId, body),
    );
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
      const vote = await withShopperToken(c, (token) =>
        c.var.upstream.productExtras.voteReview(token, productId, reviewId, helpful),
      );
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
        await withShopperToken(c, (token) =>
          c.var.upstream.productExtras.flagReview(token, productId, reviewId, reason),
        ),
      );
    },
  )
  .post('/reviews/:reviewId/translate', validate('param', z.object({ reviewId: ugcIdSchema })), async (c) => {
    const { reviewId } = c.req.valid('param');
    noStore(c);
    return c.json(await c.var.upstream.productExtras.translateReview(reviewId, c.var.site.locale));
  })
  .get(
    '/:productId/questions',
    productParam,
    validate('query', z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })),
    async (c) => {
      const { productId } = c.req.valid('param');
      noStore(c);
      return c.json(
        await c.var.upstream.productExtras.questions(
          productId,
          c.req.valid('query').page,
          wantsFreshUgc(c, productId),
        ),
      );
    },
  )
  .post('/:productId/questions', productParam, validate('json', askQuestionBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    const question = await withShopperToken(c, (token) =>
      c.var.upstream.productExtras.askQuestion(token, productId, body),
    );
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
      const vote = await withShopperToken(c, (token) =>
        c.var.upstream.productExtras.voteAnswer(token, productId, answerId, helpful),
      );
      markUgcWrite(c, productId);
      noStore(c);
      return c.json(vote);
    },
  )
  .put('/notifications', validate('json', notificationBodySchema), async (c) => {
    const { email, sku } = c.req.valid('json');
    noStore(c);
    return c.json(await c.var.upstream.productExtras.notify(email, sku));
  });
