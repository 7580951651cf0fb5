/**
 * The product page's extra calls (spec section 7, Products and Stores): reviews and questions with
 * their votes, flags and translations, stock, store search, notifications, product sets,
 * recommendations; and the size-chart and foot-size content fragments. Sets, recommendations, the
 * store list and size charts are catalogue reads and cached; reviews and questions too, for a short
 * while (`UGC`), except that a shopper who just wrote one reads them fresh (`fresh`, which also
 * refreshes the cached copy for everyone: worker/routes/ugc-freshness.ts).
 */
import {
  type AnswerVoteResponse,
  type AskQuestionBody,
  type AvailabilityResponse,
  answerVoteResponseSchema,
  availabilityResponseSchema,
  type FootSizes,
  footSizesSchema,
  type InventoryResponse,
  inventoryResponseSchema,
  notificationResponseSchema,
  type ProductSet,
  productSetSchema,
  productSetsResponseSchema,
  type Question,
  type QuestionsResponse,
  questionSchema,
  questionsResponseSchema,
  type Recommendations,
  type Review,
  type ReviewSort,
  type ReviewsResponse,
  type ReviewVoteResponse,
  recommendationsResponseSchema,
  reviewFlagResponseSchema,
  reviewSchema,
  reviewsResponseSchema,
  reviewVoteResponseSchema,
  type SizeChart,
  type Store,
  type StoreSearchBody,
  type StoreSearchResponse,
  sizeChartSchema,
  storeListResponseSchema,
  storeSearchResponseSchema,
  type Translation,
  translationResponseSchema,
  type WriteReviewBody,
} from '../../../shared/contract';
import { type CacheControl, cachedCall } from '../cache';
import { type CallContext, call, type UpstreamTarget } from '../http';

const CATALOGUE = { maxAgeSeconds: 60, staleWhileRevalidateSeconds: 600 };
const REFERENCE = { maxAgeSeconds: 300, staleWhileRevalidateSeconds: 3600 };
/** Reviews and questions: shoppers' writes show for everyone within about a minute. */
export const UGC = { maxAgeSeconds: 30, staleWhileRevalidateSeconds: 30 };
const enc = encodeURIComponent;

export const createProductExtrasClient = (
  commerce: UpstreamTarget,
  content: UpstreamTarget,
  ctx: CallContext,
  cache: CacheControl,
) => ({
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
  inventory: (productId: string): Promise<InventoryResponse> =>
    call(commerce, ctx, {
      path: `/products/v2/products/${enc(productId)}/inventory`,
      schema: inventoryResponseSchema,
    }),
  availability: (productId: string, storeIds: string[]): Promise<AvailabilityResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: `/products/v1/products/${enc(productId)}/availability`,
      body: storeIds,
      schema: availabilityResponseSchema,
    }),
  notify: (email: string, sku: string) =>
    call(commerce, ctx, {
      method: 'PUT',
      path: '/products/v1/notifications',
      body: { email, sku },
      schema: notificationResponseSchema,
    }),
  searchStores: (body: StoreSearchBody): Promise<StoreSearchResponse> =>
    call(commerce, ctx, {
      method: 'POST',
      path: '/stores/v1/search',
      body,
      schema: storeSearchResponseSchema,
    }),
  stores: async (): Promise<Store[]> =>
    (
      await cachedCall(
        commerce,
        ctx,
        { path: '/consumers-v3/utilities/stores', schema: storeListResponseSchema },
        REFERENCE,
        cache,
      )
    ).stores,
  productSets: (productId: string) =>
    cachedCall(
      commerce,
      ctx,
      { path: `/products/v2/products/${enc(productId)}/productSets`, schema: productSetsResponseSchema },
      CATALOGUE,
      cache,
    ),
  productSet: (productSetId: string): Promise<ProductSet> =>
    cachedCall(
      commerce,
      ctx,
      { path: `/products/v2/products/${enc(productSetId)}/productSet`, schema: productSetSchema },
      CATALOGUE,
      cache,
    ),
  recommendations: (productId: string, limit = 8): Promise<Recommendations> =>
    cachedCall(
      commerce,
      ctx,
      {
        path: '/products/v1/widgetRecommendations',
        query: { productId, limit },
        schema: recommendationsResponseSchema,
      },
      CATALOGUE,
      cache,
    ),
  sizeChart: (productType: string): Promise<SizeChart> =>
    cachedCall(
      content,
      ctx,
      { path: `/publish/caas/v1/canvas/fragment/size-chart-${enc(productType)}`, schema: sizeChartSchema },
      REFERENCE,
      cache,
    ),
  footSizes: (): Promise<FootSizes> =>
    cachedCall(
      content,
      ctx,
      { path: '/publish/caas/v1/canvas/fragment/foot-sizes', schema: footSizesSchema },
      REFERENCE,
      cache,
    ),
});
export type ProductExtrasClient = ReturnType<typeof createProductExtrasClient>;
