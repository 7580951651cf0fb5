/**
 * Island loader logic (DESIGN.md Islands; astro's idle/visible, fresh's reviver), kept free of
 * React and of browser globals at import time so it is testable in Node with fakes. `entry.ts`
 * wires it to the real document.
 */

import { SHARED_ATTRIBUTE, SHARED_KEY } from './island-kit/shared-props';

export type Strategy = 'load' | 'idle' | 'visible' | 'interaction' | 'companion';
export const STRATEGIES: readonly Strategy[] = ['load', 'idle', 'visible', 'interaction', 'companion'];
export const ISLAND_SELECTOR = 'sf-island:not([status])';
export const IDLE_TIMEOUT_MS = 2000;
export const INTERACTION_EVENTS = ['pointerdown', 'focusin', 'keydown'] as const;

export const parseStrategy = (value: string | null): Strategy =>
  STRATEGIES.includes(value as Strategy) ? (value as Strategy) : 'load';

/** Island names are component file names: nothing else may reach the import map. */
export const isIslandName = (value: string | null): value is string =>
  !!value && /^[A-Z][A-Za-z0-9]*$/.test(value);

export const islandPath = (name: string): string => `./islands/${name}.tsx`;

/** The browser APIs the strategies use (window in the browser, fakes in tests). */
export type LoaderEnv = {
  requestIdleCallback?: ((cb: () => void, opts?: { timeout: number }) => unknown) | undefined;
  setTimeout: (cb: () => void, ms: number) => unknown;
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
 * Resolves when the island should hydrate according to its strategy. `arrived` resolves once
 * another island has brought React: a `companion` (the mini cart, the toasts, on every page) then
 * hydrates too, and until then costs nothing but waits for an interaction of its own.
 */
export function whenReady(
  strategy: Strategy,
  el: Element,
  env: LoaderEnv,
  arrived?: Promise<unknown>,
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
        void arrived?.then(done);
        return;
      default:
        done();
    }
  });
}

/** Runs `load`, retrying once (a chunk fetch may fail transiently after a deploy or on a flaky network). */
export async function importWithRetry<T>(load: () => Promise<T>, retries = 1): Promise<T> {
  try {
    return await load();
  } catch (error) {
    if (retries <= 0) throw error;
    return importWithRetry(load, retries - 1);
  }
}

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
  /** Resolves once the runtime has loaded for any island (`companion` islands wait for it). */
  arrived?: Promise<unknown>;
  env: LoaderEnv;
  log?: Pick<Console, 'error'>;
};

/**
 * Holds clicks inside an island (`holdsClicks`) until it is hydrated, then replays the last one on
 * its target: the click that woke the island (a dialog button, say) is not lost, and a no-script
 * fallback link does not navigate away while the island's code is on its way. The returned
 * function releases the hold (after hydration, or after a failure: then the replayed click takes
 * the no-script path).
 */
export function holdClicks(el: Element): () => void {
  let held: EventTarget | null = null;
  let point: { x: number; y: number } | null = null;
  // A delegating island holds the clicks on the document's elements it takes over (`hold`).
  const hold = el.getAttribute('hold');
  const scope: Pick<Element, 'addEventListener' | 'removeEventListener'> = hold ? el.ownerDocument : el;
  const onClick = (event: Event) => {
    if (hold && !(event.target as Element | null)?.closest?.(hold)) return;
    event.preventDefault();
    event.stopPropagation();
    held = event.target;
    const { clientX, clientY } = event as MouseEvent;
    point = typeof clientX === 'number' ? { x: clientX, y: clientY } : null;
  };
  scope.addEventListener('click', onClick, true);
  return () => {
    scope.removeEventListener('click', onClick, true);
    let target = held as (EventTarget & { isConnected?: boolean }) | null;
    // Hydration may replace what was clicked (the cart's link becomes its button): the click goes
    // to what now stands at the same point in the island.
    if (target && !target.isConnected && point) {
      const now = el.ownerDocument?.elementFromPoint?.(point.x, point.y);
      target = now && (hold ? now.closest(hold) : el.contains(now)) ? now : null;
    }
    if (target?.isConnected)
      target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, composed: true }));
  };
}

/**
 * Islands whose controls the shopper can reach before they hydrate hold their clicks: an
 * `interaction` or `companion` island wakes on one, and a `visible` one is on screen while its code
 * is on its way (a "Write a review" that ignored a click, or was disabled meanwhile, was a trap).
 */
export const holdsClicks = (strategy: string | null): boolean =>
  strategy === 'interaction' || strategy === 'visible' || strategy === 'companion';

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
  env.dataLayer = env.dataLayer ?? [];
  env.dataLayer.push(JSON.parse(event));
}

/** Marks one marker and hydrates it when its strategy says so; failures are logged and skipped. */
export async function hydrateIsland(el: Element, deps: LoaderDeps): Promise<void> {
  const log = deps.log ?? console;
  const name = el.getAttribute('name');
  el.setAttribute('status', 'pending');
  const strategy = strategyOf(el, deps.env);
  const release = holdsClicks(strategy) ? holdClicks(el) : undefined;
  try {
    trackShown(el, deps.env);
    const load = isIslandName(name) ? deps.islands[islandPath(name)] : undefined;
    if (!load || !name) throw new Error(`unknown island ${name}`);
    const props = readProps(el);
    await whenReady(strategy, el, deps.env, deps.arrived);
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

/** The deps with `arrived`: resolved when the runtime first loads, for whichever island. */
export function withArrival(deps: LoaderDeps): LoaderDeps {
  if (deps.arrived) return deps;
  let signal: () => void = () => {};
  const arrived = new Promise<void>((resolve) => {
    signal = resolve;
  });
  const runtime = () =>
    deps.runtime().then((loaded) => {
      signal();
      return loaded;
    });
  return { ...deps, runtime, arrived };
}

/** Finds markers not yet handled (not those inside another island) and hydrates each. */
export function hydrateIslands(root: ParentNode, deps: LoaderDeps): Promise<unknown> {
  const markers = [...root.querySelectorAll(ISLAND_SELECTOR)].filter(
    (el) => !el.parentElement?.closest('sf-island'),
  );
  const withRuntime = withArrival(deps);
  return Promise.all(markers.map((el) => hydrateIsland(el, withRuntime)));
}
