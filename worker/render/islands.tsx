/**
 * Server side of islands: the segment renderer that renders each island (from the one registry,
 * `client/island-kit/registry.ts`) on its own (`renderToString` with the island's `identifierPrefix`, wrapped in the
 * state snapshot) and splices it into its `<sf-island>` marker.
 */
import type { ComponentType, ReactNode } from 'react';
import { renderToString } from 'react-dom/server.edge';
import {
  type IslandRegistry,
  PageContext,
  type PageContextValue,
  type PendingIsland,
} from '../../client/island-kit/context';
import { PLACEHOLDER_CLOSE, PLACEHOLDER_OPEN } from '../../client/island-kit/Island';
import { ISLANDS, PROPS_ONLY_ISLANDS, SITE_KEYED_ISLANDS } from '../../client/island-kit/registry';
import { ServerStateContext } from '../../client/state/app';
import type { StateSnapshot } from '../../client/state/snapshot';
import { memo } from '../../shared/contract/memo';
import type { Logger } from '../observability/logger';
import { withFields } from './page-context-copy';

/** `prefix` starts the islands' id prefixes (`i1-`, …); a shared list's have their own (`l{list}_1-`). */
export const createIslandRegistry = (state: StateSnapshot, prefix = 'i'): IslandRegistry => ({
  components: ISLANDS as unknown as IslandRegistry['components'],
  pending: [],
  used: new Map(),
  counter: 0,
  prefix,
  shared: [],
  state,
  inside: false,
});

/** One page render: the page context plus a segment counter (each segment gets its own id prefix). */
export type PageRender = {
  page: PageContextValue;
  log: Logger;
  segments: number;
  /** Adds each segment's render time (the CPU-heavy part of a page) to the request's data point. */
  metrics?: { renderMs: number } | undefined;
  /** Puts what the segment left for later (shared lists: `shared-lists.tsx`) into its HTML. */
  fillDeferred?: ((html: string) => string) | undefined;
};

/**
 * HTML of props-only and site-keyed islands by name, key and props, least recently used first out
 * once keys and HTML pass `BY_PROPS_BUDGET` characters: a heart is under 1 KB, a product's reviews
 * near 30 KB, and an isolate has 128 MB for everything. `idToken` is how the render's `useId` ids
 * begin (`_{prefix}R_`), rewritten to the reusing island's prefix; empty when the HTML holds no id.
 */
type Kept = { html: string; idToken: string };
const BY_PROPS_BUDGET = 4_000_000;
const byProps = memo<string, Kept>({
  name: 'render/islands-by-props',
  max: BY_PROPS_BUDGET,
  weigh: (kept, key) => key.length + kept.html.length,
});

const idTokenOf = (prefix: string) => `_${prefix}R_`;

function renderIsland(island: PendingIsland, render: PageRender): string {
  const keyOfState = SITE_KEYED_ISLANDS[island.name as keyof typeof SITE_KEYED_ISLANDS];
  if (!keyOfState && !PROPS_ONLY_ISLANDS.has(island.name as never))
    return renderIslandNow(island, render) ?? '';
  const { site, islands } = render.page;
  const key = keyOfState
    ? `${island.name}|${site.siteId}|${site.locale}|${keyOfState(islands.state)}|${island.key}`
    : `${island.name}|${island.key}`;
  const idToken = idTokenOf(island.prefix);
  const kept = byProps.get(key);
  if (kept !== undefined) return kept.idToken ? kept.html.split(kept.idToken).join(idToken) : kept.html;
  const html = renderIslandNow(island, render);
  // A failure is not kept (an island that renders nothing is); nor is the prefix anywhere but in an id.
  if (html === undefined) return '';
  const ids = html.includes(idToken);
  if (!(ids ? html.split(idToken).join('') : html).includes(island.prefix))
    byProps.set(key, { html, idToken: ids ? idToken : '' });
  return html;
}

/** The island's HTML, undefined when it failed (logged): the marker then stays empty. */
function renderIslandNow(island: PendingIsland, render: PageRender): string | undefined {
  const { page, log } = render;
  const Component = page.islands.components[island.name] as ComponentType<object> | undefined;
  if (!Component) {
    log.error('island not registered', { island: island.name });
    return undefined;
  }
  // Inside an island everything renders plainly, as the browser will render it: no markers and
  // no shared lists (their HTML would not be the island's own).
  const inner = withFields(page, {
    islands: { ...page.islands, inside: true },
    sharedList: undefined,
    sharedItem: undefined,
  });
  try {
    return renderToString(
      <PageContext.Provider value={inner}>
        <ServerStateContext.Provider value={page.islands.state}>
          <Component {...island.props} />
        </ServerStateContext.Provider>
      </PageContext.Provider>,
      { identifierPrefix: island.prefix },
    );
  } catch (error) {
    // The marker stays (empty): the browser renders the island from its props instead.
    log.error('island failed', { component: island.name, prefix: island.prefix, error });
    return undefined;
  }
}

/** `node` rendered in `page`'s context, its time added to the request's render time. */
export function renderTimed(
  node: ReactNode,
  page: PageContextValue,
  prefix: string,
  render: PageRender,
): string {
  const started = performance.now();
  try {
    return renderToString(<PageContext.Provider value={page}>{node}</PageContext.Provider>, {
      identifierPrefix: prefix,
    });
  } finally {
    if (render.metrics) render.metrics.renderMs += performance.now() - started;
  }
}

/**
 * Renders one segment of the page with `renderToString` (the cheap path) and fills in its islands.
 * Throws what the tree throws; islands registered by a failed render are discarded.
 */
export function renderSegment(node: ReactNode, render: PageRender): string {
  const { islands } = render.page;
  const before = islands.pending.length;
  const sharedBefore = islands.shared.length;
  render.segments += 1;
  let html: string;
  try {
    html = renderTimed(node, render.page, `s${render.segments}-`, render);
  } catch (error) {
    // The failed HTML is dropped, with its islands and the shared props it wrote.
    islands.pending.length = before;
    islands.shared.length = sharedBefore;
    throw error;
  }
  const filled = fillIslands(html, islands.pending.splice(before), render);
  return render.fillDeferred ? render.fillDeferred(filled) : filled;
}

/** `html` with the placeholder of each of `islands` replaced by that island's render. */
export function fillIslands(html: string, islands: PendingIsland[], render: PageRender): string {
  if (islands.length === 0) return html;
  const pending = new Map(islands.map((island) => [island.id, island]));
  return fillPlaceholders(html, (id) => {
    const island = pending.get(id);
    return island ? renderIsland(island, render) : '';
  });
}

/**
 * `html` with each island placeholder replaced by `fill(id)`. A scan with `indexOf`: a global
 * regular expression replace over a listing's 160 KB costs several times as much in V8.
 */
function fillPlaceholders(html: string, fill: (id: number) => string): string {
  let out = '';
  let from = 0;
  for (;;) {
    const at = html.indexOf(PLACEHOLDER_OPEN, from);
    if (at === -1) break;
    const end = html.indexOf(PLACEHOLDER_CLOSE, at + PLACEHOLDER_OPEN.length);
    if (end === -1) break;
    out += html.slice(from, at) + fill(Number(html.slice(at + PLACEHOLDER_OPEN.length, end)));
    from = end + PLACEHOLDER_CLOSE.length;
  }
  return from === 0 ? html : out + html.slice(from);
}
