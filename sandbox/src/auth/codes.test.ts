import { runInDurableObject } from 'cloudflare:test';
import { describe, expect, it, vi } from 'vitest';
import { tokenResponseSchema } from '../../../shared/contract';
import { favoritesSchema } from '../../../shared/contract/wishlists';
import { call, env, expectError, guestToken } from '../../test/helpers';
import { consumerStub } from '../consumer/directory';
import { mintCode, readCode } from './codes';
import { randomSecret, s256 } from './crypto';
import { PASSWORD, signIn, signInTokens, signUp } from './test-member';

const TOKEN = '/token/v2/auth/token';
// Every sign-in hashes with PBKDF2 (100 000 iterations): on a loaded machine a few exceed 5 s.
const SLOW = 30_000;

const exchange = (authorizationCode: string, codeVerifier: string, guestObjects?: object) =>
  call(TOKEN, { body: { type: 'Registered', authorizationCode, codeVerifier, guestObjects } });

const codeFor = async (email: string, verifier: string) => {
  const response = await signIn(email, PASSWORD, { verifier });
  expect(response.status).toBe(200);
  return ((await response.json()) as { authorizationCode: string }).authorizationCode;
};

const newMember = async () => {
  const { email, profile } = await signUp();
  return {
    email,
    consumerNo: (profile as { consumerProfile: { consumerNo: string } }).consumerProfile.consumerNo,
  };
};

const codeRows = (consumerNo: string) =>
  runInDurableObject(
    consumerStub(env, consumerNo),
    (_instance, state) =>
      state.storage.sql.exec<{ n: number }>('SELECT COUNT(*) AS n FROM auth_code').one().n,
  );

describe('authorization codes kept in the member object', { timeout: SLOW }, () => {
  it('names its member and is signed: a changed code, or one the object never issued, is AUT401', async () => {
    const [{ email, consumerNo }, other] = await Promise.all([newMember(), newMember()]);
    const verifier = randomSecret(32);
    const code = await codeFor(email, verifier);
    const [number, secret, mac] = code.split('.');
    expect(number).toBe(consumerNo);
    // Another member's number with this code's secret and MAC.
    await expectError(await exchange(`${other.consumerNo}.${secret}.${mac}`, verifier), 401, 'AUT401');
    await expectError(await exchange(`${number}.${secret}.${randomSecret()}`, verifier), 401, 'AUT401');
    await expectError(await exchange(`${number}.${secret}`, verifier), 401, 'AUT401');
    // Signed by the sandbox, but never issued by the member's object.
    const minted = await mintCode(env.TOKEN_SECRET, consumerNo);
    await expectError(await exchange(minted.code, verifier), 401, 'AUT401');
    // None of those spent the real one.
    const right = await exchange(code, verifier);
    expect(right.status).toBe(200);
    expect(tokenResponseSchema.parse(await right.json()).consumerNo).toBe(consumerNo);
  });

  it('a retry gets the first answer only while the code lives, and never with another verifier', async () => {
    const { email } = await newMember();
    const verifier = randomSecret(32);
    const code = await codeFor(email, verifier);
    const first = tokenResponseSchema.parse(await (await exchange(code, verifier)).json());
    await expectError(await exchange(code, randomSecret(32)), 401, 'AUT401');
    const retry = tokenResponseSchema.parse(await (await exchange(code, verifier)).json());
    expect(retry).toEqual(first);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      await expectError(await exchange(code, verifier), 401, 'AUT401');
    } finally {
      vi.useRealTimers();
    }
  });

  it('two claims at once start one session: the other is AUT409 until the answer is kept', async () => {
    const { consumerNo } = await newMember();
    const member = consumerStub(env, consumerNo);
    const verifier = randomSecret(32);
    const challenge = await s256(verifier);
    expect(await member.issueCode('Wrong-pass1', challenge)).toBeNull();
    const code = await member.issueCode(PASSWORD, challenge);
    const { hash } = (await readCode(env.TOKEN_SECRET, code!))!;
    const results = await Promise.all([
      member.redeemCode(hash, challenge),
      member.redeemCode(hash, challenge),
    ]);
    const won = results.filter((r) => r.ok);
    expect(won).toHaveLength(1);
    expect(results.find((r) => !r.ok)).toMatchObject({
      ok: false,
      error: { status: 409, errorId: 'AUT409' },
    });
    const session = (won[0] as { value: { session: ReturnType<typeof tokenResponseSchema.parse> } }).value
      .session;
    expect(session.consumerNo).toBe(consumerNo);
    await expect(member.redeemCode(hash, challenge)).resolves.toMatchObject({
      ok: false,
      error: { status: 409 },
    });
    const answer = { ...session, previousItemCount: 0, mergedItemCount: 0 };
    await member.answerCode(hash, answer);
    await expect(member.redeemCode(hash, challenge)).resolves.toEqual({ ok: true, value: { answer } });
    // The session is the one family the claim started: its refresh token rotates.
    const refreshed = await call(TOKEN, { body: { type: 'Registered', refreshToken: session.refreshToken } });
    expect(refreshed.status).toBe(200);
  });

  it('expired codes are deleted when the next one is issued', async () => {
    const { email, consumerNo } = await newMember();
    await codeFor(email, randomSecret(32));
    await codeFor(email, randomSecret(32));
    expect(await codeRows(consumerNo)).toBe(2);
    vi.useFakeTimers({ now: Date.now() + 61_000, toFake: ['Date'] });
    try {
      await codeFor(email, randomSecret(32));
    } finally {
      vi.useRealTimers();
    }
    expect(await codeRows(consumerNo)).toBe(1);
  });
});

describe('the exchange answers the member lists', { timeout: SLOW }, () => {
  it('the same lists at every sign-in, and a guest favorites list merged into them', async () => {
    const { email } = await newMember();
    const first = await signInTokens(email);
    expect(first.favoriteId).toMatch(/^[a-f0-9]{32}$/);
    expect(first.saveForLaterId).toMatch(/^[a-f0-9]{32}$/);
    expect(first.favoriteId).not.toBe(first.saveForLaterId);
    const again = await signInTokens(email);
    expect([again.favoriteId, again.saveForLaterId]).toEqual([first.favoriteId, first.saveForLaterId]);

    const { accessToken: guest } = await guestToken();
    const { results } = await env.DB.prepare('SELECT id FROM products ORDER BY id LIMIT 1').all<{
      id: string;
    }>();
    const added = await call('/wishlists/v2/favorites', {
      token: guest,
      body: { id: results[0]!.id, qty: 1, itemType: 'product' },
    });
    const guestList = favoritesSchema.parse(await added.json());
    const verifier = randomSecret(32);
    const merged = tokenResponseSchema.parse(
      await (
        await exchange(await codeFor(email, verifier), verifier, { favoriteId: guestList.favoriteId })
      ).json(),
    );
    expect([merged.favoriteId, merged.saveForLaterId]).toEqual([first.favoriteId, first.saveForLaterId]);
    const favorites = favoritesSchema.parse(
      await (await call('/wishlists/v2/favorites', { token: merged.accessToken })).json(),
    );
    expect(favorites.entries.map((e) => e.id)).toEqual([results[0]!.id]);
  });
});
