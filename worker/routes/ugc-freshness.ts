/**
 * Reviews and questions are cached for everyone for about a minute (`UGC` in the upstream's ugc
 * client). A shopper who has just written a review, question or vote must see it at once, so the
 * write leaves a short-lived cookie naming the product; while it lasts, that shopper's reads of the
 * product's reviews and questions go to the upstream and refresh the cached copy.
 */
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import type { AppEnv } from '../env';
import { UGC } from '../upstream/commerce/ugc';

const UGC_COOKIE = 'sf_ugc';

export const markUgcWrite = (c: Context<AppEnv>, productId: string): void => {
  setCookie(c, UGC_COOKIE, productId, {
    path: '/',
    secure: true,
    sameSite: 'Lax',
    httpOnly: true,
    // Long enough for any copy cached before the write to have expired.
    maxAge: UGC.maxAgeSeconds + UGC.staleWhileRevalidateSeconds,
  });
};

const styleOf = (productId: string) => productId.slice(0, 8);

/** Whether this shopper wrote about `productId`'s style a moment ago. */
export const wantsFreshUgc = (c: Context<AppEnv>, productId: string): boolean => {
  const written = getCookie(c, UGC_COOKIE);
  return written !== undefined && /^[A-Z0-9]{8,11}$/.test(written) && styleOf(written) === styleOf(productId);
};
