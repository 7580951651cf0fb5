/** POST /token/v2/auth/token (spec section 7, Authentication). */
import { TOKEN_RETRY } from '../../../shared/constants';
import { type TokenRequest, type TokenResponse, tokenResponseSchema } from '../../../shared/contract';
import { type CallContext, call, type UpstreamTarget } from '../http';

export const createAuthClient = (target: UpstreamTarget, ctx: CallContext) => ({
  /** Guest token (renewed with a refresh token), a member's sign-in exchange or renewal. */
  token: (body: TokenRequest): Promise<TokenResponse> =>
    call(target, ctx, {
      method: 'POST',
      path: '/token/v2/auth/token',
      body,
      schema: tokenResponseSchema,
      retry: TOKEN_RETRY,
    }),
});
export type AuthClient = ReturnType<typeof createAuthClient>;
