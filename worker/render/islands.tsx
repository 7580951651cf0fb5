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
import { ISLANDS } from '../../client/island-kit/registry';
import { ServerStateContext } from '../../client/state/app';
import type { StateSnapshot } from '../../client/state/snapshot';
import type { Logger } from './types';

export const createIslandRegistry = (state: StateSnapshot): IslandRegistry => ({
  components: ISLANDS as unknown as IslandRegistry['components'],
  pending: [],
  used: new Map(),
  counter: 0,
  state,
  inside: false,
});

const PLACEHOLDER = /<!--sf-island:(\d+)-->/g;

/** One page render: the page context plus a segment counter (each segment gets its own id prefix). */
export type PageRender = {
  page: PageContextValue;
  log: Logger;
  segments: number;
  /** Adds each segment's render time (the CPU-heavy part of a page) to the request's data point. */
  metrics?: { renderMs: number } | undefined;
};

function renderIsland(island: PendingIsland, render: PageRender): string {
  const { page, log } = render;
  const Component = page.islands.components[island.name] as ComponentType<object> | undefined;
  if (!Component) {
    log.error('island not registered', { island: island.name });
    return '';
  }
  const inner: PageContextValue = { ...page, islands: { ...page.islands, inside: true } };
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
    return '';
  }
}

/**
 * Renders one segment of the page with `renderToString` (the cheap path) and fills in its islands.
 * Throws what the tree throws; islands registered by a failed render are discarded.
 */
export function renderSegment(node: ReactNode, render: PageRender): string {
  const { islands } = render.page;
  const before = islands.pending.length;
  render.segments += 1;
  let html: string;
  const started = performance.now();
  try {
    html = renderToString(<PageContext.Provider value={render.page}>{node}</PageContext.Provider>, {
      identifierPrefix: `s${render.segments}-`,
    });
  } catch (error) {
    islands.pending.length = before;
    throw error;
  } finally {
    if (render.metrics) render.metrics.renderMs += performance.now() - started;
  }
  if (islands.pending.length === before) return html;
  const pending = new Map(islands.pending.splice(before).map((island) => [island.id, island]));
  return html.replace(PLACEHOLDER, (_, id: string) => {
    const island = pending.get(Number(id));
    return island ? renderIsland(island, render) : '';
  });
}
