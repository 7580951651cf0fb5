/** The colo's shared cache (workerd's `caches.default`; the DOM typing of `caches` lacks it). */
export const edgeCache = (): Cache | undefined =>
  typeof caches === 'undefined' ? undefined : (caches as unknown as { default: Cache }).default;
