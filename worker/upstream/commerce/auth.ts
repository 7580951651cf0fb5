/** POST /token/v2/auth/token (spec section 7, Authentication). */
import { TOKEN_RETRY } from '../../../shared/constants';
import { type TokenRequest, type TokenResponse, tokenResponseSchema } from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

/** A member renews with `Registered` and the refresh token (no authorization code). */
export type MemberRefreshRequest = { type: 'Registered'; refreshToken: string };

export const createAuthClient = (target: UpstreamTarget, ctx: CallContext) => ({
  /** Guest token (renewed with a refresh token), a member's sign-in exchange or renewal. */
  token: (body: TokenRequest | MemberRefreshRequest): Promise<TokenResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: '/token/v2/auth/token',
      body,
      schema: tokenResponseSchema,
      retry: TOKEN_RETRY,
    }),
});
export type AuthClient = ReturnType<typeof createAuthClient>;
