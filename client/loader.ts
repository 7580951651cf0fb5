/**
 * Island loader logic (DESIGN.md Islands; astro's idle/visible, fresh's reviver), kept free of
 * React and of browser globals at import time so it is testable in Node with fakes. `entry.ts`
 * wires it to the real document.
 */

import { type ClickTaker, holdClicks, holdsClicks } from './island-kit/hold-clicks';
import type { PlainIslandModule } from './island-kit/plain-islands';
import { SHARED_ATTRIBUTE, SHARED_KEY } from './island-kit/shared-props';

export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'companion';
export const STRATEGIES: readonly Strategy[] = ['load', 'idle', 'visible', 'interaction', 'companion'];
/** Markers not yet handled, not those inside another island (`island-kit/Island.tsx` renders none). */
export const ISLAND_SELECTOR = 'sf-island:not([status], sf-island *)';
export const IDLE_TIMEOUT_MS = 2000;
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export const parseStrategy = (value: string | null): Strategy =>
  STRATEGIES.includes(value as Strategy) ? (value as Strategy) : 'load';

/**
 * An island's key in the import map: only a name that is an island file's finds one (a marker's
 * `../x` or `__proto__` names none, the key being a path).
 */
export const islandPath = (name: string | null): string => `./${name}.tsx`;

/**
 * An island's early half (`islands/{Name}.early.ts`, no React): what its server HTML cannot do on
 * its own before React comes. The buy box's sends an add tapped before it hydrated at once, beside
 * React's download, instead of holding the tap until then.
 */
export type EarlyHalf = ClickTaker & {
  /** The island woke (the shopper reached it, or React is coming): fetch what it will need ahead. */
  woken?: () => void;
};
export type EarlyModule = { default: (el: Element, props: Record<string, unknown>) => EarlyHalf };

export const earlyPath = (name: string): string => `./${name}.early.ts`;

/** The browser APIs the strategies use (window in the browser, fakes in tests). */
export type LoaderEnv = {
  requestIdleCallback?: ((cb: () => void, opts?: { timeout: number }) => unknown) | undefined;
  setTimeout: (cb: () => void, ms: number) => unknown;
  /** The next frame: a woken island asks for its code once the frame after its waking has painted. */
  requestAnimationFrame?: ((cb: () => void) => unknown) | undefined;
  /** The page's load state: idle islands wait for its load event. */
  document?: { readyState: string } | undefined;
  addEventListener?: ((type: 'load', cb: () => void, opts: { once: true }) => void) | undefined;
  /** Where a marker's `media` does not match, it waits for an interaction instead. */
  matchMedia?: ((query: string) => { matches: boolean }) | undefined;
  /** The page's data layer (`ui/track.ts`): a marker's `track` event goes there at once. */
  dataLayer?: unknown[] | undefined;
  IntersectionObserver?:
    | (new (
        cb: (entries: { isIntersecting: boolean }[]) => void,
        opts?: { rootMargin?: string },
      ) => { observe(el: Element): void; disconnect(): void })
    | undefined;
};

/**
 * Where an island's waking interaction is heard: inside the island, or, for an island that renders
 * nothing and enhances server HTML by delegation (menus, the listing, quick shop), anywhere in the
 * document on an element matching its `wake` selector.
 */
function onInteraction(el: Element, done: () => void): void {
  const wake = el.getAttribute('wake');
  const scope: Pick<Element, 'addEventListener' | 'removeEventListener'> = wake ? el.ownerDocument : el;
  const handler = (event: Event) => {
    if (wake && !(event.target as Element | null)?.closest?.(wake)) return;
    for (const type of INTERACTION_EVENTS) scope.removeEventListener(type, handler, true);
    done();
  };
  for (const type of INTERACTION_EVENTS)
    scope.addEventListener(type, handler, { capture: true, passive: true });
}

/**
 * A marker's strategy. It may hold only where its `media` matches (a pop-up that expands on its own
 * on a large screen stays a tab on a phone until tapped): elsewhere the island waits for the shopper.
 */
export function strategyOf(el: Element, env: LoaderEnv): Strategy {
  const strategy = parseStrategy(el.getAttribute('strategy'));
  const media = el.getAttribute('media');
  if (!media || !env.matchMedia || strategy === 'companion') return strategy;
  return env.matchMedia(media).matches ? strategy : 'interaction';
}

/** Runs `then` once the page has loaded (at once when it has). */
const afterLoad = (env: LoaderEnv, then: () => void): void => {
  if (env.document && env.document.readyState !== 'complete' && env.addEventListener)
    env.addEventListener('load', then, { once: true });
  else then();
};

