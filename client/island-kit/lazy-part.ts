/**
 * A part of an island whose code loads when the shopper first needs it (`React.lazy`). Its chunk
 * is fetched twice at most, as the loader fetches an island's; should it still fail (offline, a
 * deploy removed it), the part is `fallback` from then on, so the island around it keeps working
 * instead of unmounting. (It does not import the loader's `importWithRetry`: the build would pull
 * the loader into the islands' shared chunk, and React with it into the page's first script.)
 */
import { type ComponentType, type LazyExoticComponent, lazy } from 'react';

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): LazyExoticComponent<ComponentType<P>> {
  return lazy(() =>
    load()
      .catch(load)
      .catch((error: unknown) => {
        console.error('[islands] part not loaded', error);
        return { default: fallback };
      }),
  );
}
