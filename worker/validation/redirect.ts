/**
 * A redirect to a path of this site. Every target goes through the one safe-path check
 * (`shared/contract/safe-path.ts`), those built from trusted parts too, so a change upstream of a
 * target (a slug, an upstream's session URL, a query) can never send the shopper elsewhere; one
 * that fails it goes to `/`, which picks the shopper's locale.
 */
import type { Context } from 'hono';
import type { RedirectStatusCode } from 'hono/utils/http-status';
import { safePathOr } from '../../shared/contract';

export const safeRedirect = (c: Context, target: string, status: RedirectStatusCode = 303): Response =>
  c.redirect(safePathOr(target, '/'), status);
