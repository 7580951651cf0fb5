/**
 * A part of an island whose code loads when the shopper first needs it. Its chunk is fetched twice
 * at most, as the loader fetches an island's; should it still fail (offline, a deploy removed it),
 * the part is `fallback` from then on, so the island around it keeps working instead of
 * unmounting. (It does not import the loader's `importWithRetry`: the build would pull the loader
 * into the islands' shared chunk, and React with it into the page's first script.)
 *
 * Not `React.lazy`: a lazy component suspends on its first render even when its chunk is already
 * here, so a part fetched ahead (`preload`, as the pointer nears or an add that will open it is
 * sent) would still flash its Suspense fallback. This one renders at once when its code has come.
 */
import { type ComponentType, createElement, use } from 'react';

export type LazyPart<P extends object> = ComponentType<P> & {
  /** Starts fetching the part's code (once); resolves when it can render without suspending. */
  preload: () => Promise<void>;
};

export function lazyPart<P extends object>(
  load: () => Promise<{ default: ComponentType<P> }>,
  fallback: ComponentType<P>,
): LazyPart<P> {
  let component: ComponentType<P> | undefined;
  let loading: Promise<void> | undefined;
  const preload = (): Promise<void> => {
    loading ??= load()
      .catch(load)
      .catch((error: unknown) => {
        console.error('[islands] part not loaded', error);
        return { default: fallback };
      })
      .then((module) => {
        component = module.default;
      });
    return loading;
  };
  // biome-ignore lint/correctness/noComponentHookFactories: called once per part at module level, as React.lazy is
  function Part(props: P) {
    if (!component) use(preload());
    return createElement(component ?? fallback, props);
  }
  return Object.assign(Part, { preload });
}
