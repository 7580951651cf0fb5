/**
 * The identity pages (`/{locale}/sign-in?returnTo=`, `/sign-up`, `/forgot-password`,
 * `/reset-password?token=`), all `private, no-store` and never indexed, their forms' posts (to the
 * page's own URL), and `POST /{locale}/sign-out`. A refused form post renders its page itself
 * (`render.tsx`), so the GET reads no error from its URL: a link could otherwise show anyone a
 * refusal they never had.
 */
import { type Context, Hono } from 'hono';
import { type AuthPage, returnPath } from '../../auth/form';
import { authFormRoutes } from '../../auth/form-routes';
import { renderAuthPage } from '../../auth/render';
import { isProtectedPath, signOutMember } from '../../auth/sign-in';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { noStore } from '../../middleware/no-store';
import { LOCALE } from '../../render/page-kit';
import { readForm } from '../../validation';
import { safeRedirect } from '../../validation/redirect';

/**
 * Whether the session's member is signed in still, as the platform sees it: a grant ended on another
 * device (signed out, a password changed) makes the session a guest's, who does want the form. A
 * platform that cannot answer leaves the member as the cookie says.
 */
const stillMember = async (c: Context<AppEnv>): Promise<boolean> => {
  const { session, upstream } = c.var;
  if (!session.isMember) return false;
  try {
    return (await session.memberCall((token) => upstream.consumer.profile(token))) !== undefined;
  } catch {
    return true;
  }
};

export const authPages = new Hono<AppEnv>()
  .use(`/${LOCALE}/:page{(?:sign-in|sign-up|forgot-password|reset-password|sign-out)}`, noStore)
  .get(`/${LOCALE}/:page{(?:sign-in|sign-up|forgot-password|reset-password)}`, async (c) => {
    const name = c.req.param('page') as AuthPage;
    const returnTo = returnPath(c, c.req.query('returnTo'));
    // A member has nothing to do on sign-in or sign-up: on to where they were going.
    if ((name === 'sign-in' || name === 'sign-up') && (await stillMember(c)))
      return safeRedirect(c, returnTo, 303);
    return renderAuthPage(c, name, {
      returnTo,
      reset: c.req.query('reset') === '1',
      sent: c.req.query('sent') === '1',
      token: c.req.query('token'),
    });
  })
  // A page's no-script form posts to the page itself: the same handlers as /api/auth/*.
  .on('POST', `/${LOCALE}/:page{(?:sign-in|sign-up|forgot-password|reset-password)}`, csrfProtection())
  .route(`/${LOCALE}`, authFormRoutes)
  .post(`/${LOCALE}/sign-out`, csrfProtection(), async (c) => {
    const { returnTo } = await readForm(c);
    await signOutMember(c);
    const back = returnPath(c, returnTo);
    return safeRedirect(c, isProtectedPath(back) ? `/${c.get('site').locale}` : back, 303);
  });
