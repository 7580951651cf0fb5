import { Hono } from 'hono';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { TokenRequest, TokenResponse } from '../../../shared/contract';
import type { AppEnv } from '../../env';
import type { AuthClient } from '../../upstream/commerce/auth';
import { ApiError } from '../../upstream/errors';
import { seal, unseal } from './crypto';
import { COOKIE, Session } from './index';

const token = (n: number, extra: Partial<TokenResponse> = {}): TokenResponse => ({
  accessToken: `access-${n}`,
  refreshToken: `refresh-${n}`,
  expiresIn: 1800,
  refreshExpiresIn: 86_400,
  consumerNo: 'G1',
  consumerType: 'GUEST',
  ...extra,
});

const fakeAuth = (answer: (body: TokenRequest) => Promise<TokenResponse>) => {
  const requests: TokenRequest[] = [];
  const auth: AuthClient = {
    token: (body) => {
      requests.push(body);
      return answer(body);
    },
  };
  return { auth: () => auth, requests };
};

describe('Session', () => {
  it('fetches one guest token however many callers ask at once', async () => {
    const { auth, requests } = fakeAuth(async () => token(1));
    const session = new Session({}, auth);
    const tokens = await Promise.all([session.accessToken(), session.accessToken(), session.accessToken()]);
    expect(tokens).toEqual(['access-1', 'access-1', 'access-1']);
    expect(requests).toEqual([{ type: 'Guest' }]);
    expect(session.isPending).toBe(true);
    expect(await session.accessToken()).toBe('access-1');
    expect(requests).toHaveLength(1);
  });

  it('reuses a stored token that has not expired and writes nothing', async () => {
    const { auth, requests } = fakeAuth(async () => token(2));
    const session = new Session({ access: { token: 'kept', expiresAt: Date.now() + 600_000 } }, auth);
    expect(await session.accessToken()).toBe('kept');
    expect(requests).toHaveLength(0);
    expect(session.isPending).toBe(false);
  });

  it('renews an expired token with the refresh token and keeps the basket', async () => {
    const { auth, requests } = fakeAuth(async () => token(3));
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() - 1 },
        refresh: { token: 'refresh-old', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'G1', consumerType: 'GUEST', basketId: 'B1' },
      },
      auth,
    );
    expect(await session.accessToken()).toBe('access-3');
    expect(requests).toEqual([{ type: 'Guest', refreshToken: 'refresh-old' }]);
    expect(session.basketId).toBe('B1');
  });

  it('starts a new guest, without the old basket, when the refresh token is refused', async () => {
    const { auth, requests } = fakeAuth(async (body) => {
      if ('refreshToken' in body && body.refreshToken)
        throw new ApiError({ status: 401, errorId: 'AUT401', message: 'expired' });
      return token(4, { consumerNo: 'G2' });
    });
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() - 1 },
        refresh: { token: 'refresh-old', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'G1', consumerType: 'GUEST', basketId: 'B1' },
      },
      auth,
    );
    expect(await session.accessToken()).toBe('access-4');
    expect(requests).toHaveLength(2);
    expect(session.basketId).toBeUndefined();
  });
});

