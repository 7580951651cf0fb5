/**
 * Parts of a page that are the same for every shopper of a site (the mega menus, the footer),
 * rendered once per isolate and content version and reused as HTML.
 *
 * The version is the content object itself: the upstream cache's isolate tier hands every request
 * the same parsed object until the entry is refreshed or purged, so a `WeakMap` keyed by it forgets
 * a fragment exactly when its content changes (and a preview read, always a fresh object, never
 * meets a fragment of published content). Within one object the key is the fragment's name and the
 * site, the only other input a fragment can see: it renders with a page context that holds the
 * site and its messages and nothing of the request (no identity, cart, location prompt, tracking
 * or origin), so nothing personal can be baked into shared HTML. A fragment that places an island
 * is a mistake (an island's marker and state are per page): it is logged, rendered for this page
 * only and never stored.
 */
import type { ReactNode } from 'react';
import type { PageContextValue } from '../../client/island-kit/context';
import { memoPer } from '../../shared/contract/memo';
import type { Site } from '../../shared/site';
import { createIslandRegistry, type PageRender, renderSegment, renderTimed } from './islands';

/** Per content object, by fragment name and site: a menu or footer object is one site's, a few names. */
const rendered = memoPer<object, string, string>({ name: 'render/shared-fragments', max: 32 });

/** Stands in for absent content (a failed footer read renders the brand line for everyone). */
export const NO_CONTENT: object = Object.freeze({});

const siteKey = (site: Site) => `${site.siteId}|${site.locale}`;

/** The page context a shared fragment sees: the site and its interface text, nothing else. */
const sharedContext = (render: PageRender): PageContextValue => ({
  site: render.page.site,
  messages: render.page.messages,
  islands: createIslandRegistry({ ...render.page.islands.state, cart: null }),
});

export function sharedFragment(
  content: object,
  name: string,
  node: () => ReactNode,
  render: PageRender,
): string {
  const key = `${name}|${siteKey(render.page.site)}`;
  const hit = rendered.find(content)?.get(key);
  if (hit !== undefined) return hit;

  const context = sharedContext(render);
  const html = renderTimed(node(), context, `${name}-`, render);
  if (context.islands.pending.length > 0) {
    render.log.error('shared fragment placed an island: not reused', {
      component: name,
      islands: context.islands.pending.map((island) => island.name),
    });
    return renderSegment(node(), render);
  }
  return rendered.of(content).set(key, html);
}

/** The element a page segment leaves where a shared fragment goes (`fillSlots` puts it there). */
export const slotTag = (name: string) => `<sf-slot name="${name}"></sf-slot>`;

/**
 * Puts each fragment in place of its slot in a rendered segment, in one pass over the segment:
 * replacing slot by slot searched (and so flattened) the growing string again for each.
 */
export function fillSlots(html: string, fragments: Record<string, string>): string {
  const found: { at: number; end: number; fragment: string }[] = [];
  for (const [name, fragment] of Object.entries(fragments)) {
    const tag = slotTag(name);
    const at = html.indexOf(tag);
    if (at !== -1) found.push({ at, end: at + tag.length, fragment });
  }
  if (found.length === 0) return html;
  found.sort((a, b) => a.at - b.at);
  let out = '';
  let from = 0;
  for (const { at, end, fragment } of found) {
    out += html.slice(from, at) + fragment;
    from = end;
  }
  return out + html.slice(from);
}
