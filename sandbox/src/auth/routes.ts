/**
 * POST /token/v2/auth/token: guest tokens and their renewal, the PKCE sign-in exchange and a
 * member's refresh (rotated in the member's Consumer object: `consumer/families.ts`).
 *
 * The sign-in exchange claims the code in the member's Consumer object (the code names it,
 * `codes.ts`) in the same call that starts the session; only S256(codeVerifier) equal to the code's
 * challenge claims it, so a wrong verifier cannot burn someone's code. A retry of the same exchange
 * (same code, right verifier, within the code's minute) gets the first answer again rather than a
 * second session; one that arrives while the first is still running gets 409 AUT409, which the
 * storefront retries once after 2 s (spec section 9).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type TokenRequest, type TokenResponse, tokenRequestSchema } from '../../../shared/contract/auth';
import { consumerStub } from '../consumer/directory';
import { unwrap } from '../consumer/member';
import type { AppEnv } from '../env';
import { unauthorized, validate } from '../errors';
import { readProgram } from '../members/programs';
import { type MemberLists, mergeGuestLists } from '../wishlists/merge';
import { mergeGuestCart, openBasketQuery, readForMerge } from './cart-merge';
import { INVALID_CODE, readCode } from './codes';
import { s256 } from './crypto';
import { issueTokens, newGuestConsumerNo, verifyClaims } from './tokens';

/**
 * The member's open basket id and lists, in one D1 round trip. The lists are made at the first
 * sign-in and never deleted, so once both exist they are what merging no guest list answers.
 */
const memberRows = async (db: D1Database, consumerNo: string) => {
  const [basket, lists] = await db.batch<Record<string, string>>([
    openBasketQuery(db, consumerNo),
    db
      .prepare("SELECT kind, id FROM wishlists WHERE owner = ? AND kind IN ('favorites', 'saveForLater')")
      .bind(consumerNo),
  ]);
  const listId = (kind: string) => lists!.results.find((row) => row.kind === kind)?.id;
  const [favoriteId, saveForLaterId] = [listId('favorites'), listId('saveForLater')];
  return {
    basketId: basket!.results[0]?.basket_id,
    lists: favoriteId && saveForLaterId ? ({ favoriteId, saveForLaterId } satisfies MemberLists) : undefined,
  };
};

const exchangeCode = async (
  c: Context<AppEnv>,
  body: Extract<TokenRequest, { authorizationCode: string }>,
): Promise<TokenResponse> => {
  const [code, challenge] = await Promise.all([
    readCode(c.env.TOKEN_SECRET, body.authorizationCode),
    s256(body.codeVerifier),
  ]);
  if (!code) throw unauthorized(INVALID_CODE);
  const { consumerNo, hash } = code;
  const member = consumerStub(c.env, consumerNo);
  const { guestObjects } = body;
  // The merges' reads wait for nothing the claim decides: they run beside it, and are dropped
  // when the claim refuses (the code is one the sandbox minted for this member).
  const rows = memberRows(c.env.DB, consumerNo);
  const reads = readForMerge(
    c.env,
    consumerNo,
    rows.then((r) => r.basketId),
    guestObjects?.basketId,
  );
  reads.catch(() => {});
  const redeemed = unwrap(await member.redeemCode(hash, challenge));
  if ('answer' in redeemed) return redeemed.answer;
  // The cart merge and the lists' merge touch different objects: one wait for both.
  // The guest's favorites and saved for later move into the member's lists (idempotent); with
  // none of them and both member lists there, nothing needs writing.
  const guestLists = !!(guestObjects?.favoriteId || guestObjects?.saveForLaterId);
  const [merge, lists] = await Promise.all([
    reads.then((read) => mergeGuestCart(c.env, consumerNo, read)),
    rows.then((r) => (!guestLists && r.lists) || mergeGuestLists(c.env, guestObjects, consumerNo)),
  ]);
  const response: TokenResponse = { ...redeemed.session, ...merge, ...lists };
  // Kept for a retry of this exchange; one arriving before it is written gets 409 and retries.
  c.executionCtx.waitUntil(member.answerCode(hash, response));
  return response;
};

const refreshMember = async (c: Context<AppEnv>, refreshToken: string): Promise<TokenResponse> => {
  const { shopper, family, jti } = await verifyClaims(c.env.TOKEN_SECRET, refreshToken, 'refresh');
  if (shopper.consumerType === 'GUEST' || !family || !jti) throw unauthorized('Token is not valid');
  return unwrap(await consumerStub(c.env, shopper.consumerNo).refresh(shopper.consumerNo, family, jti));
};

const guest = async (c: Context<AppEnv>, refreshToken: string | undefined): Promise<TokenResponse> => {
  // With a refresh token the same guest is renewed (same consumerNo). Guest refresh tokens are not
  // rotated (a guest holds nothing worth stealing but a cart); a member's token is refused here,
  // so it can never be renewed around its family's rotation.
  const shopper = refreshToken
    ? (await verifyClaims(c.env.TOKEN_SECRET, refreshToken, 'refresh')).shopper
    : { consumerNo: newGuestConsumerNo(), consumerType: 'GUEST' as const };
  if (shopper.consumerType !== 'GUEST') throw unauthorized('Token is not valid');
  // An associate's guest (agent/login) ends with the in-store session: never renewed.
  if (shopper.agent) throw unauthorized('An in-store session is not renewed: sign in again');
  const tokens = await issueTokens(c.env.TOKEN_SECRET, shopper);
  return { ...tokens, consumerNo: shopper.consumerNo, consumerType: shopper.consumerType };
};

/**
 * An employee's tokens say whether the employee discount terms are accepted (spec section 3, auth
 * session), read when they are issued so a renewal after the acceptance says so too.
 */
const withEmployeeTerms = async (c: Context<AppEnv>, response: TokenResponse): Promise<TokenResponse> => {
  if (response.consumerType !== 'EMPLOYEE') return response;
  const program = await readProgram(c.env.DB, response.consumerNo);
  return { ...response, isEmployeeDiscountTCAccepted: program?.termsAccepted === true };
};

export const authRoutes = new Hono<AppEnv>().post(
  '/token/v2/auth/token',
  validate('json', tokenRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    const response = await withEmployeeTerms(
      c,
      body.type === 'Guest'
        ? await guest(c, body.refreshToken)
        : 'authorizationCode' in body
          ? await exchangeCode(c, body)
          : await refreshMember(c, body.refreshToken),
    );
    return c.json(response satisfies TokenResponse, 200, { 'Cache-Control': 'no-store' });
  },
);
