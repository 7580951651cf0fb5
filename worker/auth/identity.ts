/**
 * What a page shows of the shopper's identity: the member's name for the header's account menu,
 * the page's own path to come back to after signing in, and the cart-merged notice that the
 * sign-in left in the query (`signedIn=merged`, spec section 4, or `partly` when some of the
 * guest cart could not join), and what a partially enrolled
 * profile lacks (`completeProfile=phone,birthDate`: the page offers the enrollment flow).
 */
import type { Context } from 'hono';
import type { PageIdentity } from '../../client/island-kit/context';
import { safePathOr } from '../../shared/contract';
import { PROFILE_DETAILS } from '../../shared/contract/enroll-bff';
import type { AppEnv } from '../env';
import { EMPLOYEE_TERMS_PATH, owesEmployeeTerms } from '../members/facts';

const NOTICES: Record<string, PageIdentity['notice']> = { merged: 'cartMerged', partly: 'cartPartlyMerged' };

/**
 * `pagePath` is the page's own address: a page rendered in the answer to a post (a refused form)
 * comes back there, not to the address the form posted to.
 */
export const identityOf = (c: Context<AppEnv>, pagePath?: string): PageIdentity | undefined => {
  const { session, site } = c.var;
  // An error before the context middleware leaves no session: the header shows a guest.
  if (!session || !site) return undefined;
  const url = new URL(c.req.method === 'POST' && pagePath ? new URL(pagePath, c.req.url) : c.req.url);
  url.searchParams.delete('signedIn');
  const missing = (url.searchParams.get('completeProfile') ?? '').split(',');
  url.searchParams.delete('completeProfile');
  return {
    member: session.isMember ? { name: session.displayName ?? '' } : undefined,
    returnTo: safePathOr(`${url.pathname}${url.search}`, `/${site.locale}`),
    notice: NOTICES[c.req.query('signedIn') ?? ''],
    completeProfile: session.isMember
      ? PROFILE_DETAILS.filter((detail) => missing.includes(detail))
      : undefined,
    // Not over the terms themselves: the employee is reading them.
    employeeTerms:
      owesEmployeeTerms(session.memberFacts, session.consumerType) &&
      !url.pathname.endsWith(EMPLOYEE_TERMS_PATH),
  };
};