/**
 * Runs `then` once the next frame has painted (at once where nothing paints): an island woken by a
 * tap asks for its code, and React, after the tap's own feedback (a size chip checked, a menu open)
 * is on screen, not inside the tap's event, where a dozen imports cost a phone 20 ms.
 */
const afterPaint = (env: LoaderEnv, then: () => void): void => {
  if (env.requestAnimationFrame) env.requestAnimationFrame(() => env.setTimeout(then, 0));
  else then();
};

/** Calls `done` when the island comes within 200 px of the viewport (at once without an observer). */
const whenVisible = (el: Element, env: LoaderEnv, done: () => void): void => {
  if (!env.IntersectionObserver) {
    done();
    return;
  }
  const observer = new env.IntersectionObserver(
    (entries) => {
      if (entries.some((e) => e.isIntersecting)) {
        observer.disconnect();
        done();
      }
    },
    { rootMargin: '200px' },
  );
  // `display: contents` elements have no box: observe the island's first element instead, or for
  // an island that renders nothing, the server HTML it enhances (`wake`).
  const wake = el.getAttribute('wake');
  observer.observe((wake && el.ownerDocument.querySelector(wake)) || el.firstElementChild || el);
};

/**
 * Resolves when the island should hydrate according to its strategy. `coming` resolves once
 * another island has asked for React: a `companion` (the mini cart, the toasts, on every page; the
 * product page's buy box and gallery) then fetches its code beside React's and hydrates with it, and
 * until then costs nothing but waits for an interaction of its own.
 */
export function whenReady(
  strategy: Strategy,
  el: Element,
  env: LoaderEnv,
  coming?: Promise<unknown>,
): Promise<void> {
  return new Promise((resolve) => {
    const done = () => resolve();
    switch (strategy) {
      case 'idle':
        // The page's own images and styles first: an idle moment can come before the load event.
        afterLoad(env, () => {
          if (env.requestIdleCallback) env.requestIdleCallback(done, { timeout: IDLE_TIMEOUT_MS });
          else env.setTimeout(done, 200);
        });
        return;
      case 'visible':
        // In view from the start or not, the page's own images and styles first: an island near the
        // fold must not make React compete with them (a click on it meanwhile is held, replayed).
        afterLoad(env, () => whenVisible(el, env, done));
        return;
      case 'interaction':
        onInteraction(el, done);
        return;
      case 'companion':
        onInteraction(el, done);
        void coming?.then(done);
        return;
      default:
        done();
    }
  });
}

/** Runs `load`, retrying once (a chunk fetch may fail transiently after a deploy or on a flaky network). */
export const importWithRetry = <T>(load: () => Promise<T>, retries = 1): Promise<T> =>
  load().catch((error: unknown) => {
    if (retries <= 0) throw error;
    return importWithRetry(load, retries - 1);
  });

export type IslandModule = { default: unknown };
export type Runtime = {
  /** Resolves once the island's effects have run (its listeners are in place). */
  hydrate(
    el: Element,
    component: unknown,
    props: Record<string, unknown>,
    identifierPrefix: string,
  ): void | Promise<void>;
};

/** How long a held click waits for an island's effects at most (then it is replayed anyway). */
export const COMMIT_TIMEOUT_MS = 5000;

export type LoaderDeps = {
  /** Lazy island map (`import.meta.glob`), keyed by `./islands/{Name}.tsx`. */
  islands: Record<string, () => Promise<unknown>>;
  /** The React runtime chunk (hydrateRoot); loaded only when a page has an island. */
  runtime: () => Promise<Runtime>;
  /** Lazy early halves (`import.meta.glob`), keyed by `./islands/{Name}.early.ts`. */
  early?: Record<string, () => Promise<unknown>>;
  /** Resolves once any island has asked for the runtime (`companion` islands wait for it). */
  coming?: Promise<unknown>;
  env: LoaderEnv;
  log?: Pick<Console, 'error'>;
};

/** Shared props by id, each data block parsed once per page (`island-kit/shared-props.ts`). */
const sharedProps = new WeakMap<Document, Map<string, unknown>>();

function sharedProp(doc: Document, id: string): unknown {
  let values = sharedProps.get(doc);
  if (!values) {
    values = new Map();
    sharedProps.set(doc, values);
  }
  if (!values.has(id)) {
    const block = doc.querySelector(`script[${SHARED_ATTRIBUTE}="${id}"]`);
    if (!block) throw new Error(`shared prop ${id} missing`);
    values.set(id, JSON.parse(block.textContent || 'null'));
  }
  return values.get(id);
}

