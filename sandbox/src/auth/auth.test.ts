import { SignJWT } from 'jose';
import { describe, expect, it } from 'vitest';
import { tokenResponseSchema } from '../../../shared/contract';
import { call, env, expectError, guestToken } from '../../test/helpers';
import { ISSUER, signToken, verifyToken } from './tokens';

const CART = '/cart/v1/cart';

describe('POST /token/v2/auth/token', () => {
  it('issues a guest access token and a refresh token', async () => {
    const token = await guestToken();
    expect(tokenResponseSchema.parse(token)).toMatchObject({
      consumerType: 'GUEST',
      expiresIn: 1800,
      refreshExpiresIn: 2_592_000,
    });
    expect(token.consumerNo).toMatch(/^G\d{15}$/);
    expect(token.refreshToken).not.toBe(token.accessToken);
    await expect(verifyToken(env.TOKEN_SECRET, token.accessToken, 'access')).resolves.toEqual({
      consumerNo: token.consumerNo,
      consumerType: 'GUEST',
    });
    await expect(verifyToken(env.TOKEN_SECRET, token.refreshToken, 'refresh')).resolves.toMatchObject({
      consumerNo: token.consumerNo,
    });
  });

  it('renews the same guest with its refresh token and rejects an access token there', async () => {
    const first = await guestToken();
    const response = await call('/token/v2/auth/token', {
      body: { type: 'Guest', refreshToken: first.refreshToken },
    });
    expect(response.status).toBe(200);
    expect(tokenResponseSchema.parse(await response.json()).consumerNo).toBe(first.consumerNo);
    const wrong = await call('/token/v2/auth/token', {
      body: { type: 'Guest', refreshToken: first.accessToken },
    });
    await expectError(wrong, 401, 'AUT401');
  });

  it('gives every guest a new consumer number', async () => {
    const [a, b] = await Promise.all([guestToken(), guestToken()]);
    expect(a.consumerNo).not.toBe(b.consumerNo);
  });

  it('rejects a bad body with API400 and the validation message', async () => {
    const detail = await expectError(
      await call('/token/v2/auth/token', { body: { type: 'Robot' } }),
      400,
      'API400',
    );
    expect(detail.message).toMatch(/type/);
    await expectError(await call('/token/v2/auth/token', { body: '{not json' }), 400, 'API400');
  });

  it('requires the access key', async () => {
    await expectError(
      await call('/token/v2/auth/token', { body: { type: 'Guest' }, apiKey: null }),
      401,
      'AUT401',
    );
  });
});

describe('shopper token on /cart/*', () => {
  const body = { currency: 'USD' };

  it('rejects a missing or malformed token', async () => {
    await expectError(await call(CART, { body }), 401, 'AUT401');
    await expectError(await call(CART, { body, headers: { authorization: 'Basic abc' } }), 401, 'AUT401');
    await expectError(await call(CART, { body, token: 'not-a-jwt' }), 401, 'AUT401');
  });

  it('rejects a forged token (wrong signature)', async () => {
    const forged = await new SignJWT({ consumerType: 'GUEST', use: 'access' })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer(ISSUER)
      .setSubject('G123')
      .setExpirationTime('10m')
      .sign(new TextEncoder().encode('some-other-secret-0123456789abcdef0123456789'));
    await expectError(await call(CART, { body, token: forged }), 401, 'AUT401');
  });

  it('rejects an expired token', async () => {
    const past = Math.floor(Date.now() / 1000) - 3600;
    const expired = await signToken(
      env.TOKEN_SECRET,
      { consumerNo: 'G1', consumerType: 'GUEST' },
      'access',
      60,
      past,
    );
    const detail = await expectError(await call(CART, { body, token: expired }), 401, 'AUT401');
    expect(detail.message).toMatch(/expired/);
  });

  it('rejects a refresh token used as an access token', async () => {
    const { refreshToken } = await guestToken();
    await expectError(await call(CART, { body, token: refreshToken }), 401, 'AUT401');
    // Also once the isolate has verified it (and remembered it) as a refresh token.
    await verifyToken(env.TOKEN_SECRET, refreshToken, 'refresh');
    await expectError(await call(CART, { body, token: refreshToken }), 401, 'AUT401');
  });

  it('rejects a token that expired after it was verified once', async () => {
    const token = await signToken(env.TOKEN_SECRET, { consumerNo: 'G2', consumerType: 'GUEST' }, 'access', 1);
    await expect(verifyToken(env.TOKEN_SECRET, token, 'access')).resolves.toMatchObject({ consumerNo: 'G2' });
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const detail = await expectError(await call(CART, { body, token }), 401, 'AUT401');
    expect(detail.message).toMatch(/expired/);
  });
});
