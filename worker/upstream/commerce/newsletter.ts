/** Newsletter sign-up: `POST /consumers-v3/consumer/subscription` (identity contract), guest or member token. */
import { subscriptionListSchema } from '../../../shared/contract/consumer';
import type { NewsletterSubscriptionRequest } from '../../../shared/contract/newsletter';
import { type CallContext, call, type UpstreamTarget } from '../http';

export const createNewsletterClient = (commerce: UpstreamTarget, ctx: CallContext) => ({
  subscribe: (body: NewsletterSubscriptionRequest, token: string) =>
    call(commerce, ctx, {
      method: 'POST',
      path: '/consumers-v3/consumer/subscription',
      body,
      token,
      schema: subscriptionListSchema,
    }),
});
