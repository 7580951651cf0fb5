/**
 * Which upstream a sandbox path belongs to, as the storefront sees it: the content API
 * (`/{publish|preview}/caas/...`), the decision service (`/api/engine/...`, and the second
 * recommendation vendor beside it, `/api/recs/...`), or commerce (every
 * other API call). Images, the gallery host, the card provider's pages, the outbox and the admin
 * calls are none of them: a fault never locks an operator out of clearing it.
 */
import type { Upstream } from './store';

const NOT_AN_UPSTREAM = /^\/(?:$|__admin\/|__outbox|images\/|gallery\/|payments\/)/;
const CONTENT = /^\/(?:publish|preview)\/caas\//;
const DECISION = /^\/api\/(?:engine|recs)\//;

export const upstreamOf = (path: string): Upstream | null => {
  if (NOT_AN_UPSTREAM.test(path)) return null;
  if (CONTENT.test(path)) return 'content';
  if (DECISION.test(path)) return 'decision';
  return 'commerce';
};
