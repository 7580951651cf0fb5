/**
 * The identity pages (`/{locale}/sign-in?returnTo=`, `/sign-up`, `/forgot-password`,
 * `/reset-password?token=`), all `private, no-store` and never indexed, and `POST
 * /{locale}/sign-out`. What a refused form left in the query (`error`) is shown on its page.
 */
import { type Context, Hono } from 'hono';
import { type AuthText, authText } from '../../../client/i18n/auth';
import type { AppEnv } from '../../env';
import { csrfProtection } from '../../middleware/csrf';
import { readForm } from '../../validation';
import { noStore } from '../no-store';
import { LOCALE, page, shellFor, soft } from '../page-kit';
import { AuthForms, type AuthFormsData } from './AuthForms';
import { type AuthPage, returnPath } from './form';
import { isProtectedPath, signOutMember } from './sign-in';

const ERROR_ID = /^[A-Z]{2,3}\d{3}$/;
const RESET_TOKEN = /^[\w.~-]{1,256}$/;

/** Each page's title in the site's language: the heading its form shows. */
const TITLE_KEYS = {
  'sign-in': 'signInTitle',
  'sign-up': 'signUpTitle',
  'forgot-password': 'forgotTitle',
  'reset-password': 'resetTitle',
} as const satisfies Record<AuthPage, keyof AuthText>;

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
    const { site } = c.var;
    const name = c.req.param('page') as AuthPage;
    const query = (key: string) => c.req.query(key);
    const errorId = ERROR_ID.test(query('error') ?? '') ? query('error') : undefined;
    const returnTo = returnPath(c, query('returnTo'));
    // A member has nothing to do on sign-in or sign-up: on to where they were going.
    if ((name === 'sign-in' || name === 'sign-up') && (await stillMember(c)))
      return c.redirect(returnTo, 303);
    const content =
      name === 'sign-up' ? await soft(c, 'sign-up content', c.get('upstream').content.page('sign-up')) : null;
    const shell = await shellFor(c, {
      pageType: 'Account',
      title: `${authText(site.language)[TITLE_KEYS[name]]} | Ridgeline`,
      description: '',
      canonicalPath: `/${site.locale}/${name}`,
      indexable: false,
    });
    const token = query('token') ?? '';
    const data: AuthFormsData =
      name === 'sign-in'
        ? { page: name, returnTo, errorId, reset: query('reset') === '1' }
        : name === 'sign-up'
          ? { page: name, returnTo, errorId, content }
          : name === 'forgot-password'
            ? { page: name, errorId, sent: query('sent') === '1' }
            : { page: name, errorId, token: RESET_TOKEN.test(token) ? token : '' };
    return page(c, shell, 'AuthForms', () => <AuthForms data={data} />);
  })
  .post(`/${LOCALE}/sign-out`, csrfProtection(), async (c) => {
    const { returnTo } = await readForm(c);
    await signOutMember(c);
    const back = returnPath(c, returnTo);
    return c.redirect(isProtectedPath(back) ? `/${c.get('site').locale}` : back, 303);
  });
