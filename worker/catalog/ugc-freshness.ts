/**
 * Reviews and questions are cached for everyone for about a minute (`UGC` in the upstream's ugc
 * client). A shopper who has just written a review, question or vote must see it at once, so the
 * write notes the product's style in the shopper's sealed session for as long as a copy cached
 * before it may live; meanwhile that shopper's reads of the style's reviews and questions go to the
 * upstream and refresh the cached copy. In the session, not a cookie of its own: an unsealed
 * cookie let anyone send it and make every read of any product an upstream call.
 */
import type { Context } from 'hono';
import type { AppEnv } from '../env';
import { UGC } from '../upstream/commerce/ugc';

const styleOf = (productId: string) => productId.slice(0, 8);

export const markUgcWrite = (c: Context<AppEnv>, productId: string): void => {
  const lasts = (UGC.maxAgeSeconds + UGC.staleWhileRevalidateSeconds) * 1000;
  c.get('session').setUgcWritten(styleOf(productId), Date.now() + lasts);
};

/** Whether this shopper wrote about `productId`'s style a moment ago. */
export const wantsFreshUgc = (c: Context<AppEnv>, productId: string): boolean => {
  const written = c.get('session').ugcWritten;
  return written !== undefined && written.style === styleOf(productId) && written.until > Date.now();
};