describe('member session', () => {
  const member = (n: number) =>
    token(n, { consumerNo: 'M1', consumerType: 'REGISTERED', memberId: 'MEM1', basketId: 'MB' });

  it('signs in with a new session id, the member state and the merged lists', async () => {
    const { auth } = fakeAuth(async () => token(1));
    const session = new Session(
      {
        access: { token: 'guest', expiresAt: Date.now() + 600_000 },
        state: {
          sessionId: 'old-id',
          consumerNo: 'G1',
          consumerType: 'GUEST',
          basketId: 'GB',
          favoriteId: 'GF',
        },
      },
      auth,
    );
    expect(session.isMember).toBe(false);
    expect(session.guestObjects()).toEqual({ basketId: 'GB', favoriteId: 'GF', saveForLaterId: undefined });
    session.signIn({ ...member(2), favoriteId: 'MF', saveForLaterId: 'MS' });
    expect(session.isMember).toBe(true);
    expect(session.sessionId).not.toBe('old-id');
    expect(session.sessionId).toMatch(/^[0-9a-f-]{36}$/);
    expect([session.consumerNo, session.memberId, session.basketId]).toEqual(['M1', 'MEM1', 'MB']);
    expect([session.favoriteId, session.saveForLaterId]).toEqual(['MF', 'MS']);
    expect(await session.accessToken()).toBe('access-2');
    expect(await session.refreshToken()).toBe('refresh-2');
    expect(session.isPending).toBe(true);
  });

  it('merges the member facts a call told, writes only a change, keeps none for a guest, asks the welcome again at sign-in', () => {
    const { auth } = fakeAuth(async () => member(2));
    const state = { sessionId: 'S1', consumerNo: 'M1', consumerType: 'REGISTERED' };
    const session = new Session({ state }, auth);
    expect(session.memberFacts).toBeUndefined();
    session.setMemberFacts({ loyalty: false });
    session.setMemberFacts({ loyaltyWelcomed: true });
    expect(session.memberFacts).toEqual({ loyalty: false, loyaltyWelcomed: true });
    expect(session.isPending).toBe(true);
    const told = new Session({ state: { ...state, memberFacts: { loyalty: true } } }, auth);
    told.setMemberFacts({ loyalty: true });
    expect(told.isPending).toBe(false);
    const guest = new Session({ state: { consumerNo: 'G1', consumerType: 'GUEST' } }, auth);
    guest.setMemberFacts({ loyalty: true });
    expect(guest.memberFacts).toBeUndefined();
    // The same member signing in again keeps the platform's kinds (the sign-in's profile read
    // refreshes them) but asks for the loyalty welcome again.
    session.signIn(member(2));
    expect(session.memberFacts).toEqual({ loyalty: false });
  });

  it('renews a member as a member and keeps the session id and lists', async () => {
    const { auth, requests } = fakeAuth(async () => member(3));
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() - 1 },
        refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
        state: { sessionId: 'S1', consumerNo: 'M1', consumerType: 'REGISTERED', favoriteId: 'MF' },
      },
      auth,
    );
    expect(await session.accessToken()).toBe('access-3');
    expect(requests).toEqual([{ type: 'Registered', refreshToken: 'refresh-m' }]);
    expect([session.isMember, session.sessionId, session.favoriteId]).toEqual([true, 'S1', 'MF']);
  });

  it('keeps the member session on a 5xx from the token call and passes the error on', async () => {
    const down = new ApiError({ status: 503, errorId: 'GEN500', message: 'down' });
    const { auth, requests } = fakeAuth(async () => Promise.reject(down));
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() - 1 },
        refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'M1', consumerType: 'REGISTERED' },
      },
      auth,
    );
    await expect(session.accessToken()).rejects.toBe(down);
    expect(requests).toHaveLength(1);
    expect(session.isMember).toBe(true);
    expect(session.isPending).toBe(false);
  });

  it('becomes a new guest only when the token call refuses the grant (4xx)', async () => {
    const { auth, requests } = fakeAuth(async (body) =>
      body.type === 'Registered'
        ? Promise.reject(new ApiError({ status: 401, errorId: 'AUT401', message: 'revoked' }))
        : token(4, { consumerNo: 'G9' }),
    );
    const session = new Session(
      {
        access: { token: 'old', expiresAt: Date.now() - 1 },
        refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'M1', consumerType: 'REGISTERED', favoriteId: 'MF', basketId: 'MB' },
      },
      auth,
    );
    expect(await session.accessToken()).toBe('access-4');
    expect(requests.map((r) => r.type)).toEqual(['Registered', 'Guest']);
    expect([session.isMember, session.consumerNo, session.basketId, session.favoriteId]).toEqual([
      false,
      'G9',
      undefined,
      undefined,
    ]);
  });

  describe('a grant that ends in the request', () => {
    const revoked = () =>
      fakeAuth(async (body) =>
        body.type === 'Registered'
          ? Promise.reject(new ApiError({ status: 400, errorId: 'AUT400', message: 'invalid grant' }))
          : token(6, { consumerNo: 'G6' }),
      );
    // The cookie's access token has not expired, but the platform already refuses it (401).
    const signedInElsewhereOut = (auth: () => AuthClient) =>
      new Session(
        {
          access: { token: 'member-access', expiresAt: Date.now() + 600_000 },
          refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
          state: { consumerNo: 'M1', consumerType: 'REGISTERED', basketId: 'MB' },
        },
        auth,
      );
    const refusesMembers = (token: string) =>
      token === 'member-access'
        ? Promise.reject(new ApiError({ status: 401, errorId: 'AUT401', message: 'revoked' }))
        : Promise.reject(new ApiError({ status: 403, errorId: 'AUT432', message: 'Sign in to continue' }));

    it('starts the request over as a new guest, and says so', async () => {
      const { auth } = revoked();
      const session = signedInElsewhereOut(auth);
      expect(session.startedOver).toBe(false);
      await expect(session.withToken(refusesMembers)).rejects.toMatchObject({ errorId: 'AUT432' });
      expect([session.startedOver, session.isMember, session.basketId]).toEqual([true, false, undefined]);
    });

    it("answers a member's call as no member instead of the guest's refusal", async () => {
      const { auth } = revoked();
      const session = signedInElsewhereOut(auth);
      expect(await session.memberCall(refusesMembers)).toBeUndefined();
      expect(session.isMember).toBe(false);
      // A guest makes no member call at all; a member's other failures are theirs to see.
      expect(await session.memberCall(async () => 'profile')).toBeUndefined();
      const down = new ApiError({ status: 503, errorId: 'API503', message: 'down' });
      const member = signedInElsewhereOut(revoked().auth);
      await expect(member.memberCall(() => Promise.reject(down))).rejects.toBe(down);
      expect(member.startedOver).toBe(false);
    });

    it('is not a start over for a first guest, nor for a renewal that keeps the shopper', async () => {
      const first = new Session({}, fakeAuth(async () => token(7, { consumerNo: 'G7' })).auth);
      await first.accessToken();
      expect(first.startedOver).toBe(false);
      const renewed = new Session(
        {
          access: { token: 'old', expiresAt: Date.now() - 1 },
          refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
          state: { consumerNo: 'M1', consumerType: 'REGISTERED' },
        },
        fakeAuth(async () => member(8)).auth,
      );
      await renewed.accessToken();
      expect([renewed.startedOver, renewed.isMember]).toEqual([false, true]);
    });
  });

  it('signs out: nothing is left, and the next token is a new guest one', async () => {
    const { auth, requests } = fakeAuth(async () => token(5, { consumerNo: 'G5' }));
    const session = new Session(
      {
        access: { token: 'm', expiresAt: Date.now() + 600_000 },
        refresh: { token: 'refresh-m', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'M1', consumerType: 'REGISTERED', basketId: 'MB' },
      },
      auth,
    );
    session.signOut();
    expect([session.isMember, session.basketId, await session.refreshToken()]).toEqual([
      false,
      undefined,
      undefined,
    ]);
    expect(await session.accessToken()).toBe('access-5');
    expect(requests).toEqual([{ type: 'Guest' }]);
  });

  it('remembers lists the upstream created', () => {
    const session = new Session(
      { state: { consumerNo: 'M1', consumerType: 'REGISTERED' } },
      fakeAuth(async () => token(1)).auth,
    );
    session.setLists({ favoriteId: 'F1' });
    session.setLists({ saveForLaterId: 'S1' });
    expect([session.favoriteId, session.saveForLaterId, session.isPending]).toEqual(['F1', 'S1', true]);
  });
});

