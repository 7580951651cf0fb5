/**
 * A product list's HTML (a listing's grid of cards) rendered once per isolate and list version,
 * then reused for every shopper who asks for the same list (issue 13: the grid is most of a
 * listing page's render).
 *
 * Like `shared-fragments.tsx`, the version is the upstream's object itself (the isolate tier of the
 * upstream cache hands out the same parsed search result until it is refreshed or purged), so a
 * `WeakMap` keyed by it forgets the HTML when the list changes. Unlike a fragment, a list has two
 * things of the page in it, and both are replayed on reuse:
 * - its product impressions (tracking): each card records its impression and carries its index,
 *   so the key holds what came before it on the page (the index and per-list positions depend on
 *   it) and a reuse pushes the same impressions into this page's data layer;
 * - its islands, which must be props-only (the hearts: their HTML depends on their props alone,
 *   `PROPS_ONLY_ISLANDS`). They get prefixes of their own (`l{list}_{n}-`) so they never meet the
 *   page's `i{n}-` or another list's, and a reuse tells the page they are used, so the loader is sent. A list that places any
 *   other island is rendered for this page only and never stored.
 * The list renders in the page's own context, so the key also holds what the cards read of it:
 * the site (locale, currency, flags) and the origin (absolute product URLs). The shopper's part of
 * that context (the request, identity, location prompt, benefit bar cookie) is behind getters that
 * note a read, and a render that read any of it is never stored, so nothing personal is in shared
 * HTML whatever a component reads. Cards never read it (a heart starts unpressed in a listing).
 *
 * Content items (`sharedItem`) go the same way, one item at a time: an item that reads nothing of
 * the shopper renders once per isolate and item object; one that does (a pop-up's dismissal, a
 * CTA's query) is noted and rendered per page from then on.
 */
import type { ReactNode } from 'react';
import type { PageContextValue, Strategy } from '../../client/island-kit/context';
import { PROPS_ONLY_ISLANDS } from '../../client/island-kit/registry';
import { memoPer } from '../../shared/contract/memo';
import type { TrackedPromotion } from '../../shared/promotion-tracking';
import type { TrackedProduct } from '../../shared/tracking';
import { createIslandRegistry, fillIslands, type PageRender, renderSegment, renderTimed } from './islands';
import { URL_READ, watchingPersonal } from './page-context-copy';
import { fillSlots } from './shared-fragments';

type SharedList = {
  html: string;
  used: [string, Strategy][];
  impressions: TrackedProduct[];
  promotions: TrackedPromotion[];
};

/**
 * Per list or item object (as the upstream cache hands it out), by what of the page the HTML
 * depends on (`keyOf`): a few sites, origins and positions, and at most `URL_KEYS_PER_ITEM` paths.
 */
const rendered = memoPer<object, string, SharedList>({ name: 'render/shared-lists', max: 64 });
/** Content items whose render read the shopper (or placed a stateful island): rendered per page. */
const personalItems = new WeakSet<object>();
/**
 * Content items whose render read the page's URL and nothing else of the request (a CTA or a
 * dialog link keeping the query, a form's return path): kept per path, only for URLs without a
 * query (a query can say anything, and each would be another copy), and for at most
 * `URL_KEYS_PER_ITEM` keys per item (an item shown site-wide is not kept for every page).
 */
const urlItems = new WeakSet<object>();
export const URL_KEYS_PER_ITEM = 32;
/** Lists rendered by this isolate: each render's ids and island prefixes are its own. */
let renders = 0;

/**
 * The list names of a page's impressions so far, joined. Every content item asks, so the string
 * grows with the page (only new impressions are added) rather than being joined again each time.
 */
const joinedLists = new WeakMap<TrackedProduct[], { count: number; names: string }>();
function listsBefore(impressions: TrackedProduct[]): string {
  const known = joinedLists.get(impressions);
  if (known?.count === impressions.length) return known.names;
  const from = known && known.count < impressions.length ? known : { count: 0, names: '' };
  const added = impressions.slice(from.count).map((impression) => impression.list);
  const names = from.count === 0 ? added.join(',') : [from.names, ...added].join(',');
  joinedLists.set(impressions, { count: impressions.length, names });
  return names;
}

/** What of the page the list's HTML depends on besides the list itself. */
const keyOf = (name: string, page: PageContextValue): string => {
  const { site, origin, tracking } = page;
  const before = tracking ? listsBefore(tracking.impressions) : '-';
  return `${name}|${site.siteId}|${site.locale}|${origin ?? ''}|${before}|${tracking?.promotions.length ?? '-'}`;
};

/**
 * The list rendered on its own; `notShared` names what kept it from being reused: an island that
 * is not props-only, or a read of the shopper's part of the page context.
 */
function renderList(
  name: string,
  node: () => ReactNode,
  render: PageRender,
): { list: SharedList; notShared: { islands: string[]; personal: string[] } } {
  const { page } = render;
  const tracking = page.tracking && {
    impressions: [...page.tracking.impressions],
    promotions: [...page.tracking.promotions],
  };
  // Two lists on one page never share an id or an island prefix (`l{n}_{island}-`), and a list
  // inside this one renders inline: a slot in shared HTML would be filled on this page only.
  renders += 1;
  const { context: own, read: personal } = watchingPersonal(page, {
    islands: createIslandRegistry(page.islands.state, `l${renders}_`),
    sharedList: undefined,
    sharedItem: undefined,
    ...(tracking ? { tracking } : {}),
  });
  const listRender: PageRender = { ...render, page: own, fillDeferred: undefined };
  // A name may carry a URL (the facets'): ids take only its word characters.
  let html = renderTimed(node(), own, `${name.replace(/[^\w-]/g, '')}${renders}-`, render);
  const foreign = own.islands.pending.filter((island) => !PROPS_ONLY_ISLANDS.has(island.name as never));
  html = fillIslands(html, own.islands.pending.splice(0), listRender);
  const list: SharedList = {
    html,
    used: [...own.islands.used],
    impressions: tracking ? tracking.impressions.slice(page.tracking?.impressions.length ?? 0) : [],
    promotions: tracking ? tracking.promotions.slice(page.tracking?.promotions.length ?? 0) : [],
  };
  return {
    list,
    notShared: { islands: foreign.map((island) => island.name), personal: [...new Set(personal)] },
  };
}

