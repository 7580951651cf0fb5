/**
 * A scripted identity upstream in front of the real sandbox, for the identity BFF's tests: the
 * token exchange's answers (409, 403, merge counts, real-size tokens) are chosen by each test,
 * while guest tokens and carts are the sandbox's own.
 */
import type { TokenResponse } from '../../shared/contract';
import { COOKIE } from '../middleware/session';
import { unseal } from '../middleware/session/crypto';
import { env, type Jar } from './helpers';

export type Recorded = { path: string; body: Record<string, unknown>; authorization: string | null };

/** A member token pair as long as a real platform's (about 2.2 KB for the access token). */
export const memberTokens = (extra: Partial<TokenResponse> = {}): TokenResponse => ({
  accessToken: `m.${'a'.repeat(2200)}`,
  refreshToken: `r.${'b'.repeat(1200)}`,
  expiresIn: 1800,
  refreshExpiresIn: 86_400,
  consumerNo: 'C-MEMBER-1',
  consumerType: 'REGISTERED',
  memberId: 'M-1',
  basketId: 'member-basket',
  favoriteId: 'fav-1',
  saveForLaterId: 'sfl-1',
  ...extra,
});

export type Script = (
  path: string,
  body: Record<string, unknown>,
  call: number,
) => Response | Promise<Response> | undefined;

/** The sandbox, with the identity calls `script` answers (undefined: the sandbox answers). */
export const scriptedUpstream = (script: Script) => {
  const recorded: Recorded[] = [];
  const counts = new Map<string, number>();
  const SANDBOX = {
    fetch: async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      const path = new URL(request.url).pathname;
      const text = request.method === 'GET' ? '' : await request.clone().text();
      const body = text ? (JSON.parse(text) as Record<string, unknown>) : {};
      recorded.push({ path, body, authorization: request.headers.get('authorization') });
      const call = (counts.get(path) ?? 0) + 1;
      counts.set(path, call);
      return (await script(path, body, call)) ?? env.SANDBOX.fetch(request);
    },
  } as unknown as Fetcher;
  return { recorded, envOverride: { SANDBOX } };
};

export const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
export const refusal = (status: number, errorId: string) =>
  json({ errorDetails: [{ errorId, message: `refused ${errorId}` }] }, status);

/** Signs in: code for the credentials, `exchange` answers the Registered token call. */
export const signInScript =
  (exchange: (call: number) => Response): Script =>
  (path, body, call) => {
    if (path === '/consumers-v3/auth/signin') return json({ authorizationCode: 'code-1' });
    if (path === '/token/v2/auth/token' && body.type === 'Registered') return exchange(call);
    return undefined;
  };

/** The session state cookie of `jar`, unsealed. */
export const stateOf = async (jar: Jar) => unseal(jar.get(`__Host-${COOKIE.state}`), env.SESSION_SECRET);
