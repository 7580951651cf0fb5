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
import { blocksForm } from '../../content/blocks-form';
import type { AppEnv } from '../../env';
import { formAnswer } from '../../validation';

export const contentBlocksApi = new Hono<AppEnv>().post('/benefit-bar/close', blocksForm(false), (c) => {
  setCookie(c, BENEFIT_BAR_COOKIE, '1', {
    path: '/',
    maxAge: BENEFIT_BAR_MAX_AGE_SECONDS,
    httpOnly: true,
    secure: true,
    sameSite: 'Lax',
  });
  return formAnswer(c, { json: { closed: true } });
});
