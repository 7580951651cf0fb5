/**
 * Whose address the per-address sign-in budget counts: the storefront's X-Forwarded-For (the
 * shopper's) when the call carries its server trust id, else the connecting address, so that
 * shoppers behind one storefront are counted apart and a spoofed header buys no fresh budget.
 */
import { describe, expect, it } from 'vitest';
import { call, expectError } from '../../test/helpers';
import { s256 } from './crypto';
import { PASSWORD, signUp, uniqueClient, uniqueEmail } from './test-member';
import { CLIENT_LIMIT } from './throttle';

const signin = async (username: string, password: string, headers: Record<string, string>, trusted = true) =>
  call('/consumers-v3/auth/signin', {
    trusted,
    headers,
    body: { type: 'Credentials', username, password, codeChallenge: await s256(crypto.randomUUID()) },
  });

/**
 * The address's whole budget of failed sign-ins, each for another unknown e-mail (no account
 * lock, only the address counts): the last one locks the address.
 */
const exhaust = async (headers: () => Record<string, string>, trusted = true) => {
  for (let i = 1; i <= CLIENT_LIMIT; i++) {
    const failed = await signin(uniqueEmail(), 'Wrong-pass-1', headers(), trusted);
    if (i < CLIENT_LIMIT) await expectError(failed, 401, 'AUT401');
    else await expectError(failed, 423, 'AUT423');
  }
};

describe('the shopper address of the sign-in throttle', { timeout: 60_000 }, () => {
  it('counts the storefront’s shoppers apart by the forwarded address', async () => {
    const { email } = await signUp();
    const busy = uniqueClient();
    await exhaust(() => ({ 'x-forwarded-for': busy }));
    // The address that failed twenty times is locked, even with the right password…
    await expectError(await signin(email, PASSWORD, { 'x-forwarded-for': busy }), 423, 'AUT423');
    // …and another shopper behind the same storefront signs in.
    expect((await signin(email, PASSWORD, { 'x-forwarded-for': uniqueClient() })).status).toBe(200);
  });

  it('ignores a forwarded address from a caller without the server trust id', async () => {
    const { email } = await signUp();
    const caller = uniqueClient();
    // A new spoofed address on every attempt: all of them count against the connecting address.
    const spoofing = () => ({ 'cf-connecting-ip': caller, 'x-forwarded-for': uniqueClient() });
    await exhaust(spoofing, false);
    await expectError(await signin(email, PASSWORD, spoofing(), false), 423, 'AUT423');
  });

  it('ignores a forwarded address sent with a wrong server trust id', async () => {
    const { email } = await signUp();
    const caller = uniqueClient();
    const wrongTrust = () => ({
      'cf-connecting-ip': caller,
      'x-forwarded-for': uniqueClient(),
      'x-server-trust-id': 'not-the-storefront',
    });
    await exhaust(wrongTrust, false);
    await expectError(await signin(email, PASSWORD, wrongTrust(), false), 423, 'AUT423');
  });
});
