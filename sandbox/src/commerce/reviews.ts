/**
 * Reviews (commerce spec section 7, Products), with real state in D1:
 * GET/POST /products/v1/products/{productId}/reviews, POST .../review/{reviewId}/flag and /vote,
 * POST /products/v1/review/{reviewId}/translate. Reading needs the API key only; every write needs
 * the shopper's bearer token, which identifies the shopper for one vote and one flag each.
 * Writing a review also refreshes the product's rating score and count, so details and the
 * summary never disagree. Questions and answers: `questions.ts`.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import {
  type RatingSummary,
  type Review,
  type ReviewSort,
  reviewFlagBodySchema,
  reviewsQuerySchema,
  reviewVoteBodySchema,
  translateBodySchema,
  ugcIdSchema,
  writeReviewBodySchema,
} from '../../../shared/contract/reviews';
import type { ReviewRow } from '../../seed/reviews';
import { requireShopper } from '../auth/middleware';
import type { AppEnv } from '../env';
import { notFound, SandboxError, validate } from '../errors';
import { translateText } from './translate';
import {
  castVote,
  localeQuery,
  newId,
  REVIEW_VOTES,
  requireProduct,
  styleOf,
  styleParam,
  validateUgc,
} from './ugc-kit';

const reviewParam = z.object({ productId: productIdSchema, reviewId: ugcIdSchema });

const ORDER: Record<ReviewSort, string> = {
  mostRecent: 'created_at DESC, id',
  mostHelpful: 'helpful_yes DESC, created_at DESC, id',
  highestRating: 'rating DESC, created_at DESC, id',
  lowestRating: 'rating ASC, created_at DESC, id',
};

const toReview = (
  row: ReviewRow & { t_locale?: string | null; t_title?: string | null; t_text?: string | null },
): Review => ({
  reviewId: row.id,
  rating: row.rating,
  title: row.title,
  text: row.text,
  nickname: row.nickname,
  location: row.location,
  locale: row.locale,
  createdAt: row.created_at,
  helpfulYes: row.helpful_yes,
  helpfulNo: row.helpful_no,
  verified: row.verified === 1,
  ...(row.t_locale
    ? { translation: { locale: row.t_locale, title: row.t_title ?? '', text: row.t_text ?? '' } }
    : {}),
});

export const summaryOf = async (db: D1Database, styleId: string): Promise<RatingSummary> => {
  const { results } = await db
    .prepare('SELECT rating, count(*) AS n FROM reviews WHERE product_id = ? GROUP BY rating')
    .bind(styleId)
    .all<{ rating: number; n: number }>();
  const count = results.reduce((s, r) => s + r.n, 0);
  const sum = results.reduce((s, r) => s + r.rating * r.n, 0);
  return {
    average: count === 0 ? 0 : Math.round((sum / count) * 10) / 10,
    count,
    histogram: [5, 4, 3, 2, 1].map((rating) => ({
      rating,
      count: results.find((r) => r.rating === rating)?.n ?? 0,
    })),
  };
};

export const reviewRoutes = new Hono<AppEnv>()
  .get(
    '/products/v1/products/:productId/reviews',
    validate('param', styleParam),
    validate('query', reviewsQuerySchema.extend(localeQuery.shape)),
    async (c) => {
      const { productId } = c.req.valid('param');
      const { sort, page, pageSize, locale } = c.req.valid('query');
      await requireProduct(c.env.DB, productId);
      const styleId = styleOf(productId);
      const summary = await summaryOf(c.env.DB, styleId);
      const { results } = await c.env.DB.prepare(
        `SELECT r.*, t.locale AS t_locale, t.title AS t_title, t.text AS t_text
         FROM reviews r LEFT JOIN review_translations t ON t.review_id = r.id AND t.locale = ?
         WHERE r.product_id = ? ORDER BY ${ORDER[sort]} LIMIT ? OFFSET ?`,
      )
        .bind((locale ?? '').toLowerCase(), styleId, pageSize, (page - 1) * pageSize)
        .all<ReviewRow>();
      c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=300');
      return c.json({
        productId: styleId,
        summary,
        sort,
        page,
        pageSize,
        totalPages: Math.ceil(summary.count / pageSize),
        reviews: results.map(toReview),
      });
    },
  )
  .post(
    '/products/v1/products/:productId/reviews',
    requireShopper,
    validate('param', styleParam),
    validate('query', localeQuery),
    validateUgc(writeReviewBodySchema),
    async (c) => {
      const { productId } = c.req.valid('param');
      const body = c.req.valid('json');
      await requireProduct(c.env.DB, productId);
      const styleId = styleOf(productId);
      const shopper = c.get('shopper');
      const row: ReviewRow = {
        id: newId('RV'),
        product_id: styleId,
        rating: body.rating,
        title: body.title.trim(),
        text: body.text.trim(),
        nickname: body.nickname.trim(),
        location: body.location?.trim() ?? '',
        locale: (c.req.valid('query').locale ?? 'en-us').toLowerCase(),
        created_at: new Date().toISOString(),
        helpful_yes: 0,
        helpful_no: 0,
        flag_count: 0,
        verified: 0,
        consumer_no: shopper.consumerNo,
      };
      const db = c.env.DB;
      await db.batch([
        db
          .prepare(
            `INSERT INTO reviews (id, product_id, rating, title, text, nickname, location, locale, created_at,
               helpful_yes, helpful_no, flag_count, verified, consumer_no)
             VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, 0, 0, 0, 0, ?)`,
          )
          .bind(
            row.id,
            row.product_id,
            row.rating,
            row.title,
            row.text,
            row.nickname,
            row.location,
            row.locale,
            row.created_at,
            row.consumer_no,
          ),
        db
          .prepare(
            `UPDATE products SET
               rating_count = (SELECT count(*) FROM reviews WHERE product_id = ?1),
               rating_score = (SELECT round(avg(rating), 1) FROM reviews WHERE product_id = ?1)
             WHERE id = ?1`,
          )
          .bind(styleId),
      ]);
      return c.json(toReview(row), 201);
    },
  )
  .post(
    '/products/v1/products/:productId/review/:reviewId/vote',
    requireShopper,
    validate('param', reviewParam),
    validate('json', reviewVoteBodySchema),
    async (c) => {
      const { productId, reviewId } = c.req.valid('param');
      const { helpful } = c.req.valid('json');
      const db = c.env.DB;
      const review = await db
        .prepare('SELECT id FROM reviews WHERE id = ? AND product_id = ?')
        .bind(reviewId, styleOf(productId))
        .first();
      if (!review) throw notFound(`Review ${reviewId} not found`);
      const counts = await castVote(db, REVIEW_VOTES, reviewId, c.get('shopper').consumerNo, helpful);
      if (!counts) throw new SandboxError(409, 'REV409', 'You already voted on this review', { reviewId });
      return c.json({ reviewId, helpfulYes: counts.yes, helpfulNo: counts.no, helpful });
    },
  )
  .post(
    '/products/v1/products/:productId/review/:reviewId/flag',
    requireShopper,
    validate('param', reviewParam),
    validate('json', reviewFlagBodySchema),
    async (c) => {
      const { productId, reviewId } = c.req.valid('param');
      const { reason } = c.req.valid('json');
      const db = c.env.DB;
      const review = await db
        .prepare('SELECT id FROM reviews WHERE id = ? AND product_id = ?')
        .bind(reviewId, styleOf(productId))
        .first();
      if (!review) throw notFound(`Review ${reviewId} not found`);
      // Idempotent per shopper: a second flag by the same shopper changes nothing.
      await db.batch([
        db
          .prepare(
            'INSERT OR IGNORE INTO review_flags (review_id, consumer_no, reason, created_at) VALUES (?, ?, ?, ?)',
          )
          .bind(reviewId, c.get('shopper').consumerNo, reason, new Date().toISOString()),
        db
          .prepare('UPDATE reviews SET flag_count = flag_count + 1 WHERE id = ? AND changes() > 0')
          .bind(reviewId),
      ]);
      return c.json({ reviewId, flagged: true as const });
    },
  )
  .post(
    '/products/v1/review/:reviewId/translate',
    validate('param', z.object({ reviewId: ugcIdSchema })),
    validate('json', translateBodySchema),
    async (c) => {
      const { reviewId } = c.req.valid('param');
      const { locale } = c.req.valid('json');
      const db = c.env.DB;
      const review = await db.prepare('SELECT * FROM reviews WHERE id = ?').bind(reviewId).first<ReviewRow>();
      if (!review) throw notFound(`Review ${reviewId} not found`);
      const stored = await db
        .prepare('SELECT title, text FROM review_translations WHERE review_id = ? AND locale = ?')
        .bind(reviewId, locale)
        .first<{ title: string; text: string }>();
      if (stored) return c.json({ reviewId, locale, ...stored });
      const title = translateText(review.title, review.locale, locale);
      const text = translateText(review.text, review.locale, locale);
      await db
        .prepare(
          'INSERT OR IGNORE INTO review_translations (review_id, locale, title, text) VALUES (?, ?, ?, ?)',
        )
        .bind(reviewId, locale, title, text)
        .run();
      return c.json({ reviewId, locale, title, text });
    },
  );
