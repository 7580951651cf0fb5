/**
 * BFF routes of the content blocks.
 *
 * | route                                  | island (JSON)              | plain form                          |
 * |----------------------------------------|----------------------------|-------------------------------------|
 * | POST /api/content/benefit-bar/close    | 200 `{ closed: true }`     | 303 to the form's `returnTo` (safe) |
 *
 * Closing sets `benefitBarClosed` (content spec 4), which the page renderer reads so the bar is not
 * rendered again. Not `__Host-`: it is a preference, not a secret, and the name is the spec's.
 */
import { Hono } from 'hono';
import { setCookie } from 'hono/cookie';
import { BENEFIT_BAR_COOKIE, BENEFIT_BAR_MAX_AGE_SECONDS } from '../../../shared/benefit-bar';
import { safePathOr } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import { isFormPost, readForm } from '../../validation';

export const contentBlocksApi = new Hono<AppEnv>().post('/benefit-bar/close', async (c) => {
  const back = isFormPost(c) ? safePathOr((await readForm(c)).returnTo, `/${c.get('site').locale}`) : null;
  setCookie(c, BENEFIT_BAR_COOKIE, '1', {
    path: '/',
    maxAge: BENEFIT_BAR_MAX_AGE_SECONDS,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
  });
  c.header('Cache-Control', 'private, no-store');
  return back ? c.redirect(back, 303) : c.json({ closed: true });
});
