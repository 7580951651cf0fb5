/**
 * Sign-in (PKCE), sign-up, e-mail lookup, sign-out and the password journeys (spec section 7,
 * Authentication). The rules: `../../../shared/contract/auth.ts`; throttling: `throttle.ts`; reset
 * links (budget, revocation, the localized e-mail): `password-resets.ts`;
 * the member's data and sessions: `../consumer/consumer.ts`.
 */
import { Hono } from 'hono';
import {
  changePasswordRequestSchema,
  forgotPasswordRequestSchema,
  lookupQuerySchema,
  resetPasswordRequestSchema,
  type SigninResponse,
  signinRequestSchema,
  signoutRequestSchema,
} from '../../../shared/contract/auth';
import { LOYALTY_ENROLMENT, type Subscription, signupRequestSchema } from '../../../shared/contract/consumer';
import { IN_STORE_ABSOLUTE_MS } from '../../../shared/contract/in-store';
import { passwordError } from '../../../shared/contract/password';
import { requestLocale } from '../commerce/localize-order';
import { memberByEmail, orDemoMember } from '../consumer/demo-member';
import { claimEmail, consumerNoQuery, consumerStub, releaseEmail } from '../consumer/directory';
import { requireMember, unwrap } from '../consumer/member';
import type { AppEnv } from '../env';
import { SandboxError, validate } from '../errors';
import { requireCaptcha } from '../payments/captcha';
import { revokeAgent } from './agent';
import { requireShopper } from './middleware';
import { hashDummy, hashPassword } from './password-hash';
import { mailResetLink, revokeResetLinks, spendResetToken } from './password-resets';
import { beforeSignin, clearFailures, clientAddress, recordFailure, spendLookup } from './throttle';
import { newMemberConsumerNo, verifyClaims } from './tokens';

const noStore = { 'Cache-Control': 'no-store' };

const checkNewPassword = (password: string) => {
  const problem = passwordError(password);
  if (problem) throw new SandboxError(400, problem.errorId, problem.message);
};

