/**
 * The `ContentRequest` of one page (shared/content/request.ts): path, query, audience facts from
 * the session and cart, the test context and dismissed pop-ups from their cookies.
 */
import type { Context } from 'hono';
import { getCookie } from 'hono/cookie';
import {
  type ContentRequest,
  DISMISSED_POPUPS_COOKIE,
  parseDismissedPopups,
  TEST_CONTEXT_COOKIE,
} from '../../shared/content/request';
import { rawCookie, testContextSegment } from '../../shared/content/segmentation';
import type { Cart } from '../../shared/contract';
import type { AppEnv } from '../env';
import { memberKindsOf } from '../members/facts';

export function contentRequestOf(c: Context<AppEnv>, cart: Cart | null): ContentRequest {
  const url = new URL(c.req.url);
  return {
    path: url.pathname,
    search: url.search,
    audience: {
      loggedIn: c.get('session').isMember,
      cartEmpty: cart ? cart.items.length === 0 : true,
      // The kinds the platform told the session (worker/members/facts.ts); absent ones stay unknown.
      memberKinds: memberKindsOf(c.get('session').memberFacts),
    },
    // Read from the header itself: the raw JSON form is not a cookie value getCookie accepts.
    testSegment: testContextSegment(rawCookie(c.req.header('cookie'), TEST_CONTEXT_COOKIE)),
    dismissedPopups: parseDismissedPopups(getCookie(c, DISMISSED_POPUPS_COOKIE)),
  };
}
