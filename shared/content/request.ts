/**
 * What content blocks may know about the request they render for (content spec sections 2 and 6):
 * the path and query (`#modal` links, filters, galleries), the audience facts (segmentation), the
 * forced test segment and the pop-ups the shopper dismissed. The worker builds it once per page.
 */
import type { ExperimentContext } from './experiments';
import type { AudienceFacts } from './segmentation';

export type ContentRequest = {
  path: string;
  /** `?a=1`, or '' without a query. */
  search: string;
  audience: AudienceFacts;
  /** `p13n_testcontext` cookie's segment, when set. */
  testSegment: string | null;
  /** Pop-up ids the `dismissedPopups` cookie lists. */
  dismissedPopups: string[];
  /** The page's decided experiments and the variants a test context forces (experiments.ts). */
  experiments?: ExperimentContext | undefined;
};

/** What blocks see when a render has no request (tests, the bench): a logged-out shopper at `/`. */
export const NO_REQUEST: ContentRequest = {
  path: '/',
  search: '',
  audience: { loggedIn: false, cartEmpty: null },
  testSegment: null,
  dismissedPopups: [],
};

export const DISMISSED_POPUPS_COOKIE = 'dismissedPopups';
export const TEST_CONTEXT_COOKIE = 'p13n_testcontext';

/** The `dismissedPopups` cookie value: pop-up ids joined by `|` (ids are content ids, no `|`). */
export const parseDismissedPopups = (value: string | undefined): string[] =>
  value
    ? value
        .split('|')
        .filter((id) => /^[A-Za-z0-9_-]{1,64}$/.test(id))
        .slice(0, 50)
    : [];

export const serializeDismissedPopups = (ids: string[]): string => [...new Set(ids)].slice(-50).join('|');