describe('Session.load', () => {
  const secret = 'test-session-secret';
  const cookieHeader = async (values: Record<string, Record<string, unknown> | string>) =>
    (
      await Promise.all(
        Object.entries(values).map(
          async ([name, value]) =>
            `__Host-${name}=${typeof value === 'string' ? value : await seal(value, secret, 3600)}`,
        ),
      )
    ).join('; ');
  const withSession = async (cookie: string, use: (session: Session) => Promise<unknown>) => {
    const { auth, requests } = fakeAuth(async () => token(5));
    const app = new Hono<AppEnv>().get('/', async (c) =>
      c.json(await use(await Session.load(c, { secret: c.env.SESSION_SECRET, auth }))),
    );
    const response = await app.request('/', { headers: { cookie } }, { SESSION_SECRET: secret });
    return { body: await response.json(), requests };
  };

  it('opens the refresh cookie only to renew the access token', async () => {
    const state = { consumerNo: 'G1', consumerType: 'GUEST', basketId: 'B1' };
    // A valid access token: the (here unreadable) refresh cookie is never needed.
    const fresh = await withSession(
      await cookieHeader({
        [COOKIE.access]: { token: 'kept', expiresAt: Date.now() + 600_000 },
        [COOKIE.refresh]: 'not-a-sealed-value',
        [COOKIE.state]: state,
      }),
      async (session) => [await session.accessToken(), session.basketId],
    );
    expect(fresh).toEqual({ body: ['kept', 'B1'], requests: [] });
    // An expired one is renewed with the refresh token read from its cookie.
    const renewed = await withSession(
      await cookieHeader({
        [COOKIE.access]: { token: 'old', expiresAt: Date.now() - 1 },
        [COOKIE.refresh]: { token: 'refresh-from-cookie', expiresAt: Date.now() + 600_000 },
        [COOKIE.state]: state,
      }),
      async (session) => [await session.accessToken(), session.basketId],
    );
    expect(renewed).toEqual({
      body: ['access-5', 'B1'],
      requests: [{ type: 'Guest', refreshToken: 'refresh-from-cookie' }],
    });
  });
});