/** A marker's props, with each shared prop put back in its place (props of their own only). */
export function readProps(el: Element): Record<string, unknown> {
  const props = JSON.parse(el.getAttribute('props') || '{}') as Record<string, unknown>;
  for (const [key, value] of Object.entries(props)) {
    const id =
      typeof value === 'object' && value !== null
        ? (value as Record<string, unknown>)[SHARED_KEY]
        : undefined;
    if (typeof id === 'string') props[key] = sharedProp(el.ownerDocument, id);
  }
  return props;
}

/**
 * Pushes a marker's `track` event (JSON) to the data layer as the page starts, whenever the island
 * hydrates: what is on screen is counted as shown (a pop-up's impression) even if React never comes.
 */
export function trackShown(el: Element, env: LoaderEnv): void {
  const event = el.getAttribute('track');
  if (!event) return;
  env.dataLayer ??= [];
  env.dataLayer.push(JSON.parse(event));
}

/**
 * The island's early half, if it has one, fetched once the page has loaded or at the island's first
 * interaction, whichever comes first: small and without React, it is there before a tap on a
 * loaded page needs it. Undefined without one, or when it cannot be fetched (logged).
 */
export function earlyHalf(
  el: Element,
  name: string,
  props: Record<string, unknown>,
  deps: LoaderDeps,
): Promise<EarlyHalf | undefined> {
  const load = deps.early?.[earlyPath(name)];
  if (!load) return Promise.resolve(undefined);
  return new Promise<void>((resolve) => {
    afterLoad(deps.env, resolve);
    onInteraction(el, resolve);
  })
    .then(() => importWithRetry(load) as Promise<EarlyModule>)
    .then((mod) => mod.default(el, props))
    .catch((error: unknown) => {
      (deps.log ?? console).error(`[islands] ${name} early half not loaded`, error);
      return undefined;
    });
}

/** Marks one marker and hydrates it when its strategy says so; failures are logged and skipped. */
export async function hydrateIsland(el: Element, deps: LoaderDeps): Promise<void> {
  const log = deps.log ?? console;
  const name = el.getAttribute('name');
  el.setAttribute('status', 'pending');
  const strategy = strategyOf(el, deps.env);
  let release: (() => void) | undefined;
  try {
    trackShown(el, deps.env);
    const load = deps.islands[islandPath(name)];
    if (!load || !name) throw new Error(`unknown island ${name}`);
    const props = readProps(el);
    const early = earlyHalf(el, name, props, deps);
    if (holdsClicks(strategy)) release = holdClicks(el, early);
    await whenReady(strategy, el, deps.env, deps.coming);
    if (strategy !== 'load') await new Promise<void>((resolve) => afterPaint(deps.env, resolve));
    void early.then((half) => half?.woken?.());
    if (el.hasAttribute('plain')) {
      // No React: the module's own code takes over the server HTML (island-kit/plain-islands.ts).
      ((await importWithRetry(load)) as PlainIslandModule).enhance(el, props);
      el.setAttribute('status', 'hydrated');
      return;
    }
    const [mod, runtime] = await Promise.all([
      importWithRetry(load) as Promise<IslandModule>,
      importWithRetry(deps.runtime),
    ]);
    await Promise.race([
      runtime.hydrate(el, mod.default, props, el.getAttribute('prefix') ?? ''),
      new Promise<void>((resolve) => deps.env.setTimeout(resolve, COMMIT_TIMEOUT_MS)),
    ]);
    el.setAttribute('status', 'hydrated');
  } catch (error) {
    el.setAttribute('status', 'failed');
    log.error(`[islands] ${name ?? '?'} not hydrated`, error);
  } finally {
    release?.();
  }
}

/**
 * The deps with `coming`: resolved as the runtime is first asked for, by whichever island. Once
 * React is on its way, the companions' code comes beside it rather than after it (an add tapped
 * before the buy box hydrated opens the mini cart as soon as React is here).
 */
export function withComing(deps: LoaderDeps): LoaderDeps {
  if (deps.coming) return deps;
  let signal: () => void = () => {};
  const coming = new Promise<void>((resolve) => {
    signal = resolve;
  });
  const runtime = () => {
    signal();
    return deps.runtime();
  };
  return { ...deps, runtime, coming };
}

/** Finds the markers to handle (`ISLAND_SELECTOR`) and hydrates each. */
export function hydrateIslands(root: ParentNode, deps: LoaderDeps): Promise<unknown> {
  const markers = [...root.querySelectorAll(ISLAND_SELECTOR)];
  const withRuntime = withComing(deps);
  return Promise.all(markers.map((el) => hydrateIsland(el, withRuntime)));
}
