/**
 * Signing out and member renewal through the BFF, against a scripted identity upstream in front of
 * the real sandbox (`worker/test/scripted-identity.ts`).
 */
import { describe, expect, it } from 'vitest';
import { COOKIE } from '../../middleware/session';
import { seal } from '../../middleware/session/crypto';
import { env, formPost, type Jar, jsonPost, storefront } from '../../test/helpers';
import { json, memberTokens, refusal, scriptedUpstream, stateOf } from '../../test/scripted-identity';

describe('signing out', () => {
  /** A jar holding a member session sealed by hand (as the sign-in would have written it). */
  const memberJar = async (accessExpiresAt = Date.now() + 600_000): Promise<Jar> => {
    const secret = env.SESSION_SECRET;
    return new Map([
      [
        `__Host-${COOKIE.access}`,
        await seal({ token: 'member-access', expiresAt: accessExpiresAt }, secret, 3600),
      ],
      [
        `__Host-${COOKIE.refresh}`,
        await seal({ token: 'member-refresh', expiresAt: Date.now() + 3_600_000 }, secret, 3600),
      ],
      [
        `__Host-${COOKIE.state}`,
        await seal(
          { sessionId: 's-1', consumerNo: 'C-1', consumerType: 'REGISTERED', basketId: 'mb' },
          secret,
          3600,
        ),
      ],
    ]);
  };

  it('calls the upstream with the refresh token, starts a new guest, and leaves a protected page for home', async () => {
    const jar = await memberJar();
    const { recorded, envOverride } = scriptedUpstream((path) =>
      path === '/consumers-v3/consumer/auth/signout' ? new Response(null, { status: 204 }) : undefined,
    );
    const response = await storefront('/en-us/sign-out', {
      ...formPost({ returnTo: '/en-us/account/addresses' }),
      jar,
      envOverride,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us');
    expect(recorded.find((r) => r.path === '/consumers-v3/consumer/auth/signout')).toMatchObject({
      body: { refreshToken: 'member-refresh' },
      authorization: 'Bearer member-access',
    });
    const state = await stateOf(jar);
    expect(state).toMatchObject({ consumerType: 'GUEST' });
    expect(state?.basketId).toBeUndefined();
    expect(state?.sessionId).not.toBe('s-1');
  });

  it('clears every cookie even when the upstream sign-out fails, and returns to a public page', async () => {
    const jar = await memberJar();
    const { envOverride } = scriptedUpstream((path) => {
      if (path === '/consumers-v3/consumer/auth/signout') return refusal(500, 'GEN500');
      if (path === '/token/v2/auth/token') return refusal(503, 'GEN500');
      return undefined;
    });
    const response = await storefront('/en-us/sign-out', {
      ...formPost({ returnTo: '/en-us/c/hiking-1001' }),
      jar,
      envOverride,
    });
    expect(response.status).toBe(303);
    expect(response.headers.get('location')).toBe('/en-us/c/hiking-1001');
    const cleared = response.headers.getSetCookie();
    expect(cleared).toHaveLength(3);
    for (const cookie of cleared) expect(cookie).toMatch(/^__Host-sf_\w+=;.*Max-Age=0/);
    expect(jar.size).toBe(0);
  });

  it('refuses a cross-site sign-out', async () => {
    const jar = await memberJar();
    const { recorded, envOverride } = scriptedUpstream(() => undefined);
    const response = await storefront('/en-us/sign-out', {
      ...formPost({}, { origin: 'https://evil.example' }),
      jar,
      envOverride,
    });
    expect(response.status).toBe(403);
    expect(recorded.map((r) => r.path)).not.toContain('/consumers-v3/consumer/auth/signout');
  });

  it('keeps the member session on a transient 5xx from the token call (no 5xx page)', async () => {
    const jar = await memberJar(Date.now() - 1);
    const before = new Map(jar);
    const { recorded, envOverride } = scriptedUpstream((path) =>
      path === '/token/v2/auth/token' ? refusal(503, 'GEN500') : undefined,
    );
    const response = await storefront('/en-us/cart', { jar, envOverride });
    expect(response.status).toBe(200);
    await response.text();
    expect(recorded.filter((r) => r.path === '/token/v2/auth/token')[0]?.body).toEqual({
      type: 'Registered',
      refreshToken: 'member-refresh',
    });
    expect(jar).toEqual(before);
  });

  it('renews once for two concurrent requests with the same cookie (the refresh gate)', async () => {
    const first = await memberJar(Date.now() - 1);
    const second = new Map(first);
    const { recorded, envOverride } = scriptedUpstream((path, body) => {
      if (path === '/consumers-v3/consumer/auth/signout') return new Response(null, { status: 204 });
      if (path !== '/token/v2/auth/token' || body.type !== 'Registered') return undefined;
      // Slow enough that the second request arrives while the first renews.
      return new Promise<Response>((resolve) => setTimeout(() => resolve(json(memberTokens())), 300));
    });
    const [a, b] = await Promise.all([
      storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: first, envOverride }),
      storefront('/api/auth/sign-out', { ...jsonPost('{}'), jar: second, envOverride }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const renewals = recorded.filter(
      (r) => r.path === '/token/v2/auth/token' && r.body.type === 'Registered',
    );
    expect(renewals).toHaveLength(1);
    const signOuts = recorded.filter((r) => r.path === '/consumers-v3/consumer/auth/signout');
    expect(signOuts.map((r) => r.authorization)).toEqual([
      `Bearer ${memberTokens().accessToken}`,
      `Bearer ${memberTokens().accessToken}`,
    ]);
  });

  it('ends the member session when the token call refuses the grant (4xx)', async () => {
    const jar = await memberJar(Date.now() - 1);
    const { envOverride } = scriptedUpstream((path, body) =>
      path === '/token/v2/auth/token' && body.type === 'Registered' ? refusal(401, 'AUT401') : undefined,
    );
    const response = await storefront('/en-us/cart', { jar, envOverride });
    expect(response.status).toBe(200);
    await response.text();
    expect((await stateOf(jar))?.consumerType).toBe('GUEST');
  });
});