describe('Session.withToken', () => {
  const refused = () => new ApiError({ status: 401, errorId: 'AUT401', message: 'Token expired' });
  const withValidToken = (answer: (body: TokenRequest) => Promise<TokenResponse>) => {
    const { auth, requests } = fakeAuth(answer);
    const session = new Session(
      {
        access: { token: 'stored', expiresAt: Date.now() + 600_000 },
        refresh: { token: 'refresh-stored', expiresAt: Date.now() + 600_000 },
        state: { consumerNo: 'G1', consumerType: 'GUEST', basketId: 'B1' },
      },
      auth,
    );
    return { session, requests };
  };

  it('renews a token the upstream refuses (401) and retries the call once with the new one', async () => {
    const { session, requests } = withValidToken(async () => token(6));
    const seen: string[] = [];
    const answer = await session.withToken(async (t) => {
      seen.push(t);
      if (t === 'stored') throw refused();
      return 'done';
    });
    expect(answer).toBe('done');
    expect(seen).toEqual(['stored', 'access-6']);
    expect(requests).toEqual([{ type: 'Guest', refreshToken: 'refresh-stored' }]);
    expect(session.basketId).toBe('B1');
    expect(session.isPending).toBe(true);
  });

  it('gives a second 401 to the caller: no third try, one renewal', async () => {
    const { session, requests } = withValidToken(async () => token(7));
    const seen: string[] = [];
    const call = session.withToken(async (t) => {
      seen.push(t);
      throw refused();
    });
    await expect(call).rejects.toMatchObject({ status: 401, errorId: 'AUT401' });
    expect(seen).toEqual(['stored', 'access-7']);
    expect(requests).toHaveLength(1);
  });

  it('passes any other error through untouched, keeping the token', async () => {
    const { session, requests } = withValidToken(async () => token(8));
    const notFound = new ApiError({ status: 404, errorId: 'BSK404', message: 'Cart not found' });
    const seen: string[] = [];
    const call = session.withToken(async (t) => {
      seen.push(t);
      throw notFound;
    });
    await expect(call).rejects.toBe(notFound);
    const plain = new Error('boom');
    await expect(session.withToken(() => Promise.reject(plain))).rejects.toBe(plain);
    expect(seen).toEqual(['stored']);
    expect(requests).toHaveLength(0);
    expect(session.isPending).toBe(false);
  });

  it('renews once when calls of one request are refused together', async () => {
    const { session, requests } = withValidToken(async () => token(9));
    const call = () => session.withToken(async (t) => (t === 'stored' ? Promise.reject(refused()) : t));
    expect(await Promise.all([call(), call(), call()])).toEqual(['access-9', 'access-9', 'access-9']);
    expect(requests).toHaveLength(1);
  });
});

describe('cookie sealing', () => {
  it('round-trips, and refuses a tampered value or another key', async () => {
    const sealed = await seal({ token: 'x'.repeat(2200), expiresAt: 1 }, 'secret-a', 3600);
    expect(sealed.length).toBeLessThan(4000);
    expect(await unseal(sealed, 'secret-a')).toMatchObject({ token: 'x'.repeat(2200) });
    expect(await unseal(sealed, 'secret-b')).toBeUndefined();
    expect(await unseal(`${sealed.slice(0, -4)}AAAA`, 'secret-a')).toBeUndefined();
    expect(await unseal('garbage', 'secret-a')).toBeUndefined();
  });

  describe('a value opened before', () => {
    afterEach(() => vi.restoreAllMocks());

    it('is refused once it has expired, though this isolate opened it while it was valid', async () => {
      const sealed = await seal({ token: 'short' }, 'secret-a', 60);
      expect(await unseal(sealed, 'secret-a')).toMatchObject({ token: 'short' });
      const now = Date.now();
      vi.spyOn(Date, 'now').mockReturnValue(now + 61_000);
      expect(await unseal(sealed, 'secret-a')).toBeUndefined();
    });

    it('is refused under another secret after being opened under its own', async () => {
      const sealed = await seal({ token: 'kept' }, 'secret-a', 3600);
      expect(await unseal(sealed, 'secret-a')).toMatchObject({ token: 'kept' });
      expect(await unseal(sealed, 'secret-a')).toMatchObject({ token: 'kept' });
      expect(await unseal(sealed, 'secret-b')).toBeUndefined();
    });

    it('is shared frozen, so one request cannot change what the next one reads', async () => {
      const sealed = await seal({ token: 't', cart: { id: 'b1' } }, 'secret-a', 3600);
      const first = (await unseal(sealed, 'secret-a')) as { cart: { id: string } };
      expect(() => {
        first.cart.id = 'other';
      }).toThrow(TypeError);
      expect(await unseal(sealed, 'secret-a')).toMatchObject({ cart: { id: 'b1' } });
    });
  });
});
