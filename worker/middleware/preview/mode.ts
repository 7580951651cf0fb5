/**
 * What content a request reads (content spec section 6). Apart from the editor check (index.ts) so
 * the request context's declaration and the upstream clients can name it without importing the
 * worker's types back.
 */

/** Published content, or the editors' preview. */
export type ContentMode = 'publish' | 'preview';

export type Preview = {
  mode: ContentMode;
  /** Read every upstream answer fresh: no cache is read or written. */
  bypassCache: boolean;
  /** Content as it will be published at this instant (ISO 8601), in preview mode only. */
  dateTime?: string | undefined;
};

/** What every shopper gets: published content through the caches. */
export const PUBLISHED: Preview = { mode: 'publish', bypassCache: false };
