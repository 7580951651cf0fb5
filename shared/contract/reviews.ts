/**
 * Reviews, questions and answers (commerce spec section 7, Products): the list answers, the
 * write bodies (validated with the shared UGC rules of `shared/contract/ugc.ts`) and the vote,
 * flag and translate calls.
 */
import { z } from 'zod';
import { REVIEW_SORTS } from './review-sorts';

export { REVIEW_SORTS };

import { type FieldErrors, REV410, validateQuestion, validateReview } from './ugc';

export const reviewSortSchema = z.enum(REVIEW_SORTS);
export type ReviewSort = z.infer<typeof reviewSortSchema>;
export const REVIEW_PAGE_SIZE = 5;
export const QUESTION_PAGE_SIZE = 5;

/** Ids of reviews, questions and answers: two letters then upper-case letters or digits. */
export const ugcIdSchema = z.string().regex(/^[A-Z]{2}[A-Z0-9]{6,30}$/, 'Id is not valid');
export const reviewLocaleSchema = z.string().regex(/^[a-z]{2}-[a-z]{2}$/, 'locale must look like en-us');

export const reviewSchema = z.object({
  reviewId: ugcIdSchema,
  rating: z.number().int().min(1).max(5),
  title: z.string(),
  text: z.string(),
  nickname: z.string(),
  location: z.string(),
  locale: z.string(),
  createdAt: z.string(),
  helpfulYes: z.number().int().nonnegative(),
  helpfulNo: z.number().int().nonnegative(),
  verified: z.boolean(),
  /** Present when a translation into the requested locale was made before. */
  translation: z.object({ locale: z.string(), title: z.string(), text: z.string() }).optional(),
});
export type Review = z.infer<typeof reviewSchema>;

export const ratingSummarySchema = z.object({
  average: z.number().min(0).max(5),
  count: z.number().int().nonnegative(),
  /** Five entries, rating 5 first. */
  histogram: z.array(z.object({ rating: z.number().int().min(1).max(5), count: z.number().int() })).length(5),
});
export type RatingSummary = z.infer<typeof ratingSummarySchema>;

export const reviewsResponseSchema = z.object({
  productId: z.string(),
  summary: ratingSummarySchema,
  sort: reviewSortSchema,
  page: z.number().int().min(1),
  pageSize: z.number().int().min(1),
  totalPages: z.number().int().nonnegative(),
  reviews: z.array(reviewSchema),
});
export type ReviewsResponse = z.infer<typeof reviewsResponseSchema>;

export const reviewsQuerySchema = z.object({
  sort: reviewSortSchema.default('mostRecent'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(REVIEW_PAGE_SIZE),
});

/** Turns field errors from the shared rules into zod issues; text over the maximum is REV410. */
const addFieldIssues = <K extends string>(
  errors: FieldErrors<K>,
  ctx: z.RefinementCtx,
  tooLongId?: string,
) => {
  for (const [field, code] of Object.entries(errors) as [K, string][]) {
    ctx.addIssue({
      code: 'custom',
      path: [field],
      message: code === 'tooLong' && tooLongId ? `${tooLongId}: ${field} is too long` : `${field}: ${code}`,
      params: { code, ...(code === 'tooLong' && tooLongId ? { errorId: tooLongId } : {}) },
    });
  }
};

export const writeReviewBodySchema = z
  .object({
    rating: z.number(),
    title: z.string().max(5000),
    text: z.string().max(20_000),
    nickname: z.string().max(500),
    location: z.string().max(60).optional(),
  })
  .superRefine((body, ctx) => addFieldIssues(validateReview(body), ctx, REV410));
export type WriteReviewBody = z.infer<typeof writeReviewBodySchema>;

export const reviewVoteBodySchema = z.object({ helpful: z.boolean() });
export const reviewVoteResponseSchema = z.object({
  reviewId: z.string(),
  helpfulYes: z.number().int(),
  helpfulNo: z.number().int(),
  helpful: z.boolean(),
});
export type ReviewVoteResponse = z.infer<typeof reviewVoteResponseSchema>;

export const FLAG_REASONS = ['inappropriate', 'spam', 'offTopic', 'other'] as const;
export const reviewFlagBodySchema = z.object({ reason: z.enum(FLAG_REASONS) });
export const reviewFlagResponseSchema = z.object({ reviewId: z.string(), flagged: z.literal(true) });

export const translateBodySchema = z.object({ locale: reviewLocaleSchema });
export const translationResponseSchema = z.object({
  reviewId: z.string(),
  locale: z.string(),
  title: z.string(),
  text: z.string(),
});
export type Translation = z.infer<typeof translationResponseSchema>;

export const answerSchema = z.object({
  answerId: ugcIdSchema,
  text: z.string(),
  nickname: z.string(),
  isBrand: z.boolean(),
  createdAt: z.string(),
  votesUp: z.number().int(),
  votesDown: z.number().int(),
});
export type Answer = z.infer<typeof answerSchema>;
export const questionSchema = z.object({
  questionId: ugcIdSchema,
  text: z.string(),
  nickname: z.string(),
  createdAt: z.string(),
  answers: z.array(answerSchema),
});
export type Question = z.infer<typeof questionSchema>;
export const questionsResponseSchema = z.object({
  productId: z.string(),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
  questions: z.array(questionSchema),
});
export type QuestionsResponse = z.infer<typeof questionsResponseSchema>;
export const questionsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  pageSize: z.coerce.number().int().min(1).max(50).default(QUESTION_PAGE_SIZE),
});
export const askQuestionBodySchema = z
  .object({ text: z.string().max(20_000), nickname: z.string().max(500) })
  .superRefine((body, ctx) => addFieldIssues(validateQuestion(body), ctx, REV410));
export type AskQuestionBody = z.infer<typeof askQuestionBodySchema>;
export const answerVoteResponseSchema = z.object({
  answerId: z.string(),
  votesUp: z.number().int(),
  votesDown: z.number().int(),
  helpful: z.boolean(),
});
export type AnswerVoteResponse = z.infer<typeof answerVoteResponseSchema>;
