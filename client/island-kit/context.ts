/**
 * Server-only render context: the site, the interface text and the island bookkeeping of one page
 * render. Server components read it with `usePage()`; it never reaches the browser.
 */
import { type ComponentType, createContext, type ReactNode, useContext } from 'react';
import type { ContentRequest } from '../../shared/content/request';
import type { TrackedPromotion } from '../../shared/promotion-tracking';
import type { Site } from '../../shared/site';
import type { TrackedProduct } from '../../shared/tracking';
import type { Messages } from '../i18n';
import type { LocationPromptProps } from '../islands/LocationPrompt';
import type { Strategy } from '../loader';
import type { StateSnapshot } from '../state/snapshot';

// The loader's strategies (`client/loader.ts`: free of React and browser globals at import).
export type { Strategy };

export type PendingIsland = {
  id: number;
  name: string;
  strategy: Strategy;
  props: object;
  /** `props` as the marker carries them (serialized once). */
  json: string;
  /** `props` as a key of kept HTML (`serializeProps`). */
  key: string;
  prefix: string;
};

/** Per-page (per-request) island bookkeeping, filled while segments render. */
export type IslandRegistry = {
  /** The island components by name (server side), so nested islands render plainly. */
  components: Readonly<Record<string, ComponentType<never>>>;
  /** Islands awaiting their own render, keyed by placeholder id. */
  pending: PendingIsland[];
  /** Every island name used on the page (for modulepreload and the loader). */
  used: Map<string, Strategy>;
  /** Next island number of this page; prefixes are `{prefix}{n}-`. */
  counter: number;
  /** Starts each island's id prefix: `i` on a page, another letter where HTML is rendered apart. */
  prefix: string;
  /** The snapshot islands render from on the server (same as the one serialized into the page). */
  state: StateSnapshot;
  /** Ids of the shareable props whose data block this render has written (`shared-props.ts`). */
  shared: string[];
  /** True while rendering inside an island: nested islands render plainly. */
  inside: boolean;
};

/** Product and promotion impressions of one page render (tracking data layer), in render order. */
export type PageTracking = { impressions: TrackedProduct[]; promotions: TrackedPromotion[] };

/** What the in-store bar shows: no token, nothing the page's caches may share (pages are no-store). */
export type InStoreBarView = { storeName: string; storeEmployeeName: string; left: number };

export type PageContextValue = {
  site: Site;
  messages: Messages;
  islands: IslandRegistry;
  /** Absent outside a page render (e.g. tests rendering one component): nothing is tracked. */
  tracking?: PageTracking;
  /** `https://{host}` of the request, when known (absolute product URLs). */
  origin?: string;
  /** The shopper closed the benefit bar (its cookie): the bar is not rendered. */
  benefitBarClosed?: boolean;
  /** Location confirmation dialog props, when this request should ask (rendered by the header). */
  locationPrompt?: LocationPromptProps;
  /** What content blocks read from the request (path, audience, cookies); absent outside pages. */
  request?: ContentRequest;
  /** Who is signed in (the header's account menu) and what a sign-in just did (a notice). */
  identity?: PageIdentity;
  /** The store associate's in-store session: the bar on every page (client/components/InStoreBar). */
  inStore?: InStoreBarView;
  /**
   * Leaves a product list that is the same for every shopper (`content`: its data as the upstream
   * handed it out) to the page renderer, which reuses its HTML across requests
   * (`worker/render/shared-lists.tsx`); answers the name of the slot to render in its place
   * (`FragmentSlot`). Absent outside a page render: the list renders inline.
   */
  sharedList?: ((content: object, name: string, node: () => ReactNode) => string) | undefined;
  /**
   * The same for one content item (`content`: the item as the upstream handed it out): a slot name,
   * or `undefined` when the item is known to read the shopper, so it renders in place. `lead`: it
   * renders as the page's first item, which is other HTML (its image loads eagerly).
   */
  sharedItem?: ((content: object, node: () => ReactNode, lead: boolean) => string | undefined) | undefined;
};

export type PageIdentity = {
  /** Absent for a guest. `name` may be empty when the profile could not be read at sign-in. */
  member?: { name: string } | undefined;
  /** This page's path: where signing in (or out of a public page) comes back to. */
  returnTo: string;
  /** `cartMerged`: the sign-in that led here merged a guest cart that grew the member's. */
  notice?: 'cartMerged' | 'cartPartlyMerged' | undefined;
  /** What the member's partially enrolled profile lacks, as the sign-in found it (the prompt shows). */
  completeProfile?: readonly ('phone' | 'firstName' | 'lastName' | 'postalCode' | 'birthDate')[] | undefined;
  /** An employee who has not accepted the employee discount terms: the dialog shows (spec section 4). */
  employeeTerms?: boolean | undefined;
};

export const PageContext = createContext<PageContextValue | null>(null);

export function usePage(): PageContextValue {
  const ctx = useContext(PageContext);
  if (!ctx) throw new Error('usePage() outside a page render');
  return ctx;
}
