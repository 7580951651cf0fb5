/**
 * The club page of the account (`private, no-store`, members only), where the site runs the
 * loyalty programme; elsewhere the path is a 404 like any unknown one (no loyalty word there).
 *
 * | GET  /{locale}/account/club | points, vouchers, history; the join form outside the club; the |
 * |                             | welcome dialog once after joining                              |
 * | POST /{locale}/account/club | `_action=join`: "Loyalty enrolment", 303 back with `?saved=joined` |
 *
 * A refusal answers through the account forms' one answer (`accountForm`): a 303 with `?error=`.
 */
import { type Context, Hono } from 'hono';
import { createElement } from 'react';
import { loyaltyText } from '../../../client/i18n/loyalty';
import { LoyaltyMain, type LoyaltyPageView } from '../../../client/pages/account/LoyaltyPage';
import { featureFlags } from '../../../shared/config';
import { accountShell } from '../../account/shell';
import type { AppEnv } from '../../env';
import { loyaltyService } from '../../loyalty/service';
import { csrfProtection } from '../../middleware/csrf';
import { HttpError } from '../../middleware/errors';
import { requireMember } from '../../middleware/member';
import { LOCALE, page } from '../../render/page-kit';
import { formAnswer, readForm } from '../../validation';
import { accountForm } from './pages';

const PATH = `/${LOCALE}/account/club`;
const joinForm = accountForm({ page: '/account/club', actions: ['join'] });

const noticeOf = (c: Context<AppEnv>): LoyaltyPageView['notice'] => {
  if (c.req.query('saved') === 'joined') return { kind: 'joined' };
  const error = c.req.query('error');
  return error && /^[A-Z]{3}\d{3}$/.test(error) ? { kind: 'error', errorId: error } : undefined;
};

const renderClub = async (c: Context<AppEnv>) => {
  const text = loyaltyText(c.get('site').language);
  const loyalty = loyaltyService(c);
  const [history, vouchers, welcome, pageShell] = await Promise.all([
    loyalty.history(),
    loyalty.vouchers(),
    loyalty.welcome(),
    accountShell(c, text.title, '/account/club'),
  ]);
  const view: LoyaltyPageView = {
    text,
    member: history
      ? {
          points: history.balance,
          vouchers: vouchers?.applicableLoyaltyVouchers ?? [],
          history: history.entries,
        }
      : null,
    welcome: welcome ?? undefined,
    notice: noticeOf(c),
  };
  return page(c, pageShell, 'LoyaltyMain', () => createElement(LoyaltyMain, { view }));
};

export const clubPages = new Hono<AppEnv>()
  // Before the member check: a site without the programme has no such page, for anyone.
  .use(PATH, async (c, next) => {
    if (!featureFlags(c.get('site')).loyalty) throw new HttpError(404, 'API404', 'Page not found');
    await next();
  })
  .use(PATH, requireMember(), csrfProtection())
  .get(PATH, renderClub)
  .post(PATH, joinForm, async (c) => {
    if ((await readForm(c))._action !== 'join') throw new HttpError(400, 'API400', 'Unknown club action');
    await loyaltyService(c).join();
    return formAnswer(c, { json: { saved: 'joined' }, query: { saved: 'joined' } });
  });
