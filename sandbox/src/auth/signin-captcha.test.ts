/**
 * Sign-in on a site with the captcha setting on (RL-GB): `recaptcha_response` must be a valid
 * `signin` token of that site, else 403 AUT403 before the password is looked at, so a refusal
 * neither issues a code nor counts as a failed attempt. Sites without the setting need none.
 */
import { describe, expect, it } from 'vitest';
import { call, expectError, guestToken } from '../../test/helpers';
import { s256 } from './crypto';
import { PASSWORD, signUp, uniqueClient } from './test-member';

const SLOW = 30_000;

const captcha = async (action: string, siteId = 'RL-GB') => {
  const token = (await guestToken()).accessToken;
  const response = await call('/captcha/v1/token', { body: { action }, token, siteId });
  expect(response.status).toBe(200);
  return ((await response.json()) as { token: string }).token;
};

const signin = async (email: string, siteId: string, recaptcha_response?: string, password = PASSWORD) =>
  call('/consumers-v3/auth/signin', {
    siteId,
    headers: { 'x-forwarded-for': uniqueClient() },
    body: {
      type: 'Credentials',
      username: email,
      password,
      codeChallenge: await s256(crypto.randomUUID() + crypto.randomUUID()),
      ...(recaptcha_response === undefined ? {} : { recaptcha_response }),
    },
  });

describe('sign-in captcha', { timeout: SLOW }, () => {
  it('refuses a sign-in without a captcha on RL-GB with AUT403, and counts no failure', async () => {
    const { email } = await signUp();
    // Five refusals: had they counted as failures, the account would now be locked (AUT423).
    for (let i = 0; i < 5; i++) await expectError(await signin(email, 'RL-GB'), 403, 'AUT403');
    await expectError(await signin(email, 'RL-GB', 'not-a-token'), 403, 'AUT403');
    await expectError(await signin(email, 'RL-GB', await captcha('checkout')), 403, 'AUT403');
    await expectError(await signin(email, 'RL-GB', await captcha('signin', 'RL-US')), 403, 'AUT403');
    const ok = await signin(email, 'RL-GB', await captcha('signin'));
    expect(ok.status).toBe(200);
    expect(await ok.json()).toMatchObject({ authorizationCode: expect.any(String) });
  });

  it('checks the password after the captcha: a wrong one is still AUT401', async () => {
    const { email } = await signUp();
    await expectError(await signin(email, 'RL-GB', await captcha('signin'), 'Wrong-pass-1'), 401, 'AUT401');
  });

  it('needs no captcha on a site without the setting', async () => {
    const { email } = await signUp();
    expect((await signin(email, 'RL-US')).status).toBe(200);
  });
});
