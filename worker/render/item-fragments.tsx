/**
 * Content items rendered on their own, outside a page: a recalculated experiment slot
 * (worker/content/recalculate.ts). The same frame and section components as the page's
 * (`ContentItemView`: French typography, text escaped by React), in a page context of the request's
 * site, text and content request. Nothing shared (the items read the shopper) and nothing tracked:
 * a fragment's promotions would be numbered against a page this render never sees. An island inside
 * would stay a marker, since the page's loader has run: slots that depend on the browser's state
 * hold plain content.
 */
import { islandMessages, messagesFor } from '../../client/i18n';
import type { PageContextValue } from '../../client/island-kit/context';
import { ContentItemView } from '../../client/sections';
import { siteInfo } from '../../client/state/snapshot';
import type { ContentRequest } from '../../shared/content/request';
import type { Cart } from '../../shared/contract';
import type { KnownContentItem } from '../../shared/contract/content';
import type { Site } from '../../shared/site';
import type { Logger } from '../observability/logger';
import { createIslandRegistry, fillIslands, type PageRender, renderTimed } from './islands';

export type FragmentContext = {
  site: Site;
  origin: string;
  request: ContentRequest;
  cart: Cart | null;
  log: Logger;
};

/** Each item's HTML, its frame included; an item that fails is logged and left out. */
export function itemFragments(
  items: readonly KnownContentItem[],
  context: FragmentContext,
): { item: string; html: string }[] {
  const { site, origin, request, cart, log } = context;
  const messages = messagesFor(site.language, site.locale);
  const page: PageContextValue = {
    site,
    messages,
    // Its own id prefix: the page's ids (`i…`, `s…`) stay the page's.
    islands: createIslandRegistry({ cart, site: siteInfo(site), messages: islandMessages(messages) }, 'f'),
    origin,
    request,
  };
  const render: PageRender = { page, log, segments: 0 };
  return items.flatMap((item, i) => {
    try {
      // Ids of its own (`f1-…`): the page's segments have `s1-…` and its islands `i…`.
      const html = renderTimed(<ContentItemView item={item} />, page, `f${i + 1}-`, render);
      return [{ item: item.id, html: fillIslands(html, page.islands.pending.splice(0), render) }];
    } catch (error) {
      page.islands.pending.length = 0;
      log.error('content item failed', { component: item.type, id: item.id, error });
      return [];
    }
  });
}
