/**
 * Reviews and questions (spec section 7, Products): lists, writes, votes, flags and translations.
 * Lists are cached for a short while (`UGC`), except that a shopper who just wrote one reads them
 * fresh (`fresh`, which also refreshes the cached copy for everyone: worker/catalog/ugc-freshness.ts).
 */
import {
  type AnswerVoteResponse,
  type AskQuestionBody,
  answerVoteResponseSchema,
  type Question,
  type QuestionsResponse,
  questionSchema,
  questionsResponseSchema,
  type Review,
  type ReviewSort,
  type ReviewsResponse,
  type ReviewVoteResponse,
  reviewFlagResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  reviewVoteResponseSchema,
  type Translation,
  translationResponseSchema,
  type WriteReviewBody,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import { type CallContext, call, type UpstreamTarget } from '../http';

/** Reviews and questions: shoppers' writes show for everyone within about a minute. */
export const UGC = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 };
const enc = encodeURIComponent;

export const createUgcClient = (commerce: UpstreamTarget, ctx: CallContext, cache: CacheControl) => ({
  reviews: (
    productId: string,
    query: { sort: ReviewSort; page: number; pageSize?: number },
    fresh = false,
  ): Promise<ReviewsResponse> =>
    cachedCall(
      commerce,
      ctx,
      { path: `/products/v1/products/${enc(productId)}/reviews`, query, schema: reviewsResponseSchema },
      { ...UGC, revalidateNow: fresh },
      cache,
    ),
  writeReview: (token: string, productId: string, body: WriteReviewBody): Promise<Review> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/reviews`,
      token,
      body,
      schema: reviewSchema,
    }),
  voteReview: (
    token: string,
    productId: string,
    reviewId: string,
    helpful: boolean,
  ): Promise<ReviewVoteResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/review/${enc(reviewId)}/vote`,
      token,
      body: { helpful },
      schema: reviewVoteResponseSchema,
    }),
  flagReview: (token: string, productId: string, reviewId: string, reason: string) =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/review/${enc(reviewId)}/flag`,
      token,
      body: { reason },
      schema: reviewFlagResponseSchema,
    }),
  translateReview: (reviewId: string, locale: string): Promise<Translation> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/review/${enc(reviewId)}/translate`,
      body: { locale },
      schema: translationResponseSchema,
    }),
  questions: (productId: string, page = 1, fresh = false): Promise<QuestionsResponse> =>
    cachedCall(
      commerce,
      ctx,
      {
        path: `/products/v1/products/${enc(productId)}/reviews/questions`,
        query: { page },
        schema: questionsResponseSchema,
      },
      { ...UGC, revalidateNow: fresh },
      cache,
    ),
  askQuestion: (token: string, productId: string, body: AskQuestionBody): Promise<Question> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/reviews/questions`,
      token,
      body,
      schema: questionSchema,
    }),
  voteAnswer: (
    token: string,
    productId: string,
    answerId: string,
    helpful: boolean,
  ): Promise<AnswerVoteResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/review/${enc(answerId)}/questions/vote`,
      token,
      body: { helpful },
      schema: answerVoteResponseSchema,
    }),
});
export type UgcClient = ReturnType<typeof createUgcClient>;
