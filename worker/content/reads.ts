/** Content reads the page routes share: a page's children (never failing) and 404 for a missing page. */
import type { Context } from 'hono';
import type { PageChild } from '../../shared/contract';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { ApiError } from '../upstream/errors';

/** A missing (or malformed) key upstream is this storefront's 404 page or envelope. */
export const notFoundOn404 = async <T>(promise: Promise<T>, what: string): Promise<T> => {
  try {
    return await promise;
  } catch (error) {
    if (error instanceof ApiError && (error.status === 404 || error.status === 400)) {
      throw new HttpError(404, 'API404', `${what} not found`);
    }
    throw error;
  }
};

/** The pages below `slug`; a failure is logged and lists none. */
export const pageChildren = (c: Context<AppEnv>, slug: string): Promise<PageChild[]> =>
  c
    .get('upstream')
    .content.children(slug)
    .then((r) => r.children)
    .catch((error: unknown) => {
      c.get('log').warn('page children unavailable', { slug, error: String(error) });
      return [];
    });
