/**
 * BFF endpoints of the product page's extras (islands call these; CSRF and the session apply to
 * every mutation under /api). Bodies are validated with the same shared rules the upstream runs:
 * a review or question text over its maximum is REV410 with `details.fields`, any other bad field
 * API400 with the same details, so the dialog can show each message next to its field.
 * Votes, flags, reviews and questions carry the shopper's token (one vote per shopper upstream).
 */
import { zValidator } from '@hono/zod-validator';
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
import { errorEnvelope } from '../../middleware/errors';
import { markUgcWrite, wantsFreshUgc } from '../ugc-freshness';

type Issue = { path: PropertyKey[]; message: string; params?: { code?: string; errorId?: string } };

/** Validation failure → `{ errorDetails: [{ errorId: REV410 | API400, message, details: { fields } }] }`. */
export const valid = <S extends z.ZodType, T extends 'json' | 'query' | 'param'>(target: T, schema: S) =>
  zValidator(target, schema, (result, c) => {
    if (result.success) return;
    const issues = (result.error as unknown as { issues: Issue[] }).issues;
    const fields = Object.fromEntries(
      issues.map((i) => [i.path.join('.') || 'value', i.params?.code ?? 'invalid']),
    );
    const tooLong = issues.find((i) => i.params?.errorId === 'REV410');
    const first = tooLong ?? issues[0];
    return c.json(
      errorEnvelope(
        { status: 400, errorId: tooLong ? 'REV410' : 'API400', message: first?.message ?? 'Invalid input' },
        { fields },
      ),
      400,
    );
  });

const noStore = (c: Context<AppEnv>) => c.header('cache-control', 'private, no-store');

const productParam = valid('param', z.object({ productId: productIdSchema }));
const reviewParam = valid('param', z.object({ productId: productIdSchema, reviewId: ugcIdSchema }));
const answerParam = valid('param', z.object({ productId: productIdSchema, answerId: ugcIdSchema }));

export const productsApi = new Hono<AppEnv>()
  .get(
    '/:productId/reviews',
    productParam,
    valid(
      'query',
      z.object({
        sort: reviewSortSchema.default('mostRecent'),
        page: z.coerce.number().int().min(1).max(10_000).default(1),
      }),
    ),
    async (c) => {
      const { productId } = c.req.valid('param');
      const reviews = await c.var.upstream.ugc.reviews(
        productId,
        c.req.valid('query'),
        wantsFreshUgc(c, productId),
      );
      noStore(c);
      return c.json(reviews);
    },
  )
  .post('/:productId/reviews', productParam, valid('json', writeReviewBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    const review = await c.var.session.withToken((token) =>
      c.var.upstream.ugc.writeReview(token, productId, body),
    );
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(review, 201);
  })
  .post('/:productId/reviews/:reviewId/vote', reviewParam, valid('json', reviewVoteBodySchema), async (c) => {
    const { productId, reviewId } = c.req.valid('param');
    const { helpful } = c.req.valid('json');
    const vote = await c.var.session.withToken((token) =>
      c.var.upstream.ugc.voteReview(token, productId, reviewId, helpful),
    );
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(vote);
  })
  .post(
    '/:productId/reviews/:reviewId/flag',
    reviewParam,
    valid('json', z.object({ reason: z.enum(FLAG_REASONS) })),
    async (c) => {
      const { productId, reviewId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      noStore(c);
      return c.json(
        await c.var.session.withToken((token) =>
          c.var.upstream.ugc.flagReview(token, productId, reviewId, reason),
        ),
      );
    },
  )
  .post('/reviews/:reviewId/translate', valid('param', z.object({ reviewId: ugcIdSchema })), async (c) => {
    const { reviewId } = c.req.valid('param');
    noStore(c);
    return c.json(await c.var.upstream.ugc.translateReview(reviewId, c.var.site.locale));
  })
  .get(
    '/:productId/questions',
    productParam,
    valid('query', z.object({ page: z.coerce.number().int().min(1).max(10_000).default(1) })),
    async (c) => {
      const { productId } = c.req.valid('param');
      noStore(c);
      return c.json(
        await c.var.upstream.ugc.questions(productId, c.req.valid('query').page, wantsFreshUgc(c, productId)),
      );
    },
  )
  .post('/:productId/questions', productParam, valid('json', askQuestionBodySchema), async (c) => {
    const { productId } = c.req.valid('param');
    const body = c.req.valid('json');
    const question = await c.var.session.withToken((token) =>
      c.var.upstream.ugc.askQuestion(token, productId, body),
    );
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(question, 201);
  })
  .post('/:productId/answers/:answerId/vote', answerParam, valid('json', reviewVoteBodySchema), async (c) => {
    const { productId, answerId } = c.req.valid('param');
    const { helpful } = c.req.valid('json');
    const vote = await c.var.session.withToken((token) =>
      c.var.upstream.ugc.voteAnswer(token, productId, answerId, helpful),
    );
    markUgcWrite(c, productId);
    noStore(c);
    return c.json(vote);
  })
  .put('/notifications', valid('json', notificationBodySchema), async (c) => {
    const { email, sku } = c.req.valid('json');
    noStore(c);
    return c.json(await c.var.upstream.stock.notify(email, sku));
  });