export const identityRoutes = new Hono<AppEnv>()
  .post('/consumers-v3/auth/signin', validate('json', signinRequestSchema), async (c) => {
    const { username: email, password, codeChallenge, recaptcha_response } = c.req.valid('json');
    // Before the password is looked at: a refused captcha neither counts as a failure nor is throttled.
    await requireCaptcha(c, recaptcha_response, 'signin');
    const client = clientAddress(c);
    // One D1 round trip before the password is looked at (a lock refuses here), one call to the
    // member's object that checks it and issues the code, and a write only when there are
    // failures to forget.
    const { hasFailures, found } = await beforeSignin<{ consumer_no: string }>(
      c.env.DB,
      email,
      client,
      consumerNoQuery(c.env.DB, email),
    );
    const consumerNo = await orDemoMember(c.env, email, found?.consumer_no);
    const code = consumerNo
      ? await consumerStub(c.env, consumerNo).issueCode(password, codeChallenge)
      : await hashDummy(password).then(() => null);
    if (!code) throw await recordFailure(c.env.DB, email, client);
    if (hasFailures) await clearFailures(c.env.DB, email);
    return c.json({ authorizationCode: code } satisfies SigninResponse, 200, noStore);
  })
  .post('/consumers-v3/auth/signup', validate('json', signupRequestSchema), async (c) => {
    const body = c.req.valid('json');
    checkNewPassword(body.password);
    const consumerNo = newMemberConsumerNo();
    if (!(await claimEmail(c.env.DB, body.email, consumerNo)))
      throw new SandboxError(409, 'AUT409', 'An account with this e-mail exists: sign in instead');
    const now = new Date().toISOString();
    const subscriptions: Subscription[] = [];
    if (body.loyalty)
      subscriptions.push({
        type: LOYALTY_ENROLMENT,
        channel: 'EMAIL',
        optin: true,
        doubleOptin: true,
        recipient: body.email,
        optinDate: now,
      });
    if (body.subscriptions?.newsletter)
      subscriptions.push({
        type: 'NEWSLETTER',
        channel: 'EMAIL',
        optin: true,
        doubleOptin: true,
        recipient: body.email,
        optinDate: now,
      });
    if (body.subscriptions?.sms && body.phone)
      subscriptions.push({
        type: 'SMS',
        channel: 'SMS',
        optin: true,
        doubleOptin: true,
        recipient: body.phone,
        optinDate: now,
      });
    try {
      const created = await consumerStub(c.env, consumerNo).create(
        {
          consumerNo,
          email: body.email,
          firstName: body.firstName,
          lastName: body.lastName,
          phone: body.phone,
          birthDate: body.birthDate,
          postalCode: body.postalCode,
          preferences: body.preferences ?? { interests: '' },
          isLoyaltyMember: body.loyalty === true,
          loyaltyOptInDate: body.loyalty ? now : undefined,
        },
        await hashPassword(body.password),
        subscriptions,
      );
      return c.json({ consumerProfile: unwrap(created) }, 201, noStore);
    } catch (error) {
      // The e-mail must not stay claimed by an account that was never made.
      await releaseEmail(c.env.DB, body.email);
      throw error;
    }
  })
  .get('/consumers-v3/consumer/lookup', validate('query', lookupQuerySchema), async (c) => {
    await spendLookup(c.env.DB, clientAddress(c));
    const exists = (await memberByEmail(c.env, c.req.valid('query').email)) !== undefined;
    return c.json({ exists }, 200, noStore);
  })
  .post('/consumers-v3/confirmforgotpassword', validate('json', forgotPasswordRequestSchema), async (c) => {
    const { email, resetUrl } = c.req.valid('json');
    // Read before the lookup: an unknown site is refused the same for every e-mail.
    const locale = requestLocale(c);
    const consumerNo = await memberByEmail(c.env, email);
    if (consumerNo) await mailResetLink(c.env.DB, { consumerNo, email, resetUrl, locale });
    // The same answer whether or not the e-mail has an account, and whether or not its budget is spent.
    return c.body(null, 202, noStore);
  })
  .post('/consumers-v3/consumer/resetpassword', validate('json', resetPasswordRequestSchema), async (c) => {
    const { token, password } = c.req.valid('json');
    checkNewPassword(password);
    const consumerNo = await spendResetToken(c.env.DB, token);
    if (!consumerNo)
      throw new SandboxError(
        400,
        'AUT402',
        'This reset link has expired, was used or was revoked: ask for a new one',
      );
    await consumerStub(c.env, consumerNo).setPassword(await hashPassword(password));
    return c.body(null, 204, noStore);
  })
  .use('/consumers-v3/consumer/auth/signout', requireShopper)
  .post('/consumers-v3/consumer/auth/signout', validate('json', signoutRequestSchema), async (c) => {
    const { shopper, family } = await verifyClaims(
      c.env.TOKEN_SECRET,
      c.req.valid('json').refreshToken,
      'refresh',
    );
    if (shopper.consumerNo !== c.var.shopper.consumerNo)
      throw new SandboxError(400, 'API400', 'The refresh token belongs to another consumer');
    // An associate's shopper token signs the whole in-store session out (`agent.ts`).
    const sid = c.var.shopper.agent?.sid;
    if (sid) await revokeAgent(c.env.DB, sid, Math.floor((Date.now() + IN_STORE_ABSOLUTE_MS) / 1000));
    if (family) await consumerStub(c.env, shopper.consumerNo).signOut(family);
    return c.body(null, 204, noStore);
  })
  .use('/consumers-v3/consumer/changepassword', requireShopper, requireMember)
  .post('/consumers-v3/consumer/changepassword', validate('json', changePasswordRequestSchema), async (c) => {
    const { currentPassword, password } = c.req.valid('json');
    checkNewPassword(password);
    const { consumerNo } = c.var.shopper;
    const pair = unwrap(await consumerStub(c.env, consumerNo).changePassword(currentPassword, password));
    await revokeResetLinks(c.env.DB, consumerNo);
    return c.json(pair, 200, noStore);
  });