/** Puts the list's impressions and islands into this page, as its own render would have. */
function replay(list: SharedList, page: PageContextValue): string {
  page.tracking?.impressions.push(...list.impressions);
  page.tracking?.promotions.push(...list.promotions);
  for (const [island, strategy] of list.used)
    if (!page.islands.used.has(island) || strategy === 'load') page.islands.used.set(island, strategy);
  return list.html;
}

/**
 * The HTML of the list `node()` renders, from the isolate's copy when `content` (the list's data,
 * as the upstream cache handed it out) was rendered before on a page like this one.
 */
export function sharedList(content: object, name: string, node: () => ReactNode, render: PageRender): string {
  const key = keyOf(name, render.page);
  const hit = rendered.find(content)?.get(key);
  if (hit) return replay(hit, render.page);
  const { list, notShared } = renderList(name, node, render);
  if (notShared.islands.length > 0 || notShared.personal.length > 0) {
    // A product list is the same for every shopper by design: this is a bug to see, not a case.
    render.log.error('shared list depends on the shopper: not reused', { component: name, ...notShared });
    return replay(list, render.page);
  }
  remember(content, key, list);
  return replay(list, render.page);
}

/**
 * A content item's HTML (`node()` renders it) from the isolate's copy, like `sharedList`, when
 * its render reads nothing of the shopper and places only props-only islands. Otherwise the item
 * is noted as personal and, from then on, `undefined`: the caller renders it for the page.
 */
export function sharedItem(
  content: object,
  node: () => ReactNode,
  render: PageRender,
  lead: boolean,
): string | undefined {
  return personalItems.has(content) ? undefined : itemHtmlOf(content, itemName(lead), node, render);
}

/** A page's first item is other HTML than the same item further down (its image loads eagerly). */
const itemName = (lead: boolean) => (lead ? 'lead-item' : 'item');

/**
 * The item's HTML: the isolate's copy, or rendered now and kept. An item that turns out to read the
 * shopper is rendered again in the page's own context, the way it will be from now on: what it
 * did on the way (a pop-up noting that the page has one) must be the page's. One that reads only
 * the URL is kept under its path as well (`urlItems`).
 */
function itemHtmlOf(content: object, name: string, node: () => ReactNode, render: PageRender): string {
  const base = keyOf(name, render.page);
  const atUrl = urlKeyOf(base, render.page);
  const key = urlItems.has(content) ? atUrl : base;
  // An item that reads the URL, on a URL with a query: this page's own.
  if (key === undefined) return renderSegment(node(), render);
  const hit = rendered.find(content)?.get(key);
  if (hit) return replay(hit, render.page);
  const { list, notShared } = renderList(name, node, render);
  const readsUrl = notShared.personal.includes(URL_READ);
  if (notShared.islands.length > 0 || notShared.personal.some((field) => field !== URL_READ)) {
    personalItems.add(content);
    return renderSegment(node(), render);
  }
  if (readsUrl) urlItems.add(content);
  const at = readsUrl ? atUrl : base;
  if (at !== undefined && !(readsUrl && (rendered.find(content)?.size ?? 0) >= URL_KEYS_PER_ITEM))
    remember(content, at, list);
  return replay(list, render.page);
}

/** The key of an item that reads the URL: its key and the path, or none when the URL has a query. */
const urlKeyOf = (key: string, page: PageContextValue): string | undefined =>
  page.request && page.request.search === '' ? `${key}|${page.request.path}` : undefined;

function remember(content: object, key: string, list: SharedList): void {
  rendered.of(content).set(key, list);
}

type DeferredList = { slot: string; content: object; name: string; node: () => ReactNode; item: boolean };

/**
 * A page's shared lists and items: `defer` and `deferItem` are the page context's `sharedList` and
 * `sharedItem` (each names the slot a component leaves where its HTML goes, so no render runs
 * inside another), and `fill` puts each in its slot once its segment has rendered
 * (`PageRender.fillDeferred`). An item already known to read the shopper gets no slot.
 */
export function pageLists(): {
  defer: (content: object, name: string, node: () => ReactNode) => string;
  deferItem: (content: object, node: () => ReactNode, lead: boolean) => string | undefined;
  fill: (html: string, render: PageRender) => string;
} {
  const queue: DeferredList[] = [];
  let count = 0;
  const enqueue = (content: object, name: string, node: () => ReactNode, item: boolean) => {
    count += 1;
    const slot = `list-${count}`;
    queue.push({ slot, content, name, node, item });
    return slot;
  };
  return {
    defer: (content, name, node) => enqueue(content, name, node, false),
    deferItem: (content, node, lead) =>
      personalItems.has(content) ? undefined : enqueue(content, itemName(lead), node, true),
    fill: (html, render) => {
      if (queue.length === 0) return html;
      const lists = queue.splice(0);
      return fillSlots(
        html,
        Object.fromEntries(
          lists.map((list) => [
            list.slot,
            list.item
              ? itemHtmlOf(list.content, list.name, list.node, render)
              : sharedList(list.content, list.name, list.node, render),
          ]),
        ),
      );
    },
  };
}
