/**
 * Questions and answers (commerce spec section 7, Products), with real state in D1:
 * GET/POST /products/v1/products/{productId}/reviews/questions and
 * POST .../review/{answerId}/questions/vote. Reading needs the API key only; asking and voting need
 * the shopper's bearer token, which identifies the shopper for one vote per answer.
 */
import { Hono } from 'hono';
import { z } from 'zod';
import { productIdSchema } from '../../../shared/contract/common';
import {
  type Answer,
  askQuestionBodySchema,
  type Question,
  questionsQuerySchema,
  reviewVoteBodySchema,
  ugcIdSchema,
} from '../../../shared/contract/reviews';
import type { AnswerRow, QuestionRow } from '../../seed/reviews';
import { requireShopper } from '../auth/middleware';
import type { AppEnv } from '../env';
import { notFound, SandboxError, validate } from '../errors';
import {
  ANSWER_VOTES,
  castVote,
  localeQuery,
  newId,
  requireProduct,
  styleOf,
  styleParam,
  validateUgc,
} from './ugc-kit';

const answerParam = z.object({ productId: productIdSchema, answerId: ugcIdSchema });

const answerOf = (a: AnswerRow): Answer => ({
  answerId: a.id,
  text: a.text,
  nickname: a.nickname,
  isBrand: a.is_brand === 1,
  createdAt: a.created_at,
  votesUp: a.votes_up,
  votesDown: a.votes_down,
});

export const questionRoutes = new Hono<AppEnv>()
  .get(
    '/products/v1/products/:productId/reviews/questions',
    validate('param', styleParam),
    validate('query', questionsQuerySchema.extend(localeQuery.shape)),
    async (c) => {
      const { productId } = c.req.valid('param');
      const { page, pageSize } = c.req.valid('query');
      await requireProduct(c.env.DB, productId);
      const styleId = styleOf(productId);
      const db = c.env.DB;
      const [total, list] = await db.batch([
        db.prepare('SELECT count(*) AS n FROM questions WHERE product_id = ?').bind(styleId),
        db
          .prepare(
            'SELECT * FROM questions WHERE product_id = ? ORDER BY created_at DESC, id LIMIT ? OFFSET ?',
          )
          .bind(styleId, pageSize, (page - 1) * pageSize),
      ]);
      const questions = (list?.results ?? []) as QuestionRow[];
      const ids = questions.map((q) => q.id);
      const answers = ids.length
        ? (
            await db
              .prepare(
                `SELECT * FROM answers WHERE question_id IN (${ids.map(() => '?').join(', ')})
                 ORDER BY is_brand DESC, votes_up - votes_down DESC, created_at`,
              )
              .bind(...ids)
              .all<AnswerRow>()
          ).results
        : [];
      c.header('Cache-Control', 'public, max-age=30, stale-while-revalidate=300');
      return c.json({
        productId: styleId,
        total: ((total?.results?.[0] as { n: number } | undefined)?.n ?? 0) as number,
        page,
        pageSize,
        questions: questions.map(
          (q): Question => ({
            questionId: q.id,
            text: q.text,
            nickname: q.nickname,
            createdAt: q.created_at,
            answers: answers.filter((a) => a.question_id === q.id).map(answerOf),
          }),
        ),
      });
    },
  )
  .post(
    '/products/v1/products/:productId/reviews/questions',
    requireShopper,
    validate('param', styleParam),
    validateUgc(askQuestionBodySchema),
    async (c) => {
      const { productId } = c.req.valid('param');
      const body = c.req.valid('json');
      await requireProduct(c.env.DB, productId);
      const row: QuestionRow = {
        id: newId('QU'),
        product_id: styleOf(productId),
        text: body.text.trim(),
        nickname: body.nickname.trim(),
        created_at: new Date().toISOString(),
        consumer_no: c.get('shopper').consumerNo,
      };
      await c.env.DB.prepare(
        'INSERT INTO questions (id, product_id, text, nickname, created_at, consumer_no) VALUES (?, ?, ?, ?, ?, ?)',
      )
        .bind(row.id, row.product_id, row.text, row.nickname, row.created_at, row.consumer_no)
        .run();
      return c.json(
        {
          questionId: row.id,
          text: row.text,
          nickname: row.nickname,
          createdAt: row.created_at,
          answers: [],
        },
        201,
      );
    },
  )
  .post(
    '/products/v1/products/:productId/review/:answerId/questions/vote',
    requireShopper,
    validate('param', answerParam),
    validate('json', reviewVoteBodySchema),
    async (c) => {
      const { productId, answerId } = c.req.valid('param');
      const { helpful } = c.req.valid('json');
      const db = c.env.DB;
      const answer = await db
        .prepare(
          `SELECT a.id FROM answers a JOIN questions q ON q.id = a.question_id
           WHERE a.id = ? AND q.product_id = ?`,
        )
        .bind(answerId, styleOf(productId))
        .first();
      if (!answer) throw notFound(`Answer ${answerId} not found`);
      const counts = await castVote(db, ANSWER_VOTES, answerId, c.get('shopper').consumerNo, helpful);
      if (!counts) throw new SandboxError(409, 'REV409', 'You already voted on this answer', { answerId });
      return c.json({ answerId, votesUp: counts.yes, votesDown: counts.no, helpful });
    },
  );
