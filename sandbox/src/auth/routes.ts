/**
 * POST /token/v2/auth/token: guest tokens and their renewal, the PKCE sign-in exchange and a
 * member's refresh (rotated in the member's Consumer object: `consumer/families.ts`).
 *
 * The sign-in exchange claims the code with one conditional update that also checks
 * S256(codeVerifier) against the code's challenge, so a wrong verifier cannot burn someone's code. A retry of the same exchange (same code, right verifier, within the code's minute) gets
 * the first answer again rather than a second session; one that arrives while the first is still
 * running gets 409 AUT409, which the storefront retries once after 2 s (spec section 9).
 */
import type { Context } from 'hono';
import { Hono } from 'hono';
import { type TokenRequest, type TokenResponse, tokenRequestSchema } from '../../../shared/contract/auth';
import { consumerStub } from '../consumer/directory';
import { unwrap } from '../consumer/member';
import type { AppEnv } from '../env';
import { SandboxError, unauthorized, validate } from '../errors';
import { mergeGuestLists } from '../wishlists/merge';
import { mergeGuestCart } from './cart-merge';
import { hashSecret, s256, sameSecret } from './crypto';
import { issueTokens, newGuestConsumerNo, verifyClaims } from './tokens';

type CodeRow = {
  consumer_no: string;
  challenge: string;
  expires_at: number;
  used_at: number | null;
  response: string | null;
};

const invalidCode = () => unauthorized('The authorization code is not valid or has expired');

const exchangeCode = async (
  c: Context<AppEnv>,
  body: Extract<TokenRequest, { authorizationCode: string }>,
): Promise<TokenResponse> => {
  const db = c.env.DB;
  const [codeHash, challenge] = await Promise.all([
    hashSecret(body.authorizationCode),
    s256(body.codeVerifier),
  ]);
  const now = Date.now();
  // The usual exchange in one statement: only its own verifier claims an unexpired, unused code.
  const claimed = await db
    .prepare(
      `UPDATE auth_codes SET used_at = ?1
       WHERE code_hash = ?2 AND used_at IS NULL AND expires_at > ?1 AND challenge = ?3
       RETURNING consumer_no`,
    )
    .bind(now, codeHash, challenge)
    .first<{ consumer_no: string }>();
  if (!claimed) {
    // Why not: unknown, expired, another verifier, or spent (a retry gets the first answer).
    const row = await db
      .prepare('SELECT * FROM auth_codes WHERE code_hash = ?')
      .bind(codeHash)
      .first<CodeRow>();
    if (!row || row.expires_at <= now) throw invalidCode();
    if (!sameSecret(challenge, row.challenge)) throw invalidCode();
    if (row.used_at !== null && row.response) return JSON.parse(row.response) as TokenResponse;
    throw new SandboxError(409, 'AUT409', 'This sign-in is being completed: retry in a moment');
  }
  // The session, the cart merge and the lists' merge touch different objects: one wait for all.
  // The guest's favorites and saved for later move into the member's lists (idempotent).
  const [pair, merge, lists] = await Promise.all([
    consumerStub(c.env, claimed.consumer_no).startSession(),
    mergeGuestCart(c.env, claimed.consumer_no, body.guestObjects?.basketId),
    mergeGuestLists(c.env, body.guestObjects, claimed.consumer_no),
  ]);
  const response: TokenResponse = { ...pair, ...merge, ...lists };
  // Kept for a retry of this exchange; one arriving before it is written gets 409 and retries.
  c.executionCtx.waitUntil(
    db
      .prepare('UPDATE auth_codes SET response = ? WHERE code_hash = ?')
      .bind(JSON.stringify(response), codeHash)
      .run(),
  );
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
  const tokens = await issueTokens(c.env.TOKEN_SECRET, shopper);
  return { ...tokens, consumerNo: shopper.consumerNo, consumerType: shopper.consumerType };
};

export const authRoutes = new Hono<AppEnv>().post(
  '/token/v2/auth/token',
  validate('json', tokenRequestSchema),
  async (c) => {
    const body = c.req.valid('json');
    const response =
      body.type === 'Guest'
        ? await guest(c, body.refreshToken)
        : 'authorizationCode' in body
          ? await exchangeCode(c, body)
          : await refreshMember(c, body.refreshToken);
    return c.json(response satisfies TokenResponse, 200, { 'Cache-Control': 'no-store' });
  },
);
