/**
 * The size caps of request bodies, as one mechanism (Hono's `bodyLimit`): past the cap a 413
 * `API413` for the one error handler, decided before the body is read when it declares its length
 * (Content-Length), and after at most `maxSize` bytes when it is streamed without one, so a client
 * cannot make the worker read and parse megabytes only to refuse them.
 */
import type { Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { HttpError } from '../errors/http-error';

/**
 * The cap of a BFF or form body. No form or island of ours sends more than a few KB (the longest
 * field, a review's text, is 5,000 characters); the doubled-request gate fingerprints up to it.
 */
export const BODY_MAX_BYTES = 64 * 1024;

/** A middleware refusing a body over `maxSize` bytes with a 413 saying `message`. */
export const bodyLimitOf = (maxSize: number, message: string) =>
  bodyLimit({
    maxSize,
    onError: () => {
      throw new HttpError(413, 'API413', message);
    },
  });

const withinBodyMax = bodyLimitOf(
  BODY_MAX_BYTES,
  `The request body is too large (at most ${BODY_MAX_BYTES / 1024} KB)`,
);

/** Requests whose body is known to be within the cap (a streamed one is then held in memory). */
const checked = new WeakSet<Request>();

/**
 * Refuses (413) a body over `BODY_MAX_BYTES` before it is read: the body readers call this first.
 * A streamed body is read up to the cap and then replaced by its bytes (Hono's `bodyLimit`), so
 * later reads of the same request see it whole; it is checked once however often it is read.
 */
export const limitBody = async (c: Context): Promise<void> => {
  if (checked.has(c.req.raw)) return;
  await withinBodyMax(c, async () => {});
  checked.add(c.req.raw);
};

/**
 * A route whose form carries files (the warranty case's photos) takes a larger cap of its own,
 * checked here before any reader runs; the readers then see the body as checked. Such a body is
 * above what the doubled-request gate fingerprints, so its upstream answers a repeat itself.
 */
export const largeBody = (maxSize: number, message: string) => {
  const within = bodyLimitOf(maxSize, message);
  return async (c: Context, next: () => Promise<void>): Promise<void> => {
    await within(c, async () => {});
    checked.add(c.req.raw);
    await next();
  };
};
