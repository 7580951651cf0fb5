/**
 * The identity forms' handlers (sign-in, sign-up, forgot and reset password), shared by the
 * identity BFF and the no-script identity pages.
 */
import { Hono } from 'hono';
import {
  forgotPasswordBodySchema,
  resetPasswordBodySchema,
  type SignedInAnswer,
  signInBodySchema,
  signUpBodySchema,
} from '../../shared/contract/auth-bff';
import { isPartiallyEnrolled, missingDetails } from '../../shared/contract/enroll-bff';
import { storedPhone } from '../../shared/contract/phone/format';
import { isPostalCodeOf, normalizePostalCode } from '../../shared/contract/postal-code';
import type { AppEnv } from '../env';
import { HttpError } from '../middleware/errors';
import { resetMailLimit } from '../middleware/rate-limit/reset-mail-budget';
import { originOf } from '../render/page-kit';
import { formAnswer, validateBody } from '../validation';
import { authPagePath, returnPath, withParam } from './form';
import { authForm } from './render';
import { signInMember } from './sign-in';

/**
 * The four calls an identity page's form makes. Mounted under `/api/auth` for the islands
 * (worker/routes/api/auth.ts) and under `/{locale}/{page}` for the pages' own no-script forms
 * (worker/routes/auth/pages.tsx), so a refused form renders its page again at the page's own URL,
 * not at an /api/ one.
 */
export const authFormRoutes = new Hono<AppEnv>()
  .post('/sign-in', authForm('sign-in'), validateBody(signInBodySchema), async (c) => {
    const { email, password, returnTo } = c.req.valid('json');
    const { cartMerged, cartNotice, profile } = await signInMember(c, { email, password });
    const next = returnPath(c, returnTo);
    // A partially enrolled profile is offered the enrollment flow on the page signed in to.
    const missing =
      profile && isPartiallyEnrolled(profile.consumerDetails) ? missingDetails(profile.consumerDetails) : [];
    const answer: SignedInAnswer = {
      signedIn: true,
      cartMerged,
      ...(cartNotice ? { cartNotice } : {}),
      returnTo: next,
      ...(missing.length ? { completeProfile: missing } : {}),
    };
    const merged = cartNotice ? withParam(next, 'signedIn', cartNotice) : next;
    return formAnswer(c, {
      json: answer,
      to: missing.length ? withParam(merged, 'completeProfile', missing.join(',')) : merged,
    });
  })
  .post('/sign-up', authForm('sign-up'), validateBody(signUpBodySchema), async (c) => {
    const { email, password, firstName, lastName, phone, birthDate, postalCode, newsletter, returnTo } =
      c.req.valid('json');
    const { country } = c.get('site');
    // The profile's own rules (shared/contract/phone; the checkout's postal code pattern), before the account
    // exists: a value the profile refuses, stored here, would block every later save of the profile.
    const storedNumber = phone ? storedPhone(phone, country) : undefined;
    const rules = postalCode
      ? await c
          .get('upstream')
          .utilities.i18n(country)
          .catch(() => null)
      : null;
    const fields: Record<string, string> = {};
    if (phone && !storedNumber) fields.phone = 'phoneInvalid';
    if (postalCode && (!rules || !isPostalCodeOf(postalCode, rules))) fields.postalCode = 'postalCodeInvalid';
    if (Object.keys(fields).length > 0)
      throw new HttpError(
        400,
        'API400',
        fields.phone ? 'phone: Phone is not valid' : 'postalCode: Postal code is not valid',
        { details: { fields } },
      );
    await c.get('upstream').consumerAuth.signUp({
      email,
      password,
      firstName,
      lastName,
      // E.164 (shared/contract/phone), as the profile stores it.
      phone: storedNumber,
      birthDate,
      postalCode: postalCode && normalizePostalCode(postalCode, country),
      ...(newsletter ? { subscriptions: { newsletter: true, sms: false } } : {}),
    });
    const { cartMerged, cartNotice } = await signInMember(c, { email, password }, firstName);
    const next = returnPath(c, returnTo);
    const answer: SignedInAnswer = {
      signedIn: true,
      cartMerged,
      ...(cartNotice ? { cartNotice } : {}),
      returnTo: next,
    };
    return formAnswer(c, {
      json: answer,
      status: 201,
      to: cartNotice ? withParam(next, 'signedIn', cartNotice) : next,
    });
  })
  .post(
    '/forgot-password',
    authForm('forgot-password'),
    validateBody(forgotPasswordBodySchema),
    resetMailLimit,
    async (c) => {
      const { site } = c.var;
      // The e-mail links to this storefront's reset page (on its configured origin, never the
      // request's Host, or anyone could mail a member a link to their own host); the sandbox adds `?token=`.
      const resetUrl = `${originOf(c)}/${site.locale}/reset-password`;
      await c.get('upstream').consumerAuth.forgotPassword({ email: c.req.valid('json').email, resetUrl });
      return formAnswer(c, {
        json: { sent: true },
        status: 202,
        to: authPagePath(site.locale, 'forgot-password', { sent: '1' }),
      });
    },
  )
  .post('/reset-password', authForm('reset-password'), validateBody(resetPasswordBodySchema), async (c) => {
    const { token, password } = c.req.valid('json');
    await c.get('upstream').consumerAuth.resetPassword({ token, password });
    return formAnswer(c, {
      json: { reset: true },
      to: authPagePath(c.get('site').locale, 'sign-in', { reset: '1' }),
    });
  });
