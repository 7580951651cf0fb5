/**
 * The identity BFF (`/api/auth/*`, CSRF-checked like every mutating /api call). Islands send JSON;
 * the no-script pages (`/{locale}/sign-in` and friends, worker/routes/auth/pages.tsx) post the
 * same handlers as forms, at their own URL (`authFormRoutes`), and get a 303; a refused form gets
 * its page again, with the refusal's status and what was typed but the password (`authForm`). No answer ever holds a token or the
 * PKCE verifier.
 *
 * | call                          | JSON answer                         | form: 303 to                  |
 * | ----------------------------- | ----------------------------------- | ----------------------------- |
 * | POST /api/auth/lookup         | `{ exists }`                        | -                             |
 * | POST /api/auth/sign-in        | `{ signedIn, cartMerged, cartNotice, returnTo }` | returnTo (`signedIn=merged|partly`) |
 * | POST /api/auth/sign-up        | 201 the same                        | returnTo                      |
 * | POST /api/auth/forgot-password| 202 `{ sent }`                      | forgot page `?sent=1`         |
 * | POST /api/auth/reset-password | `{ reset }`                         | sign-in page `?reset=1`       |
 * | POST /api/auth/password       | `{ changed }` (member)              | returnTo `?passwordChanged=1` |
 * | POST /api/auth/sign-out       | `{ signedOut }`                     | (the page route /sign-out)    |
 *
 * Forgot-password has a budget per client address, shared with the enrollment flow's forgot step:
 * past it, 429 API429 and no e-mail (`reset-mail-budget.ts`).
 */
import { Hono } from 'hono';
import {
  changePasswordBodySchema,
  forgotPasswordBodySchema,
  lookupBodySchema,
  resetPasswordBodySchema,
  type SignedInAnswer,
  signInBodySchema,
  signUpBodySchema,
} from '../../../shared/contract/auth-bff';
import { isPartiallyEnrolled, missingDetails } from '../../../shared/contract/enroll-bff';
import { storedPhone } from '../../../shared/contract/phone/format';
import { isPostalCodeOf, normalizePostalCode } from '../../../shared/validation/address';
import { authAnswer, authPagePath, returnPath, withParam } from '../../auth/form';
import { authForm } from '../../auth/render';
import { signInMember, signOutMember } from '../../auth/sign-in';
import type { AppEnv } from '../../env';
import { HttpError } from '../../middleware/errors';
import { resetMailLimit } from '../../middleware/rate-limit/reset-mail-budget';
import { originOf } from '../../render/page-kit';
import { validateBody } from '../../validation';

/**
 * The four calls an identity page's form makes. Mounted here for the islands and under
 * `/{locale}/{page}` for the pages' own no-script forms (worker/routes/auth/pages.tsx), so a
 * refused form renders its page again at the page's own URL, not at an /api/ one.
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
    return authAnswer(
      c,
      answer,
      missing.length ? withParam(merged, 'completeProfile', missing.join(',')) : merged,
    );
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
    return authAnswer(c, answer, cartNotice ? withParam(next, 'signedIn', cartNotice) : next, 201);
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
      return authAnswer(c, { sent: true }, authPagePath(site.locale, 'forgot-password', { sent: '1' }), 202);
    },
  )
  .post('/reset-password', authForm('reset-password'), validateBody(resetPasswordBodySchema), async (c) => {
    const { token, password } = c.req.valid('json');
    await c.get('upstream').consumerAuth.resetPassword({ token, password });
    return authAnswer(c, { reset: true }, authPagePath(c.get('site').locale, 'sign-in', { reset: '1' }));
  });

export const authApi = new Hono<AppEnv>()
  .post('/lookup', validateBody(lookupBodySchema), async (c) => {
    const answer = await c.get('upstream').consumerAuth.lookup(c.req.valid('json').email);
    c.header('cache-control', 'private, no-store');
    return c.json(answer);
  })
  .route('/', authFormRoutes)
  .post(
    '/password',
    authForm((c, returnTo) => returnPath(c, returnTo)),
    validateBody(changePasswordBodySchema),
    async (c) => {
      const { session, upstream } = c.var;
      if (!session.isMember) throw new HttpError(403, 'AUT432', 'Sign in to continue');
      const { currentPassword, password, returnTo } = c.req.valid('json');
      const tokens = await session.withToken((token) =>
        upstream.consumerAuth.changePassword(token, { currentPassword, password }),
      );
      // The change revoked every family, this session's too: it goes on with the new pair.
      session.signIn(tokens);
      return authAnswer(c, { changed: true }, withParam(returnPath(c, returnTo), 'passwordChanged', '1'));
    },
  )
  .post('/sign-out', async (c) => {
    await signOutMember(c);
    c.header('cache-control', 'private, no-store');
    return c.json({ signedOut: true });
  });
